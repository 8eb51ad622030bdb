package explore

import (
	"fmt"
	"maps"
	"slices"
	"testing"

	"weft/vm"
)

// TestDPORThreadEnd: a thread's end takes its own monitor to notify
// joiners (vm: threadEnd), so it cannot come between another thread's
// entry into that monitor and its exit: its race with an access made
// there (a join's isAlive and wait) is reversed from the entry
// (dporScheduler.entryOf), where the monitor is free. Before, the
// thread was added at the access's node, where its end blocks: the run
// ended sleep-set blocked, and the orders of the end and the entry were
// not all explored. EndOrder (main looks at a producer's and a
// consumer's life under their monitors; it fails if it finds the
// producer ended and the consumer alive) was called exhausted after 10
// executions, 8 of them sleep-set blocked, without the bug; HandOff(2,
// 1) took 56 executions, 40 sleep-set blocked, and 96 with none now
// (main's three joins each find the thread ended or wait for it).
func TestDPORThreadEnd(t *testing.T) {
	run := func(main string, args ...string) (*Report, map[string]bool) {
		t.Helper()
		seen := map[string]bool{}
		p := testProgram(t, main)
		p.Args = args
		r, _, err := Explore(p, Config{Strategy: "dpor", Budget: testBudget, OnExecution: func(e *Execution) {
			o := ""
			for _, ev := range e.Events {
				if ev.Kind == vm.KWrite && ev.Field == "HandOff.took" {
					o += fmt.Sprint(ev.Value, " ")
				}
			}
			seen[o] = true
		}})
		if err != nil {
			t.Fatal(err)
		}
		return r, seen
	}
	r, _ := run("EndOrder")
	if r.Bug == nil || r.Bug.Kind != KindException {
		t.Errorf("EndOrder: bug %v after %s (%s), want the IllegalStateException", r.Bug, r.Counters, r.Exhausted)
	}
	r, seen := run("HandOff", "2", "1")
	t.Logf("HandOff(2, 1): %s", r.Counters)
	if !r.Complete || r.Bug != nil {
		t.Fatalf("HandOff(2, 1): complete=%v bug=%v %s", r.Complete, r.Bug, r.Exhausted)
	}
	if want := []string{"0 1 ", "1 0 "}; !slices.Equal(slices.Sorted(maps.Keys(seen)), want) {
		t.Errorf("HandOff(2, 1) outcomes %v, want %v", slices.Sorted(maps.Keys(seen)), want)
	}
	if r.Counters.Cut != 0 {
		t.Errorf("HandOff(2, 1): %d of %d executions cut off, want none", r.Counters.Cut, r.Counters.Executions)
	}
}
