// ArrayListOps: add/add(index)/get/set/remove(index)/remove(Object), contains,
// indexOf, subList, growth past the default capacity, toString, equals, clear,
// removeIf and sort with lambdas, toArray.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
public class ArrayListOps {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 25; i++) list.add(i * 3 % 17);
        System.out.println("list " + list + " size " + list.size());
        list.add(0, -1);
        list.add(5, 100);
        System.out.println("after inserts " + list.subList(0, 8));
        System.out.println("get(5)=" + list.get(5) + " set(5)=" + list.set(5, 200) + " now " + list.get(5));
        System.out.println("remove(index 0)=" + list.remove(0) + " remove(Integer 16)=" + list.remove(Integer.valueOf(16)) + " remove(999)=" + list.remove(Integer.valueOf(999)));
        System.out.println("contains 200 " + list.contains(200) + " indexOf 3 " + list.indexOf(3) + " lastIndexOf 3 " + list.lastIndexOf(3) + " indexOf 77 " + list.indexOf(77));
        List<Integer> sub = list.subList(2, 6);
        sub.set(0, -5);
        System.out.println("sub " + sub + " reflected " + list.get(2));
        list.removeIf(x -> x % 2 == 0);
        System.out.println("odd only " + list);
        list.sort((a, b) -> b - a);
        System.out.println("sorted desc " + list);
        Object[] arr = list.toArray();
        Integer[] typed = list.toArray(new Integer[0]);
        System.out.println("toArray " + arr.length + " " + typed.length + " " + Arrays.toString(typed));
        List<String> a = new ArrayList<>(Arrays.asList("x", "y", "z"));
        List<String> b = new ArrayList<>();
        b.add("x"); b.add("y"); b.add("z");
        System.out.println("equals " + a.equals(b) + " hashCode equal " + (a.hashCode() == b.hashCode()) + " hash " + a.hashCode());
        a.addAll(1, b);
        System.out.println("addAll " + a);
        a.retainAll(Arrays.asList("x", "z"));
        System.out.println("retainAll " + a);
        a.clear();
        System.out.println("cleared " + a + " isEmpty " + a.isEmpty());
        try { a.get(0); } catch (IndexOutOfBoundsException e) { System.out.println("get on empty: " + e.getMessage()); }
        List<List<Integer>> nested = new ArrayList<>();
        for (int i = 0; i < 3; i++) { nested.add(new ArrayList<>()); for (int j = 0; j <= i; j++) nested.get(i).add(j); }
        System.out.println("nested " + nested);
        ArrayList<Long> longs = new ArrayList<>(2);
        for (long v = 1; v < 1L << 40; v *= 1000) longs.add(v);
        long s = 0;
        for (long v : longs) s += v;
        System.out.println("longs " + longs + " sum " + s);
    }
}
