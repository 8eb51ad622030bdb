package mhp

import "testing"

// TestThreadLocals: a ThreadLocal's get, set and remove touch the calling
// thread's own map (static.JDKEffect, threadOwn): two pool tasks' calls
// on one ThreadLocal (or on a subclass's) make no pair on its <state>;
// the Counter that withInitial hands to every thread keeps its pairs.
// Before, the ThreadLocals' <state> made 7 pairs (TLPool of the eleventh
// round: 2).
func TestThreadLocals(t *testing.T) {
	expectPairs(t, "ThreadLocals", AllFilters,
		"RW ThreadLocals$Counter.n | task read 1 ThreadLocals.java:31 | task write 1 ThreadLocals.java:31",
		"RW ThreadLocals$Counter.n | task write 1 ThreadLocals.java:31 | task write 1 ThreadLocals.java:31")
}
