// Threads made by a JDK ThreadFactory run their Runnables: the two
// threads of line 12 pair on hits (line 12's lambdas); main's read after
// joining them (line 17) pairs with nothing.
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;

class FactoryThreads {
    static int hits;

    public static void main(String[] args) throws Exception {
        ThreadFactory f = Executors.defaultThreadFactory();
        Thread a = f.newThread(() -> hits++), b = f.newThread(() -> hits++);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(hits);
    }
}
