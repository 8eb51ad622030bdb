package unfold

import (
	"testing"

	"weft/explore"
)

// The VM's DestroyJavaVM thread, which starts the shutdown hooks once
// every non-daemon thread has ended, joins those threads first: its
// steps follow their ends in the model (reads of their "#alive"), so
// DaemonHook's hook races with the daemon writer only after main's end.
// With "fixed" (main joins the daemon) both unfoldings exhaust the search
// with no missed target; before, the DestroyJavaVM thread's steps were
// concurrent with main's from the start, the run scheduled for one of
// them ran it after main's end, and the search missed 1 target (5 on
// examples' daemonlog, whose hook's exception unfold did not find).
// Without "fixed" the hook's exception is found.
func TestDestroyAfterEnds(t *testing.T) {
	for _, ctx := range []bool{false, true} {
		for _, fixed := range []bool{false, true} {
			p := compile(t, "DaemonHook") // a Program's booted VMs keep its arguments
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
		}
	}
}
