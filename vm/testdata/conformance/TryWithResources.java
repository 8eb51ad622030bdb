// TryWithResources: AutoCloseable resources closed in reverse order, close after an
// exception in the body (close exception becomes suppressed), null resources, catch and
// finally ordering relative to close.
public class TryWithResources {
    static StringBuilder log = new StringBuilder();
    static class Res implements AutoCloseable {
        final String name; final boolean failClose;
        Res(String name, boolean failClose) { this.name = name; this.failClose = failClose; log.append("open ").append(name).append("; "); }
        @Override public void close() throws Exception {
            log.append("close ").append(name).append("; ");
            if (failClose) throw new Exception("close failed: " + name);
        }
    }
    static void run(String label, boolean bodyFails, boolean closeFails) {
        log.setLength(0);
        try (Res a = new Res("A", false); Res b = new Res("B", closeFails)) {
            log.append("body; ");
            if (bodyFails) throw new IllegalStateException("body failed");
        } catch (Exception e) {
            log.append("catch ").append(e.getMessage());
            for (Throwable s : e.getSuppressed()) log.append(" [suppressed: ").append(s.getMessage()).append(']');
            log.append("; ");
        } finally {
            log.append("finally");
        }
        System.out.println(label + ": " + log);
    }
    static int withReturn() throws Exception {
        log.setLength(0);
        try (Res r = new Res("R", false)) {
            return 42;
        } finally {
            System.out.println("withReturn log: " + log);
        }
    }
    public static void main(String[] args) throws Exception {
        run("ok", false, false);
        run("bodyFails", true, false);
        run("closeFails", false, true);
        run("both", true, true);
        System.out.println("returned " + withReturn());
        log.setLength(0);
        try (Res n = null) { log.append("null resource body ok; "); }
        System.out.println(log);
        log.setLength(0);
        try {
            try (Res x = new Res("X", true); Res y = new Res("Y", true)) { log.append("body; "); }
        } catch (Exception e) {
            log.append("outer ").append(e.getMessage()).append(" suppressed=").append(e.getSuppressed().length);
            log.append(" first=").append(e.getSuppressed()[0].getMessage());
        }
        System.out.println(log);
        log.setLength(0);
        java.io.StringReader sr = new java.io.StringReader("abc");
        try (java.io.BufferedReader br = new java.io.BufferedReader(sr)) {
            System.out.println("read line: " + br.readLine());
        }
        try { sr.read(); } catch (java.io.IOException e) { System.out.println("reader closed: " + e.getMessage()); }
    }
}
