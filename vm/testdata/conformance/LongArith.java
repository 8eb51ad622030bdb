// LongArith: ladd/lsub/lmul/ldiv/lrem/lneg/land/lor/lxor, lcmp, overflow, MIN / -1,
// negative remainders and mixed int/long arithmetic.
public class LongArith {
    static long[] vals = { 0L, 1L, -1L, 7L, -7L, 3L, 1L << 32, -(1L << 40), Long.MAX_VALUE, Long.MIN_VALUE,
        123456789012345L, 4294967295L };
    static int cmp(long a, long b) { return a < b ? -1 : (a == b ? 0 : 1); }
    public static void main(String[] args) {
        for (int i = 0; i < vals.length; i++) {
            long a = vals[i];
            long b = vals[(i * 7 + 2) % vals.length];
            System.out.println(a + "," + b + ": add=" + (a + b) + " sub=" + (a - b) + " mul=" + (a * b)
                + " and=" + (a & b) + " or=" + (a | b) + " xor=" + (a ^ b) + " neg=" + (-a) + " not=" + (~a)
                + " cmp=" + cmp(a, b) + " lt=" + (a < b) + " ge=" + (a >= b));
            if (b != 0) System.out.println("  div=" + (a / b) + " rem=" + (a % b));
        }
        long m = Long.MIN_VALUE;
        System.out.println("MIN/-1=" + (m / -1) + " MIN%-1=" + (m % -1) + " -MIN=" + (-m));
        System.out.println("MAX+1=" + (Long.MAX_VALUE + 1) + " MAX*3=" + (Long.MAX_VALUE * 3));
        System.out.println("-7/2=" + (-7L / 2) + " -7%3=" + (-7L % 3) + " 7%-3=" + (7L % -3));
        int i = Integer.MAX_VALUE;
        long wrong = i * 2;
        long right = i * 2L;
        System.out.println("int overflow before widening=" + wrong + " after=" + right);
        long f = 1;
        for (int k = 1; k <= 25; k++) { f *= k; if (k % 5 == 0) System.out.println(k + "! mod 2^64 = " + f); }
        long acc = 0x9E3779B97F4A7C15L;
        for (int k = 0; k < 10; k++) { acc ^= acc << 13; acc ^= acc >>> 7; acc ^= acc << 17; }
        System.out.println("xorshift=" + acc + " hex=" + Long.toHexString(acc));
        long c = 100; c += 5; c -= 1000; c *= -3; c /= 7; c %= 1000; c <<= 40; c >>= 3; c >>>= 2;
        System.out.println("compound c=" + c);
        long[] arr = { 5, 6 };
        arr[1] += arr[0]--;
        System.out.println("arr=" + arr[0] + "," + arr[1]);
    }
}
