package explore

import "testing"

// TestDPORStartEndEntry: a thread's start does not take its monitor
// (the VM's Thread.start is native), so another thread's entry into that
// monitor is co-enabled with it; the start and the entry share the
// thread object's key, so an entry after the start is ordered after it
// (and after what came before it). StartLock: u enters t's monitor and
// reads x, main writes x then starts t. race took every operation on
// the key that is not an acquire (the start among them) as one made
// holding the monitor and passed over it, so the entry's race with the
// start was never reversed, the race on x never seen, and the program
// was called exhausted; only an operation made holding the monitor is
// passed over now. EndLock: t writes x and ends, u enters t's monitor
// and reads x (main sleeps, joining neither): a thread's end takes its
// monitor (to notify joiners), so u's entry is co-enabled with it, and
// an entry after the end is ordered after t's write; dpor called it
// exhausted after 1 execution.
func TestDPORStartEndEntry(t *testing.T) {
	for _, name := range []string{"StartLock", "EndLock"} {
		bugAndFixed(t, "dpor", name, nil, "IllegalStateException", testBudget, true)
		bugAndFixed(t, "dfs", name, nil, "IllegalStateException", testBudget, false)
	}
}
