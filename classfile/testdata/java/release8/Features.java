import java.util.*;
import java.util.function.*;

public class Features implements Runnable {
    static final long BIG = 123456789012345L;
    static final double PI = 3.14159;
    volatile int counter;
    private Object lock = new Object();

    interface Shape { double area(); }

    public void run() { counter++; }

    static int table(int x) {
        switch (x) {
            case 0: return 10;
            case 1: return 20;
            case 2: return 30;
            case 3: return 44;
            default: return -1;
        }
    }

    static int lookup(int x) {
        switch (x) {
            case -100000: return 1;
            case 7: return 2;
            case 100000: return 3;
            default: return 0;
        }
    }

    static int strings(String s) {
        switch (s) {
            case "alpha": return 1;
            case "beta": return 2;
            case "gamma\n\t\"q\" \u00e9\u4e2d": return 3;
            default: return 0;
        }
    }

    static long wide() {
        long a0=0,a1=1,a2=2,a3=3,a4=4,a5=5,a6=6,a7=7,a8=8,a9=9;
        long[] big = new long[3];
        int x = 0;
        double d0 = 1.5, d1 = 2.5;
        int v0=0,v1=1,v2=2,v3=3,v4=4,v5=5,v6=6,v7=7,v8=8,v9=9,v10=10,v11=11,v12=12,v13=13,v14=14,v15=15;
        int w0=0,w1=1,w2=2,w3=3,w4=4,w5=5,w6=6,w7=7,w8=8,w9=9,w10=10,w11=11,w12=12,w13=13,w14=14,w15=15;
        long l0=0,l1=1,l2=2,l3=3,l4=4,l5=5,l6=6,l7=7,l8=8,l9=9,l10=10,l11=11,l12=12,l13=13,l14=14,l15=15;
        long m0=0,m1=1,m2=2,m3=3,m4=4,m5=5,m6=6,m7=7,m8=8,m9=9,m10=10,m11=11,m12=12,m13=13,m14=14,m15=15;
        long n0=0,n1=1,n2=2,n3=3,n4=4,n5=5,n6=6,n7=7,n8=8,n9=9,n10=10,n11=11,n12=12,n13=13,n14=14,n15=15;
        long o0=0,o1=1,o2=2,o3=3,o4=4,o5=5,o6=6,o7=7,o8=8,o9=9,o10=10,o11=11,o12=12,o13=13,o14=14,o15=15;
        long p0=0,p1=1,p2=2,p3=3,p4=4,p5=5,p6=6,p7=7,p8=8,p9=9,p10=10,p11=11,p12=12,p13=13,p14=14,p15=15;
        long q0=0,q1=1,q2=2,q3=3,q4=4,q5=5,q6=6,q7=7,q8=8,q9=9,q10=10,q11=11,q12=12,q13=13,q14=14,q15=15;
        long r0=0,r1=1,r2=2,r3=3,r4=4,r5=5,r6=6,r7=7,r8=8,r9=9,r10=10,r11=11,r12=12,r13=13,r14=14,r15=15;
        int last = 7;
        long lastL = 99L;
        double lastD = 0.25;
        float lastF = 1.25f;
        Object lastO = "x";
        last += 1000;
        last++;
        last -= 3;
        lastL += last;
        lastD *= 2;
        lastF += 1;
        return last + lastL + (long) lastD + (long) lastF + lastO.hashCode() + a9 + r15 + BIG + (long) PI + 70000 + 1234567L;
    }

    static int[][][] multi(int n) {
        int[][][] a = new int[n][2][];
        boolean[] b = new boolean[n];
        char[] c = new char[n]; float[] f = new float[n]; double[] d = new double[n];
        byte[] by = new byte[n]; short[] sh = new short[n]; long[] l = new long[n];
        String[][] s = new String[3][n];
        return a;
    }

    int iface(List<String> l, Shape s) {
        l.add("x");
        return l.size() + (int) s.area();
    }

    Runnable lambdas(int k) {
        Supplier<String> sup = () -> "k=" + k;
        Function<Integer, Integer> f = Integer::valueOf;
        Runnable r = this::run;
        String concat = "a" + k + sup.get() + 1.5f;
        return () -> System.out.println(concat + f.apply(k));
    }

    synchronized void sync() {
        synchronized (lock) { counter += 2; }
        try { counter = 1 / counter; } catch (ArithmeticException e) { counter = 0; } finally { counter--; }
    }

    float fl() { return 1.0f + 2.0f * counter + 3.5f + Float.NaN; }
    double db() { return 1.0 + 2.0 * counter + Double.POSITIVE_INFINITY + 1e300 + Double.MIN_VALUE; }
    long lg() { return 0L + 1L + 2L + counter * -9223372036854775808L; }
    int ints() { return -1 + 5 + 127 + 128 + 32767 + 32768 + Integer.MIN_VALUE + counter; }
    boolean cmp(Object a, Object b, long x, double y, float z) {
        return a == b || a != null && x > 3 && y < 2.0 && z >= 1f && a instanceof String;
    }
    Object cast(Object o) { return (String) o; }
    String chars() { return "\u0000\u0001\uffff\ud800 tab\t nl\n cr\r back\\ quote\" apos' \u007f"; }
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(new Features());
        t.start(); t.join();
        int i = 0;
        while (i < 100) { i += 2; if (i == 50) break; }
        System.out.println(i);
    }
}

interface Defaults {
    int size();
    default boolean isEmpty() { return size() == 0; }
    static Defaults of(int n) { return () -> n; }
}

class Outer {
    private int secret = 42;
    private static char grade(char c) {
        switch (c) { case 'a': case 'b': return 'x'; case 'z': return 'y'; default: return c; }
    }
    class Inner {
        int peek() { return secret + Defaults.of(3).size() + (Defaults.of(0).isEmpty() ? 1 : 0); }
    }
    static int bigTable(int k) {
        switch (k) {
            case 10: return 0; case 11: return 1; case 12: return 2; case 13: return 3; case 14: return 4;
            case 15: return 5; case 16: return 6; case 18: return 8; case 19: return 9; case 20: return 10;
            default: return -1;
        }
    }
    static int negLookup(int k) {
        switch (k) { case Integer.MIN_VALUE: return 1; case -1: return 2; case Integer.MAX_VALUE: return 3; default: return 4; }
    }
    static long cmps(long a, long b, float f, double d) {
        int r = 0;
        if (a < b) r++;
        if (f > 0.5f) r += 2;
        if (d <= 0.25) r += 300;
        if (d != d) r = -r;
        return r + (a >> 3) + (a >>> 5) + (a << 2) + (~a) + (a ^ b) + (a | b) + (a & b) + (a % 7) + (a / 3);
    }
    static int nested(int[] xs) throws Exception {
        int t = 0;
        try {
            for (int x : xs) {
                try { t += 100 / x; } catch (ArithmeticException | NullPointerException e) { t--; } finally { t += 2; }
            }
        } finally {
            if (t > 5) t = (short) t + (byte) t + (char) t;
        }
        return t;
    }
}
