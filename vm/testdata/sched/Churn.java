// Threads updating a few of many objects: a heap of several pages, most
// of which a run does not write.
public class Churn {
    static final class Cell {
        int value;
        Cell(int v) { value = v; }
    }

    static final Cell[] cells = new Cell[3000];

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < cells.length; i++) cells[i] = new Cell(i);
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 5; k++) {
                    Cell c = cells[(id * 997 + k * 611) % cells.length];
                    c.value += id + 1;
                    cells[(k * 1301 + id) % cells.length] = new Cell(c.value);
                }
            });
            ts[i].start();
        }
        long sum = 0;
        for (Thread t : ts) t.join();
        for (Cell c : cells) sum += c.value;
        System.out.println("sum " + sum);
    }
}
