package com.acme.cache.app;

/** A minimal logger: INFO always, DEBUG unless quiet. */
final class Log {
    private final boolean quiet;

    Log(boolean quiet) {
        this.quiet = quiet;
    }

    void info(String fmt, Object... args) {
        print("INFO ", fmt, args);
    }

    void debug(String fmt, Object... args) {
        if (!quiet) {
            print("DEBUG", fmt, args);
        }
    }

    private void print(String level, String fmt, Object... args) {
        String line = String.format("%s [%s] %s", level, Thread.currentThread().getName(), String.format(fmt, args));
        synchronized (System.out) {
            System.out.println(line);
        }
    }
}
