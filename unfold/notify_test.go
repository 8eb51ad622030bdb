package unfold

import (
	"strings"
	"testing"

	"weft/explore"
	"weft/internal/javatest"
)

// A notify's choice of waiter is an event of the notifying thread, with
// the other waiters as its possible extensions (notify.go): unfold and
// unfold-ctx find WakeInput's deadlock, which needs the notify to wake
// the later waiter and the input read after it to be above 5, and the
// failing run replays. Before, they woke the longest waiter in every run
// and warned that they had not tried the others.
func TestNotifyChoice(t *testing.T) {
	for _, strategy := range []string{"unfold", "unfold-ctx"} {
		t.Run(strategy, func(t *testing.T) {
			p := compile(t, "WakeInput")
			p.InputMethods = []string{"WakeInput.input"}
			r, tr, err := explore.Explore(p, explore.Config{Strategy: strategy, Budget: testBudget})
			if err != nil {
				t.Fatal(err)
			}
			if r.Bug == nil || r.Bug.Kind != explore.KindDeadlock || len(r.Warnings) != 0 {
				t.Fatalf("want a deadlock and no warning, got %+v, warnings %q (%s)", r.Bug, r.Warnings, r.Counters)
			}
			if v, ok := singleInput(tr.Inputs); !ok || v <= 5 || !tr.NotifyChoice {
				t.Errorf("the deadlock's run read %+v (notify choice %v), want one input above 5", tr.Inputs, tr.NotifyChoice)
			}
			if exec, _, err := tr.Replay(tr.Program(), testBudget); err != nil || exec.Bug == nil {
				t.Errorf("replay: %v", err)
			}
		})
	}
}

// singleInput is the value of the only input of a trace.
func singleInput(in map[string]int64) (int64, bool) {
	for _, v := range in {
		return v, len(in) == 1
	}
	return 0, false
}

// ParkHandoff's lost wake-up: unfold finds it through the registration's
// past (it consumes main's copy of the waiter, read stale), unfold-ctx
// through the search for blocked states (blocked.go: the consumer parked
// beside main's stale read of the waiter is the past of no event of the
// contextual unfolding); before that search it missed 2 targets, warned
// and found nothing. Both traces replay. An exploration some of whose
// targets no run reached (Stats.Missed) is not complete and says why:
// WaitWake's waiter woken by an interrupt, which the model does not see.
func TestMissedWarning(t *testing.T) {
	p := compile(t, "ParkHandoff")
	for _, strategy := range []string{"unfold", "unfold-ctx"} {
		r, tr, err := explore.Explore(p, explore.Config{Strategy: strategy, Budget: testBudget})
		if err != nil || r.Bug == nil || r.Bug.Kind != explore.KindDeadlock {
			t.Fatalf("%s: %v, bug %+v; want the deadlock", strategy, err, r.Bug)
		}
		if exec, _, err := tr.Replay(tr.Program(), testBudget); err != nil || exec.Bug == nil || exec.Bug.Kind != explore.KindDeadlock {
			t.Errorf("%s: replay: %v", strategy, err)
		}
	}
	p = compile(t, "WaitWake")
	r, _, err := explore.Explore(p, explore.Config{Strategy: "unfold-ctx", Budget: testBudget})
	if err != nil || r.Bug != nil {
		t.Fatalf("WaitWake: %v, bug %+v; want none", err, r.Bug)
	}
	if r.Complete || len(r.Warnings) != 1 || !strings.Contains(r.Warnings[0], "of the unfolding were not reached by the runs scheduled for them") {
		t.Errorf("unfold-ctx: complete %v, warnings %q; want the missed targets' warning", r.Complete, r.Warnings)
	}
}

// The rule itself: missed targets make a bug-free report incomplete with
// the warning; none, or a bug found, leave it alone.
func TestAnnotateMissed(t *testing.T) {
	for _, c := range []struct {
		missed   int
		bug      bool
		complete bool
	}{{0, false, true}, {3, false, false}, {3, true, true}, {1, false, false}} {
		u := &Unfold{Contextual: true}
		u.Stats.Missed = c.missed
		r := &explore.Report{Complete: true}
		var failing *explore.Execution
		if c.bug {
			failing = &explore.Execution{Bug: &explore.Bug{Kind: explore.KindDeadlock}}
		}
		u.Annotate(r, failing)
		if r.Complete != c.complete || (len(r.Warnings) == 1) == c.complete ||
			c.missed == 3 && !c.complete && !strings.HasPrefix(r.Warnings[0], "3 targets of the unfolding were not reached by the runs scheduled for them") ||
			c.missed == 1 && !strings.HasPrefix(r.Warnings[0], "1 target of the unfolding was not reached by the run scheduled for it (the model of the program and its runs disagree there), and unfold-ctx did not explore what follows it,") {
			t.Errorf("missed %d, bug %v: complete %v, warnings %q", c.missed, c.bug, r.Complete, r.Warnings)
		}
	}
}

