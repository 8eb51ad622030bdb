// IteratorOps: explicit Iterator use, Iterator.remove, a custom Iterable used in
// for-each, ListIterator indices, and ConcurrentModificationException detection.
import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.NoSuchElementException;
public class IteratorOps {
    static class Range implements Iterable<Integer> {
        final int from, to, step;
        Range(int from, int to, int step) { this.from = from; this.to = to; this.step = step; }
        public Iterator<Integer> iterator() {
            return new Iterator<Integer>() {
                int cur = from;
                public boolean hasNext() { return cur < to; }
                public Integer next() {
                    if (cur >= to) throw new NoSuchElementException("range exhausted");
                    int v = cur; cur += step; return v;
                }
            };
        }
    }
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int x : new Range(3, 30, 4)) sb.append(x).append(' ');
        System.out.println("range " + sb);
        Iterator<Integer> it = new Range(0, 2, 1).iterator();
        System.out.println(it.next() + " " + it.next() + " hasNext " + it.hasNext());
        try { it.next(); } catch (NoSuchElementException e) { System.out.println("exhausted: " + e.getMessage()); }
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 12; i++) list.add(i);
        for (Iterator<Integer> i = list.iterator(); i.hasNext(); ) if (i.next() % 3 == 0) i.remove();
        System.out.println("after remove " + list);
        ListIterator<Integer> li = list.listIterator(list.size());
        sb.setLength(0);
        while (li.hasPrevious()) { int idx = li.previousIndex(); int v = li.previous(); sb.append(idx).append(':').append(v).append(' '); }
        System.out.println("backwards " + sb);
        try {
            for (Integer v : list) if (v == 5) list.remove(v);
            System.out.println("no CME");
        } catch (ConcurrentModificationException e) {
            System.out.println("ConcurrentModificationException");
        }
        Iterator<Integer> bad = list.iterator();
        try { bad.remove(); } catch (IllegalStateException e) { System.out.println("remove before next: ISE"); }
        int total = 0;
        Iterator<Integer> sum = list.iterator();
        while (sum.hasNext()) total += sum.next();
        System.out.println("total " + total + " list " + list);
        Iterable<String> lambdaIterable = () -> java.util.Arrays.asList("l1", "l2").iterator();
        for (String s : lambdaIterable) System.out.println("lambda iterable " + s);
        list.iterator().forEachRemaining(v -> { if (v > 8) System.out.println("forEachRemaining " + v); });
    }
}
