package tools.du;

import java.util.ArrayList;
import java.util.List;

/** A sample tree, a sequential walk and a printout. */
final class Trees {
    private Trees() {
    }

    /** A root with a README, a link and `dirs` directories of two files each. */
    static Node sample(int dirs) {
        List<Node> top = new ArrayList<>();
        top.add(new Node.File("README.md", 1200));
        top.add(new Node.Link("latest", "dir-0"));
        for (int d = 0; d < dirs; d++) {
            top.add(new Node.Dir("dir-" + d, List.of(
                    new Node.File("data.bin", 4096L * (d + 1)),
                    new Node.File("index.txt", 300 + d))));
        }
        return new Node.Dir("/", top);
    }

    static Usage sequential(Node n) {
        if (n instanceof Node.Dir d) {
            Usage u = Usage.ZERO;
            for (Node e : d.entries()) {
                u = u.plus(sequential(e));
            }
            return u;
        }
        return n instanceof Node.File f ? new Usage(1, f.bytes()) : Usage.ZERO;
    }

    static String render(Node n, int maxDepth) {
        StringBuilder sb = new StringBuilder();
        render(n, 0, maxDepth, sb);
        return sb.toString().stripTrailing();
    }

    private static void render(Node n, int depth, int maxDepth, StringBuilder sb) {
        sb.append("  ".repeat(depth)).append(n.name());
        if (n instanceof Node.Link l) {
            sb.append(" -> ").append(l.target());
        }
        sb.append('\n');
        if (n instanceof Node.Dir d && depth < maxDepth) {
            int shown = 0;
            for (Node e : d.entries()) {
                if (shown++ == 4) {
                    sb.append("  ".repeat(depth + 1)).append("... ")
                            .append(d.entries().size() - 4).append(" more\n");
                    break;
                }
                render(e, depth + 1, maxDepth, sb);
            }
        }
    }
}
