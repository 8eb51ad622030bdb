// CPU-bound, single-threaded: nested loops with arithmetic and array
// access, a sieve, a small sort. Used by BenchmarkInterpreter.
public class Bench {
    static int loops(int n) {
        int[] a = new int[256];
        int acc = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < 256; j++) {
                a[j] = a[j] + i * j + (acc >>> 3);
                acc ^= a[j];
            }
        }
        return acc;
    }
    static int sieve(int n) {
        boolean[] composite = new boolean[n + 1];
        int count = 0;
        for (int i = 2; i <= n; i++) {
            if (!composite[i]) {
                count++;
                for (long k = (long) i * i; k <= n; k += i) composite[(int) k] = true;
            }
        }
        return count;
    }
    static long sort(int n) {
        int[] a = new int[n];
        int seed = 12345;
        for (int i = 0; i < n; i++) { seed = seed * 1103515245 + 12345; a[i] = (seed >>> 8) % 100000; }
        for (int i = 1; i < n; i++) {          // insertion sort
            int x = a[i], j = i - 1;
            while (j >= 0 && a[j] > x) { a[j + 1] = a[j]; j--; }
            a[j + 1] = x;
        }
        long sum = 0;
        for (int i = 0; i < n; i++) sum = sum * 31 + a[i];
        return sum;
    }
    public static void main(String[] args) {
        int reps = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        long r = 0;
        for (int k = 0; k < reps; k++) {
            r += loops(2000);
            r += sieve(200000);
            r += sort(2000);
        }
        System.out.println(r);
    }
}
