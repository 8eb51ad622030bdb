package vsched

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"weft/explore"
	"weft/internal/javatest"
)

// A pair's partner access is keyed by its line, one key for every
// thread that reaches it, and a fulfilment picks one of those threads. In
// AG thread t's read of ca.v pairs with the write in set(c, x), which
// thread a makes on ca with 1 and thread b on cb and then, after thread
// c's flag, on ca with 2: the bug needs b's second write between them.
// With t started first, a's write fulfilled the pair, a could not write
// again, so no special bpt was made (Figure 6.1 line 33 asks the thread
// that performed the target), and vsched said "the search space is
// exhausted" after 7 executions in 4 of the 24 start orders (tabc, tacb,
// ctab, tcab) where dpor finds the exception. After such a fulfilment a
// special bpt is now made when another thread can still make the access
// (run.otherInstance). AGLoop starts the two writers from one allocation
// site (one abstract thread, one lambda): that special bpt is kept aside
// until the worklists are empty, and found then. The fixed variants (b
// says done before it writes 2) are exhausted without a bug.
func TestOtherThreadInstance(t *testing.T) {
	dir := javatest.Compile(t, filepath.Join("testdata", "AG.java"), filepath.Join("testdata", "AGLoop.java"))
	bug := func(b *explore.Bug) bool { return strings.Contains(b.Summary(), "ca is 2 before done") }
	for _, order := range []string{"tabc", "tacb", "ctab", "tcab", "abct", "tcba"} {
		t.Run(order, func(t *testing.T) {
			// The bug is real: dpor, which runs every interleaving up to
			// its reductions, finds it.
			p := &explore.Program{ClassPath: []string{dir}, Main: "AG", Args: []string{order}}
			t.Cleanup(func() { p.Close() })
			rep, _, err := explore.Explore(p, explore.Config{Strategy: "dpor",
				Budget: explore.Budget{Timeout: time.Minute, MaxSteps: 1_000_000, MaxPoints: 10_000}})
			if err != nil || rep.Bug == nil || !bug(rep.Bug) {
				t.Fatalf("dpor: %v, %v: want the exception", rep.Bug, err)
			}
			findBugDir(t, dir, "AG", "ca read at 2 before done", bug, order)
			exhaustsDir(t, dir, "AG", order, "fixed")
		})
	}
	t.Run("loop", func(t *testing.T) {
		findBugDir(t, dir, "AGLoop", "ca read at 2 before done", bug)
		exhaustsDir(t, dir, "AGLoop", "fixed")
	})
}
