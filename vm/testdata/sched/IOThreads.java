import java.io.*;
import java.nio.file.*;

// Two threads take lines from one reader over a file and bytes from
// System.in, appending what they took to log.txt; main prints the log.
public class IOThreads {
    static int taken;

    public static void main(String[] args) throws Exception {
        BufferedReader words = new BufferedReader(new FileReader("words.txt"));
        Thread[] ts = new Thread[2];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                try {
                    for (int k = 0; k < 3; k++) {
                        String w = words.readLine();
                        int c = System.in.read();
                        taken++;
                        try (FileWriter log = new FileWriter("log.txt", true)) {
                            log.write(id + ":" + w + ":" + (char) c + "\n");
                        }
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("taken " + taken + " log: " + Files.readAllLines(Paths.get("log.txt")));
    }
}
