// ArrayDequeOps: ArrayDeque as stack and queue, growth past initial capacity,
// wraparound of the circular buffer, iteration order, and null rejection.
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
public class ArrayDequeOps {
    public static void main(String[] args) {
        Deque<Integer> stack = new ArrayDeque<>();
        for (int i = 0; i < 5; i++) stack.push(i);
        System.out.println("stack " + stack + " peek " + stack.peek());
        StringBuilder sb = new StringBuilder();
        while (!stack.isEmpty()) sb.append(stack.pop()).append(' ');
        System.out.println("popped " + sb);
        ArrayDeque<String> q = new ArrayDeque<>(2);
        for (int i = 0; i < 20; i++) { q.offer("e" + i); if (i % 3 == 0) q.poll(); }
        System.out.println("queue " + q + " size " + q.size() + " first " + q.peekFirst() + " last " + q.peekLast());
        for (int i = 0; i < 7; i++) { q.addFirst("f" + i); q.pollLast(); }
        System.out.println("wrapped " + q);
        Iterator<String> it = q.iterator();
        int removed = 0;
        while (it.hasNext()) if (it.next().startsWith("f")) { it.remove(); removed++; }
        System.out.println("removed " + removed + " left " + q);
        StringBuilder desc = new StringBuilder();
        for (Iterator<String> d = q.descendingIterator(); d.hasNext(); ) desc.append(d.next()).append(',');
        System.out.println("descending " + desc);
        try { q.add(null); } catch (NullPointerException e) { System.out.println("null element rejected: NPE"); }
        System.out.println("contains e19 " + q.contains("e19") + " removeFirstOccurrence " + q.removeFirstOccurrence("e19") + " " + q.contains("e19"));
        ArrayDeque<int[]> work = new ArrayDeque<>();
        work.add(new int[] { 0, 0 });
        int visited = 0;
        boolean[][] seen = new boolean[5][5];
        seen[0][0] = true;
        while (!work.isEmpty()) {
            int[] p = work.poll();
            visited++;
            int[][] moves = { { 1, 2 }, { 2, 1 }, { -1, 2 }, { 2, -1 } };
            for (int[] m : moves) {
                int x = p[0] + m[0], y = p[1] + m[1];
                if (x >= 0 && y >= 0 && x < 5 && y < 5 && !seen[x][y]) { seen[x][y] = true; work.add(new int[] { x, y }); }
            }
        }
        System.out.println("bfs visited " + visited);
    }
}
