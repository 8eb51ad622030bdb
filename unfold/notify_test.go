package unfold

import (
	"strings"
	"testing"

	"weft/explore"
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

// An exploration some of whose targets no run reached (Stats.Missed) is
// not complete and says why: unfold-ctx's runs for two targets after
// ParkHandoff's park go another way (the park blocks), and it used to
// call the search exhausted without finding the lost wake-up, which
// unfold finds.
func TestMissedWarning(t *testing.T) {
	p := compile(t, "ParkHandoff")
	r, _, err := explore.Explore(p, explore.Config{Strategy: "unfold", Budget: testBudget})
	if err != nil || r.Bug == nil || r.Bug.Kind != explore.KindDeadlock {
		t.Fatalf("unfold: %v, bug %+v; want the deadlock", err, r.Bug)
	}
	r, _, err = explore.Explore(p, explore.Config{Strategy: "unfold-ctx", Budget: testBudget})
	if err != nil {
		t.Fatal(err)
	}
	if r.Bug != nil {
		t.Skipf("unfold-ctx finds the deadlock now (%s): this test wants a program it misses", r.Bug.Summary())
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
	}{{0, false, true}, {3, false, false}, {3, true, true}} {
		u := &Unfold{Contextual: true}
		u.Stats.Missed = c.missed
		r := &explore.Report{Complete: true}
		var failing *explore.Execution
		if c.bug {
			failing = &explore.Execution{Bug: &explore.Bug{Kind: explore.KindDeadlock}}
		}
		u.Annotate(r, failing)
		if r.Complete != c.complete || (len(r.Warnings) == 1) == c.complete ||
			!c.complete && !strings.HasPrefix(r.Warnings[0], "3 targets of the unfolding were not reached") {
			t.Errorf("missed %d, bug %v: complete %v, warnings %q", c.missed, c.bug, r.Complete, r.Warnings)
		}
	}
}
