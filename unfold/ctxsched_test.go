package unfold

import (
	"testing"

	"weft/explore"
)

// ctxQuick's answer, where it gives one, is the schedule's (Fig. 5.7 of
// 000 on the causal past) on every extension unfold-ctx offers in its
// explorations of suite B (with TestMergeCutAgrees' budget), and it
// decides both ways' kinds of cases.
func TestCtxQuickAgrees(t *testing.T) {
	if testing.Short() {
		t.Skip("explores every suite-B case")
	}
	decided, replayed, refused := 0, 0, 0
	for _, name := range suiteBNames(t) {
		p := suiteProgram(t, name, false)
		bad := 0
		checkCtxSchedule = func(e *event, quick, dec, sched bool) {
			if !sched {
				refused++
			}
			if !dec {
				replayed++
				return
			}
			decided++
			if quick != sched {
				bad++
				if bad <= 3 {
					t.Errorf("%s: %v: ctxQuick %v, schedule %v", name, e, quick, sched)
				}
			}
		}
		u := &Unfold{Contextual: true, Exhaustive: true}
		_, err := u.Explore(explore.NewExplorer(p, crossCheckBudget()))
		checkCtxSchedule = nil
		if _, ok := err.(*explore.BudgetError); err != nil && !ok {
			t.Fatal(err)
		}
	}
	t.Logf("%d extensions decided without the schedule, %d replayed; %d have no schedule", decided, replayed, refused)
	if decided == 0 {
		t.Error("nothing decided")
	}
}
