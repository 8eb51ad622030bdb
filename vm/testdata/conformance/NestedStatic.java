// NestedStatic: static nested classes (no outer instance), access to the outer
// class's private static members, nested classes several levels deep, a builder
// pattern, and static nested generic classes.
public class NestedStatic {
    private static int secret = 42;
    private static String shout(String s) { return s.toUpperCase() + "!"; }
    static class Level1 {
        static int count;
        final int id;
        Level1() { id = ++count; }
        String peek() { return "secret " + secret + " " + shout("level1") + " id " + id; }
        static class Level2 {
            static class Level3 { String where() { return "deep nested sees " + secret + " and Level1.count " + Level1.count; } }
        }
    }
    static class Pizza {
        final String size; final boolean cheese, ham;
        private Pizza(Builder b) { size = b.size; cheese = b.cheese; ham = b.ham; }
        @Override public String toString() { return size + (cheese ? "+cheese" : "") + (ham ? "+ham" : ""); }
        static class Builder {
            private String size = "M"; private boolean cheese, ham;
            Builder size(String s) { size = s; return this; }
            Builder cheese() { cheese = true; return this; }
            Builder ham() { ham = true; return this; }
            Pizza build() { return new Pizza(this); }
        }
    }
    static class Node<T> {
        final T val; Node<T> next;
        Node(T v) { val = v; }
        static <T> Node<T> of(T a, T b, T c) { Node<T> n = new Node<>(a); n.next = new Node<>(b); n.next.next = new Node<>(c); return n; }
    }
    public static void main(String[] args) {
        System.out.println(new Level1().peek());
        System.out.println(new Level1().peek());
        System.out.println(new Level1.Level2.Level3().where());
        secret = 7;
        System.out.println(new Level1.Level2.Level3().where());
        System.out.println(new Pizza.Builder().build() + " " + new Pizza.Builder().size("L").cheese().ham().build() + " " + new Pizza.Builder().ham().size("S").build());
        StringBuilder sb = new StringBuilder();
        for (Node<String> n = Node.of("x", "y", "z"); n != null; n = n.next) sb.append(n.val);
        System.out.println("nodes " + sb);
        System.out.println("names " + Level1.Level2.Level3.class.getName() + " " + Pizza.Builder.class.getSimpleName());
    }
}
