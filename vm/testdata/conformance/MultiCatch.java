// MultiCatch: catch (A | B e) with unrelated types, the type of the union parameter,
// catch order with superclass after subclass, and rethrowing a union-typed parameter.
import java.io.IOException;
import java.io.FileNotFoundException;
public class MultiCatch {
    static void maybe(int k) throws IOException {
        switch (k) {
            case 0: throw new FileNotFoundException("nofile");
            case 1: throw new IOException("io");
            case 2: throw new NumberFormatException("nfe");
            case 3: throw new IndexOutOfBoundsException("ioobe");
            case 4: Object o = "s"; Integer i = (Integer) o; break;
            default: break;
        }
    }
    static String handle(int k) {
        try {
            maybe(k);
            return "none";
        } catch (FileNotFoundException | NumberFormatException e) {
            return "A:" + e.getClass().getSimpleName() + ":" + e.getMessage();
        } catch (IOException | IndexOutOfBoundsException e) {
            return "B:" + e.getClass().getSimpleName() + ":" + e.getMessage();
        } catch (RuntimeException e) {
            return "C:" + e.getClass().getSimpleName();
        }
    }
    static void rethrowUnion(int k) throws IOException {
        try { maybe(k); }
        catch (IOException | RuntimeException e) { System.out.println("  union saw " + e.getClass().getSimpleName()); throw e; }
    }
    public static void main(String[] args) {
        for (int k = 0; k < 6; k++) System.out.println(k + " -> " + handle(k));
        for (int k = 0; k < 4; k++) {
            try { rethrowUnion(k); }
            catch (IOException e) { System.out.println("rethrown IOException " + e.getMessage()); }
            catch (RuntimeException e) { System.out.println("rethrown Runtime " + e.getMessage()); }
        }
        try { Integer.parseInt("x1"); }
        catch (IllegalArgumentException | NullPointerException e) { System.out.println("parse: " + e.getMessage()); }
    }
}
