import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;

// Two threads read three bytes at a time from one FileChannel, list the
// directory's .txt files through a DirectoryStream (log.txt appears once
// written) and append what they saw to log.txt through another channel;
// main prints the log.
public class ChannelThreads {
    public static void main(String[] args) throws Exception {
        FileChannel words = FileChannel.open(Paths.get("words.txt"));
        Thread[] ts = new Thread[2];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                try {
                    for (int k = 0; k < 3; k++) {
                        ByteBuffer b = ByteBuffer.allocate(3);
                        int n = words.read(b);
                        StringBuilder names = new StringBuilder();
                        try (DirectoryStream<Path> ds = Files.newDirectoryStream(Paths.get("."), "*.txt")) {
                            for (Path p : ds) names.append(p.getFileName()).append(',');
                        }
                        String line = id + ":" + new String(b.array(), 0, Math.max(n, 0), StandardCharsets.UTF_8).trim() + ":" + names + "\n";
                        try (FileChannel log = FileChannel.open(Paths.get("log.txt"), StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND)) {
                            log.write(ByteBuffer.wrap(line.getBytes(StandardCharsets.UTF_8)));
                        }
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("position " + words.position() + " log: " + Files.readAllLines(Paths.get("log.txt")));
    }
}
