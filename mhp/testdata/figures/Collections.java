// JDK summaries: ArrayList.add is a write of the list, get a read; the
// Vector's synchronized methods are monitor entries on the vector, so its
// state is not raced on.
import java.util.ArrayList;
import java.util.Vector;

class Collections {
    static ArrayList<Integer> list = new ArrayList<>();
    static Vector<Integer> vec = new Vector<>();

    static class Adder extends Thread {
        public void run() {
            list.add(1);
            vec.add(1);
        }
    }

    static class Getter extends Thread {
        public void run() {
            Integer x = list.get(0);
            Integer y = vec.get(0);
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Adder(), g = new Getter();
        a.start();
        g.start();
        a.join();
        g.join();
    }
}
