// PriorityQueueOps: PriorityQueue with natural order and comparators, poll order,
// peek, many elements, a k-smallest selection and a simple Dijkstra on a tiny graph.
import java.util.Comparator;
import java.util.PriorityQueue;
public class PriorityQueueOps {
    public static void main(String[] args) {
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        int[] in = { 42, 7, 19, 3, 88, 7, 1, 56, 23 };
        for (int x : in) pq.offer(x);
        System.out.println("size " + pq.size() + " peek " + pq.peek());
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) sb.append(pq.poll()).append(' ');
        System.out.println("poll order " + sb);
        PriorityQueue<String> max = new PriorityQueue<>(Comparator.reverseOrder());
        for (String s : "kiwi apple mango banana cherry".split(" ")) max.add(s);
        sb.setLength(0);
        while (max.size() > 0) sb.append(max.remove()).append(' ');
        System.out.println("reverse order " + sb);
        PriorityQueue<Integer> kSmall = new PriorityQueue<>(Comparator.reverseOrder());
        for (int i = 0; i < 1000; i++) {
            int v = (i * 7919 + 13) % 1009;
            kSmall.offer(v);
            if (kSmall.size() > 5) kSmall.poll();
        }
        sb.setLength(0);
        while (!kSmall.isEmpty()) sb.append(kSmall.poll()).append(' ');
        System.out.println("5 smallest (desc) " + sb);
        int[][] w = { { 0, 4, 1, 0, 0 }, { 4, 0, 2, 5, 0 }, { 1, 2, 0, 8, 10 }, { 0, 5, 8, 0, 2 }, { 0, 0, 10, 2, 0 } };
        int[] dist = { 0, Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE };
        PriorityQueue<int[]> q = new PriorityQueue<>((a, b) -> a[1] != b[1] ? Integer.compare(a[1], b[1]) : Integer.compare(a[0], b[0]));
        q.add(new int[] { 0, 0 });
        while (!q.isEmpty()) {
            int[] cur = q.poll();
            if (cur[1] > dist[cur[0]]) continue;
            for (int v = 0; v < 5; v++) {
                if (w[cur[0]][v] > 0 && cur[1] + w[cur[0]][v] < dist[v]) { dist[v] = cur[1] + w[cur[0]][v]; q.add(new int[] { v, dist[v] }); }
            }
        }
        System.out.println("dijkstra " + java.util.Arrays.toString(dist));
        PriorityQueue<Long> empty = new PriorityQueue<>();
        System.out.println("empty poll " + empty.poll() + " peek " + empty.peek());
    }
}
