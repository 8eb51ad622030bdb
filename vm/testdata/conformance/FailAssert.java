// expect-exit: 1
// FailAssert: an assertion that fails with assertions enabled (java -ea) and is not
// caught: AssertionError escapes main, exit status 1.
public class FailAssert {
    static int checkedDivide(int a, int b) {
        assert b != 0 : "divisor must not be zero (a=" + a + ")";
        return b == 0 ? 0 : a / b;
    }
    public static void main(String[] args) {
        System.out.println("10/2=" + checkedDivide(10, 2));
        System.out.println("9/3=" + checkedDivide(9, 3));
        System.out.println("about to divide by zero");
        System.out.println("7/0=" + checkedDivide(7, 0));
        System.out.println("never printed");
    }
}
