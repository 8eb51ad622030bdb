// Two threads that branch on their symbolic inputs (SymDet.input, with
// --input-method) and on shared values, in the style of suite B's
// synthetic2: several of the path constraints leave an input free over a
// wide range (c + a <= a), and the value the solver picks decides later
// branches (r + a > a), so which model the solver returns
// shows in the tests that follow.
public class SymDet {
    static int g0, g1, g2;

    static int input() {
        return 0;
    }

    static class T0 extends Thread {
        public void run() {
            int a = input();
            g2 = a;
            if (a < 31) {
                int r = g1;
                if (r + a > a) {
                    g0 = r;
                }
            }
        }
    }

    static class T1 extends Thread {
        public void run() {
            int c = input();
            int r = g2;
            if (c + r <= r) {
                g1 = r - 16;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = {new T0(), new T1()};
        for (Thread t : ts) {
            t.start();
        }
    }
}
