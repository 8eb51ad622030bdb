// Unsynchronized increments: the final count depends on the schedule.
public class Race {
    static int count;
    static final int[] arr = new int[4];
    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 20; k++) { int c = count; count = c + 1; arr[k % 4] += id; }
                StringBuilder sb = new StringBuilder();
                sb.append("worker ").append(id).append(" saw ").append(count);
                System.out.println(sb);
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("count " + count + " arr " + java.util.Arrays.toString(arr));
        if (count != 60) throw new IllegalStateException("lost update: " + count);
    }
}
