import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.WrongMethodTypeException;
import java.util.Arrays;
import java.util.List;

// Method-handle combinators: insertArguments, dropArguments,
// filterArguments, filterReturnValue, foldArguments, guardWithTest,
// catchException, throwException, constant, identity, asSpreader,
// asCollector, asVarargsCollector, and the exceptions of their checks and
// of asType.
public class MethodHandles3 {
    static String concat(String a, String b) { return a + b; }

    static int add(int a, int b) { return a + b; }

    static long mul(long a, int b) { return a * b; }

    static String join(String sep, String... parts) { return String.join(sep, parts); }

    static int sum(int[] xs) {
        int s = 0;
        for (int x : xs) s += x;
        return s;
    }

    static boolean isShort(String s) { return s.length() < 4; }

    static String shortOne(String s) { return "short:" + s; }

    static String longOne(String s) { return "long:" + s; }

    static int parse(String s) { return Integer.parseInt(s); }

    static int recover(NumberFormatException e, String s) { return -s.length(); }

    static String describe(int n) { return "n=" + n; }

    static int counter;

    static void bump() { counter++; }

    static String log(String s) { return "[" + s + "]"; }

    static String twice(String logged, String s) { return logged + s + s; }

    static void sink(String s) { System.out.println("sink " + s); }

    static String three(String a, String b, String c) { return a + "-" + b + "-" + c; }

    static final Object lock = new Object();
    static int shared;

    static void incr(int by) {
        synchronized (lock) {
            shared += by;
        }
    }

    static void show(String what, Object x) { System.out.println(what + ": " + x); }

