// AbstractClasses: abstract classes with constructors, abstract and concrete methods,
// template-method pattern, abstract class implementing an interface partially, and
// InstantiationError-free instantiation through concrete subclasses only.
import java.util.ArrayList;
import java.util.List;
public class AbstractClasses {
    static abstract class Account {
        private static int nextId = 100;
        final int id;
        protected long balance;
        Account(long initial) { id = nextId++; balance = initial; }
        abstract long monthlyFee();
        abstract String type();
        final void endOfMonth() { balance -= monthlyFee(); balance += interest(); }
        long interest() { return 0; }
        @Override public String toString() { return type() + "#" + id + "[" + balance + "]"; }
    }
    static class Checking extends Account {
        Checking(long b) { super(b); }
        long monthlyFee() { return balance < 1000 ? 5 : 0; }
        String type() { return "Checking"; }
    }
    static class Savings extends Account {
        final int ratePermille;
        Savings(long b, int r) { super(b); ratePermille = r; }
        long monthlyFee() { return 0; }
        String type() { return "Savings"; }
        @Override long interest() { return balance * ratePermille / 1000; }
    }
    interface Stack { void push(int x); int pop(); int size(); boolean isEmpty(); }
    static abstract class AbstractStack implements Stack {
        public boolean isEmpty() { return size() == 0; }
        int drainSum() { int s = 0; while (!isEmpty()) s += pop(); return s; }
    }
    static class ArrayStack extends AbstractStack {
        int[] a = new int[16]; int n;
        public void push(int x) { a[n++] = x; }
        public int pop() { return a[--n]; }
        public int size() { return n; }
    }
    public static void main(String[] args) {
        List<Account> accounts = new ArrayList<>();
        accounts.add(new Checking(500));
        accounts.add(new Savings(10000, 5));
        accounts.add(new Checking(2000));
        for (int month = 1; month <= 3; month++) {
            for (Account a : accounts) a.endOfMonth();
            System.out.println("month " + month + " " + accounts);
        }
        ArrayStack st = new ArrayStack();
        for (int i = 1; i <= 10; i++) st.push(i * i);
        System.out.println("size " + st.size() + " empty " + st.isEmpty() + " drained " + st.drainSum() + " empty " + st.isEmpty());
        AbstractStack anon = new AbstractStack() {
            int count;
            public void push(int x) { count++; }
            public int pop() { return count--; }
            public int size() { return count; }
        };
        anon.push(0); anon.push(0); anon.push(0);
        System.out.println("anonymous abstract subclass drained " + anon.drainSum());
    }
}
