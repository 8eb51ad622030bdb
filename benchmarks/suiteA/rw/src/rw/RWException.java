package rw;

/*
 * RW-exception: the same RWLock, failing with an exception. One validating
 * reader and three writers: with a single reader no reader-count update can
 * be lost, so this configuration cannot deadlock; what remains is that the
 * reader announces itself (`readers++`) only after leaving the monitor.
 *
 * Race (RW): RWLock.readers written by the reader's `readers++` in
 * startRead() vs read by a writer's `readers > 0` test in startWrite().
 *
 * Failing schedule: the reader passes the `writing` test and leaves the
 * monitor; a writer sees readers == 0, sets writing and stores `first`; the
 * reader reads first (new) and second (old) -> RuntimeException.
 */
public class RWException {
    public static void main(String[] args) throws InterruptedException {
        RWLock lock = new RWLock();
        Item item = new Item();
        Thread[] threads = {
            new Reader(lock, item, true),
            new Writer(lock, item, 1),
            new Writer(lock, item, 2),
            new Writer(lock, item, 3),
        };
        for (int i = 0; i < threads.length; i++) {
            threads[i].start();
        }
        for (int i = 0; i < threads.length; i++) {
            threads[i].join();
        }
        System.out.println("RW-exception: ok");
    }
}
