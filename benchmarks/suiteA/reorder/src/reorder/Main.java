package reorder;

/*
 * reorder: a reader that can see a pair of fields half updated.
 *
 * Setter moves the pair (a, b) between the two consistent states (0, 0) and
 * (1, -1), writing one field at a time and without any lock. Checker reads
 * both fields, also unlocked, and insists on a consistent pair.
 *
 * Races (RW): SetCheck.a written in set()/reset() vs read in check(), and
 * the same for SetCheck.b.
 *
 * Failing schedule: Setter writes a = 1; Checker reads a (1) and b (still 0)
 * before Setter writes b = -1 -> RuntimeException.
 */
public class Main {
    static final SetCheck pair = new SetCheck();

    static class Setter extends Thread {
        public void run() {
            for (int i = 0; i < 2; i++) {
                pair.set();
                pair.reset();
            }
        }
    }

    static class Checker extends Thread {
        public void run() {
            for (int i = 0; i < 2; i++) {
                if (!pair.check()) {
                    throw new RuntimeException("pair seen half updated");
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread s = new Setter();
        Thread c = new Checker();
        s.start();
        c.start();
        s.join();
        c.join();
        System.out.println("reorder: ok");
    }
}

class SetCheck {
    int a;
    int b;

    void set() {
        a = 1;
        b = -1;
    }

    void reset() {
        b = 0;
        a = 0;
    }

    boolean check() {
        int x = a;
        int y = b;
        return (x == 0 && y == 0) || (x == 1 && y == -1);
    }
}
