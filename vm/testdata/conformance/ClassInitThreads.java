// ClassInitThreads: class initialization between threads (JLS 12.4.2). A
// thread that needs a class another thread is initializing waits until
// the initialization completes (it sees the final values, never a half-
// initialized class) or fails (it gets NoClassDefFoundError); a recursive
// request by the initializing thread proceeds and sees default values; a
// superclass is initialized before its subclass, by the thread that
// initializes the subclass, and a thread that needs it meanwhile waits;
// so does Class.forName.
// Each initializer yields many times after it has begun, so that under
// java and under the VM's FIFO scheduler the other thread asks for the
// class while it is being initialized.
public class ClassInitThreads {
    static volatile boolean slowStarted, badStarted, baseStarted;
    static volatile String order = "";

    static void spin() {
        for (int i = 0; i < 2000; i++) {
            Thread.yield();
        }
    }

    static class Slow {
        static int value;

        static {
            slowStarted = true;
            for (int i = 0; i < 1000; i++) {
                Thread.yield();
                value++;
            }
            value = 42;
        }
    }

    static boolean fail() {
        return true;
    }

    static class Bad {
        static int value = 1;

        static {
            badStarted = true;
            spin();
            if (fail()) {
                throw new IllegalStateException("bad config");
            }
        }
    }

    static class Base {
        static int base;

        static {
            baseStarted = true;
            spin();
            order += "Base ";
            base = 10;
        }
    }

    static class Sub extends Base {
        static int sub;

        static {
            order += "Sub ";
            sub = base + 1;
        }
    }

    static volatile boolean reflStarted;

    static class Refl {
        static int value;

        static {
            reflStarted = true;
            spin();
            value = 7;
        }
    }

    // A and B need each other: on one thread, B sees A's default value.
    static class A {
        static int x;

        static {
            x = B.y + 1;
        }
    }

    static class B {
        static int y;

        static {
            y = A.x + 100;
        }
    }

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> System.out.println("t read Slow.value " + Slow.value), "t");
        t.start();
        while (!slowStarted) {
            Thread.yield();
        }
        int v = Slow.value; // waits for t's initialization
        t.join();
        System.out.println("main read Slow.value " + v);

        String[] got = new String[2];
        Thread u = new Thread(() -> {
            try {
                got[0] = "u: " + Bad.value;
            } catch (ExceptionInInitializerError e) {
                got[0] = "u: ExceptionInInitializerError, cause " + e.getCause();
            }
        }, "u");
        u.start();
        while (!badStarted) {
            Thread.yield();
        }
        try {
            got[1] = "main: " + Bad.value; // waits for u's initialization, which fails
        } catch (NoClassDefFoundError e) {
            got[1] = "main: NoClassDefFoundError " + e.getMessage();
        }
        u.join();
        System.out.println(got[0]);
        System.out.println(got[1]);

        int[] subs = new int[1];
        Thread w = new Thread(() -> subs[0] = Sub.sub, "w");
        w.start();
        while (!baseStarted) {
            Thread.yield();
        }
        int b = Base.base; // waits for w's initialization of Base
        w.join();
        System.out.println("main read Base.base " + b + ", w read Sub.sub " + subs[0] + ", order " + order);

        Thread r = new Thread(() -> System.out.println("r read Refl.value " + Refl.value), "r");
        r.start();
        while (!reflStarted) {
            Thread.yield();
        }
        Class<?> c = Class.forName("ClassInitThreads$Refl"); // waits for r's initialization
        r.join();
        System.out.println("main loaded " + c.getSimpleName() + ", Refl.value " + Refl.value);

        System.out.println("A.x " + A.x + " B.y " + B.y);
    }
}
