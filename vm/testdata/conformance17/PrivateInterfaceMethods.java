// PrivateInterfaceMethods (Java 9+, compiled with --release 17): private and private
// static interface methods shared by default methods, plus a nestmate private
// interface-method call through invokeinterface.
public class PrivateInterfaceMethods {
    interface Greeter {
        String name();
        private String decorate(String s) { return "<<" + s + ">>"; }
        private static String shout(String s) { return s.toUpperCase(); }
        default String greet() { return decorate("hello " + name()); }
        default String yell() { return decorate(shout("hey " + name())); }
    }
    static class Bob implements Greeter { public String name() { return "bob"; } }
    public static void main(String[] args) {
        Greeter g = new Bob();
        System.out.println(g.greet());
        System.out.println(g.yell());
        Greeter lambda = () -> "lambda";
        System.out.println(lambda.greet() + " " + lambda.yell());
    }
}
