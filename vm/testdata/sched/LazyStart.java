// Two threads start a worker only if its state is NEW: both may see NEW
// and both call start, and the second start throws
// IllegalThreadStateException (HotSpot shows it; weft's getState is a
// visible operation on the worker for it, vm.TestGetStateEvent).
public class LazyStart {
    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> { }, "worker");
        Runnable starter = () -> {
            if (worker.getState() == Thread.State.NEW) { // GETSTATE
                worker.start();
            }
        };
        Thread a = new Thread(starter, "a");
        Thread b = new Thread(starter, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(worker.getState());
    }
}
