package explore

import "testing"

// TestDPORJoinInterrupt: main joins t; i interrupts main once main waits
// in the join (JoinInterrupt: i spins on main's getState; JoinInterrupt-
// Lock: main sets joining holding t's monitor, i interrupts holding it,
// no getState). With the interrupt before t's end, main may take t's
// monitor back before the end and see t alive (the bug, seen with java:
// 11 and 19 of 100 runs). A thread's end wakes the threads waiting on
// its object as a notifyAll does, so it writes their life as a
// notifyAll does (notifyLife); before, it wrote none, the interrupt
// (which writes main's life) was independent of the end, dpor never ran
// the interrupt before it and called JoinInterrupt exhausted after 7
// executions (found now in 4). JoinInterruptLock, without life
// accesses, was found before too (4 executions): a regression test.
func TestDPORJoinInterrupt(t *testing.T) {
	for _, name := range []string{"JoinInterrupt", "JoinInterruptLock"} {
		bugAndFixed(t, "dpor", name, nil, "IllegalStateException", testBudget, true)
		bugAndFixed(t, "dfs", name, nil, "IllegalStateException", testBudget, false)
	}
}
