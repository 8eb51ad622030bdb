// GroupUncaught: a thread without a handler of its own hands its uncaught
// exception to its ThreadGroup's uncaughtException (Thread's
// dispatchUncaughtException), so a ThreadGroup subclass that overrides it
// handles the exceptions of its threads and of its subgroups' threads (a
// plain ThreadGroup passes them to its parent); a thread's own handler
// comes first. Before, the VM called the JDK's method only when a thread
// or the default handler was set, and printed the exception as the
// default handler does instead. A subclass's own field named parent is
// not the group's parent (the VM followed it and failed).
public class GroupUncaught {
    static final StringBuffer log = new StringBuffer();

    static final class Supervised extends ThreadGroup {
        Supervised(String name) {
            super(name);
        }

        @Override
        public void uncaughtException(Thread t, Throwable e) {
            log.append(getName() + " caught " + e.getMessage() + " of " + t.getName()
                    + " in " + Thread.currentThread().getName() + "\n");
        }
    }

    static final class Shadow extends ThreadGroup {
        final Object parent = new Object();

        Shadow(String name) {
            super(name);
        }
    }

    static Thread failing(ThreadGroup g, String name) {
        return new Thread(g, () -> {
            throw new IllegalStateException(name + " failed");
        }, name);
    }

    public static void main(String[] args) throws InterruptedException {
        Supervised top = new Supervised("top");
        ThreadGroup child = new ThreadGroup(top, "child");
        Thread a = failing(top, "a");
        Thread b = failing(child, "b");
        Thread c = failing(top, "c");
        c.setUncaughtExceptionHandler((t, e) -> log.append("own handler of " + t.getName() + ": " + e.getMessage() + "\n"));
        for (Thread t : new Thread[] {a, b, c}) {
            t.start();
            t.join();
        }
        Thread d = failing(new Shadow("shadow"), "d");
        d.setUncaughtExceptionHandler(null);
        System.setErr(new java.io.PrintStream(new java.io.ByteArrayOutputStream()));
        d.start();
        d.join();
        System.out.print(log);
        System.out.println("states " + a.getState() + " " + b.getState() + " " + c.getState());
    }
}
