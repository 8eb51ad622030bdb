package unfold

import (
	"testing"

	"weft/explore"
)

// A wide access of a byte[] is an event on each byte it spans (wide):
// UnsafeWide's t writes bytes 0 to 3 with one Unsafe putInt and main
// reads byte 2; both unfoldings find main's read of the put's byte before
// the join, and exhaust the fixed variant (the read after the join) with
// no missed target. Before, the put was keyed on byte 0 alone, independent
// of main's read, and the search was exhausted without the exception.
func TestWideByteAccess(t *testing.T) {
	for _, ctx := range []bool{false, true} {
		for _, fixed := range []bool{false, true} {
			p := compile(t, "UnsafeWide")
			if fixed {
				p.Args = []string{"fixed"}
			}
			u := &Unfold{Contextual: ctx}
			exec := exploreAll(t, p, u)
			found := exec != nil && exec.Bug != nil && exec.Bug.Kind == explore.KindException
			if found == fixed || fixed && u.Stats.Missed != 0 {
				t.Errorf("%s, fixed %v: exception %v, %d targets missed in %d tests; want it only without the fix, none missed with it",
					u.Name(), fixed, found, u.Stats.Missed, u.Stats.Tests)
			}
			t.Logf("%s fixed=%v: %d tests, %d events, %d missed", u.Name(), fixed, u.Stats.Tests, u.Stats.Events, u.Stats.Missed)
		}
	}
}
