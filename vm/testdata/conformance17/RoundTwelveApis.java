import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.concurrent.locks.StampedLock;
import java.util.stream.*;

// The single-threaded behaviour of the JDK APIs of the twelfth round of
// example programs (docs/examples.md, "A twelfth round"): StampedLock's
// conversions, WeakHashMap, IdentityHashMap, ConcurrentHashMap's compute,
// merge, views and bulk operations, stamped and markable references,
// records with compact constructors, enums with state, suppressed
// exceptions and their stack trace, teeing, wait(timeout).
public class RoundTwelveApis {
    record Reading(int sensor, double celsius) {
        Reading {
            if (celsius < -273.15) throw new IllegalArgumentException("below zero: " + celsius);
        }
    }

    enum Hub { INSTANCE; int nextId; }

    static final class Res implements AutoCloseable {
        final String n;
        Res(String n) { this.n = n; }
        public void close() { throw new IllegalStateException("close " + n); }
    }

    public static void main(String[] args) throws Exception {
        var sl = new StampedLock();
        long o = sl.tryOptimisticRead();
        long w = sl.tryConvertToWriteLock(o);
        System.out.println("optimistic->write " + (w != 0) + " " + sl.isWriteLocked() + " " + StampedLock.isWriteLockStamp(w));
        long r = sl.tryConvertToReadLock(w);
        System.out.println("write->read " + (r != 0) + " readers " + sl.getReadLockCount() + " " + StampedLock.isReadLockStamp(r));
        long r2 = sl.readLock();
        System.out.println("read->write with two readers " + sl.tryConvertToWriteLock(r));
        sl.unlockRead(r2);
        long w2 = sl.tryConvertToWriteLock(r);
        System.out.println("read->write alone " + (w2 != 0));
        long o2 = sl.tryConvertToOptimisticRead(w2);
        System.out.println("write->optimistic " + (o2 != 0) + " " + sl.validate(o2) + " " + sl.isWriteLocked() + " " + StampedLock.isOptimisticReadStamp(o2));
        try { sl.unlockWrite(w2); } catch (IllegalMonitorStateException e) { System.out.println("stale unlock: IllegalMonitorStateException"); }
        long w3 = sl.writeLock();
        System.out.println("tryReadLock while written " + sl.tryReadLock() + " optimistic " + sl.tryOptimisticRead());
        sl.unlockWrite(w3);

        var weak = new WeakHashMap<String, Integer>();
        String k = new String("a");
        weak.put(k, 1); weak.put("b", 2); weak.merge("b", 5, Integer::sum);
        weak.keySet().removeIf(x -> x.equals("zz"));
        System.out.println("weak " + new TreeMap<>(weak) + " " + weak.containsKey("a"));
        var id = new IdentityHashMap<Object, Integer>();
        var key = List.of(1);
        id.put(key, 1); id.put(List.of(1), 2); id.put(null, 3);
        System.out.println("identity " + id.size() + " " + id.get(key) + " " + id.containsKey(List.of(1)) + " " + id.get(null));
        var q = new ReferenceQueue<Object>();
        var ref = new WeakReference<Object>(k, q);
        ref.clear();
        System.out.println("cleared " + ref.get() + " enqueue " + ref.enqueue() + " polled " + (q.poll() == ref));

        var chm = new ConcurrentHashMap<String, Integer>();
        var log = new ArrayList<String>();
        chm.merge("k", 1, Integer::sum);
        chm.merge("k", 1, (a, b) -> { log.add("merge " + a + "+" + b); return a + b; });
        chm.compute("k", (kk, v) -> { log.add("compute " + v); return v == 2 ? null : v; });
        System.out.println("chm " + chm + " " + chm.computeIfPresent("z", (a, b) -> 1) + " " + log);
        try { chm.computeIfAbsent("r", kk -> chm.computeIfAbsent("r", k2 -> 1)); } catch (IllegalStateException e) { System.out.println("recursive: " + e.getMessage()); }
        for (int i = 0; i < 6; i++) chm.put("e" + i, i);
        for (var it = chm.entrySet().iterator(); it.hasNext();) { if (it.next().getValue() % 2 == 0) it.remove(); }
        chm.keySet().removeIf(x -> x.equals("e5"));
        chm.values().removeIf(v -> v == 1);
        System.out.println("left " + chm + " reduce " + chm.reduceValues(1, Integer::sum) + " search " + chm.search(1, (kk, v) -> v == 3 ? kk : null)
                + " remove(k, v) " + chm.remove("e3", 4) + " " + chm.remove("e3", 3));
        chm.keySet(0).add("dflt");
        System.out.println("default " + chm.get("dflt") + " mappings " + chm.mappingCount());

        var asr = new AtomicStampedReference<String>("a", 0);
        int[] st = new int[1];
        System.out.println(asr.compareAndSet("a", "b", 0, 1) + " " + asr.compareAndSet("b", "c", 0, 2) + " " + asr.get(st) + " " + st[0]
                + " " + asr.attemptStamp("b", 7) + " " + asr.getStamp());
        var amr = new AtomicMarkableReference<String>("a", false);
        System.out.println(amr.attemptMark("a", true) + " " + amr.isMarked() + " " + amr.compareAndSet("a", "b", false, false));
        var ar = new AtomicReference<List<Integer>>(List.of(1));
        System.out.println(ar.updateAndGet(l -> Stream.concat(l.stream(), Stream.of(2)).toList()) + " " + ar.accumulateAndGet(List.of(3), (a, b) -> b));

        var rd = new Reading(1, 20.5);
        System.out.println(rd + " " + rd.equals(new Reading(1, 20.5)) + " " + (rd.hashCode() == new Reading(1, 20.5).hashCode()));
        try { new Reading(2, -300); } catch (IllegalArgumentException e) { System.out.println("compact: " + e.getMessage()); }
        Object obj = rd;
        if (obj instanceof Reading x && x.sensor() == 1) System.out.println("pattern " + x.celsius());
        Hub.INSTANCE.nextId++; Hub.valueOf("INSTANCE").nextId++;
        System.out.println("enum state " + Hub.INSTANCE.nextId + " " + Arrays.toString(Hub.values()));

        try (Res a = new Res("a"); Res b = new Res("b")) {
            throw new RuntimeException("body");
        } catch (RuntimeException e) {
            System.out.println(e.getMessage() + " suppressed " + Arrays.stream(e.getSuppressed()).map(Throwable::getMessage).toList());
            var sw = new java.io.StringWriter();
            e.printStackTrace(new java.io.PrintWriter(sw));
            System.out.println(sw.toString().lines().filter(l -> !l.contains("\tat ")).toList());
        }
        try { var e = new Exception(); e.addSuppressed(e); } catch (IllegalArgumentException e) { System.out.println("self: " + e.getMessage()); }

        String tee = Stream.of(3, 1, 2).collect(Collectors.teeing(Collectors.counting(), Collectors.summingInt(x -> x), (c, s) -> c + "/" + s));
        System.out.println(tee + " " + Stream.iterate(1, x -> x < 50, x -> x * 3).map(String::valueOf).collect(Collectors.joining(",", "[", "]"))
                + " " + Optional.of(4).filter(x -> x > 3).map(x -> x * 2).or(() -> Optional.of(0)).orElseThrow()
                + " " + IntStream.range(0, 1000).parallel().sum());
        Map<String, Map<Integer, List<String>>> nested = Stream.of("aa", "b", "cc", "ddd").collect(Collectors.groupingBy(
                s -> s.compareTo("c") < 0 ? "low" : "high", TreeMap::new, Collectors.groupingBy(String::length, TreeMap::new, Collectors.toList())));
        System.out.println(nested);

        Object mon = new Object();
        long t0 = System.nanoTime();
        synchronized (mon) { mon.wait(5); }
        System.out.println("waited 5 ms " + (System.nanoTime() - t0 >= 5_000_000L));
        try { synchronized (mon) { mon.wait(-1); } } catch (IllegalArgumentException e) { System.out.println("wait(-1): " + e.getMessage()); }
        try { mon.wait(1); } catch (IllegalMonitorStateException e) { System.out.println("unowned: " + e.getMessage()); }
    }
}
