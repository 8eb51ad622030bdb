// StringMethods: substring, indexOf/lastIndexOf (char and String, with from-index),
// replace(char,char), replace(CharSequence...), toUpperCase/toLowerCase (ASCII), trim,
// startsWith/endsWith, contains, isEmpty, charAt, toCharArray, concat, matches-free APIs.
public class StringMethods {
    public static void main(String[] args) {
        String s = "  Hello, Conformance World!  ";
        String t = s.trim();
        System.out.println("[" + t + "] len " + s.length() + " -> " + t.length());
        System.out.println("upper " + t.toUpperCase() + " lower " + t.toLowerCase());
        System.out.println("substring(7)=" + t.substring(7) + " substring(7,18)=" + t.substring(7, 18) + " empty=[" + t.substring(3, 3) + "]");
        System.out.println("indexOf('o')=" + t.indexOf('o') + " lastIndexOf('o')=" + t.lastIndexOf('o') + " indexOf('o',5)=" + t.indexOf('o', 5)
            + " indexOf(\"World\")=" + t.indexOf("World") + " indexOf(\"xyz\")=" + t.indexOf("xyz") + " lastIndexOf(\"o\",10)=" + t.lastIndexOf("o", 10));
        System.out.println("replace(l,L)=" + t.replace('l', 'L') + " replace(\"o\",\"00\")=" + t.replace("o", "00"));
        System.out.println("startsWith Hello " + t.startsWith("Hello") + " endsWith ! " + t.endsWith("!") + " startsWith(Conf,7) " + t.startsWith("Conf", 7)
            + " contains ance " + t.contains("ance"));
        System.out.println("isEmpty " + "".isEmpty() + " " + t.isEmpty() + " charAt(4)=" + t.charAt(4));
        char[] cs = t.toCharArray();
        int upper = 0;
        for (char c : cs) if (Character.isUpperCase(c)) upper++;
        System.out.println("uppercase letters " + upper + " chars " + cs.length);
        System.out.println("concat " + "ab".concat("cd").concat(""));
        System.out.println("trim of blanks [" + "   ".trim() + "] tabs [" + "\t x \n".trim() + "]");
        String csv = "a,b,,c";
        int commas = 0, idx = -1;
        while ((idx = csv.indexOf(',', idx + 1)) >= 0) commas++;
        System.out.println("commas " + commas);
        System.out.println("regionMatches " + t.regionMatches(true, 7, "CONFORMANCE", 0, 11));
        System.out.println("compareToIgnoreCase " + "apple".compareToIgnoreCase("APPLE") + " equalsIgnoreCase " + "MiXeD".equalsIgnoreCase("mixed"));
        System.out.println("intern " + (new String("lit").intern() == "lit") + " new != literal " + (new String("lit") != "lit"));
        String sub = t.substring(0, 5);
        System.out.println("sub equals Hello " + sub.equals("Hello") + " hash " + sub.hashCode() + " " + "Hello".hashCode());
        try { t.substring(5, 2); } catch (StringIndexOutOfBoundsException e) { System.out.println("bad substring: SIOOBE"); }
        System.out.println("chars: " + (int) t.charAt(0) + " codePointAt " + t.codePointAt(1));
        System.out.println("toString same " + (t.toString() == t) + " length of null-concat " + ("x" + null).length());
        System.out.println("lastIndexOf char from " + "abcabc".lastIndexOf('b', 3) + " indexOf empty " + "abc".indexOf("") + " " + "abc".lastIndexOf(""));
    }
}
