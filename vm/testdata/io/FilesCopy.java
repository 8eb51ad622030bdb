import java.io.*;
import java.nio.file.*;

// Files.copy and move with and without REPLACE_EXISTING, isReadable and
// isWritable; the copies are read back.
public class FilesCopy {
    public static void main(String[] args) throws IOException {
        Path in = Paths.get("in.txt"), c = Paths.get("d/copy.txt"), m = Paths.get("moved.txt");
        System.out.println(Files.copy(in, c) + " " + Files.readAllLines(c));
        try {
            Files.copy(in, c);
        } catch (FileAlreadyExistsException e) {
            System.out.println(e);
        }
        Files.writeString(in, "new\n");
        Files.copy(in, c, StandardCopyOption.REPLACE_EXISTING);
        System.out.println(Files.readString(c).trim());
        Files.move(c, m);
        System.out.println(Files.exists(c) + " " + Files.readString(m).trim());
        try {
            Files.move(Paths.get("nope"), m);
        } catch (NoSuchFileException e) {
            System.out.println(e);
        }
        System.out.println(Files.isReadable(m) + " " + Files.isWritable(m) + " " + Files.isReadable(Paths.get("nope")) + " " + Files.isExecutable(m));
        File f = new File("moved.txt");
        System.out.println(f.canRead() + " " + f.canWrite() + " " + f.canExecute());
    }
}
