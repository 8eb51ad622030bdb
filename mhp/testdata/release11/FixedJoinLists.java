// Threads joined by a loop over a list of the threads themselves
// (static.fixedList): List.of(x, y) (a), Arrays.asList's varargs (b) and
// Set.of (c) hold every thread named, so leaving the loop they have
// ended. An Arrays.asList whose array is changed after the loop began
// (d) joins nothing.
import java.util.Arrays;
import java.util.List;
import java.util.Set;

class FixedJoinLists {
    static int a, b, c, d;

    static void a() throws InterruptedException {
        Thread x = new Thread(() -> a++);
        Thread y = new Thread(() -> a++);
        x.start();
        y.start();
        for (Thread t : List.of(x, y)) t.join();
        a = 0;
    }

    static void b() throws InterruptedException {
        Thread x = new Thread(() -> b++);
        Thread y = new Thread(() -> b++);
        Thread z = new Thread(() -> b++);
        x.start();
        y.start();
        z.start();
        for (Thread t : Arrays.asList(x, y, z)) t.join();
        b = 0;
    }

    static void c() throws InterruptedException {
        Thread x = new Thread(() -> c++);
        Thread y = new Thread(() -> c++);
        x.start();
        y.start();
        for (Thread t : Set.of(x, y)) t.join();
        c = 0;
    }

    static void d() throws InterruptedException {
        Thread x = new Thread(() -> d++);
        Thread y = new Thread(() -> d++);
        Thread[] ts = {x, x};
        List<Thread> l = Arrays.asList(ts);
        x.start();
        y.start();
        for (Thread t : l) {
            t.join();
            ts[1] = y;
        }
        d = 0;
    }

    public static void main(String[] args) throws InterruptedException {
        a();
        b();
        c();
        d();
        System.out.println(a + b + c + d);
    }
}
