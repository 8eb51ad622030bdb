import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

// A writer runs replaceAll on a Collections.synchronizedList; its operator,
// called under the list's lock for each element, sets the static phase at
// the third one. A reader that sees phase == 1 reads the first two elements
// of the backing list under the wrapper's lock, else without it; it must
// not see the first replaced and the second not. The try of a pair from a
// bpt of the call after the operator's write of phase blocks the reader on
// the lock and is hoisted before the call; the try of the same pair from
// the bpt of the second element's write (phase == 0) does not block and
// sees the list half replaced: Strategy.knownBlocked must see the static
// written between the two (TestKnownBlockedStatic).
public class KnownStatic {
    static int phase;

    public static void main(String[] args) throws Exception {
        List<Integer> inner = new ArrayList<>();
        List<Integer> l = Collections.synchronizedList(inner);
        l.add(0);
        l.add(1);
        l.add(2);
        Thread w = new Thread(() -> l.replaceAll(x -> {
            if (x == 2) {
                phase = 1;
            }
            return x + 10;
        }), "writer");
        Thread r = new Thread(() -> {
            if (phase == 1) {
                synchronized (l) {
                    check(inner);
                }
            } else {
                check(inner);
            }
        }, "reader");
        w.start();
        r.start();
        w.join();
        r.join();
    }

    static void check(List<Integer> l) {
        int a = l.get(0);
        int b = l.get(1);
        if (a == 10 && b == 1) {
            throw new IllegalStateException("saw the list half replaced");
        }
    }
}
