package twostage;

/*
 * twostage: an atomicity violation across two synchronized blocks.
 *
 * Stager publishes a value in two stages: it sets data1.value under data1's
 * monitor, then sets data2.value = data1.value + 1 under data2's monitor.
 * Each stage is locked, but the pair is not atomic. Checker takes data1's
 * monitor and, once stage one is visible, expects stage two to be done too.
 *
 * Races (all accesses are locked, so they are monitor races, MM):
 * Stager's entry of data1 vs Checker's entry of data1, and Stager's entry of
 * data2 vs Checker's entry of data2.
 *
 * Failing schedule: Stager runs stage one and releases data1; Checker takes
 * data1, sees value 1, takes data2 before Stager's second stage and reads 0
 * -> RuntimeException.
 */
public class Main {
    static final Data data1 = new Data();
    static final Data data2 = new Data();

    static class Stager extends Thread {
        public void run() {
            synchronized (data1) {
                data1.value = 1;
            }
            synchronized (data2) {
                data2.value = data1.value + 1;
            }
        }
    }

    static class Checker extends Thread {
        public void run() {
            synchronized (data1) {
                if (data1.value == 1) {
                    int second;
                    synchronized (data2) {
                        second = data2.value;
                    }
                    if (second != data1.value + 1) {
                        throw new RuntimeException("two-stage update seen half done: " + second);
                    }
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread stager = new Stager();
        Thread checker = new Checker();
        stager.start();
        checker.start();
        stager.join();
        checker.join();
        System.out.println("twostage: ok");
    }
}