// WrongWaiter with notifyAll: the client starts the watchdog while main
// starts the server, so the VM numbers those two 2 and 3 in either order,
// and both waiters' wake-ups were offered with lock conditions no notify
// precedes. unfold and unfold-ctx now reach every target and exhaust the
// search (and find the deadlock with notify). Before, they missed 30 and
// 20 targets: without the model's own thread ids (threadFor) one id named
// both threads and a run scheduled for a target ran the other, 16 and 4
// missed; without the notify a wake-up needs (notified), 10 and 10. With
// notify, --exhaustive missed 4 targets in 11 tests while notified
// accepted any notify after the wait: wake-ups after a notify that chose
// the other waiter; the wait set's replay leaves them out (7 tests).
func TestWakeTargetsReached(t *testing.T) {
	dir := javatest.Compile(t, "../explore/testdata/WrongWaiter.java")
	for _, ctx := range []bool{false, true} {
		for _, all := range []bool{true, false} {
			p := &explore.Program{ClassPath: []string{dir}, Main: "WrongWaiter"}
			if all {
				p.Args = []string{"all"}
			}
			if err := p.Open(); err != nil {
				t.Fatal(err)
			}
			u := &Unfold{Contextual: ctx}
			exec := exploreAll(t, p, u)
			p.Close()
			if found := exec != nil && exec.Bug != nil && exec.Bug.Kind == explore.KindDeadlock; found == all || u.Stats.Missed != 0 {
				t.Errorf("%s, notifyAll %v: deadlock %v, %d of %d tests' targets missed; want a deadlock only with notify, none missed",
					u.Name(), all, found, u.Stats.Missed, u.Stats.Tests)
			}
		}
	}
}

// A waiter woken by Thread.interrupt has no notify in its wake-up's
// past: the wake-ups notified leaves out count as missed targets once a
// run interrupts a thread, so the exploration is not called complete
// (without that rule it would be: its runs reach every target offered).
func TestWakeByInterruptMissed(t *testing.T) {
	p := compile(t, "WaitWake")
	for _, ctx := range []bool{false, true} {
		u := &Unfold{Contextual: ctx}
		exploreAll(t, p, u)
		if !u.net.interrupted || len(u.net.unnotified) == 0 || u.Stats.Missed < len(u.net.unnotified) {
			t.Errorf("%s: interrupted %v, %d wake-ups without a notify, %d missed; want them missed",
				u.Name(), u.net.interrupted, len(u.net.unnotified), u.Stats.Missed)
		}
	}
}

// A timed wait's wake-up needs no notify (the KWait event's value is its
// timeout): notified leaves none of WaitWake's out with "timed". (A target of the
// waiter's before the other thread has run is still missed: virtual time
// passes only once no thread can run, which the model does not know.)
func TestWakeTimedKept(t *testing.T) {
	p := compile(t, "WaitWake")
	p.Args = []string{"timed"}
	u := &Unfold{}
	exploreAll(t, p, u)
	wakes := 0
	for _, e := range u.net.events {
		if e.op.kind == opLock && e.op.wake {
			wakes++
			if !e.op.timed {
				t.Errorf("%v: the wake-up of a timed wait, not marked timed", e)
			}
		}
	}
	if wakes == 0 || len(u.net.unnotified) != 0 {
		t.Errorf("%d wake-ups, %d left out for want of a notify; want some and none", wakes, len(u.net.unnotified))
	}
}

// A waiter that times out leaves the wait set with no event on the lock's
// chain, so notified's replay of it may be off: once a run made a timed
// wait, the wake-ups only the replay left out (some notify after the wait
// would have admitted them) count as missed targets.
func TestWakeReplayTimedMissed(t *testing.T) {
	p := compile(t, "TimedWaiters")
	u := &Unfold{Contextual: true}
	exploreAll(t, p, u)
	out := 0
	for _, chosenOut := range u.net.unnotified {
		if chosenOut {
			out++
		}
	}
	if !u.net.timedWaits || out == 0 || u.Stats.Missed < out {
		t.Errorf("timed waits %v, %d wake-ups left out by the replay alone, %d targets missed; want them all among the missed", u.net.timedWaits, out, u.Stats.Missed)
	}
}
