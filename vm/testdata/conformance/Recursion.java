// Recursion: classic recursive algorithms — factorial (long), Fibonacci, Ackermann
// (small), mutual recursion (isEven/isOdd), Towers of Hanoi move count and first moves,
// permutations of a short string, and GCD.
import java.util.ArrayList;
import java.util.List;
public class Recursion {
    static long fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
    static int ack(int m, int n) { return m == 0 ? n + 1 : n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1)); }
    static boolean isEven(int n) { return n == 0 || isOdd(n - 1); }
    static boolean isOdd(int n) { return n != 0 && isEven(n - 1); }
    static int moves;
    static StringBuilder firstMoves = new StringBuilder();
    static void hanoi(int n, char from, char to, char via) {
        if (n == 0) return;
        hanoi(n - 1, from, via, to);
        if (++moves <= 7) firstMoves.append(from).append("->").append(to).append(' ');
        hanoi(n - 1, via, to, from);
    }
    static void perms(String prefix, String rest, List<String> out) {
        if (rest.isEmpty()) { out.add(prefix); return; }
        for (int i = 0; i < rest.length(); i++) perms(prefix + rest.charAt(i), rest.substring(0, i) + rest.substring(i + 1), out);
    }
    static long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }
    static int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }
    public static void main(String[] args) {
        for (int n : new int[] { 0, 1, 5, 10, 20, 21 }) System.out.println(n + "! = " + fact(n));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i <= 20; i++) sb.append(fib(i)).append(' ');
        System.out.println("fib " + sb);
        System.out.println("ack(2,3)=" + ack(2, 3) + " ack(3,3)=" + ack(3, 3));
        System.out.println("isEven(10)=" + isEven(10) + " isOdd(7)=" + isOdd(7) + " isEven(7)=" + isEven(7));
        hanoi(10, 'A', 'C', 'B');
        System.out.println("hanoi(10) moves=" + moves + " first: " + firstMoves);
        List<String> ps = new ArrayList<>();
        perms("", "abcd", ps);
        System.out.println("perms " + ps.size() + " " + ps.subList(0, 8) + " last " + ps.get(23));
        System.out.println("gcd " + gcd(1071, 462) + " " + gcd(1L << 40, 6L << 20) + " depth " + depth(3000));
    }
}
