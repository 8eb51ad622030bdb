// CurrentProcess: ProcessHandle.current() is the VM's own process: a
// positive pid that stays the same, alive, no children, found by
// ProcessHandle.of, and it cannot be destroyed.
public class CurrentProcess {
    public static void main(String[] args) {
        ProcessHandle me = ProcessHandle.current();
        System.out.println("pid " + (me.pid() > 0) + " " + (me.pid() == ProcessHandle.current().pid()) + " alive " + me.isAlive()
            + " children " + me.children().count() + " descendants " + me.descendants().count());
        System.out.println("equals " + me.equals(ProcessHandle.current()) + " compare " + me.compareTo(ProcessHandle.current())
            + " hash " + (me.hashCode() == Long.hashCode(me.pid())));
        System.out.println("of " + ProcessHandle.of(me.pid()).isPresent());
        try {
            me.destroy();
        } catch (IllegalStateException e) {
            System.out.println("destroy: " + e.getMessage());
        }
        System.out.println("log line from pid " + me.pid() / me.pid());
    }
}
