// Two threads switch on an enum: the first to get there initializes the
// synthetic switch-map class (EnumSwitch$1) and writes its array; the other
// reads it. Class initialization orders the write before the read (JLS
// 12.4.2), so there is no race.
public class EnumSwitch {
    enum Color { RED, GREEN }

    static int code(Color c) {
        switch (c) {
            case RED: return 1;
            default: return 2;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> code(Color.GREEN));
        Thread u = new Thread(() -> code(Color.RED));
        t.start();
        u.start();
        t.join();
        u.join();
    }
}
