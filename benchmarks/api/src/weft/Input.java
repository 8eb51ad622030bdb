package weft;

/**
 * Inputs of a program under test.
 *
 * <p>A benchmark reads each of its inputs through one call to this class,
 * for example {@code int x = weft.Input.intValue();}, and then branches on
 * the value. Under a plain JVM every method simply returns its default:
 * zero or {@code false}, or the value passed as {@code dflt}. Under weft the
 * VM intercepts these calls: each call introduces a fresh symbolic input of
 * the method's type, the default is its concrete value in the first run,
 * and the explorer solves path constraints to pick the values of later runs.
 *
 * <p>The methods are deliberately trivial so that the class stays the same
 * whether or not weft intercepts it. Each call is a separate input, also
 * when made twice from the same source line.
 */
public final class Input {
    private Input() {
    }

    /** Returns a fresh int input; 0 under a plain JVM. */
    public static int intValue() {
        return 0;
    }

    /** Returns a fresh int input; {@code dflt} under a plain JVM. */
    public static int intValue(int dflt) {
        return dflt;
    }

    /** Returns a fresh long input; 0 under a plain JVM. */
    public static long longValue() {
        return 0L;
    }

    /** Returns a fresh long input; {@code dflt} under a plain JVM. */
    public static long longValue(long dflt) {
        return dflt;
    }

    /** Returns a fresh boolean input; false under a plain JVM. */
    public static boolean booleanValue() {
        return false;
    }

    /** Returns a fresh boolean input; {@code dflt} under a plain JVM. */
    public static boolean booleanValue(boolean dflt) {
        return dflt;
    }

    /** Returns a fresh short input; 0 under a plain JVM. */
    public static short shortValue() {
        return 0;
    }

    /** Returns a fresh short input; {@code dflt} under a plain JVM. */
    public static short shortValue(short dflt) {
        return dflt;
    }

    /** Returns a fresh byte input; 0 under a plain JVM. */
    public static byte byteValue() {
        return 0;
    }

    /** Returns a fresh byte input; {@code dflt} under a plain JVM. */
    public static byte byteValue(byte dflt) {
        return dflt;
    }

    /** Returns a fresh char input; the zero char under a plain JVM. */
    public static char charValue() {
        return 0;
    }

    /** Returns a fresh char input; {@code dflt} under a plain JVM. */
    public static char charValue(char dflt) {
        return dflt;
    }
}
