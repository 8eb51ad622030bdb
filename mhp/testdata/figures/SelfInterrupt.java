// Thread.currentThread().interrupt() and isInterrupted() touch the
// running thread's own Thread object: two workers made at one site, each
// restoring its own interrupt status in a catch, do not pair with each
// other (etl of the twelfth round, whose first pair this was). main's
// interrupt of a worker still pairs with the worker's own check.
class SelfInterrupt {
    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            ts[i] = new Thread(() -> {
                try {
                    Thread.sleep(1);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                Thread me = Thread.currentThread();
                if (me.isInterrupted()) {
                    me.interrupt();
                }
            });
            ts[i].start();
        }
        ts[0].interrupt();
    }
}

// A Thread subclass's interrupt() of itself in its run (printq's clerks):
// each instance's own status, no pair.
class SelfInterruptThis extends Thread {
    public void run() {
        try {
            Thread.sleep(1);
        } catch (InterruptedException e) {
            interrupt();
        }
    }

    public static void main(String[] args) {
        for (int i = 0; i < 2; i++) {
            new SelfInterruptThis().start();
        }
    }
}
