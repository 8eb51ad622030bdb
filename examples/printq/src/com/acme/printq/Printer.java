package com.acme.printq;

import java.util.LinkedHashMap;
import java.util.Map;

/** A printer thread: takes jobs until the spooler closes, counting pages per owner. */
final class Printer extends Thread {
    /** A printer's failure, with the spooler's exception as its cause. */
    static final class PrintException extends RuntimeException {
        PrintException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private final Spooler spooler;
    private final Map<String, Integer> pagesByOwner = new LinkedHashMap<String, Integer>();
    private int jobs;

    Printer(String name, Spooler spooler) {
        super(name);
        this.spooler = spooler;
    }

    @Override
    public void run() {
        Job job = null;
        try {
            while ((job = spooler.take()) != null) {
                Integer before = pagesByOwner.get(job.owner);
                pagesByOwner.put(job.owner, before == null ? job.pages : before + job.pages);
                jobs++;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            throw new PrintException(getName() + " failed after " + jobs + " jobs", e);
        }
    }

    Map<String, Integer> pagesByOwner() {
        return pagesByOwner;
    }

    int jobs() {
        return jobs;
    }
}
