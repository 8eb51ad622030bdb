package com.acme.kv.app;

import com.acme.kv.Snapshot;
import com.acme.kv.store.LoggedStore;
import com.acme.kv.wal.Recovery;
import com.acme.kv.wal.WriteAheadLog;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.concurrent.CyclicBarrier;

/**
 * Two session threads update user profiles in a logged store, batch by
 * batch (a barrier between batches), while a checkpointer takes a
 * snapshot. At the end, recovering from the
 * snapshot and the log must give the live store's entries.
 *
 * Usage: Main [updates-per-session] [fixed]
 *
 * The bug (racy variant): session-1 logs "PUT user:0 s1-0", session-2
 * logs "PUT user:0 s2-0" and applies it, then session-1 applies its
 * value; the store holds s1-0, the log replays to s2-0: main throws
 * IllegalStateException("recovery differs at user:0: store s1-0, log s2-0").
 * Or the checkpointer's snapshot falls between a session's log append and
 * its apply: the snapshot's offset covers the record, its entries lack it
 * ("store s2-0, log null").
 * java -ea -jar kvstore.jar 100000 shows it in most runs (at another key).
 */
public class Main {
    public static void main(String[] args) throws Exception {
        final int updates = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        final WriteAheadLog log = new WriteAheadLog();
        final LoggedStore store = new LoggedStore(log, fixed);
        store.put("config:version", "1");
        final Snapshot[] checkpoint = {store.snapshot()};
        final CyclicBarrier start = new CyclicBarrier(3);
        final CyclicBarrier batch = new CyclicBarrier(2);

        List<Thread> threads = new ArrayList<Thread>();
        for (int s = 1; s <= 2; s++) {
            final String session = "s" + s;
            threads.add(new Thread(new Runnable() {
                @Override
                public void run() {
                    await(start);
                    for (int i = 0; i < updates; i++) {
                        if (i > 0) {
                            await(batch);
                        }
                        store.put("user:" + i, session + "-" + i);
                        if (i % 3 == 2 && session.equals("s2")) {
                            store.delete("user:" + (i - 2));
                        }
                    }
                }
            }, "session-" + s));
        }
        threads.add(new Thread(() -> {
            await(start);
            Snapshot snap = store.snapshot();
            synchronized (checkpoint) {
                checkpoint[0] = snap;
            }
        }, "checkpointer"));
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }

        Snapshot snap;
        synchronized (checkpoint) {
            snap = checkpoint[0];
        }
        SortedMap<String, String> live = store.dump();
        SortedMap<String, String> recovered = Recovery.recover(snap, log);
        System.out.printf("%d log records, %s, %d live entries%n", log.records(), snap, live.size());
        for (String key : live.keySet()) {
            String a = live.get(key), b = recovered.get(key);
            if (!a.equals(b)) {
                throw new IllegalStateException(String.format("recovery differs at %s: store %s, log %s", key, a, b));
            }
        }
        if (!recovered.keySet().equals(live.keySet())) {
            throw new IllegalStateException("recovered keys " + recovered.keySet() + ", live keys " + live.keySet());
        }
        System.out.println("recovery matches the store");
    }

    static void await(CyclicBarrier b) {
        try {
            b.await();
        } catch (Exception e) {
            throw new IllegalStateException("start barrier broken", e);
        }
    }
}
