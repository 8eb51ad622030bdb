import java.io.File;
import java.io.IOException;
import java.nio.file.*;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.*;

// Files.newDirectoryStream (all, glob, filter) and Files.walkFileTree
// (visiting, skipping, a depth bound, deleting and copying a tree the
// program made), File.listFiles. Names are sorted: the JDK's order is the
// directories'.
// release8: also compiled with --release 8
public class FilesTree {
    static List<String> stream(DirectoryStream<Path> ds) throws IOException {
        List<String> names = new ArrayList<>();
        try (DirectoryStream<Path> s = ds) {
            for (Path p : s) names.add(p.toString());
        }
        Collections.sort(names);
        return names;
    }

    static List<String> tree(Path start, Set<FileVisitOption> opts, int depth, String skip) throws IOException {
        List<String> events = new ArrayList<>();
        Files.walkFileTree(start, opts, depth, new SimpleFileVisitor<Path>() {
            @Override
            public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes a) {
                events.add("pre " + d + (a.isDirectory() ? " dir" : ""));
                return d.endsWith(skip) ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path f, BasicFileAttributes a) {
                events.add("file " + f + (a.isRegularFile() ? " " + a.size() + " regular" : " other"));
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path f, IOException e) {
                events.add("failed " + f + " " + e.getClass().getSimpleName());
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path d, IOException e) {
                events.add("post " + d + " " + e);
                return FileVisitResult.CONTINUE;
            }
        });
        Collections.sort(events);
        return events;
    }

    public static void main(String[] args) throws IOException {
        System.out.println(stream(Files.newDirectoryStream(Paths.get("."))));
        System.out.println(stream(Files.newDirectoryStream(Paths.get("d"))));
        System.out.println(stream(Files.newDirectoryStream(Paths.get("."), "*.txt")));
        System.out.println(stream(Files.newDirectoryStream(Paths.get("."), p -> Files.isDirectory(p))));
        try (DirectoryStream<Path> s = Files.newDirectoryStream(Paths.get("d"))) {
            Iterator<Path> it = s.iterator();
            System.out.println(it.hasNext());
            try {
                s.iterator();
            } catch (IllegalStateException e) {
                System.out.println("second iterator: IllegalStateException");
            }
        }
        try {
            Files.newDirectoryStream(Paths.get("in.txt"));
        } catch (NotDirectoryException e) {
            System.out.println("NotDirectoryException " + e.getMessage());
        }
        try {
            Files.newDirectoryStream(Paths.get("missing"));
        } catch (NoSuchFileException e) {
            System.out.println("NoSuchFileException " + e.getMessage());
        }

        tree(Paths.get("."), EnumSet.noneOf(FileVisitOption.class), Integer.MAX_VALUE, "-").forEach(System.out::println);
        System.out.println(tree(Paths.get("."), EnumSet.noneOf(FileVisitOption.class), 1, "-"));
        System.out.println(tree(Paths.get("."), EnumSet.noneOf(FileVisitOption.class), Integer.MAX_VALUE, "d"));
        System.out.println(tree(Paths.get("in.txt"), EnumSet.noneOf(FileVisitOption.class), Integer.MAX_VALUE, "-"));
        System.out.println(tree(Paths.get("missing"), EnumSet.noneOf(FileVisitOption.class), Integer.MAX_VALUE, "-"));

        // A tree the program makes, copied and then deleted with walkFileTree.
        Path made = Paths.get("made");
        Files.createDirectories(made.resolve("a/b"));
        Files.write(made.resolve("a/one.txt"), "one".getBytes());
        Files.write(made.resolve("a/b/two.txt"), "two!".getBytes());
        Path copy = Paths.get("copy");
        Files.walkFileTree(made, new SimpleFileVisitor<Path>() {
            @Override
            public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes a) throws IOException {
                Files.createDirectories(copy.resolve(made.relativize(d)));
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path f, BasicFileAttributes a) throws IOException {
                Files.copy(f, copy.resolve(made.relativize(f)));
                return FileVisitResult.CONTINUE;
            }
        });
        System.out.println(tree(copy, EnumSet.noneOf(FileVisitOption.class), Integer.MAX_VALUE, "-"));
        long[] total = {0};
        Files.walkFileTree(copy, new SimpleFileVisitor<Path>() {
            @Override
            public FileVisitResult visitFile(Path f, BasicFileAttributes a) {
                total[0] += a.size();
                return FileVisitResult.CONTINUE;
            }
        });
        System.out.println("copied bytes: " + total[0]);
        for (Path root : new Path[] {made, copy}) {
            Files.walkFileTree(root, new SimpleFileVisitor<Path>() {
                @Override
                public FileVisitResult visitFile(Path f, BasicFileAttributes a) throws IOException {
                    Files.delete(f);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
                    Files.delete(d);
                    return FileVisitResult.CONTINUE;
                }
            });
            System.out.println(root + " exists after delete: " + Files.exists(root));
        }

        File[] fs = new File("d").listFiles();
        List<String> names = new ArrayList<>();
        for (File f : fs) names.add(f.getPath() + " " + f.length());
        Collections.sort(names);
        System.out.println(names);
        File[] txt = new File(".").listFiles((dir, name) -> name.endsWith(".txt"));
        System.out.println(txt.length);
        System.out.println(new File("in.txt").listFiles());
    }
}
