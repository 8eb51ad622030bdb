package unfold

import (
	"fmt"
	"os"
	"reflect"
	"slices"
	"testing"
	"time"

	"weft/benchmarks"
	"weft/explore"
)

// suiteBNames returns the names of suite B's cases (skipping when the
// suite is not there).
func suiteBNames(t *testing.T) []string {
	s, err := benchmarks.Default()
	if err != nil {
		t.Skip(err)
	}
	var names []string
	for _, c := range s.Filter("B") {
		names = append(names, c.Name)
	}
	return names
}

// crossCheckBudget is the budget of the cross-check tests per case: the
// first 120 test runs, or with WEFT_UNFOLD_CROSSCHECK=full the whole
// exploration as weft bench unfold --timeout 20s runs it.
func crossCheckBudget() explore.Budget {
	b := explore.Budget{MaxExecutions: 120, Timeout: time.Minute, MaxSteps: explore.DefaultBudget.MaxSteps, MaxPoints: explore.DefaultBudget.MaxPoints}
	if os.Getenv("WEFT_UNFOLD_CROSSCHECK") == "full" {
		b.MaxExecutions, b.Timeout = 0, 20*time.Second
	}
	return b
}

// mergeCut (the fork test, the incremental schedule and key tests)
// chooses the same targets as mergeReplay (a fresh replay of each
// candidate's joint past, and ownKeys) in every merge of unfold's
// explorations of suite B, and so does mergeReplay with the fork test in
// unfold-ctx's.
func TestMergeCutAgrees(t *testing.T) {
	if testing.Short() {
		t.Skip("explores every suite-B case")
	}
	for _, ctx := range []bool{false, true} {
		mergeCutAgrees(t, ctx)
	}
}

func mergeCutAgrees(t *testing.T, ctx bool) {
	merges, joined, total := 0, 0, 0
	for _, name := range suiteBNames(t) {
		p := suiteProgram(t, name, false)
		bad := 0
		checkMerge = func(cut, replay []*event) {
			merges++
			joined += len(cut) - 1
			if fmt.Sprint(cut) != fmt.Sprint(replay) {
				bad++
				if bad <= 3 {
					t.Errorf("%s: merge of %v: mergeCut %v, mergeReplay %v", name, cut[0], cut, replay)
				}
			}
		}
		u := &Unfold{Contextual: ctx, Exhaustive: true}
		x := explore.NewExplorer(p, crossCheckBudget())
		_, err := u.Explore(x)
		checkMerge = nil
		if _, ok := err.(*explore.BudgetError); err != nil && !ok {
			t.Fatal(err)
		}
		total += u.Stats.Tests
	}
	t.Logf("%s: %d tests, %d merges, %d candidates joined", u0(ctx).Name(), total, merges, joined)
	if merges == 0 || joined == 0 {
		t.Errorf("%d merges, %d candidates joined: nothing compared", merges, joined)
	}
}

func u0(ctx bool) *Unfold { return &Unfold{Contextual: ctx} }

// findDeadlocks' co test (the fork test, and for regular unfoldings the
// incremental deadlockCut) answers as the replay of the chain's joint past
// for every chain it tries, in the unfoldings of suite B (unfold's and
// unfold-ctx's, after explorations with TestMergeCutAgrees' budget), and
// the deadlock candidates it returns are the same.
func TestDeadlockCutAgrees(t *testing.T) {
	if testing.Short() {
		t.Skip("explores every suite-B case")
	}
	for _, ctx := range []bool{false, true} {
		deadlockCutAgrees(t, ctx)
	}
}

func deadlockCutAgrees(t *testing.T, ctx bool) {
	chains, passed, cycles := 0, 0, 0
	for _, name := range suiteBNames(t) {
		p := suiteProgram(t, name, false)
		u := &Unfold{Contextual: ctx, Exhaustive: true, NoDeadlockSearch: true}
		x := explore.NewExplorer(p, crossCheckBudget())
		if _, err := u.Explore(x); err != nil {
			if _, ok := err.(*explore.BudgetError); !ok {
				t.Fatal(err)
			}
		}
		bad := 0
		checkDeadlockCut = func(replay, cut bool) {
			chains++
			if replay {
				passed++
			}
			if replay != cut {
				bad++
				if bad <= 3 {
					t.Errorf("%s: chain co: replay %v, incremental %v", name, replay, cut)
				}
			}
		}
		want := u.net.findDeadlocks(1<<20, map[string]bool{})
		checkDeadlockCut = nil
		got := u.net.findDeadlocks(1<<20, map[string]bool{})
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s: findDeadlocks returns %d configurations, with the replay %d", name, len(got), len(want))
		}
		cycles += len(got)
	}
	t.Logf("%s: %d chains compared, %d co-sets, %d lock cycles", u0(ctx).Name(), chains, passed, cycles)
	if passed == 0 || cycles == 0 {
		t.Errorf("%d chains compared, %d co-sets, %d lock cycles: nothing compared", chains, passed, cycles)
	}
}

