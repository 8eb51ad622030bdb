// Objects only the boot's objects refer to: main's Thread object (made
// while the VM boots) names a String made later, and the system
// properties (a boot object) hold a later entry. A worker's reads make
// scheduling points before main prints both.
public class BootRef {
    static volatile int ticks;

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> {
            for (int i = 0; i < 30; i++) {
                ticks++;
            }
        });
        w.start();
        Thread.currentThread().setName("main-" + args.length);
        System.setProperty("weft.key", "value-" + args.length);
        for (int i = 0; i < 30; i++) {
            ticks++;
        }
        w.join();
        System.out.println(Thread.currentThread().getName() + " " + System.getProperty("weft.key") + " " + ticks);
    }
}
