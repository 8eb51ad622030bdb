package unfold

import (
	"testing"
)

// A call of a synchronized Thread method named through a subclass of the
// program's (SubJoin: invokevirtual W.setName, which resolves to
// Thread.setName) is the JDK's, not the program's own monitor operation
// (programMon): the worker's end stays the lone write of its "#alive",
// and the unfolding is the one of the same program calling through a
// Thread reference ("cast"). Before, the class the call names (W) was
// taken for the method's: W.setName's hold of the worker's monitor made
// its end a critical section (lock, write, notify, unlock): 5 tests and
// 72 events against 4 and 47 (unfold-ctx 66 against 44). (W.join's holds
// were already local: joinEntry.)
func TestSubclassJoinNotProgramMonitor(t *testing.T) {
	for _, ctx := range []bool{false, true} {
		var tests, events [2]int
		for i, args := range [][]string{nil, {"cast"}} {
			p := compile(t, "SubJoin")
			p.Args = args
			u := &Unfold{Contextual: ctx}
			exec := exploreAll(t, p, u)
			if exec == nil || exec.Bug == nil {
				t.Errorf("%s %v: the lost update on x not found", u.Name(), args)
			}
			if len(u.net.threadMons) != 0 {
				t.Errorf("%s %v: %d thread monitors taken for the program's, want 0", u.Name(), args, len(u.net.threadMons))
			}
			tests[i], events[i] = u.Stats.Tests, u.Stats.Events
			t.Logf("%s %v: %d tests, %d events", u.Name(), args, u.Stats.Tests, u.Stats.Events)
		}
		if tests[0] != tests[1] || events[0] != events[1] {
			t.Errorf("ctx %v: W.setName %d tests %d events, Thread.setName %d tests %d events; want the same", ctx, tests[0], events[0], tests[1], events[1])
		}
	}
}
