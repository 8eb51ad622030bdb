package wronglock;

/*
 * wronglock: two threads protect the same counter with different locks.
 *
 * Incrementer.bump() locks the Data object; Bumper.bump() locks a separate
 * Lock object. Both update Data.value, so the locks exclude nothing.
 *
 * Race (RW): Data.value read and written in Incrementer.run vs the
 * read-modify-write of Data.value in Bumper.run.
 *
 * Failing schedule: Incrementer reads value (0) into before and increments
 * it; Bumper's increment lands before Incrementer re-reads value, which is
 * now before + 2 -> RuntimeException.
 */
public class Main {
    static final Data data = new Data();
    static final Lock lock = new Lock();

    static class Incrementer extends Thread {
        public void run() {
            synchronized (data) {
                int before = data.value;
                data.value = data.value + 1;
                if (data.value != before + 1) {
                    throw new RuntimeException("counter changed under its lock: " + data.value);
                }
            }
        }
    }

    static class Bumper extends Thread {
        public void run() {
            synchronized (lock) {
                data.value = data.value + 1;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Incrementer();
        Thread b = new Bumper();
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("wronglock: value = " + data.value);
    }
}

class Data {
    int value;
}

class Lock {
}
