// Entry plans of vm/entry_test.go: the calls a test framework makes, each
// printing what it sees. LifecycleMain makes the same calls in plain Java,
// so java -ea gives the expected output.
public class Lifecycle {
    static int statics = 41;
    static { System.out.println("clinit statics=" + statics); }

    int field = 1;

    public Lifecycle() { System.out.println("ctor field=" + field); }

    public static void staticEntry() {
        statics++;
        System.out.println("staticEntry statics=" + statics);
    }

    public static void resetStatics() {
        statics = 0;
        System.out.println("resetStatics");
    }

    public void setUp() {
        field = 10;
        System.out.println("setUp field=" + field + " statics=" + statics);
    }

    public void test() throws InterruptedException {
        int[] box = new int[1];
        Thread w = new Thread(() -> { box[0] += field; });
        w.start();
        w.join();
        System.out.println("test box=" + box[0] + " statics=" + statics);
    }

    public int failing() {
        System.out.println("failing");
        throw new IllegalStateException("boom " + field);
    }

    public void throwsExpected() {
        throw new UnsupportedOperationException("as expected");
    }

    public void tearDown() {
        System.out.println("tearDown field=" + field);
    }

    public static void afterAll() {
        System.out.println("afterAll statics=" + statics);
    }
}

class NoDefaultCtor {
    public NoDefaultCtor(int x) {}
    public void test() {}
}

class BadInit {
    static int x = Integer.parseInt("not a number");
    public static void run() {}
}

class Literals {
    // Hashes a literal (String caches its hash) and locks a class mirror:
    // both objects are permanent, made by the first run after a snapshot.
    public static void run() {
        synchronized (Literals.class) {
            System.out.println("weft-literal".hashCode());
        }
    }
}
