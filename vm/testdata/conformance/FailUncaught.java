// expect-exit: 1
// FailUncaught: main prints some lines, runs finally blocks, then dies with an uncaught
// RuntimeException. stdout must contain everything printed before the failure; the JVM
// writes "Exception in thread "main" ..." to stderr and exits with status 1.
public class FailUncaught {
    static void level(int n) {
        try {
            if (n == 0) throw new IllegalStateException("deliberate failure at the bottom");
            level(n - 1);
        } finally {
            System.out.println("unwinding level " + n);
        }
    }
    public static void main(String[] args) {
        System.out.println("start");
        int sum = 0;
        for (int i = 1; i <= 10; i++) sum += i;
        System.out.println("sum=" + sum);
        level(3);
        System.out.println("never printed");
    }
}
