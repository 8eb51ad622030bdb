package vsched

import (
	"strings"
	"testing"
	"time"

	"weft/explore"
)

// Two ReentrantLocks taken in opposite orders deadlock; vsched finds it
// through their MM pairs (before, the VM's acquisitions, compare-and-sets
// inside the JDK, matched no entry of the PEG: no backtracking point, and
// "the search space is exhausted" after one execution).
func TestReentrantLockOrder(t *testing.T) {
	dir := compileFigure(t, "LockOrder")
	p := &explore.Program{ClassPath: []string{dir}, Main: "LockOrder"}
	rep, tr, err := explore.Explore(p, explore.Config{Strategy: "vsched",
		Budget: explore.Budget{Timeout: time.Minute, MaxSteps: 1_000_000, MaxPoints: 10_000}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Bug == nil || rep.Bug.Kind != explore.KindDeadlock {
		t.Fatalf("want a deadlock, got %v (%s)", rep.Bug, rep.Exhausted)
	}
	if len(rep.ValueSchedule) == 0 {
		t.Fatal("no value schedule")
	}
	for _, o := range rep.ValueSchedule {
		if o.Kind != kindMM || o.First.Op != "acq" || o.Second.Op != "acq" || !strings.HasPrefix(o.First.Pos, "LockOrder.java:") {
			t.Errorf("value schedule pair %s, want an MM pair of acquisitions in LockOrder.java", o)
		}
	}
	if exec, _, err := tr.Replay(p, explore.DefaultBudget); err != nil || exec.Bug == nil || exec.Bug.Kind != explore.KindDeadlock {
		t.Fatalf("replay: %v", err)
	}
}
