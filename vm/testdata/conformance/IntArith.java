// IntArith: iadd/isub/imul/idiv/irem/ineg/iand/ior/ixor incl. overflow, MIN_VALUE / -1,
// remainder of negative operands, and byte/short/char arithmetic promotion.
public class IntArith {
    static int[] vals = { 0, 1, -1, 7, -7, 3, -3, 100, Integer.MAX_VALUE, Integer.MIN_VALUE, 65536, 46341 };
    public static void main(String[] args) {
        for (int i = 0; i < vals.length; i++) {
            int a = vals[i];
            int b = vals[(i * 5 + 3) % vals.length];
            System.out.println(a + "," + b + ": add=" + (a + b) + " sub=" + (a - b) + " mul=" + (a * b)
                + " and=" + (a & b) + " or=" + (a | b) + " xor=" + (a ^ b) + " neg=" + (-a) + " not=" + (~a));
            if (b != 0) System.out.println("  div=" + (a / b) + " rem=" + (a % b));
        }
        int m = Integer.MIN_VALUE;
        System.out.println("MIN/-1=" + (m / -1) + " MIN%-1=" + (m % -1) + " -MIN=" + (-m) + " MIN-1=" + (m - 1));
        System.out.println("MAX+1=" + (Integer.MAX_VALUE + 1) + " MAX*2=" + (Integer.MAX_VALUE * 2));
        System.out.println("7/2=" + (7 / 2) + " -7/2=" + (-7 / 2) + " 7/-2=" + (7 / -2) + " -7/-2=" + (-7 / -2));
        System.out.println("7%3=" + (7 % 3) + " -7%3=" + (-7 % 3) + " 7%-3=" + (7 % -3) + " -7%-3=" + (-7 % -3));
        byte bb = 120; bb += 10; short ss = 32767; ss++; char cc = 65535; cc++;
        System.out.println("byte wrap=" + bb + " short wrap=" + ss + " char wrap=" + (int) cc);
        byte x = 100, y = 100;
        int z = x * y;
        System.out.println("byte*byte=" + z + " (byte)=" + (byte) z);
        int acc = 1;
        for (int i = 0; i < 40; i++) { acc = acc * 31 + i; }
        System.out.println("hash-like acc=" + acc);
        int h = 0;
        String s = "conformance";
        for (int i = 0; i < s.length(); i++) h = 31 * h + s.charAt(i);
        System.out.println("manual hash=" + h + " String.hashCode=" + s.hashCode());
        int i1 = 5;
        i1 += i1++ + ++i1;
        System.out.println("i1=" + i1);
        int k = 10; k -= 3; k *= -4; k /= 3; k %= 5; k <<= 3; k >>= 1; k >>>= 1; k &= 0xff; k |= 0x100; k ^= 0x55;
        System.out.println("compound k=" + k);
    }
}
