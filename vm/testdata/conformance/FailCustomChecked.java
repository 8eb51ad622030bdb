// expect-exit: 1
// FailCustomChecked: main declares `throws Exception` and lets a custom checked exception
// with a cause escape; a finally block in main still runs first.
public class FailCustomChecked {
    static class ConfigException extends Exception {
        ConfigException(String m, Throwable cause) { super(m, cause); }
    }
    static int parse(String s) throws ConfigException {
        try { return Integer.parseInt(s); }
        catch (NumberFormatException e) { throw new ConfigException("bad config value '" + s + "'", e); }
    }
    public static void main(String[] args) throws Exception {
        String[] vals = { "1", "22", "333", "x4" };
        int total = 0;
        try {
            for (String v : vals) {
                total += parse(v);
                System.out.println("parsed " + v + " total " + total);
            }
        } finally {
            System.out.println("finally total " + total);
        }
    }
}
