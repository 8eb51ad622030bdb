package com.acme.alarms;

/** How bad a reading is; the panel pages someone for the worst ones. */
public enum Severity {
    INFO, MINOR, MAJOR, CRITICAL;

    /** The severity of a temperature reading in degrees. */
    static Severity of(int reading) {
        if (reading > 90) {
            return CRITICAL;
        }
        if (reading > 70) {
            return MAJOR;
        }
        if (reading > 40) {
            return MINOR;
        }
        return INFO;
    }
}
