package web.router;

/** Answers a request. */
interface Handler {
    String handle(Request r);
}

/** A method and a path. */
final class Request {
    final String method;
    final String path;

    Request(String method, String path) {
        this.method = method;
        this.path = path;
    }

    @Override
    public String toString() {
        return method + " " + path;
    }
}