// The wait-for graph findDeadlocks keeps from one search to the next (in
// stop-at-the-first-bug mode, every deadlockEvery tests) is the one a scan
// of the whole unfolding builds, in every search of unfold's and
// unfold-ctx's explorations of suite B (with TestMergeCutAgrees' budget).
func TestDeadlockIndexKept(t *testing.T) {
	if testing.Short() {
		t.Skip("explores every suite-B case")
	}
	searches, waiters := 0, 0
	for _, ctx := range []bool{false, true} {
		for _, name := range suiteBNames(t) {
			p := suiteProgram(t, name, false)
			bad := 0
			checkDeadlockIndex = func(kept, scratch *deadlockIndex) {
				searches++
				waiters += len(kept.all)
				if !reflect.DeepEqual(kept.all, scratch.all) || !reflect.DeepEqual(kept.byLock, scratch.byLock) {
					bad++
					if bad <= 3 {
						t.Errorf("%s: kept waiters %v, a fresh scan's %v", name, kept.all, scratch.all)
					}
				}
			}
			u := &Unfold{Contextual: ctx}
			x := explore.NewExplorer(p, crossCheckBudget())
			_, err := u.Explore(x)
			checkDeadlockIndex = nil
			if _, ok := err.(*explore.BudgetError); err != nil && !ok {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d searches, %d waiters in all", searches, waiters)
	if waiters == 0 {
		t.Error("no waiters compared")
	}

	// A thread condition whose next operation becomes known after a
	// search (a run cut before it, a later run reaching it): dining(4)'s
	// waiters with every other one's next operation hidden from the first
	// search.
	p := suiteProgram(t, "dining(4)", false)
	u := &Unfold{Exhaustive: true, NoDeadlockSearch: true}
	if _, err := u.Explore(explore.NewExplorer(p, crossCheckBudget())); err != nil {
		if _, ok := err.(*explore.BudgetError); !ok {
			t.Fatal(err)
		}
	}
	scratch := &deadlockIndex{heldMemo: map[*cond][]int32{}, byLock: map[int32][]waiter{}}
	scratch.update(u.net.events)
	hidden := map[*cond]*op{}
	for i, w := range scratch.all {
		if i%2 == 0 {
			hidden[w.c] = w.c.next
			w.c.next = nil
		}
	}
	kept := &deadlockIndex{heldMemo: map[*cond][]int32{}, byLock: map[int32][]waiter{}}
	kept.update(u.net.events)
	for c, o := range hidden {
		c.next = o
	}
	kept.update(u.net.events)
	if len(hidden) == 0 || len(kept.all) != len(scratch.all) || !reflect.DeepEqual(kept.all, scratch.all) || !reflect.DeepEqual(kept.byLock, scratch.byLock) {
		t.Errorf("dining(4): %d waiters hidden at first; kept %d waiters, a fresh scan %d", len(hidden), len(kept.all), len(scratch.all))
	}
}

// For contextual unfoldings, a joint past whose events fire in insertion
// order gets that order as its schedule, which is Fig. 5.7's schedule of
// it: checked on every schedule of unfold-ctx's explorations of suite B
// (with TestMergeCutAgrees' budget).
func TestScheduleInOrder(t *testing.T) {
	if testing.Short() {
		t.Skip("explores every suite-B case")
	}
	same, searched := 0, 0
	for _, name := range suiteBNames(t) {
		p := suiteProgram(t, name, false)
		bad := 0
		checkSchedule = func(inOrder, fig []*event) {
			if inOrder == nil {
				searched++
				return
			}
			same++
			if fmt.Sprint(inOrder) != fmt.Sprint(fig) {
				bad++
				if bad <= 3 {
					t.Errorf("%s: in insertion order %v, Fig. 5.7 %v", name, inOrder, fig)
				}
			}
		}
		u := &Unfold{Contextual: true, Exhaustive: true}
		_, err := u.Explore(explore.NewExplorer(p, crossCheckBudget()))
		checkSchedule = nil
		if _, ok := err.(*explore.BudgetError); err != nil && !ok {
			t.Fatal(err)
		}
	}
	t.Logf("%d schedules in insertion order, %d searched", same, searched)
	if same == 0 || searched == 0 {
		t.Errorf("%d schedules in insertion order, %d searched: not both kinds compared", same, searched)
	}
}

// The schedule mergeCut finds with the targets (the joint past in
// insertion order, then the targets) is schedule's, in every merge of
// unfold's explorations of suite B that finds one (with
// TestMergeCutAgrees' budget).
func TestMergeScheduleAgrees(t *testing.T) {
	if testing.Short() {
		t.Skip("explores every suite-B case")
	}
	found, events := 0, 0
	for _, name := range suiteBNames(t) {
		p := suiteProgram(t, name, false)
		bad := 0
		checkMergeSchedule = func(merge, schedule []*event) {
			found++
			events += len(merge)
			if !slices.Equal(merge, schedule) {
				bad++
				if bad <= 3 {
					t.Errorf("%s: merge of %v: mergeCut's schedule %v, schedule's %v", name, merge[len(merge)-1], merge, schedule)
				}
			}
		}
		u := &Unfold{Exhaustive: true}
		_, err := u.Explore(explore.NewExplorer(p, crossCheckBudget()))
		checkMergeSchedule = nil
		if _, ok := err.(*explore.BudgetError); err != nil && !ok {
			t.Fatal(err)
		}
	}
	t.Logf("%d schedules found by merge, %d events", found, events)
	if found == 0 {
		t.Error("no schedule compared")
	}
}
