import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

// Method.invoke: static and virtual methods, overriding, primitive
// arguments and results, exceptions, and getDeclaredMethods/getMethods.
public class Invoke {
    interface Greeter { String greet(String who); default int weight() { return 1; } }
    static class Base implements Greeter {
        public String greet(String who) { return "hello " + who; }
        private int secret() { return 42; }
        public long twice(long x, int y) { return 2 * x + y; }
    }
    static class Loud extends Base {
        public String greet(String who) { return "HELLO " + who.toUpperCase(); }
        public int weight() { return 3; }
    }
    static int counter;
    static void bump(int by) { counter += by; }
    static double half(double d) { return d / 2; }
    static boolean fail(String why) { throw new IllegalStateException(why); }

    public static void main(String[] args) throws Exception {
        Method greet = Base.class.getMethod("greet", String.class);
        System.out.println(greet.invoke(new Base(), "ann"));
        System.out.println(greet.invoke(new Loud(), "bob"));
        Method weight = Greeter.class.getMethod("weight");
        System.out.println(weight.invoke(new Base()) + " " + weight.invoke(new Loud()));
        Method secret = Base.class.getDeclaredMethod("secret");
        secret.setAccessible(true);
        System.out.println(secret.invoke(new Loud()));
        System.out.println(Base.class.getMethod("twice", long.class, int.class).invoke(new Base(), 1L << 33, 5));
        Method bump = Invoke.class.getDeclaredMethod("bump", int.class);
        for (int i = 0; i < 20; i++) bump.invoke(null, i);
        System.out.println(counter + " " + bump.invoke(null, 1));
        System.out.println(Invoke.class.getDeclaredMethod("half", double.class).invoke(null, 3.0));
        try {
            Invoke.class.getDeclaredMethod("fail", String.class).invoke(null, "no");
        } catch (InvocationTargetException e) {
            System.out.println("target " + e.getTargetException());
        }
        try {
            greet.invoke("not a Base", "x");
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException " + e.getMessage());
        }
        try {
            greet.invoke(null, "x");
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
        List<String> names = new ArrayList<>();
        for (Method m : Base.class.getDeclaredMethods()) names.add(m.getName() + " " + Modifier.toString(m.getModifiers()) + " " + m.getReturnType().getName());
        names.sort(null);
        System.out.println(names);
        List<String> pub = new ArrayList<>();
        for (Method m : Loud.class.getMethods()) if (m.getDeclaringClass() != Object.class) pub.add(m.getDeclaringClass().getSimpleName() + "." + m.getName());
        pub.sort(null);
        System.out.println(pub);
        System.out.println(Arrays.toString(Invoke.class.getDeclaredMethod("main", String[].class).getParameterTypes()));
    }
}
