// DivZero: idiv/irem/ldiv/lrem by zero throw ArithmeticException("/ by zero");
// float and double division by zero do not throw.
public class DivZero {
    static int zero() { return 0; }
    static int idiv(int a, int b) { return a / b; }
    static int irem(int a, int b) { return a % b; }
    static long ldiv(long a, long b) { return a / b; }
    static long lrem(long a, long b) { return a % b; }
    public static void main(String[] args) {
        try { System.out.println(idiv(1, zero())); } catch (ArithmeticException e) { System.out.println("idiv: " + e.getMessage()); }
        try { System.out.println(irem(1, zero())); } catch (ArithmeticException e) { System.out.println("irem: " + e.getMessage()); }
        try { System.out.println(ldiv(1L, zero())); } catch (ArithmeticException e) { System.out.println("ldiv: " + e.getMessage()); }
        try { System.out.println(lrem(1L, zero())); } catch (ArithmeticException e) { System.out.println("lrem: " + e.getMessage()); }
        try { System.out.println(0 / zero()); } catch (ArithmeticException e) { System.out.println("0/0: " + e); }
        try {
            int x = 5;
            x /= zero();
            System.out.println("unreachable " + x);
        } catch (RuntimeException e) {
            System.out.println("compound: " + e.getClass().getName() + " " + e.getMessage());
        }
        int count = 0;
        for (int i = -2; i <= 2; i++) {
            try {
                System.out.println("10/" + i + "=" + (10 / i));
            } catch (ArithmeticException e) {
                count++;
                System.out.println("10/" + i + " threw");
            }
        }
        System.out.println("count=" + count);
        System.out.println("fdiv=" + (1f / zero()) + " ddiv=" + (-1.0 / zero()) + " frem=" + (1f % zero()) + " drem=" + (1.0 % zero()));
        System.out.println("MIN/-1=" + idiv(Integer.MIN_VALUE, -1) + " MIN%-1=" + irem(Integer.MIN_VALUE, -1));
        System.out.println("LMIN/-1=" + ldiv(Long.MIN_VALUE, -1) + " LMIN%-1=" + lrem(Long.MIN_VALUE, -1));
    }
}
