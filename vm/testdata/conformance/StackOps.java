// StackOps: expressions that make javac emit dup, dup_x1, dup_x2, dup2, dup2_x1, dup2_x2,
// pop and pop2: chained assignments into fields/arrays, post-increment of array elements
// and fields used as values, compound assignments on long/double fields and arrays.
public class StackOps {
    int fi; long fl; double fd; static long sl; static int si;
    static long twice(long x) { return x * 2; }
    static double half(double x) { return x / 2; }
    static int counter;
    static int tick() { return ++counter; }
    public static void main(String[] args) {
        StackOps o = new StackOps();
        int[] ia = new int[4]; long[] la = new long[4]; double[] da = new double[4];
        int x = o.fi = 7;                 // dup_x1
        long y = o.fl = 1234567890123L;   // dup2_x1
        double z = o.fd = 2.5;            // dup2_x1
        System.out.println("x=" + x + " y=" + y + " z=" + z + " fields " + o.fi + " " + o.fl + " " + o.fd);
        int a = ia[1] = 42;               // dup_x2
        long b = la[2] = -99L;            // dup2_x2
        double c = da[3] = 0.125;         // dup2_x2
        System.out.println("a=" + a + " b=" + b + " c=" + c + " arrays " + ia[1] + " " + la[2] + " " + da[3]);
        int p = ia[1]++;                  // iaload, dup_x2, iadd, iastore
        long q = la[2]--;                 // laload, dup2_x2
        double r = da[3]++;
        int p2 = ++ia[1];
        long q2 = --la[2];
        System.out.println("p=" + p + " q=" + q + " r=" + r + " p2=" + p2 + " q2=" + q2 + " arrays " + ia[1] + " " + la[2] + " " + da[3]);
        int f1 = o.fi++;                  // dup_x1 on field
        long f2 = o.fl++;                 // dup2_x1
        double f3 = --o.fd;
        System.out.println("f1=" + f1 + " f2=" + f2 + " f3=" + f3 + " fields " + o.fi + " " + o.fl + " " + o.fd);
        long s1 = sl++; long s2 = sl += 10; int s3 = si -= 5;
        System.out.println("s1=" + s1 + " s2=" + s2 + " s3=" + s3 + " statics " + sl + " " + si);
        la[tick()] += 5;                  // index evaluated once
        la[tick()] <<= 3;
        da[tick()] *= 3;
        System.out.println("counter=" + counter + " la=" + la[0] + "," + la[1] + "," + la[2] + "," + la[3] + " da=" + da[3]);
        twice(3);                         // pop2
        half(4.0);                        // pop2
        tick();                           // pop
        int m, n, k;
        m = n = k = 9;
        long u, v;
        u = v = 77L;
        System.out.println("m=" + m + " n=" + n + " k=" + k + " u=" + u + " v=" + v + " counter=" + counter);
        StackOps[] os = { o, new StackOps() };
        os[1].fl = os[0].fl += 100;
        long w = os[1].fl += os[0].fl;
        System.out.println("os " + os[0].fl + " " + os[1].fl + " w=" + w);
        Object[] objs = new Object[2];
        Object got = objs[0] = "s";
        System.out.println("got=" + got + " objs0=" + objs[0]);
    }
}
