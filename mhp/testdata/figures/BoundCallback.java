// A clone's receiver is refined only for a callee bound on its call's
// receiver (mhp.builder.bound): a.equals(shared) calls Item.equals on a
// when a is an Item, and (as static's model has it: JDK code may call
// back its arguments' equals) on shared when a is an ArrayList. The
// callback's clone must keep the receivers it is called back on: the two
// threads' hits++ on shared pair.
import java.util.ArrayList;

class BoundCallback {
    static class Item {
        int hits;

        @Override
        public boolean equals(Object o) {
            hits++;
            return o == this;
        }

        @Override
        public int hashCode() {
            return 1;
        }
    }

    static final Item shared = new Item();

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < 2; i++) {
            new Thread(() -> {
                Object a = args.length > 0 ? new Item() : new ArrayList<Object>();
                a.equals(shared);
            }).start();
        }
    }
}
