package com.acme.pool.api;

/** No connection could be had. */
public class PoolException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public PoolException(String message) {
        super(message);
    }
}
