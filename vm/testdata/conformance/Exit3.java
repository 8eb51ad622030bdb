// expect-exit: 3
// Exit3: System.exit(3) inside a try with a finally block: the finally block does not
// run and nothing after the call is printed.
public class Exit3 {
    public static void main(String[] args) {
        System.out.println("before exit");
        int n = 0;
        for (int i = 0; i < 5; i++) n += i * i;
        System.out.println("n=" + n);
        try {
            if (n == 30) System.exit(3);
            System.out.println("not reached");
        } finally {
            System.out.println("finally must not run");
        }
    }
}
