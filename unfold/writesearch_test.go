package unfold

import (
	"fmt"
	"os/exec"
	"slices"
	"testing"

	"weft/benchmarks"
	"weft/explore"
)

// writeSearchProgs are exactProgs and, if built, the first tests of
// suite B's updater1: its families have hundreds of read copies of four
// threads, most of them behind the thread conditions that write.
func writeSearchProgs(t *testing.T) map[string]*explore.Program {
	progs := exactProgs(t)
	if testing.Short() {
		return progs
	}
	if _, _, err := benchmarks.DefaultCase("updater1"); err == nil {
		progs["updater1"] = suiteProgram(t, "updater1", false)
	}
	return progs
}

// exploreSome explores p with u, at most max tests (0: exhaustively).
func exploreSome(t *testing.T, p *explore.Program, u *Unfold, max int64) {
	t.Helper()
	if max == 0 {
		exploreAll(t, p, u)
		return
	}
	u.Exhaustive = true
	b := testBudget
	b.MaxExecutions = max
	if _, err := u.Explore(explore.NewExplorer(p, b)); err != nil {
		if _, ok := err.(*explore.BudgetError); !ok {
			t.Fatal(err)
		}
	}
}

func testsOf(name string) int64 {
	if name == "updater1" {
		return 300
	}
	return 0
}

// plainWriteSearch is the enumeration of the write presets from family f
// as extendWrite did it before it filtered the copies: every read copy of
// every thread tested at every node of the enumeration (try).
func plainWriteSearch(n *net, tc, f, fresh *cond) [][]*cond {
	var reads []*cond
	for _, g := range f.readGroups() {
		reads = append(reads, g.copies...)
	}
	var starts []int
	for i, c := range reads {
		if i == 0 || c.thread != reads[i-1].thread {
			starts = append(starts, i)
		}
	}
	starts = append(starts, len(reads))
	var out [][]*cond
	vpre := []*cond{f}
	try := func(c *cond) bool {
		return !excludedCopy(tc, c, f) && n.coPartial(tc, f, vpre[1:])
	}
	var rec func(i int)
	rec = func(i int) {
		if i == len(starts)-1 {
			if fresh != nil && fresh.kind == cCopy && !containsCond(vpre[1:], fresh) {
				return
			}
			out = append(out, slices.Clone(vpre))
			return
		}
		group := reads[starts[i]:starts[i+1]]
		if fresh != nil && fresh.kind == cCopy && fresh.thread == group[0].thread {
			vpre = append(vpre, fresh)
			if try(fresh) {
				rec(i + 1)
			}
			vpre = vpre[:len(vpre)-1]
			return
		}
		rec(i + 1)
		for _, c := range group {
			vpre = append(vpre, c)
			if try(c) {
				rec(i + 1)
			}
			vpre = vpre[:len(vpre)-1]
		}
	}
	rec(0)
	return out
}

func presetIDs(ps [][]*cond) string {
	var b []byte
	for _, p := range ps {
		b = fmt.Appendf(b, "%v ", sortedIDs(p))
	}
	return string(b)
}

// extendWrite offers the same write presets, in the same order, as the
// plain enumeration that tests every copy at every node (on updater1's
// first 300 tests too, where most copies are behind the writer).
func TestWriteSearchPlain(t *testing.T) {
	for name, p := range writeSearchProgs(t) {
		calls, offered, bad := 0, 0, 0
		checkWriteSearch = func(n *net, tc, f, fresh *cond, got [][]*cond) {
			calls++
			offered += len(got)
			want := plainWriteSearch(n, tc, f, fresh)
			if len(got) != len(want) || presetIDs(got) != presetIDs(want) {
				if bad < 5 {
					t.Errorf("%s: thread condition %d, family %d, fresh %v: offered %s, the plain enumeration %s", name, tc.id, f.id, fresh != nil, presetIDs(got), presetIDs(want))
				}
				bad++
			}
		}
		exploreSome(t, p, &Unfold{}, testsOf(name))
		checkWriteSearch = nil
		t.Logf("%s: %d write searches, %d presets offered", name, calls, offered)
		if calls == 0 {
			t.Errorf("%s: no write search", name)
		}
	}
}

// liveFamsPlain is liveFams as it was before the clock columns: every
// consumer of every family kept followed to its clock and lock set (and
// to its past, for the cut of writes whose past diverges from tc's, by
// precedes instead of diverged's depths).
func liveFamsPlain(tc *cond, start *cond, test bool) []*cond {
	var live, stack []*cond
	q := tc.prod
	t, pos := tc.thread, tc.pos()
	h := tc.held()
	stack = append(stack, start)
	for len(stack) > 0 {
		f := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if test {
			if w := consumerInPlain(f, q); w != nil {
				if w.vpost != nil {
					stack = append(stack, w.vpost)
				}
				continue
			}
		}
		live = append(live, f)
		for _, w := range f.cons {
			if w.op.kind != opWrite || w.vpost == nil || (t < len(w.vc) && w.vc[t] > pos) {
				continue
			}
			if (w.thread == t || (len(h) > 0 && sharesLock(h, w.held))) && !precedes(w, q) {
				continue
			}
			if !fullDivScan && divergedPlain(q, w) {
				continue
			}
			stack = append(stack, w.vpost)
		}
	}
	return live
}

