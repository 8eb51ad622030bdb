package unfold

import (
	"fmt"
	"slices"
	"testing"

	"weft/explore"
)

// ctxSchedulable's answer without the schedule (ctxQuick's, else
// acyclicPast's) is the schedule's (Fig. 5.7 of 000 on the causal past) on
// every extension unfold-ctx offers in its explorations of suite B (with
// TestMergeCutAgrees' budget), and some extensions have no schedule.
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
	if decided == 0 || refused == 0 {
		t.Error("not both answers decided")
	}
}

// mergeCtx chooses the targets mergeReplay chooses (a replay of the joint
// past of every candidate) in every merge of unfold-ctx's explorations of
// suite B (with TestMergeCutAgrees' budget), and each of its ways to
// decide (a condition consumed twice, no read of a condition the base
// consumes, the replay) decides some candidates.
func TestMergeCtxAgrees(t *testing.T) {
	if testing.Short() {
		t.Skip("explores every suite-B case")
	}
	var conflicts, quick, replayed, merges, bad int
	countMergeCtx = func(conflict, reads bool) {
		switch {
		case conflict:
			conflicts++
		case reads:
			replayed++
		default:
			quick++
		}
	}
	scheds := 0
	checkMergeSchedule = func(merge, schedule []*event) {
		scheds++
		if !slices.Equal(merge, schedule) {
			bad++
			if bad <= 3 {
				t.Errorf("merge of %v: mergeCtx's schedule %v, schedule's %v", merge[len(merge)-1], merge, schedule)
			}
		}
	}
	defer func() { countMergeCtx, checkMerge, checkMergeSchedule = nil, nil, nil }()
	for _, name := range suiteBNames(t) {
		p := suiteProgram(t, name, false)
		checkMerge = func(got, replay []*event) {
			merges++
			if fmt.Sprint(got) != fmt.Sprint(replay) {
				bad++
				if bad <= 3 {
					t.Errorf("%s: merge of %v: mergeCtx %v, mergeReplay %v", name, got[0], got, replay)
				}
			}
		}
		u := &Unfold{Contextual: true, Exhaustive: true}
		_, err := u.Explore(explore.NewExplorer(p, crossCheckBudget()))
		if _, ok := err.(*explore.BudgetError); err != nil && !ok {
			t.Fatal(err)
		}
	}
	if scheds == 0 {
		t.Error("no schedule of mergeCtx compared")
	}
	t.Logf("%d merges (%d schedules); candidates past the fork test: %d consume a condition twice, %d decided without a replay, %d replayed", merges, scheds, conflicts, quick, replayed)
	if conflicts == 0 || quick == 0 || replayed == 0 {
		t.Error("not every way compared")
	}
}

// coPair answers as the co check (the union of the causal pasts) on every
// preset it decides in unfold's and unfold-ctx's explorations of suite B
// (with TestMergeCutAgrees' budget), both ways.
func TestCoPairAgrees(t *testing.T) {
	if testing.Short() {
		t.Skip("explores every suite-B case")
	}
	yes, no := 0, 0
	defer func() { checkCoPair = nil }()
	for _, name := range suiteBNames(t) {
		p := suiteProgram(t, name, false)
		bad := 0
		checkCoPair = func(e *event, pair, co bool) {
			if co {
				yes++
			} else {
				no++
			}
			if pair != co {
				bad++
				if bad <= 3 {
					t.Errorf("%s: %v: coPair %v, co %v", name, e, pair, co)
				}
			}
		}
		for _, ctx := range []bool{false, true} {
			u := &Unfold{Contextual: ctx, Exhaustive: true}
			_, err := u.Explore(explore.NewExplorer(p, crossCheckBudget()))
			if _, ok := err.(*explore.BudgetError); err != nil && !ok {
				t.Fatal(err)
			}
		}
	}
	t.Logf("coPair decided %d co-sets and %d others", yes, no)
	if yes == 0 || no == 0 {
		t.Error("not both answers compared")
	}
}
