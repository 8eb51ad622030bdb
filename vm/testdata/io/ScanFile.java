import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;

// Scanner over a File (with and without a charset) and over a Path; a
// missing file.
public class ScanFile {
    public static void main(String[] args) throws IOException {
        try (Scanner s = new Scanner(new File("in.txt"))) {
            while (s.hasNextLine()) System.out.println("line " + s.nextLine());
        }
        try (Scanner s = new Scanner(new File("utf8.txt"), "UTF-8")) {
            System.out.println(s.next() + "|" + s.next() + "|" + (s.nextInt() + s.nextInt()));
        }
        try (Scanner s = new Scanner(new File("utf8.txt"), StandardCharsets.UTF_8)) {
            System.out.println(s.nextLine().length());
        }
        try (Scanner s = new Scanner(Paths.get("d/y.txt"))) {
            System.out.println(s.next());
        }
        try {
            new Scanner(new File("nope.txt"));
        } catch (FileNotFoundException e) {
            System.out.println(e);
        }
    }
}
