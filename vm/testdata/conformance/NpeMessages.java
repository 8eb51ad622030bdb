// Helpful NullPointerException messages (JEP 358): the failed action and,
// where the bytecode tells, the null value's source, as HotSpot words
// them: locals (named by the LocalVariableTable; vm's
// TestNPEMessagesWithoutNames compiles this without -g: this,
// <parameterN>, <localN>), fields, static fields, array elements and
// their indexes, method results with their parameter types, chains cut
// at five levels, a source two paths disagree on (no cause), for each
// kind of bytecode that dereferences. NPEs the program makes have their
// own message (or none). Printed here only: other programs print no NPE
// message.
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class NpeMessages {
    static String sfield;
    String name;
    Node head;
    static Object[] table;

    static final class Node {
        Node next;
        int value;
        String label;

        static Node make(int a, long b, String[] c, double d) {
            return null;
        }
    }

    static String[] arr;

    void go(Node p) {
        p.label = "x";
    }

    static String nothing() {
        return null;
    }

    Node node() {
        return head;
    }

    interface Task {
        void run() throws Exception;
    }

    static void show(String what, Task t) {
        try {
            t.run();
            System.out.println(what + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(what + ": " + e.getMessage());
        } catch (Exception e) {
            System.out.println(what + ": " + e);
        }
    }

    void instanceCases() {
        show("this field invoke", () -> name.length());
        show("this field field", () -> System.out.println(head.value));
        show("this method result", () -> System.out.println(node().next));
        show("this field chain", () -> {
            head = new Node();
            System.out.println(head.next.label);
        });
    }

    static int unbox(Integer i) {
        return i;
    }

    static int param(String a, String b) {
        return a.length() + b.length();
    }

    public static void main(String[] args) {
        show("local invoke", () -> {
            String s = null;
            s.length();
        });
        show("local field read", () -> {
            Node n = null;
            System.out.println(n.value);
        });
        show("local field write", () -> {
            Node n = null;
            n.next = new Node();
        });
        show("static field invoke", () -> sfield.isEmpty());
        show("method result", () -> nothing().trim());
        show("int array load", () -> {
            int[] a = null;
            System.out.println(a[0]);
        });
        show("object array store", () -> {
            Object[] a = null;
            a[1] = "x";
        });
        show("array length", () -> {
            long[] a = null;
            System.out.println(a.length);
        });
        show("static array element", () -> {
            table = new Object[2];
            System.out.println(table[1].hashCode());
        });
        show("local array element", () -> {
            String[] words = new String[3];
            int i = 2;
            System.out.println(words[i].length());
        });
        show("throw", () -> {
            RuntimeException e = null;
            throw e;
        });
        show("synchronized", () -> {
            Object lock = null;
            synchronized (lock) {
                System.out.println("inside");
            }
        });
        show("unboxing", () -> unbox(null));
        show("second parameter", () -> param("a", null));
        show("aconst_null", () -> ((String) null).length());
        show("explicit", () -> {
            throw new NullPointerException();
        });
        show("explicit message", () -> {
            throw new NullPointerException("my message");
        });
        show("char array store", () -> {
            char[] cs = null;
            cs[0] = 'a';
        });
        show("field of field write", () -> {
            Node n = new Node();
            n.next.value = 3;
        });
        show("interface call", () -> {
            Runnable r = null;
            r.run();
        });
        show("params", () -> System.out.println(Node.make(1, 2L, null, 3.0).label));
        show("split", () -> {
            String s = null;
            s.split(",", 2);
        });
        show("list", () -> {
            List<String> l = null;
            l.add("x");
        });
        show("map get result", () -> {
            Map<String, String> m = new HashMap<String, String>();
            m.get("k").length();
        });
        show("complex index", () -> {
            arr = new String[3];
            int i = 0;
            arr[i + 1].length();
        });
        show("conditional", () -> {
            String a = null, b = null;
            boolean f = args.length == 0;
            (f ? a : b).length();
        });
        show("deep chain", () -> {
            Node x = new Node();
            x.next = new Node();
            x.next.next = new Node();
            x.next.next.next = new Node();
            x.next.next.next.next = new Node();
            System.out.println(x.next.next.next.next.next.label);
        });
        show("2d array", () -> {
            int[][] g = new int[2][];
            System.out.println(g[1][0]);
        });
        show("long array store", () -> {
            long[] a = null;
            a[0] = 1L;
        });
        show("boolean array load", () -> {
            boolean[] a = null;
            System.out.println(a[0]);
        });
        show("float array load", () -> {
            float[] a = null;
            System.out.println(a[0]);
        });
        show("double array load", () -> {
            double[] a = null;
            System.out.println(a[0]);
        });
        show("short array load", () -> {
            short[] a = null;
            System.out.println(a[0]);
        });
        show("object array load", () -> {
            String[] a = null;
            System.out.println(a[0]);
        });
        show("cast", () -> {
            Object o = null;
            ((String) o).length();
        });
        show("monitor field", () -> {
            Node x = new Node();
            synchronized (x.label) {
                System.out.println("inside");
            }
        });
        show("instance method param", () -> new NpeMessages().go(null));
        show("sipush index", () -> {
            String[] big = new String[400];
            System.out.println(big[300].length());
        });
        new NpeMessages().instanceCases();
        NullPointerException e = new NullPointerException();
        System.out.println("made, not thrown: " + e.getMessage());
    }
}
