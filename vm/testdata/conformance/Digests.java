import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.UUID;

// Objects made by reflection: the JDK's security providers (MessageDigest,
// SecureRandom, UUID.nameUUIDFromBytes) and the program's own classes
// through Class.newInstance and Constructor.newInstance.
public class Digests {
    static String hex(byte[] b) {
        StringBuilder s = new StringBuilder();
        for (byte x : b) s.append(String.format("%02x", x));
        return s.toString();
    }

    public static class Point {
        final int x; final String name; final long big;
        public Point() { this(0, "origin", 0L); }
        public Point(int x, String name, long big) { this.x = x; this.name = name; this.big = big; }
        Point(String bad) { throw new IllegalStateException("bad " + bad); }
        public String toString() { return name + "@" + x + "/" + big; }
    }

    static abstract class Shape { }

    public static void main(String[] args) throws Exception {
        for (String alg : new String[] {"MD5", "SHA-1", "SHA-256", "SHA-512", "SHA-224", "SHA-384"}) {
            MessageDigest md = MessageDigest.getInstance(alg);
            md.update("hello ".getBytes("UTF-8"));
            md.update("world, a longer message than one block of the digest ".getBytes("UTF-8"));
            System.out.println(alg + " " + hex(md.digest()) + " " + md.getProvider().getName());
        }
        System.out.println(hex(MessageDigest.getInstance("SHA-256").digest(new byte[1000])));
        System.out.println(UUID.nameUUIDFromBytes("weft".getBytes("UTF-8")));
        System.out.println(UUID.nameUUIDFromBytes(new byte[0]).version());
        try {
            MessageDigest.getInstance("NOPE");
        } catch (java.security.NoSuchAlgorithmException e) {
            System.out.println(e.getMessage());
        }

        SecureRandom seeded = SecureRandom.getInstance("SHA1PRNG");
        seeded.setSeed(42L);
        byte[] b = new byte[12];
        seeded.nextBytes(b);
        System.out.println(hex(b) + " " + seeded.nextInt() + " " + seeded.nextLong());
        SecureRandom r = new SecureRandom();
        int n = r.nextInt(100);
        System.out.println((n >= 0 && n < 100) + " " + r.getAlgorithm());

        System.out.println(Point.class.newInstance());
        Constructor<?>[] cs = Point.class.getDeclaredConstructors();
        System.out.println(cs.length + " declared, " + Point.class.getConstructors().length + " public");
        Constructor<Point> c = Point.class.getConstructor(int.class, String.class, long.class);
        System.out.println(c.getParameterCount() + " " + Arrays.toString(c.getParameterTypes()));
        System.out.println(c.newInstance(7, "p", 1L << 40));
        try {
            c.newInstance("x", "p", 1L);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException");
        }
        Constructor<Point> bad = Point.class.getDeclaredConstructor(String.class);
        try {
            bad.newInstance("arg");
        } catch (InvocationTargetException e) {
            System.out.println("target " + e.getCause());
        }
        try {
            Shape.class.getDeclaredConstructor().newInstance();
        } catch (InstantiationException e) {
            System.out.println("InstantiationException");
        }
        for (int i = 0; i < 20; i++) { // past the JDK's inflation threshold
            c.newInstance(i, "q", 0L);
        }
        System.out.println(c.newInstance(20, "q", 0L));
    }
}
