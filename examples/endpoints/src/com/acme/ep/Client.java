package com.acme.ep;

import java.util.ArrayList;
import java.util.List;

/** A client that looks up the endpoint before each call and records it. */
final class Client implements Runnable {
    private final String name;
    private final int calls;
    final List<String> problems = new ArrayList<>();
    int replicaZeroCalls;

    Client(String name, int calls) {
        this.name = name;
        this.calls = calls;
    }

    @Override
    public void run() {
        for (int i = 0; i < calls; i++) {
            var e = Directory.INSTANCE.current();
            if (!e.consistent()) {
                problems.add(String.format("%s call %d went to %s", name, i, e));
            }
            if (Directory.INSTANCE.ifReplica(0).isPresent()) replicaZeroCalls++;
        }
    }
}
