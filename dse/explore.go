package dse

import (
	"weft/vm"
)

// Branch is one symbolic branch of a run: the constraint of each outcome
// and the one taken (vm.Event's Alts and Branch).
type Branch struct {
	Alts  []*vm.Expr
	Taken int
}

// Recorder is a vm.Listener that keeps a run's symbolic branches and
// inputs.
type Recorder struct {
	Branches []Branch
	Inputs   []vm.Input
}

// OnEvent implements vm.Listener.
func (r *Recorder) OnEvent(e *vm.Event) {
	switch e.Kind {
	case vm.KBranch:
		r.Branches = append(r.Branches, Branch{Alts: e.Alts, Taken: e.Branch})
	case vm.KInput:
		r.Inputs = append(r.Inputs, e.Input)
	}
}

// Reset forgets the recorded run.
func (r *Recorder) Reset() { r.Branches, r.Inputs = nil, nil }

// A Run executes the program once with the given input values and returns
// its symbolic branches, and stop true to end the search (a bug found).
type Run func(inputs map[string]int64) (branches []Branch, stop bool, err error)

// Result is what Explore did.
type Result struct {
	Runs    int              // executions
	Stopped bool             // a run asked to stop
	Inputs  map[string]int64 // the inputs of the last run
	Paths   int              // distinct paths executed
	Unsat   int              // alternatives found infeasible
}

// Explore is a negate-and-solve loop in generational order (SAGE): the
// first run uses no input values (every input its default); each run's
// path p_0 … p_n-1 yields, for each branch i at or beyond the depth its
// own inputs were solved for and each outcome a of it not taken, the
// constraint p_0 ∧ … ∧ p_i-1 ∧ a, whose solutions are queued as later
// runs. It stops when a run says so, after maxRuns runs (0: no bound), or
// when no alternative is left.
func Explore(s *Solver, run Run, maxRuns int) (Result, error) {
	type job struct {
		in    map[string]int64
		bound int
	}
	queue := []job{{in: map[string]int64{}}}
	var res Result
	seen := map[string]bool{}
	for len(queue) > 0 && (maxRuns <= 0 || res.Runs < maxRuns) {
		j := queue[0]
		queue = queue[1:]
		res.Runs++
		res.Inputs = j.in
		bs, stop, err := run(j.in)
		if err != nil {
			return res, err
		}
		key := pathKey(bs)
		if !seen[key] {
			seen[key] = true
			res.Paths++
		}
		if stop {
			res.Stopped = true
			return res, nil
		}
		var prefix []*vm.Expr
		for i, b := range bs {
			if i >= j.bound {
				for k, a := range b.Alts {
					if k == b.Taken {
						continue
					}
					in, ok := s.Solve(append(prefix[:i:i], a))
					if !ok {
						res.Unsat++
						continue
					}
					queue = append(queue, job{in: in, bound: i + 1})
				}
			}
			prefix = append(prefix, b.Alts[b.Taken])
		}
	}
	return res, nil
}

func pathKey(bs []Branch) string {
	var b []byte
	for _, x := range bs {
		b = append(b, x.Alts[x.Taken].String()...)
		b = append(b, ';')
	}
	return string(b)
}
