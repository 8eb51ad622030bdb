import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiFunction;

// Final flags that do not hold one value in every object of their class
// in a run (static.Analysis.InvariantField), one class per reason, and
// Good, whose flag does.
class FlagCases {
    static class Tally {
        int n;
        Object owner;

        synchronized void merge() {
            n += 2;
        }

        void add() {
            n++;
        }
    }

    static Object last;
    static Object[] slots = new Object[1];
    static Runnable hook;

    // Stores this in a static field before its flag: another thread may
    // read the flag through last unset.
    static class Stat extends Thread {
        final Tally tally;
        final boolean fixed;

        Stat(Tally t, boolean f) {
            this.tally = t;
            last = this;
            this.fixed = f;
        }

        public void run() {
            if (fixed) {
                tally.merge();
            } else {
                tally.add();
            }
        }
    }

    // Stores this in another object's field.
    static class Other {
        final boolean fixed;

        Other(Tally t, boolean f) {
            t.owner = this;
            this.fixed = f;
        }
    }

    // Stores this in an array.
    static class Arr {
        final boolean fixed;

        Arr(boolean f) {
            slots[0] = this;
            this.fixed = f;
        }
    }

    // Stores a copy of this in a static field after its flag: a final
    // field is frozen only at the constructor's end.
    static class Copy {
        final boolean fixed;

        Copy(boolean f) {
            this.fixed = f;
            Object o = this;
            last = o;
        }
    }

    // A lambda made in the constructor captures this.
    static class Lambda {
        final boolean fixed;

        Lambda(boolean f) {
            hook = () -> System.out.println(this);
            this.fixed = f;
        }
    }

    // TreeMap(Map) calls putAll, which Super overrides to read the flag
    // before Super's constructor sets it.
    static class Super extends TreeMap<String, Integer> {
        final boolean fixed;

        Super(Map<String, Integer> m, boolean f) {
            super(m);
            this.fixed = f;
        }

        public void putAll(Map<? extends String, ? extends Integer> m) {
            if (!fixed) {
                super.putAll(m);
            }
        }
    }

    // Made once by a call with main's flag, and through a constructor
    // reference (which the call graph does not link to the constructor)
    // with two more flags.
    static class Ref {
        final boolean fixed;

        Ref(Tally t, boolean f) {
            this.fixed = f;
        }
    }

    // Made in a loop, each with its own flag.
    static class Loop {
        final boolean fixed;

        Loop(boolean f) {
            this.fixed = f;
        }
    }

    // Made in a method that runs twice, each time with its own flag.
    static class Twice {
        final boolean fixed;

        Twice(boolean f) {
            this.fixed = f;
        }
    }

    // One value from main, handed down from object to object.
    static class Good {
        final boolean fixed;
        final Good next;

        Good(boolean f, Good next) {
            this.fixed = f;
            this.next = next;
        }

        Good child() {
            return new Good(fixed, this);
        }
    }

    static Object twice(boolean f) {
        return new Twice(f);
    }

    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Tally t = new Tally();
        new Thread(() -> {
            Stat s = (Stat) last;
            if (s != null) {
                if (s.fixed) {
                    t.merge();
                } else {
                    t.add();
                }
            }
        }).start();
        Stat w = new Stat(t, fixed);
        w.start();
        new Other(t, fixed);
        new Arr(fixed);
        new Copy(fixed);
        new Lambda(fixed);
        new Super(new TreeMap<>(), fixed);
        new Ref(t, fixed);
        BiFunction<Tally, Boolean, Ref> mk = Ref::new;
        mk.apply(t, true);
        mk.apply(t, false);
        for (int i = 0; i < 2; i++) {
            new Loop(i == 0);
        }
        twice(true);
        twice(false);
        new Good(fixed, null).child().child();
        w.join();
    }
}
