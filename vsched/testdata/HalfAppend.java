// A thread appends 'a' and then 'b' to a shared StringBuilder; main
// reads it in between and sees "a". The analysis summarizes each append
// as one write of the builder's <state>; the VM makes several writes in
// AbstractStringBuilder.append. Fulfilling "append('a') before main's
// read" must let the appending thread finish that call: after its first
// write alone main reads "" (before, vsched reported "exhausted").
public class HalfAppend {
    static final StringBuilder log = new StringBuilder();

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            log.append('a');
            log.append('b');
        });
        t.start();
        String seen = String.valueOf(log);
        if (seen.equals("a")) {
            throw new IllegalStateException("half-written: " + seen);
        }
        t.join();
    }
}
