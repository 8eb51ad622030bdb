package com.acme.ep;

import java.time.Duration;

/** Where a service answers: a host, a port and a timeout. */
public record Endpoint(String host, int port, Duration timeout) {
    /** Hosts and ports come in pairs: replica-k answers on 8000 + k. */
    boolean consistent() {
        return host.equals("replica-" + (port - 8000));
    }

    @Override
    public String toString() {
        return host + ":" + port + " (" + timeout.toMillis() + " ms)";
    }
}
