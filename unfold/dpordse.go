package unfold

import (
	"weft/dse"
	"weft/explore"
)

func init() {
	explore.Register("dpor-dse", func(o explore.Options) explore.Strategy {
		return &DPORDSE{Exhaustive: o.Exhaustive, DSE: solverFor(o.SolverTimeout)}
	})
}

// DPORDSE is DPOR with sleep sets plus the same dynamic symbolic execution
// as unfold (issue item 4, the baseline of seeds/000 Table 8.1 and
// seeds/002 Table 1 on programs with inputs), in one execution tree as the
// papers' baseline has it (000 §2.3, Fig. 2.4: symbolic branches and
// scheduling decisions are both nodes of the tree): explore.DPOR with its
// Solve set. A branch outcome not taken becomes a backtrack choice whose
// inputs solve the path constraint up to it (the constraints of the
// branches before it on the path, and its own); the backtracks to other
// threads above it re-use the inputs of the run they come from. Each run
// is one test, as in the papers' counts. The first run uses the program's
// inputs (each input its default unless --input names it).
//
// It used to be an outer loop over input vectors around a full DPOR
// search: every new input vector re-explored every schedule class from the
// root, also the schedules before the flipped branch and those on which
// the new inputs take the same branches, so its counts were no baseline
// for the papers'. Explored exhaustively, the outer loop ran 502 tests on
// suite B's inputrace and 12464 on synthetic2, the one tree 92 and 2657,
// covering the same symbolic paths (11 combinations of the threads' branch
// outcomes on each).
type DPORDSE struct {
	// DSE solves path constraints (nil: a dse.Solver).
	DSE DSE
	// Exhaustive explores on past bugs (Explore returns the first at the
	// end).
	Exhaustive bool

	Stats explore.DSEStats
}

// Name implements explore.Strategy.
func (*DPORDSE) Name() string { return "dpor-dse" }

// CoversInitOrder implements explore.InitOrderCoverer: as explore.DPOR.
func (*DPORDSE) CoversInitOrder() bool { return true }

// CoversEnd implements explore.EndCoverer: it runs explore.DPOR's search, which does.
func (*DPORDSE) CoversEnd() bool { return true }

// Explore implements explore.Strategy.
func (d *DPORDSE) Explore(x *explore.Explorer) (*explore.Execution, error) {
	solver := d.DSE
	if solver == nil {
		s := dse.New()
		defer s.Close()
		solver = s
	} else if l, ok := solver.(*lazySolver); ok {
		defer l.Close() // solverFor's: this strategy's alone
	}
	p := &explore.DPOR{Solve: solver.Solve, Exhaustive: d.Exhaustive}
	exec, err := p.Explore(x)
	x.Counters.GaveUp += gaveUp(solver)
	d.Stats = p.Stats
	return exec, err
}
