// LinkedListOps: LinkedList as List and Deque: addFirst/addLast, removeFirst/removeLast,
// peek/poll/offer, push/pop, get by index, ListIterator add/set/remove, descendingIterator.
import java.util.Iterator;
import java.util.LinkedList;
import java.util.ListIterator;
public class LinkedListOps {
    public static void main(String[] args) {
        LinkedList<String> ll = new LinkedList<>();
        ll.add("b"); ll.addFirst("a"); ll.addLast("c"); ll.add(1, "ab");
        System.out.println(ll + " first " + ll.getFirst() + " last " + ll.getLast() + " get(2) " + ll.get(2));
        ll.push("top");
        System.out.println("after push " + ll + " pop " + ll.pop() + " peek " + ll.peek() + " peekLast " + ll.peekLast());
        System.out.println("removeFirst " + ll.removeFirst() + " removeLast " + ll.removeLast() + " now " + ll);
        ll.offer("o1"); ll.offerFirst("o0");
        System.out.println("offers " + ll + " poll " + ll.poll() + " pollLast " + ll.pollLast());
        ListIterator<String> it = ll.listIterator();
        while (it.hasNext()) {
            String s = it.next();
            if (s.equals("ab")) it.set("AB");
            if (s.equals("b")) { it.remove(); it.add("b1"); it.add("b2"); }
        }
        System.out.println("after listIterator " + ll);
        while (it.hasPrevious()) System.out.print(it.previous() + (it.hasPrevious() ? "<" : "\n"));
        StringBuilder sb = new StringBuilder();
        for (Iterator<String> d = ll.descendingIterator(); d.hasNext(); ) sb.append(d.next()).append(' ');
        System.out.println("descending " + sb);
        LinkedList<Integer> nums = new LinkedList<>();
        for (int i = 0; i < 10; i++) if (i % 2 == 0) nums.addLast(i); else nums.addFirst(i);
        System.out.println("nums " + nums + " indexOf(4) " + nums.indexOf(4) + " contains 11 " + nums.contains(11));
        nums.remove(Integer.valueOf(9));
        nums.remove(0);
        System.out.println("removed " + nums + " size " + nums.size());
        LinkedList<Integer> empty = new LinkedList<>();
        System.out.println("empty poll " + empty.poll() + " peek " + empty.peekFirst());
        try { empty.removeFirst(); } catch (java.util.NoSuchElementException e) { System.out.println("removeFirst on empty: NoSuchElementException"); }
        try { empty.element(); } catch (java.util.NoSuchElementException e) { System.out.println("element on empty: NoSuchElementException"); }
    }
}
