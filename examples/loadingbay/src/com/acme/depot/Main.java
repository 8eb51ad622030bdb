package com.acme.depot;

/**
 * A parcel depot: two loaders fill a loading bay of one slot and two
 * drivers empty it. The bay is a bounded buffer on a ReentrantLock.
 *
 * The bug: loaders and drivers wait on one Condition ("the bay changed")
 * and every put or take wakes a single waiter with signal(). A driver's
 * signal can wake the other driver instead of a loader; that driver finds
 * the bay empty and waits again, and nobody is left to wake the loader.
 * Schedule: both drivers wait on the empty bay; loader-1 puts and its
 * signal wakes driver-1; loader-2 finds the bay full and waits behind
 * driver-2; driver-1 takes and its signal wakes driver-2, not loader-2;
 * driver-2 finds the bay empty and waits again. loader-2 waits for room
 * in an empty bay, driver-2 for a parcel nobody will put, main in join:
 * a deadlock. The fix (`fixed`): two conditions of the same lock, "not
 * full" for loaders and "not empty" for drivers.
 *
 * Usage: Main [parcels per loader] [fixed]
 */
public final class Main {
    public static void main(String[] args) throws InterruptedException {
        int parcels = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        Bay bay = new Bay(1, fixed);
        Crew crew = new Crew(bay, 2, 2);
        crew.loader(0, parcels);
        crew.loader(1, parcels);
        crew.driver(0, parcels);
        crew.driver(1, parcels);
        crew.startAll();
        crew.joinAll();
        int loaded = crew.loaded();
        int delivered = crew.delivered();
        System.out.println("shift over: " + loaded + " loaded, " + delivered + " delivered, "
                + crew.grams() + " g, bay peak " + bay.peak() + ", " + bay.waiting() + " waiting");
        if (loaded != 2 * parcels || delivered != loaded) {
            throw new IllegalStateException("lost parcels: " + loaded + " loaded, " + delivered + " delivered");
        }
    }
}
