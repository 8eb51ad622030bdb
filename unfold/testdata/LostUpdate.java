// A lost update checked after the joins: main throws when an increment is
// lost. The failing schedule must replay on a fresh VM (weft replay), which
// needs the trace to say that unfold ran the VM with Config.Alone.
public class LostUpdate {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> { int c = count; count = c + 1; });
        Thread b = new Thread(() -> { int c = count; count = c + 1; });
        a.start();
        b.start();
        a.join();
        b.join();
        if (count != 2) {
            throw new IllegalStateException("lost update: " + count);
        }
    }
}
