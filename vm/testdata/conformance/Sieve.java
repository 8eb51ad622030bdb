// Sieve: CPU-bound integer work — sieve of Eratosthenes up to 200000 with a boolean
// array, counting primes, twin primes and a checksum; a bit-set variant on long[].
public class Sieve {
    public static void main(String[] args) {
        int n = 200000;
        boolean[] composite = new boolean[n + 1];
        for (int i = 2; (long) i * i <= n; i++)
            if (!composite[i]) for (int j = i * i; j <= n; j += i) composite[j] = true;
        int count = 0, twins = 0, last = 0;
        long checksum = 0;
        for (int i = 2; i <= n; i++) {
            if (!composite[i]) {
                count++;
                checksum = checksum * 31 + i;
                if (i - last == 2) twins++;
                last = i;
            }
        }
        System.out.println("primes <= " + n + ": " + count + " twins " + twins + " largest " + last + " checksum " + checksum);
        long[] bits = new long[(n >> 6) + 1];
        for (int i = 2; (long) i * i <= n; i++)
            if ((bits[i >> 6] & (1L << (i & 63))) == 0) for (int j = i * i; j <= n; j += i) bits[j >> 6] |= 1L << (j & 63);
        int count2 = 0;
        for (int i = 2; i <= n; i++) if ((bits[i >> 6] & (1L << (i & 63))) == 0) count2++;
        System.out.println("bitset sieve agrees: " + (count == count2) + " (" + count2 + ")");
        StringBuilder sb = new StringBuilder();
        for (int i = 2, shown = 0; shown < 15; i++) if (!composite[i]) { sb.append(i).append(' '); shown++; }
        System.out.println("first primes " + sb);
    }
}
