package unfold

import (
	"fmt"
	"hash/fnv"
	"os"
	"slices"
	"testing"

	"weft/benchmarks"
	"weft/explore"
)

// famOf returns the family in e's variable preset or context (nil for a
// read of a copy a read produced, a lock and the rest).
func famOf(e *event) *cond {
	if e.ctx != nil {
		return e.ctx
	}
	if len(e.vpre) == 0 {
		return nil
	}
	c := e.vpre[0]
	switch {
	case c.kind == cVar:
		return c
	case c.kind == cCopy && c.famCopy:
		return c.fam
	}
	return nil
}

// famTrace explores p exhaustively and returns the statistics; every
// accepted possible extension (the co check and, with read arcs, the
// schedule accept it) whose preset holds a family must have that family
// among those the tree walk keeps for its thread condition.
func famTrace(t *testing.T, p *explore.Program, ctx, full bool) (Stats, int) {
	t.Helper()
	fullFamScan = full
	n, bad := 0, 0
	u := &Unfold{Contextual: ctx}
	checkCo = func(e *event, fast, sched bool) {
		f := famOf(e)
		if f == nil {
			return
		}
		root := f
		for root.prod != nil {
			root = root.prod.vpre[0]
		}
		live, _ := liveFams(e.tpre, root, true, nil, nil)
		// the walk from the last family of [tc] keeps the same families
		// as the walk down from the root
		start, exact := u.net.lastFam(e.tpre, root)
		from, _ := liveFams(e.tpre, start, !exact, nil, nil)
		if !slices.Equal(sortedIDs(live), sortedIDs(from)) && bad < 5 {
			bad++
			t.Errorf("ctx=%v: thread condition %d, variable %v: the walk from the root keeps families %v, from the last family %d (exact %v) %v", ctx, e.tpre.id, u.net.keyAt(e.op.k), sortedIDs(live), start.id, exact, sortedIDs(from))
		}
		if !fast || (ctx && !sched) {
			return
		}
		n++
		if !containsCond(live, f) && bad < 5 {
			bad++
			t.Errorf("ctx=%v: %v (thread condition %d) is an extension, but the tree walk leaves out its family %d", ctx, e, e.tpre.id, f.id)
		}
	}
	defer func() { fullFamScan, checkCo = false, nil }()
	exploreAll(t, p, u)
	st := u.Stats
	// Conds differ: a read's search makes its thread's copy of every
	// family it considers, the full scan of every family.
	st.Time, st.FirstBug, st.Conds = 0, nil, 0
	return st, n
}

func sortedIDs(cs []*cond) []int {
	var ids []int
	for _, c := range cs {
		ids = append(ids, c.id)
	}
	slices.Sort(ids)
	return ids
}

// The tree walk of famCands leaves out only families the co check rejects
// (checked on every extension of the full scan), and the explorations are
// the same as with the full scan of every family.
func TestFamCandsExact(t *testing.T) {
	progs := exactProgs(t)
	for name, p := range progs {
		for _, ctx := range []bool{false, true} {
			st, n := famTrace(t, p, ctx, true)
			st2, _ := famTrace(t, p, ctx, false)
			if st != st2 {
				t.Errorf("%s ctx=%v: full scan %+v, tree walk %+v", name, ctx, st, st2)
			}
			t.Logf("%s ctx=%v: %d tests, %d events, %d extensions checked", name, ctx, st.Tests, st.Events, n)
		}
	}
}

// exactProgs are the golden programs and small suite-B cases (if built) the
// exactness tests explore.
func exactProgs(t *testing.T) map[string]*explore.Program {
	progs := map[string]*explore.Program{}
	for _, name := range []string{"Fig51", "Locks", "Dining", "LostUpdate"} {
		progs[name] = compile(t, name)
	}
	if s, err := benchmarks.Default(); err == nil {
		for _, name := range []string{"pairs(6)", "parallelpi(4)"} {
			c := s.Case(name)
			jar := s.JarPath(c)
			if _, err := os.Stat(jar); err != nil {
				continue
			}
			p := explore.SuiteProgram(s, c)
			if err := p.Open(); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { p.Close() })
			progs[name] = p
		}
	}
	return progs
}

// The cheap exclusions before the co check (excluded, diverged) never
// reject an extension whose joint causal past has a schedule.
func TestExclusionsExact(t *testing.T) {
	for name, p := range exactProgs(t) {
		for _, ctx := range []bool{false, true} {
			bad, n := 0, 0
			checkCo = func(e *event, fast, sched bool) {
				n++
				if !fast && sched && bad < 5 {
					bad++
					t.Errorf("%s ctx=%v: %v rejected, but its schedule exists", name, ctx, e)
				}
			}
			exploreAll(t, p, &Unfold{Contextual: ctx})
			checkCo = nil
			t.Logf("%s ctx=%v: %d candidates", name, ctx, n)
		}
	}
}

