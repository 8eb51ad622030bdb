package vsched

import (
	"strings"
	"testing"
	"time"

	"weft/explore"
)

// The tasks of ExecutorService.invokeAll race (InvokeAllLost: two
// increments of a plain int, one lost): the static analysis starts them
// as a task thread, so vsched has their pair and finds the lost update.
// Before, invokeAll started nothing, there was no pair and vsched said
// "the search space is exhausted" after one execution.
func TestInvokeAll(t *testing.T) {
	dir := compileFigure(t, "InvokeAllLost")
	p := &explore.Program{ClassPath: []string{dir}, Main: "InvokeAllLost"}
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
