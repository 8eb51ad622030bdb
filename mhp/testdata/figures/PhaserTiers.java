import java.util.concurrent.Phaser;

// A child Phaser registers with its parent when its first party
// registers, and arrives at it when its own phase completes, inside the
// JDK: the worker's register of the child is a write of the root's
// state too, and pairs with main's arriveAndAwaitAdvance of the root
// (phasetiers' bug: main arrives before the child has a party, and the
// root advances without the worker).
class PhaserTiers {
    static int rows;

    static class Worker extends Thread {
        final Phaser team;

        Worker(Phaser team) {
            this.team = team;
        }

        public void run() {
            team.register();
            rows = 1;
            team.arriveAndDeregister();
        }
    }

    public static void main(String[] args) throws Exception {
        Phaser root = new Phaser(1);
        Phaser child = new Phaser(root, 0);
        Thread w = new Worker(child);
        w.start();
        root.arriveAndAwaitAdvance();
        int seen = rows;
        w.join();
    }
}
