// BitOps: Integer/Long bitCount, highestOneBit, lowestOneBit, numberOfLeadingZeros,
// numberOfTrailingZeros, reverse, reverseBytes, rotateLeft/Right, signum, plus manual
// bit tricks with &, |, ^, ~ on ints and longs.
public class BitOps {
    public static void main(String[] args) {
        int[] is = { 0, 1, -1, 0x80000000, 0x7fffffff, 0x12345678, 96, -96 };
        for (int x : is) {
            System.out.println(Integer.toHexString(x) + ": bitCount " + Integer.bitCount(x) + " highest " + Integer.toHexString(Integer.highestOneBit(x))
                + " lowest " + Integer.toHexString(Integer.lowestOneBit(x)) + " nlz " + Integer.numberOfLeadingZeros(x) + " ntz " + Integer.numberOfTrailingZeros(x)
                + " rev " + Integer.toHexString(Integer.reverse(x)) + " revBytes " + Integer.toHexString(Integer.reverseBytes(x))
                + " rotl4 " + Integer.toHexString(Integer.rotateLeft(x, 4)) + " rotr36 " + Integer.toHexString(Integer.rotateRight(x, 36)) + " signum " + Integer.signum(x));
        }
        long[] ls = { 0L, -1L, Long.MIN_VALUE, 0x0123456789abcdefL, 1L << 40 };
        for (long x : ls) {
            System.out.println(Long.toHexString(x) + ": bitCount " + Long.bitCount(x) + " nlz " + Long.numberOfLeadingZeros(x) + " ntz " + Long.numberOfTrailingZeros(x)
                + " rev " + Long.toHexString(Long.reverse(x)) + " revBytes " + Long.toHexString(Long.reverseBytes(x)) + " rotl8 " + Long.toHexString(Long.rotateLeft(x, 8))
                + " highest " + Long.toHexString(Long.highestOneBit(x)));
        }
        int flags = 0;
        flags |= 1 << 3; flags |= 1 << 7; flags ^= 1 << 3; flags |= 1 << 31;
        System.out.println("flags " + Integer.toBinaryString(flags) + " test7 " + ((flags & (1 << 7)) != 0) + " test3 " + ((flags & (1 << 3)) != 0) + " ~flags " + ~flags);
        int v = 0b1011_0000;
        System.out.println("isPowerOfTwo(64) " + ((64 & 63) == 0) + " clear lowest " + Integer.toBinaryString(v & (v - 1)) + " isolate lowest " + Integer.toBinaryString(v & -v));
        long mask = ~0L >>> 20;
        System.out.println("mask " + Long.toHexString(mask) + " and " + Long.toHexString(0xfedcba9876543210L & mask) + " xor swap:");
        int a = 12345, b = -678;
        a ^= b; b ^= a; a ^= b;
        System.out.println("  a=" + a + " b=" + b);
        boolean p = true, q = false;
        System.out.println("boolean bit ops " + (p & q) + " " + (p | q) + " " + (p ^ q) + " " + (p ^ true) + " " + !p);
        int gray = 0;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 8; i++) { gray = i ^ (i >> 1); sb.append(Integer.toBinaryString(gray)).append(' '); }
        System.out.println("gray codes " + sb);
    }
}
