// JDK summaries of the string builders: a StringBuilder's append writes
// the builder's <state>, length and toString read it. The shared builder
// (a static) races; each thread's local builder, chained appends and all,
// does not; the StringBuffer's synchronized methods enter its monitor, so
// its state is not raced on. The object appended in a chained append
// gets its toString called (Item.toString reads Item.n, which Writer
// writes).
class Builders {
    static StringBuilder shared = new StringBuilder();
    static StringBuffer buffer = new StringBuffer();
    static Item item = new Item();

    static class Item {
        int n;

        public String toString() {
            return Integer.toString(n);
        }
    }

    static class Writer extends Thread {
        public void run() {
            shared.append('w');
            buffer.append('w');
            StringBuilder local = new StringBuilder();
            local.append("w").append(1);
            item.n = local.length();
        }
    }

    static class Reader extends Thread {
        public void run() {
            int n = shared.length();
            String b = buffer.toString();
            StringBuilder local = new StringBuilder();
            String s = local.append("r").append(item).toString();
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
