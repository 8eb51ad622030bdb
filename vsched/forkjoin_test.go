package vsched

import (
	"strings"
	"testing"
	"time"

	"weft/explore"
)

// A fork/join lost update (ForkJoinLost: the two leaves of a
// RecursiveAction increment a plain int): the static analysis starts the
// forked task and the pool's invoke as task threads running compute, so
// vsched has the leaves' pairs and finds the bug. Before, nothing ran
// compute, there was no pair and vsched said "the search space is
// exhausted" after one execution.
func TestForkJoin(t *testing.T) {
	dir := compileFigure(t, "ForkJoinLost")
	p := &explore.Program{ClassPath: []string{dir}, Main: "ForkJoinLost"}
	rep, tr, err := explore.Explore(p, explore.Config{Strategy: "vsched",
		Budget: explore.Budget{Timeout: time.Minute, MaxSteps: 1_000_000, MaxPoints: 10_000}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Bug == nil || !strings.Contains(rep.Bug.Summary(), "lost update: 1") {
		t.Fatalf("want the lost update, got %v (%s)", rep.Bug, rep.Exhausted)
	}
	if exec, _, err := tr.Replay(p, explore.DefaultBudget); err != nil || exec.Bug == nil {
		t.Fatalf("replay: %v", err)
	}
	t.Logf("%s", rep.Counters)
}
