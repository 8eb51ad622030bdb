import java.lang.invoke.CallSite;
import java.lang.invoke.LambdaMetafactory;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Arrays;
import java.util.function.IntSupplier;

// MethodHandles.arrayElementGetter, arrayElementSetter, arrayLength and
// arrayConstructor of arrays of every kind, their exceptions and
// messages, invoke's conversions over them; tableSwitch and its checks;
// LambdaMetafactory refusing a field's handle and a combinator's.
public class MethodHandles9 {
    int f = 7;
    static int s = 3;

    static int twice(int x) {
        return 2 * x;
    }

    static String name(int i, String p) {
        return p + i;
    }

    static void show(String what, Throwable e) {
        System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
    }

    public static void main(String[] args) throws Throwable {
        int[] ia = {1, 2, 3};
        MethodHandle ig = MethodHandles.arrayElementGetter(int[].class);
        MethodHandle is = MethodHandles.arrayElementSetter(int[].class);
        is.invokeExact(ia, 0, 40);
        System.out.println(ig + " " + is + " " + (int) ig.invokeExact(ia, 0) + " " + (long) ig.invoke(ia, 2) + " " + ig.invoke(ia, 1));
        long[] la = new long[2];
        MethodHandles.arrayElementSetter(long[].class).invoke(la, 1, 5);
        System.out.println((long) MethodHandles.arrayElementGetter(long[].class).invokeExact(la, 1) + " " + (int) MethodHandles.arrayLength(long[].class).invokeExact(la));
        double[] da = {0.5};
        MethodHandles.arrayElementSetter(double[].class).invokeExact(da, 0, 2.25);
        System.out.println((double) MethodHandles.arrayElementGetter(double[].class).invokeExact(da, 0));
        boolean[] za = new boolean[1];
        MethodHandles.arrayElementSetter(boolean[].class).invokeExact(za, 0, true);
        byte[] ba = new byte[1];
        MethodHandles.arrayElementSetter(byte[].class).invokeExact(ba, 0, (byte) -7);
        char[] ca = new char[1];
        MethodHandles.arrayElementSetter(char[].class).invokeExact(ca, 0, 'q');
        short[] sa = new short[1];
        MethodHandles.arrayElementSetter(short[].class).invokeExact(sa, 0, (short) -300);
        float[] fa = new float[1];
        MethodHandles.arrayElementSetter(float[].class).invokeExact(fa, 0, 1.5f);
        System.out.println((boolean) MethodHandles.arrayElementGetter(boolean[].class).invokeExact(za, 0) + " "
                + (byte) MethodHandles.arrayElementGetter(byte[].class).invokeExact(ba, 0) + " "
                + (char) MethodHandles.arrayElementGetter(char[].class).invokeExact(ca, 0) + " "
                + (short) MethodHandles.arrayElementGetter(short[].class).invokeExact(sa, 0) + " "
                + (float) MethodHandles.arrayElementGetter(float[].class).invokeExact(fa, 0) + " "
                + (int) MethodHandles.arrayElementGetter(byte[].class).invoke(ba, 0));
        String[] sta = {"a", "b"};
        MethodHandle sg = MethodHandles.arrayElementGetter(String[].class);
        MethodHandle ss = MethodHandles.arrayElementSetter(String[].class);
        ss.invokeExact(sta, 1, "z");
        System.out.println(sg + " " + (String) sg.invokeExact(sta, 1) + " " + Arrays.toString(sta));
        Object[] oa = new Integer[1];
        MethodHandle os = MethodHandles.arrayElementSetter(Object[].class);
        System.out.println(os + " " + MethodHandles.arrayElementGetter(Object[].class) + " " + MethodHandles.arrayLength(Object[].class));
        try {
            os.invokeExact(oa, 0, (Object) "not an Integer");
        } catch (ArrayStoreException e) {
            show("store", e);
        }
        try {
            int x = (int) ig.invokeExact(ia, 3);
        } catch (ArrayIndexOutOfBoundsException e) {
            show("get", e);
        }
        try {
            is.invokeExact(ia, -1, 0);
        } catch (ArrayIndexOutOfBoundsException e) {
            show("set", e);
        }
        try {
            int x = (int) MethodHandles.arrayLength(int[].class).invokeExact((int[]) null);
        } catch (NullPointerException e) {
            System.out.println("length of null: NullPointerException");
        }
        try {
            ss.invoke(sta, 0, (Object) 12);
        } catch (ClassCastException e) {
            show("convert", e);
        }
        for (Class<?> c : new Class<?>[] {String.class, int.class, null}) {
            try {
                MethodHandles.arrayElementGetter(c);
            } catch (IllegalArgumentException | NullPointerException e) {
                System.out.println("getter of " + c + ": " + e.getClass().getName());
            }
            try {
                MethodHandles.arrayLength(c);
            } catch (IllegalArgumentException | NullPointerException e) {
                System.out.println("length of " + c + ": " + e.getClass().getName());
            }
        }
        MethodHandle ctor = MethodHandles.arrayConstructor(long[][].class);
        long[][] m = (long[][]) ctor.invokeExact(2);
        System.out.println(ctor + " " + m.length + " " + m[0]);
        try {
            Object x = MethodHandles.arrayConstructor(String[].class).invoke(-1);
        } catch (NegativeArraySizeException e) {
            show("ctor", e);
        }

        // tableSwitch: the selector picks a case, else the default.
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle nm = l.findStatic(MethodHandles9.class, "name", MethodType.methodType(String.class, int.class, String.class));
        MethodHandle t = MethodHandles.tableSwitch(MethodHandles.insertArguments(MethodHandles.dropArguments(nm, 0, int.class), 2, "default "),
                MethodHandles.insertArguments(MethodHandles.dropArguments(nm, 0, int.class), 2, "zero "),
                MethodHandles.insertArguments(MethodHandles.dropArguments(nm, 0, int.class), 2, "one "));
        System.out.println(t + " " + (String) t.invokeExact(0, 10) + " / " + (String) t.invokeExact(1, 11) + " / "
                + (String) t.invokeExact(2, 12) + " / " + t.invoke(-5, 13));
        try {
            MethodHandles.tableSwitch(MethodHandles.identity(int.class));
        } catch (IllegalArgumentException e) {
            show("no cases", e);
        }
        try {
            MethodHandles.tableSwitch(MethodHandles.identity(String.class), MethodHandles.identity(String.class));
        } catch (IllegalArgumentException e) {
            show("selector", e);
        }
        try {
            MethodHandles.tableSwitch(MethodHandles.identity(int.class), MethodHandles.dropArguments(MethodHandles.identity(int.class), 1, int.class));
        } catch (IllegalArgumentException e) {
            show("case type", e);
        }
        try {
            MethodHandles.tableSwitch(MethodHandles.identity(int.class), (MethodHandle) null);
        } catch (NullPointerException e) {
            System.out.println("null case: NullPointerException");
        }

        // LambdaMetafactory: a field's handle and a combinator's are refused.
        MethodHandle[] impls = {l.findGetter(MethodHandles9.class, "f", int.class), l.findStaticGetter(MethodHandles9.class, "s", int.class),
            l.findSetter(MethodHandles9.class, "f", int.class), l.findStaticSetter(MethodHandles9.class, "s", int.class),
            MethodHandles.insertArguments(l.findStatic(MethodHandles9.class, "twice", MethodType.methodType(int.class, int.class)), 0, 4),
            MethodHandles.constant(int.class, 1), MethodHandles.arrayLength(int[].class)};
        for (MethodHandle h : impls) {
            try {
                CallSite cs = LambdaMetafactory.metafactory(l, "getAsInt", MethodType.methodType(IntSupplier.class),
                        MethodType.methodType(int.class), h, MethodType.methodType(int.class));
                System.out.println("made " + cs);
            } catch (Exception e) {
                show("metafactory", e);
            }
        }
    }
}
