package deadlock;

/*
 * deadlock.d2: opposite lock order, hidden behind aliases. Both threads run
 * the same Mover.move(), which locks its `from` then its `to` argument; the
 * threads pass the two Slot objects in opposite order.
 * Races (MM): the outer and inner entries of move() in the two threads (each
 * may alias either Slot).
 * Failing schedule: each thread takes its `from` monitor and waits for the
 * other's.
 */
public class D2 {
    static class Mover extends Thread {
        private final Slot from;
        private final Slot to;

        Mover(Slot from, Slot to) {
            this.from = from;
            this.to = to;
        }

        public void run() {
            synchronized (from) {
                synchronized (to) {
                    to.count = to.count + from.count;
                    from.count = 0;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Slot x = new Slot(1);
        Slot y = new Slot(2);
        Thread t1 = new Mover(x, y);
        Thread t2 = new Mover(y, x);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("deadlock.d2: " + x.count + " " + y.count);
    }
}

class Slot {
    int count;

    Slot(int count) {
        this.count = count;
    }
}
