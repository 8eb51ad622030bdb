// ArraysEqualsMismatch: Arrays.equals, mismatch and deepEquals on arrays of every
// primitive type, equal and differing at the first, a middle and the last
// element, short and long (the JDK compares long arrays through
// ArraysSupport.vectorizedMismatch).
import java.util.Arrays;
public class ArraysEqualsMismatch {
    public static void main(String[] args) {
        for (int n : new int[] { 1, 2, 3, 9, 17, 40 }) {
            for (int at = -1; at < n; at += (n > 3 ? n / 3 : 1)) {
                int[] i1 = new int[n], i2 = new int[n]; long[] l1 = new long[n], l2 = new long[n];
                byte[] b1 = new byte[n], b2 = new byte[n]; char[] c1 = new char[n], c2 = new char[n];
                short[] s1 = new short[n], s2 = new short[n]; boolean[] z1 = new boolean[n], z2 = new boolean[n];
                float[] f1 = new float[n], f2 = new float[n]; double[] d1 = new double[n], d2 = new double[n];
                for (int k = 0; k < n; k++) {
                    i1[k] = i2[k] = k * 7; l1[k] = l2[k] = k * 1000000007L; b1[k] = b2[k] = (byte) k; c1[k] = c2[k] = (char) ('a' + k);
                    s1[k] = s2[k] = (short) (k * 3); z1[k] = z2[k] = k % 2 == 0; f1[k] = f2[k] = k / 2f; d1[k] = d2[k] = k / 3.0;
                }
                if (at >= 0) {
                    i2[at]++; l2[at]++; b2[at]++; c2[at]++; s2[at]++; z2[at] = !z2[at]; f2[at]++; d2[at]++;
                }
                System.out.println(n + " " + at + ": " + Arrays.equals(i1, i2) + Arrays.mismatch(i1, i2) + " " + Arrays.equals(l1, l2) + Arrays.mismatch(l1, l2)
                        + " " + Arrays.equals(b1, b2) + Arrays.mismatch(b1, b2) + " " + Arrays.equals(c1, c2) + Arrays.mismatch(c1, c2)
                        + " " + Arrays.equals(s1, s2) + Arrays.mismatch(s1, s2) + " " + Arrays.equals(z1, z2) + Arrays.mismatch(z1, z2)
                        + " " + Arrays.equals(f1, f2) + Arrays.mismatch(f1, f2) + " " + Arrays.equals(d1, d2) + Arrays.mismatch(d1, d2)
                        + " " + Arrays.deepEquals(new Object[] { i1, l1 }, new Object[] { i2, l2 }) + " " + Arrays.hashCode(i1));
            }
        }
    }
}
