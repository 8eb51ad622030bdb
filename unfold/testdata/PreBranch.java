// The main thread branches on an input before it starts any thread (a
// branch node above the first scheduling point): over 5 it starts two
// threads that write X, else one.
public class PreBranch {
    static int X = 0;

    static int input() {
        return 0;
    }

    static class W extends Thread {
        final int v;

        W(int v) {
            this.v = v;
        }

        public void run() {
            X = v;
        }
    }

    public static void main(String[] args) {
        int n = input();
        if (n > 5) {
            new W(1).start();
            new W(2).start();
        } else {
            new W(1).start();
        }
    }
}
