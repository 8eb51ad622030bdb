// StaticFields: getstatic/putstatic for every type with default values, static final
// arrays mutated in place, static counters shared across instances, instance fields of
// every type with defaults, and access through an instance reference.
public class StaticFields {
    static boolean sz; static byte sb; static char sc; static short ss; static int si; static long sl; static float sf; static double sd; static String sr;
    boolean z; byte b; char c; short s; int i; long l; float f; double d; Object r;
    static final int[] TABLE = new int[4];
    static int instances;
    final int id;
    StaticFields() { id = ++instances; }
    public static void main(String[] args) {
        System.out.println("static defaults " + sz + " " + sb + " " + (int) sc + " " + ss + " " + si + " " + sl + " " + sf + " " + sd + " " + sr);
        StaticFields o = new StaticFields();
        System.out.println("instance defaults " + o.z + " " + o.b + " " + (int) o.c + " " + o.s + " " + o.i + " " + o.l + " " + o.f + " " + o.d + " " + o.r);
        sz = true; sb = (byte) 300; sc = 'S'; ss = (short) -40000; si = 1 << 30; sl = -(1L << 60); sf = 0.1f; sd = 1e-9; sr = "str";
        System.out.println("static set " + sz + " " + sb + " " + sc + " " + ss + " " + si + " " + sl + " " + sf + " " + sd + " " + sr);
        o.z = true; o.b = -1; o.c = 'i'; o.s = 12; o.i = -9; o.l = 1L << 33; o.f = 2.5f; o.d = -0.5; o.r = o;
        System.out.println("instance set " + o.z + " " + o.b + " " + o.c + " " + o.s + " " + o.i + " " + o.l + " " + o.f + " " + o.d + " " + (o.r == o));
        for (int k = 0; k < 10; k++) TABLE[k % 4] += k;
        System.out.println("TABLE " + TABLE[0] + " " + TABLE[1] + " " + TABLE[2] + " " + TABLE[3]);
        StaticFields[] many = new StaticFields[5];
        for (int k = 0; k < many.length; k++) many[k] = new StaticFields();
        System.out.println("instances " + instances + " last id " + many[4].id + " first id " + o.id);
        si += 5; sl *= 2; sd /= 2; sc++; sb--;
        System.out.println("compound statics " + si + " " + sl + " " + sd + " " + sc + " " + sb);
        o.i += 100; o.l >>= 3; o.c += 1; o.f *= 4;
        System.out.println("compound instance " + o.i + " " + o.l + " " + o.c + " " + o.f);
    }
}
