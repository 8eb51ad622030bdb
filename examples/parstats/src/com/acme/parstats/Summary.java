package com.acme.parstats;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** What the report prints for one region; built from that region's samples. */
interface Summary {
    String region();

    int count();

    double mean();

    int max();

    default String line() {
        return "%-6s %4d samples, mean %6.1f ms, max %4d ms%s".formatted(region(), count(), mean(), max(),
                slow() ? "  SLOW" : "");
    }

    /** The median of a region's samples, by the nearest rank. */
    static int median(List<Sample> samples) {
        var sorted = samples.stream().mapToInt(Sample::millis).sorted().toArray();
        return sorted.length == 0 ? 0 : sorted[(sorted.length - 1) / 2];
    }

    default boolean slow() {
        return mean() > 250;
    }

    static Summary of(String region, List<Sample> samples) {
        var stats = samples.stream().collect(Collectors.teeing(
                Collectors.averagingInt(Sample::millis),
                Collectors.maxBy(Comparator.comparingInt(Sample::millis)),
                (mean, max) -> new Of(region, samples.size(), mean, max.map(Sample::millis).orElse(0))));
        return stats;
    }

    /** The slowest endpoint of each region, by mean latency. */
    static Map<String, Map.Entry<String, Double>> slowest(Map<String, List<Sample>> byRegion) {
        return byRegion.entrySet().stream().collect(Collectors.toMap(Map.Entry::getKey,
                e -> e.getValue().stream()
                        .collect(Collectors.groupingBy(Sample::endpoint, Collectors.averagingInt(Sample::millis)))
                        .entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow()));
    }

    record Of(String region, int count, double mean, int max) implements Summary {
        public Of {
            if (count <= 0) {
                throw new IllegalArgumentException("no samples for " + region);
            }
        }
    }
}
