// InitCycle: the initializers of A and B need each other, and each yields
// first (a scheduling point inside it). With args "threads", a second
// thread initializes A while main initializes B: on HotSpot this
// deadlocks now and then (each thread waits for the class the other is
// initializing, JLS 12.4.2), and so it does in the VM under some
// schedules. With "reflect", main initializes A through Class.forName
// (a nested initialization, atomic in the VM) while another thread is
// live: the VM cannot explore that cycle and reports it (VM.InitCycles).
// Without arguments the cycle is harmless and not reported.
// Not in conformance/: java -cp . InitCycle threads can hang.
public class InitCycle {
    static class A {
        static final int X;

        static {
            Thread.yield();
            X = B.Y + 1;
        }
    }

    static class B {
        static final int Y;

        static {
            Thread.yield();
            Y = A.X + 1;
        }
    }

    public static void main(String[] args) throws Exception {
        String mode = args.length > 0 ? args[0] : "";
        if (mode.equals("threads")) {
            Thread t = new Thread(() -> System.out.println("A " + A.X), "initA");
            t.start();
            System.out.println("B " + B.Y);
            t.join();
        } else if (mode.equals("reflect")) {
            Thread t = new Thread(() -> System.out.println("other thread"), "other");
            t.start();
            Class.forName("InitCycle$A");
            System.out.println("A " + A.X + " B " + B.Y);
            t.join();
        } else {
            System.out.println("B " + B.Y + " A " + A.X);
        }
    }
}
