import java.util.List; import java.util.concurrent.locks.Lock; import java.util.concurrent.locks.StampedLock;
import java.util.concurrent.locks.ReentrantLock;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

// Accounts made in a lambda the JDK calls once per element (mapToObj):
// one abstract object for all of them, whose locks are no single runtime
// object. A field of an account accessed while the thread holds that very
// account's lock (its monitor, or a Lock in one of its final fields) is
// guarded whatever account it is: two such accesses of one account hold
// its lock, and of two accounts touch two fields (SelfGuard). An access
// under another account's lock, a Lock in a field that may change, or a
// lock taken through a variable reassigned since, keeps its pairs.
class SelfGuard {
    static final class Account {
        long balance;
        final ReentrantLock lock = new ReentrantLock();
        ReentrantLock mutable = new ReentrantLock();

        synchronized void add(long x) {
            balance += x;
        }

        void addThis(long x) {
            synchronized (this) {
                balance += x;
            }
        }

        // wait() releases the monitor between the read and the write;
        // each access is still made under it.
        void addWaiting(long x) throws InterruptedException {
            synchronized (this) {
                long b = balance;
                wait(1);
                balance = b + x;
            }
        }

        void addOther(Account other, long x) {
            synchronized (this) {
                other.balance += x;
            }
        }
    }

    static List<Account> accounts() {
        return IntStream.range(0, 2).mapToObj(i -> new Account()).collect(Collectors.toList());
    }

    // The lock of the account in its final field, as examples/transfer.
    static void locked(Account a, long x) {
        a.lock.lock();
        try {
            a.balance += x;
        } finally {
            a.lock.unlock();
        }
    }

    // examples/transfer's: both accounts locked, first and second
    // swapped on one path; from and to are each one of them.
    static void transfer(Account from, Account to, long x, boolean swap) {
        Account first = from;
        Account second = to;
        if (swap) {
            first = to;
            second = from;
        }
        first.lock.lock();
        try {
            second.lock.lock();
            try {
                from.balance -= x;
                to.balance += x;
            } finally {
                second.lock.unlock();
            }
        } finally {
            first.lock.unlock();
        }
    }

    // Only first is locked: from may be second, unlocked.
    static void transferHalf(Account from, Account to, long x, boolean swap) {
        Account first = from;
        Account second = to;
        if (swap) {
            first = to;
            second = from;
        }
        first.lock.lock();
        try {
            from.balance -= x;
        } finally {
            first.lock.unlock();
        }
    }

    static void lockedOther(Account a, Account b, long x) {
        a.lock.lock();
        try {
            b.balance += x;
        } finally {
            a.lock.unlock();
        }
    }

    static void lockedMutable(Account a, long x) {
        a.mutable.lock();
        try {
            a.balance += x;
        } finally {
            a.mutable.unlock();
        }
    }

    static void lockedReassigned(Account a, Account b, long x) {
        Account c = a;
        c.lock.lock();
        try {
            c = b;
            c.balance += x;
        } finally {
            a.lock.unlock();
        }
    }

    // Unlocked before the access.
    static void lockedThenNot(Account a, long x) {
        a.lock.lock();
        a.lock.unlock();
        a.balance += x;
    }

    static void release(Account a) {
        a.lock.unlock();
    }

    // A call that may unlock a Lock (release) ends what the lock guards.
    static void lockedReleased(Account a, long x) {
        a.lock.lock();
        release(a);
        a.balance += x;
    }

    static void run(List<Account> as, Runnable r1, Runnable r2) {
        Thread t1 = new Thread(r1);
        Thread t2 = new Thread(r2);
        t1.start();
        t2.start();
    }

    static class Methods {
        public static void main(String[] args) {
            List<Account> as = accounts();
            Account a = as.get(0), b = as.get(1);
            run(as, () -> a.add(1), () -> b.add(2));
        }
    }

    static class ThisBlock {
        public static void main(String[] args) {
            List<Account> as = accounts();
            Account a = as.get(0), b = as.get(1);
            run(as, () -> a.addThis(1), () -> b.addThis(2));
        }
    }

    static class Waiting {
        public static void main(String[] args) {
            List<Account> as = accounts();
            Account a = as.get(0), b = as.get(1);
            run(as, () -> {
                try {
                    a.addWaiting(1);
                } catch (InterruptedException e) {
                }
            }, () -> b.add(2));
        }
    }

    static class Other {
        public static void main(String[] args) {
            List<Account> as = accounts();
            Account a = as.get(0), b = as.get(1);
            run(as, () -> a.addOther(b, 1), () -> b.add(2));
        }
    }

    static class Locked {
        public static void main(String[] args) {
            List<Account> as = accounts();
            Account a = as.get(0), b = as.get(1);
            run(as, () -> locked(a, 1), () -> locked(b, 2));
        }
    }

