package unfold

import (
	"fmt"
	"hash/fnv"
	"slices"
	"testing"

	"weft/explore"
	"weft/internal/javatest"
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
// with every sibling's thread condition tried (and every vpend scanned
// whole, not by its runs): the exactness programs exhaustively, updater1
// and locking(5) (whose lists are longest) for their first tests.
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

// pendKey is what siblingThreads asks of a pending extension in a vpend.
type pendKey struct {
	tc   *cond
	t, k int32
}

// firstPending returns the distinct keys of xs's pending entries in the
// order of their first appearance.
func firstPending(xs []*event) []pendKey {
	var out []pendKey
	seen := map[pendKey]bool{}
	for _, x := range xs {
		k := pendKey{x.tpre, int32(x.thread), x.op.k}
		if x.id < 0 && !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	return out
}

// siblingThreads scans a long vpend by its runs: before every such scan,
// the runs cover every pending entry of vpend, each run's entries are of
// its key, and the runs' first pending entries give the same keys in the
// same order of first appearance as vpend's pending entries (what add1
// sees of the whole list), on real runs: examples/poolcounter (whose
// spin loop makes the long lists) and the first tests of the large suite-B
// unfoldings, both unfoldings. TestSiblingCutExact compares the
// explorations with vpend scanned whole.
func TestSiblingPendRuns(t *testing.T) {
	progs := map[string]*explore.Program{}
	limit := map[string]int64{"updater1": 1000, "locking(5)": 300, "poolcounter": pendTests}
	for name := range limit {
		if name == "poolcounter" {
			javatest.Need(t, "javac")
			progs[name] = poolcounter(t)
		} else {
			progs[name] = suiteProgram(t, name, false)
		}
	}
	defer func() { checkPendRuns = nil }()
	for name, p := range progs {
		for _, ctx := range []bool{false, true} {
			scans, checked, entries, runs, bad := 0, 0, 0, 0, 0
			checkPendRuns = func(c *cond, pr *pendRuns) {
				scans++
				if len(c.vpend()) > 1000 && scans%pendSample != 0 {
					return // a check costs the list's length
				}
				checked++
				entries += len(c.vpend())
				runs += len(pr.runs)
				covered := make([]bool, len(c.vpend()))
				var fast []pendKey
				seen := map[pendKey]bool{}
				for _, r := range pr.runs {
					key := pendKey{r.tc, r.t, r.k}
					first := -1
					for i := r.lo; i < r.hi; i++ {
						x := c.vpend()[i]
						covered[i] = true
						if (pendKey{x.tpre, int32(x.thread), x.op.k}) != key && bad < 5 {
							bad++
							t.Errorf("%s ctx=%v: vpend[%d] %v in a run of another key", name, ctx, i, x)
						}
						if first < 0 && x.id < 0 {
							first = int(i)
						}
					}
					if first >= 0 && !seen[key] {
						seen[key] = true
						fast = append(fast, key)
					}
				}
				for i, x := range c.vpend() {
					if x.id < 0 && !covered[i] && bad < 5 {
						bad++
						t.Errorf("%s ctx=%v: pending vpend[%d] %v in no run", name, ctx, i, x)
					}
				}
				if plain := firstPending(c.vpend()); !slices.Equal(fast, plain) && bad < 5 {
					bad++
					t.Errorf("%s ctx=%v: condition %d: the runs give %d keys, vpend %d", name, ctx, c.id, len(fast), len(plain))
				}
			}
			u := &Unfold{Contextual: ctx, Exhaustive: true}
			b := testBudget
			b.MaxExecutions = limit[name]
			if name == "poolcounter" {
				// its spin loop's reads come after testBudget's points
				b.MaxPoints, b.MaxSteps = pendPoints, 20_000_000
			}
			if _, err := u.Explore(explore.NewExplorer(p, b)); err != nil {
				if _, ok := err.(*explore.BudgetError); !ok {
					t.Fatal(err)
				}
			}
			t.Logf("%s ctx=%v: %d tests, %d scans by runs, %d checked: %d vpend entries in %d runs", name, ctx, u.Stats.Tests, scans, checked, entries, runs)
			if name == "poolcounter" && !ctx && scans == 0 {
				t.Errorf("%s ctx=%v: no vpend scanned by its runs", name, ctx)
			}
		}
	}
}

// pendPoints bounds poolcounter's runs in TestSiblingPendRuns, and a
// list longer than 1000 is checked at every pendSample-th scan.
// pendTests is how many of poolcounter's tests the two tests run: its
// runs scan vpend lists from test 95 on (up to 206 entries in its first
// 400). Before a Condition's await waited for its signal in the model
// (cond.go), its spin loop's long lists came from test 45 on, the
// longest, 45000 pending writes of a family, in test 61, which the
// exploration no longer reaches in its first 400 tests.
const (
	pendPoints = 100_000
	pendSample = 500
	pendTests  = 100
)

// The explorations are the same with the long vpend lists scanned by
// their runs and whole (noPendRuns): the events in insertion order of
// examples/poolcounter's first pendTests tests (40000 scheduling points
// per run) and of updater1's first 1000, both unfoldings.
func TestPendRunsExplore(t *testing.T) {
	javatest.Need(t, "javac")
	progs := map[string]*explore.Program{"poolcounter": poolcounter(t), "updater1": suiteProgram(t, "updater1", false)}
	limit := map[string]int64{"poolcounter": pendTests, "updater1": 1000}
	defer func() { noPendRuns, checkPendRuns = false, nil }()
	for name, p := range progs {
		for _, ctx := range []bool{false, true} {
			var st [2]Stats
			var h [2]uint64
			scans := 0
			checkPendRuns = func(*cond, *pendRuns) { scans++ }
			for i, plain := range []bool{true, false} {
				noPendRuns = plain
				u := &Unfold{Contextual: ctx, Exhaustive: true}
				b := testBudget
				b.MaxExecutions = limit[name]
				if name == "poolcounter" {
					b.MaxPoints, b.MaxSteps = 40_000, 20_000_000
				}
				if _, err := u.Explore(explore.NewExplorer(p, b)); err != nil {
					if _, ok := err.(*explore.BudgetError); !ok {
						t.Fatal(err)
					}
				}
				hh := fnv.New64a()
				for _, e := range u.net.events {
					fmt.Fprintf(hh, "%d %v %d %d %d;", e.thread, e.op, e.depth, len(e.vpre), e.tpre.id)
				}
				st[i], h[i] = u.Stats, hh.Sum64()
				st[i].Time, st[i].FirstBug = 0, nil
			}
			if st[0] != st[1] || h[0] != h[1] {
				t.Errorf("%s ctx=%v: vpend scanned whole %+v (events %x), by its runs %+v (events %x)", name, ctx, st[0], h[0], st[1], h[1])
			}
			t.Logf("%s ctx=%v: %d tests, %d events, %d scans by runs", name, ctx, st[1].Tests, st[1].Events, scans)
			if name == "poolcounter" && !ctx && scans == 0 {
				t.Errorf("%s: no vpend scanned by its runs", name)
			}
		}
	}
}