// divergedPlain is diverged by precedes: for some thread, neither of the
// latest events of the two pasts is in the other past.
func divergedPlain(p, q *event) bool {
	if p == nil || q == nil {
		return false
	}
	for i := range min(len(p.last), len(q.last)) {
		a, b := p.last[i], q.last[i]
		if a != nil && b != nil && !precedes(a, q) && !precedes(b, p) {
			return true
		}
	}
	return false
}

// consumerInPlain is consumerIn by every consumer's precedes.
func consumerInPlain(f *cond, q *event) *event {
	if q == nil {
		return nil
	}
	for _, w := range f.cons {
		if w.op.kind == opWrite && precedes(w, q) {
			return w
		}
	}
	return nil
}

// consumedBeforePlain is consumedBefore by every consumer's precedes.
func consumedBeforePlain(tc, c *cond) bool {
	for _, e := range c.cons {
		if precedes(e, tc.prod) {
			return true
		}
	}
	return false
}

// consumedBefore, which walks each position of a condition's consumers
// once, agrees with precedes on every consumer, for the thread condition
// of every candidate extension and each condition of its preset (and its
// family), and consumerIn with the plain scan on every family of the
// candidate's variable.
func TestConsumedBeforePlain(t *testing.T) {
	total, totalYes, found := 0, 0, 0
	for name, p := range writeSearchProgs(t) {
		for _, ctx := range []bool{false, true} {
			u := &Unfold{Contextual: ctx}
			n, yes, bad := 0, 0, 0
			check := func(e *event, c *cond) {
				if c == nil {
					return
				}
				n++
				got, want := consumedBefore(e.tpre, c), consumedBeforePlain(e.tpre, c)
				if got {
					yes++
				}
				if got != want && bad < 5 {
					bad++
					t.Errorf("%s ctx=%v: %v: consumedBefore(thread condition %d, condition %d) = %v, every consumer's precedes says %v", name, ctx, e, e.tpre.id, c.id, got, want)
				}
			}
			checkCo = func(e *event, fast, sched bool) {
				for _, c := range e.vpre {
					check(e, c)
					check(e, c.fam)
				}
				check(e, e.ctx)
				if e.op.kind != opRead && e.op.kind != opWrite {
					return
				}
				for _, f := range u.net.fams[e.op.k] {
					got, want := consumerIn(f, e.tpre.prod), consumerInPlain(f, e.tpre.prod)
					if got != nil {
						found++
					}
					if got != want && bad < 5 {
						bad++
						t.Errorf("%s ctx=%v: consumerIn(family %d, thread condition %d) = %v, the plain scan %v", name, ctx, f.id, e.tpre.id, got, want)
					}
				}
			}
			exploreSome(t, p, u, testsOf(name))
			checkCo = nil
			t.Logf("%s ctx=%v: %d conditions checked, %d consumed before", name, ctx, n, yes)
			total, totalYes = total+n, totalYes+yes
		}
	}
	if totalYes == 0 || totalYes == total || found == 0 {
		t.Errorf("degenerate: %d of %d conditions consumed before, %d families consumed", totalYes, total, found)
	}
}

// The family walk by the clock columns keeps the families the plain walk
// keeps (famLive sorts them), for the thread condition of every candidate
// extension, from the last family of its past and from the root; and the
// columns hold the clocks of the consumers and read copies.
func TestLiveFamsColumns(t *testing.T) {
	for name, p := range writeSearchProgs(t) {
		for _, ctx := range []bool{false, true} {
			u := &Unfold{Contextual: ctx}
			n, bad := 0, 0
			checkCo = func(e *event, fast, sched bool) {
				if e.op.kind != opRead && e.op.kind != opWrite {
					return
				}
				root := u.net.initVar[e.op.k]
				if root == nil {
					return
				}
				n++
				start, exact := u.net.lastFam(e.tpre, root)
				for _, w := range []struct {
					start *cond
					test  bool
				}{{start, !exact}, {root, true}} {
					got, _ := liveFams(e.tpre, w.start, w.test, nil, nil)
					want := liveFamsPlain(e.tpre, w.start, w.test)
					if !slices.Equal(sortedIDs(got), sortedIDs(want)) && bad < 5 {
						bad++
						t.Errorf("%s ctx=%v: thread condition %d, %v from family %d (test %v): kept %v, the plain walk %v", name, ctx, e.tpre.id, u.net.keyAt(e.op.k), w.start.id, w.test, sortedIDs(got), sortedIDs(want))
					}
				}
			}
			exploreSome(t, p, u, testsOf(name))
			checkCo = nil
			cols := 0
			for _, e := range u.net.events {
				for _, c := range e.vpre {
					if c.kind == cVar && c.cons[0] == e {
						cols += checkCols(t, name, c)
					}
				}
			}
			t.Logf("%s ctx=%v: %d walks compared, %d clock entries checked", name, ctx, n, cols)
			if n == 0 || cols == 0 {
				t.Errorf("%s ctx=%v: nothing compared", name, ctx)
			}
		}
	}
}

