// ControlFlow: labeled break/continue across nested loops, do-while, short-circuit
// && and || with side effects, the conditional operator chain, comparisons producing
// all if* branch opcodes (ifeq/ifne/iflt/ifge/ifgt/ifle, if_icmpXX, if_acmpXX, ifnull).
public class ControlFlow {
    static int calls;
    static boolean t(String s) { calls++; System.out.print(s); return true; }
    static boolean f(String s) { calls++; System.out.print(s); return false; }
    static String sign(int x) { return x < 0 ? "neg" : x == 0 ? "zero" : x < 10 ? "small" : "big"; }
    public static void main(String[] args) {
        outer:
        for (int i = 0; i < 5; i++) {
            inner:
            for (int j = 0; j < 5; j++) {
                if (j == 3) continue outer;
                if (i == 3) break outer;
                if ((i + j) % 2 == 1) continue inner;
                System.out.print("(" + i + "," + j + ")");
            }
        }
        System.out.println();
        int n = 0;
        do { n += 3; } while (n < 10);
        System.out.println("do-while n=" + n);
        int k = 100;
        do { k++; } while (false);
        System.out.println("do-while once k=" + k);
        boolean r1 = f("a") && t("b");
        boolean r2 = t("c") || f("d");
        boolean r3 = f("e") || t("f") && f("g");
        boolean r4 = f("h") & t("i");
        boolean r5 = t("j") | f("k");
        System.out.println(" -> " + r1 + r2 + r3 + r4 + r5 + " calls=" + calls);
        int[] xs = { -5, 0, 7, 42 };
        for (int x : xs) System.out.print(sign(x) + " ");
        System.out.println();
        int a = 3, b = 7;
        Object o1 = "s", o2 = "s", o3 = new String("s"), nul = null;
        System.out.println("icmp " + (a == b) + (a != b) + (a < b) + (a >= b) + (a > b) + (a <= b)
            + " zero " + (a == 0) + (a != 0) + (a < 0) + (a >= 0) + (a > 0) + (a <= 0)
            + " acmp " + (o1 == o2) + (o1 != o3) + " null " + (nul == null) + (o1 != null));
        long big = 1L << 40;
        System.out.println("lcmp " + (big > Integer.MAX_VALUE) + " " + (big == (1L << 40)) + " " + (-big < 0));
        int steps = 0;
        for (int x = 27; x != 1; steps++) x = (x % 2 == 0) ? x / 2 : 3 * x + 1;
        System.out.println("collatz(27) steps=" + steps);
        int count = 0;
        for (int i = 0, j = 10; i < j; i++, j--) count += j - i;
        System.out.println("two-var for " + count);
        int w = 0;
        while (true) { if (++w > 6) break; if (w % 2 == 0) continue; System.out.print("w" + w + " "); }
        System.out.println();
        boolean flag = false;
        if (!flag && (a > 2 ^ b > 10)) System.out.println("xor condition true");
        switch (a + b) { case 10: System.out.println("switch on expression = 10"); break; default: System.out.println("other"); }
    }
}
