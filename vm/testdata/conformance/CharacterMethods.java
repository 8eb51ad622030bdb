// CharacterMethods: Character classification and conversion on ASCII characters
// (isDigit, isLetter, isLetterOrDigit, isWhitespace, isUpperCase, toUpperCase,
// digit, forDigit, getNumericValue), char arithmetic, Character boxing and compare.
public class CharacterMethods {
    public static void main(String[] args) {
        String probe = "aZ09 _\t\n!~";
        for (int i = 0; i < probe.length(); i++) {
            char c = probe.charAt(i);
            System.out.println((int) c + ": digit=" + Character.isDigit(c) + " letter=" + Character.isLetter(c) + " letterOrDigit=" + Character.isLetterOrDigit(c)
                + " ws=" + Character.isWhitespace(c) + " upper=" + Character.isUpperCase(c) + " lower=" + Character.isLowerCase(c)
                + " toUpper=" + (int) Character.toUpperCase(c) + " toLower=" + (int) Character.toLowerCase(c) + " alpha=" + Character.isAlphabetic(c));
        }
        StringBuilder sb = new StringBuilder();
        for (char c = 'a'; c <= 'z'; c += 5) sb.append(c).append(Character.toUpperCase(c));
        System.out.println("letters " + sb);
        System.out.println("digit('7',10)=" + Character.digit('7', 10) + " digit('f',16)=" + Character.digit('f', 16) + " digit('g',16)=" + Character.digit('g', 16)
            + " forDigit(11,16)=" + Character.forDigit(11, 16) + " numeric('9')=" + Character.getNumericValue('9') + " numeric('z')=" + Character.getNumericValue('z'));
        Character boxed = 'q';
        System.out.println("boxed " + boxed + " compareTo " + boxed.compareTo('a') + " equals " + boxed.equals('q') + " hash " + boxed.hashCode()
            + " Character.compare " + Character.compare('a', 'b') + " valueOf== " + (Character.valueOf('x') == Character.valueOf('x')));
        System.out.println("MIN " + (int) Character.MIN_VALUE + " MAX " + (int) Character.MAX_VALUE + " toString " + Character.toString('k')
            + " isSpaceChar " + Character.isSpaceChar(' ') + " toChars " + new String(Character.toChars(66)));
        int[] counts = new int[26];
        for (char c : "the quick brown fox jumps over the lazy dog".toCharArray()) if (Character.isLetter(c)) counts[c - 'a']++;
        StringBuilder freq = new StringBuilder();
        for (int i = 0; i < 26; i++) if (counts[i] > 1) freq.append((char) ('a' + i)).append(counts[i]);
        System.out.println("freq " + freq);
        String rot = "Hello, World";
        StringBuilder r13 = new StringBuilder();
        for (char c : rot.toCharArray()) {
            if (c >= 'a' && c <= 'z') c = (char) ('a' + (c - 'a' + 13) % 26);
            else if (c >= 'A' && c <= 'Z') c = (char) ('A' + (c - 'A' + 13) % 26);
            r13.append(c);
        }
        System.out.println("rot13 " + r13);
        char c = 'A';
        c += 2; c++;
        int asInt = c + 1;
        System.out.println("char arith " + c + " " + asInt + " " + (char) asInt + " " + (c > 'B') + " " + (char) (c | 0x20));
    }
}
