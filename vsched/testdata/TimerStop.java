import java.util.ArrayList;
import java.util.List;
import java.util.Timer;
import java.util.TimerTask;

// A log keeps its lines in a buffer and flushes it every millisecond on a
// Timer. To close, main cancels the timer and flushes what is left
// itself: "the flush will not run now". Timer.cancel() drops the tasks still queued,
// but a flush the Timer thread has begun runs on: main and the flush both
// take the buffer's lines, and the lines are written twice. "fixed"
// flushes under the buffer's lock, taking the lines out.
//
// java -ea TimerStop N [fixed] (vsched.TestStopStart)
public class TimerStop {
    static final List<String> buffer = new ArrayList<>();
    static final List<String> file = new ArrayList<>();
    static boolean fixed;

    static void flush() {
        List<String> lines;
        synchronized (buffer) {
            lines = new ArrayList<>(buffer);
            if (fixed) {
                buffer.clear();
            }
        }
        if (lines.isEmpty()) {
            return;
        }
        synchronized (file) {
            file.addAll(lines);
        }
        if (!fixed) {
            synchronized (buffer) {
                buffer.removeAll(lines);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        fixed = args.length > 1 && args[1].equals("fixed");
        for (int i = 0; i < n; i++) {
            buffer.clear();
            file.clear();
            Timer timer = new Timer();
            synchronized (buffer) {
                buffer.add("started");
            }
            timer.schedule(new TimerTask() {
                public void run() {
                    flush();
                }
            }, 0, 1);
            for (int w = 0; w < i % 1000; w++) {
                Thread.yield(); // the program's work
            }
            timer.cancel();
            flush();
            Thread.sleep(1);
            synchronized (file) {
                if (file.size() != 1) {
                    throw new IllegalStateException(file.size() + " lines written: " + file);
                }
            }
        }
    }
}
