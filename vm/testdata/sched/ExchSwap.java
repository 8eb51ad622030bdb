import java.util.concurrent.Exchanger;

// Two threads swap buffers n times through an Exchanger (vm.TestExchangeSpin
// counts the bytecodes of a hand-off).
public class ExchSwap {
    public static void main(String[] args) throws Exception {
        int n = Integer.parseInt(args[0]);
        Exchanger<int[]> x = new Exchanger<>();
        int[] got = new int[1];
        Thread a = new Thread(() -> {
            int[] b = new int[1];
            try {
                for (int i = 0; i < n; i++) { b[0] = i; b = x.exchange(b); got[0] += b[0]; }
            } catch (InterruptedException e) { }
        });
        a.start();
        int[] b = new int[1];
        int sum = 0;
        for (int i = 0; i < n; i++) { b[0] = 10 * i; b = x.exchange(b); sum += b[0]; }
        a.join();
        System.out.println(n + " swaps: main got " + sum + ", a got " + got[0]);
    }
}
