// StaticInitInterface: interface initialization rules — initializing a class does not
// initialize the interfaces it implements unless they declare default methods (JVMS 5.5);
// reading a non-constant interface field initializes the interface; constant interface
// fields never do; a subinterface's init does not initialize its superinterface.
public class StaticInitInterface {
    static StringBuilder log = new StringBuilder();
    static int note(String s) { log.append(s).append(' '); return s.length(); }
    static void show(String step) { System.out.println(step + ": " + log); log.setLength(0); }
    interface Plain { int P = note("Plain.P"); int CONST = 10; void m(); }
    interface WithDefault { int D = note("WithDefault.D"); default String hi() { return "hi"; } }
    interface SuperI { int S = note("SuperI.S"); }
    interface SubI extends SuperI { int T = note("SubI.T"); }
    static class ImplPlain implements Plain { static { note("ImplPlain.static"); } public void m() { } }
    static class ImplDefault implements WithDefault { static { note("ImplDefault.static"); } }
    static class ImplSub implements SubI { static { note("ImplSub.static"); } }
    public static void main(String[] args) {
        new ImplPlain().m();
        show("new ImplPlain (Plain not initialized)");
        int c = Plain.CONST;
        show("Plain.CONST=" + c + " (constant, no init)");
        int p = Plain.P;
        show("Plain.P read (Plain initialized now)");
        new ImplDefault();
        show("new ImplDefault (WithDefault initialized first, it has a default method)");
        System.out.println("default method: " + new ImplDefault().hi());
        new ImplSub();
        show("new ImplSub (no interface init)");
        int t = SubI.T;
        show("SubI.T read (SuperI not initialized)");
        int s = SubI.S;
        show("SubI.S read (SuperI initialized)");
        System.out.println("values " + p + " " + t + " " + s);
    }
}
