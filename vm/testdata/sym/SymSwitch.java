import weft.Input;

// tableswitch and lookupswitch on symbolic values, and narrow inputs.
public class SymSwitch {
    public static void main(String[] args) {
        int x = Input.intValue();
        switch (x) {
            case 1: System.out.println("one"); break;
            case 2: System.out.println("two"); break;
            case 3: System.out.println("three"); break;
            default: System.out.println("other");
        }
        char c = Input.charValue('a');
        switch (c) {
            case 'z': System.out.println("z"); break;
            case 1000: System.out.println("1000"); break;
            default: System.out.println("default");
        }
        byte b = Input.byteValue();
        short s = Input.shortValue();
        boolean f = Input.booleanValue();
        if (b + s > 200) {
            System.out.println("b + s > 200");
        }
        if (f) {
            System.out.println("flag");
        }
        byte nb = (byte) (x * 2);
        if (nb == -2) {
            System.out.println("(byte) (2x) == -2");
        }
    }
}
