package tools.du;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountedCompleter;

/** Sums a subtree; see Main's header for the order of fork and addToPendingCount. */
final class DuTask extends CountedCompleter<Usage> {
    private static final long serialVersionUID = 1L;

    private final Node node;
    private final boolean fixed;
    private final List<DuTask> children = new ArrayList<>();
    private Usage usage = Usage.ZERO;

    DuTask(DuTask parent, Node node, boolean fixed) {
        super(parent);
        this.node = node;
        this.fixed = fixed;
    }

    @Override
    public void compute() {
        if (node instanceof Node.Dir dir) {
            for (Node entry : dir.entries()) {
                DuTask t = new DuTask(this, entry, fixed);
                synchronized (children) {
                    children.add(t);
                }
                if (fixed) {
                    addToPendingCount(1);
                    t.fork();
                } else {
                    t.fork();
                    addToPendingCount(1);
                }
            }
        } else {
            usage = switch (node.getClass().getSimpleName()) {
                case "File" -> new Usage(1, ((Node.File) node).bytes());
                case "Link" -> Usage.ZERO;
                default -> throw new IllegalStateException("unknown entry " + node);
            };
        }
        tryComplete();
    }

    @Override
    public void onCompletion(CountedCompleter<?> caller) {
        Usage sum = usage;
        synchronized (children) {
            for (DuTask c : children) {
                sum = sum.plus(c.usage);
            }
        }
        usage = sum;
    }

    @Override
    public Usage getRawResult() {
        return usage;
    }
}
