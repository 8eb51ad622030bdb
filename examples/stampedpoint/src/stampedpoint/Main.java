/*
 * stampedpoint: a StampedLock's optimistic read validated too early.
 *
 * A Point moves diagonally (x and y change together under the write
 * lock), so every consistent snapshot has x == y. The reader takes an
 * optimistic stamp and calls validate(stamp) before reading the fields,
 * not after: validate then says only that no write happened before it,
 * and a move between the reads of x and y gives a torn snapshot. The
 * snapshot is a record; the check is an assert.
 *
 * Failing schedule: reader takes the stamp and validates it; reader
 * reads x (0); mover takes the write lock and sets x and y to 1;
 * reader reads y (1): "java.lang.AssertionError: torn snapshot
 * Snapshot[x=0, y=1]" in reader.
 *
 * Compiled with --release 17 (a record). java -ea -jar stampedpoint.jar
 * 200000 (moves) fails on most runs; "fixed" validates after the reads
 * and falls back to the read lock.
 */
package stampedpoint;

import java.util.concurrent.locks.StampedLock;

public class Main {
    record Snapshot(int x, int y) {
    }

    static final class Point {
        private final StampedLock lock = new StampedLock();
        private int x;
        private int y;

        void move(int d) {
            long stamp = lock.writeLock();
            try {
                x += d;
                y += d;
            } finally {
                lock.unlockWrite(stamp);
            }
        }

        Snapshot read(boolean fixed) {
            long stamp = lock.tryOptimisticRead();
            if (!fixed) {
                if (stamp != 0 && lock.validate(stamp)) {
                    return new Snapshot(x, y);
                }
            } else {
                int cx = x;
                int cy = y;
                if (stamp != 0 && lock.validate(stamp)) {
                    return new Snapshot(cx, cy);
                }
            }
            stamp = lock.readLock();
            try {
                return new Snapshot(x, y);
            } finally {
                lock.unlockRead(stamp);
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int moves = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        Point p = new Point();
        Thread mover = new Thread(() -> {
            for (int i = 0; i < moves; i++) {
                p.move(1);
            }
        }, "mover");
        Thread reader = new Thread(() -> {
            for (int i = 0; i < moves; i++) {
                Snapshot s = p.read(fixed);
                assert s.x() == s.y() : "torn snapshot " + s;
            }
        }, "reader");
        mover.start();
        reader.start();
        mover.join();
        reader.join();
        Snapshot last = p.read(fixed);
        System.out.println("moved to " + last);
    }
}
