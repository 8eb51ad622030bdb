// Two threads start a worker only if its state is NEW (vm's LazyStart):
// both may see NEW and both call start, and the second start throws
// IllegalThreadStateException. With "fixed", the check and the start are
// one synchronized block (on another object: a started thread's own
// monitor is the joins', local to unfold): the worker starts once.
public class LazyStart {
    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread worker = new Thread(() -> { }, "worker");
        Object lock = new Object();
        Runnable starter = () -> {
            if (fixed) {
                synchronized (lock) {
                    if (worker.getState() == Thread.State.NEW) {
                        worker.start();
                    }
                }
            } else if (worker.getState() == Thread.State.NEW) {
                worker.start();
            }
        };
        Thread a = new Thread(starter, "a");
        Thread b = new Thread(starter, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        worker.join();
        System.out.println(worker.getState());
    }
}
