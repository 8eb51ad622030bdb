package com.acme.printq;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Two clerks submit print jobs to a spooler of two slots; two printers
 * print them. The pages printed per owner must be the pages submitted.
 * Usage: Main [jobs per clerk] [fixed]
 */
public final class Main {
    public static void main(String[] args) throws Exception {
        final int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        final boolean fixed = args.length > 1 && args[1].equals("fixed");
        final Spooler spooler = new Spooler(2, fixed);
        final List<Throwable> failures = new ArrayList<Throwable>();
        Thread.UncaughtExceptionHandler handler = new Thread.UncaughtExceptionHandler() {
            @Override
            public void uncaughtException(Thread t, Throwable e) {
                synchronized (failures) {
                    failures.add(e);
                }
            }
        };
        final Map<String, Integer> submitted = new TreeMap<String, Integer>();
        List<Thread> clerks = new ArrayList<Thread>();
        for (final String owner : new String[] {"ann", "bob"}) {
            final int[] total = new int[1];
            Thread clerk = new Thread("clerk-" + owner) {
                @Override
                public void run() {
                    int i = 0;
                    try {
                        for (; i < n; i++) {
                            Job job = new Job(owner, "doc" + i, 1 + (i * 7 + owner.length()) % 3);
                            spooler.submit(job);
                            total[0] += job.pages;
                        }
                    } catch (InterruptedException e) {
                        interrupt();
                    } catch (RuntimeException e) {
                        throw new Printer.PrintException(getName() + " failed after " + i + " jobs", e);
                    }
                    synchronized (submitted) {
                        submitted.put(owner, total[0]);
                    }
                }
            };
            clerk.setUncaughtExceptionHandler(handler);
            clerks.add(clerk);
        }
        Printer[] printers = {new Printer("printer-1", spooler), new Printer("printer-2", spooler)};
        for (Printer p : printers) {
            p.setUncaughtExceptionHandler(handler);
            p.start();
        }
        for (Thread c : clerks) {
            c.start();
        }
        for (Thread c : clerks) {
            c.join();
        }
        spooler.close();
        for (Printer p : printers) {
            p.join();
        }
        synchronized (failures) {
            if (!failures.isEmpty()) {
                Throwable first = failures.get(0);
                throw new IllegalStateException(first.getMessage() + ": " + first.getCause().getMessage(), first);
            }
        }
        Map<String, Integer> printed = new TreeMap<String, Integer>();
        int jobs = 0;
        for (Printer p : printers) {
            jobs += p.jobs();
            for (Map.Entry<String, Integer> e : p.pagesByOwner().entrySet()) {
                Integer before = printed.get(e.getKey());
                printed.put(e.getKey(), before == null ? e.getValue() : before + e.getValue());
            }
        }
        if (!printed.equals(submitted) || jobs != 2 * n || spooler.pending() != 0) {
            throw new IllegalStateException("printed " + printed + " in " + jobs + " jobs, submitted " + submitted);
        }
        StringBuilder sb = new StringBuilder();
        for (Printer p : printers) {
            sb.append(p.getName()).append(' ').append(p.jobs()).append(" jobs; ");
        }
        System.out.println(jobs + " jobs printed, pages " + printed + " (" + sb.toString().trim() + ")");
    }
}
