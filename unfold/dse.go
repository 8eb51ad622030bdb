package unfold

import (
	"fmt"
	"strings"
	"time"

	"weft/dse"
	"weft/vm"
)

// Dynamic symbolic execution (seeds/002 §3.3, seeds/000 §3.3 and §3.5).
//
// The VM reports a branch whose condition depends on a symbolic input as a
// vm.KBranch event with the constraint of each outcome (Alts) and the one
// taken. The unfolding models it as an event of kind opBranch whose preset
// is the thread condition alone (000 §3.3); its label is the branch's site
// and outcome, and it stores that outcome's constraint. The other outcomes
// are possible extensions of the same thread condition (000 §4.4 case 1;
// extend offers every outcome, their constraints kept on the condition).
//
// A target's path constraint is the conjunction of the constraints of the
// branch events in its causal past (pathConstraint over its schedule).
// Explore solves it, runs the schedule with the model as the run's inputs
// (explore.Explorer.Inputs), and drops the target if it is unsatisfiable:
// sound, since any run reaching the target fires a superset of those events
// (000 l.2865–2899). Solutions are cached by the set of branch events.
// Inputs are named per thread and call (vm.Input), so their order across
// threads does not matter (000 l.3219–3233).
type DSE interface {
	// Solve returns input values satisfying every constraint, or ok false
	// if their conjunction is unsatisfiable.
	Solve(constraints []*vm.Expr) (inputs map[string]int64, ok bool)
}

// solve asks solver for inputs satisfying cs; unknown reports that it gave
// up on them (Z3's unknown, e.g. at its time limit) rather than found them
// unsatisfiable. A dse.Solver tells (SolveUnknown, also for answers from
// its cache); another solver that counts what it gave up on (GaveUp) is
// taken to have given up when its count grows.
func solve(solver DSE, cs []*vm.Expr) (in map[string]int64, ok, unknown bool) {
	if s, is := solver.(interface {
		SolveUnknown([]*vm.Expr) (map[string]int64, bool, bool)
	}); is {
		return s.SolveUnknown(cs)
	}
	g := gaveUp(solver)
	in, ok = solver.Solve(cs)
	return in, ok, !ok && gaveUp(solver) > g
}

// gaveUp is how many path constraints solver gave up on, if it counts them
// (dse.Solver does).
func gaveUp(solver DSE) int64 {
	if g, ok := solver.(interface{ GaveUp() int }); ok {
		return int64(g.GaveUp())
	}
	return 0
}

// solverFor is the solver of an exploration whose path constraints may
// take Z3 at most timeout each: nil (the strategy's default, a dse.Solver
// with its 10 s) for 0, else a dse.Solver with that limit, made lazily
// (lazySolver) so that an exploration that needs no Z3 makes no context.
func solverFor(timeout time.Duration) DSE {
	if timeout <= 0 {
		return nil
	}
	return &lazySolver{timeout: timeout}
}

// lazySolver is a dse.Solver with a time limit, made at the first solve
// and freed by Close.
type lazySolver struct {
	timeout time.Duration
	s       *dse.Solver
}

func (l *lazySolver) solver() *dse.Solver {
	if l.s == nil {
		l.s = dse.New()
		l.s.Timeout = l.timeout
	}
	return l.s
}

func (l *lazySolver) Solve(cs []*vm.Expr) (map[string]int64, bool) { return l.solver().Solve(cs) }

func (l *lazySolver) SolveUnknown(cs []*vm.Expr) (map[string]int64, bool, bool) {
	return l.solver().SolveUnknown(cs)
}

func (l *lazySolver) GaveUp() int {
	if l.s == nil {
		return 0
	}
	return l.s.GaveUp()
}

func (l *lazySolver) Close() {
	if l.s != nil {
		l.s.Close()
	}
}

// closeSolver frees what a solver the strategy made for one exploration
// holds (a dse.Solver's Z3 context), if it has a Close.
func closeSolver(solver DSE) {
	if c, ok := solver.(interface{ Close() }); ok {
		c.Close()
	}
}

// pathConstraint collects the constraints of the branch events in the
// schedule (the target's causal past), in order, and a key naming that set
// of branch events (for the solution cache).
func pathConstraint(sched []*event) ([]*vm.Expr, string) {
	var cs []*vm.Expr
	var key strings.Builder
	for _, e := range sched {
		if e.op.kind == opBranch && e.constraint != nil {
			cs = append(cs, e.constraint)
			fmt.Fprintf(&key, "%p,", e)
		}
	}
	return cs, key.String()
}

// branchOp is the unfolding operation of a KBranch event: the branch's
// site and the outcome taken (index), with the number of outcomes.
//
// A branch with one outcome is the VM pinning a symbolic value that reached
// library code to its concrete value (vm.Config.SymbolicJDK off): its label
// also holds that constraint, so runs that pinned other values at the same
// site (e.g. an input printed after taking either side of a branch) are
// other events, each with its own equality in the path constraints of the
// targets after it.
func branchOp(n *net, ev *vm.Event) op {
	s := ev.Site
	f := fmt.Sprintf("%s.%s@%d", s.Class, s.Method, s.PC)
	if len(ev.Alts) == 1 {
		f += ":" + ev.Cond.String()
	}
	return op{kind: opBranch, k: n.keyOf(vkey{field: f, index: ev.Branch}), alts: int32(len(ev.Alts))}
}
