package com.acme.cache;

/** A loader failed. */
public class CacheException extends Exception {
    private static final long serialVersionUID = 1L;

    public CacheException(String message, Throwable cause) {
        super(message, cause);
    }
}
