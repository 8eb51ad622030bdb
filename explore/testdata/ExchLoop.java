import java.util.concurrent.Exchanger;

// Two threads swap buffers n times through an Exchanger.
public class ExchLoop {
    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        Exchanger<int[]> x = new Exchanger<>();
        Thread a = new Thread(() -> {
            int[] b = new int[1];
            try { for (int i = 0; i < n; i++) { b[0] = i; b = x.exchange(b); } } catch (InterruptedException e) { }
        });
        Thread c = new Thread(() -> {
            int[] b = new int[1];
            try { for (int i = 0; i < n; i++) b = x.exchange(b); } catch (InterruptedException e) { }
        });
        a.start(); c.start(); a.join(); c.join();
        System.out.println("done");
    }
}
