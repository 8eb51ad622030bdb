package unfold

import (
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
