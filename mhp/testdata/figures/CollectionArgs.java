// A shared list handed to a JDK call that copies or iterates it is read
// there: Reader's new ArrayList<>(shared), addAll, containsAll and
// String.join each pair with Writer's add; drainTo
// writes the list it is given (a write/write pair with Writer's add).
// Collections.unmodifiableList keeps a reference and reads nothing, and
// a local list copied the same ways pairs with nothing.
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;

class CollectionArgs {
    static List<String> shared = new ArrayList<>();

    static class Writer extends Thread {
        public void run() {
            shared.add("w");
        }
    }

    static class Reader extends Thread {
        public void run() {
            List<String> s = shared;
            List<String> copy = new ArrayList<>(s);
            List<String> mine = new ArrayList<>();
            mine.addAll(s);
            boolean all = mine.containsAll(s);
            String joined = String.join(",", s);
            new LinkedBlockingQueue<String>().drainTo(s);
            List<String> view = Collections.unmodifiableList(s);
            List<String> local = new ArrayList<>();
            local.add("x");
            List<String> other = new ArrayList<>(local);
            other.addAll(local);
        }
    }

    public static void main(String[] args) throws Exception {
        Thread w = new Writer(), r = new Reader();
        w.start();
        r.start();
        w.join();
        r.join();
    }
}
