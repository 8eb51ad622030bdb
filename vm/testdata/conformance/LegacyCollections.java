// LegacyCollections: Vector, Stack, Hashtable (printed via sorted keys), Enumeration,
// and StringTokenizer — the synchronized pre-Java-2 collection classes.
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.Hashtable;
import java.util.List;
import java.util.Stack;
import java.util.StringTokenizer;
import java.util.Vector;
public class LegacyCollections {
    public static void main(String[] args) {
        Vector<Integer> v = new Vector<>();
        for (int i = 0; i < 6; i++) v.addElement(i * i);
        v.insertElementAt(-1, 0);
        v.removeElementAt(3);
        System.out.println("vector " + v + " first " + v.firstElement() + " last " + v.lastElement() + " elementAt(2) " + v.elementAt(2) + " capacity>=size " + (v.capacity() >= v.size()));
        StringBuilder sb = new StringBuilder();
        for (Enumeration<Integer> e = v.elements(); e.hasMoreElements(); ) sb.append(e.nextElement()).append(',');
        System.out.println("enumeration " + sb);
        Stack<String> st = new Stack<>();
        st.push("a"); st.push("b"); st.push("c");
        System.out.println("stack " + st + " peek " + st.peek() + " search(a) " + st.search("a") + " pop " + st.pop() + " empty " + st.empty());
        try { new Stack<Integer>().pop(); } catch (java.util.EmptyStackException e) { System.out.println("pop on empty: EmptyStackException"); }
        Hashtable<String, Integer> ht = new Hashtable<>();
        ht.put("one", 1); ht.put("two", 2); ht.put("three", 3);
        List<String> keys = new ArrayList<>(ht.keySet());
        Collections.sort(keys);
        sb.setLength(0);
        for (String k : keys) sb.append(k).append('=').append(ht.get(k)).append(' ');
        System.out.println("hashtable " + sb + "contains 2 " + ht.contains(2) + " size " + ht.size());
        try { ht.put("null", null); } catch (NullPointerException e) { System.out.println("Hashtable null value: NPE"); }
        StringTokenizer tok = new StringTokenizer("a=1;b=2;;c=3", ";=");
        sb.setLength(0);
        int n = tok.countTokens();
        while (tok.hasMoreTokens()) sb.append('[').append(tok.nextToken()).append(']');
        System.out.println("tokens " + n + " " + sb);
    }
}
