import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.TreeMap;

// File attributes: Files.readAttributes (the basic view and by name),
// size, kinds, isSameFile and file keys, of files on disk and of files
// the program wrote. (Times are not compared: the VM's are its clock's.)
public class FilesAttrs {
    static void show(Path p) throws IOException {
        BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class);
        System.out.println(p + " size " + (a.isDirectory() ? "dir" : String.valueOf(a.size())) + " dir " + a.isDirectory()
            + " file " + a.isRegularFile() + " link " + a.isSymbolicLink() + " other " + a.isOther()
            + " time " + (a.lastModifiedTime() != null));
    }

    public static void main(String[] args) throws IOException {
        show(Paths.get("in.txt"));
        show(Paths.get("d"));
        show(Paths.get("d/x.txt"));
        Files.write(Paths.get("new.txt"), "twelve bytes".getBytes());
        show(Paths.get("new.txt"));
        Files.createDirectory(Paths.get("nd"));
        show(Paths.get("nd"));
        Map<String, Object> m = new TreeMap<>(Files.readAttributes(Paths.get("new.txt"), "size,isRegularFile,isDirectory"));
        System.out.println(m);
        System.out.println(Files.getLastModifiedTime(Paths.get("in.txt")) != null);
        System.out.println(Files.isSameFile(Paths.get("d/x.txt"), Paths.get("d/../d/x.txt")) + " " + Files.isSameFile(Paths.get("d/x.txt"), Paths.get("d/y.txt")));
        Object k1 = Files.readAttributes(Paths.get("d/x.txt"), BasicFileAttributes.class).fileKey();
        Object k2 = Files.readAttributes(Paths.get("./d/x.txt"), BasicFileAttributes.class).fileKey();
        Object k3 = Files.readAttributes(Paths.get("d/y.txt"), BasicFileAttributes.class).fileKey();
        System.out.println(k1.equals(k2) + " " + k1.equals(k3));
        try {
            Files.readAttributes(Paths.get("missing"), BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            System.out.println("NoSuchFileException " + e.getMessage());
        }
        Files.delete(Paths.get("new.txt"));
        System.out.println(Files.exists(Paths.get("new.txt")));
    }
}
