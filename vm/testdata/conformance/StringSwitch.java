// StringSwitch: switch on String (hashCode lookupswitch + equals), including keys with
// colliding hash codes ("Aa"/"BB", "AaAa"/"BBBB"), fall-through, default, the empty
// string, case sensitivity, and a switch inside a loop.
public class StringSwitch {
    static String kind(String s) {
        switch (s) {
            case "Aa": return "Aa-branch";
            case "BB": return "BB-branch";
            case "AaAa": return "AaAa-branch";
            case "BBBB": return "BBBB-branch";
            case "AaBB": return "AaBB-branch";
            case "": return "empty";
            case "apple": case "banana": return "fruit";
            case "carrot": return "vegetable";
            default: return "unknown(" + s + ")";
        }
    }
    static int fallthrough(String cmd) {
        int flags = 0;
        switch (cmd) {
            case "all": flags |= 4;
            case "two": flags |= 2;
            case "one": flags |= 1; break;
            case "none": break;
            default: flags = -1;
        }
        return flags;
    }
    public static void main(String[] args) {
        String[] probes = { "Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "", "apple", "banana", "Apple", "carrot", "kiwi" };
        for (String p : probes) System.out.println("[" + p + "] hash=" + p.hashCode() + " -> " + kind(p));
        for (String c : new String[] { "all", "two", "one", "none", "bogus" }) System.out.println(c + " flags=" + fallthrough(c));
        String built = new StringBuilder("app").append("le").toString();
        System.out.println("runtime-built key -> " + kind(built));
        int score = 0;
        String script = "inc inc dbl inc neg dbl nop";
        for (String op : script.split(" ")) {
            switch (op) {
                case "inc": score++; break;
                case "dbl": score *= 2; break;
                case "neg": score = -score; break;
                default: System.out.println("ignored op " + op);
            }
        }
        System.out.println("score " + score);
    }
}
