// SwitchExpressions (Java 17): arrow-form switch expressions and statements on int,
// String and enum, multiple labels per case, yield in block bodies, exhaustive enum
// switches without default, and switch expressions as method arguments.
public class SwitchExpressions {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }
    static int letters(Day d) {
        return switch (d) {
            case MON, FRI, SUN -> 6;
            case TUE -> 7;
            case THU, SAT -> 8;
            case WED -> 9;
        };
    }
    static String classify(int n) {
        return switch (n) {
            case 0 -> "zero";
            case 1, 2, 3 -> "small";
            default -> {
                if (n < 0) yield "negative";
                String s = n % 2 == 0 ? "even" : "odd";
                yield "large " + s;
            }
        };
    }
    static int score(String word) {
        int v = switch (word) {
            case "alpha", "beta" -> 1;
            case "gamma" -> { int base = 10; yield base * 3; }
            default -> word.length();
        };
        return v;
    }
    public static void main(String[] args) {
        for (Day d : Day.values()) System.out.print(d + "=" + letters(d) + " ");
        System.out.println();
        for (int n : new int[] { -4, 0, 2, 7, 10 }) System.out.println(n + " " + classify(n));
        for (String w : new String[] { "alpha", "gamma", "delta", "Aa", "BB" }) System.out.println(w + " " + score(w));
        int total = 0;
        for (Day d : Day.values()) {
            switch (d) {
                case SAT, SUN -> total += 100;
                default -> total += 1;
            }
        }
        System.out.println("total " + total);
        char grade = 'B';
        System.out.println("grade " + switch (grade) { case 'A' -> "excellent"; case 'B', 'C' -> "good"; default -> "other"; });
        Object o = 42;
        String old = switch (o.hashCode() % 3) { case 0 -> "zero"; case 1 -> "one"; default -> "two"; };
        System.out.println("old-style selector " + old);
    }
}
