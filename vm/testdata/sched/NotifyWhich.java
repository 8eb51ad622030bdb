// Two threads wait on one monitor, a before b whatever the schedule (each
// holds the monitor from announcing itself until it waits); main then
// notifies once, and each woken thread notifies the next. The program
// fails only if the notify wakes b, the later waiter, first.
public class NotifyWhich {
    static final Object m = new Object(), r = new Object();
    static int waiting;
    static boolean go;
    static String order = "";

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> waiter("a"));
        Thread b = new Thread(() -> waiter("b"));
        a.start();
        await(1);
        b.start();
        await(2);
        synchronized (m) {
            go = true;
            m.notify();
        }
        a.join();
        b.join();
        if (!order.equals("ab")) {
            throw new IllegalStateException("woken in order " + order);
        }
        System.out.println(order);
    }

    static void await(int n) throws InterruptedException {
        synchronized (r) {
            while (waiting < n) {
                r.wait();
            }
        }
        synchronized (m) { // the waiter holds m until it waits
        }
    }

    static void waiter(String name) {
        synchronized (m) {
            synchronized (r) {
                waiting++;
                r.notify();
            }
            while (!go) {
                try {
                    m.wait();
                } catch (InterruptedException e) {
                }
            }
            order += name;
            m.notify();
        }
    }
}
