// Alone: main starts one worker and ends; the worker then runs alone and
// writes a shared static field (an event only with Config.Alone).
public class Alone {
    static int x;

    public static void main(String[] args) {
        new Thread(() -> {
            for (int i = 0; i < 3; i++) {
                x = x + 1;
            }
        }).start();
    }
}
