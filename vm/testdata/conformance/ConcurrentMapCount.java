// ConcurrentMapCount: threads count words into a ConcurrentHashMap with merge and
// computeIfAbsent + AtomicInteger; the result is copied into a TreeMap for printing.
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
public class ConcurrentMapCount {
    public static void main(String[] args) throws InterruptedException {
        final String[] words = "red green blue red yellow green red blue blue red".split(" ");
        final ConcurrentHashMap<String, Integer> merged = new ConcurrentHashMap<>();
        final ConcurrentHashMap<String, AtomicInteger> atomics = new ConcurrentHashMap<>();
        Thread[] ts = new Thread[4];
        for (int t = 0; t < ts.length; t++) {
            final int offset = t;
            ts[t] = new Thread(() -> {
                for (int rep = 0; rep < 50; rep++) {
                    String w = words[(rep + offset) % words.length];
                    merged.merge(w, 1, Integer::sum);
                    atomics.computeIfAbsent(w, k -> new AtomicInteger()).incrementAndGet();
                }
            });
            ts[t].start();
        }
        for (Thread t : ts) t.join();
        Map<String, Integer> sorted = new TreeMap<>(merged);
        System.out.println("merged " + sorted);
        TreeMap<String, Integer> fromAtomics = new TreeMap<>();
        for (Map.Entry<String, AtomicInteger> e : atomics.entrySet()) fromAtomics.put(e.getKey(), e.getValue().get());
        System.out.println("atomics " + fromAtomics + " agree " + sorted.equals(fromAtomics));
        int total = 0;
        for (int v : merged.values()) total += v;
        System.out.println("total " + total + " putIfAbsent " + merged.putIfAbsent("red", 0) + " getOrDefault " + merged.getOrDefault("black", -1));
    }
}
