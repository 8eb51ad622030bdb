package unfold

import (
	"fmt"
	"strings"
	"testing"

	"weft/dse"
	"weft/explore"
	"weft/vm"
)

// testLog explores p with s and returns every test run: its inputs, its
// decisions and its events.
func testLog(t *testing.T, p *explore.Program, s explore.Strategy) string {
	t.Helper()
	x := explore.NewExplorer(p, testBudget)
	var b strings.Builder
	x.OnExecution = func(e *explore.Execution) {
		fmt.Fprintf(&b, "test inputs %v decisions %v\n", e.Inputs, e.Decisions)
		for _, ev := range e.Events {
			fmt.Fprintf(&b, "  t%d %v %v %s[%d] %d %d\n", ev.Thread, ev.Kind, ev.Obj, ev.Field, ev.Index, ev.Value, ev.Branch)
		}
	}
	if _, err := s.Explore(x); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// usedSolver is a Solver that has solved other path constraints over the
// same inputs first.
func usedSolver() *dse.Solver {
	s := dse.New()
	a, b, c := vm.Var("main.1#0", 'I'), vm.Var("main.2#0", 'I'), vm.Var("main.3#0", 'I')
	for k := int32(1); k <= 30; k++ {
		s.Solve([]*vm.Expr{vm.Bin(vm.OpLt, vm.Bin(vm.OpMul, a, vm.Const32(k)), vm.Bin(vm.OpXor, b, c))})
		s.Solve([]*vm.Expr{vm.Bin(vm.OpLe, vm.Bin(vm.OpAdd, c, vm.Const32(k)), vm.Const32(k)), vm.Bin(vm.OpGt, b, vm.Bin(vm.OpSub, a, vm.Const32(k)))})
	}
	return s
}

// Identical explorations give identical tests (inputs, schedules, events),
// whatever the solver solved before, with or without its cache: synthetic2 used to give 1467-1470
// tests from run to run because Z3's models depended on the history of
// the one context the solver kept (dse.TestSolveDeterministic).
func TestDeterministicTests(t *testing.T) {
	p := compile(t, "SymDet")
	p.InputMethods = []string{"SymDet.input"}
	for _, name := range []string{"unfold", "unfold-ctx", "dpor-dse"} {
		var logs []string
		// A fresh Solver, one that solved other constraints first, and
		// one without the cache of answers.
		solvers := []func() DSE{
			func() DSE { return dse.New() },
			func() DSE { return usedSolver() },
			func() DSE { s := dse.New(); s.NoCache = true; return s },
		}
		for _, solver := range solvers {
			var s explore.Strategy
			switch name {
			case "dpor-dse":
				s = &DPORDSE{Exhaustive: true, DSE: solver()}
			default:
				s = &Unfold{Contextual: name == "unfold-ctx", Exhaustive: true, DSE: solver()}
			}
			logs = append(logs, testLog(t, p, s))
		}
		for i := 1; i < len(logs); i++ {
			if logs[0] != logs[i] {
				t.Errorf("%s: the tests of exploration %d differ from the first's:\n%s", name, i+1, firstDiff(logs[0], logs[i]))
			}
		}
		t.Logf("%s: %d tests", name, strings.Count(logs[0], "test inputs"))
	}
}

func firstDiff(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(la) && i < len(lb); i++ {
		if la[i] != lb[i] {
			return fmt.Sprintf("line %d:\n  %s\n  %s", i+1, la[i], lb[i])
		}
	}
	return fmt.Sprintf("%d lines against %d", len(la), len(lb))
}

// givingUp is a solver that gives up on every path constraint, as Z3 does
// at its time limit.
type givingUp struct{ n int }

func (g *givingUp) Solve([]*vm.Expr) (map[string]int64, bool) { g.n++; return nil, false }
func (g *givingUp) GaveUp() int                               { return g.n }

// The path constraints a solver gave up on reach the counters (and their
// one-line rendering), so that a user learns the search may be incomplete.
func TestGaveUpCounted(t *testing.T) {
	p := compile(t, "SymDet")
	p.InputMethods = []string{"SymDet.input"}
	for _, name := range []string{"unfold", "dpor-dse"} {
		g := &givingUp{}
		var s explore.Strategy = &Unfold{Exhaustive: true, DSE: g}
		if name == "dpor-dse" {
			s = &DPORDSE{Exhaustive: true, DSE: g}
		}
		x := explore.NewExplorer(p, testBudget)
		if _, err := s.Explore(x); err != nil {
			t.Fatal(err)
		}
		if g.n == 0 || x.Counters.GaveUp != int64(g.n) {
			t.Errorf("%s: solver gave up %d times, counters say %d", name, g.n, x.Counters.GaveUp)
		}
		if line := x.Counters.String(); !strings.Contains(line, fmt.Sprintf("gave up on %d path constraints", g.n)) {
			t.Errorf("%s: counters line %q does not say so", name, line)
		}
	}
}
