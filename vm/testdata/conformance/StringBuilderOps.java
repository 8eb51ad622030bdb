// StringBuilderOps: append of all types, insert, reverse, delete, deleteCharAt,
// setCharAt, setLength, replace, indexOf/lastIndexOf, charAt, substring, chaining.
public class StringBuilderOps {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        sb.append(1).append('c').append(2L).append(1.5f).append(2.5).append(true).append((Object) null).append("s").append(new char[] { 'x', 'y' });
        System.out.println(sb + " len=" + sb.length());
        sb.insert(0, "START-").insert(sb.length(), "-END").insert(6, 42).insert(3, 'Z');
        System.out.println(sb);
        sb.reverse();
        System.out.println("reversed " + sb);
        sb.reverse();
        sb.delete(0, 4);
        System.out.println("delete(0,4) " + sb);
        sb.deleteCharAt(0).deleteCharAt(sb.length() - 1);
        System.out.println("deleteCharAt " + sb);
        sb.setCharAt(0, '#');
        System.out.println("setCharAt " + sb + " charAt(3)=" + sb.charAt(3));
        System.out.println("indexOf(true)=" + sb.indexOf("true") + " lastIndexOf(2)=" + sb.lastIndexOf("2") + " indexOf(zz)=" + sb.indexOf("zz")
            + " indexOf(2,5)=" + sb.indexOf("2", 5));
        sb.replace(0, 3, "<replaced>");
        System.out.println("replace " + sb);
        System.out.println("substring " + sb.substring(3) + " / " + sb.substring(1, 5) + " / " + sb.subSequence(2, 4));
        sb.setLength(5);
        System.out.println("setLength(5) [" + sb + "]");
        sb.setLength(7);
        System.out.println("setLength(7) len=" + sb.length() + " last=" + (int) sb.charAt(6));
        StringBuilder pal = new StringBuilder("racecar");
        System.out.println("palindrome " + pal.toString().equals(pal.reverse().toString()));
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 1000; i++) big.append(i % 10);
        System.out.println("big len " + big.length() + " tail " + big.substring(995));
        StringBuffer buf = new StringBuffer("buffer");
        buf.append('!').insert(0, '[').append(']').reverse();
        System.out.println("StringBuffer " + buf);
        try { sb.charAt(100); } catch (IndexOutOfBoundsException e) { System.out.println("charAt out of range: " + e.getClass().getSimpleName()); }
        try { sb.insert(99, "x"); } catch (StringIndexOutOfBoundsException e) { System.out.println("insert out of range: SIOOBE"); }
        StringBuilder cmp = new StringBuilder("abc");
        System.out.println("equals is identity: " + cmp.equals(new StringBuilder("abc")) + " contentEquals: " + "abc".contentEquals(cmp));
        StringBuilder codes = new StringBuilder();
        codes.appendCodePoint(65).appendCodePoint(0x62);
        System.out.println("codepoints " + codes);
    }
}
