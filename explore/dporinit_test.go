package explore

import (
	"maps"
	"slices"
	"testing"

	"weft/internal/javatest"
)

// TestDPORSourceInitials: where a race's thread p cannot run at the
// node of the race's first step, or is asleep there, dpor adds an
// initial of the reversal (a thread whose first step in it comes after
// no other of its steps) instead of every thread that can run there
// (FG05's fallback), and counts p asleep there as covering the race
// when its step is a monitor entry independent of the reversal's
// steps; the steps after the first one that happen after it (its
// thread's exit from the monitor p enters) are not part of the
// reversal. The search runs the same complete executions (the same
// orders of the accesses to each object), and none that ends sleep-set
// blocked: Forks(3) (three philosophers, the last takes its forks in
// the other order, main joins them) ran 28 executions, 4 of them
// sleep-set blocked, before, and runs 24; Forks(4) 98 (20 blocked) and
// 78. examples/ratelimit's fixed variant (a Semaphore's steps, whose
// accesses depend on the state) keeps its traces (traceOf: 140 since
// session 21): counting any sleeping step independent of the reversal
// lost 4 of them. (Its complete executions are not compared: a
// thread put off is not asleep until its step has run, so the search
// in the order of fewest preemptions runs some executions equivalent to
// others, as many as the order makes.)
func TestDPORSourceInitials(t *testing.T) {
	rl := javatest.CompileRelease(t, "11", "../examples/ratelimit/src")
	run := func(n string) (*Report, []string) {
		t.Helper()
		p := testProgram(t, "Forks")
		p.Args = []string{n}
		if n == "ratelimit" {
			p = &Program{ClassPath: []string{rl}, Main: "ratelimit.Main", Args: []string{"1", "fixed"}}
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
			t.Fatalf("Forks(%s): complete=%v bug=%v %s", n, r.Complete, r.Bug, r.Exhausted)
		}
		return r, slices.Sorted(maps.Keys(seen))
	}
	for _, n := range []string{"3", "4", "ratelimit"} {
		now, nowSeen := run(n)
		sourceInitials = false
		before, beforeSeen := run(n)
		sourceInitials = true
		t.Logf("Forks(%s): %s; as in session 19: %s", n, now.Counters, before.Counters)
		if !slices.Equal(nowSeen, beforeSeen) {
			t.Errorf("Forks(%s): %d traces, want %d", n, len(nowSeen), len(beforeSeen))
		}
		if got, want := now.Counters.Executions-now.Counters.Cut, before.Counters.Executions-before.Counters.Cut; n != "ratelimit" && got != want {
			t.Errorf("Forks(%s): %d complete executions, want %d", n, got, want)
		}
		if n != "ratelimit" && (now.Counters.Cut != 0 || before.Counters.Cut == 0) {
			t.Errorf("Forks(%s): %d executions sleep-set blocked (%d as in session 19), want none (some)", n, now.Counters.Cut, before.Counters.Cut)
		}
	}
}
