import java.io.*;
import java.util.*;
import java.util.zip.CRC32;

// Object serialization: ObjectOutputStream/ObjectInputStream round trips
// of plain Serializable classes (primitives, strings, arrays, collections,
// nested and shared objects, cycles, transient and static fields), a
// non-serializable superclass, custom writeObject/readObject,
// writeReplace/readResolve, Externalizable, enums, the default
// serialVersionUID (the stream's bytes are compared through their CRC),
// and the failures java reports.
public class Serialization {
    static class Base {
        int baseField = 5;
        Base() { baseField = 11; }
    }

    static class Point extends Base implements Serializable {
        int x; long y; double d; float f; boolean b; char c; byte by; short sh;
        String name;
        int[] ints;
        String[][] grid;
        List<String> list;
        Map<String, Integer> map;
        Point next;
        transient int skipped = 7;
        static int statics = 1;

        Point(int x) {
            this.x = x; y = 1L << 40; d = 2.5; f = -1.25f; b = true; c = 'q'; by = -3; sh = 300;
            name = "p" + x; ints = new int[] {1, 2, 3}; grid = new String[][] {{"a"}, {"b", null}};
            list = new ArrayList<>(Arrays.asList("a", "b")); map = new TreeMap<>(); map.put("k", x);
            baseField = 99;
        }

        public String toString() {
            return x + " " + y + " " + d + " " + f + " " + b + " " + c + " " + by + " " + sh + " " + name + " "
                + Arrays.toString(ints) + " " + Arrays.deepToString(grid) + " " + list + " " + map + " skipped=" + skipped
                + " base=" + baseField + " next=" + (next == null ? "null" : next.name);
        }
    }

    static class Custom implements Serializable {
        private static final long serialVersionUID = 42L;
        String text;
        transient int length;

        Custom(String text) { this.text = text; this.length = text.length(); }

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeInt(length * 10);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            length = in.readInt();
        }
    }

    static final class Singleton implements Serializable {
        static final Singleton INSTANCE = new Singleton();
        private Object readResolve() { return INSTANCE; }
    }

    static class Replaced implements Serializable {
        int v = 3;
        private Object writeReplace() { return "replaced " + v; }
    }

    public static class Ext implements Externalizable {
        int a; String s;
        public Ext() { }
        Ext(int a, String s) { this.a = a; this.s = s; }
        public void writeExternal(ObjectOutput out) throws IOException { out.writeInt(a); out.writeUTF(s); }
        public void readExternal(ObjectInput in) throws IOException { a = in.readInt(); s = in.readUTF(); }
    }

    enum Color { RED, GREEN }

    static class Holder implements Serializable {
        Object notSerializable = new Object();
    }

    static byte[] write(Object... objs) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bo)) {
            for (Object o : objs) out.writeObject(o);
        }
        return bo.toByteArray();
    }

    static Object[] read(byte[] bytes, int n) throws IOException, ClassNotFoundException {
        Object[] r = new Object[n];
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            for (int i = 0; i < n; i++) r[i] = in.readObject();
        }
        return r;
    }

    static String crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return b.length + " bytes, crc " + Long.toHexString(c.getValue());
    }

    public static void main(String[] args) throws Exception {
        Point p = new Point(3);
        p.next = new Point(4);
        p.next.next = p; // a cycle
        byte[] bytes = write(p);
        System.out.println(crc(bytes));
        Point q = (Point) read(bytes, 1)[0];
        System.out.println(q);
        System.out.println(q.next);
        System.out.println("cycle kept: " + (q.next.next == q) + ", copy: " + (q != p));
        System.out.println("default SUID: " + ObjectStreamClass.lookup(Point.class).getSerialVersionUID());
        System.out.println("fields: " + ObjectStreamClass.lookup(Point.class).getFields().length);

        List<Object> shared = new ArrayList<>();
        String s = "shared";
        int[] arr = {9};
        shared.add(s); shared.add(arr); shared.add(arr); shared.add(Color.GREEN); shared.add(Integer.valueOf(7));
        shared.add(new HashMap<>(Collections.singletonMap("x", 1.5)));
        bytes = write(shared, new Custom("hello"), Singleton.INSTANCE, new Replaced(), new Ext(8, "ext"), Color.RED, new long[] {1, 2});
        System.out.println(crc(bytes));
        Object[] back = read(bytes, 7);
        @SuppressWarnings("unchecked")
        List<Object> l = (List<Object>) back[0];
        System.out.println(l.get(0) + " " + (l.get(1) == l.get(2)) + " " + ((int[]) l.get(1))[0] + " " + l.get(3) + " " + (l.get(3) == Color.GREEN) + " " + l.get(4) + " " + l.get(5));
        Custom c = (Custom) back[1];
        System.out.println(c.text + " " + c.length);
        System.out.println("singleton kept: " + (back[2] == Singleton.INSTANCE));
        System.out.println(back[3]);
        Ext e = (Ext) back[4];
        System.out.println(e.a + " " + e.s);
        System.out.println(back[5] + " " + (back[5] == Color.RED) + " " + Arrays.toString((long[]) back[6]));

        // Primitive data beside objects, and a file.
        File f = new File(System.getProperty("java.io.tmpdir"), "weft-serialization-" + System.nanoTime() + ".bin");
        try (ObjectOutputStream out = new ObjectOutputStream(new FileOutputStream(f))) {
            out.writeInt(12);
            out.writeUTF("utf");
            out.writeObject(new Date(0));
            out.writeDouble(0.5);
        }
        try (ObjectInputStream in = new ObjectInputStream(new FileInputStream(f))) {
            System.out.println(in.readInt() + " " + in.readUTF() + " " + ((Date) in.readObject()).getTime() + " " + in.readDouble());
        }
        System.out.println("deleted " + f.delete());
        // The modifiers an array class's default serialVersionUID hashes.
        for (Class<?> k : new Class<?>[] {String[].class, int[][].class, Base[].class, int.class}) {
            System.out.println(k.getName() + " " + Integer.toHexString(k.getModifiers()) + " " + ObjectStreamClass.lookupAny(k).getSerialVersionUID());
        }

        try {
            write(new Holder());
        } catch (NotSerializableException ex) {
            System.out.println("NotSerializableException " + ex.getMessage());
        }
        try {
            write(new Base());
        } catch (NotSerializableException ex) {
            System.out.println("NotSerializableException " + ex.getMessage());
        }
        try {
            read(new byte[] {1, 2, 3, 4}, 1);
        } catch (StreamCorruptedException ex) {
            System.out.println("StreamCorruptedException " + ex.getMessage());
        }
        bytes = write("x");
        try {
            read(Arrays.copyOf(bytes, bytes.length - 1), 1);
        } catch (EOFException ex) {
            System.out.println("EOFException");
        }
    }
}
