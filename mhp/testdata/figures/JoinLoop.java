// Workers started and joined in counted loops: main's read after the join
// loop is ordered after every worker (the loop runs at least once).
class JoinLoop {
    static final int N = 3;
    static int total;

    static class Worker extends Thread {
        public void run() {
            synchronized (JoinLoop.class) {
                total++;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Worker[] ws = new Worker[N];
        for (int i = 0; i < N; i++) {
            ws[i] = new Worker();
            ws[i].start();
        }
        for (int i = 0; i < N; i++) {
            ws[i].join();
        }
        System.out.println(total);
    }
}
