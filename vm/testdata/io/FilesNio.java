import java.nio.file.*;
import java.io.*;
import java.util.*;
import java.util.stream.*;
public class FilesNio {
  public static void main(String[] a) throws Exception {
    Path p = Paths.get("in.txt");
    List<String> lines = Files.readAllLines(p);
    System.out.println(lines);
    System.out.println(Files.readString(p).length() + " " + Files.exists(p) + " " + Files.size(p) + " " + Files.isDirectory(p) + " " + Files.isRegularFile(p));
    try (BufferedReader r = Files.newBufferedReader(p)) { System.out.println(r.readLine()); }
    try (Stream<String> s = Files.lines(p)) { System.out.println(s.map(String::toUpperCase).collect(Collectors.joining("|"))); }
    Path d = Paths.get("d");
    try (Stream<Path> s = Files.list(d)) { System.out.println(s.map(x -> x.getFileName().toString()).sorted().collect(Collectors.toList())); }
    Path n = d.resolve("n.txt");
    Files.write(n, Arrays.asList("one", "two"));
    Files.writeString(n, "three\n", StandardOpenOption.APPEND);
    System.out.println(Files.readAllLines(n) + " " + Files.exists(n));
    try (BufferedWriter w = Files.newBufferedWriter(n)) { w.write("over"); }
    System.out.println(Files.readString(n) + " " + Files.size(n));
    Files.delete(n);
    System.out.println(Files.exists(n) + " " + Files.notExists(n) + " " + Files.deleteIfExists(n));
    try { Files.readAllLines(Paths.get("nope.txt")); } catch (NoSuchFileException e) { System.out.println(e); }
    try { Files.size(Paths.get("nope.txt")); } catch (IOException e) { System.out.println(e); }
    Thread t = new Thread(() -> {
      try { System.out.println("thread " + Files.readAllLines(Paths.get("in.txt")).size()); } catch (IOException e) { throw new UncheckedIOException(e); }
    });
    t.start(); t.join();
  }
}
