// A thread's interrupt status is its Thread object's state: main's
// interrupt() of a Worker writes it, the Worker's Thread.interrupted()
// (its own status) and main's isInterrupted() read it. Two Workers'
// Thread.interrupted() read their own Thread objects: no pair between them.
class Interrupts {
    static int seen;

    static class Worker extends Thread {
        public void run() {
            if (Thread.interrupted()) {
                seen = 1;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Thread w = new Worker(), v = new Worker();
        w.start();
        v.start();
        w.interrupt();
        boolean b = v.isInterrupted();
        w.join();
        v.join();
    }
}
