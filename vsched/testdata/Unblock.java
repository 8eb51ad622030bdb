// A waiter, a bystander and a notifier, started in that order. When the
// waiter blocks in wait(), Rule 1 goes on with the notifier, the thread
// that can unblock it (Figure 5.21(a)), not with the lower-numbered
// bystander; the bystander's write of z pairs with the notifier's read.
public class Unblock {
    static final Object lock = new Object();
    static boolean ready;
    static int z;

    static class Waiter extends Thread {
        public void run() {
            synchronized (lock) {
                while (!ready) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            }
        }
    }

    static class Bystander extends Thread {
        public void run() {
            z = 1;
        }
    }

    static class Notifier extends Thread {
        public void run() {
            synchronized (lock) {
                ready = true;
                lock.notify();
            }
            int a = z;
            System.out.println(a);
        }
    }

    public static void main(String[] args) throws Exception {
        Thread[] ts = {new Waiter(), new Bystander(), new Notifier()};
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
    }
}
