// LambdaPrimitive: primitive specializations (IntUnaryOperator, IntBinaryOperator,
// LongSupplier, DoubleUnaryOperator, IntPredicate, ToIntFunction, IntFunction,
// ToLongBiFunction), boxing at lambda boundaries, and lambdas returning long/double.
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;
import java.util.function.IntBinaryOperator;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;
import java.util.function.LongSupplier;
import java.util.function.LongUnaryOperator;
import java.util.function.ToIntFunction;
import java.util.function.ToLongBiFunction;
import java.util.function.Function;
public class LambdaPrimitive {
    interface ByteOp { byte apply(byte a); }
    interface CharOp { char next(char c); }
    interface FloatOp { float apply(float a, float b); }
    public static void main(String[] args) {
        IntUnaryOperator inc = x -> x + 1;
        IntUnaryOperator dbl = x -> x * 2;
        System.out.println("int ops " + inc.applyAsInt(5) + " " + inc.andThen(dbl).applyAsInt(5) + " " + inc.compose(dbl).applyAsInt(5));
        IntBinaryOperator gcd = new IntBinaryOperator() {
            public int applyAsInt(int a, int b) { return b == 0 ? a : applyAsInt(b, a % b); }
        };
        System.out.println("gcd " + gcd.applyAsInt(1071, 462) + " " + gcd.applyAsInt(17, 5));
        long[] state = { 1 };
        LongSupplier fib = () -> { long v = state[0]; state[0] = state[0] * 3 + 1; return v; };
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 6; i++) sb.append(fib.getAsLong()).append(' ');
        System.out.println("long supplier " + sb);
        LongUnaryOperator big = x -> x * 1_000_000_007L;
        System.out.println("long op " + big.applyAsLong(1L << 33));
        DoubleUnaryOperator half = d -> d / 2;
        DoubleBinaryOperator hyp = (a, b) -> Math.sqrt(a * a + b * b);
        System.out.println("double ops " + half.applyAsDouble(5) + " " + hyp.applyAsDouble(3, 4) + " " + half.andThen(half).applyAsDouble(1));
        IntPredicate prime = n -> { if (n < 2) return false; for (int d = 2; d * d <= n; d++) if (n % d == 0) return false; return true; };
        sb.setLength(0);
        for (int n = 0; n < 40; n++) if (prime.test(n)) sb.append(n).append(' ');
        System.out.println("primes " + sb + " negate(9) " + prime.negate().test(9));
        ToIntFunction<String> vowels = s -> { int c = 0; for (char ch : s.toCharArray()) if ("aeiou".indexOf(ch) >= 0) c++; return c; };
        IntFunction<String> stars = n -> { StringBuilder b = new StringBuilder(); for (int k = 0; k < n; k++) b.append('*'); return b.toString(); };
        ToLongBiFunction<Integer, Integer> pow = (bs, e) -> { long r = 1; for (int k = 0; k < e; k++) r *= bs; return r; };
        System.out.println("vowels " + vowels.applyAsInt("conformance") + " stars " + stars.apply(5) + " pow " + pow.applyAsLong(3, 30));
        ByteOp neg = a -> (byte) -a;
        CharOp nextC = ch -> (char) (ch + 1);
        FloatOp avg = (a, b) -> (a + b) / 2;
        System.out.println("custom prim " + neg.apply((byte) -128) + " " + nextC.next('y') + " " + avg.apply(1.5f, 2.0f));
        Function<Integer, Integer> boxed = x -> x == null ? -1 : x + 1;
        Integer cached = 127;
        System.out.println("boxed " + boxed.apply(null) + " " + boxed.apply(cached) + " same cache " + (boxed.apply(126) == cached));
    }
}
