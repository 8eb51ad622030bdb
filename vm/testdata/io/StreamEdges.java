import java.io.*;

// Skips backward and past the start, a negative length, reads at and past
// the end, and a read after close.
public class StreamEdges {
    public static void main(String[] args) throws IOException {
        try (FileInputStream in = new FileInputStream("in.txt")) {
            in.read();
            in.read();
            System.out.println(in.skip(-1) + " " + (char) in.read());
            try {
                in.skip(-10);
            } catch (IOException e) {
                System.out.println("skip: " + e.getMessage());
            }
            System.out.println(in.skip(100) + " " + in.read() + " " + in.read(new byte[4]) + " " + in.available());
        }
        try (RandomAccessFile r = new RandomAccessFile("d/q.bin", "rw")) {
            try {
                r.setLength(-1);
            } catch (IOException e) {
                System.out.println(e);
            }
            r.seek(5);
            r.write(7);
            System.out.println(r.length() + " " + r.getFilePointer());
            r.seek(0);
            byte[] b = new byte[8];
            System.out.println(r.read(b) + " " + b[0] + " " + b[5] + " " + r.read());
        }
        FileInputStream closed = new FileInputStream("in.txt");
        closed.close();
        try {
            closed.read();
        } catch (IOException e) {
            System.out.println(e);
        }
    }
}
