// Shifts: ishl/ishr/iushr/lshl/lshr/lushr with counts >= width and negative counts
// (only the low 5/6 bits are used), shifts of negative values, byte/short shifts.
public class Shifts {
    public static void main(String[] args) {
        int[] xs = { 1, -1, 0x12345678, Integer.MIN_VALUE, -123456 };
        int[] ns = { 0, 1, 4, 31, 32, 33, 63, 64, -1, -31, 100 };
        for (int x : xs) {
            StringBuilder sb = new StringBuilder("int " + x + ":");
            for (int n : ns) sb.append(" [").append(n).append("] ").append(x << n).append(',').append(x >> n).append(',').append(x >>> n);
            System.out.println(sb);
        }
        long[] ls = { 1L, -1L, 0x123456789ABCDEF0L, Long.MIN_VALUE, -123456789012L };
        for (long x : ls) {
            StringBuilder sb = new StringBuilder("long " + x + ":");
            for (int n : ns) sb.append(" [").append(n).append("] ").append(x << n).append(',').append(x >> n).append(',').append(x >>> n);
            System.out.println(sb);
        }
        long shiftByLong = 1L << 65L;
        int shiftIntByLong = 1 << 33L;
        System.out.println("1L<<65L=" + shiftByLong + " 1<<33L=" + shiftIntByLong);
        byte b = -16;
        System.out.println("byte>>>2=" + (b >>> 2) + " (byte)(b>>>2)=" + (byte) (b >>> 2) + " b>>2=" + (b >> 2));
        short s = -32768;
        s >>>= 4;
        System.out.println("short >>>= 4: " + s);
        char c = 0xFFFF;
        System.out.println("char>>1=" + (c >> 1) + " char<<16=" + (c << 16));
        int bits = 0;
        for (int i = 0; i < 32; i += 3) bits |= 1 << i;
        System.out.println("bits=" + Integer.toBinaryString(bits));
    }
}
