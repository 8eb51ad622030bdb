package ops.jobs;

import java.util.concurrent.Delayed;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/** A job due at a time on the System.nanoTime clock; see Main's header. */
final class Job implements Delayed {
    static final int PENDING = 0;
    static final int RUNNING = 1;
    static final int CANCELLED = 2;

    private static final AtomicInteger SEQ = new AtomicInteger();

    private final String name;
    private final long dueNanos;
    private final int seq = SEQ.getAndIncrement();
    private final AtomicInteger state = new AtomicInteger(PENDING);
    private volatile boolean cancelFlag;
    private volatile boolean ran;
    private volatile boolean countedCancelled;

    Job(String name, long delay, TimeUnit unit) {
        this.name = name;
        this.dueNanos = System.nanoTime() + unit.toNanos(delay);
    }

    String name() {
        return name;
    }

    boolean ran() {
        return ran;
    }

    boolean countedCancelled() {
        return countedCancelled;
    }

    void markCancelled() {
        countedCancelled = true;
    }

    /** The plain variant: set the flag; the caller decides what it counts. */
    void flagCancel() {
        cancelFlag = true;
    }

    /** The fixed variant: true if cancel won against run. */
    boolean tryCancel() {
        return state.compareAndSet(PENDING, CANCELLED);
    }

    /** Runs the job unless it was cancelled; true if it ran. */
    boolean runIfLive(boolean fixed, Runnable body) {
        if (fixed ? !state.compareAndSet(PENDING, RUNNING) : cancelFlag) {
            return false;
        }
        body.run();
        ran = true;
        return true;
    }

    @Override
    public long getDelay(TimeUnit unit) {
        return unit.convert(dueNanos - System.nanoTime(), TimeUnit.NANOSECONDS);
    }

    @Override
    public int compareTo(Delayed other) {
        if (other == this) {
            return 0;
        }
        if (other instanceof Job j) {
            int c = Long.compare(dueNanos, j.dueNanos);
            return c != 0 ? c : Integer.compare(seq, j.seq);
        }
        return Long.compare(getDelay(TimeUnit.NANOSECONDS),
                other.getDelay(TimeUnit.NANOSECONDS));
    }

    @Override
    public String toString() {
        return name + "[" + switch (state.get()) {
            case PENDING -> "pending";
            case RUNNING -> "running";
            case CANCELLED -> "cancelled";
            default -> "?";
        } + (cancelFlag ? ", flagged" : "") + "]";
    }
}
