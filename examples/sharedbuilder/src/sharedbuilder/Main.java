/*
 * sharedbuilder: two threads append to one StringBuilder; a character is
 * lost.
 *
 * Two writer threads each append n characters (n = args[0], 1 by
 * default) to a static StringBuilder, log; main joins them and checks
 * that the log holds 2n characters. StringBuilder is not thread-safe:
 * append(char) reads the builder's count, stores the character at that
 * index and writes count + 1, so two appends that interleave there write
 * the same slot and one character is lost.
 *
 * Failing schedule: writer-0 reads count (0) in append, writer-1 appends
 * its character (count 1), writer-0 stores its character at index 0 and
 * writes count 1: main throws "IllegalStateException: 1 characters
 * logged, 2 appended". Under java, java -ea -jar sharedbuilder.jar 2000000
 * loses characters, or throws ArrayIndexOutOfBoundsException in a writer
 * when two appends grow the array at once, on some runs; "fixed"
 * (java -jar sharedbuilder.jar 2000000 fixed) logs to a StringBuffer,
 * whose methods are synchronized, instead.
 */
package sharedbuilder;

public class Main {
    static final StringBuilder log = new StringBuilder();
    static final StringBuffer safeLog = new StringBuffer();
    static boolean fixed;

    static void record(char c) {
        if (fixed) {
            safeLog.append(c);
        } else {
            log.append(c);
        }
    }

    static int logged() {
        return fixed ? safeLog.length() : log.length();
    }

    public static void main(String[] args) throws InterruptedException {
        final int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        fixed = args.length > 1 && args[1].equals("fixed");
        Thread[] writers = new Thread[2];
        for (int i = 0; i < writers.length; i++) {
            final char c = (char) ('a' + i);
            writers[i] = new Thread(() -> {
                for (int k = 0; k < n; k++) {
                    record(c);
                }
            }, "writer-" + i);
            writers[i].start();
        }
        for (Thread w : writers) {
            w.join();
        }
        int got = logged();
        if (got != 2 * n) {
            throw new IllegalStateException(got + " characters logged, " + 2 * n + " appended");
        }
        System.out.println(got + " characters logged");
    }
}
