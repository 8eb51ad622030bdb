package tools.du;

import java.util.List;

/** An entry of a directory tree. */
sealed interface Node permits Node.Dir, Node.File, Node.Link {
    String name();

    record Dir(String name, List<Node> entries) implements Node {
        public Dir {
            entries = List.copyOf(entries);
        }
    }

    record File(String name, long bytes) implements Node {
        public File {
            if (bytes < 0) {
                throw new IllegalArgumentException(name + ": negative size " + bytes);
            }
        }
    }

    /** A symbolic link: counted as an entry of 0 bytes, never followed. */
    record Link(String name, String target) implements Node {
    }
}
