package vsched

import (
	"path/filepath"
	"testing"
	"time"

	"weft/explore"
	"weft/internal/javatest"
)

// findBug explores testdata/NAME.java with vsched, checks that it finds a
// bug that want accepts (what describes it) and that its trace replays to
// a bug of the same kind, and returns the report and the trace.
func findBug(t *testing.T, name, what string, want func(*explore.Bug) bool) (*explore.Report, *explore.Trace) {
	t.Helper()
	return findBugIn(t, filepath.Join("testdata", name+".java"), name, what, want)
}

// findBugIn is findBug on main class name of the Java source src (another
// package's testdata).
func findBugIn(t *testing.T, src, name, what string, want func(*explore.Bug) bool) (*explore.Report, *explore.Trace) {
	t.Helper()
	dir := javatest.Compile(t, src)
	p := &explore.Program{ClassPath: []string{dir}, Main: name}
	rep, tr, err := explore.Explore(p, explore.Config{Strategy: "vsched",
		Budget: explore.Budget{Timeout: time.Minute, MaxSteps: 1_000_000, MaxPoints: 10_000}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Bug == nil || !want(rep.Bug) {
		t.Fatalf("%s: want %s, got %v (%s)", name, what, rep.Bug, rep.Exhausted)
	}
	if exec, _, err := tr.Replay(p, explore.DefaultBudget); err != nil || exec.Bug == nil || exec.Bug.Kind != rep.Bug.Kind {
		t.Fatalf("%s: replay: %v", name, err)
	}
	t.Logf("%s: %s", name, rep.Counters)
	return rep, tr
}

func deadlock(b *explore.Bug) bool { return b.Kind == explore.KindDeadlock }
