import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

// Method handles on interface methods, findSpecial, invokeWithArguments of
// a List, handles in a cache used by two threads.
public class MethodHandles2 {
    interface Shape {
        double area();

        default String describe() { return getClass().getSimpleName() + " " + area(); }
    }

    static class Square implements Shape {
        final double s;
        Square(double s) { this.s = s; }
        public double area() { return s * s; }
    }

    static class Circle implements Shape {
        public double area() { return 3.0; }
        public String describe() { return "round " + Shape.super.describe(); }
    }

    static class Parent {
        String who() { return "parent"; }
    }

    static class Child extends Parent {
        String who() { return "child"; }

        String both() throws Throwable {
            MethodHandle sup = MethodHandles.lookup().findSpecial(Parent.class, "who", MethodType.methodType(String.class), Child.class);
            return who() + "/" + (String) sup.invokeExact(this);
        }
    }

    static final List<String> log = new ArrayList<>();

    static synchronized void record(String s) { log.add(s); }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle area = l.findVirtual(Shape.class, "area", MethodType.methodType(double.class));
        MethodHandle describe = l.findVirtual(Shape.class, "describe", MethodType.methodType(String.class));
        for (Shape s : new Shape[] {new Square(2), new Circle()}) {
            System.out.println((double) area.invokeExact(s) + " " + (String) describe.invokeExact(s));
        }
        System.out.println(area + " " + describe);
        System.out.println(new Child().both());

        MethodHandle max = l.findStatic(Math.class, "max", MethodType.methodType(int.class, int.class, int.class));
        System.out.println(max.invokeWithArguments(Arrays.asList(3, 9)));
        MethodHandle asList = l.findStatic(Arrays.class, "asList", MethodType.methodType(List.class, Object[].class));
        System.out.println(asList.invoke(new Object[] {"a", "b"}));

        MethodHandle rec = l.findStatic(MethodHandles2.class, "record", MethodType.methodType(void.class, String.class));
        Thread[] ts = new Thread[2];
        for (int i = 0; i < ts.length; i++) {
            String name = "t" + i;
            ts[i] = new Thread(() -> {
                try {
                    for (int k = 0; k < 3; k++) {
                        rec.invokeExact(name);
                    }
                } catch (Throwable e) {
                    throw new RuntimeException(e);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println(log.size());
    }
}
