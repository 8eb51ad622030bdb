package unfold

import (
	"path/filepath"
	"testing"

	"weft/explore"
	"weft/internal/javatest"
)

// Open (session 19): a thread's end takes its own monitor to notify its
// joiners (the VM's threadEnd, as HotSpot's), but its event (a write of
// "#alive") is no operation of that lock in the model, and the wake-up of
// a wait on the thread's object that its end notifies has no notify event
// before it. EndLock (main holds the worker's monitor from before its
// start until after its isAlive check) has no bug, yet the end ordered
// before the check is a target no run can reach: 4 missed targets with
// unfold, 2 with unfold-ctx (6 and 4 tests): the end's write of "#alive"
// and main's isAlive read of it, ordered the other way. EndWait (main
// waits on the worker's object until its end, checking isAlive under the
// monitor) finds the race on y, but its fixed variant has 2 missed
// targets with either unfolding (3 tests), the same end write and isAlive
// read (the wake-up without a notify event is no missed target there).
// These checks pass once the end is ordered with the program's holds of
// the thread's monitor in the model.
func TestThreadEndMonitor(t *testing.T) {
	t.Skip("open: a thread's end is not ordered with the program's locks on its thread object (see the comment)")
	for _, c := range []struct {
		name string
		bug  bool // the bug variant has one (fixed: none)
	}{
		{"EndLock", false},
		{"EndWait", true},
	} {
		dir := javatest.Compile(t, filepath.Join("testdata", c.name+".java"))
		exploreVariants(t, dir, c.name, func(u *Unfold, exec *explore.Execution, fixed bool) {
			found := exec != nil && exec.Bug != nil
			if found != (c.bug && !fixed) || !found && u.Stats.Missed != 0 {
				t.Errorf("%s %s fixed=%v: bug %v, %d targets missed in %d tests; want a bug %v (and none missed without)", c.name, u.Name(), fixed, found, u.Stats.Missed, u.Stats.Tests, c.bug && !fixed)
			}
			t.Logf("%s %s fixed=%v: %d tests, %d events, %d missed", c.name, u.Name(), fixed, u.Stats.Tests, u.Stats.Events, u.Stats.Missed)
		})
	}
}
