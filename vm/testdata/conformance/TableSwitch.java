// TableSwitch: dense int switches (tableswitch) incl. negative low bounds, fall-through,
// default in the middle, char and byte selectors, nested switches.
public class TableSwitch {
    static String name(int i) {
        switch (i) {
            case -2: return "minus-two";
            case -1: return "minus-one";
            case 0: return "zero";
            case 1: return "one";
            case 2: return "two";
            case 3: return "three";
            case 5: return "five";
            default: return "other(" + i + ")";
        }
    }
    static int fall(int i) {
        int r = 0;
        switch (i) {
            case 1: r += 1;
            case 2: r += 10;
            case 3: r += 100; break;
            default: r = -1;
            case 4: r += 1000;
            case 5: r += 10000;
        }
        return r;
    }
    static String vowel(char c) {
        switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u': return "vowel";
            case 'b': case 'c': case 'd': return "early consonant";
            default: return "other";
        }
    }
    static int nested(int a, int b) {
        switch (a) {
            case 0:
                switch (b) { case 0: return 0; case 1: return 1; case 2: return 2; default: return 9; }
            case 1:
                switch (b) { case 0: return 10; case 1: return 11; case 2: return 12; default: return 19; }
            default: return 99;
        }
    }
    public static void main(String[] args) {
        for (int i = -4; i <= 7; i++) System.out.println(i + " -> " + name(i) + " fall=" + fall(i));
        for (char c = 'a'; c <= 'f'; c++) System.out.println(c + " " + vowel(c));
        StringBuilder sb = new StringBuilder();
        for (int a = 0; a < 3; a++) for (int b = 0; b < 4; b++) sb.append(nested(a, b)).append(' ');
        System.out.println(sb);
        byte by = 3;
        switch (by) { case 1: System.out.println("b1"); break; case 2: System.out.println("b2"); break; case 3: System.out.println("b3"); break; default: System.out.println("bd"); }
        System.out.println(name(Integer.MIN_VALUE) + " " + name(Integer.MAX_VALUE));
    }
}
