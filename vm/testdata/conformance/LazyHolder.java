// LazyHolder: the initialization-on-demand holder idiom — the nested Holder class is
// initialized only on the first getInstance() call, exactly once; plus interned string
// literals being identical across different classes.
public class LazyHolder {
    static StringBuilder log = new StringBuilder();
    static class Service {
        static { log.append("Service.<clinit> "); }
        final int id;
        private Service() { log.append("Service() "); id = 7; }
        private static class Holder {
            static { log.append("Holder.<clinit> "); }
            static final Service INSTANCE = new Service();
        }
        static Service getInstance() { return Holder.INSTANCE; }
        static String ping() { return "pong"; }
    }
    static class A { static final String LIT = "shared-literal"; static String dyn() { return "shared-" + "literal"; } }
    static class B { static String get() { return "shared-literal"; } }
    public static void main(String[] args) {
        System.out.println("ping " + Service.ping() + " log: " + log);
        Service s1 = Service.getInstance();
        System.out.println("first getInstance log: " + log);
        Service s2 = Service.getInstance();
        System.out.println("same instance " + (s1 == s2) + " id " + s2.id + " log: " + log);
        System.out.println("literals across classes identical: " + (A.LIT == B.get()) + " " + (A.dyn() == B.get()) + " " + (B.get() == "shared-literal"));
        String built = new String("shared-literal");
        System.out.println("new String distinct " + (built != B.get()) + " intern identical " + (built.intern() == A.LIT));
    }
}
