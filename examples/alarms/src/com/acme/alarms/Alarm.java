package com.acme.alarms;

/** One raised alarm, immutable. */
public final class Alarm {
    final int seq;
    final String source;
    final Severity severity;
    final int reading;

    Alarm(int seq, String source, Severity severity, int reading) {
        this.seq = seq;
        this.source = source;
        this.severity = severity;
        this.reading = reading;
    }

    @Override
    public String toString() {
        return "#" + seq + " " + source + " " + severity + " (" + reading + ")";
    }
}
