import java.util.zip.Adler32;
import java.util.zip.CRC32;
import java.util.zip.Checksum;

// java.util.zip's CRC32 and Adler32 (their natives and the zip library their
// initializers load), and the java.home property that loading needs.
public class ZipChecksums {
    static void sum(String name, Checksum c) {
        byte[] data = new byte[300];
        for (int i = 0; i < data.length; i++) {
            data[i] = (byte) (i * 37 - 100);
        }
        System.out.println(name + " empty " + c.getValue());
        c.update(7);
        System.out.println(name + " one byte " + c.getValue());
        c.update(data, 0, data.length);
        System.out.println(name + " array " + c.getValue());
        c.update(data, 250, 50);
        System.out.println(name + " slice " + c.getValue());
        c.reset();
        byte[] fox = "The quick brown fox jumps over the lazy dog".getBytes();
        c.update(fox, 0, fox.length);
        System.out.println(name + " fox " + c.getValue());
        for (int i = 0; i < 6000; i++) { // past Adler32's NMAX block size
            c.update(255);
        }
        System.out.println(name + " long run " + c.getValue());
        try {
            c.update(data, 290, 20);
            System.out.println("no exception");
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(name + " out of bounds");
        }
    }

    public static void main(String[] args) {
        sum("crc32", new CRC32());
        sum("adler32", new Adler32());
        String home = System.getProperty("java.home");
        System.out.println("java.home set: " + (home != null && !home.isEmpty()));
        System.out.println("same in getProperties: " + home.equals(System.getProperties().getProperty("java.home")));
    }
}
