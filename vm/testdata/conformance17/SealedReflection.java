import java.util.Arrays;

// Class.isSealed and getPermittedSubclasses (release 17): the classes a
// PermittedSubclasses attribute lists, null for a class without one
// (a final, non-sealed or ordinary class, an array, a primitive).
public class SealedReflection {
    sealed interface Expr permits Num, Add, Neg {}
    record Num(int v) implements Expr {}
    record Add(Expr l, Expr r) implements Expr {}
    static final class Neg implements Expr {
        final Expr e;
        Neg(Expr e) { this.e = e; }
    }

    abstract static sealed class Vehicle permits Car, Truck {}
    static final class Car extends Vehicle {}
    static non-sealed class Truck extends Vehicle {}
    static class Van extends Truck {}

    static String names(Class<?>[] cs) {
        if (cs == null) {
            return "null";
        }
        String[] out = new String[cs.length];
        for (int i = 0; i < cs.length; i++) {
            out[i] = cs[i].getSimpleName();
        }
        return Arrays.toString(out);
    }

    static int eval(Expr e) {
        if (e instanceof Num n) return n.v();
        if (e instanceof Add a) return eval(a.l()) + eval(a.r());
        return -eval(((Neg) e).e);
    }

    public static void main(String[] args) {
        Class<?>[] all = {Expr.class, Num.class, Vehicle.class, Car.class, Truck.class, Van.class,
                Object.class, Runnable.class, int.class, Expr[].class, String.class};
        for (Class<?> c : all) {
            System.out.println(c.getSimpleName() + " sealed=" + c.isSealed() + " permits=" + names(c.getPermittedSubclasses()));
        }
        // each permitted subclass is a subtype, and every implementation is permitted
        for (Class<?> p : Expr.class.getPermittedSubclasses()) {
            System.out.println(p.getSimpleName() + " assignable=" + Expr.class.isAssignableFrom(p) + " record=" + p.isRecord());
        }
        // a sealed hierarchy walked through reflection: the leaves under Vehicle
        StringBuilder leaves = new StringBuilder();
        walk(Vehicle.class, leaves);
        System.out.println("leaves of Vehicle: " + leaves.toString().trim());
        System.out.println(eval(new Add(new Num(4), new Neg(new Add(new Num(1), new Num(2))))));
    }

    static void walk(Class<?> c, StringBuilder out) {
        Class<?>[] subs = c.getPermittedSubclasses();
        if (subs == null) {
            out.append(c.getSimpleName()).append(java.lang.reflect.Modifier.isFinal(c.getModifiers()) ? "(final) " : "(open) ");
            return;
        }
        for (Class<?> s : subs) {
            walk(s, out);
        }
    }
}
