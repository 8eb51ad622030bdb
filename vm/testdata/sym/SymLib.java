import java.util.Arrays;

import weft.Input;

// SymLib: a symbolic input reaches the JDK's code as an argument (string
// conversion, Math.abs) and through an array (Arrays.sort), and the program
// branches on it after.
public class SymLib {
    public static void main(String[] args) {
        int x = Input.intValue(42);
        StringBuilder sb = new StringBuilder();
        sb.append("x=").append(x);
        System.out.println(sb);
        System.out.println(String.valueOf(x + 1));
        int[] a = {x, 7, -3};
        Arrays.sort(a);
        System.out.println(a[0] + " " + a[1] + " " + a[2]);
        int y = Math.abs(x) + a[0];
        if (y > 50) {
            System.out.println("big");
        } else {
            System.out.println("small");
        }
        if (x > 40) {
            System.out.println("over 40");
        }
    }
}
