// InterruptSleep: interrupting a thread in Thread.sleep and one in Object.wait makes them
// throw InterruptedException with the interrupt flag cleared; Thread.interrupted() reads
// and clears the flag of the current thread; sleep with the flag already set throws
// immediately.
public class InterruptSleep {
    public static void main(String[] args) throws InterruptedException {
        final String[] report = new String[2];
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(60_000);
                report[0] = "slept the whole minute?!";
            } catch (InterruptedException e) {
                report[0] = "sleeper interrupted, flag now " + Thread.currentThread().isInterrupted();
            }
        });
        final Object mon = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (mon) {
                try {
                    mon.wait();
                    report[1] = "woke normally?!";
                } catch (InterruptedException e) {
                    report[1] = "waiter interrupted, holds monitor " + Thread.holdsLock(mon);
                }
            }
        });
        sleeper.start();
        waiter.start();
        sleeper.interrupt();
        waiter.interrupt();
        sleeper.join();
        waiter.join();
        System.out.println(report[0]);
        System.out.println(report[1]);
        Thread.currentThread().interrupt();
        System.out.println("self-interrupt: isInterrupted " + Thread.currentThread().isInterrupted() + " interrupted() " + Thread.interrupted()
            + " then " + Thread.interrupted());
        Thread.currentThread().interrupt();
        try {
            Thread.sleep(10);
            System.out.println("sleep did not throw?!");
        } catch (InterruptedException e) {
            System.out.println("sleep with flag set throws immediately, flag after: " + Thread.currentThread().isInterrupted());
        }
        Thread.sleep(1);
        System.out.println("short sleep ok");
        Thread finished = new Thread(() -> { });
        finished.start();
        finished.join();
        System.out.println("finished thread alive " + finished.isAlive());
    }
}
