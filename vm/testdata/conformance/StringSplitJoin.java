// StringSplitJoin: split with simple literal separators (single char, trailing empty
// strings removed, limit argument), String.join with arrays and lists, and manual
// tokenizing. Only plain-literal separators are used.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
public class StringSplitJoin {
    static String show(String[] parts) {
        StringBuilder sb = new StringBuilder("" + parts.length + ":");
        for (String p : parts) sb.append('[').append(p).append(']');
        return sb.toString();
    }
    public static void main(String[] args) {
        System.out.println(show("a,b,c".split(",")));
        System.out.println(show("a,,b,,".split(",")));
        System.out.println(show(",a,b".split(",")));
        System.out.println(show("a,b,c,d".split(",", 2)));
        System.out.println(show("a,b,,".split(",", -1)));
        System.out.println(show("one two  three".split(" ")));
        System.out.println(show("key=value=more".split("=")));
        System.out.println(show("no-separator".split(";")));
        System.out.println(show("".split(",")));
        System.out.println(show("a:b:c".split(":", 0)));
        System.out.println(show("x--y--z".split("--")));
        System.out.println(String.join("-", "a", "b", "c"));
        System.out.println(String.join(", ", Arrays.asList("x", "y", "z")));
        List<String> empty = new ArrayList<>();
        System.out.println("[" + String.join("|", empty) + "]");
        String line = "name=weft;lang=go;vm=jvm";
        for (String kv : line.split(";")) {
            String[] p = kv.split("=");
            System.out.println("key " + p[0] + " value " + p[1]);
        }
        String sentence = "the quick brown fox jumps over the lazy dog";
        String[] words = sentence.split(" ");
        StringBuilder caps = new StringBuilder();
        for (String w : words) caps.append(Character.toUpperCase(w.charAt(0))).append(w.substring(1)).append(' ');
        System.out.println(caps.toString().trim());
        int longest = 0;
        String lw = "";
        for (String w : words) if (w.length() > longest) { longest = w.length(); lw = w; }
        System.out.println("longest " + lw + " " + longest + " words " + words.length);
        System.out.println(String.join("/", new String[] { "usr", "local", "bin" }));
    }
}
