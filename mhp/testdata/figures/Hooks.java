// Shutdown hooks (Runtime.addShutdownHook): threads the VM starts at
// System.exit, while the other threads still run, or once every
// non-daemon thread has ended (a normal end), while daemon threads still
// run. Each hook iterates a list that a thread fills.
import java.util.ArrayList;
import java.util.List;

class Hooks {
    static List<String> log = new ArrayList<>();

    static void hook() {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println(log.size())));
    }

    static Thread filler() {
        return new Thread(() -> log.add("x"));
    }
}

// System.exit while the worker may still add: the hook's read races with
// the add.
class HookExit {
    public static void main(String[] args) {
        Hooks.hook();
        Hooks.filler().start();
        System.exit(0);
    }
}

// The worker joined before System.exit: no pair.
class HookExitJoined {
    public static void main(String[] args) throws InterruptedException {
        Hooks.hook();
        Thread w = Hooks.filler();
        w.start();
        w.join();
        System.exit(0);
    }
}

// A normal end: the hook starts once the non-daemon worker, not joined,
// has ended: no pair.
class HookEnd {
    public static void main(String[] args) {
        Hooks.hook();
        Hooks.filler().start();
    }
}

// A normal end with a daemon filler, which still runs while the hook
// does: a pair.
class HookDaemon {
    public static void main(String[] args) {
        Hooks.hook();
        Thread d = Hooks.filler();
        d.setDaemon(true);
        d.start();
    }
}

// Runtime.halt ends the VM without starting the hooks: as HookExit but
// for the halt, no pair (the model's normal end, after the halt returns,
// comes after the worker's end).
class HookHalt {
    public static void main(String[] args) {
        Hooks.hook();
        Hooks.filler().start();
        Runtime.getRuntime().halt(0);
    }
}

// main adds to the list after System.exit, which does not return: the
// add never runs, no pair with the hook's read.
class HookAfterExit {
    public static void main(String[] args) {
        Hooks.hook();
        System.exit(0);
        Hooks.log.add("after");
    }
}

// The same through Runtime.exit in a helper that never returns.
class HookAfterDie {
    static void die() {
        Runtime.getRuntime().exit(1);
    }

    public static void main(String[] args) {
        Hooks.hook();
        die();
        Hooks.log.add("after");
    }
}

// An exit on one branch only: the add runs when main does not exit, and
// then before the hook of the normal end: no pair either.
class HookExitIf {
    public static void main(String[] args) {
        Hooks.hook();
        if (args.length > 0) {
            System.exit(1);
        }
        Hooks.log.add("after");
    }
}

// As HookDaemon but main halts: Runtime.halt runs no hook at all, not
// those of the normal end either, while the daemon filler still adds.
class HookHaltDaemon {
    public static void main(String[] args) {
        Hooks.hook();
        Thread d = Hooks.filler();
        d.setDaemon(true);
        d.start();
        Runtime.getRuntime().halt(0);
    }
}

// As HookExit through Runtime.exit, on Runtime.getRuntime() (an object
// the analysis does not know): it starts the hooks too.
class HookExitRuntime {
    public static void main(String[] args) {
        Hooks.hook();
        Hooks.filler().start();
        Runtime.getRuntime().exit(0);
    }
}
