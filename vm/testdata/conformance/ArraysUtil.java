// ArraysUtil: java.util.Arrays sort (primitives, objects, ranges, comparator), asList
// (fixed-size, write-through), toString/deepToString, fill, copyOf/copyOfRange, equals,
// deepEquals, hashCode, binarySearch.
import java.util.Arrays;
import java.util.List;
public class ArraysUtil {
    public static void main(String[] args) {
        int[] a = { 9, -3, 7, 0, 7, 12, -8, 5 };
        int[] b = a.clone();
        Arrays.sort(a);
        System.out.println("sorted " + Arrays.toString(a) + " original " + Arrays.toString(b));
        System.out.println("binarySearch 7 " + Arrays.binarySearch(a, 12) + " missing 6 " + Arrays.binarySearch(a, 6));
        Arrays.sort(b, 2, 6);
        System.out.println("range-sorted " + Arrays.toString(b));
        double[] d = { 3.5, -0.0, 0.0, Double.NaN, -1e9, 2.25 };
        Arrays.sort(d);
        System.out.println("doubles " + Arrays.toString(d));
        char[] cs = "sorting".toCharArray();
        Arrays.sort(cs);
        System.out.println("chars " + new String(cs) + " " + Arrays.toString(cs));
        String[] ss = { "pear", "Fig", "apple", "date" };
        Arrays.sort(ss);
        System.out.println("strings " + Arrays.toString(ss));
        Arrays.sort(ss, (x, y) -> x.length() != y.length() ? x.length() - y.length() : x.compareTo(y));
        System.out.println("by length " + Arrays.toString(ss));
        List<String> view = Arrays.asList(ss);
        view.set(0, "FIG");
        System.out.println("asList write-through " + ss[0] + " size " + view.size());
        try { view.add("x"); } catch (UnsupportedOperationException e) { System.out.println("asList add: UnsupportedOperationException"); }
        long[] filled = new long[5];
        Arrays.fill(filled, 7L);
        Arrays.fill(filled, 1, 3, -1L);
        System.out.println("fill " + Arrays.toString(filled));
        int[] grown = Arrays.copyOf(a, 11);
        int[] shrunk = Arrays.copyOf(a, 3);
        int[] mid = Arrays.copyOfRange(a, 2, 5);
        System.out.println("copyOf " + Arrays.toString(grown) + " " + Arrays.toString(shrunk) + " range " + Arrays.toString(mid));
        String[] sgrown = Arrays.copyOf(ss, 6);
        System.out.println("object copyOf " + Arrays.toString(sgrown));
        int[][] grid = { { 1, 2 }, { 3, 4 } };
        int[][] grid2 = { { 1, 2 }, { 3, 4 } };
        System.out.println("deepToString " + Arrays.deepToString(grid) + " equals " + Arrays.equals(grid, grid2) + " deepEquals " + Arrays.deepEquals(grid, grid2));
        System.out.println("equals " + Arrays.equals(new int[] { 1, 2 }, new int[] { 1, 2 }) + " hashCode " + Arrays.hashCode(new int[] { 1, 2 })
            + " " + Arrays.hashCode(new String[] { "a", "b" }) + " deepHashCode " + Arrays.deepHashCode(grid));
        System.out.println("toString null " + Arrays.toString((int[]) null) + " empty " + Arrays.toString(new boolean[0]) + " booleans " + Arrays.toString(new boolean[2]));
        Integer[] boxed = { 3, 1, 2 };
        Arrays.sort(boxed, java.util.Collections.reverseOrder());
        System.out.println("boxed reverse " + Arrays.toString(boxed) + " asList " + Arrays.asList(1, 2, 3));
        int[] big = new int[2000];
        for (int i = 0; i < big.length; i++) big[i] = (i * 7919) % 2003;
        Arrays.sort(big);
        System.out.println("big sorted first " + big[0] + " last " + big[1999] + " median " + big[1000]);
    }
}
