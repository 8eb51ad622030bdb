package unfold

import (
	"testing"
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
