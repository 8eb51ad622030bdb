package com.acme.depot;

import java.util.ArrayList;
import java.util.List;

/** The loaders and drivers of a shift, and what they moved. */
final class Crew {
    private final Bay bay;
    private final List<Thread> threads = new ArrayList<Thread>();
    private final int[] loaded;
    private final int[] delivered;
    private final long[] grams;

    Crew(Bay bay, int loaders, int drivers) {
        this.bay = bay;
        this.loaded = new int[loaders];
        this.delivered = new int[drivers];
        this.grams = new long[drivers];
    }

    void loader(final int k, final int parcels) {
        threads.add(new Thread(new Runnable() {
            public void run() {
                try {
                    for (int i = 0; i < parcels; i++) {
                        bay.put(new Parcel("L" + k + "-" + i, 100 + 10 * i, i % 2 == 0 ? "north" : "south"));
                        loaded[k]++;
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }, "loader-" + (k + 1)));
    }

    void driver(final int k, final int parcels) {
        threads.add(new Thread(new Runnable() {
            public void run() {
                try {
                    for (int i = 0; i < parcels; i++) {
                        Parcel p = bay.take();
                        delivered[k]++;
                        grams[k] += p.weightGrams();
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }, "driver-" + (k + 1)));
    }

    void startAll() {
        for (Thread t : threads) {
            t.start();
        }
    }

    void joinAll() throws InterruptedException {
        for (Thread t : threads) {
            t.join();
        }
    }

    int loaded() {
        int n = 0;
        for (int x : loaded) {
            n += x;
        }
        return n;
    }

    int delivered() {
        int n = 0;
        for (int x : delivered) {
            n += x;
        }
        return n;
    }

    long grams() {
        long g = 0;
        for (long x : grams) {
            g += x;
        }
        return g;
    }
}
