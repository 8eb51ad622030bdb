// PrimArrays: newarray for every primitive type, default values, element stores/loads
// with truncation (bastore/castore/sastore), arraylength, array initializers, clone.
public class PrimArrays {
    public static void main(String[] args) {
        boolean[] z = new boolean[3]; byte[] b = new byte[3]; char[] c = new char[3]; short[] s = new short[3];
        int[] i = new int[3]; long[] l = new long[3]; float[] f = new float[3]; double[] d = new double[3];
        String[] str = new String[2]; Object[] o = new Object[0];
        System.out.println("defaults " + z[0] + " " + b[0] + " " + (int) c[0] + " " + s[0] + " " + i[0] + " " + l[0] + " " + f[0] + " " + d[0] + " " + str[1]);
        System.out.println("lengths " + z.length + b.length + c.length + s.length + i.length + l.length + f.length + d.length + str.length + o.length);
        z[1] = true; b[1] = (byte) 200; c[1] = 'x'; s[1] = (short) 70000; i[1] = -5; l[1] = 1L << 50; f[1] = 1.25f; d[1] = -2.5;
        System.out.println("stored " + z[1] + " " + b[1] + " " + c[1] + " " + s[1] + " " + i[1] + " " + l[1] + " " + f[1] + " " + d[1]);
        b[2] = b[1]; b[2] += 100; c[2] = c[1]; c[2] += 2; s[2] = s[1]; s[2] *= 3;
        System.out.println("compound b=" + b[2] + " c=" + c[2] + " s=" + s[2]);
        int[] init = { 3, 1, 4, 1, 5, 9, 2, 6 };
        long[] linit = { 1, 2, 3 };
        char[] cinit = { 'h', 'e', 'l', 'l', 'o' };
        double[] dinit = { 0.5, 1.5 };
        boolean[] zinit = { true, false, true };
        int sum = 0;
        for (int k = 0; k < init.length; k++) sum += init[k];
        System.out.println("init sum=" + sum + " len=" + init.length + " l2=" + linit[2] + " chars=" + new String(cinit) + " d=" + (dinit[0] + dinit[1]) + " z=" + zinit[2]);
        int[] copy = init.clone();
        copy[0] = 100;
        System.out.println("clone independent: " + init[0] + " " + copy[0] + " same=" + (copy == init) + " len=" + copy.length);
        char[] cs = "array".toCharArray();
        for (int k = 0; k < cs.length; k++) cs[k] = (char) (cs[k] - 32);
        System.out.println(cs);
        System.out.println(String.valueOf(cs, 1, 3));
        byte[] bytes = new byte[256];
        for (int k = 0; k < bytes.length; k++) bytes[k] = (byte) k;
        int bs = 0;
        for (byte x : bytes) bs += x;
        System.out.println("byte sum=" + bs + " b[128]=" + bytes[128] + " b[255]=" + bytes[255] + " unsigned=" + (bytes[255] & 0xff));
        int[] empty = new int[0];
        System.out.println("empty len=" + empty.length);
        float[] fl = new float[5];
        for (int k = 0; k < fl.length; k++) fl[k] = k / 3f;
        System.out.println("fl[4]=" + fl[4] + " d2f=" + (float) d[1]);
        Object arr = new short[7];
        System.out.println("as Object: " + (arr instanceof short[]) + " " + ((short[]) arr).length + " " + arr.getClass().getName());
    }
}
