package unfold

import (
	"path/filepath"
	"testing"

	"weft/explore"
	"weft/internal/javatest"
)

// An interned string's fields and value array are local (internObj):
// InternHash's two threads hash one literal, so both read the hash cache
// and one or both write it and read the value array, none of it an event.
// Both unfoldings find the lost add and exhaust the fixed variant with no
// missed target, and no event is on an interned string. Before, each of
// those reads was an event, and each history of the cache's writes made
// the array's reads anew.
func TestInternLocal(t *testing.T) {
	dir := javatest.Compile(t, filepath.Join("testdata", "InternHash.java"))
	exploreVariants(t, dir, "InternHash", func(u *Unfold, exec *explore.Execution, fixed bool) {
		found := exec != nil && exec.Bug != nil
		if found == fixed || fixed && u.Stats.Missed != 0 {
			t.Errorf("%s fixed=%v: bug %v, %d targets missed in %d tests; want a bug %v (and none missed if fixed)", u.Name(), fixed, found, u.Stats.Missed, u.Stats.Tests, !fixed)
		}
		n := 0
		for _, e := range u.net.events {
			if v := u.net.keyAt(e.op.k); v.hasObj && v.obj.Thread == internObj {
				n++
			}
		}
		if n > 0 {
			t.Errorf("%s fixed=%v: %d events on interned strings; want none", u.Name(), fixed, n)
		}
		t.Logf("%s fixed=%v: %d tests, %d events, %d missed", u.Name(), fixed, u.Stats.Tests, u.Stats.Events, u.Stats.Missed)
	})
}
