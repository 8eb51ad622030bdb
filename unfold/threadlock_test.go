package unfold

import (
	"path/filepath"
	"testing"

	"weft/explore"
	"weft/internal/javatest"
)

// The program's own monitor on a started thread's object is a lock of
// the model (ThreadLock: the worker holds its own monitor while it takes
// L, main takes L and then the worker's monitor): both unfoldings find the
// lock-order deadlock, and exhaust the fixed variant (main takes them in
// the worker's order) with no missed target. Before, every monitor
// operation on a started thread's object was local (as Thread.join's
// are): the worker's monitor was no lock of the model, no lock cycle
// held it, and no run made the worker hold it while main held L.
func TestThreadObjectLock(t *testing.T) {
	dir := javatest.Compile(t, filepath.Join("testdata", "ThreadLock.java"))
	exploreVariants(t, dir, "ThreadLock", func(u *Unfold, exec *explore.Execution, fixed bool) {
		found := exec != nil && exec.Bug != nil && exec.Bug.Kind == explore.KindDeadlock
		if found == fixed || fixed && u.Stats.Missed != 0 || exec != nil && exec.Bug != nil && exec.Bug.Kind != explore.KindDeadlock {
			bug := ""
			if exec != nil && exec.Bug != nil {
				bug = exec.Bug.Summary()
			}
			t.Errorf("%s fixed=%v: deadlock %v (%q), %d targets missed in %d tests; want a deadlock %v (and none missed if fixed)", u.Name(), fixed, found, bug, u.Stats.Missed, u.Stats.Tests, !fixed)
		}
		t.Logf("%s fixed=%v: %d tests, %d events, %d missed", u.Name(), fixed, u.Stats.Tests, u.Stats.Events, u.Stats.Missed)
	})
}