// checkCols checks family f's clock columns against the clocks of its
// consumers and of its read copies' producers; it returns the entries
// checked.
func checkCols(t *testing.T, name string, f *cond) int {
	n := 0
	check := func(what string, cc *clockCols, evs []*event) {
		if int(cc.n) != len(evs) {
			t.Errorf("%s: family %d: %s columns of %d events, %d events", name, f.id, what, cc.n, len(evs))
			return
		}
		for th := 0; th < cc.ncols()+2; th++ {
			col := cc.col(th)
			for i, e := range evs {
				var v int32
				if col != nil {
					v = col[i]
				}
				if n++; v != e.clock(th) {
					t.Errorf("%s: family %d: %s %d (%v): column %d holds %d, its clock %d", name, f.id, what, i, e, th, v, e.clock(th))
					return
				}
			}
		}
	}
	var all []*event
	for i, g := range f.fs.consBy {
		if i > 0 && f.fs.consBy[i-1].thread >= g.thread {
			t.Errorf("%s: family %d: consumer groups of threads %d, %d", name, f.id, f.fs.consBy[i-1].thread, g.thread)
		}
		for _, e := range g.cons {
			if e.thread != g.thread {
				t.Errorf("%s: family %d: the consumers of thread %d hold %v", name, f.id, g.thread, e)
			}
		}
		check("consumer", &g.vc, g.cons)
		all = append(all, g.cons...)
	}
	if !sameEvents(all, f.cons) {
		t.Errorf("%s: family %d: the consumer groups hold %v, its consumers are %v", name, f.id, all, f.cons)
	}
	for i, e := range f.cons {
		if n++; int(f.fs.consTC.thread[i]) != e.thread {
			t.Errorf("%s: family %d: consumer %d (%v): consTC says thread %d", name, f.id, i, e, f.fs.consTC.thread[i])
		}
	}
	for i, g := range f.readGroups() {
		if i > 0 && f.fs.reads[i-1].thread >= g.thread {
			t.Errorf("%s: family %d: read groups of threads %d, %d", name, f.id, f.fs.reads[i-1].thread, g.thread)
		}
		var prods []*event
		for _, c := range g.copies {
			if c.thread != g.thread || c.fam != f {
				t.Errorf("%s: family %d: the group of thread %d holds %d (thread %d, family %d)", name, f.id, g.thread, c.id, c.thread, c.fam.id)
			}
			prods = append(prods, c.prod)
		}
		check("read copy", &g.vc, prods)
	}
	return n
}

// sameEvents reports whether a and b hold the same events (as multisets).
func sameEvents(a, b []*event) bool {
	if len(a) != len(b) {
		return false
	}
	ids := func(es []*event) []int {
		var out []int
		for _, e := range es {
			out = append(out, e.id)
		}
		slices.Sort(out)
		return out
	}
	return slices.Equal(ids(a), ids(b))
}

// plainPos is cond.pos from the producer's clock.
func plainPos(c *cond) int32 {
	if c.prod == nil || c.prod.thread != c.thread || c.startedBy >= 0 {
		return 0
	}
	return c.prod.clock(c.thread)
}

// The position a condition keeps from its making is the one its
// producer's clock gives, for every condition of the unfoldings (those of
// started threads included, whose thread is learnt after).
func TestPosKept(t *testing.T) {
	n, nonzero := 0, 0
	for name, p := range writeSearchProgs(t) {
		for _, ctx := range []bool{false, true} {
			u := &Unfold{Contextual: ctx}
			exploreSome(t, p, u, testsOf(name))
			for _, e := range u.net.events {
				for _, c := range append([]*cond{e.tpre, e.tpost, e.vpost, e.child, e.ctx}, e.vpre...) {
					if c == nil {
						continue
					}
					n++
					if c.pos() != 0 {
						nonzero++
					}
					if got, want := c.pos(), plainPos(c); got != want {
						t.Fatalf("%s ctx=%v: condition %d (kind %d, thread %d, of %v): pos %d, its producer's clock %d", name, ctx, c.id, c.kind, c.thread, c.prod, got, want)
					}
				}
			}
		}
	}
	if nonzero == 0 || nonzero == n {
		t.Errorf("degenerate: %d of %d positions not 0", nonzero, n)
	}
	t.Logf("%d positions checked, %d not 0", n, nonzero)
}

