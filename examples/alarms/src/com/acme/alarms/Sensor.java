package com.acme.alarms;

/** A temperature sensor reporting a fixed series of readings. */
final class Sensor extends Thread {
    private final AlarmPanel.Listener listener;
    private final int count;
    private int state;

    Sensor(String name, int seed, int count, AlarmPanel.Listener listener) {
        super(name);
        this.listener = listener;
        this.count = count;
        this.state = seed;
    }

    /** The next reading, 41 to 100 degrees for the first, then 20 to 100. */
    int next(int i) {
        state = state * 1103515245 + 12345;
        int r = (state >>> 16) & 0x7fff;
        return i == 0 ? 41 + r % 60 : 20 + r % 81;
    }

    @Override
    public void run() {
        for (int i = 0; i < count; i++) {
            listener.onReading(getName(), next(i));
        }
    }
}
