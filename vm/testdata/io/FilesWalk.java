import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.stream.Collectors;
import java.util.stream.Stream;

// Files.walk: every path under a directory, its depth bounded or not,
// including files and directories the program made (sorted: the JDK's
// order is the directories').
public class FilesWalk {
    static String walk(Path p, int depth) throws IOException {
        try (Stream<Path> s = depth < 0 ? Files.walk(p) : Files.walk(p, depth)) {
            return s.map(Path::toString).sorted().collect(Collectors.joining(" "));
        }
    }

    public static void main(String[] args) throws IOException {
        System.out.println(walk(Paths.get("."), -1));
        System.out.println(walk(Paths.get("."), 1));
        System.out.println(walk(Paths.get("."), 0));
        Files.createDirectories(Paths.get("made/deeper"));
        Files.write(Paths.get("made/deeper/x.txt"), "x".getBytes());
        System.out.println(walk(Paths.get("made"), -1));
        System.out.println(walk(Paths.get("in.txt"), -1));
        try (Stream<Path> s = Files.walk(Paths.get("d"))) {
            System.out.println(s.filter(Files::isRegularFile).count());
        }
        try {
            Files.walk(Paths.get("missing"));
        } catch (NoSuchFileException e) {
            System.out.println("NoSuchFileException " + e.getMessage());
        }
        try {
            Files.walk(Paths.get("."), -1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
