// HashSetOps: HashSet add/contains/remove/size with duplicates, set algebra via
// retainAll/removeAll/addAll (printed through TreeSet), equals of sets with different
// insertion orders, and TreeSet navigation.
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.TreeSet;
public class HashSetOps {
    public static void main(String[] args) {
        Set<String> s = new HashSet<>();
        String[] words = "one two three two one four five four".split(" ");
        for (String w : words) System.out.print(s.add(w) ? "+" : "=");
        System.out.println(" size " + s.size());
        System.out.println("contains two " + s.contains("two") + " contains six " + s.contains("six") + " remove one " + s.remove("one") + " again " + s.remove("one"));
        Set<Integer> a = new HashSet<>(Arrays.asList(1, 2, 3, 4, 5, 6));
        Set<Integer> b = new HashSet<>(Arrays.asList(4, 5, 6, 7, 8));
        Set<Integer> inter = new HashSet<>(a); inter.retainAll(b);
        Set<Integer> union = new HashSet<>(a); union.addAll(b);
        Set<Integer> diff = new HashSet<>(a); diff.removeAll(b);
        System.out.println("inter " + new TreeSet<>(inter) + " union " + new TreeSet<>(union) + " diff " + new TreeSet<>(diff));
        Set<Integer> c = new HashSet<>(Arrays.asList(6, 5, 4));
        System.out.println("equals " + inter.equals(c) + " hashCode " + inter.hashCode() + " containsAll " + union.containsAll(a));
        Set<Long> big = new HashSet<>();
        for (long i = 0; i < 5000; i++) big.add(i * i % 1009);
        System.out.println("distinct squares mod 1009: " + big.size());
        TreeSet<String> ts = new TreeSet<>(s);
        System.out.println("sorted " + ts + " first " + ts.first() + " last " + ts.last() + " ceiling(g) " + ts.ceiling("g") + " headSet(t) " + ts.headSet("t"));
        System.out.println("descending " + ts.descendingSet() + " pollFirst " + ts.pollFirst() + " now " + ts);
        Set<Object> mixed = new HashSet<>();
        mixed.add(1); mixed.add(1L); mixed.add("1"); mixed.add('1'); mixed.add(null);
        System.out.println("mixed size " + mixed.size() + " contains null " + mixed.contains(null) + " contains 1L " + mixed.contains(1L) + " contains (short)1 " + mixed.contains((short) 1));
        s.clear();
        System.out.println("cleared " + s.isEmpty());
    }
}
