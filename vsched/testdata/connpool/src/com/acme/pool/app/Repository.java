package com.acme.pool.app;

import com.acme.pool.api.Connection;
import com.acme.pool.api.Lease;
import com.acme.pool.impl.LeasingPool;

import java.util.ArrayList;
import java.util.List;

/** Data access for orders: each call leases a connection for one unit of work. */
final class Repository {
    private final LeasingPool pool;
    private final String client;

    Repository(LeasingPool pool, String client) {
        this.pool = pool;
        this.client = client;
    }

    List<String> ordersOf(int customer) {
        try (Lease lease = pool.acquire()) {
            Connection c = lease.connection();
            c.begin(client);
            try {
                List<String> rows = new ArrayList<>();
                rows.add(c.query("SELECT id FROM orders WHERE customer = " + customer));
                rows.add(c.query("SELECT SUM(total) FROM orders WHERE customer = " + customer));
                return rows;
            } finally {
                c.end(client);
            }
        }
    }
}
