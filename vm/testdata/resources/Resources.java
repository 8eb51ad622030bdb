import java.io.*;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;

// Class-path resources from the program's directory (cp/ copied into the
// classes) and from a jar (jar/ packed into lib.jar, deflated), printed
// with the class path's base replaced by $DIR and $JAR.
public class Resources {
    static String dir, jar;

    static String show(URL u) {
        if (u == null) return "null";
        return u.toString().replace(dir, "$DIR").replace(jar, "$JAR");
    }

    static String read(InputStream in) throws IOException {
        if (in == null) return "null";
        try (InputStream s = in) {
            return new String(bytes(s), StandardCharsets.UTF_8).trim();
        }
    }

    static byte[] bytes(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[100];
        for (int n; (n = in.read(buf)) > 0; ) out.write(buf, 0, n);
        return out.toByteArray();
    }

    public static void main(String[] args) throws Exception {
        String[] cp = System.getProperty("java.class.path").split(File.pathSeparator);
        dir = new File(cp[0]).getCanonicalFile().toURI().getPath();
        jar = new File(cp[1]).getCanonicalFile().toURI().getPath();
        dir = dir.substring(0, dir.length() - 1);

        System.out.println("class, absolute: " + read(Resources.class.getResourceAsStream("/res/hello.txt")));
        System.out.println("class, relative: " + read(Resources.class.getResourceAsStream("res/hello.txt")));
        System.out.println("class, missing: " + Resources.class.getResourceAsStream("nothing.txt"));
        System.out.println("class URL: " + show(Resources.class.getResource("/res/hello.txt")));
        ClassLoader cl = Resources.class.getClassLoader();
        System.out.println("loader is system: " + (cl == ClassLoader.getSystemClassLoader()));
        System.out.println("loader: " + read(cl.getResourceAsStream("res/hello.txt")));
        System.out.println("loader, leading slash: " + cl.getResource("/res/hello.txt"));
        System.out.println("loader, dot-dot: " + show(cl.getResource("res/../res/hello.txt")));
        System.out.println("loader, outside: " + cl.getResource("../x.txt"));
        System.out.println("system: " + read(ClassLoader.getSystemResourceAsStream("res/hello.txt")));
        System.out.println("system URL: " + show(ClassLoader.getSystemResource("res/hello.txt")));
        System.out.println("directory: " + show(cl.getResource("conf")));

        Properties p = new Properties();
        try (InputStream in = cl.getResourceAsStream("conf/app.properties")) {
            p.load(in);
        }
        System.out.println("properties: " + new TreeMap<>(p));

        // Only in the jar: a deflated entry, read through the loader and
        // through the URL.
        System.out.println("jar: " + read(cl.getResourceAsStream("packed/packed.txt")).length());
        URL ju = cl.getResource("packed/packed.txt");
        System.out.println("jar URL: " + show(ju) + " " + ju.getProtocol());
        System.out.println("jar openStream: " + read(ju.openStream()).length());
        System.out.println("jar, missing: " + cl.getResource("res/none.txt"));
        System.out.println("jar directory: " + show(cl.getResource("packed")));

        // In both: the directory first, getResources gives both.
        System.out.println("both: " + read(cl.getResourceAsStream("conf/shared.txt")));
        Enumeration<URL> e = cl.getResources("conf/shared.txt");
        while (e.hasMoreElements()) {
            URL u = e.nextElement();
            System.out.println("  " + show(u) + ": " + read(u.openStream()));
        }
        System.out.println("none: " + cl.getResources("none.txt").hasMoreElements());
        e = ClassLoader.getSystemResources("packed/packed.txt");
        int n = 0;
        while (e.hasMoreElements()) { e.nextElement(); n++; }
        System.out.println("system resources: " + n);

        // A directory's resource is a file.
        URL hu = cl.getResource("res/hello.txt");
        System.out.println("file: " + new File(hu.toURI()).length() + " " + Files.readAllLines(Paths.get(hu.toURI())));
        try (BufferedReader r = new BufferedReader(new InputStreamReader(hu.openStream(), StandardCharsets.UTF_8))) {
            System.out.println("reader: " + r.readLine());
        }
        try (Scanner sc = new Scanner(cl.getResourceAsStream("res/numbers.txt"))) {
            int sum = 0;
            while (sc.hasNextInt()) sum += sc.nextInt();
            System.out.println("scanner sum: " + sum);
        }

        // The JDK's class files; its other resources are not open to us.
        URL ou = ClassLoader.getSystemResource("java/lang/Object.class");
        System.out.println("jdk: " + ou);
        try (InputStream in = ou.openStream()) {
            System.out.println("magic: " + Integer.toHexString(new DataInputStream(in).readInt()));
        }
        try (InputStream in = String.class.getResourceAsStream("String.class")) {
            System.out.println("String.class: " + Integer.toHexString(new DataInputStream(in).readInt()));
        }
        System.out.println("jdk class URL: " + String.class.getResource("String.class"));
        System.out.println("jdk data: " + Object.class.getResourceAsStream("/java/lang/uniName.dat"));
        System.out.println("jdk missing: " + ClassLoader.getSystemResource("java/lang/Nothing.class"));

        // The system class loader's parent, the platform class loader, has
        // no class path.
        ClassLoader platform = cl.getParent();
        // (getPlatformClassLoader and getName, of Java 9, by reflection.)
        Object named = ClassLoader.class.getMethod("getPlatformClassLoader").invoke(null);
        java.lang.reflect.Method getName = ClassLoader.class.getMethod("getName");
        System.out.println("platform: " + (platform == named) + " " + getName.invoke(platform) + " " + getName.invoke(cl)
            + " " + platform.getParent() + " " + platform.getResource("res/hello.txt") + " " + platform.getResource("java/lang/Object.class")
            + " " + platform.getResources("conf/shared.txt").hasMoreElements());

        // A thread's context class loader.
        String[] got = new String[1];
        Thread t = new Thread(() -> {
            try {
                got[0] = read(Thread.currentThread().getContextClassLoader().getResourceAsStream("res/hello.txt"));
            } catch (IOException x) {
                got[0] = x.toString();
            }
        });
        t.start();
        t.join();
        System.out.println("context loader: " + got[0]);
        try {
            Resources.class.getResourceAsStream(null);
        } catch (NullPointerException x) {
            System.out.println("null name: NPE");
        }
    }
}
