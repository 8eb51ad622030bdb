import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.Arrays;

// Writing a record: ObjectOutputStream reads its components through method
// handles from a Lookup (unreflect of the accessors), so the bytes are the
// JDK's. Reading one back calls its canonical constructor through the
// handle the JDK builds with method-handle combinators (arrayElementGetter
// among them): its checks run, and a refusal is an InvalidObjectException.
public class RecordSerialization {
    record Point(int x, long y, String label) implements Serializable {}

    record Box(Point p, double w, boolean on) implements Serializable {}

    record Range(int lo, int hi, char[] tag, byte b, short s, float f) implements Serializable {
        Range {
            if (lo > hi) {
                throw new IllegalArgumentException("lo " + lo + " > hi " + hi);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        ObjectOutputStream out = new ObjectOutputStream(bo);
        out.writeObject(new Point(1, -2L, "one"));
        out.writeObject(new Box(new Point(3, 4L, null), 2.5, true));
        out.flush();
        byte[] b = bo.toByteArray();
        System.out.println(b.length + " " + Arrays.hashCode(b));
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x));
        }
        System.out.println(sb);

        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(b));
        Point p = (Point) in.readObject();
        Box box = (Box) in.readObject();
        System.out.println(p + " " + box + " " + p.equals(new Point(1, -2L, "one")));

        ByteArrayOutputStream bo2 = new ByteArrayOutputStream();
        ObjectOutputStream out2 = new ObjectOutputStream(bo2);
        out2.writeObject(new Range(1, 2, new char[] {'a', 'b'}, (byte) -3, (short) 300, 1.5f));
        out2.flush();
        byte[] b2 = bo2.toByteArray();
        Range r = (Range) new ObjectInputStream(new ByteArrayInputStream(b2)).readObject();
        System.out.println(r.lo() + " " + r.hi() + " " + new String(r.tag()) + " " + r.b() + " " + r.s() + " " + r.f());
        // The same bytes with hi 0 (the stream has the primitive fields
        // by name: hi, then lo): the constructor refuses them.
        String hex = new String(toHex(b2));
        int at = hex.indexOf("0000000200000001");
        if (at >= 0 && at % 2 == 0) {
            byte[] bad = b2.clone();
            bad[at / 2 + 3] = 0;
            try {
                new ObjectInputStream(new ByteArrayInputStream(bad)).readObject();
            } catch (InvalidObjectException e) {
                System.out.println("refused: " + e.getMessage() + " / " + e.getCause());
            }
        } else {
            System.out.println("ints not found");
        }
    }

    static char[] toHex(byte[] b) {
        char[] out = new char[2 * b.length];
        for (int i = 0; i < b.length; i++) {
            out[2 * i] = Character.forDigit((b[i] >> 4) & 15, 16);
            out[2 * i + 1] = Character.forDigit(b[i] & 15, 16);
        }
        return out;
    }
}
