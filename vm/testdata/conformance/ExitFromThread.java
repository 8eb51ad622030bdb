// expect-exit: 4
// ExitFromThread: a worker thread calls System.exit(4) while main is blocked in join();
// the whole VM stops with status 4 and main's later print never happens.
public class ExitFromThread {
    public static void main(String[] args) throws InterruptedException {
        System.out.println("main starts worker");
        Thread t = new Thread(() -> {
            System.out.println("worker computing");
            long f = 1;
            for (int i = 1; i <= 10; i++) f *= i;
            System.out.println("worker 10!=" + f + ", exiting with 4");
            System.exit(4);
        });
        t.start();
        t.join();
        System.out.println("main after join: not reached");
    }
}
