// Boxing: autoboxing/unboxing in assignments, arithmetic, collections and conditionals;
// the Integer/Short/Byte/Character/Long caches (== true for -128..127, false outside);
// Boolean.valueOf identity; equals across types; ternary unboxing and compareTo.
import java.util.ArrayList;
import java.util.List;
public class Boxing {
    public static void main(String[] args) {
        Integer a = 127, b = 127, c = 128, d = 128, e = -128, f = -128, g = -129, h = -129;
        System.out.println("Integer cache: 127 " + (a == b) + " 128 " + (c == d) + " -128 " + (e == f) + " -129 " + (g == h) + " equals128 " + c.equals(d));
        Long la = 127L, lb = 127L, lc = 1000L, ld = 1000L;
        System.out.println("Long cache: 127 " + (la == lb) + " 1000 " + (lc == ld) + " equals " + lc.equals(ld));
        Short sa = 100, sb = 100; Byte ba = 5, bb = 5; Character ca = 'a', cb = 'a', cc = '\u0100', cd = '\u0100';
        System.out.println("Short " + (sa == sb) + " Byte " + (ba == bb) + " Character small " + (ca == cb) + " Character big " + (cc == cd));
        System.out.println("Boolean " + (Boolean.valueOf(true) == Boolean.TRUE) + " " + (Boolean.valueOf("true") == Boolean.TRUE) + " Integer.valueOf(5)==valueOf(5) " + (Integer.valueOf(5) == Integer.valueOf(5)));
        System.out.println("cross-type equals: Integer(1).equals(Long 1) " + Integer.valueOf(1).equals(1L) + " Long(1).equals(1L) " + Long.valueOf(1).equals(1L)
            + " Double(1.0).equals(1.0f) " + Double.valueOf(1.0).equals(1.0f));
        Integer x = 1000;
        int y = 1000;
        System.out.println("mixed == unboxes: " + (x == y) + " x+1 " + (x + 1) + " x*x " + (x * x));
        Integer counter = 0;
        for (int i = 0; i < 10; i++) counter++;
        counter += 5;
        System.out.println("boxed counter " + counter);
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 5; i++) list.add(i * 100);
        int sum = 0;
        for (int v : list) sum += v;
        list.remove(Integer.valueOf(200));
        list.remove(0);
        System.out.println("list " + list + " sum " + sum);
        boolean flag = true;
        Integer boxedNull = null;
        Integer t = flag ? Integer.valueOf(7) : boxedNull;
        System.out.println("ternary with boxed " + t);
        Object o = flag ? 1 : "s";
        Object n = flag ? 1 : 2.0;
        System.out.println("ternary types " + o.getClass().getSimpleName() + " " + n.getClass().getSimpleName() + " " + n);
        Double dd = 2.5;
        double sumD = dd + x;
        Float ff = 1.5f;
        long lsum = la + ba + sa + ca;
        System.out.println("mixed arithmetic " + sumD + " " + (ff * 2) + " " + lsum);
        System.out.println("compareTo " + x.compareTo(999) + " " + Integer.compare(3, 7) + " " + Double.compare(dd, 2.5) + " " + Character.valueOf('b').compareTo('a'));
        System.out.println("values " + x.intValue() + " " + x.longValue() + " " + x.doubleValue() + " " + x.byteValue() + " " + dd.intValue() + " " + Long.valueOf(-1).shortValue());
        Number[] nums = { 1, 2L, 3.0f, 4.0, (short) 5, (byte) 6 };
        StringBuilder types = new StringBuilder();
        double total = 0;
        for (Number num : nums) { types.append(num.getClass().getSimpleName()).append(' '); total += num.doubleValue(); }
        System.out.println("types " + types + "total " + total);
    }
}