// extendWrite's scan of a family's read copies (excludedGroupCopy, which
// leaves out the tests its group's clock column and thread decide)
// answers as excludedCopy on every copy it tests, on the first tests of
// the write-heavy suite-B cases, both unfoldings.
func TestGroupCopyAgrees(t *testing.T) {
	for name, tests := range map[string]int64{"updater1": 400, "updater2": 300, "writes(4)": 300, "fib2": 300, "szymanski1": 300} {
		p := suiteProgram(t, name, false)
		n, ex, bad := 0, 0, 0
		checkGroupCopy = func(want, got bool) {
			n++
			if want {
				ex++
			}
			if want != got && bad < 5 {
				bad++
				t.Errorf("%s: excludedCopy %v, excludedGroupCopy %v", name, want, got)
			}
		}
		u := &Unfold{Exhaustive: true}
		b := testBudget
		b.MaxExecutions = tests
		_, err := u.Explore(explore.NewExplorer(p, b))
		checkGroupCopy = nil
		if _, ok := err.(*explore.BudgetError); err != nil && !ok {
			t.Fatal(err)
		}
		if n == 0 {
			t.Errorf("%s: no copy tested", name)
		}
		t.Logf("%s: %d tests, %d copies tested, %d excluded", name, u.Stats.Tests, n, ex)
	}
}

// coWrite (pairwise joins of the producers' pasts and consumerAt, no
// union) answers as co on every write preset, partial or whole, that
// extendWrite's search and offer check, on the first tests of the
// write-heavy suite-B cases and of examples/poolcounter (whose spin loop
// made co's unions quadratic).
func TestCoWriteAgrees(t *testing.T) {
	progs := map[string]*explore.Program{}
	for _, name := range []string{"updater1", "updater2", "writes(4)", "fib2", "szymanski1", "locking(5)"} {
		if _, _, err := benchmarks.DefaultCase(name); err == nil {
			progs[name] = suiteProgram(t, name, false)
		}
	}
	if _, err := exec.LookPath("javac"); err == nil {
		progs["poolcounter"] = poolcounter(t)
	}
	for name, p := range progs {
		n, yes, bad := 0, 0, 0
		checkCoWrite = func(got, want bool) {
			n++
			if want {
				yes++
			}
			if got != want && bad < 5 {
				bad++
				t.Errorf("%s: coWrite %v, co %v", name, got, want)
			}
		}
		u := &Unfold{Exhaustive: true}
		b := testBudget
		b.MaxExecutions = 100
		if name == "poolcounter" {
			b.MaxExecutions = 30
		}
		_, err := u.Explore(explore.NewExplorer(p, b))
		checkCoWrite = nil
		if _, ok := err.(*explore.BudgetError); err != nil && !ok {
			t.Fatal(err)
		}
		if n == 0 || yes == 0 || yes == n {
			t.Errorf("%s: %d write presets checked, %d co: want both answers", name, n, yes)
		}
		t.Logf("%s: %d tests, %d write presets checked, %d co", name, u.Stats.Tests, n, yes)
	}
}

// liveFams reads a family's consumers' families and locks from the
// group's columns (consGroup.post, held): the family each write produced
// and sharesLock's answer on every consumer it reads past the clock test,
// in the first tests of the suite-B cases with the most families, both
// unfoldings.
func TestFamColsAgree(t *testing.T) {
	n, bad := 0, 0
	defer func() { checkFamCols = nil }()
	for name, tests := range map[string]int64{"updater1": 400, "updater2": 300, "writes(4)": 300, "fib2": 300, "locking(5)": 100} {
		p := suiteProgram(t, name, false)
		for _, ctx := range []bool{false, true} {
			checkFamCols = func(post, held bool) {
				n++
				if !post || !held {
					if bad < 5 {
						bad++
						t.Errorf("%s ctx=%v: family column right %v, lock test right %v", name, ctx, post, held)
					}
				}
			}
			u := &Unfold{Contextual: ctx, Exhaustive: true}
			b := testBudget
			b.MaxExecutions = tests
			_, err := u.Explore(explore.NewExplorer(p, b))
			if _, ok := err.(*explore.BudgetError); err != nil && !ok {
				t.Fatal(err)
			}
		}
	}
	if n == 0 {
		t.Error("no consumer read")
	}
	t.Logf("%d consumers read", n)
}
