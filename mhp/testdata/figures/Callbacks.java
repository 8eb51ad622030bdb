// JDK code calling back into the application: the string concatenation in
// Printer calls Cell.toString, which reads val; a HashSet calls hashCode;
// forEach calls the lambda. Each read pairs with Writer's write.
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

class Callbacks {
    static class Cell {
        int val;
        public String toString() { return "cell " + val; }
        public int hashCode() { return val; }
    }

    static Cell cell = new Cell();
    static int seen;

    static class Printer extends Thread {
        public void run() {
            String s = "now " + cell;
            HashSet<Cell> set = new HashSet<>();
            set.add(cell);
            List<Cell> l = new ArrayList<>();
            l.add(cell);
            l.forEach(c -> seen = c.val);
        }
    }

    static class Writer extends Thread {
        public void run() {
            cell.val = 1;
        }
    }

    public static void main(String[] args) throws Exception {
        Thread p = new Printer(), w = new Writer();
        p.start();
        w.start();
        p.join();
        w.join();
    }
}

// Arrays handed to the JDK: fill writes the elements, toString reads them.
class ArraysJDK {
    static int[] data = new int[4];

    static class Filler extends Thread {
        public void run() { java.util.Arrays.fill(data, 7); }
    }

    static class Shower extends Thread {
        public void run() { System.out.println(java.util.Arrays.toString(data)); }
    }

    public static void main(String[] args) throws Exception {
        Thread f = new Filler(), s = new Shower();
        f.start();
        s.start();
    }
}
