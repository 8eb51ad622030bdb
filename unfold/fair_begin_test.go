package unfold

import (
	"slices"
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
	parForEachFinds(t, "2", testBudget, "1 of 2")
}

// parForEachFinds explores ParForEach with n elements with both
// unfoldings within budget b and wants a bug whose summary has one of
// want.
func parForEachFinds(t *testing.T, n string, b explore.Budget, want ...string) {
	t.Helper()
	p := compile(t, "ParForEach")
	p.Args = []string{n}
	for _, ctx := range []bool{false, true} {
		u := &Unfold{Contextual: ctx}
		exec, err := u.Explore(explore.NewExplorer(p, b))
		if err != nil {
			t.Fatalf("%s: %v", u.Name(), err)
		}
		if exec == nil || exec.Bug == nil || !slices.ContainsFunc(want, func(w string) bool { return strings.Contains(exec.Bug.Summary(), w) }) {
			t.Errorf("%s: no bug of the list (%q) in %d tests", u.Name(), want, u.Stats.Tests)
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
