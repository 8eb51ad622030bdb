package deadlock;

/*
 * deadlock.d1: two threads take two locks in opposite order.
 * Races (MM): entries of lockA and of lockB by the two threads.
 * Failing schedule: T1 holds lockA, T2 holds lockB, each waits for the other.
 */
public class D1 {
    static final LockA lockA = new LockA();
    static final LockB lockB = new LockB();
    static int shared;

    static class T1 extends Thread {
        public void run() {
            synchronized (lockA) {
                synchronized (lockB) {
                    shared++;
                }
            }
        }
    }

    static class T2 extends Thread {
        public void run() {
            synchronized (lockB) {
                synchronized (lockA) {
                    shared--;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new T1();
        Thread t2 = new T2();
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("deadlock.d1: ok");
    }
}

class LockA {
}

class LockB {
}
