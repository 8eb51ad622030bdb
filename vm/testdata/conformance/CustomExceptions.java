// CustomExceptions: user-defined checked and unchecked exception hierarchies, extra
// fields, overridden getMessage/toString, and exceptions of nested classes (names with $).
public class CustomExceptions {
    static class BankException extends Exception {
        final int code;
        BankException(String msg, int code) { super(msg); this.code = code; }
    }
    static class InsufficientFunds extends BankException {
        final long missing;
        InsufficientFunds(long missing) { super("insufficient funds", 51); this.missing = missing; }
        @Override public String getMessage() { return super.getMessage() + " (missing " + missing + ")"; }
    }
    static class Frozen extends BankException {
        Frozen() { super("account frozen", 62); }
        @Override public String toString() { return "Frozen!"; }
    }
    static class Oops extends RuntimeException { Oops() { super(); } }
    static class Account {
        long balance; boolean frozen;
        Account(long b) { balance = b; }
        void withdraw(long amt) throws BankException {
            if (frozen) throw new Frozen();
            if (amt < 0) throw new Oops();
            if (amt > balance) throw new InsufficientFunds(amt - balance);
            balance -= amt;
        }
    }
    public static void main(String[] args) {
        Account a = new Account(100);
        long[] amounts = { 30, 50, 40, -1, 20 };
        for (long amt : amounts) {
            try {
                a.withdraw(amt);
                System.out.println("withdrew " + amt + " balance " + a.balance);
            } catch (InsufficientFunds e) {
                System.out.println("IF code=" + e.code + " msg=" + e.getMessage() + " missing=" + e.missing + " str=" + e);
            } catch (BankException e) {
                System.out.println("BE " + e.getMessage());
            } catch (Oops e) {
                System.out.println("Oops msg=" + e.getMessage() + " str=" + e + " simple=" + e.getClass().getSimpleName());
            }
        }
        a.frozen = true;
        try { a.withdraw(1); } catch (BankException e) {
            System.out.println("frozen: code=" + e.code + " msg=" + e.getMessage() + " toString=" + e + " instanceof Frozen " + (e instanceof Frozen));
        }
        Exception e = new InsufficientFunds(7);
        System.out.println("class " + e.getClass().getName() + " super " + e.getClass().getSuperclass().getName());
        System.out.println("localized " + e.getLocalizedMessage());
    }
}
