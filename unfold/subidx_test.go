package unfold

import (
	"slices"
	"testing"
)

// A wait list's index (subIdx) finds the entries lockCut keeps: on every
// call of waitList.kept (lockWaiters' wait lists and siblingThreads'
// consumers and readers), every list indexed, the index's answer is the
// test of every entry's; so does a lock condition's index of its
// acquisitions (acqIdx) on every search of lockWalk; and the explorations with and without the index
// are the same (statistics, every test's inputs and schedule, every event
// with its preset's producers), on the exactness programs exhaustively and
// on the first tests of the suite-B cases with the longest lists, both
// unfoldings.
func TestSubIdxAgrees(t *testing.T) {
	progs, limit := exactAndSuite(t, map[string]int64{"updater1": 1000, "updater2": 500, "locking(5)": 200, "dining(5)": 300, "writes(4)": 300})
	defer func(m, a int) {
		subIdxMin, acqIdxMin, checkSubIdx, checkAcqIdx, noSubIdx = m, a, nil, nil, false
	}(subIdxMin, acqIdxMin)
	subIdxMin, acqIdxMin = 1, 1
	for name, p := range progs {
		for _, ctx := range []bool{false, true} {
			calls, kept, acqs, bad := 0, 0, 0, 0
			check := func(what string, n *int) func(fast, plain []int32) {
				return func(fast, plain []int32) {
					*n++
					kept += len(fast)
					if !slices.Equal(fast, plain) && bad < 5 {
						bad++
						t.Errorf("%s ctx=%v: %s: the index keeps %v, a test of every entry %v", name, ctx, what, fast, plain)
					}
				}
			}
			checkSubIdx, checkAcqIdx = check("wait list", &calls), check("acquisitions", &acqs)
			st, h := divTrace(t, p, ctx, false, limit[name])
			checkSubIdx, checkAcqIdx = nil, nil
			noSubIdx = true
			st2, h2 := divTrace(t, p, ctx, false, limit[name])
			noSubIdx = false
			if st != st2 || h != h2 {
				t.Errorf("%s ctx=%v: with the index %+v (digest %x), without %+v (digest %x)", name, ctx, st, h, st2, h2)
			}
			if calls == 0 {
				t.Errorf("%s ctx=%v: no list searched", name, ctx)
			}
			if acqs == 0 && (name == "updater1" || name == "locking(5)" || name == "dining(5)") {
				t.Errorf("%s ctx=%v: no lock condition searched", name, ctx)
			}
			t.Logf("%s ctx=%v: %d tests, %d events, %d list and %d lock condition searches, %d entries kept", name, ctx, st.Tests, st.Events, calls, acqs, kept)
		}
	}
}
