// ThreadLocalDemo: ThreadLocal values are per thread (initial value via withInitial,
// set/get/remove); each thread records what it saw into its own slot; an
// InheritableThreadLocal passes the parent's value to a child thread.
public class ThreadLocalDemo {
    static final ThreadLocal<StringBuilder> buf = ThreadLocal.withInitial(StringBuilder::new);
    static final ThreadLocal<Integer> id = new ThreadLocal<>();
    static final InheritableThreadLocal<String> ctx = new InheritableThreadLocal<>();
    public static void main(String[] args) throws InterruptedException {
        id.set(-1);
        buf.get().append("main");
        final String[] seen = new String[4];
        Thread[] ts = new Thread[4];
        for (int i = 0; i < 4; i++) {
            final int me = i;
            ts[i] = new Thread(() -> {
                Integer before = id.get();
                id.set(me * 10);
                for (int k = 0; k <= me; k++) buf.get().append(k);
                seen[me] = "before=" + before + " id=" + id.get() + " buf=" + buf.get();
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        for (String s : seen) System.out.println(s);
        System.out.println("main still sees id=" + id.get() + " buf=" + buf.get());
        id.remove();
        System.out.println("after remove id=" + id.get());
        ctx.set("request-42");
        final String[] childSaw = new String[2];
        Thread child = new Thread(() -> { childSaw[0] = ctx.get(); ctx.set("child-changed"); childSaw[1] = ctx.get(); });
        child.start();
        child.join();
        System.out.println("child inherited " + childSaw[0] + ", changed to " + childSaw[1] + ", parent still " + ctx.get());
    }
}
