// A cancel races with the start of the task it cancels: an executor's
// run (FutureTask.run) and a Timer's thread first read the Future's (the
// TimerTask's) state, and skip a task cancelled before. So main's cancel
// of what submit and scheduleAtFixedRate returned, and of a TimerTask,
// pairs with the task thread's start, reported at the call that handed
// the task over; isDone only reads the state (no pair), and a cancel
// after get() (which joins the task) pairs with nothing.
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

class TaskCancel {
    static class Tick extends TimerTask {
        public void run() {
        }
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<?> f = pool.submit(() -> { });
        f.cancel(false);
        boolean done = f.isDone();
        ScheduledExecutorService ses = Executors.newSingleThreadScheduledExecutor();
        ScheduledFuture<?> g = ses.scheduleAtFixedRate(() -> { }, 0, 1, TimeUnit.MILLISECONDS);
        g.cancel(true);
        Timer timer = new Timer(true);
        Tick tick = new Tick();
        timer.schedule(tick, 0, 1);
        tick.cancel();
        Future<?> h = pool.submit(() -> { });
        h.get();
        h.cancel(false);
        pool.shutdown();
        ses.shutdown();
    }
}
