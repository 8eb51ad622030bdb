package explore

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
	"testing"

	"weft/internal/javatest"
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
//
// Since session 21 a thread put off at a node is not asleep in the
// subtrees of the threads explored there meanwhile (its step has not
// run, so what it accesses is not known): the search in that order
// reaches the same traces (traceOf) and may run more executions, some
// equivalent to others (Ring(4): 306 where depth first runs 298).
// Before, examples/ratelimit's fixed variant reached 136 of the 140
// traces depth-first dpor reaches: a Semaphore step put off was asleep,
// judged by its pending operation alone, below a step its hidden
// accesses depend on.
func TestDPOROrderSameExtent(t *testing.T) {
	rl := javatest.CompileRelease(t, "11", "../examples/ratelimit/src")
	explore := func(main string, args ...string) (Counters, []string) {
		p := testProgram(t, main)
		p.Args = args
		if main == "ratelimit.Main" {
			p = &Program{ClassPath: []string{rl}, Main: main, Args: args}
			t.Cleanup(func() { p.Close() })
		}
		seen := map[string]bool{}
		r, _, err := Explore(p, Config{Strategy: "dpor", Budget: testBudget, OnExecution: func(e *Execution) {
			if e.Cut == "" {
				seen[traceOf(e)] = true
			}
		}})
		if err != nil {
			t.Fatal(err)
		}
		if !r.Complete || r.Bug != nil {
			t.Fatalf("%s %v: complete=%v bug=%v %s", main, args, r.Complete, r.Bug, r.Exhausted)
		}
		return r.Counters, slices.Sorted(maps.Keys(seen))
	}
	for _, c := range [][]string{{"Ring", "3"}, {"Ring", "4"}, {"ratelimit.Main", "1", "fixed"}} {
		ordered, ot := explore(c[0], c[1:]...)
		saved := firstBound
		firstBound = math.MaxInt
		depthFirst, dt := explore(c[0], c[1:]...)
		firstBound = saved
		t.Logf("%v: fewer preemptions first %s, %d traces; depth first %s, %d traces", c, ordered, len(ot), depthFirst, len(dt))
		if !slices.Equal(ot, dt) {
			t.Errorf("%v: fewer preemptions first reached %d traces, depth first %d", c, len(ot), len(dt))
		}
		if ordered.Executions < depthFirst.Executions {
			t.Errorf("%v: fewer preemptions first ran %d executions, depth first %d", c, ordered.Executions, depthFirst.Executions)
		}
	}
}

// traceOf identifies the trace of an execution: for each key (accessKey),
// the order of its writes (a synchronization operation is one) and, for
// each thread, how many of its reads came after how many writes. Two
// executions that differ only in the order of independent accesses (two
// reads among them) have the same.
func traceOf(e *Execution) string {
	per := map[key]string{}
	writes := map[key]int{}
	reads := map[key]map[string]int{}
	for _, ev := range e.Events {
		k, w, ok := accessKey(&ev.Access)
		if !ok {
			continue
		}
		if w {
			per[k] += fmt.Sprintf("%d%v,", ev.Thread, ev.Kind)
			writes[k]++
			continue
		}
		if reads[k] == nil {
			reads[k] = map[string]int{}
		}
		reads[k][fmt.Sprintf("r%d@%d", ev.Thread, writes[k])]++
	}
	for k, m := range reads {
		var rs []string
		for r, n := range m {
			rs = append(rs, fmt.Sprint(r, "x", n))
		}
		slices.Sort(rs)
		per[k] += strings.Join(rs, ",")
	}
	var sig []string
	for k, s := range per {
		sig = append(sig, fmt.Sprint(k)+":"+s)
	}
	slices.Sort(sig)
	return strings.Join(sig, ";")
}
