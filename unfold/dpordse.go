package unfold

import (
	"fmt"
	"sort"
	"strings"

	"weft/dse"
	"weft/explore"
	"weft/vm"
)

func init() {
	explore.Register("dpor-dse", func(explore.Options) explore.Strategy { return &DPORDSE{} })
}

// DPORDSE is DPOR with sleep sets plus the same dynamic symbolic execution
// as unfold (issue item 4, the baseline of seeds/000 Table 8.1 and
// seeds/002 Table 1 on programs with inputs): for each input vector it
// explores every schedule class with explore.DPOR, and every run's path
// constraint (its KBranch events in execution order) yields, for each
// branch and each outcome not taken, the prefix of the path with that
// outcome instead, solved for a new input vector (generational search, as
// dse.Explore). A negated prefix is solved once (keyed by the threads'
// branch outcomes and the flipped outcome) and an input vector is run
// once. The first run uses no input values (each input its default).
type DPORDSE struct {
	// DSE solves path constraints (nil: a dse.Solver).
	DSE DSE

	Stats struct {
		Inputs int // input vectors explored
		Solves int // path constraints solved
		Unsat  int // negated prefixes found infeasible
	}
}

// Name implements explore.Strategy.
func (*DPORDSE) Name() string { return "dpor-dse" }

// Explore implements explore.Strategy: it stops at the first bug.
func (d *DPORDSE) Explore(x *explore.Explorer) (*explore.Execution, error) {
	solver := d.DSE
	if solver == nil {
		solver = dse.New()
	}
	onExec := x.OnExecution
	defer func() { x.Inputs, x.OnExecution = nil, onExec }()
	queue := []map[string]int64{nil}
	ranInputs := map[string]bool{inputsKey(nil): true}
	solvedPrefix := map[string]bool{}
	var pending [][]vm.Event // branch events of the runs of one DPOR pass
	x.OnExecution = func(e *explore.Execution) {
		if onExec != nil {
			onExec(e)
		}
		var bs []vm.Event
		for i := range e.Events {
			if e.Events[i].Kind == vm.KBranch {
				bs = append(bs, e.Events[i])
			}
		}
		if len(bs) > 0 {
			pending = append(pending, bs)
		}
	}
	for len(queue) > 0 {
		in := queue[0]
		queue = queue[1:]
		x.Inputs = in
		d.Stats.Inputs++
		pending = nil
		exec, err := (&explore.DPOR{}).Explore(x)
		if err != nil || exec != nil {
			return exec, err
		}
		for _, bs := range pending {
			for i := range bs {
				for a := range bs[i].Alts {
					if a == bs[i].Branch {
						continue
					}
					key := prefixKey(bs[:i], &bs[i], a)
					if solvedPrefix[key] {
						continue
					}
					solvedPrefix[key] = true
					cs := make([]*vm.Expr, 0, i+1)
					for j := range bs[:i] {
						cs = append(cs, bs[j].Cond)
					}
					cs = append(cs, bs[i].Alts[a])
					d.Stats.Solves++
					model, ok := solver.Solve(cs)
					if !ok {
						d.Stats.Unsat++
						continue
					}
					if k := inputsKey(model); !ranInputs[k] {
						ranInputs[k] = true
						queue = append(queue, model)
					}
				}
			}
		}
	}
	return nil, nil
}

// prefixKey names a negated path prefix by each thread's branch outcomes
// (their order across threads does not change the constraint) and the
// flipped branch.
func prefixKey(prefix []vm.Event, flip *vm.Event, alt int) string {
	per := map[int][]string{}
	for i := range prefix {
		b := &prefix[i]
		per[b.Thread] = append(per[b.Thread], fmt.Sprintf("%v:%d", b.Site, b.Branch))
	}
	per[flip.Thread] = append(per[flip.Thread], fmt.Sprintf("%v:%d", flip.Site, alt))
	var ts []int
	for t := range per {
		ts = append(ts, t)
	}
	sort.Ints(ts)
	var s strings.Builder
	for _, t := range ts {
		fmt.Fprintf(&s, "T%d[%s]", t, strings.Join(per[t], ","))
	}
	return s.String()
}

func inputsKey(in map[string]int64) string {
	var s strings.Builder
	for _, n := range vm.SortedNames(in) {
		fmt.Fprintf(&s, "%s=%d;", n, in[n])
	}
	return s.String()
}
