package unfold

import (
	"slices"
	"testing"

	"weft/explore"
)

// lockPath reports whether event x is on the chain of lock events from
// the unlock u up to the root of its lock's tree (nil: the root itself).
func lockPath(u, x *event) bool {
	for e := u; e != nil; {
		if e == x {
			return true
		}
		if e.op.kind == opUnlock {
			e = e.acq
		} else {
			e = e.vpre[0].prod
		}
	}
	return x == nil
}

// lockTrace explores p exhaustively and returns the statistics and the
// number of lock extensions checked: every accepted lock extension must
// have its lock condition among those the tree walk keeps for its thread
// condition and, if an unlock produced that condition, the unlock must not
// be cut for the thread condition (lockCut, which lockWaiters applies) and
// the thread condition's last lock event must be on the unlock's chain (so
// lockWaiters offers it).
func lockTrace(t *testing.T, p *explore.Program, name string, ctx, full bool) (Stats, int) {
	t.Helper()
	fullLockScan = full
	u := &Unfold{Contextual: ctx}
	n, bad := 0, 0
	checkCo = func(e *event, fast, sched bool) {
		if e.op.kind != opLock || !fast || (ctx && !sched) {
			return
		}
		n++
		fullLockScan = false
		defer func() { fullLockScan = full }()
		l := e.vpre[0]
		live, last := u.net.lockWalk(e.tpre, e.op.k)
		if !containsCond(live, l) && bad < 5 {
			bad++
			t.Errorf("%s ctx=%v: %v is an extension, but the tree walk leaves out its lock condition %d", name, ctx, e, l.id)
		}
		if w := l.prod; w != nil && lockCut(e.tpre.prod, e.tpre.thread, e.tpre.pos(), w) && bad < 5 {
			bad++
			t.Errorf("%s ctx=%v: %v is an extension, but lockCut rules out its lock condition %d", name, ctx, e, l.id)
		}
		if w := l.prod; w != nil && !u.net.lockOrphan[e.op.k] && !lockPath(w, last) && bad < 5 {
			bad++
			t.Errorf("%s ctx=%v: %v is an extension, but its thread condition's last event on the lock, %v, is not on the chain of %v", name, ctx, e, last, w)
		}
	}
	defer func() { fullLockScan, checkCo = false, nil }()
	exploreAll(t, p, u)
	st := u.Stats
	st.Time, st.FirstBug = 0, nil
	return st, n
}

// The lock searches (lockWalk for a thread condition, lockWaiters for a
// new lock condition) leave out only candidates the co check rejects, and
// the explorations are the same as with the full scans.
func TestLockCandsExact(t *testing.T) {
	for name, p := range exactProgs(t) {
		for _, ctx := range []bool{false, true} {
			st, n := lockTrace(t, p, name, ctx, true)
			st2, _ := lockTrace(t, p, name, ctx, false)
			if st != st2 {
				t.Errorf("%s ctx=%v: full scan %+v, lock tree %+v", name, ctx, st, st2)
			}
			t.Logf("%s ctx=%v: %d tests, %d events, %d lock extensions checked", name, ctx, st.Tests, st.Events, n)
		}
	}
}

// A wait list's keep, from its columns, keeps the waiters lockCut keeps,
// in order, on the lock-heavy suite-B cases (their first tests).
func TestWaitKeepAgrees(t *testing.T) {
	for name, tests := range map[string]int64{"updater1": 400, "updater2": 300, "locking(5)": 150, "dining(5)": 300} {
		p := suiteProgram(t, name, false)
		for _, ctx := range []bool{false, true} {
			calls, kept, bad := 0, 0, 0
			checkWaitKeep = func(fast, plain []*cond) {
				calls++
				kept += len(fast)
				if !slices.Equal(fast, plain) && bad < 5 {
					bad++
					t.Errorf("%s ctx=%v: keep %v, lockCut keeps %v", name, ctx, sortedIDs(fast), sortedIDs(plain))
				}
			}
			u := &Unfold{Contextual: ctx, Exhaustive: true}
			b := testBudget
			b.MaxExecutions = tests
			_, err := u.Explore(explore.NewExplorer(p, b))
			checkWaitKeep = nil
			if _, ok := err.(*explore.BudgetError); err != nil && !ok {
				t.Fatal(err)
			}
			if calls == 0 {
				t.Errorf("%s ctx=%v: no wait list tested", name, ctx)
			}
			t.Logf("%s ctx=%v: %d tests, %d wait lists tested, %d waiters kept", name, ctx, u.Stats.Tests, calls, kept)
		}
	}
}

// lockWalk finds the acquisition of a lock condition in a thread
// condition's past by its consumers' positions (consumerAt): the one a
// test of every consumer by precedes finds, on the lock-heavy suite-B
// cases (their first tests).
func TestLockPastAgrees(t *testing.T) {
	for name, tests := range map[string]int64{"updater1": 400, "locking(5)": 150, "dining(5)": 300} {
		p := suiteProgram(t, name, false)
		for _, ctx := range []bool{false, true} {
			calls, found, bad := 0, 0, 0
			checkLockPast = func(fast, plain *event) {
				calls++
				if plain != nil {
					found++
				}
				if fast != plain && bad < 5 {
					bad++
					t.Errorf("%s ctx=%v: consumerAt finds %v, precedes %v", name, ctx, fast, plain)
				}
			}
			u := &Unfold{Contextual: ctx, Exhaustive: true}
			b := testBudget
			b.MaxExecutions = tests
			_, err := u.Explore(explore.NewExplorer(p, b))
			checkLockPast = nil
			if _, ok := err.(*explore.BudgetError); err != nil && !ok {
				t.Fatal(err)
			}
			if found == 0 {
				t.Errorf("%s ctx=%v: no acquisition found in a past", name, ctx)
			}
			t.Logf("%s ctx=%v: %d tests, %d lock conditions walked, %d consumed in the past", name, ctx, u.Stats.Tests, calls, found)
		}
	}
}

// lockWalk tests the acquisitions of a lock condition by lockCut from the
// condition's columns (lockCols): the same answer as lockCut on every
// acquisition walked in the first tests of updater1, updater2,
// locking(5), dining(5), both unfoldings.
func TestLockColsAgree(t *testing.T) {
	allCalls, allCut := 0, 0
	for name, tests := range map[string]int64{"updater1": 600, "updater2": 300, "locking(5)": 150, "dining(5)": 300} {
		p := suiteProgram(t, name, false)
		for _, ctx := range []bool{false, true} {
			calls, cut, bad := 0, 0, 0
			checkLockCols = func(cols, plain bool) {
				calls++
				if plain {
					cut++
				}
				if cols != plain && bad < 5 {
					bad++
					t.Errorf("%s ctx=%v: lockCut from the columns %v, lockCut %v", name, ctx, cols, plain)
				}
			}
			u := &Unfold{Contextual: ctx, Exhaustive: true}
			b := testBudget
			b.MaxExecutions = tests
			_, err := u.Explore(explore.NewExplorer(p, b))
			checkLockCols = nil
			if _, ok := err.(*explore.BudgetError); err != nil && !ok {
				t.Fatal(err)
			}
			allCalls, allCut = allCalls+calls, allCut+cut
			t.Logf("%s ctx=%v: %d tests, %d acquisitions walked, %d ruled out", name, ctx, u.Stats.Tests, calls, cut)
		}
	}
	if allCut == 0 || allCut == allCalls {
		t.Errorf("lockCut ruled out %d of the %d acquisitions walked: the columns' two answers are not both tested", allCut, allCalls)
	}
}
