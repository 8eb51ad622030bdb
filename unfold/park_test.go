package unfold

import (
	"path/filepath"
	"testing"

	"weft/explore"
	"weft/internal/javatest"
)

// A park's return needs the permit (park.go): on ParkPermit, the fixed
// hand-off of examples/parkhandoff, unfold and unfold-ctx reach every
// target and exhaust the search without a bug, and each park event of
// the unfolding follows an unpark on its permit's chain. Before, parks
// and unparks were local to the model and the consumer's steps after a
// park were offered without the unpark: 2 targets missed with either
// unfolding.
func TestParkNeedsUnpark(t *testing.T) {
	p := compile(t, "ParkPermit")
	for _, ctx := range []bool{false, true} {
		u := &Unfold{Contextual: ctx}
		exec := exploreAll(t, p, u)
		if exec != nil && exec.Bug != nil || u.Stats.Missed != 0 {
			t.Errorf("%s: bug %v, %d targets missed in %d tests; want neither", u.Name(), exec != nil && exec.Bug != nil, u.Stats.Missed, u.Stats.Tests)
		}
		parks, unparks := 0, 0
		for _, e := range u.net.events {
			if u.net.keyAt(e.op.k).field != "#permit" {
				continue
			}
			if !isPark(&e.op) {
				unparks++
				continue
			}
			parks++
			if w := e.vpre[0].prod; w == nil || isPark(&w.op) {
				t.Errorf("%s: %v returns from its park after %v, not after an unpark", u.Name(), e, w)
			}
		}
		if parks == 0 || unparks == 0 || len(u.net.unpermitted) == 0 {
			t.Errorf("%s: %d parks, %d unparks, %d parks left out for want of the permit; want some of each", u.Name(), parks, unparks, len(u.net.unpermitted))
		}
	}
}

// Thread.interrupt ends a park without an unpark, with no event for it in
// the park's past, so targets after such a park are not reached: the
// exploration warns (missed targets), and once a run interrupted a
// thread the parks left out for want of the permit count as missed too.
func TestParkInterruptMissed(t *testing.T) {
	p := compile(t, "ParkPermit")
	p.Args = []string{"interrupt"}
	for _, ctx := range []bool{false, true} {
		u := &Unfold{Contextual: ctx}
		exploreAll(t, p, u)
		if !u.net.interrupted || u.Stats.Missed == 0 || u.net.unpermittedMissed() != len(u.net.unpermitted) {
			t.Errorf("%s: interrupted %v, %d missed, %d of %d parks without the permit counted; want some missed, all counted",
				u.Name(), u.net.interrupted, u.Stats.Missed, u.net.unpermittedMissed(), len(u.net.unpermitted))
		}
	}
}

// An unpark of a thread not yet started is lost (UnparkStart: a's unpark
// before main starts t leaves t parked for good and main's join never
// ends). A start writes the started thread's permit before the thread
// runs (a reset: no permit), so a start and an unpark of that thread are
// ordered on the permit's chain: both unfoldings find the deadlock, and
// exhaust the fixed variant (t started before a) with no missed target.
// Before, a start and an unpark were events on two variables: unfold
// called UnparkStart exhausted.
func TestUnparkBeforeStart(t *testing.T) {
	dir := javatest.Compile(t, filepath.Join("..", "explore", "testdata", "UnparkStart.java"))
	exploreVariants(t, dir, "UnparkStart", func(u *Unfold, exec *explore.Execution, fixed bool) {
		found := exec != nil && exec.Bug != nil && exec.Bug.Kind == explore.KindDeadlock
		if found == fixed || u.Stats.Missed != 0 {
			t.Errorf("%s fixed=%v: deadlock %v, %d targets missed in %d tests; want a deadlock %v, none missed", u.Name(), fixed, found, u.Stats.Missed, u.Stats.Tests, !fixed)
		}
	})
}

// exploreVariants explores class main of directory dir and its "fixed"
// variant exhaustively with both unfoldings, and checks each.
func exploreVariants(t *testing.T, dir, main string, check func(u *Unfold, exec *explore.Execution, fixed bool)) {
	t.Helper()
	for _, fixed := range []bool{false, true} {
		for _, ctx := range []bool{false, true} {
			p := &explore.Program{ClassPath: []string{dir}, Main: main}
			if fixed {
				p.Args = []string{"fixed"}
			}
			if err := p.Open(); err != nil {
				t.Fatal(err)
			}
			u := &Unfold{Contextual: ctx}
			check(u, exploreAll(t, p, u), fixed)
			p.Close()
		}
	}
}
