package rw;

/*
 * RW-deadlock: readers-writers with an unprotected reader count, failing as
 * a deadlock. Two readers (two reads each) and two writers share an RWLock
 * whose `readers` counter is updated outside the monitor (see RWLock).
 *
 * Race (RW): RWLock.readers, the read-modify-write in endRead() of one
 * reader vs the read-modify-write in endRead()/startRead() of the other.
 *
 * Failing schedule: both readers are inside (readers == 2); both execute
 * `readers--`, reading 2 and writing 1: one decrement is lost. The count
 * stays at 1 and a writer waiting for `readers > 0` to become false waits
 * forever -> deadlock. (Readers do not validate here, so a writer slipping
 * in beside a reader goes unnoticed; see RWException for that failure.)
 */
public class RWDeadlock {
    public static void main(String[] args) throws InterruptedException {
        RWLock lock = new RWLock();
        Item item = new Item();
        Thread[] threads = {
            new Reader(lock, item, false),
            new Reader(lock, item, false),
            new Writer(lock, item, 1),
            new Writer(lock, item, 2),
        };
        for (int i = 0; i < threads.length; i++) {
            threads[i].start();
        }
        for (int i = 0; i < threads.length; i++) {
            threads[i].join();
        }
        System.out.println("RW-deadlock: ok, readers = " + lock.readers);
    }
}
