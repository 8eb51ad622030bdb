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
// package's testdata), run with args.
func findBugIn(t *testing.T, src, name, what string, want func(*explore.Bug) bool, args ...string) (*explore.Report, *explore.Trace) {
	t.Helper()
	return findBugDir(t, javatest.Compile(t, src), name, what, want, args...)
}

// findBugDir is findBugIn on main class name in the class directory dir.
func findBugDir(t *testing.T, dir, name, what string, want func(*explore.Bug) bool, args ...string) (*explore.Report, *explore.Trace) {
	t.Helper()
	p, rep, tr := vschedExploreDir(t, dir, name, args...)
	if rep.Bug == nil || !want(rep.Bug) {
		t.Fatalf("%s %v: want %s, got %v (%s)", name, args, what, rep.Bug, rep.Exhausted)
	}
	if exec, _, err := tr.Replay(p, explore.DefaultBudget); err != nil || exec.Bug == nil || exec.Bug.Kind != rep.Bug.Kind {
		t.Fatalf("%s %v: replay: %v", name, args, err)
	}
	t.Logf("%s %v: %s", name, args, rep.Counters)
	return rep, tr
}

// vschedExploreDir explores main class name in the class directory dir,
// run with args, with vsched.
func vschedExploreDir(t *testing.T, dir, name string, args ...string) (*explore.Program, *explore.Report, *explore.Trace) {
	t.Helper()
	p := &explore.Program{ClassPath: []string{dir}, Main: name, Args: args}
	t.Cleanup(func() { p.Close() })
	rep, tr, err := explore.Explore(p, explore.Config{Strategy: "vsched",
		Budget: explore.Budget{Timeout: time.Minute, MaxSteps: 1_000_000, MaxPoints: 10_000}})
	if err != nil {
		t.Fatal(err)
	}
	return p, rep, tr
}

func deadlock(b *explore.Bug) bool { return b.Kind == explore.KindDeadlock }
