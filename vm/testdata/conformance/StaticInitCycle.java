// StaticInitCycle: circular static initialization between two classes — the class
// whose initialization is in progress is seen with default values by the other one;
// static field initializers run in textual order, so a forward reference through a
// method sees 0; enum-like singletons created during <clinit>.
public class StaticInitCycle {
    static class A {
        static int a1 = 1;
        static int fromB = B.b1 + 100;
        static int a2 = 2;
        static { System.out.println("A.<clinit> done: a1=" + a1 + " fromB=" + fromB + " a2=" + a2); }
    }
    static class B {
        static int b1 = A.a2 + 10;
        static int seenA1 = A.a1;
        static { System.out.println("B.<clinit> done: b1=" + b1 + " seenA1=" + seenA1); }
    }
    static class Forward {
        static int x = peekY();
        static int y = 5;
        static int peekY() { return y; }
    }
    static class Singleton {
        static final Singleton INSTANCE = new Singleton();
        static int counter = 10;
        final int snapshot;
        Singleton() { snapshot = counter; counter++; }
    }
    public static void main(String[] args) {
        System.out.println("reading A.fromB");
        int v = A.fromB;
        System.out.println("A.fromB=" + v + " B.b1=" + B.b1 + " B.seenA1=" + B.seenA1);
        System.out.println("Forward.x=" + Forward.x + " Forward.y=" + Forward.y);
        System.out.println("Singleton.snapshot=" + Singleton.INSTANCE.snapshot + " counter=" + Singleton.counter);
    }
}
