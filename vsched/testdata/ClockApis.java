import java.time.Clock;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Calendar;
import java.util.Date;

// main times a step with the clock API args[0] names while a thread it
// started sleeps 50 ms: if the sleep ends while main is in the step (a
// thread may be slow), the step takes longer than main allows, as in
// explore/testdata/ClockSkew.java, which times it with System.nanoTime
// (vsched.TestClockApis).
public class ClockApis {
    public static void main(String[] args) throws Exception {
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }, "sleeper");
        sleeper.start();
        long a = now(args[0]);
        long b = now(args[0]);
        sleeper.join();
        if (b - a >= 50) {
            throw new IllegalStateException(args[0] + ": the step took " + (b - a) + " ms");
        }
    }

    static long now(String api) {
        switch (api) {
            case "LocalDateTime": return LocalDateTime.now().toInstant(ZoneOffset.UTC).toEpochMilli();
            case "LocalTime": return LocalTime.now(ZoneOffset.UTC).toNanoOfDay() / 1_000_000;
            case "ZonedDateTime": return ZonedDateTime.now().toInstant().toEpochMilli();
            case "Clock.millis": return Clock.systemUTC().millis();
            case "Clock.instant": return Clock.systemUTC().instant().toEpochMilli();
            case "Date": return new Date().getTime();
            case "Calendar": return Calendar.getInstance().getTimeInMillis();
            default: throw new IllegalArgumentException(api);
        }
    }
}
