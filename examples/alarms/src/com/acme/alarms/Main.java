package com.acme.alarms;

import java.util.EnumSet;
import java.util.List;

/**
 * A control room: two sensors report readings to the alarm panel
 * through one shared listener while an operator acknowledges the open
 * alarms in batches; at the end main acknowledges what is left, and every
 * alarm raised must have been acknowledged once.
 *
 * The bug: the listener is an anonymous class whose
 * {@code synchronized (this)} locks the listener instead of the panel
 * (AlarmPanel.listener). Schedule: the boiler raises an alarm; the
 * operator copies the open alarms in acknowledgeAll; the chiller raises
 * one; the operator clears the list: "alarms lost or doubled: 2 raised,
 * 1 acknowledged, 0 open" (an add racing the clear can also leave the
 * list more elements than alarms). The fix (`fixed`): the listener locks
 * AlarmPanel.this.
 *
 * Usage: Main [readings per sensor] [fixed]
 */
public final class Main {
    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        final AlarmPanel panel = new AlarmPanel(EnumSet.range(Severity.MAJOR, Severity.CRITICAL), fixed);
        AlarmPanel.Listener listener = panel.listener();
        Sensor boiler = new Sensor("boiler", 7, n, listener);
        Sensor chiller = new Sensor("chiller", 11, n, listener);
        final int rounds = n;
        final int[] batches = new int[1];
        Thread operator = new Thread(new Runnable() {
            @Override
            public void run() {
                for (int i = 0; i < rounds; i++) {
                    List<Alarm> batch = panel.acknowledgeAll();
                    if (!batch.isEmpty()) {
                        batches[0]++;
                    }
                }
            }
        }, "operator");
        boiler.start();
        chiller.start();
        operator.start();
        boiler.join();
        chiller.join();
        operator.join();
        List<Alarm> rest = panel.acknowledgeAll();
        if (n <= 4) {
            System.out.println("last batch " + rest + ", " + listener);
        }
        System.out.println(panel.summary() + ", operator batches " + batches[0]);
        if (panel.acked() + panel.open() != panel.raised()) {
            throw new IllegalStateException("alarms lost or doubled: " + panel.raised() + " raised, "
                    + panel.acked() + " acknowledged, " + panel.open() + " open");
        }
    }
}
