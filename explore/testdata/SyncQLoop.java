import java.util.concurrent.SynchronousQueue;

// A producer puts n items into a SynchronousQueue, a consumer takes them.
public class SyncQLoop {
    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        SynchronousQueue<Integer> q = new SynchronousQueue<>();
        Thread c = new Thread(() -> {
            try { for (int i = 0; i < n; i++) q.take(); } catch (InterruptedException e) { }
        });
        c.start();
        for (int i = 0; i < n; i++) q.put(i);
        c.join();
        System.out.println("done");
    }
}
