// EnumSwitch: switch on enum values (synthetic $SwitchMap with --release 8), fall-through,
// default, switch over all constants in a loop, a state machine driven by an enum, and
// switching on a null enum (NPE).
public class EnumSwitch {
    enum Op { ADD, SUB, MUL, DIV, NOP }
    enum State { IDLE, RUNNING, PAUSED, STOPPED }
    static int apply(Op op, int a, int b) {
        switch (op) {
            case ADD: return a + b;
            case SUB: return a - b;
            case MUL: return a * b;
            case DIV: return b == 0 ? 0 : a / b;
            default: return a;
        }
    }
    static State next(State s, char event) {
        switch (s) {
            case IDLE: return event == 's' ? State.RUNNING : s;
            case RUNNING:
                if (event == 'p') return State.PAUSED;
                if (event == 'x') return State.STOPPED;
                return s;
            case PAUSED: return event == 'r' ? State.RUNNING : event == 'x' ? State.STOPPED : s;
            default: return s;
        }
    }
    static String sizeOf(Op op) {
        String r = "";
        switch (op) {
            case MUL:
            case DIV: r += "multiplicative ";
            case ADD:
            case SUB: r += "arithmetic"; break;
            case NOP: r = "nothing";
        }
        return r;
    }
    public static void main(String[] args) {
        for (Op op : Op.values()) System.out.println(op + " 12,5 -> " + apply(op, 12, 5) + " | " + sizeOf(op));
        State s = State.IDLE;
        StringBuilder path = new StringBuilder(s.toString());
        for (char e : "qsprpzrx".toCharArray()) { s = next(s, e); path.append(" -").append(e).append("-> ").append(s); }
        System.out.println(path);
        Op none = null;
        try { apply(none, 1, 2); } catch (NullPointerException e) { System.out.println("switch on null enum: NPE"); }
    }
}
