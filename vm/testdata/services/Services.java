import java.nio.file.spi.FileSystemProvider;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

// ServiceLoader with a program's own providers (META-INF/services in a
// class-path directory and a jar): comments, blanks and duplicates in the
// configuration files, a provider that is not found, one that is not a
// subtype and one whose constructor throws, each a ServiceConfigurationError
// at its element while the iteration goes on; the instances cached by the
// loader until reload; stream() and findFirst; a JDK service's provider.
public class Services {
    public interface Codec {
        String apply(String s);

        default String name() {
            return getClass().getSimpleName();
        }
    }

    public static class Upper implements Codec {
        public String apply(String s) {
            return s.toUpperCase();
        }
    }

    public static class Rot13 implements Codec {
        public String apply(String s) {
            StringBuilder b = new StringBuilder();
            for (char c : s.toCharArray()) {
                if (Character.isLetter(c)) {
                    char base = Character.isUpperCase(c) ? 'A' : 'a';
                    c = (char) (base + (c - base + 13) % 26);
                }
                b.append(c);
            }
            return b.toString();
        }
    }

    public static class Reverse implements Codec {
        public String apply(String s) {
            return new StringBuilder(s).reverse().toString();
        }
    }

    public static class JarOnly implements Codec {
        public String apply(String s) {
            return "[" + s + "]";
        }
    }

    public static class Broken implements Codec {
        public Broken() {
            throw new IllegalStateException("no codec table");
        }

        public String apply(String s) {
            return s;
        }
    }

    public static class NotACodec {
    }

    static List<Codec> drain(ServiceLoader<Codec> sl) {
        List<Codec> got = new ArrayList<>();
        Iterator<Codec> it = sl.iterator();
        while (true) {
            try {
                if (!it.hasNext()) {
                    break;
                }
                Codec c = it.next();
                got.add(c);
                System.out.println("  " + c.name() + ": " + c.apply("Hello"));
            } catch (ServiceConfigurationError e) {
                System.out.println("  error: " + e.getMessage() + (e.getCause() != null ? " (cause " + e.getCause() + ")" : ""));
            }
        }
        return got;
    }

    public static void main(String[] args) {
        ServiceLoader<Codec> sl = ServiceLoader.load(Codec.class);
        System.out.println("first pass:");
        List<Codec> first = drain(sl);
        System.out.println("second pass:");
        List<Codec> second = drain(sl);
        System.out.println("same instances: " + (first.size() == second.size() && first.get(0) == second.get(0)));
        sl.reload();
        System.out.println("after reload:");
        List<Codec> third = drain(sl);
        System.out.println("same after reload: " + (third.get(0) == first.get(0)));
        try {
            System.out.println("stream: " + ServiceLoader.load(Codec.class).stream().map(p -> p.type().getSimpleName())
                    .collect(Collectors.joining(", ")));
        } catch (ServiceConfigurationError e) {
            System.out.println("stream stopped: " + e.getMessage());
        }
        System.out.println("findFirst: " + ServiceLoader.load(Codec.class).findFirst().map(Codec::name).orElse("none"));
        System.out.println("runnables: " + ServiceLoader.load(Runnable.class).iterator().hasNext());
        System.out.println("file systems: " + ServiceLoader.load(FileSystemProvider.class).stream()
                .map(p -> p.type().getName()).collect(Collectors.joining(", ")));
        for (FileSystemProvider p : ServiceLoader.load(FileSystemProvider.class)) {
            System.out.println("scheme " + p.getScheme());
        }
    }
}
