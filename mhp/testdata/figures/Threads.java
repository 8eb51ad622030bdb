// Thread model: workers started in a loop (one multi-instance thread), a
// lambda Runnable, a Runnable class, and a shared Vector.
import java.util.Vector;

class Threads {
    static Vector<Integer> shared = new Vector<>();
    static int counter;

    static class Worker extends Thread {
        int id;
        Worker(int id) { this.id = id; }
        public void run() {
            counter++;
            shared.add(id);
        }
    }

    static class Task implements Runnable {
        public void run() {
            counter--;
        }
    }

    public static void main(String[] args) throws Exception {
        Thread[] ws = new Thread[3];
        for (int i = 0; i < ws.length; i++) {
            ws[i] = new Worker(i);
            ws[i].start();
        }
        Thread l = new Thread(() -> { counter += 2; shared.remove(0); });
        l.start();
        Thread r = new Thread(new Task());
        r.start();
        for (Thread w : ws) {
            w.join();
        }
        l.join();
        r.join();
        System.out.println(counter + " " + shared.size());
    }
}
