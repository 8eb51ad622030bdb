import java.io.*;
import java.nio.file.*;
import java.util.*;

// Writes, appends, renames, deletes and directories: later reads see them.
// (Under weft they go to the VM's overlay: the files on disk stay as they
// were; the conformance test checks that.)
public class FileWrites {
    public static void main(String[] args) throws IOException {
        File dir = new File("out");
        System.out.println("mkdir " + dir.mkdir() + " " + dir.mkdir() + " " + dir.isDirectory());
        File f = new File(dir, "a.txt");
        try (FileOutputStream o = new FileOutputStream(f)) {
            o.write('x');
            o.write("yz\n".getBytes());
        }
        try (PrintStream ps = new PrintStream(new FileOutputStream(f, true))) {
            ps.println("appended " + 42);
            ps.printf("%05d|%s%n", 7, "fmt");
            ps.print('c');
            ps.print(true);
            ps.println();
        }
        System.out.println(f.length() + " " + Files.readAllLines(f.toPath()));
        File g = new File(dir, "b.txt");
        System.out.println("rename " + f.renameTo(g) + " " + f.exists() + " " + g.exists());
        System.out.println("create " + new File(dir, "c.txt").createNewFile() + " " + new File(dir, "c.txt").createNewFile());
        String[] names = dir.list();
        Arrays.sort(names);
        System.out.println(Arrays.toString(names));
        System.out.println("delete dir " + dir.delete());
        Files.createDirectories(Paths.get("out/x/y"));
        Files.write(Paths.get("out/x/y/z.bin"), new byte[] {1, 2, 3, -1});
        byte[] b = Files.readAllBytes(Paths.get("out/x/y/z.bin"));
        System.out.println(b.length + " " + b[3] + " " + Files.isDirectory(Paths.get("out/x")));
        try {
            Files.createFile(Paths.get("out/x/y/z.bin"));
        } catch (FileAlreadyExistsException e) {
            System.out.println(e);
        }
        try {
            new FileOutputStream("nodir/f.txt");
        } catch (FileNotFoundException e) {
            System.out.println(e);
        }
        try {
            Files.delete(Paths.get("out/x"));
        } catch (DirectoryNotEmptyException e) {
            System.out.println(e);
        }
        try (PrintWriter w = new PrintWriter("in.txt")) {
            w.printf("replaced %s%n", "in");
        }
        System.out.println(Files.readString(Paths.get("in.txt")).trim());
        OutputStream closed = new FileOutputStream("out/closed.txt");
        closed.close();
        try {
            closed.write(1);
        } catch (IOException e) {
            System.out.println(e);
        }
        try (RandomAccessFile raf = new RandomAccessFile("out/r.bin", "rw")) {
            raf.writeInt(0x01020304);
            raf.writeUTF("héllo");
            raf.seek(2);
            System.out.println(raf.readShort() + " " + raf.readUTF() + " " + raf.length() + " " + raf.getFilePointer());
            raf.setLength(3);
            raf.seek(0);
            System.out.println(raf.read() + " " + raf.read() + " " + raf.read() + " " + raf.read() + " " + raf.length());
        }
    }
}
