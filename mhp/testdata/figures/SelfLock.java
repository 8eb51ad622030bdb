// Cells allocated in a loop are one abstract object, so synchronized (c)
// is an artificial monitor; but each update is made under the lock of the
// very cell it updates, so the disjoint filter drops the pairs.
class SelfLock {
    static class Cell { int v; }
    static Cell[] cells = new Cell[4];

    static class Bumper extends Thread {
        int k;
        Bumper(int k) { this.k = k; }
        public void run() {
            Cell c = cells[k % 4];
            synchronized (c) {
                c.v++;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < 4; i++) {
            cells[i] = new Cell();
        }
        Thread a = new Bumper(1);
        Thread b = new Bumper(2);
        a.start();
        b.start();
    }
}
