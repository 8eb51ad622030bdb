// NullPointers: NullPointerException from getfield/putfield, invokevirtual/interface,
// arraylength, array load/store, athrow null, monitorenter null, unboxing null and
// String switch on null. Only the exception class is printed (helpful NPE messages vary).
public class NullPointers {
    int f;
    void m() { }
    interface Op { void run() throws Throwable; }
    static void t(String name, Op op) {
        try { op.run(); System.out.println(name + ": no exception"); }
        catch (NullPointerException e) { System.out.println(name + ": NPE"); }
        catch (Throwable e) { System.out.println(name + ": other " + e.getClass().getName()); }
    }
    static NullPointers nobody() { return null; }
    public static void main(String[] args) {
        final NullPointers p = nobody();
        final int[] arr = null;
        final Object[] oarr = null;
        final String s = null;
        final Integer boxed = null;
        final Runnable r = null;
        t("getfield", () -> System.out.println(p.f));
        t("putfield", () -> p.f = 1);
        t("invokevirtual", () -> p.m());
        t("invokeinterface", () -> r.run());
        t("String.length", () -> System.out.println(s.length()));
        t("arraylength", () -> System.out.println(arr.length));
        t("iaload", () -> System.out.println(arr[0]));
        t("aastore", () -> oarr[0] = "x");
        t("athrow null", () -> { RuntimeException e = null; throw e; });
        t("monitorenter", () -> { synchronized (s) { System.out.println("inside"); } });
        t("unboxing", () -> { int x = boxed; System.out.println(x); });
        t("unboxing arithmetic", () -> System.out.println(boxed + 1));
        t("string switch", () -> { switch (s) { case "a": break; default: break; } });
        t("enhanced for", () -> { for (int x : arr) System.out.println(x); });
        t("concat is fine", () -> System.out.println("null concat: " + s + p + boxed));
        t("String.valueOf(Object)", () -> System.out.println(String.valueOf((Object) null)));
        t("equals on literal", () -> System.out.println("x".equals(s)));
        t("Objects.requireNonNull", () -> java.util.Objects.requireNonNull(s, "s must not be null"));
        try {
            java.util.Objects.requireNonNull(s, "s must not be null");
        } catch (NullPointerException e) {
            System.out.println("explicit message: " + e.getMessage());
        }
        try { throw new NullPointerException("mine"); } catch (NullPointerException e) { System.out.println("own message: " + e.getMessage()); }
        int count = 0;
        String[] words = { "a", null, "ccc", null };
        for (String w : words) {
            try { count += w.length(); } catch (NullPointerException e) { count += 100; }
        }
        System.out.println("count=" + count);
    }
}
