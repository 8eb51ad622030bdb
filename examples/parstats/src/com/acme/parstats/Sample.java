package com.acme.parstats;

import java.util.Optional;

/** A latency sample of one request: region, endpoint, milliseconds. */
record Sample(String region, String endpoint, int millis) {
    Sample {
        region = region.strip().toLowerCase();
        endpoint = endpoint.strip();
        if (millis < 0) {
            throw new IllegalArgumentException("negative latency " + millis + " for " + endpoint);
        }
    }

    /** Parses "region,endpoint,millis"; empty when the line is malformed. */
    static Optional<Sample> parse(String line) {
        var f = line.split(",");
        if (f.length != 3) {
            return Optional.empty();
        }
        try {
            return Optional.of(new Sample(f[0], f[1], Integer.parseInt(f[2].strip())));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
