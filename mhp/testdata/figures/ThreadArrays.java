// Threads joined by an indexed loop over an array (static.DecidedBranch):
// the loop's first test, i < ts.length with i = 0, is decided when the
// array's length is known to be at least 1, also when the test loads the
// array from a field, so main's write after the loop is ordered after
// every thread. With a length the analysis does not know (c), the loop
// may run zero times and main's write keeps its pairs.
class ThreadArrays {
    static int a, b, c;

    final Thread[] ts = new Thread[2];
    final Thread[] us;

    ThreadArrays(int n) {
        us = new Thread[n];
    }

    void startA() {
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> a++);
            ts[i].start();
        }
    }

    void startC() {
        for (int i = 0; i < us.length; i++) {
            us[i] = new Thread(() -> c++);
            us[i].start();
        }
    }

    public static void main(String[] args) throws Exception {
        ThreadArrays x = new ThreadArrays(args.length + 1);
        x.startA();
        for (int i = 0; i < x.ts.length; i++) {
            x.ts[i].join();
        }
        a = 0;
        Thread[] ws = new Thread[2];
        for (int i = 0; i < ws.length; i++) {
            ws[i] = new Thread(() -> b++);
            ws[i].start();
        }
        for (int i = 0; i < ws.length; i++) {
            ws[i].join();
        }
        b = 0;
        x.startC();
        for (int i = 0; i < x.us.length; i++) {
            x.us[i].join();
        }
        c = 0;
    }
}
