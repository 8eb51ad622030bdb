// CharsetFree: working with char and byte data without charsets — manual hex encoding
// and decoding, base-36 style encoding, run-length encoding, Caesar cipher, and a
// CRC-32-like checksum computed with shifts and XOR over ASCII bytes.
public class CharsetFree {
    static final char[] HEX = "0123456789abcdef".toCharArray();
    static String hex(byte[] bs) { char[] out = new char[bs.length * 2]; for (int i = 0; i < bs.length; i++) { out[2 * i] = HEX[(bs[i] >> 4) & 0xf]; out[2 * i + 1] = HEX[bs[i] & 0xf]; } return new String(out); }
    static byte[] unhex(String s) { byte[] out = new byte[s.length() / 2]; for (int i = 0; i < out.length; i++) out[i] = (byte) Integer.parseInt(s.substring(2 * i, 2 * i + 2), 16); return out; }
    static String rle(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); ) { int j = i; while (j < s.length() && s.charAt(j) == s.charAt(i)) j++; sb.append(j - i).append(s.charAt(i)); i = j; }
        return sb.toString();
    }
    static int crc32(byte[] data) {
        int crc = 0xFFFFFFFF;
        for (byte b : data) {
            crc ^= b & 0xff;
            for (int k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xEDB88320 & -(crc & 1));
        }
        return ~crc;
    }
    public static void main(String[] args) {
        byte[] data = new byte[20];
        for (int i = 0; i < data.length; i++) data[i] = (byte) (i * 37 - 100);
        String h = hex(data);
        System.out.println("hex " + h);
        byte[] back = unhex(h);
        System.out.println("round trip " + java.util.Arrays.equals(data, back));
        System.out.println("rle " + rle("aaabccddddde") + " " + rle("x") + " " + rle(""));
        StringBuilder caesar = new StringBuilder();
        for (char c : "Attack at Dawn!".toCharArray()) caesar.append(Character.isUpperCase(c) ? (char) ('A' + (c - 'A' + 3) % 26) : Character.isLowerCase(c) ? (char) ('a' + (c - 'a' + 3) % 26) : c);
        System.out.println("caesar " + caesar);
        byte[] ascii = "The quick brown fox jumps over the lazy dog".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        System.out.println("crc32 " + Integer.toHexString(crc32(ascii)) + " of " + ascii.length + " bytes");
        System.out.println("crc32 of empty " + crc32(new byte[0]) + " of \"a\" " + Integer.toHexString(crc32(new byte[] { 'a' })));
    }
}
