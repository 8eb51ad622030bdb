package com.acme.parstats;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * A latency report: generated log lines are parsed and grouped by region
 * with a parallel stream, then summarized per region (teeing a mean and a
 * max) with the slowest endpoint of each. The samples grouped must be the
 * samples parsed.
 *
 * The bug: the grouping is done by forEach on the parallel stream into a
 * shared HashMap of ArrayLists (computeIfAbsent, then add). The stream
 * runs forEach in the common pool's workers and in main at once: two
 * threads put the same new region (one list replaces the other, with its
 * samples) or add to one ArrayList together (one sample overwrites the
 * other). Schedule: main and a ForkJoinPool.commonPool worker both find
 * no list for "eu" in computeIfAbsent and both put their own. The fix
 * (`fixed`): collect with Collectors.groupingByConcurrent, no shared
 * container.
 *
 * Usage: Main [lines] [fixed]
 */
public final class Main {
    static final String[] REGIONS = {"EU", "us", " apac"};
    static final String[] ENDPOINTS = {"/login", "/search", "/cart", "/pay"};

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        List<String> lines = IntStream.range(0, n * 2 + 1).mapToObj(Main::line).toList();
        long parsed = lines.stream().map(Sample::parse).filter(o -> o.isPresent()).count();

        Map<String, List<Sample>> byRegion;
        if (fixed) {
            ConcurrentMap<String, List<Sample>> m = lines.parallelStream().map(Sample::parse)
                    .flatMap(o -> o.stream()).collect(Collectors.groupingByConcurrent(Sample::region));
            byRegion = m;
        } else {
            Map<String, List<Sample>> m = new HashMap<>();
            lines.parallelStream().map(Sample::parse).flatMap(o -> o.stream())
                    .forEach(s -> m.computeIfAbsent(s.region(), k -> new ArrayList<>()).add(s));
            byRegion = m;
        }

        var summaries = new TreeMap<String, Summary>();
        byRegion.forEach((region, samples) -> summaries.put(region, Summary.of(region, samples)));
        Map<String, Map.Entry<String, Double>> slowest = Summary.slowest(byRegion);
        summaries.values().forEach(s -> System.out.println(s.line() + ", median "
                + Summary.median(byRegion.get(s.region())) + " ms, slowest " + slowest.get(s.region()).getKey()));
        int grouped = summaries.values().stream().mapToInt(Summary::count).sum();
        if (grouped != parsed) {
            throw new IllegalStateException("grouped " + grouped + " of " + parsed + " samples: "
                    + summaries.values().stream().map(s -> s.region() + "=" + s.count()).collect(Collectors.joining(", ")));
        }
    }

    /** A log line; every 7th is malformed, as real logs have them. */
    static String line(int i) {
        if (i % 7 == 6) {
            return "truncated line " + i;
        }
        int millis = (int) ((i * 2654435761L) % 400) + (i % 3 == 0 ? 100 : 0);
        return REGIONS[i % REGIONS.length] + "," + ENDPOINTS[i % ENDPOINTS.length] + "," + millis;
    }
}
