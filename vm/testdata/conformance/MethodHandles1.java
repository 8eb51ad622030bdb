import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.WrongMethodTypeException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;

// Method handles from a Lookup: find*, unreflect*, invokeExact, invoke,
// invokeWithArguments, type, bindTo, toString.
public class MethodHandles1 {
    static class Base {
        int x;
        static long counter = 7;
        Base() { this.x = 1; }
        Base(int x) { this.x = x; }
        String name(int k) { return "base" + k + "/" + x; }
        static int twice(int a) { return 2 * a; }
        void fail() { throw new IllegalStateException("from target"); }
        public String toString() { return "Base(" + x + ")"; }
    }

    static class Derived extends Base {
        Derived() { super(5); }
        String name(int k) { return "derived" + k + "/" + x; }
    }

    static class Init {
        static { System.out.println("Init initialized"); }
        static String hello(String who) { return "hello " + who; }
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();

        MethodHandle name = l.findVirtual(Base.class, "name", MethodType.methodType(String.class, int.class));
        System.out.println(name);
        System.out.println(name.type());
        System.out.println((String) name.invokeExact(new Base(3), 4));
        System.out.println((String) name.invokeExact((Base) new Derived(), 4));
        Object o = name.invoke(new Derived(), 9);
        System.out.println(o);
        System.out.println(name.invokeWithArguments(new Base(2), 6));

        MethodHandle length = l.findVirtual(String.class, "length", MethodType.methodType(int.class));
        System.out.println((int) length.invokeExact("abc"));
        long wide = (long) length.invoke("abcd");
        System.out.println(wide);
        Object boxed = length.invoke((Object) "abcde");
        System.out.println(boxed + " " + boxed.getClass().getName());
        try {
            Object bad = length.invokeExact("abc");
            System.out.println("no exception " + bad);
        } catch (WrongMethodTypeException e) {
            System.out.println("WMTE " + e.getMessage());
        }
        try {
            int n = (int) length.invoke((Object) Integer.valueOf(3));
            System.out.println("no exception " + n);
        } catch (ClassCastException e) {
            System.out.println("CCE " + e.getMessage());
        }
        try {
            Object bad = length.invoke(5);
            System.out.println("no exception " + bad);
        } catch (WrongMethodTypeException e) {
            System.out.println("WMTE " + e.getMessage());
        }
        try {
            Object bad = length.invoke("a", "b");
            System.out.println("no exception " + bad);
        } catch (WrongMethodTypeException e) {
            System.out.println("WMTE " + e.getMessage());
        }
        try {
            int n = (int) length.invokeExact((String) null);
            System.out.println("no exception " + n);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }

        MethodHandle twice = l.findStatic(Base.class, "twice", MethodType.methodType(int.class, int.class));
        System.out.println(twice + " " + (int) twice.invokeExact(21));
        System.out.println(twice.invoke((short) 4));
        System.out.println(twice.invoke(Integer.valueOf(8)));
        System.out.println(twice.invokeWithArguments(10));

        MethodHandle hello = l.findStatic(Init.class, "hello", MethodType.methodType(String.class, String.class));
        System.out.println("found hello");
        System.out.println((String) hello.invokeExact("world"));
        System.out.println((String) hello.invokeExact("again"));

        MethodHandle ctor = l.findConstructor(Base.class, MethodType.methodType(void.class, int.class));
        System.out.println(ctor);
        Base b = (Base) ctor.invokeExact(42);
        System.out.println(b);
        System.out.println(ctor.invoke(43));
        MethodHandle ctor0 = l.findConstructor(Derived.class, MethodType.methodType(void.class));
        System.out.println(ctor0.invoke());

        MethodHandle fail = l.findVirtual(Base.class, "fail", MethodType.methodType(void.class));
        try {
            fail.invokeExact(new Base());
        } catch (IllegalStateException e) {
            System.out.println("target threw " + e.getMessage());
        }

        MethodHandle bound = name.bindTo(new Derived());
        System.out.println(bound);
        System.out.println((String) bound.invokeExact(1));
        MethodHandle hi = MethodHandles.lookup().findVirtual(String.class, "concat", MethodType.methodType(String.class, String.class)).bindTo("hi ");
        System.out.println(hi.invoke("there"));

        MethodHandle getX = l.findGetter(Base.class, "x", int.class);
        MethodHandle setX = l.findSetter(Base.class, "x", int.class);
        System.out.println(getX + " " + setX);
        Base g = new Base(11);
        setX.invokeExact(g, 12);
        System.out.println((int) getX.invokeExact(g));
        MethodHandle getC = l.findStaticGetter(Base.class, "counter", long.class);
        MethodHandle setC = l.findStaticSetter(Base.class, "counter", long.class);
        System.out.println(getC + " " + setC);
        setC.invoke(99);
        System.out.println((long) getC.invokeExact());

        Method m = Base.class.getDeclaredMethod("name", int.class);
        MethodHandle um = l.unreflect(m);
        System.out.println(um + " " + um.invoke(new Derived(), 2));
        Constructor<Base> c = Base.class.getDeclaredConstructor(int.class);
        MethodHandle uc = l.unreflectConstructor(c);
        System.out.println(uc + " " + uc.invoke(77));
        Field f = Base.class.getDeclaredField("x");
        MethodHandle ug = l.unreflectGetter(f);
        System.out.println(ug + " " + ug.invoke(new Base(8)));

        MethodHandle asLong = length.asType(MethodType.methodType(long.class, Object.class));
        System.out.println(asLong + " " + (long) asLong.invokeExact((Object) "seven!!"));
        System.out.println(asLong.bindTo("bound").invoke());
        MethodHandle asObj = twice.asType(MethodType.methodType(Object.class, Integer.class));
        System.out.println(asObj + " " + asObj.invoke(5) + " " + (asObj.asType(asObj.type()) == asObj));
        Object none = setX.invoke(g, 13);
        System.out.println("setter returned " + none + " then " + getX.invokeWithArguments(g));
        try {
            name.bindTo(new Base()).bindTo(3);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }

        MethodHandle pub = MethodHandles.publicLookup().findVirtual(String.class, "toUpperCase", MethodType.methodType(String.class));
        System.out.println((String) pub.invokeExact("shout"));

        try {
            l.findVirtual(Base.class, "missing", MethodType.methodType(void.class));
        } catch (NoSuchMethodException e) {
            System.out.println("NoSuchMethodException");
        }
        try {
            l.findStatic(Base.class, "name", MethodType.methodType(String.class, int.class));
        } catch (IllegalAccessException e) {
            System.out.println("IllegalAccessException");
        }
        try {
            l.findGetter(Base.class, "y", int.class);
        } catch (NoSuchFieldException e) {
            System.out.println("NoSuchFieldException");
        }
    }
}
