// BigNumbers: java.math.BigInteger and BigDecimal (pure library code, interpreted from
// java.base) — factorials, powers, modPow, gcd, string conversion in several radixes,
// and exact decimal arithmetic with explicit scales and rounding.
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
public class BigNumbers {
    public static void main(String[] args) {
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= 50; i++) f = f.multiply(BigInteger.valueOf(i));
        System.out.println("50! = " + f + " bits " + f.bitLength());
        BigInteger two = BigInteger.valueOf(2);
        BigInteger m = two.pow(127).subtract(BigInteger.ONE);
        System.out.println("2^127-1 = " + m + " bitCount " + m.bitCount() + " testBit(126) " + m.testBit(126));
        System.out.println("modPow " + BigInteger.valueOf(3).modPow(BigInteger.valueOf(1000), BigInteger.valueOf(1000007)) + " gcd " + f.gcd(two.pow(100)).bitLength()
            + " hex " + m.toString(16) + " mod 97 " + f.mod(BigInteger.valueOf(97)));
        BigInteger[] qr = f.divideAndRemainder(BigInteger.valueOf(1234567891));
        System.out.println("divideAndRemainder " + qr[1] + " neg " + f.negate().signum() + " compare " + m.compareTo(f) + " parse " + new BigInteger("-123456789012345678901234567890").abs());
        BigDecimal a = new BigDecimal("0.1"), b = new BigDecimal("0.2");
        System.out.println("0.1+0.2 = " + a.add(b) + " scale " + a.add(b).scale() + " equals 0.30 " + a.add(b).equals(new BigDecimal("0.30")) + " compareTo " + a.add(b).compareTo(new BigDecimal("0.30")));
        System.out.println("1/3 = " + BigDecimal.ONE.divide(BigDecimal.valueOf(3), 20, RoundingMode.HALF_UP) + " 2.5 HALF_EVEN " + new BigDecimal("2.5").setScale(0, RoundingMode.HALF_EVEN)
            + " 2.5 HALF_UP " + new BigDecimal("2.5").setScale(0, RoundingMode.HALF_UP));
        BigDecimal compound = new BigDecimal("1000.00");
        for (int y = 0; y < 10; y++) compound = compound.multiply(new BigDecimal("1.05")).setScale(2, RoundingMode.HALF_EVEN);
        System.out.println("compound interest " + compound + " unscaled " + compound.unscaledValue() + " toPlain " + new BigDecimal("1E+5").toPlainString());
        try { BigDecimal.ONE.divide(BigDecimal.valueOf(3)); } catch (ArithmeticException e) { System.out.println("non-terminating: " + e.getMessage()); }
    }
}
