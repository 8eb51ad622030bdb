import weft.Input;

// Two threads race on a static field and an array element, storing
// symbolic values and branching on what they read.
public class SymRace {
    static int shared;
    static long big;
    static int[] arr = new int[1];

    public static void main(String[] args) throws InterruptedException {
        final int x = Input.intValue();
        Thread t = new Thread(() -> {
            int y = Input.intValue();
            shared = y * 2;
            arr[0] = y + 1;
            big = (long) y << 3;
            if (shared > x) {
                System.out.println("t: shared > x");
            }
            if (arr[0] == 3) {
                System.out.println("t: arr[0] == 3");
            }
        });
        t.start();
        shared = x - 1;
        arr[0] = x;
        big = x;
        if (shared == 5) {
            System.out.println("main: shared == 5");
        }
        if (arr[0] < 0) {
            System.out.println("main: arr[0] < 0");
        }
        if (big > 16) {
            System.out.println("main: big > 16");
        }
        t.join();
        if (shared + arr[0] == 7) {
            System.out.println("main: sum 7");
        }
    }
}
