// expect-exit: 1
// FailInInit: the main class's own static initializer throws, so the JVM reports
// ExceptionInInitializerError before main runs; the static initializer's earlier
// output is still printed.
public class FailInInit {
    static int value = compute();
    static int compute() {
        System.out.println("computing static value");
        int[] a = new int[2];
        return a[2];
    }
    public static void main(String[] args) {
        System.out.println("main never runs " + value);
    }
}
