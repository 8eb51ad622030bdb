// PollDone with a poll that sleeps instead of yielding: the page polls only
// the name's lookup, sleeping 1 ms between polls, then reads the order
// count the other lookup may not have written yet. With virtual time a
// sleeper wakes only once the other threads cannot run, so the count's
// lookup is always done by then: only --time free (the sleep ending early)
// shows the bug. "fixed" polls both lookups.
//
// java -ea PollSleep N [fixed] (vsched.TestFreeTime)
public class PollSleep {
    public static void main(String[] args) throws Exception {
        PollDone.poll(args, true);
    }
}
