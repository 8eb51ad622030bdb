import weft.Input;

// A bug guarded by one input value: found only by solving x == 12345.
public class SymBranch {
    public static void main(String[] args) {
        int x = Input.intValue();
        int y = x - 12000;
        if (y == 345) {
            throw new IllegalStateException("x is 12345");
        }
        if (x > 7) {
            System.out.println("big");
        } else {
            System.out.println("small");
        }
    }
}
