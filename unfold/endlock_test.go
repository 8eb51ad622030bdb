package unfold

import (
	"path/filepath"
	"testing"

	"weft/explore"
	"weft/internal/javatest"
)

// A thread's end takes its own monitor to notify its joiners (the VM's
// threadEnd, as HotSpot's): where the program's own operations lock a
// thread object's monitor, the end is a critical section of that lock
// (life.go: lock, the write of "#alive", a notifyAll's write of
// "#notify", unlock). EndLock (main holds the worker's monitor from
// before its start until after its isAlive check) has no bug and no
// target no run reaches; EndWait (main waits on the worker's object until
// its end, checking isAlive under the monitor) finds the race on y, and
// its fixed variant has no missed target. Before (session 19), the end
// was the "#alive" write alone, no operation of the lock: EndLock had 4
// missed targets with unfold, 2 with unfold-ctx (6 and 4 tests), the
// end's write ordered before main's isAlive read of it, and 2 of unfold's
// were main's join reading the copy of its own isAlive's read (the start's
// write, not the end: lastOwnCopy, ext.go); EndWait's fixed variant 2
// with either (3 tests).
func TestThreadEndMonitor(t *testing.T) {
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

// A program that locks a thread object's monitor only in later runs
// (LateMon: main takes the worker's monitor once it sees the flag a
// second thread sets; LateIn: where a symbolic input is 7) has its first
// runs' ends of that thread as the lone write of "#alive": the
// exploration starts again with the monitor known (Stats.Restarts), so
// every end of the worker in the unfolding is the critical section
// (life.go). The bug variant's race is found and the fixed variant's
// unfolding has no target no run reaches. Before, the unfolding kept
// both forms of the end: LateMon's fixed variant had 2 missed targets
// with unfold (7 tests), 6 with unfold-ctx (10); LateIn's 2 (7) and 6
// (10).
func TestThreadMonitorLearntLate(t *testing.T) {
	check := func(name string, u *Unfold, exec *explore.Execution, fixed bool) {
		found := exec != nil && exec.Bug != nil
		if found == fixed || !found && u.Stats.Missed != 0 {
			t.Errorf("%s %s fixed=%v: bug %v, %d targets missed in %d tests; want a bug %v (and none missed without)", name, u.Name(), fixed, found, u.Stats.Missed, u.Stats.Tests, !fixed)
		}
		if u.Stats.Restarts == 0 || len(u.net.threadMons) == 0 {
			t.Errorf("%s %s fixed=%v: %d restarts, %d thread monitors; want the worker's learnt after its end", name, u.Name(), fixed, u.Stats.Restarts, len(u.net.threadMons))
		}
		t.Logf("%s %s fixed=%v: %d tests (%d restarts), %d events, %d missed", name, u.Name(), fixed, u.Stats.Tests, u.Stats.Restarts, u.Stats.Events, u.Stats.Missed)
	}
	dir := javatest.Compile(t, filepath.Join("testdata", "LateMon.java"))
	exploreVariants(t, dir, "LateMon", func(u *Unfold, exec *explore.Execution, fixed bool) {
		check("LateMon", u, exec, fixed)
	})
	for _, fixed := range []bool{false, true} {
		for _, ctx := range []bool{false, true} {
			p := compile(t, "LateIn")
			p.InputMethods = []string{"LateIn.input"}
			if fixed {
				p.Args = []string{"fixed"}
			}
			u := &Unfold{Contextual: ctx}
			check("LateIn", u, exploreAll(t, p, u), fixed)
		}
	}
}
