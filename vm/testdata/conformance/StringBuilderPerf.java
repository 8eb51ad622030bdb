// StringBuilderPerf: building large strings — 20000 appends, repeated insert at the
// front, deleting ranges, and a char histogram — checking lengths and hash codes.
public class StringBuilderPerf {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 20000; i++) sb.append(i % 7 == 0 ? "seven" : Integer.toString(i % 100));
        String s = sb.toString();
        System.out.println("length " + s.length() + " hash " + s.hashCode() + " head " + s.substring(0, 20) + " tail " + s.substring(s.length() - 10));
        StringBuilder front = new StringBuilder();
        for (int i = 0; i < 500; i++) front.insert(0, (char) ('a' + i % 26));
        System.out.println("front-inserted length " + front.length() + " head " + front.substring(0, 30));
        int[] hist = new int[128];
        for (int i = 0; i < s.length(); i++) hist[s.charAt(i)]++;
        StringBuilder h = new StringBuilder();
        for (char c = '0'; c <= '9'; c++) h.append(c).append('=').append(hist[c]).append(' ');
        System.out.println("digits " + h + "e=" + hist['e']);
        while (sb.length() > 100) sb.delete(sb.length() / 3, sb.length() / 3 + 997);
        System.out.println("after deletes " + sb.length() + " " + sb);
        String joined = "";
        for (int i = 0; i < 300; i++) joined += (char) ('A' + i % 26);
        System.out.println("concat loop length " + joined.length() + " hash " + joined.hashCode());
    }
}
