import java.io.*;
import java.util.*;

// System.setOut to a PrintStream on a byte array, System.setIn from one,
// and System.out restored; PrintStream on any OutputStream.
public class Redirect {
    public static void main(String[] args) throws IOException {
        PrintStream orig = System.out;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        System.setOut(new PrintStream(buf, true, "UTF-8"));
        System.out.println("captured " + 1);
        System.out.printf("%s=%d%n", "x", 2);
        System.out.print('ü');
        System.out.flush();
        System.setOut(orig);
        System.out.println("buffer: [" + buf.toString("UTF-8").replace("\n", "|") + "] " + buf.size());
        InputStream origIn = System.in;
        System.setIn(new ByteArrayInputStream("7 8\nnext".getBytes()));
        Scanner s = new Scanner(System.in);
        System.out.println(s.nextInt() * s.nextInt() + " " + s.next());
        System.setIn(origIn);
        System.out.println("stdin: " + new BufferedReader(new InputStreamReader(System.in)).readLine());
        PrintStream closed = new PrintStream(new ByteArrayOutputStream());
        closed.close();
        closed.println("lost");
        System.out.println("checkError " + closed.checkError());
        System.out.println(new String(java.nio.file.Files.readAllBytes(java.nio.file.Paths.get("utf8.txt")), "UTF-8").trim()
            + " " + java.nio.file.Files.readString(java.nio.file.Path.of("utf8.txt")).length());
    }
}
