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
// before it). Now unfold finds the lost update in about 350.
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
