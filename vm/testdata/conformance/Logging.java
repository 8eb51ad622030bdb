import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.logging.ConsoleHandler;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import java.util.logging.StreamHandler;

// java.util.logging (module java.logging): loggers from several threads,
// levels, the logger hierarchy, a custom Handler and Formatter, the
// caller's class and method that LogRecord infers, SimpleFormatter's
// format with a date (a fixed record time) and the default ConsoleHandler
// on System.err captured by System.setErr.
public class Logging {
    static final List<String> seen = Collections.synchronizedList(new ArrayList<>());

    static class Collect extends Handler {
        public void publish(LogRecord r) {
            seen.add(r.getLevel() + " " + r.getLoggerName() + " " + r.getSourceClassName() + "." + r.getSourceMethodName() + ": " + r.getMessage());
        }
        public void flush() {}
        public void close() {}
    }

    static void work(Logger log, int id) {
        log.info("worker " + id);
        log.fine("fine " + id);
    }

    public static void main(String[] args) throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream oldErr = System.err;
        System.setErr(new PrintStream(err, true));
        Logger app = Logger.getLogger("app");
        Logger db = Logger.getLogger("app.db");
        System.out.println(db.getParent() == app);
        System.out.println(app.getParent().getName().isEmpty());
        System.out.println(app.getLevel() + " " + app.getParent().getLevel());
        app.addHandler(new Collect());
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> work(i2(id) ? db : app, id), "w" + i);
            ts[i].start();
            ts[i].join();
        }
        app.setLevel(Level.FINE);
        db.fine("fine now");
        db.finest("not logged");
        app.log(Level.WARNING, "warned");
        new Runnable() { public void run() { app.severe("from an inner class"); } }.run();
        for (String s : seen) System.out.println(s);

        LogRecord r = new LogRecord(Level.INFO, "fixed time");
        r.setMillis(1_600_000_000_000L);
        r.setLoggerName("x");
        r.setSourceClassName("Src");
        r.setSourceMethodName("m");
        Formatter f = new SimpleFormatter();
        String line = f.format(r);
        System.out.print(line.replaceAll("[0-9]{1,2}:[0-9]{2}:[0-9]{2} [AP]M", "TIME").replaceAll("Sep 1[34], 2020", "DATE"));
        System.out.print(String.format("%1$tY-%1$tm-%1$td %1$tH:%1$tM:%1$tS.%1$tL %1$tB %1$tb %1$tA %1$ta %1$tj %1$tl %1$tp %1$Tp %1$tT %1$tF%n",
            java.time.LocalDateTime.of(2021, 3, 7, 15, 4, 5, 6_000_000)));
        System.out.print(String.format("%tF %<tT%n", 1_600_000_000_000L).replaceAll("2020-09-1[34] [0-9:]+", "DATE TIME"));

        System.setErr(oldErr);
        String[] lines = err.toString().split("\n");
        for (String l : lines) {
            System.out.println(l.matches("[A-Z][a-z]{2} [0-9]{1,2}, [0-9]{4} [0-9]{1,2}:[0-9]{2}:[0-9]{2} [AP]M .*") ? "<date> " + l.replaceFirst(".* [AP]M ", "") : l);
        }
    }

    static boolean i2(int id) { return id == 2; }
}
