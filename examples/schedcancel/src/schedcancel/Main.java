/*
 * schedcancel: cancel(false) of a scheduled flush that is already running.
 *
 * An audit log buffers records and a ScheduledExecutorService flushes
 * them every 10 ms (scheduleWithFixedDelay, first at once). On close, main
 * cancels the scheduled flush and flushes itself. cancel(false) returns
 * true for a task that has started but not finished (a FutureTask is
 * "new" until it completes) and does not stop it: the scheduler thread
 * and main flush the same records into the sink, unsynchronized.
 *
 * Failing schedules: the scheduler thread starts the flush before main's
 * cancel (FutureTask.runAndReset has checked the Future's state), copies
 * the records and clears the list; main cancels, finds the list empty and
 * checks the sink before the task has written to it:
 * IllegalStateException "0 records written, 2 logged" in main. Or both
 * copy the records before either clears them: "4 records written".
 *
 * java -jar schedcancel.jar N [racy|fixed] [delayed]; "fixed" shuts the
 * scheduler down and waits for it after the cancel, before its own flush;
 * "delayed" schedules one flush in 1 ms and sleeps 1 ms before the cancel.
 */
package schedcancel;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

public class Main {
    private final List<String> pending = new ArrayList<>();
    private final List<String> sink = new ArrayList<>();

    void log(String record) {
        pending.add(record);
    }

    void flush() {
        var batch = new ArrayList<>(pending);
        pending.clear();
        sink.addAll(batch);
    }

    public static void main(String[] args) throws Exception {
        var n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        var fixed = args.length > 1 && args[1].equals("fixed");
        var delayed = args.length > 2 && args[2].equals("delayed");
        var audit = new Main();
        for (var i = 0; i < n; i++) {
            audit.log("record " + i);
        }
        ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
            var t = new Thread(r, "scheduler");
            t.setDaemon(true);
            return t;
        });
        ScheduledFuture<?> flushTask = delayed
                ? scheduler.schedule(audit::flush, 1, TimeUnit.MILLISECONDS)
                : scheduler.scheduleWithFixedDelay(audit::flush, 0, 10, TimeUnit.MILLISECONDS);
        if (delayed) {
            Thread.sleep(1);
        }
        flushTask.cancel(false); // true even if the flush is running
        if (fixed) {
            scheduler.shutdown();
            scheduler.awaitTermination(1, TimeUnit.MINUTES);
        }
        audit.flush();
        if (audit.sink.size() != n) {
            throw new IllegalStateException(audit.sink.size() + " records written, " + n + " logged");
        }
        System.out.println(audit.sink.size() + " records written");
        scheduler.shutdownNow();
    }
}
