// A string builder handed to a JDK call that copies its characters is
// read there: Reader's String.valueOf, new String, append to another
// builder, Objects.toString and string concatenation of the shared
// builder each pair with Writer's append. Handing it to a List keeps a
// reference and reads nothing; a local builder read the same ways pairs
// with nothing.
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

class BuilderArgs {
    static StringBuilder shared = new StringBuilder();
    static List<Object> kept = new ArrayList<>();

    static class Writer extends Thread {
        public void run() {
            shared.append('w');
        }
    }

    static class Reader extends Thread {
        public void run() {
            StringBuilder sb = shared;
            String a = String.valueOf(sb);
            String b = new String(sb);
            StringBuilder other = new StringBuilder();
            other.append(sb);
            String c = Objects.toString(sb);
            String d = "[" + sb + "]";
            List<Object> mine = new ArrayList<>();
            mine.add(sb);
            StringBuilder local = new StringBuilder("x");
            String e = String.valueOf(local) + new String(local) + local;
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
