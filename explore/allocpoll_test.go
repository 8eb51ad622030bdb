package explore

import (
	"testing"
	"time"
)

// TestSpinGarbage: AllocPoll's poller builds a temporary list in each
// check of its flag, garbage once the check returns. The VM's state hash
// leaves garbage out, so an iteration returns to the state it started
// from: dpor's spin reduction (spin.go) takes the poller as waiting and
// dfs's state matching cuts the iteration, and both exhaust the fixed
// program (dpor in 8 executions, dfs in 108). With every object hashed
// the iterations' states all differed: dfs used its 200 executions
// without exhausting it (10186 states), dpor ran into the time limit
// (its runs cut at the 10000 points). Both find the racy variant's bug.
func TestSpinGarbage(t *testing.T) {
	budget := Budget{MaxExecutions: 200, Timeout: time.Minute, MaxSteps: 5_000_000, MaxPoints: 10_000}
	for _, strategy := range []string{"dpor", "dfs"} {
		for _, fixed := range []bool{false, true} {
			p := testProgram(t, "AllocPoll")
			if fixed {
				p.Args = []string{"fixed"}
			}
			r, _, err := Explore(p, Config{Strategy: strategy, Budget: budget})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s fixed %v: %s", strategy, fixed, r.Counters)
			switch {
			case fixed && r.Bug != nil:
				t.Errorf("%s: found %s in the fixed program", strategy, r.Bug.Summary())
			case fixed && !r.Complete:
				t.Errorf("%s: the fixed program not exhausted: %s", strategy, r.Exhausted)
			case !fixed && (r.Bug == nil || r.Bug.Exception != "java.lang.IllegalStateException"):
				t.Errorf("%s: no IllegalStateException found: %v, complete=%v exhausted=%q", strategy, r.Bug, r.Complete, r.Exhausted)
			}
		}
	}
}
