package unfold

import (
	"fmt"
	"os"
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
