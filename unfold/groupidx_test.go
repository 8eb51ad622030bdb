package unfold

import (
	"slices"
	"testing"
)

// extendWrite's search of a family's read copies by the token of [tc] and
// the lock-set index (groupCands) keeps the copies a test of every copy
// keeps: on every group searched that way, every group of at least one
// copy; liveFams' walk with its consumers' lock-set index keeps the
// families it keeps testing every consumer; and the explorations with and without it are the same
// (statistics, every test's inputs and schedule, every event with its
// preset's producers), on the exactness programs exhaustively and on the
// first tests of the write-heavy suite-B cases (the replicated model:
// unfold-ctx has no read copies).
func TestGroupIdxAgrees(t *testing.T) {
	progs, limit := exactAndSuite(t, map[string]int64{"updater1": 1000, "updater2": 500, "locking(5)": 200, "writes(4)": 300, "fib2": 300, "dining(5)": 300})
	progs["MixedLocks"] = compile(t, "MixedLocks")
	defer func(m int) { groupIdxMin, checkGroupIdx, checkLiveIdx, noGroupIdx = m, nil, nil, false }(groupIdxMin)
	total, token, walks := 0, 0, 0
	liveIdxUsed = 0
	for name, p := range progs {
		groupIdxMin = 1
		calls, kept, bad := 0, 0, 0
		checkGroupIdx = func(fast, plain []int32) {
			calls++
			kept += len(fast)
			if !slices.Equal(fast, plain) && bad < 5 {
				bad++
				t.Errorf("%s: the token and index keep %v, a test of every copy %v", name, fast, plain)
			}
		}
		checkLiveIdx = func(fast, plain []*cond) {
			walks++
			if !slices.Equal(fast, plain) && bad < 5 {
				bad++
				t.Errorf("%s: famLive keeps %d families with the consumers' index, %d without", name, len(fast), len(plain))
			}
		}
		st, h := divTrace(t, p, false, false, limit[name])
		checkGroupIdx, checkLiveIdx = nil, nil
		noGroupIdx = true
		st2, h2 := divTrace(t, p, false, false, limit[name])
		noGroupIdx = false
		if st != st2 || h != h2 {
			t.Errorf("%s: with the token and index %+v (digest %x), scanning %+v (digest %x)", name, st, h, st2, h2)
		}
		total += calls
		token += kept
		t.Logf("%s: %d tests, %d events, %d groups searched, %d copies kept", name, st.Tests, st.Events, calls, kept)
	}
	if total == 0 || token == 0 || walks == 0 || liveIdxUsed == 0 {
		t.Errorf("degenerate: %d groups searched, %d copies kept, %d family walks, %d by the consumers' index", total, token, walks, liveIdxUsed)
	}
}
