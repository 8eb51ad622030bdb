// ThreadStates: Thread.getState NEW / RUNNABLE (self) / TERMINATED, isAlive before and
// after, starting a thread twice (IllegalThreadStateException), join on a never-started
// thread returning at once, join(millis) on a finished thread, and Thread.yield.
public class ThreadStates {
    public static void main(String[] args) throws InterruptedException {
        final int[] box = new int[1];
        Thread t = new Thread(() -> { for (int i = 0; i < 10; i++) { box[0] += i; Thread.yield(); } });
        System.out.println("before start: " + t.getState() + " alive " + t.isAlive());
        t.start();
        t.join();
        System.out.println("after join: " + t.getState() + " alive " + t.isAlive() + " result " + box[0]);
        try { t.start(); } catch (IllegalThreadStateException e) { System.out.println("second start: IllegalThreadStateException"); }
        System.out.println("current thread state: " + Thread.currentThread().getState());
        Thread never = new Thread(() -> { });
        never.join();
        never.join(5);
        System.out.println("join on unstarted returns, state " + never.getState());
        t.join(1000);
        System.out.println("timed join on finished thread ok");
        final Object mon = new Object();
        final boolean[] release = { false };
        Thread blocked = new Thread(() -> {
            synchronized (mon) {
                while (!release[0]) { try { mon.wait(); } catch (InterruptedException e) { return; } }
            }
        });
        blocked.start();
        while (blocked.getState() != Thread.State.WAITING) Thread.yield();
        System.out.println("waiter reached state " + blocked.getState());
        synchronized (mon) { release[0] = true; mon.notifyAll(); }
        blocked.join();
        System.out.println("waiter finished " + blocked.getState());
        Thread holder = new Thread(() -> { synchronized (mon) { box[0] = -1; } });
        synchronized (mon) {
            holder.start();
            while (holder.getState() != Thread.State.BLOCKED) Thread.yield();
            System.out.println("contender state " + holder.getState());
        }
        holder.join();
        System.out.println("contender done " + box[0]);
    }
}
