import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.LongBuffer;
import java.util.Arrays;
import java.util.zip.CRC32C;

// Multi-byte Unsafe accesses of a byte[]: CRC32C's slicing-by-8 reads
// longs of the array (getLong at 8-aligned offsets), and a heap
// ByteBuffer's getLong, getInt, putLong … (and its LongBuffer view) go
// through ScopedMemoryAccess's get/put…Unaligned, which read or write a
// whole int or long at an aligned offset. The VM read or wrote one byte
// there (weft run printed other CRC32C values and getLong(0) 700000000000000).
public class UnsafeByteArrays {
    public static void main(String[] args) {
        for (int n : new int[] {8, 9, 16, 17, 33, 100}) {
            byte[] b = new byte[n];
            for (int i = 0; i < n; i++) {
                b[i] = (byte) (i * 31 + 7);
            }
            CRC32C c = new CRC32C();
            c.update(b);
            CRC32C d = new CRC32C();
            d.update(b, 1, n - 1);
            System.out.println("crc32c " + n + " " + Long.toHexString(c.getValue()) + " " + Long.toHexString(d.getValue()));
        }
        byte[] b = new byte[32];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) (i * 31 + 7);
        }
        ByteBuffer bb = ByteBuffer.wrap(b);
        System.out.println("big " + Long.toHexString(bb.getLong(0)) + " " + Long.toHexString(bb.getLong(3)) + " "
                + Integer.toHexString(bb.getInt(4)) + " " + Integer.toHexString(bb.getInt(5)) + " "
                + (int) bb.getChar(2) + " " + bb.getShort(6) + " " + bb.getDouble(8) + " " + bb.getFloat(16));
        bb.order(ByteOrder.LITTLE_ENDIAN);
        System.out.println("little " + Long.toHexString(bb.getLong(8)) + " " + Integer.toHexString(bb.getInt(12)) + " "
                + Integer.toHexString(bb.getInt(9)) + " " + bb.getShort(20) + " " + bb.getDouble(16));
        bb.putLong(0, 0x0102030405060708L).putInt(12, -2).putShort(20, (short) 513).putChar(22, 'é');
        bb.order(ByteOrder.BIG_ENDIAN).putLong(24, -3L).putFloat(8, 1.5f);
        System.out.println(Arrays.toString(b));
        LongBuffer lb = ByteBuffer.wrap(b).asLongBuffer();
        lb.put(1, 42L);
        System.out.println("view " + lb.get(0) + " " + lb.get(1) + " " + lb.get(3) + " " + b[15]);
        try {
            bb.getLong(28);
            System.out.println("no exception");
        } catch (IndexOutOfBoundsException e) {
            System.out.println("getLong(28) out of bounds");
        }
    }
}
