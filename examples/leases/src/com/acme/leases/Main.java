package com.acme.leases;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Two clients lease storage keys for a few ticks and give them back when
 * done; a reaper thread advances the clock and drops expired leases while
 * they run. At the end the table's running total of bytes held must equal
 * the bytes of the leases left in it, and no owner may hold less than 0.
 *
 * The bug: release reads the lease with get and removes the key with
 * remove(key), and the reaper removes an expired entry through the entry
 * view's iterator; neither checks that it was the one that removed the
 * lease. When a client releases a lease the reaper is dropping, both
 * subtract its bytes: the total goes below the leases' bytes (negative
 * once the table is empty). Schedule: reaper's iterator returns client-1's
 * expired lease; client-1's release reads it with get; both remove it;
 * both call held.addAndGet(-bytes). The fix (`fixed`): remove(key, lease),
 * whose result says who removed it, in release and in the reaper.
 *
 * Usage: Main [leases per client] [fixed]
 */
public final class Main {
    public static void main(String[] args) throws Exception {
        final int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        final LeaseTable table = new LeaseTable(fixed);
        final List<Thread> clients = new ArrayList<Thread>();
        final int[] released = new int[2];
        for (int c = 0; c < 2; c++) {
            final int me = c;
            final String owner = "client-" + (c + 1);
            clients.add(new Thread(new Runnable() {
                @Override
                public void run() {
                    for (int i = 0; i < n; i++) {
                        String key = "blob/" + owner + "/" + i;
                        table.acquire(key, owner, 100 * (me + 1) + i, 1);
                        if (table.release(key)) {
                            released[me]++;
                        }
                    }
                }
            }, owner));
        }
        final int[] reaped = new int[1];
        Thread reaper = new Thread(new Runnable() {
            @Override
            public void run() {
                for (int pass = 0; pass < n + 1; pass++) {
                    table.tick();
                    reaped[0] += table.reap();
                    Thread.yield();
                }
            }
        }, "reaper");
        for (Thread t : clients) {
            t.start();
        }
        reaper.start();
        for (Thread t : clients) {
            t.join();
        }
        reaper.join();
        table.tick();
        reaped[0] += table.reap();
        Map<String, Long> owners = new TreeMap<String, Long>(table.perOwner());
        System.out.println("released " + released[0] + "+" + released[1] + ", reaped " + reaped[0] + ", held "
                + table.held() + " B, counted " + table.counted() + " B, per owner " + owners);
        for (Map.Entry<String, Long> e : owners.entrySet()) {
            if (e.getValue() < 0) {
                throw new IllegalStateException(e.getKey() + " holds " + e.getValue() + " B: a lease was given back twice"
                        + " (released " + released[0] + "+" + released[1] + ", reaped " + reaped[0] + ")");
            }
        }
        if (table.held() != table.counted()) {
            throw new IllegalStateException("table says " + table.held() + " B held, its leases hold " + table.counted()
                    + " B");
        }
    }
}
