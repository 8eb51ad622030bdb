package explore

import (
	"fmt"
	"math"
	"testing"
)

// TestDPOROrderSameExtent: exploring fewer preemptions first changes the
// order of dpor's search, not its extent. An exhausted search runs the
// executions depth-first dpor runs, as many and to the same outcomes;
// a choice put off must take the done set of its node as it was then
// (dporNode.doneAt), or two threads started at one node can each sleep
// in the other's subtree and some executions are never run (Ring(4) then
// ran fewer executions with the same outcomes, which
// TestDPORPreemptionOrder cannot see). With firstBound above any path's
// preemptions nothing is put off: the search is depth-first dpor.
func TestDPOROrderSameExtent(t *testing.T) {
	explore := func(main string, args ...string) string {
		p := testProgram(t, main)
		p.Args = args
		r, _, err := Explore(p, Config{Strategy: "dpor", Budget: testBudget})
		if err != nil {
			t.Fatal(err)
		}
		if !r.Complete || r.Bug != nil {
			t.Fatalf("%s %v: complete=%v bug=%v %s", main, args, r.Complete, r.Bug, r.Exhausted)
		}
		return fmt.Sprintf("%d executions, %d states", r.Counters.Executions, r.Counters.States)
	}
	for _, n := range []string{"3", "4"} {
		ordered := explore("Ring", n)
		saved := firstBound
		firstBound = math.MaxInt
		depthFirst := explore("Ring", n)
		firstBound = saved
		t.Logf("Ring(%s): fewer preemptions first %s, depth first %s", n, ordered, depthFirst)
		if ordered != depthFirst {
			t.Errorf("Ring(%s): fewer preemptions first ran %s, depth first %s", n, ordered, depthFirst)
		}
	}
}
