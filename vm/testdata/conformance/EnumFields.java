// EnumFields: enums with constructors, fields and methods, constant-specific class
// bodies overriding an abstract method, static lookup maps built in the enum's static
// initializer, enums implementing interfaces, and a singleton enum.
import java.util.HashMap;
import java.util.Map;
public class EnumFields {
    interface Priced { int priceCents(); }
    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7);
        private final double mass, radius;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        double surfaceGravity() { return 6.67300E-11 * mass / (radius * radius); }
    }
    enum Operation {
        PLUS("+") { int apply(int a, int b) { return a + b; } },
        MINUS("-") { int apply(int a, int b) { return a - b; } },
        TIMES("*") { int apply(int a, int b) { return a * b; } @Override public String toString() { return "times!"; } };
        private final String symbol;
        private static final Map<String, Operation> BY_SYMBOL = new HashMap<>();
        static { for (Operation o : values()) BY_SYMBOL.put(o.symbol, o); }
        Operation(String symbol) { this.symbol = symbol; }
        abstract int apply(int a, int b);
        static Operation fromSymbol(String s) { return BY_SYMBOL.get(s); }
    }
    enum Coin implements Priced {
        PENNY(1), NICKEL(5), DIME(10), QUARTER(25);
        private final int cents;
        Coin(int c) { cents = c; }
        public int priceCents() { return cents; }
    }
    enum Registry { INSTANCE; private int hits; int hit() { return ++hits; } }
    public static void main(String[] args) {
        for (Planet p : Planet.values()) System.out.println(p + " g=" + (Math.round(p.surfaceGravity() * 100) / 100.0));
        for (Operation o : Operation.values())
            System.out.println(o.name() + " '" + o.symbol + "' toString=" + o + " 7,3=" + o.apply(7, 3) + " class is enum body: " + (o.getClass() != Operation.class)
                + " declaring=" + o.getDeclaringClass().getSimpleName());
        System.out.println("fromSymbol(*)=" + Operation.fromSymbol("*").name() + " fromSymbol(/)=" + Operation.fromSymbol("/"));
        int total = 0;
        Priced[] purse = { Coin.QUARTER, Coin.DIME, Coin.DIME, Coin.PENNY, Coin.NICKEL };
        for (Priced p : purse) total += p.priceCents();
        System.out.println("purse total " + total + " cents");
        Registry.INSTANCE.hit(); Registry.INSTANCE.hit();
        System.out.println("singleton hits " + Registry.INSTANCE.hit());
        System.out.println("valueOf with body " + Operation.valueOf("TIMES").apply(6, 7));
    }
}
