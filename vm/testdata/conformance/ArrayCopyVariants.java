// ArrayCopyVariants: System.arraycopy for every primitive type, overlapping copies in
// both directions, copying between reference arrays of different component types
// (String[] -> Object[] fine; Object[] holding an Integer -> String[] throws
// ArrayStoreException after copying the elements before it), and Arrays.copyOf with a
// new array type.
import java.util.Arrays;
public class ArrayCopyVariants {
    public static void main(String[] args) {
        byte[] b = { 1, 2, 3, 4, 5 }; short[] s = { 1, 2, 3, 4, 5 }; char[] c = "abcde".toCharArray(); int[] i = { 1, 2, 3, 4, 5 };
        long[] l = { 1, 2, 3, 4, 5 }; float[] f = { 1, 2, 3, 4, 5 }; double[] d = { 1, 2, 3, 4, 5 }; boolean[] z = { true, false, true, false, true };
        System.arraycopy(b, 0, b, 1, 4); System.arraycopy(s, 1, s, 0, 4); System.arraycopy(c, 0, c, 2, 3); System.arraycopy(i, 2, i, 0, 3);
        System.arraycopy(l, 0, l, 3, 2); System.arraycopy(f, 3, f, 0, 2); System.arraycopy(d, 1, d, 2, 3); System.arraycopy(z, 1, z, 0, 4);
        System.out.println(Arrays.toString(b) + Arrays.toString(s) + new String(c) + Arrays.toString(i));
        System.out.println(Arrays.toString(l) + Arrays.toString(f) + Arrays.toString(d) + Arrays.toString(z));
        String[] strs = { "x", "y", "z" };
        Object[] objs = new Object[4];
        System.arraycopy(strs, 0, objs, 1, 3);
        System.out.println("String[] -> Object[] " + Arrays.toString(objs));
        Object[] mixed = { "a", "b", 3, "d" };
        String[] target = new String[4];
        try { System.arraycopy(mixed, 0, target, 0, 4); }
        catch (ArrayStoreException e) { System.out.println("ArrayStoreException, partial copy " + Arrays.toString(target)); }
        try { System.arraycopy(i, 0, l, 0, 1); } catch (ArrayStoreException e) { System.out.println("int[] -> long[]: ArrayStoreException"); }
        try { System.arraycopy("not an array", 0, i, 0, 1); } catch (ArrayStoreException e) { System.out.println("non-array source: ArrayStoreException"); }
        try { System.arraycopy(i, -1, i, 0, 1); } catch (IndexOutOfBoundsException e) { System.out.println("negative srcPos: " + e.getClass().getSimpleName()); }
        try { System.arraycopy(null, 0, i, 0, 1); } catch (NullPointerException e) { System.out.println("null source: NPE"); }
        System.arraycopy(i, 0, i, 0, 0);
        System.arraycopy(i, 5, i, 5, 0);
        System.out.println("zero-length copies at the end are fine");
        Object[] asObjects = Arrays.copyOf(strs, 5, Object[].class);
        CharSequence[] asSeq = Arrays.copyOf(strs, 2, CharSequence[].class);
        System.out.println("copyOf with type " + asObjects.getClass().getSimpleName() + " " + Arrays.toString(asObjects) + " " + asSeq.getClass().getSimpleName() + " " + asSeq.length);
        int[][] grid = { { 1, 2 }, { 3, 4 } };
        int[][] shallow = new int[2][];
        System.arraycopy(grid, 0, shallow, 0, 2);
        shallow[0][0] = 99;
        System.out.println("shallow 2-D copy shares rows: " + grid[0][0]);
    }
}
