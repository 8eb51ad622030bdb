// Objects that reach the threads only through JDK code: made by a lambda
// inside a stream and collected into a List, copied into another List and
// iterated, made by computeIfAbsent's function, wrapped in an Optional,
// listed by singletonList and Arrays.asList. Each pairs with itself between the
// two instances of the worker thread (lines 36-41); the analysis must know
// where each comes from (before, the stream's and Arrays.asList's had no
// objects, and their accesses no pairs).
import java.util.*;
import java.util.stream.*;

class JDKFlow {
    static class Box { int v; }

    static Box last(List<Box> l) {
        Box last = null;
        for (Box b : l) {
            last = b;
        }
        return last;
    }

    public static void main(String[] args) throws Exception {
        List<Box> made = IntStream.range(0, 2).mapToObj(i -> new Box()).collect(Collectors.toList());
        List<Box> src = new ArrayList<>();
        src.add(new Box());
        Box iterated = last(new ArrayList<>(src));
        Map<String, Box> m = new HashMap<>();
        Box computed = m.computeIfAbsent("k", k -> new Box());
        Box opt = Optional.of(new Box()).get();
        Box listed = java.util.Collections.singletonList(new Box()).get(0);
        Box asList = Arrays.asList(new Box[] {new Box()}).get(0);
        Box streamed = made.get(0), it = iterated;
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            ts[i] = new Thread(() -> {
                streamed.v++;
                it.v++;
                computed.v++;
                opt.v++;
                listed.v++;
                asList.v++;
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
    }
}
