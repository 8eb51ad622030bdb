import java.nio.ByteBuffer;

// A heap ByteBuffer's putInt writes its four bytes through Unsafe (a wide
// put on the byte[]), and main's get(0) reads the first of them with a
// plain baload: the two are ordered either way, and main throws when it
// reads the put's byte. The fixed variant reads after the join.
public class UnsafeBytes {
    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        ByteBuffer bb = ByteBuffer.allocate(8);
        Thread t = new Thread(() -> bb.putInt(0, 0x01020304));
        t.start();
        if (fixed) {
            t.join();
        }
        byte b = bb.get(0);
        t.join();
        if (!fixed && b == 1) {
            throw new IllegalStateException("read the put's first byte before the join");
        }
    }
}
