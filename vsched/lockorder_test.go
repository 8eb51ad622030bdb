package vsched

import (
	"strings"
	"testing"
)

// Two ReentrantLocks taken in opposite orders deadlock; vsched finds it
// through their MM pairs (before, the VM's acquisitions, compare-and-sets
// inside the JDK, matched no entry of the PEG: no backtracking point, and
// "the search space is exhausted" after one execution).
func TestReentrantLockOrder(t *testing.T) {
	rep, _ := findBug(t, "LockOrder", "a deadlock", deadlock)
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
	rep, _ := findBug(t, "RefEntry", "a deadlock", deadlock)
	found := false
	for _, o := range rep.ValueSchedule {
		found = found || o.First.Pos == "RefEntry.java:13" || o.Second.Pos == "RefEntry.java:13"
	}
	if !found {
		t.Errorf("value schedule %v has no entry of pass (RefEntry.java:13)", rep.ValueSchedule)
	}
}
