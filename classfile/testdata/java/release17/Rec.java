import java.util.*;
public record Rec(int a, String b) {
    sealed interface S permits P, Q {}
    record P(int x) implements S {}
    record Q(String y) implements S {}
    static String pat(Object o) {
        if (o instanceof Rec r && r.a() > 0) return r.b();
        return o instanceof Integer ? "int" : "other";
    }
    static int sw(String s) {
        return switch (s) { case "a", "b" -> 1; case "c" -> { yield 2; } default -> 3; };
    }
    enum Color { RED, GREEN, BLUE }
    static int col(Color c) { switch (c) { case RED: return 1; case BLUE: return 3; default: return 0; } }
    static String text() { return """
        hello
          world"""; }
}
