// CollectionsUtil: unmodifiable views (UnsupportedOperationException), emptyList,
// singletonList, nCopies, addAll, disjoint, Collections.fill, indexOfSubList,
// and List.equals across implementations.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
public class CollectionsUtil {
    public static void main(String[] args) {
        List<String> base = new ArrayList<>(Arrays.asList("a", "b", "c"));
        List<String> ro = Collections.unmodifiableList(base);
        try { ro.add("d"); } catch (UnsupportedOperationException e) { System.out.println("unmodifiable add: UOE"); }
        base.add("d");
        System.out.println("view sees change " + ro);
        System.out.println("emptyList " + Collections.emptyList() + " size " + Collections.emptyList().size());
        List<Integer> single = Collections.singletonList(5);
        try { single.set(0, 6); } catch (UnsupportedOperationException e) { System.out.println("singleton set: UOE"); }
        System.out.println("nCopies " + Collections.nCopies(4, "xy"));
        List<Integer> nums = new ArrayList<>();
        Collections.addAll(nums, 5, 6, 7, 8, 6, 7);
        System.out.println("addAll " + nums + " indexOfSubList " + Collections.indexOfSubList(nums, Arrays.asList(6, 7))
            + " last " + Collections.lastIndexOfSubList(nums, Arrays.asList(6, 7)));
        System.out.println("disjoint " + Collections.disjoint(nums, Arrays.asList(1, 2)) + " " + Collections.disjoint(nums, Arrays.asList(8)));
        Collections.fill(nums, 0);
        System.out.println("fill " + nums);
        List<Integer> al = new ArrayList<>(Arrays.asList(1, 2, 3));
        List<Integer> ll = new LinkedList<>(Arrays.asList(1, 2, 3));
        System.out.println("ArrayList equals LinkedList " + al.equals(ll) + " hash " + al.hashCode() + " " + ll.hashCode());
        Map<String, Integer> m = new TreeMap<>();
        m.put("z", 1); m.put("y", 2);
        Map<String, Integer> rom = Collections.unmodifiableMap(m);
        try { rom.put("x", 3); } catch (UnsupportedOperationException e) { System.out.println("unmodifiable map put: UOE"); }
        System.out.println("map view " + rom + " emptyMap " + Collections.emptyMap() + " singletonMap " + Collections.singletonMap("k", "v"));
        List<String> sync = Collections.synchronizedList(new ArrayList<String>());
        sync.add("s1"); sync.add("s2");
        System.out.println("synchronizedList " + sync + " size " + sync.size());
        List<Integer> rev = new ArrayList<>(Arrays.asList(1, 2, 3, 4, 5));
        Collections.reverse(rev);
        System.out.println("reverse " + rev + " max " + Collections.max(rev) + " sorted " + (rev.equals(Arrays.asList(5, 4, 3, 2, 1))));
    }
}
