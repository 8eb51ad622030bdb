// WallClock: Instant.now (VM.getNanoTimeAdjustment), System.currentTimeMillis
// and Thread.sleep agree: time moves forward by at least what was slept.
import java.time.Duration;
import java.time.Instant;

public class WallClock {
    public static void main(String[] args) throws InterruptedException {
        Instant a = Instant.now();
        long ms0 = System.currentTimeMillis();
        Thread.sleep(1200);
        Instant b = Instant.now();
        long ms1 = System.currentTimeMillis();
        long slept = Duration.between(a, b).toMillis();
        System.out.println("forward " + (slept >= 1200) + " " + (ms1 - ms0 >= 1200));
        System.out.println("agree " + (Math.abs(a.toEpochMilli() - ms0) < 1000));
        System.out.println("after 2023 " + (a.getEpochSecond() > 1_690_000_000L));
    }
}
