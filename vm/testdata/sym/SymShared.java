import weft.Input;

// Symbolic values carried by an array element, a static field, an
// instance field and a captured local into another thread, which reads an
// input of its own.
public class SymShared {
    static int[] arr = new int[3];
    static long total;
    int g;

    public static void main(String[] args) throws InterruptedException {
        int x = Input.intValue();
        final SymShared o = new SymShared();
        arr[1] = x + 1;
        total = x * 3L;
        o.g = -x;
        final int cap = x ^ 5;
        Thread t = new Thread(() -> {
            int mine = Input.intValue();
            if (arr[1] == 10) {
                System.out.println("arr[1] == 10");
            }
            if (total > 30) {
                System.out.println("total > 30");
            }
            if (o.g < mine) {
                System.out.println("g < mine");
            }
            if (cap == 0) {
                System.out.println("cap == 0");
            }
        });
        t.start();
        t.join();
        if (arr[1] + o.g == 1) {
            System.out.println("always");
        }
    }
}
