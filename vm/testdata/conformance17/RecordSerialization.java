import java.io.ByteArrayOutputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.Arrays;

// Writing a record: ObjectOutputStream reads its components through method
// handles from a Lookup (unreflect of the accessors), so the bytes are the
// JDK's. (Reading one back builds the canonical constructor call with
// method-handle combinators, which the VM does not model.)
public class RecordSerialization {
    record Point(int x, long y, String label) implements Serializable {}

    record Box(Point p, double w, boolean on) implements Serializable {}

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
    }
}