    static void fails(String what, Throwable e) { System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage()); }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        Class<?> me = MethodHandles3.class;
        MethodHandle concat = l.findStatic(me, "concat", MethodType.methodType(String.class, String.class, String.class));
        MethodHandle add = l.findStatic(me, "add", MethodType.methodType(int.class, int.class, int.class));
        MethodHandle mul = l.findStatic(me, "mul", MethodType.methodType(long.class, long.class, int.class));

        // insertArguments
        MethodHandle hello = MethodHandles.insertArguments(concat, 0, "hello ");
        show("insert", hello.type() + " " + (String) hello.invokeExact("world"));
        MethodHandle both = MethodHandles.insertArguments(concat, 0, "a", "b");
        show("insert both", both.type() + " " + (String) both.invokeExact());
        MethodHandle plus5 = MethodHandles.insertArguments(add, 1, 5);
        show("insert int", plus5.type() + " " + (int) plus5.invokeExact(10));
        show("insert none", MethodHandles.insertArguments(add, 0) == add);
        MethodHandle times = MethodHandles.insertArguments(mul, 0, 7L);
        show("insert long", (long) times.invokeExact(6));
        try {
            MethodHandles.insertArguments(concat, 0, "a", "b", "c");
        } catch (IllegalArgumentException e) {
            fails("insert too many", e);
        }
        try {
            MethodHandles.insertArguments(concat, 3, "a");
        } catch (IllegalArgumentException e) {
            fails("insert position", e);
        }
        try {
            MethodHandles.insertArguments(concat, 0, 42);
        } catch (ClassCastException e) {
            fails("insert type", e);
        }

        // dropArguments
        MethodHandle dropped = MethodHandles.dropArguments(concat, 1, int.class, Object.class);
        show("drop", dropped.type() + " " + (String) dropped.invokeExact("x", 1, (Object) "ignored", "y"));
        List<Class<?>> types = Arrays.<Class<?>>asList(long.class);
        MethodHandle droppedList = MethodHandles.dropArguments(add, 0, types);
        show("drop list", droppedList.type() + " " + (int) droppedList.invokeExact(99L, 1, 2));
        try {
            MethodHandles.dropArguments(concat, 3, int.class);
        } catch (IllegalArgumentException e) {
            fails("drop position", e);
        }

        // filterArguments, filterReturnValue
        MethodHandle parse = l.findStatic(me, "parse", MethodType.methodType(int.class, String.class));
        MethodHandle addStrings = MethodHandles.filterArguments(add, 0, parse, parse);
        show("filter", addStrings.type() + " " + (int) addStrings.invokeExact("20", "22"));
        MethodHandle addSecond = MethodHandles.filterArguments(add, 1, parse);
        show("filter one", (int) addSecond.invokeExact(1, "2"));
        MethodHandle addNull = MethodHandles.filterArguments(add, 0, null, parse);
        show("filter null", (int) addNull.invokeExact(3, "4"));
        try {
            MethodHandles.filterArguments(concat, 0, parse);
        } catch (IllegalArgumentException e) {
            fails("filter mismatch", e);
        }
        MethodHandle describe = l.findStatic(me, "describe", MethodType.methodType(String.class, int.class));
        MethodHandle described = MethodHandles.filterReturnValue(add, describe);
        show("filter return", described.type() + " " + (String) described.invokeExact(2, 3));
        try {
            MethodHandles.filterReturnValue(concat, describe);
        } catch (IllegalArgumentException e) {
            fails("filter return mismatch", e);
        }
        MethodHandle bump = l.findStatic(me, "bump", MethodType.methodType(void.class));
        MethodHandle bumpThenConst = MethodHandles.filterReturnValue(bump, MethodHandles.constant(String.class, "done"));
        show("filter void", (String) bumpThenConst.invokeExact() + " " + counter);

        // foldArguments
        MethodHandle logH = l.findStatic(me, "log", MethodType.methodType(String.class, String.class));
        MethodHandle twice = l.findStatic(me, "twice", MethodType.methodType(String.class, String.class, String.class));
        MethodHandle folded = MethodHandles.foldArguments(twice, logH);
        show("fold", folded.type() + " " + (String) folded.invokeExact("ab"));
        MethodHandle bumpFirst = MethodHandles.foldArguments(logH, bump);
        show("fold void", (String) bumpFirst.invokeExact("q") + " " + counter);
        try {
            MethodHandles.foldArguments(add, logH);
        } catch (IllegalArgumentException e) {
            fails("fold mismatch", e);
        }

        // guardWithTest
        MethodHandle test = l.findStatic(me, "isShort", MethodType.methodType(boolean.class, String.class));
        MethodHandle shortOne = l.findStatic(me, "shortOne", MethodType.methodType(String.class, String.class));
        MethodHandle longOne = l.findStatic(me, "longOne", MethodType.methodType(String.class, String.class));
        MethodHandle guard = MethodHandles.guardWithTest(test, shortOne, longOne);
        show("guard", guard.type() + " " + (String) guard.invokeExact("abc") + " " + (String) guard.invokeExact("abcdef"));
        MethodHandle three = l.findStatic(me, "three", MethodType.methodType(String.class, String.class, String.class, String.class));
        MethodHandle guard3 = MethodHandles.guardWithTest(test,
                MethodHandles.dropArguments(three, 3, int.class), MethodHandles.dropArguments(concat, 2, String.class, int.class));
        show("guard prefix", (String) guard3.invokeExact("x", "y", "z", 1) + " " + (String) guard3.invokeExact("long", "y", "z", 1));
        try {
            MethodHandles.guardWithTest(test, shortOne, concat);
        } catch (IllegalArgumentException e) {
            fails("guard mismatch", e);
        }
        try {
            MethodHandles.guardWithTest(parse, shortOne, longOne);
        } catch (IllegalArgumentException e) {
            fails("guard predicate", e);
        }

        // catchException, throwException
        MethodHandle recover = l.findStatic(me, "recover", MethodType.methodType(int.class, NumberFormatException.class, String.class));
        MethodHandle safeParse = MethodHandles.catchException(parse, NumberFormatException.class, recover);
        show("catch", (int) safeParse.invokeExact("12") + " " + (int) safeParse.invokeExact("oops"));
        MethodHandle thrower = MethodHandles.throwException(int.class, IllegalStateException.class);
        show("throw type", thrower.type());
        try {
            int x = (int) thrower.invokeExact(new IllegalStateException("thrown by a handle"));
            show("not thrown", x);
        } catch (IllegalStateException e) {
            fails("throw", e);
        }
        MethodHandle caughtOnlyNFE = MethodHandles.catchException(MethodHandles.dropArguments(thrower, 1, String.class)
                .bindTo(new IllegalStateException("passes through")), NumberFormatException.class, recover);
        try {
            show("not caught", (int) caughtOnlyNFE.invokeExact("s"));
        } catch (IllegalStateException e) {
            fails("catch other", e);
        }
        try {
            MethodHandles.catchException(parse, NumberFormatException.class, shortOne);
        } catch (IllegalArgumentException e) {
            fails("catch mismatch", e);
        }

        // constant, identity, zero
        MethodHandle c42 = MethodHandles.constant(int.class, 42);
        show("constant", c42.type() + " " + (int) c42.invokeExact());
        MethodHandle c0 = MethodHandles.constant(long.class, 0L);
        show("constant zero", c0.type() + " " + (long) c0.invokeExact());
        MethodHandle cs = MethodHandles.constant(String.class, "const");
        show("constant string", (String) cs.invokeExact());
        MethodHandle cnull = MethodHandles.constant(Object.class, null);
        show("constant null", (Object) cnull.invokeExact());
        MethodHandle id = MethodHandles.identity(String.class);
        show("identity", id.type() + " " + (String) id.invokeExact("same"));
        MethodHandle idInt = MethodHandles.identity(int.class);
        show("identity int", (int) idInt.invokeExact(7) + " " + idInt.invoke((Object) 8));
        try {
            MethodHandles.constant(void.class, null);
        } catch (IllegalArgumentException e) {
            fails("constant void", e);
        }

        // asSpreader, asCollector, asVarargsCollector
        MethodHandle spread = three.asSpreader(String[].class, 2);
        show("spread", spread.type() + " " + (String) spread.invokeExact("a", new String[] {"b", "c"}));
        MethodHandle spreadObj = add.asSpreader(Object[].class, 2);
        show("spread unbox", spreadObj.type() + " " + (int) spreadObj.invokeExact(new Object[] {3, 4}));
        try {
            int x = (int) spreadObj.invokeExact(new Object[] {3});
            show("not spread", x);
        } catch (IllegalArgumentException e) {
            fails("spread length", e);
        }
        try {
            add.asSpreader(String[].class, 2);
        } catch (WrongMethodTypeException e) {
            fails("spread type", e);
        }
        MethodHandle sum = l.findStatic(me, "sum", MethodType.methodType(int.class, int[].class));
        MethodHandle collect = sum.asCollector(int[].class, 3);
        show("collect", collect.type() + " " + (int) collect.invokeExact(1, 2, 3));
        try {
            concat.asCollector(String[].class, 2);
        } catch (IllegalArgumentException e) {
            fails("collect type", e);
        }
        MethodHandle join = l.findStatic(me, "join", MethodType.methodType(String.class, String.class, String[].class));
        show("varargs method", join.isVarargsCollector() + " " + join.type());
        show("varargs invoke", (String) join.invoke(",", "x", "y", "z"));
        show("varargs none", "<" + (String) join.invoke(",") + ">");
        show("varargs array", (String) join.invoke("+", new String[] {"p", "q"}));
        show("varargs exact", (String) join.invokeExact("/", new String[] {"r", "s"}));
        show("varargs with arguments", join.invokeWithArguments(":", "u", "v"));
        MethodHandle fixed = join.asFixedArity();
        show("fixed", fixed.isVarargsCollector() + " " + (join.asFixedArity() == join));
        try {
            fixed.invoke(",", "x", "y");
        } catch (WrongMethodTypeException e) {
            fails("fixed arity", e);
        }
        MethodHandle sumVar = sum.asVarargsCollector(int[].class);
        show("asVarargsCollector", sumVar.isVarargsCollector() + " " + sumVar.type() + " " + sumVar.invoke(4, 5, 6));
        MethodHandle adapted = sumVar.asType(MethodType.methodType(int.class, int.class, int.class));
        show("varargs asType", adapted.type() + " " + (int) adapted.invokeExact(10, 20));
        try {
            concat.asVarargsCollector(String[].class);
        } catch (IllegalArgumentException e) {
            fails("varargs type", e);
        }

        // asType refuses at asType
        try {
            add.asType(MethodType.methodType(int.class, String.class, int.class));
            show("asType", "not refused");
        } catch (WrongMethodTypeException e) {
            fails("asType refused", e);
        }
        try {
            concat.asType(MethodType.methodType(int.class, String.class, String.class));
        } catch (WrongMethodTypeException e) {
            fails("asType result refused", e);
        }
        try {
            add.asType(MethodType.methodType(int.class, int.class));
        } catch (WrongMethodTypeException e) {
            fails("asType arity", e);
        }
        MethodHandle boxedAdd = add.asType(MethodType.methodType(Object.class, Integer.class, Object.class));
        show("asType boxes", boxedAdd.type() + " " + boxedAdd.invoke(1, 2));
        MethodHandle widened = add.asType(MethodType.methodType(long.class, byte.class, short.class));
        show("asType widens", (long) widened.invokeExact((byte) 1, (short) 2));
        MethodHandle sinkH = l.findStatic(me, "sink", MethodType.methodType(void.class, String.class));
        MethodHandle sinkObj = sinkH.asType(MethodType.methodType(Object.class, Object.class));
        show("void to Object", sinkObj.invoke("s"));

        // toString of combined handles
        show("toString", folded + " " + guard + " " + collect + " " + spread);

        // A combined handle called by two threads.
        MethodHandle incr = l.findStatic(me, "incr", MethodType.methodType(void.class, int.class));
        final MethodHandle incrParsed = MethodHandles.filterArguments(incr, 0, parse);
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final String by = String.valueOf(i + 1);
            ts[i] = new Thread(() -> {
                try {
                    for (int k = 0; k < 3; k++) {
                        incrParsed.invokeExact(by);
                    }
                } catch (Throwable e) {
                    throw new RuntimeException(e);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        show("threads", shared);
    }
}
