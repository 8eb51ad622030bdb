package vsched

import (
	"strings"
	"testing"
	"time"

	"weft/explore"
)

// findDeadlock explores testdata/NAME.java with vsched, checks that it
// finds a deadlock whose trace replays, and returns the report.
func findDeadlock(t *testing.T, name string) *explore.Report {
	t.Helper()
	dir := compileFigure(t, name)
	p := &explore.Program{ClassPath: []string{dir}, Main: name}
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
	if exec, _, err := tr.Replay(p, explore.DefaultBudget); err != nil || exec.Bug == nil || exec.Bug.Kind != explore.KindDeadlock {
		t.Fatalf("replay: %v", err)
	}
	return rep
}

// Two ReentrantLocks taken in opposite orders deadlock; vsched finds it
// through their MM pairs (before, the VM's acquisitions, compare-and-sets
// inside the JDK, matched no entry of the PEG: no backtracking point, and
// "the search space is exhausted" after one execution).
func TestReentrantLockOrder(t *testing.T) {
	rep := findDeadlock(t, "LockOrder")
	for _, o := range rep.ValueSchedule {
		if o.Kind != kindMM || o.First.Op != "acq" || o.Second.Op != "acq" || !strings.HasPrefix(o.First.Pos, "LockOrder.java:") {
			t.Errorf("value schedule pair %s, want an MM pair of acquisitions in LockOrder.java", o)
		}
	}
}

// A synchronized method run through a method reference takes its monitor
// at the method, as the PEG has it (before, the VM reported the entry at
// the reference's stub, which matched no pair: "exhausted" after 2
// executions).
func TestMethodRefEntry(t *testing.T) {
	rep := findDeadlock(t, "RefEntry")
	found := false
	for _, o := range rep.ValueSchedule {
		found = found || o.First.Pos == "RefEntry.java:13" || o.Second.Pos == "RefEntry.java:13"
	}
	if !found {
		t.Errorf("value schedule %v has no entry of pass (RefEntry.java:13)", rep.ValueSchedule)
	}
}
