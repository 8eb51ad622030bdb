package vsched

import (
	"strings"
	"testing"
	"time"

	"weft/explore"
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
