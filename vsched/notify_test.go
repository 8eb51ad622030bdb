package vsched

import (
	"strings"
	"testing"
)

// WrongWaiter deadlocks only when the server's notify wakes the watchdog,
// the later of two waiters. vsched makes the notify's choice of waiter a
// backtracking point whose pairs are WW pairs of the waiters' notified
// waits (run.wake), so it finds the deadlock, and the value schedule says
// which waiter was woken first (before, the VM woke the longest waiter and
// vsched called the search exhausted).
func TestNotifyWrongWaiter(t *testing.T) {
	rep, tr := findBugIn(t, "../explore/testdata/WrongWaiter.java", "WrongWaiter", "a deadlock", deadlock)
	var ww []string
	for _, o := range rep.ValueSchedule {
		if o.Kind == kindWW {
			ww = append(ww, o.String())
			if o.First.Op != "notified" || o.Second.Op != "notified" || o.First.Thread == o.Second.Thread ||
				!strings.HasPrefix(o.First.Pos, "WrongWaiter.java:") || !strings.HasPrefix(o.Second.Pos, "WrongWaiter.java:") {
				t.Errorf("WW pair %s, want two threads' notified waits in WrongWaiter.java", o)
			}
		}
	}
	if len(ww) != 1 {
		t.Errorf("value schedule %v: want one WW pair (the watchdog woken before the client)", rep.ValueSchedule)
	}
	if !tr.NotifyChoice {
		t.Error("the trace does not record the notify's choice")
	}
}
