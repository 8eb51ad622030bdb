package unfold

import (
	"strings"
	"testing"

	"weft/explore"
)

// A thread started but never waited for begins at a free choice and its
// first operation has its extensions (fair.go's beginFirst, learn's
// initial condition): on ParForEach with 2 elements, a parallel stream's
// forEach into an ArrayList, the common pool's worker takes a part and
// both unfoldings find the lost add (about 10 tests). Before, the worker
// never began (main did every part itself) and the exploration made one
// test.
func TestParForEachWorkerBegins(t *testing.T) {
	p := compile(t, "ParForEach")
	p.Args = []string{"2"}
	for _, ctx := range []bool{false, true} {
		u := &Unfold{Contextual: ctx}
		exec, err := u.Explore(explore.NewExplorer(p, testBudget))
		if err != nil {
			t.Fatal(err)
		}
		if exec == nil || exec.Bug == nil || !strings.Contains(exec.Bug.Summary(), "1 of 2") {
			t.Errorf("%s: no lost add in %d tests; want the worker's add against main's", u.Name(), u.Stats.Tests)
		}
	}
}

// Threads that begin at a free choice (beginFirst) make the same
// unfolding: on suite B's locking(4) the exhaustive explorations with
// and without it have the same tests and events (2520 / 83961). A philosopher that begins right after
// its start wants its first fork before any event on that fork; the
// fork's initial condition, made later by another philosopher's lock,
// is no fresh condition, so without learn's lockOf its acquisition from
// the initial condition was never offered (630 tests and 20971 events;
// 52 and 1010 instead of 787 and 14567 on dining(4), weft explore
// --exhaustive).
func TestBeginFirstSameUnfolding(t *testing.T) {
	defer func() { noBeginFirst = false }()
	for _, name := range []string{"locking(4)"} {
		p := suiteProgram(t, name, false)
		for _, ctx := range []bool{false, true} {
			var got [2][2]int
			for i, off := range []bool{true, false} {
				noBeginFirst = off
				u := &Unfold{Contextual: ctx}
				exploreAll(t, p, u)
				got[i] = [2]int{u.Stats.Tests, u.Stats.Events}
			}
			if got[0] != got[1] || got[0][0] < 700 {
				t.Errorf("%s %s: tests and events %v without beginFirst, %v with; want the same (and over 700 tests)", name, (&Unfold{Contextual: ctx}).Name(), got[0], got[1])
			}
		}
	}
}
