package unfold

import (
	"fmt"
	"hash/fnv"
	"testing"

	"weft/explore"
)

// siblingTrace explores p (exhaustively, or its first maxTests tests) and
// returns the statistics and a digest of the events in insertion order;
// every accepted extension must have no condition in its preset or
// context whose producer lockCut rules out for its thread condition,
// since siblingThreads leaves out exactly those thread conditions for a
// new condition.
func siblingTrace(t *testing.T, p *explore.Program, name string, ctx, full bool, maxTests int64) (Stats, uint64, int) {
	t.Helper()
	fullSiblingScan = full
	defer func() { fullSiblingScan, checkCo = false, nil }()
	n, bad := 0, 0
	checkCo = func(e *event, fast, sched bool) {
		if !fast || (ctx && !sched) {
			return
		}
		n++
		tc := e.tpre
		e.conds(func(c *cond) {
			if c == tc || c.prod == nil {
				return
			}
			if lockCut(tc.prod, tc.thread, tc.pos(), c.prod) && bad < 5 {
				bad++
				t.Errorf("%s ctx=%v: %v is an extension, but lockCut rules out the producer %v of its condition %d", name, ctx, e, c.prod, c.id)
			}
		})
	}
	u := &Unfold{Contextual: ctx, Exhaustive: true}
	b := testBudget
	b.MaxExecutions = maxTests
	if _, err := u.Explore(explore.NewExplorer(p, b)); err != nil {
		if _, ok := err.(*explore.BudgetError); !ok || maxTests == 0 {
			t.Fatal(err)
		}
	}
	h := fnv.New64a()
	for _, e := range u.net.events {
		fmt.Fprintf(h, "%d %v %d %d;", e.thread, e.op, e.depth, len(e.vpre))
	}
	st := u.Stats
	// Conds differ: extend makes a thread's copy of a new family for
	// every read it tries, also where the exclusions reject it.
	st.Time, st.FirstBug, st.Conds = 0, nil, 0
	return st, h.Sum64(), n
}

// siblingThreads leaves out only thread conditions that get no extension
// from the new condition (every accepted extension passes lockCut for
// the producers of its preset), and the explorations are the same as
// with every sibling's thread condition tried: the exactness programs
// exhaustively, updater1 and locking(5) (whose lists are longest) for
// their first tests.
func TestSiblingCutExact(t *testing.T) {
	progs := exactProgs(t)
	limit := map[string]int64{}
	for name, tests := range map[string]int64{"updater1": 300, "locking(5)": 100} {
		progs[name] = suiteProgram(t, name, false)
		limit[name] = tests
	}
	for name, p := range progs {
		for _, ctx := range []bool{false, true} {
			st, h, n := siblingTrace(t, p, name, ctx, true, limit[name])
			st2, h2, _ := siblingTrace(t, p, name, ctx, false, limit[name])
			if st != st2 || h != h2 {
				t.Errorf("%s ctx=%v: every sibling %+v (events %x), with lockCut %+v (events %x)", name, ctx, st, h, st2, h2)
			}
			t.Logf("%s ctx=%v: %d tests, %d events, %d extensions checked", name, ctx, st.Tests, st.Events, n)
		}
	}
}

// siblingThreads tests the consumers of a family by lockCut from the
// family's columns (consTC): the same answer as lockCut on every consumer
// of another thread it scans, in the first tests of the large unfoldings
// (whose families have the most consumers) and on the exactness
// programs, both unfoldings; and every such consumer is an event on the
// new event's variable, which add1 would have tested.
func TestSiblingColsAgree(t *testing.T) {
	progs := exactProgs(t)
	limit := map[string]int64{}
	for name, tests := range map[string]int64{"updater1": 1000, "updater2": 300, "locking(5)": 300} {
		progs[name] = suiteProgram(t, name, false)
		limit[name] = tests
	}
	defer func() { checkSibCut = nil }()
	for name, p := range progs {
		for _, ctx := range []bool{false, true} {
			n, cut, bad := 0, 0, 0
			checkSibCut = func(cols, plain, sameKey bool) {
				n++
				if cols {
					cut++
				}
				if (cols != plain || !sameKey) && bad < 5 {
					bad++
					t.Errorf("%s ctx=%v: a family consumer: lockCut from the columns %v, lockCut %v, on the new event's variable %v", name, ctx, cols, plain, sameKey)
				}
			}
			u := &Unfold{Contextual: ctx, Exhaustive: true}
			b := testBudget
			b.MaxExecutions = limit[name]
			if _, err := u.Explore(explore.NewExplorer(p, b)); err != nil {
				if _, ok := err.(*explore.BudgetError); !ok || limit[name] == 0 {
					t.Fatal(err)
				}
			}
			t.Logf("%s ctx=%v: %d tests, %d consumers and readers tested, %d cut", name, ctx, u.Stats.Tests, n, cut)
		}
	}
}
