// javac gives the variables of disjoint scopes one slot: r (slot 2) and f
// of the second loop share it, and so do s and t. The IR must give each
// web its own variable (TestSplitLocals), while x, assigned on two paths
// that meet at one use, stays one variable, and so does p, a parameter
// assigned again and then read on both paths.
import java.util.ArrayList;
import java.util.List;

class Webs {
    static Object loops(List<Runnable> rs) {
        Object last = null;
        for (Runnable r : rs) {
            r.run();
        }
        for (Object f : new ArrayList<Object>()) {
            last = f;
        }
        return last;
    }

    static int blocks(boolean c, String p) {
        {
            String s = "a";
            p = s;
        }
        {
            Object t = new Object();
            t.hashCode();
        }
        Object x;
        if (c) {
            x = "one";
        } else {
            x = p;
        }
        return x.hashCode() + p.length();
    }
}
