package com.acme.alarms;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;

/**
 * The control room's alarm panel. Sensors report readings through the
 * panel's listener; an operator acknowledges the open alarms in batches.
 * Every counter and list below is guarded by the panel's monitor: the
 * panel's own methods are synchronized, and the listener is supposed to
 * take the same monitor before it raises an alarm.
 */
public final class AlarmPanel {
    /** What a sensor calls for each reading. */
    public interface Listener {
        void onReading(String source, int reading);
    }

    private final List<Alarm> open = new ArrayList<Alarm>();
    private final EnumSet<Severity> seen = EnumSet.noneOf(Severity.class);
    private final EnumSet<Severity> paging;
    private final boolean fixed;
    private int raised;
    private int acked;
    private int pages;
    private int seq;

    public AlarmPanel(EnumSet<Severity> paging, boolean fixed) {
        this.paging = EnumSet.copyOf(paging);
        this.fixed = fixed;
    }

    /**
     * The listener the sensors share. The bug: inside the anonymous
     * class, {@code synchronized (this)} locks the listener, not the
     * panel, so a sensor raises an alarm while the operator, holding the
     * panel's monitor, is between copying the open alarms and clearing
     * them. The fix locks {@code AlarmPanel.this}.
     */
    public Listener listener() {
        return new Listener() {
            private int readings;

            @Override
            public void onReading(String source, int reading) {
                Severity s = Severity.of(reading);
                if (fixed) {
                    synchronized (AlarmPanel.this) {
                        readings++;
                        if (s != Severity.INFO) {
                            raise(source, s, reading);
                        }
                    }
                } else {
                    synchronized (this) {
                        readings++;
                        if (s != Severity.INFO) {
                            raise(source, s, reading);
                        }
                    }
                }
            }

            @Override
            public String toString() {
                return "listener of " + readings + " readings";
            }
        };
    }

    /** Called with the panel's monitor held. */
    private void raise(String source, Severity s, int reading) {
        raised++;
        seq++;
        open.add(new Alarm(seq, source, s, reading));
        seen.add(s);
        if (paging.contains(s)) {
            pages++;
        }
    }

    /** Acknowledges every open alarm and returns them. */
    public synchronized List<Alarm> acknowledgeAll() {
        List<Alarm> batch = new ArrayList<Alarm>(open);
        acked += batch.size();
        open.clear();
        return batch;
    }

    public synchronized int raised() {
        return raised;
    }

    public synchronized int acked() {
        return acked;
    }

    public synchronized int open() {
        return open.size();
    }

    public synchronized String summary() {
        return raised + " raised, " + acked + " acknowledged, " + open.size() + " open, " + pages
                + " pages, severities seen " + (seen.isEmpty() ? "none" : EnumSet.copyOf(seen).toString());
    }
}
