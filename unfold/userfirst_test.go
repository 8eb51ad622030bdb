package unfold

import (
	"path/filepath"
	"strings"
	"testing"

	"weft/explore"
	"weft/internal/javatest"
)

// The extensions on the program's own variables are targets before
// those on the JDK's (Explore's user queue): on ParForEach with 4 elements (a
// parallel stream's forEach into an ArrayList; the tenth round's
// statsagg reduced) both unfoldings find a bug of the racy list within
// 150 tests, the lost add or, as unfold-ctx does, the
// ArrayIndexOutOfBoundsException of two adds growing it at once.
// Without it the common pool's scans and parks make the
// extensions tried first: no bug in 150 tests (unfold) nor within this
// budget's minute (unfold-ctx, 29 tests at load 25).
func TestUserFirstParForEach(t *testing.T) {
	b := testBudget
	b.MaxExecutions = 150
	parForEachFinds(t, "4", b, " of 4", "ArrayIndexOutOfBounds")
}

// The program's extensions take at most userRunMax targets in a row: on
// FjList3 (invokeAll of three leaves adding to a static field, on a
// ForkJoinPool(2)) each new history of main brings a new read of the
// sum, and with the program's extensions always first the pool's
// schedules that let the second worker take a leaf were never tried: no
// bug in 600 tests (none in 30 s, 2263 tests, at de8a33b; 253 tests
// before it). Now unfold finds the lost update in about 350 (51 since the
// pools' fields are the JDK's: TestUserFirstPoolFields).
func TestUserFirstYields(t *testing.T) {
	dir := javatest.Compile(t, filepath.Join("testdata", "FjList3.java"))
	p := &explore.Program{ClassPath: []string{dir}, Main: "FjList3", Args: []string{"2"}}
	if err := p.Open(); err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	b := testBudget
	b.MaxExecutions = 600
	u := &Unfold{}
	exec, err := u.Explore(explore.NewExplorer(p, b))
	if err != nil {
		t.Fatal(err)
	}
	if exec == nil || exec.Bug == nil || !strings.Contains(exec.Bug.Summary(), "total") {
		t.Errorf("no lost add in %d tests; want FjList3's IllegalStateException", u.Stats.Tests)
	}
}

// The fields of the JDK's executors and fork/join tasks are the JDK's,
// also on a pool or task the program allocated (net.jdkKey, poolFields):
// a ForkJoinPool made by main, its ctl and mode, a task's status. Before,
// they were the program's variables, since the object was allocated in
// the program's class, and the pool's reads of ctl and mode filled the
// program's queue: unfold-ctx found no lost add on FjList3 in 1000 tests
// (it now does in about 200), and ForkScan (12 files, invokeAll of a list
// of three and of two tasks, leaves adding to a shared histogram) took
// unfold 312 tests and unfold-ctx 478 (now about 30 each).
func TestUserFirstPoolFields(t *testing.T) {
	for _, c := range []struct {
		name, arg string
		ctx       bool
		max       int64
		want      string
	}{
		{"FjList3", "2", true, 300, "total"},
		{"ForkScan", "12", false, 100, "histogram"},
		{"ForkScan", "12", true, 100, "histogram"},
	} {
		dir := javatest.Compile(t, filepath.Join("testdata", c.name+".java"))
		p := &explore.Program{ClassPath: []string{dir}, Main: c.name, Args: []string{c.arg}}
		if err := p.Open(); err != nil {
			t.Fatal(err)
		}
		b := testBudget
		b.MaxExecutions = c.max
		u := &Unfold{Contextual: c.ctx}
		exec, err := u.Explore(explore.NewExplorer(p, b))
		p.Close()
		if err != nil {
			t.Errorf("%s %s %s: %v in %d tests; want the lost add", u.Name(), c.name, c.arg, err, u.Stats.Tests)
			continue
		}
		if exec == nil || exec.Bug == nil || !strings.Contains(exec.Bug.Summary(), c.want) {
			t.Errorf("%s %s %s: no bug in %d tests; want the lost add", u.Name(), c.name, c.arg, u.Stats.Tests)
		}
	}
}
