package vsched

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"weft/explore"
	"weft/internal/javatest"
)

// A thread that spins with Thread.yield for another (ConcurrentHashMap's
// initTable while the other thread initializes the table) no longer runs
// until the execution is cut at 100000 scheduling points: under Rule 1
// the next thread runs after 256 yields, and a goal whose thread spins
// while its trigger is held back is given up. Before, SpinInit's
// exploration had an execution cut so (200377 scheduling points for 35
// executions), and a job scheduler on one such map took 6.9 s to its bug
// instead of 0.2 s.
func TestSpinYields(t *testing.T) {
	dir := compileFigure(t, "SpinInit")
	s := New()
	s.Record = true
	explore.Register("vsched-spin", func(explore.Options) explore.Strategy { return s })
	p := &explore.Program{ClassPath: []string{dir}, Main: "SpinInit"}
	rep, _, err := explore.Explore(p, explore.Config{Strategy: "vsched-spin",
		Budget: explore.Budget{Timeout: time.Minute, MaxSteps: 20_000_000, MaxPoints: 100_000}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Bug != nil {
		t.Fatalf("found %s in a program without a bug", rep.Bug.Summary())
	}
	for reason, n := range s.Abandoned {
		if strings.Contains(reason, "scheduling points") {
			t.Errorf("%d executions cut off: %s", n, reason)
		}
	}
	if rep.Counters.Points > 20_000 {
		t.Errorf("%d scheduling points in %d executions: a spin ran long", rep.Counters.Points, rep.Counters.Executions)
	}
	t.Logf("%s; abandoned %v", rep.Counters, s.Abandoned)
}

// Thread.onSpinWait is a yield. CyclicBarrier's await spins on it in
// AbstractQueuedSynchronizer's ConditionObject.await when it wakes while
// its node is moved to the lock's queue; with the hint no scheduling
// point, vsched kept the spinning thread running in barrierbreak's fixed
// variant until its 71st or so execution was cut off at 100000
// scheduling points (warned: not explored further). And the search ends:
// a run from a special bpt that fulfilled its pair again and was then cut
// by state matching made a new special bpt each time (unmatched keys
// special bpts too), so vsched ran out of time (9022 executions in 60 s)
// where it now exhausts the search in about 900.
func TestSpinWaitHint(t *testing.T) {
	dir := javatest.CompileRelease(t, "17", filepath.Join("..", "examples", "barrierbreak", "src", "barrierbreak", "Main.java"))
	p := &explore.Program{ClassPath: []string{dir}, Main: "barrierbreak.Main", Args: []string{"1", "fixed"}}
	rep, _, err := explore.Explore(p, explore.Config{Strategy: "vsched",
		Budget: explore.Budget{Timeout: 2 * time.Minute, MaxExecutions: 3000, MaxSteps: 20_000_000, MaxPoints: 100_000}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Bug != nil {
		t.Fatalf("found %s in the fixed variant", rep.Bug.Summary())
	}
	if !rep.Complete {
		t.Errorf("search not complete: %s (%s)", rep.Exhausted, rep.Counters)
	}
	for _, w := range rep.Warnings {
		if strings.Contains(w, "bound of the budget") {
			t.Errorf("%s (%s)", w, rep.Counters)
		}
	}
}
