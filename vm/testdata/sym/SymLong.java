import weft.Input;

// Long arithmetic, conversions and lcmp on symbolic values.
public class SymLong {
    static long twice(long v) {
        return v * 2;
    }

    public static void main(String[] args) {
        long y = Input.longValue();
        int i = Input.intValue(5);
        long z = twice(y) + 7 - i;
        if (z > 100L) {
            System.out.println("z > 100");
        }
        if ((y >>> 33) == 5L) {
            System.out.println("high bits 5");
        }
        if ((int) y == -1) {
            System.out.println("low int -1");
        }
        long q = y / -7;
        if (q == 3) {
            System.out.println("y / -7 == 3");
        }
        if (y % 10 == -3) {
            System.out.println("y % 10 == -3");
        }
        if ((i << 28) < 0) {
            System.out.println("i << 28 negative");
        }
        if (((long) i ^ y) >= 0 && (y & 0xff00L) != 0) {
            System.out.println("xor, and");
        }
        if (100 / i == 20) {
            System.out.println("100 / i == 20");
        }
    }
}
