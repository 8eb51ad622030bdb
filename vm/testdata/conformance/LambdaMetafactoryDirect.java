import java.io.Serializable;
import java.lang.invoke.CallSite;
import java.lang.invoke.LambdaMetafactory;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

// LambdaMetafactory.metafactory and altMetafactory called by the program:
// a Function on an instance method, a Supplier capturing a value for a
// static method, a constructor reference, a primitive result boxed and an
// IntSupplier unboxing, a serializable lambda with a marker interface.
public class LambdaMetafactoryDirect {
    interface Marker {}

    static String greet(String who) { return "hello " + who; }

    static Integer twice(Integer x) { return x * 2; }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();

        MethodHandle length = l.findVirtual(String.class, "length", MethodType.methodType(int.class));
        CallSite cs = LambdaMetafactory.metafactory(l, "apply", MethodType.methodType(Function.class),
                MethodType.methodType(Object.class, Object.class), length, MethodType.methodType(Integer.class, String.class));
        @SuppressWarnings("unchecked")
        Function<String, Integer> f = (Function<String, Integer>) cs.getTarget().invokeExact();
        System.out.println("length " + f.apply("abcd") + " " + cs.type() + " " + (f instanceof Function));

        MethodHandle greet = l.findStatic(LambdaMetafactoryDirect.class, "greet", MethodType.methodType(String.class, String.class));
        CallSite cs2 = LambdaMetafactory.metafactory(l, "get", MethodType.methodType(Supplier.class, String.class),
                MethodType.methodType(Object.class), greet, MethodType.methodType(String.class));
        Supplier<?> s = (Supplier<?>) cs2.getTarget().invoke("world");
        Supplier<?> s2 = (Supplier<?>) cs2.getTarget().invoke("again");
        System.out.println("capture " + s.get() + ", " + s2.get());

        MethodHandle ctor = l.findConstructor(ArrayList.class, MethodType.methodType(void.class));
        CallSite cs3 = LambdaMetafactory.metafactory(l, "get", MethodType.methodType(Supplier.class),
                MethodType.methodType(Object.class), ctor, MethodType.methodType(ArrayList.class));
        @SuppressWarnings("unchecked")
        Supplier<List<String>> mk = (Supplier<List<String>>) cs3.getTarget().invoke();
        List<String> list = mk.get();
        list.add("x");
        System.out.println("constructor " + list + " " + (mk.get() != list));

        CallSite cs4 = LambdaMetafactory.metafactory(l, "getAsInt", MethodType.methodType(IntSupplier.class, String.class),
                MethodType.methodType(int.class), length, MethodType.methodType(int.class));
        IntSupplier is = (IntSupplier) cs4.getTarget().invoke("seven!!");
        System.out.println("int " + is.getAsInt());

        MethodHandle twice = l.findStatic(LambdaMetafactoryDirect.class, "twice", MethodType.methodType(Integer.class, Integer.class));
        CallSite cs5 = LambdaMetafactory.altMetafactory(l, "apply", MethodType.methodType(BiFunction.class),
                MethodType.methodType(Object.class, Object.class, Object.class),
                l.findStatic(Integer.class, "sum", MethodType.methodType(int.class, int.class, int.class)),
                MethodType.methodType(Integer.class, Integer.class, Integer.class),
                LambdaMetafactory.FLAG_SERIALIZABLE | LambdaMetafactory.FLAG_MARKERS, 1, Marker.class);
        @SuppressWarnings("unchecked")
        BiFunction<Integer, Integer, Integer> add = (BiFunction<Integer, Integer, Integer>) cs5.getTarget().invoke();
        System.out.println("alt " + add.apply(3, 4) + " " + (add instanceof Serializable) + " " + (add instanceof Marker));
        System.out.println("twice " + twice.invoke(21));

        try {
            LambdaMetafactory.metafactory(l, "get", MethodType.methodType(Supplier.class),
                    MethodType.methodType(Object.class), null, MethodType.methodType(String.class));
        } catch (NullPointerException e) {
            System.out.println("null implementation");
        }
    }
}
