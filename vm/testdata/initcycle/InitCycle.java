// InitCycle: the initializers of A and B need each other. With args
// "threads", a second thread initializes A while main initializes B: on
// HotSpot this deadlocks now and then (each thread waits for the class the
// other is initializing, JLS 12.4.2), which the VM, running class
// initialization atomically, never explores: it must say so
// (VM.InitCycles). Without threads the cycle is harmless and not reported.
// Not in conformance/: java -cp . InitCycle threads can hang.
public class InitCycle {
    static class A {
        static final int X;

        static {
            X = B.Y + 1;
        }
    }

    static class B {
        static final int Y;

        static {
            Y = A.X + 1;
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0) {
            Thread t = new Thread(() -> System.out.println("A " + A.X), "initA");
            t.start();
            System.out.println("B " + B.Y);
            t.join();
        } else {
            System.out.println("B " + B.Y + " A " + A.X);
        }
    }
}
