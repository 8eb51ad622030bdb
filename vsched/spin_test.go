package vsched

import (
	"fmt"
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

// A run restored from a backtracking point's snapshot counts the spins
// of its own goal from zero, as a run that replays the point's prefix
// does. SpinCarry's thread b spins for c while driven to main's read of
// x, and each turn's read of ready is a bpt whose pair drives c through
// its 100 yields to the write of ready: the snapshot kept b's spins so
// far, and from about the 157th turn on, the run gave that pair up as
// spinning (256 yields) after fewer than 100 of c's. The search from
// the snapshots then differed from the one that replays prefixes.
func TestSpinCountRestored(t *testing.T) {
	dir := compileFigure(t, "SpinCarry")
	for _, snap := range []bool{true, false} {
		s := New()
		s.Snapshots = snap
		name := fmt.Sprintf("vsched-spincarry-%v", snap)
		explore.Register(name, func(explore.Options) explore.Strategy { return s })
		p := &explore.Program{ClassPath: []string{dir}, Main: "SpinCarry"}
		rep, _, err := explore.Explore(p, explore.Config{Strategy: name,
			Budget: explore.Budget{Timeout: time.Minute, MaxExecutions: 400, MaxSteps: 20_000_000, MaxPoints: 100_000}})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Bug != nil {
			t.Fatalf("found %s in a program without a bug", rep.Bug.Summary())
		}
		for reason, n := range s.Abandoned {
			if strings.Contains(reason, "SpinCarry.ready") && strings.Contains(reason, "spins") {
				t.Errorf("snapshots %v: %d runs gave up the write of ready as spinning, though c yields only 100 times before it: %s", snap, n, reason)
			}
		}
		t.Logf("snapshots %v: %s; abandoned %v", snap, rep.Counters, s.Abandoned)
	}
}
