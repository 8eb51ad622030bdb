import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.invoke.WrongMethodTypeException;
import java.util.Arrays;

// VarHandleTypes: a VarHandle's access methods are invoked with the
// call site's types, adapted as MethodHandle.asType does (an int
// variable read as Object is boxed, read as long widened; an int argument
// for a long variable widened; an Integer for an int unboxed; a
// reference cast), and a call site asType refuses is a
// WrongMethodTypeException; varType, coordinateTypes and accessModeType.
public class VarHandleTypes {
    volatile int v = -3;
    volatile long l;
    volatile Integer boxed = 7;
    volatile Object o;
    static int sv;
    static final VarHandle V, L, B, O, SV, ARR;

    static {
        try {
            MethodHandles.Lookup lk = MethodHandles.lookup();
            V = lk.findVarHandle(VarHandleTypes.class, "v", int.class);
            L = lk.findVarHandle(VarHandleTypes.class, "l", long.class);
            B = lk.findVarHandle(VarHandleTypes.class, "boxed", Integer.class);
            O = lk.findVarHandle(VarHandleTypes.class, "o", Object.class);
            SV = lk.findStaticVarHandle(VarHandleTypes.class, "sv", int.class);
            ARR = MethodHandles.arrayElementVarHandle(int[].class);
        } catch (ReflectiveOperationException e) {
            throw new Error(e);
        }
    }

    public static void main(String[] args) {
        VarHandleTypes p = new VarHandleTypes();
        System.out.println("as Object: " + V.get(p));
        Object old = V.getAndAdd(p, 1);
        System.out.println("getAndAdd as Object: " + old + " " + old.getClass().getName() + " now " + p.v);
        System.out.println("small boxes cached: " + (V.get(p) == V.get(p)));
        long w = (long) V.get(p);
        double d = (double) V.getVolatile(p);
        System.out.println("widened: " + w + " " + d);
        L.set(p, 5);
        System.out.println("long set from int: " + p.l);
        System.out.println("long CAS from ints: " + L.compareAndSet(p, 5, 6) + " " + p.l);
        System.out.println("long getAndAdd int: " + (long) L.getAndAdd(p, 1) + " " + p.l);
        System.out.println("long as Object: " + L.get(p));
        V.set(p, (Object) Integer.valueOf(42));
        System.out.println("unboxed set: " + p.v);
        Short sh = 9;
        V.set(p, sh);
        System.out.println("Short widened: " + p.v);
        System.out.println("Integer CAS with ints: " + B.compareAndSet(p, p.boxed, 8) + " " + p.boxed);
        int i = (int) B.get(p);
        System.out.println("unboxed get: " + i);
        O.set(p, "text");
        String s = (String) O.getAndSet(p, 1.5);
        System.out.println("Object: " + s + " then " + p.o);
        Object r = V.compareAndSet(p, 9, 10);
        System.out.println("boolean as Object: " + r + " " + p.v);
        SV.set((short) 3);
        System.out.println("static: " + (long) SV.getAndAdd(2) + " " + sv);
        int[] arr = new int[3];
        ARR.set(arr, 1, (byte) 5);
        System.out.println("array: " + ARR.getAndAdd(arr, 1, 2) + " " + Arrays.toString(arr));
        try {
            V.set(p, "s");
        } catch (WrongMethodTypeException e) {
            System.out.println("String for int: WrongMethodTypeException");
        }
        try {
            V.set(p, 1L);
        } catch (WrongMethodTypeException e) {
            System.out.println("long for int: WrongMethodTypeException");
        }
        try {
            B.set(p, 1L);
        } catch (WrongMethodTypeException e) {
            System.out.println("long for Integer: WrongMethodTypeException");
        }
        try {
            V.set(p, (Object) "s");
        } catch (ClassCastException e) {
            System.out.println("Object String for int: ClassCastException");
        }
        try {
            V.set(p, (Integer) null);
        } catch (NullPointerException e) {
            System.out.println("null for int: NullPointerException");
        }
        try {
            B.set(p, (Object) "s");
        } catch (ClassCastException e) {
            System.out.println("String for Integer: ClassCastException");
        }
        try {
            String t = (String) O.get(p);
            System.out.println("no cast? " + t);
        } catch (ClassCastException e) {
            System.out.println("Double as String: ClassCastException");
        }
        System.out.println("varType " + V.varType() + " " + L.varType() + " " + O.varType() + " " + ARR.varType());
        System.out.println("coordinates " + V.coordinateTypes() + " " + SV.coordinateTypes() + " " + ARR.coordinateTypes());
        System.out.println("accessModeType " + V.accessModeType(VarHandle.AccessMode.GET_AND_ADD) + " "
            + ARR.accessModeType(VarHandle.AccessMode.COMPARE_AND_SET) + " " + SV.accessModeType(VarHandle.AccessMode.SET));
        System.out.println("toString " + V);
    }
}
