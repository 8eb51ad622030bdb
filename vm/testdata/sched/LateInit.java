// A class first initialized by a worker thread, after the VM booted and
// main began: its statics are made during the run, outside any thread.
public class LateInit {
    static class Table {
        static final int[] cells = {1, 2, 3, 4};
        static int hits;
    }

    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[2];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                synchronized (LateInit.class) {
                    Table.hits += Table.cells[id];
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("hits " + Table.hits);
    }
}
