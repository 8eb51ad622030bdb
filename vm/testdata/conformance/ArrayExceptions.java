// ArrayExceptions: ArrayIndexOutOfBoundsException (message "Index 5 out of bounds for
// length 3") for loads and stores of every array type, NegativeArraySizeException for
// newarray/anewarray/multianewarray, ArrayStoreException, and array copying bounds.
public class ArrayExceptions {
    interface Op { void run(); }
    static void t(String name, Op op) {
        try { op.run(); System.out.println(name + ": no exception"); }
        catch (ArrayIndexOutOfBoundsException e) {
            // System.arraycopy messages are HotSpot-specific: print only the class for those
            System.out.println(name + ": AIOOBE" + (name.startsWith("arraycopy") ? "" : " " + e.getMessage()));
        }
        catch (NegativeArraySizeException e) { System.out.println(name + ": NASE " + e.getMessage()); }
        catch (ArrayStoreException e) { System.out.println(name + ": ASE"); }
        catch (IndexOutOfBoundsException e) { System.out.println(name + ": " + e.getClass().getSimpleName()); }
    }
    static int n = -1;
    public static void main(String[] args) {
        int[] ia = new int[3]; long[] la = new long[3]; double[] da = new double[2]; float[] fa = new float[1];
        byte[] ba = new byte[4]; char[] ca = new char[2]; short[] sa = new short[2]; boolean[] za = new boolean[1];
        String[] oa = new String[3];
        t("iaload 5", () -> System.out.println(ia[5]));
        t("iaload -1", () -> System.out.println(ia[-1]));
        t("iastore 3", () -> ia[3] = 1);
        t("laload 3", () -> System.out.println(la[3]));
        t("lastore MIN", () -> la[Integer.MIN_VALUE] = 1);
        t("daload 2", () -> System.out.println(da[2]));
        t("fastore 1", () -> fa[1] = 1f);
        t("baload 4", () -> System.out.println(ba[4]));
        t("castore 2", () -> ca[2] = 'c');
        t("saload -2", () -> System.out.println(sa[-2]));
        t("bastore(boolean) 1", () -> za[1] = true);
        t("aaload 3", () -> System.out.println(oa[3]));
        t("aastore 10", () -> oa[10] = "x");
        t("ok load", () -> System.out.println("value " + ia[2]));
        t("newarray -1", () -> System.out.println(new int[n].length));
        t("anewarray -5", () -> System.out.println(new String[n * 5].length));
        t("multianewarray [2][-1]", () -> System.out.println(new int[2][n].length));
        t("multianewarray [-3][2]", () -> System.out.println(new long[n * 3][2].length));
        t("zero length ok", () -> System.out.println(new int[0].length));
        t("aastore wrong type", () -> { Object[] os = new Integer[1]; os[0] = "s"; });
        t("arraycopy out of range", () -> System.arraycopy(ia, 0, new int[2], 0, 3));
        t("arraycopy type mismatch", () -> System.arraycopy(ia, 0, new long[3], 0, 1));
        t("string charAt", () -> "abc".charAt(5));
        int[] src = { 1, 2, 3, 4, 5 };
        System.arraycopy(src, 0, src, 1, 4);
        StringBuilder sb = new StringBuilder();
        for (int v : src) sb.append(v);
        System.out.println("overlapping arraycopy " + sb);
        int caught = 0;
        for (int i = 0; i < 6; i++) {
            try { ia[i] = i; } catch (ArrayIndexOutOfBoundsException e) { caught++; }
        }
        System.out.println("caught " + caught + " ia=" + ia[0] + ia[1] + ia[2]);
    }
}
