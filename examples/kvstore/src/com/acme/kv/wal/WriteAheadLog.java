package com.acme.kv.wal;

import java.util.ArrayList;
import java.util.List;

/**
 * An append-only log of operations, one line each ("PUT key value",
 * "DEL key"), kept in a StringBuilder as a stand-in for a file.
 */
public final class WriteAheadLog {
    private final StringBuilder buf = new StringBuilder(256);
    private int records;

    /** Appends one record; returns the offset after it. */
    public synchronized int append(Op op, String key, String value) {
        if (key.indexOf(' ') >= 0 || key.indexOf('\n') >= 0) {
            throw new IllegalArgumentException("bad key: '" + key + "'");
        }
        buf.append(op.name());
        buf.append(' ').append(key);
        if (op == Op.PUT) {
            buf.append(' ').append(value);
        }
        buf.append('\n');
        records++;
        return buf.length();
    }

    public synchronized int length() {
        return buf.length();
    }

    public synchronized int records() {
        return records;
    }

    /** The records written at or after offset. */
    public synchronized List<String[]> since(int offset) {
        List<String[]> out = new ArrayList<String[]>();
        int i = offset;
        while (i < buf.length()) {
            int end = buf.indexOf("\n", i);
            out.add(buf.substring(i, end).split(" ", 3));
            i = end + 1;
        }
        return out;
    }

    public enum Op { PUT, DEL }
}
