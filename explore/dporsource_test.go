package explore

import (
	"fmt"
	"maps"
	"slices"
	"testing"

	"weft/vm"
)

// TestDPORSourceSets: a race whose reversal a thread already in the
// backtrack set (or asleep) at its node can begin adds nothing there
// (dporScheduler.covered, source sets): the search explores fewer
// executions, with the same outcomes, and is still exhaustive.
// HandOff(2, 2) (two producers, two consumers, a one-slot box with wait
// and notifyAll): 313 executions (233 of them sleep-set blocked) with
// the FG05 rule alone, 290 (210) with source sets; every (consumer,
// value) order of the takes is reached by both.
func TestDPORSourceSets(t *testing.T) {
	explore := func() (map[string]bool, Counters) {
		seen := map[string]bool{}
		p := testProgram(t, "HandOff")
		p.Args = []string{"2", "2"}
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
		if !r.Complete || r.Bug != nil {
			t.Fatalf("source sets %v: complete=%v bug=%v %s", sourceSets, r.Complete, r.Bug, r.Exhausted)
		}
		return seen, r.Counters
	}
	with, cw := explore()
	sourceSets = false
	without, cn := explore()
	sourceSets = true
	t.Logf("source sets: %s; FG05 alone: %s", cw, cn)
	if !maps.Equal(with, without) {
		t.Errorf("outcomes with source sets %v, without %v", slices.Sorted(maps.Keys(with)), slices.Sorted(maps.Keys(without)))
	}
	// Two producers' values taken by two consumers: each consumer takes
	// one, in either order, and either value.
	if len(with) != 4 {
		t.Errorf("%d outcomes, want 4: %v", len(with), slices.Sorted(maps.Keys(with)))
	}
	if cw.Executions >= cn.Executions {
		t.Errorf("source sets ran %d executions, FG05 alone %d: want fewer", cw.Executions, cn.Executions)
	}
}
