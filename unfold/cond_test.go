package unfold

import (
	"testing"
)

// A Condition's await returns only after a signal that moved the waiter
// (cond.go): on CondHandoff (1 and 2 consumers awaiting items that main
// puts, one signal each) unfold and unfold-ctx reach every target and
// exhaust the search without a bug, every re-acquisition a run made is
// one the model offers (after a signal that moved its thread, and in the
// lock queue's order), and some were left out for want of one. Before,
// the re-acquisition was offered after any unlock: 1 and 114 targets
// missed with either unfolding; without the queue's order, 2 with two
// consumers; with the interrupt checks and park blockers of a blocked
// thread as events, 4.
func TestConditionNeedsSignal(t *testing.T) {
	for _, args := range [][]string{{"1"}, {"2"}} {
		p := compile(t, "CondHandoff") // the program keeps its first arguments
		p.Args = args
		for _, ctx := range []bool{false, true} {
			u := &Unfold{Contextual: ctx}
			exec := exploreAll(t, p, u)
			if exec != nil && exec.Bug != nil || u.Stats.Missed != 0 {
				t.Errorf("%s %v: bug %v, %d targets missed in %d tests; want neither", u.Name(), args, exec != nil && exec.Bug != nil, u.Stats.Missed, u.Stats.Tests)
			}
			releases, wakes, signals := 0, 0, 0
			for _, e := range u.net.events {
				switch k := u.net.keyAt(e.op.k); {
				case k.field == signalField:
					signals++
				case e.op.kind == opUnlock && e.op.wake:
					releases++
				case e.op.kind == opLock && e.op.wake:
					wakes++
					if ok, _ := u.net.notified(e); !ok {
						t.Errorf("%s %v: a run made %v, which the model does not offer", u.Name(), args, e)
					}
				}
			}
			if releases == 0 || wakes == 0 || signals == 0 || len(u.net.unnotified) == 0 {
				t.Errorf("%s %v: %d releases, %d re-acquisitions, %d signals, %d re-acquisitions left out; want some of each",
					u.Name(), args, releases, wakes, signals, len(u.net.unnotified))
			}
		}
	}
}

// An interrupt ends an await without a signal, and the interrupt checks
// of a blocked thread are local to the model: once a run interrupted a
// thread, the exploration counts missed targets and is not complete.
func TestConditionInterruptMissed(t *testing.T) {
	p := compile(t, "CondHandoff")
	p.Args = []string{"1", "interrupt"}
	for _, ctx := range []bool{false, true} {
		u := &Unfold{Contextual: ctx}
		exploreAll(t, p, u)
		if !u.net.interrupted || !u.net.localChecks || u.Stats.Missed == 0 {
			t.Errorf("%s: interrupted %v, local checks %v, %d missed; want both and some missed", u.Name(), u.net.interrupted, u.net.localChecks, u.Stats.Missed)
		}
	}
}
