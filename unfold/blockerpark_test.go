package unfold

import (
	"path/filepath"
	"testing"

	"weft/explore"
	"weft/internal/javatest"
)

// A program's park with a blocker writes the thread's parkBlocker, and
// where the program reads blockers (LockSupport.getBlocker) those writes
// and its reads are events (blockerEvent): the read before the park is a
// target. BlockerPark's main unparks t only if it sees t's blocker set; if
// it looks before t parks, t parks for ever. Both unfoldings find the
// deadlock, and the fixed variant (main unparks t whatever it saw) has
// none. Before, the blocker's writes were local and at a free choice the
// thread whose blocker main reads ran first (blockerFirst), so main always
// read it set: no bug, in 1 test.
func TestBlockerReadBeforePark(t *testing.T) {
	dir := javatest.Compile(t, filepath.Join("testdata", "BlockerPark.java"))
	exploreVariants(t, dir, "BlockerPark", func(u *Unfold, exec *explore.Execution, fixed bool) {
		found := exec != nil && exec.Bug != nil && exec.Bug.Kind == explore.KindDeadlock
		if found == fixed || exec != nil && exec.Bug != nil && exec.Bug.Kind != explore.KindDeadlock {
			t.Errorf("%s fixed=%v: deadlock %v in %d tests (%d events); want %v", u.Name(), fixed, found, u.Stats.Tests, u.Stats.Events, !fixed)
		}
		t.Logf("%s fixed=%v: %d tests, %d events, %d missed", u.Name(), fixed, u.Stats.Tests, u.Stats.Events, u.Stats.Missed)
	})
}