// offer skips the co check of a read or lock candidate whose variable or
// lock condition is produced in its thread condition's past (inOwnPast),
// and coPartial that of a partial write preset produced there: the co
// check accepts every such candidate.
func TestInOwnPastIsCo(t *testing.T) {
	total := map[bool]int{}
	partial := 0
	for name, p := range exactProgs(t) {
		for _, ctx := range []bool{false, true} {
			u := &Unfold{Contextual: ctx}
			n, bad := 0, 0
			checkOwnPartial = func(co bool) {
				partial++
				if !co && bad < 5 {
					bad++
					t.Errorf("%s ctx=%v: a partial write preset is produced in its thread condition's past, but the co check rejects it", name, ctx)
				}
			}
			checkCo = func(e *event, fast, sched bool) {
				if !inOwnPast(e) || excluded(e.tpre, preset1(e)) {
					return
				}
				n++
				if !u.net.coFast(e) && bad < 5 {
					bad++
					t.Errorf("%s ctx=%v: %v: its condition is produced in its thread condition's past, but the co check rejects it", name, ctx, e)
				}
			}
			exploreAll(t, p, u)
			checkCo, checkOwnPartial = nil, nil
			total[ctx] += n
			t.Logf("%s ctx=%v: %d candidates with the condition in their past", name, ctx, n)
		}
	}
	for _, ctx := range []bool{false, true} {
		if total[ctx] == 0 {
			t.Errorf("ctx=%v: no candidate had its condition in its past", ctx)
		}
	}
	if partial == 0 {
		t.Errorf("no partial write preset was produced in its thread condition's past")
	}
	t.Logf("%d partial write presets produced in their thread condition's past", partial)
}

// preset1 is the one variable or lock condition of e's preset (or its
// context).
func preset1(e *event) *cond {
	if e.ctx != nil {
		return e.ctx
	}
	return e.vpre[0]
}

// divTrace explores p (exhaustively, or its first maxTests tests) with
// liveFams following the writes whose pasts diverge from the thread
// condition's (full) or not, and returns the statistics and a digest of
// the test runs (inputs and decisions) and of the events in insertion
// order (thread, label, depth and the producers of the preset).
func divTrace(t *testing.T, p *explore.Program, ctx, full bool, maxTests int64) (Stats, uint64) {
	t.Helper()
	fullDivScan = full
	defer func() { fullDivScan = false }()
	u := &Unfold{Contextual: ctx, Exhaustive: true}
	b := testBudget
	b.MaxExecutions = maxTests
	x := explore.NewExplorer(p, b)
	h := fnv.New64a()
	x.OnExecution = func(e *explore.Execution) { fmt.Fprintf(h, "test %v %v;", e.Inputs, e.Decisions) }
	if _, err := u.Explore(x); err != nil {
		if _, ok := err.(*explore.BudgetError); !ok || maxTests == 0 {
			t.Fatal(err)
		}
	}
	for _, e := range u.net.events {
		fmt.Fprintf(h, "%d %v %d", e.thread, e.op, e.depth)
		e.conds(func(c *cond) {
			id := -1
			if c.prod != nil {
				id = c.prod.id
			}
			fmt.Fprintf(h, " %d", id)
		})
		fmt.Fprint(h, ";")
	}
	st := u.Stats
	// Conds differ: a read's search makes its thread's copy of every
	// family it considers.
	st.Time, st.FirstBug, st.Conds = 0, nil, 0
	return st, h.Sum64()
}

// exactAndSuite returns the exactness programs (explored exhaustively,
// limit 0) and the suite-B cases of tests, each with its number of tests.
func exactAndSuite(t *testing.T, tests map[string]int64) (progs map[string]*explore.Program, limit map[string]int64) {
	progs, limit = exactProgs(t), map[string]int64{}
	for name, n := range tests {
		progs[name] = suiteProgram(t, name, false)
		limit[name] = n
	}
	return progs, limit
}

// liveFams does not follow a write whose past diverges from the thread
// condition's (every family below it is rejected by diverged): the same
// explorations as when it follows them, on the exactness programs
// exhaustively and on the first tests of the suite-B cases with the
// largest family trees, both unfoldings. (TestFamCandsExact checks that
// every accepted extension's family is among those the walk keeps.)
func TestDivergedWritesCut(t *testing.T) {
	progs, limit := exactAndSuite(t, map[string]int64{"updater1": 1000, "updater2": 500, "locking(5)": 200, "writes(4)": 300, "fib2": 300})
	for name, p := range progs {
		for _, ctx := range []bool{false, true} {
			st, h := divTrace(t, p, ctx, true, limit[name])
			st2, h2 := divTrace(t, p, ctx, false, limit[name])
			if st != st2 || h != h2 {
				t.Errorf("%s ctx=%v: following diverged writes %+v (digest %x), leaving them out %+v (digest %x)", name, ctx, st, h, st2, h2)
			}
			t.Logf("%s ctx=%v: %d tests, %d events", name, ctx, st.Tests, st.Events)
		}
	}
}
