// BooleanLogic: boolean fields/arrays/locals (stored as bytes/ints in bytecode),
// Boolean boxing, logical operators as values, De Morgan truth tables, and booleans in
// conditional expressions and compound assignments (&=, |=, ^=).
public class BooleanLogic {
    static boolean sf;
    boolean f = true;
    static boolean not(boolean b) { return !b; }
    public static void main(String[] args) {
        boolean[] vals = { false, true };
        for (boolean a : vals) for (boolean b : vals) {
            boolean dm1 = !(a && b) == (!a || !b);
            boolean dm2 = !(a || b) == (!a && !b);
            System.out.println(a + " " + b + ": and=" + (a && b) + " or=" + (a || b) + " xor=" + (a ^ b) + " eq=" + (a == b) + " &=" + (a & b) + " |=" + (a | b)
                + " demorgan=" + (dm1 && dm2) + " implies=" + (!a || b));
        }
        boolean x = true;
        x &= false; System.out.print("x&=false " + x);
        x |= true; System.out.print(" x|=true " + x);
        x ^= true; System.out.println(" x^=true " + x);
        sf = not(sf);
        BooleanLogic o = new BooleanLogic();
        o.f = !o.f;
        System.out.println("static " + sf + " field " + o.f);
        boolean[] arr = new boolean[8];
        for (int i = 0; i < arr.length; i++) arr[i] = (i & 1) == 0 ^ i > 4;
        StringBuilder sb = new StringBuilder();
        for (boolean b : arr) sb.append(b ? '1' : '0');
        System.out.println("array " + sb);
        Boolean boxed = Boolean.valueOf(arr[0]);
        Boolean parsed = Boolean.valueOf("TrUe");
        System.out.println("boxed " + boxed + " parsed " + parsed + " logicalXor " + Boolean.logicalXor(true, false) + " compare " + Boolean.compare(false, true)
            + " toString " + Boolean.toString(true) + " hash " + Boolean.hashCode(true));
        int trues = 0;
        for (int i = 0; i < 100; i++) { boolean p = i % 3 == 0, q = i % 5 == 0; if (p != q) trues++; }
        System.out.println("i%3==0 xor i%5==0 count " + trues);
        boolean chained = 1 < 2 == 3 < 4;
        System.out.println("chained comparison " + chained);
    }
}
