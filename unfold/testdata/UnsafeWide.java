import java.nio.ByteBuffer;

// t's putInt(0, …) on a heap ByteBuffer writes bytes 0 to 3 of its byte[]
// through one Unsafe putInt; main reads byte 2 with a plain baload and
// throws when it reads the put's byte there. The fixed variant reads
// after the join.
public class UnsafeWide {
    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        ByteBuffer bb = ByteBuffer.allocate(8);
        Thread t = new Thread(() -> bb.putInt(0, 0x01020304));
        t.start();
        if (fixed) {
            t.join();
        }
        byte b = bb.get(2);
        t.join();
        if (!fixed && b == 3) {
            throw new IllegalStateException("read the put's third byte before the join");
        }
    }
}
