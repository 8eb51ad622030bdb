import java.io.*;
import java.nio.ByteBuffer;
import java.nio.channels.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;

// FileChannel: of a FileInputStream, FileOutputStream and
// RandomAccessFile, FileChannel.open and Files.newByteChannel; read and
// write (one buffer, several, at a position), position, size, truncate,
// transferTo and transferFrom, closing.
// release8: also compiled with --release 8
public class FileChannels {
    static String str(ByteBuffer b) {
        b.flip();
        byte[] a = new byte[b.remaining()];
        b.get(a);
        return new String(a, StandardCharsets.UTF_8);
    }

    static String file(String name) throws IOException {
        return new String(Files.readAllBytes(Paths.get(name)), StandardCharsets.UTF_8).replace("\n", "|");
    }

    public static void main(String[] args) throws IOException {
        try (FileInputStream in = new FileInputStream("in.txt"); FileChannel ch = in.getChannel()) {
            System.out.println("size " + ch.size() + " position " + ch.position());
            ByteBuffer b = ByteBuffer.allocate(5);
            System.out.println(ch.read(b) + " [" + str(b) + "] " + ch.position());
            b.clear();
            System.out.println(ch.read(b, 1) + " [" + str(b) + "] " + ch.position());
            ch.position(3);
            ByteBuffer[] two = {ByteBuffer.allocate(2), ByteBuffer.allocate(3)};
            System.out.println(ch.read(two) + " [" + str(two[0]) + "][" + str(two[1]) + "] " + ch.position());
            ByteBuffer rest = ByteBuffer.allocate(100);
            System.out.println(ch.read(rest) + " " + ch.position() + " " + ch.read(ByteBuffer.allocate(4)));
            System.out.println("read at the end: " + ch.read(ByteBuffer.allocate(4), 100));
            System.out.println("stream after the channel: " + in.read());
            ByteBuffer sliced = ByteBuffer.allocate(10);
            sliced.position(2).limit(6);
            System.out.println(ch.read(sliced.slice(), 0) + " " + ch.read(ByteBuffer.allocate(0)));
            try {
                ch.write(ByteBuffer.wrap(new byte[1]));
            } catch (NonWritableChannelException e) {
                System.out.println("NonWritableChannelException");
            }
            try {
                ch.read(ByteBuffer.allocate(3).asReadOnlyBuffer());
            } catch (IllegalArgumentException e) {
                System.out.println("IllegalArgumentException " + e.getMessage());
            }
        }

        try (FileOutputStream out = new FileOutputStream("out.txt"); FileChannel ch = out.getChannel()) {
            System.out.println(ch.write(ByteBuffer.wrap("hello channel\n".getBytes(StandardCharsets.UTF_8))) + " " + ch.position() + " " + ch.size());
            ByteBuffer[] two = {ByteBuffer.wrap("ab".getBytes()), ByteBuffer.wrap("cd\n".getBytes())};
            System.out.println(ch.write(two) + " " + ch.position());
            System.out.println(ch.write(ByteBuffer.wrap("HE".getBytes()), 0) + " " + ch.position());
            out.write('!');
        }
        System.out.println(file("out.txt"));

        try (RandomAccessFile raf = new RandomAccessFile("out.txt", "rw"); FileChannel ch = raf.getChannel()) {
            ch.position(6);
            ch.write(ByteBuffer.wrap("CH".getBytes()));
            System.out.println(raf.getFilePointer() + " " + ch.truncate(10).size() + " " + ch.position());
            ch.force(true);
        }
        System.out.println(file("out.txt"));

        Path p = Paths.get("made.txt");
        try (FileChannel ch = FileChannel.open(p, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            ch.write(ByteBuffer.wrap("one two three".getBytes()));
        }
        try (FileChannel ch = FileChannel.open(p, StandardOpenOption.READ)) {
            ByteBuffer b = ByteBuffer.allocate((int) ch.size());
            while (b.hasRemaining() && ch.read(b) > 0) { }
            System.out.println("[" + str(b) + "]");
        }
        try (FileChannel ch = FileChannel.open(p, StandardOpenOption.APPEND)) {
            ch.write(ByteBuffer.wrap(" four".getBytes()));
            System.out.println("append " + ch.size());
        }
        try (SeekableByteChannel ch = Files.newByteChannel(p, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            ch.position(4);
            ch.write(ByteBuffer.wrap("TWO".getBytes()));
            System.out.println(ch.position() + " " + ch.size());
        }
        try (FileChannel ch = FileChannel.open(p, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            System.out.println("truncated " + ch.size());
            ch.write(ByteBuffer.wrap("x".getBytes()));
        }
        System.out.println(file("made.txt"));
        try {
            FileChannel.open(p, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (FileAlreadyExistsException e) {
            System.out.println("FileAlreadyExistsException " + e.getMessage());
        }
        try {
            FileChannel.open(Paths.get("missing.txt"));
        } catch (NoSuchFileException e) {
            System.out.println("NoSuchFileException " + e.getMessage());
        }

        // Copies between channels.
        try (FileChannel src = new FileInputStream("in.txt").getChannel();
             FileChannel dst = new FileOutputStream("copy.txt").getChannel()) {
            System.out.println("transferTo " + src.transferTo(0, src.size(), dst) + " " + src.position() + " " + dst.position());
            System.out.println("transferTo past the end " + src.transferTo(100, 5, dst));
        }
        System.out.println(file("copy.txt"));
        try (FileChannel src = FileChannel.open(Paths.get("utf8.txt"));
             FileChannel dst = FileChannel.open(Paths.get("copy2.txt"), StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            System.out.println("transferFrom " + dst.transferFrom(src, 0, 5) + " " + src.position() + " " + dst.position());
        }
        System.out.println(file("copy2.txt"));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (FileChannel src = FileChannel.open(Paths.get("in.txt"))) {
            src.transferTo(2, 4, Channels.newChannel(bytes));
        }
        System.out.println("to a stream: " + bytes);

        // Locks: the JDK's table refuses an overlapping one.
        try (FileChannel lc = FileChannel.open(Paths.get("lock.txt"), StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            FileLock l = lc.lock();
            System.out.println("locked " + l.isValid() + " " + l.isShared() + " " + l.position() + " " + l.size());
            try {
                lc.tryLock();
            } catch (OverlappingFileLockException e) {
                System.out.println("OverlappingFileLockException");
            }
            l.release();
            FileLock s = lc.tryLock(0, 10, true);
            System.out.println("shared " + s.isShared() + " " + s.overlaps(5, 1));
        }

        // A directory opens for reading, whose reads fail; not for writing.
        try (FileChannel dc = FileChannel.open(Paths.get("d"))) {
            System.out.println("directory opened " + dc.isOpen());
            dc.read(ByteBuffer.allocate(3));
        } catch (IOException e) {
            System.out.println(e);
        }
        try {
            FileChannel.open(Paths.get("d"), StandardOpenOption.WRITE);
        } catch (FileSystemException e) {
            System.out.println(e);
        }

        FileChannel closed = FileChannel.open(Paths.get("in.txt"));
        closed.close();
        System.out.println("open " + closed.isOpen());
        try {
            closed.read(ByteBuffer.allocate(1));
        } catch (ClosedChannelException e) {
            System.out.println("ClosedChannelException");
        }
        // A stream's channel is closed with the stream.
        FileInputStream in = new FileInputStream("in.txt");
        FileChannel ch = in.getChannel();
        in.close();
        System.out.println("stream closed, channel open " + ch.isOpen());
    }
}
