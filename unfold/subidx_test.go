package unfold

import (
	"slices"
	"testing"
)

// A wait list's index (subIdx) finds the entries lockCut keeps: on every
// call of waitList.kept (lockWaiters' wait lists and siblingThreads'
// consumers and readers), every list indexed, the index's answer is the
// test of every entry's; and the explorations with and without the index
// are the same (statistics, every test's inputs and schedule, every event
// with its preset's producers), on the exactness programs exhaustively and
// on the first tests of the suite-B cases with the longest lists, both
// unfoldings.
func TestSubIdxAgrees(t *testing.T) {
	progs, limit := exactAndSuite(t, map[string]int64{"updater1": 1000, "updater2": 500, "locking(5)": 200, "dining(5)": 300, "writes(4)": 300})
	defer func(m int) { subIdxMin, checkSubIdx, noSubIdx = m, nil, false }(subIdxMin)
	subIdxMin = 1
	for name, p := range progs {
		for _, ctx := range []bool{false, true} {
			calls, kept, bad := 0, 0, 0
			checkSubIdx = func(fast, plain []int32) {
				calls++
				kept += len(fast)
				if !slices.Equal(fast, plain) && bad < 5 {
					bad++
					t.Errorf("%s ctx=%v: the index keeps %v, a test of every entry %v", name, ctx, fast, plain)
				}
			}
			st, h := divTrace(t, p, ctx, false, limit[name])
			checkSubIdx = nil
			noSubIdx = true
			st2, h2 := divTrace(t, p, ctx, false, limit[name])
			noSubIdx = false
			if st != st2 || h != h2 {
				t.Errorf("%s ctx=%v: with the index %+v (digest %x), without %+v (digest %x)", name, ctx, st, h, st2, h2)
			}
			if calls == 0 {
				t.Errorf("%s ctx=%v: no list searched", name, ctx)
			}
			t.Logf("%s ctx=%v: %d tests, %d events, %d searches, %d entries kept", name, ctx, st.Tests, st.Events, calls, kept)
		}
	}
}
