// ReflectArrayGet: java.lang.reflect.Array.get boxes the elements of every
// primitive array type (Integer's cache included: small values are the same
// object) and returns references as they are; bad arguments throw.
import java.lang.reflect.Array;
public class ReflectArrayGet {
    public static void main(String[] args) {
        Object[] arrays = { new int[] { 1, -7 }, new long[] { 1L << 40, -1 }, new byte[] { 3, -3 }, new short[] { 300, -300 },
                new char[] { 'x', 'y' }, new boolean[] { true, false }, new float[] { 1.5f, -0f }, new double[] { 2.25, Double.NaN },
                new String[] { "a", null } };
        for (Object a : arrays) {
            StringBuilder b = new StringBuilder(a.getClass().getSimpleName()).append(':');
            for (int i = 0; i < Array.getLength(a); i++) {
                Object e = Array.get(a, i);
                b.append(' ').append(e).append(e == null ? "" : "/" + e.getClass().getSimpleName());
            }
            System.out.println(b);
        }
        System.out.println(Array.get(new int[] { 5 }, 0) == Array.get(new int[] { 5 }, 0));
        for (Object[] bad : new Object[][] { { null, 0 }, { "no array", 0 }, { new int[2], 2 }, { new int[2], -1 } }) {
            try {
                Array.get(bad[0], (Integer) bad[1]);
            } catch (RuntimeException e) {
                System.out.println(e.getClass().getName() + ": " + e.getMessage());
            }
        }
    }
}
