package unfold

// Dynamic symbolic execution hook (seeds/002 §3.3, seeds/000 §3.5).
//
// The VM has no symbolic values yet, so every run is concrete and no
// symbolic branch events occur: the unfolding is built over concrete
// executions (enough for the suite-B programs without inputs). What the
// unfolding needs from a VM with symbolic inputs, and how it uses it:
//
//   - A branch event: at a conditional branch whose condition depends on a
//     symbolic input, the VM emits an event of a new kind (say vm.KBranch)
//     with the branch's constraint as taken (an smt term over the inputs,
//     inputs named per thread so that their order across threads does not
//     matter, 000 l.3219–3233) and its negation. No scheduling point is
//     needed: a branch is local.
//   - Inputs per run: vm.Config (or explore.Explorer.Execute) takes the
//     input values to use, by input name; inputs without a value get a
//     default (0).
//
// The unfolding then models a branch as an event of kind opBranch with the
// thread condition as its only preset (000 §3.3): its label records which
// way it went, and the other way is a possible extension of the same thread
// condition (000 §4.4 case 1; extend offers both). A target's path
// constraint is the conjunction of the constraints of the branch events in
// its causal past; Explore asks the DSE to solve it, runs the program with
// the model as inputs, and drops the target if it is unsatisfiable (sound:
// any run reaching the target fires a superset of those events, 000
// l.2865–2899). Solutions are cached by the set of branch events.
type DSE interface {
	// Solve returns input values satisfying every constraint, or ok false
	// if their conjunction is unsatisfiable.
	Solve(constraints []Constraint) (inputs map[string]int64, ok bool)
}

// Constraint is a branch constraint as the VM reports it (an smt term).
type Constraint interface{}

// pathConstraint collects the constraints of the branch events in the
// schedule (the target's causal past), in order.
func pathConstraint(sched []*event) []Constraint {
	var cs []Constraint
	for _, e := range sched {
		if e.op.kind == opBranch && e.constraint != nil {
			cs = append(cs, e.constraint)
		}
	}
	return cs
}
