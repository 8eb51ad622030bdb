// InnerClasses: non-static inner classes reading and writing outer fields, Outer.this,
// outer.new Inner(), inner classes of inner classes, shadowed names, and inner
// instances keeping their own outer instance.
public class InnerClasses {
    private int value;
    private final String name;
    InnerClasses(String name, int v) { this.name = name; this.value = v; }
    class Counter {
        int value = 100;
        void bump() { InnerClasses.this.value++; value++; }
        String show() { return name + ": outer=" + InnerClasses.this.value + " inner=" + value; }
        class Deep {
            int value = 1000;
            String show() { return "deep " + value + " counter " + Counter.this.value + " outer " + InnerClasses.this.value + " name " + name; }
        }
    }
    class Link {
        final Link next; final int v;
        Link(int v, Link next) { this.v = v; this.next = next; }
        int sum() { return v + (next == null ? 0 : next.sum()) + value; }
    }
    Counter newCounter() { return new Counter(); }
    public static void main(String[] args) {
        InnerClasses a = new InnerClasses("a", 1);
        InnerClasses b = new InnerClasses("b", 50);
        InnerClasses.Counter ca = a.newCounter();
        InnerClasses.Counter cb = b.new Counter();
        ca.bump(); ca.bump(); cb.bump();
        System.out.println(ca.show());
        System.out.println(cb.show());
        InnerClasses.Counter.Deep d = ca.new Deep();
        System.out.println(d.show());
        a.value = 7;
        System.out.println("after outer change: " + d.show());
        Link chain = a.new Link(1, a.new Link(2, a.new Link(3, null)));
        System.out.println("link sum with outer value " + chain.sum());
        System.out.println("class names " + ca.getClass().getName() + " " + d.getClass().getName());
    }
}
