// ClassInitError: a static initializer that throws produces ExceptionInInitializerError
// (cause available via getCause); the class is then erroneous and later uses throw
// NoClassDefFoundError. A failing initializer of one class does not affect another.
public class ClassInitError {
    static class Bad {
        static int value;
        static {
            System.out.println("Bad.<clinit> running");
            if (true) throw new IllegalStateException("boom in clinit");
        }
        static void hello() { System.out.println("hello from Bad"); }
    }
    static class Good {
        static int value = 7;
        static { System.out.println("Good.<clinit> running"); }
    }
    static class BadArith {
        static int zero = 0;
        static int div = 10 / zero;
    }
    public static void main(String[] args) {
        try {
            Bad.hello();
        } catch (ExceptionInInitializerError e) {
            System.out.println("first use: EIIE, cause " + e.getCause().getClass().getName() + ": " + e.getCause().getMessage()
                + " getMessage=" + e.getMessage());
        }
        try {
            System.out.println(Bad.value);
        } catch (NoClassDefFoundError e) {
            System.out.println("second use: NoClassDefFoundError");
        }
        try {
            new Bad();
        } catch (NoClassDefFoundError e) {
            System.out.println("third use (new): NoClassDefFoundError");
        }
        System.out.println("Good.value=" + Good.value);
        try {
            System.out.println(BadArith.div);
        } catch (ExceptionInInitializerError e) {
            System.out.println("BadArith: EIIE cause " + e.getCause().getMessage());
        }
        try {
            System.out.println(BadArith.zero);
        } catch (Error e) {
            System.out.println("BadArith again: " + e.getClass().getSimpleName());
        }
    }
}