    static class Transfer {
        public static void main(String[] args) {
            List<Account> as = accounts();
            Account a = as.get(0), b = as.get(1);
            boolean swap = args.length > 0;
            run(as, () -> transfer(a, b, 1, swap), () -> transfer(b, a, 1, swap));
        }
    }

    static class TransferHalf {
        public static void main(String[] args) {
            List<Account> as = accounts();
            Account a = as.get(0), b = as.get(1);
            boolean swap = args.length > 0;
            run(as, () -> transferHalf(a, b, 1, swap), () -> locked(b, 2));
        }
    }

    static class LockedOther {
        public static void main(String[] args) {
            List<Account> as = accounts();
            Account a = as.get(0), b = as.get(1);
            run(as, () -> lockedOther(a, b, 1), () -> locked(b, 2));
        }
    }

    static class LockedMutable {
        public static void main(String[] args) {
            List<Account> as = accounts();
            Account a = as.get(0), b = as.get(1);
            run(as, () -> lockedMutable(a, 1), () -> lockedMutable(b, 2));
        }
    }

    static class LockedReassigned {
        public static void main(String[] args) {
            List<Account> as = accounts();
            Account a = as.get(0), b = as.get(1);
            run(as, () -> lockedReassigned(a, b, 1), () -> locked(b, 2));
        }
    }

    static class LockedThenNot {
        public static void main(String[] args) {
            List<Account> as = accounts();
            Account a = as.get(0), b = as.get(1);
            run(as, () -> lockedThenNot(a, 1), () -> locked(b, 2));
        }
    }

    static class Released {
        public static void main(String[] args) {
            List<Account> as = accounts();
            Account a = as.get(0), b = as.get(1);
            run(as, () -> lockedReleased(a, 1), () -> locked(b, 2));
        }
    }

    // An account's monitor and its Lock are two locks.
    static class MonitorAndLock {
        public static void main(String[] args) {
            List<Account> as = accounts();
            Account a = as.get(0), b = as.get(1);
            run(as, () -> a.add(1), () -> locked(b, 2));
        }
    }

    // A StampedLock's read view, and the read lock of its ReadWriteLock
    // view, are StampedLock$ReadLockView objects: shared, they guard
    // nothing; its write view (StampedLock$WriteLockView) guards.
    static final class Box {
        final StampedLock sl = new StampedLock();
        final Lock r = sl.asReadLock();
        final Lock rv = sl.asReadWriteLock().readLock();
        final Lock w = sl.asWriteLock();
        long hits;
    }

    static List<Box> boxes() {
        return IntStream.range(0, 2).mapToObj(i -> new Box()).collect(Collectors.toList());
    }

    static void touchRead(Box b) {
        b.r.lock();
        try {
            b.hits++;
        } finally {
            b.r.unlock();
        }
    }

    static void touchView(Box b) {
        b.rv.lock();
        try {
            b.hits++;
        } finally {
            b.rv.unlock();
        }
    }

    static void touchWrite(Box b) {
        b.w.lock();
        try {
            b.hits++;
        } finally {
            b.w.unlock();
        }
    }

    static void run2(Runnable r1, Runnable r2) {
        new Thread(r1).start();
        new Thread(r2).start();
    }

    static class StampedRead {
        public static void main(String[] args) {
            Box a = boxes().get(0);
            run2(() -> touchRead(a), () -> touchRead(a));
        }
    }

    static class StampedView {
        public static void main(String[] args) {
            Box a = boxes().get(0);
            run2(() -> touchView(a), () -> touchView(a));
        }
    }

    static class StampedWrite {
        public static void main(String[] args) {
            Box a = boxes().get(0);
            run2(() -> touchWrite(a), () -> touchWrite(a));
        }
    }

    // The write lock of a StampedLock's ReadWriteLock view: asWriteLock's
    // view of the box's lock, a StampedLock$WriteLockView, which guards.
    static final class ViewBox {
        final StampedLock sl = new StampedLock();
        final Lock wv = sl.asReadWriteLock().writeLock();
        long hits;
    }

    static void touchViewWrite(ViewBox b) {
        b.wv.lock();
        try {
            b.hits++;
        } finally {
            b.wv.unlock();
        }
    }

    static class StampedViewWrite {
        public static void main(String[] args) {
            ViewBox a = IntStream.range(0, 2).mapToObj(i -> new ViewBox()).collect(Collectors.toList()).get(0);
            run2(() -> touchViewWrite(a), () -> touchViewWrite(a));
        }
    }

    // The box's read view and its write view, the same lock's: the read
    // view excludes nothing, so the reader's and the writer's updates pair
    // (the write view excludes the read view, which is not modelled).
    static class StampedReadWrite {
        public static void main(String[] args) {
            Box a = boxes().get(0);
            run2(() -> touchRead(a), () -> touchWrite(a));
        }
    }
}
