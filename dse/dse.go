// Package dse is weft's dynamic symbolic execution back end (seed 000
// §2.2 and §3.5, seed 002 §3.3): it turns the VM's symbolic expressions
// (vm.Expr: the constraints of KBranch events) into Z3 terms through the
// smt binding and solves path constraints for input values, with Java's
// semantics (32- and 64-bit two's-complement bit-vectors, division and
// remainder truncating toward zero, shift counts masked).
//
// A Solver answers Solve(constraints) with input values by name (the names
// of vm.Input); Explore is a small single-threaded negate-and-solve loop
// (generational search) over runs of a program.
package dse

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"weft/smt"
	"weft/vm"
)

// Solver solves conjunctions of vm constraints. It keeps one Z3 context
// and one incremental Z3 solver from its first solve that needs Z3 to
// Close. Each distinct constraint (by its text) has a literal, a fresh
// Boolean constant a; each constraint c of a list is asserted as a → c in
// a scope of its own, the next list pops the scopes past the prefix it
// shares with this one and asserts the rest, and the list is checked with
// its literals as assumptions (smt.Solver.CheckAssumptions). A list is a
// set: the cache goes by the set of its constraints, and repetitions are
// asserted once.
//
// After an unsatisfiable check the Solver keeps Z3's unsatisfiable core
// (smt.Solver.UnsatCore: a subset of the list's literals), and a later
// list that holds a kept core is unsatisfiable without a check; the first
// maxFound cores are kept. unfold's lists on updater1 are 60 distinct
// constraints over 4 inputs: over its first 70000 tests, 66283 solves of
// 16284 distinct lists in 7173 distinct sets, 4171 of them decided by 44
// cores, 2794 Z3 checks instead of 15883.
//
// Not kept: asserting each constraint once for good (no scopes), which
// saved the pushes and pops, but then every constraint solved before
// stays in the solver, and on random 64-bit products and quotients
// (TestSolveMatchesEval) the checks slowed down until 45 of 100 ran out
// of their second (9 before); and answering a list with an earlier
// check's model that satisfies it (evaluated in Go), 371 checks instead
// of 2794 on updater1, but its inputs are not the ones Z3 gives the list:
// unfold's tests on synthetic2 went from 1470 to 1403 (the same 8622
// events).
//
// A model Z3 finds depends on the constraints and on the context's and
// solver's state, so the Solver keeps that state a function of the
// sequence of solves asked of it: its terms live until Close
// (smt.Context.KeepTerms), each model is closed before the solve returns,
// and the model's inputs are read in name order. Identical explorations,
// which ask the same sequence, get the same models; a Solver that solved
// something else before may answer a list with another model, so
// strategies make one Solver per exploration.
//
// (A fresh context per solve made the model a function of the constraints
// alone, but making and freeing it cost about 3 ms, several times the
// check; a fresh solver per solve cost 1.2-1.5 ms per check on updater1,
// one scope per constraint, popped to the prefix the next list shares,
// about half of that. synthetic2's tests varied from run to run with the
// first shared context because its models were read in Go's map order:
// with the models read in name order they repeat, also with GOGC=off, and
// in map order they vary with GOGC=off too. Reading an input the model
// lacks adds it to the model, and what the model held was freed with it
// in that order; presumably Z3's reuse of freed ids then gave the next
// query's terms other ids. TestSolveDeterministic fails with the map
// order.)
//
// A Solver is not safe for concurrent use.
type Solver struct {
	// Timeout bounds one Solve (0: none); a check that times out counts
	// as unsatisfiable (and in Unknowns). RLimit, if not 0, bounds it
	// by Z3's resource count instead of time (smt.Solver.SetRLimit): the
	// same answers on any machine.
	Timeout time.Duration
	RLimit  uint32
	// Checks counts the solver calls made, Unknowns those Z3 gave up on
	// (timeout), Cached the Solves answered from the cache.
	Checks, Unknowns, Cached int
	// Quick counts the lists decided by bounds alone, without Z3 (quick).
	Quick int
	// Cored counts the lists found unsatisfiable by an earlier check's
	// unsatisfiable core.
	Cored int
	// NoCache solves every constraint list with a Z3 check, also one
	// solved before or holding an earlier check's core.
	NoCache bool

	// cache: the answers by the constraints' set. Explorations ask for
	// the same constraints many times (the same branch outcomes through
	// other interleavings: unfold on synthetic2 764 times for 66 lists,
	// dpor-dse on synthetic3 2161 times for 42); the cache answers them
	// without a check, with the model of the first ask.
	cache map[string]answer

	// b: the Z3 context and its terms (nil before the first Z3 solve and
	// after Close).
	b *builder
	// sol: one incremental solver, holding a → c for each constraint of
	// the last list checked, each in a scope of its own (stack: their
	// literals); a list pops to the prefix it shares with the last one
	// and asserts the rest.
	sol    *smt.Solver
	limit  time.Duration // the timeout sol has
	rlimit uint32        // the resource limit sol has
	// lits: a literal for each constraint seen, in the order seen, and
	// their indices by the constraints' text (ids); cores: the
	// unsatisfiable cores sol's checks found.
	ids   map[string]int
	lits  []smt.Bool
	stack []int
	cores []bits
}

// bits is a set of literals.
type bits []uint64

func (b *bits) add(i int) {
	for len(*b) <= i/64 {
		*b = append(*b, 0)
	}
	(*b)[i/64] |= 1 << (i % 64)
}

// has reports whether literal i is in b.
func (b bits) has(i int) bool { return i/64 < len(b) && b[i/64]&(1<<(i%64)) != 0 }

// within reports whether every literal of b is in c.
func (b bits) within(c bits) bool {
	for i, w := range b {
		if w != 0 && (i >= len(c) || w&^c[i] != 0) {
			return false
		}
	}
	return true
}

type answer struct {
	in      map[string]int64
	ok      bool
	unknown bool // Z3 gave up (ok is false)
}

// builder turns vm expressions into the terms of one Z3 context: each
// vm.Expr node once per solve (Exprs are immutable and shared), each
// input's variable once.
type builder struct {
	ctx   *smt.Context
	terms map[*vm.Expr]term
	vars  map[varKey]variable
}

type varKey struct {
	name string
	typ  byte
}

type term struct {
	bv   smt.BV
	cond smt.Bool
	isBV bool
}

// variable is a symbolic input: its Z3 variable (narrow types have narrow
// variables, widened as the JVM widens them) and the value term.
type variable struct {
	typ  byte
	raw  smt.BV   // the narrow variable (not for booleans)
	flag smt.Bool // booleans
	val  smt.BV   // the int or long the VM sees
}

// New returns a Solver. Close frees its Z3 context.
func New() *Solver { return &Solver{Timeout: 10 * time.Second} }

// Close frees the Solver's Z3 context and its terms. The Solver stays
// usable: a later solve that needs Z3 starts a new context (with a new
// history). Its cache of answers is kept.
func (s *Solver) Close() {
	if s.b != nil {
		s.b.ctx.Close()
		s.b, s.sol = nil, nil
		s.ids, s.lits, s.stack, s.cores = nil, nil, nil, nil
	}
}

// GaveUp is how many checks Z3 gave up on (Unknowns); strategies report
// it in explore.Counters.GaveUp.
func (s *Solver) GaveUp() int { return s.Unknowns }

func (s *builder) variable(name string, typ byte) (variable, error) {
	if x, ok := s.vars[varKey{name, typ}]; ok {
		return x, nil
	}
	x := variable{typ: typ}
	c := s.ctx
	switch typ {
	case 'I':
		x.raw = c.Int32Var(name)
		x.val = x.raw
	case 'J':
		x.raw = c.Int64Var(name)
		x.val = x.raw
	case 'B':
		x.raw = c.BVVar(name, 8)
		x.val = x.raw.SignExtend(32)
	case 'S':
		x.raw = c.BVVar(name, 16)
		x.val = x.raw.SignExtend(32)
	case 'C':
		x.raw = c.BVVar(name, 16)
		x.val = x.raw.ZeroExtend(32)
	case 'Z':
		x.flag = c.BoolVar(name)
		x.val = x.flag.Ite(c.Int32(1), c.Int32(0))
	default:
		return variable{}, fmt.Errorf("dse: input %s has unknown type %q", name, typ)
	}
	s.vars[varKey{name, typ}] = x
	return x, nil
}

// cond returns the Z3 condition of a vm condition (Width 1).
func (s *builder) cond(e *vm.Expr) (smt.Bool, error) {
	t, err := s.term(e)
	if err != nil {
		return smt.Bool{}, err
	}
	if t.isBV {
		return smt.Bool{}, fmt.Errorf("dse: %s is a value, not a condition", e)
	}
	return t.cond, nil
}

func (s *builder) term(e *vm.Expr) (term, error) {
	if t, ok := s.terms[e]; ok {
		return t, nil
	}
	t, err := s.build(e)
	if err != nil {
		return term{}, err
	}
	s.terms[e] = t
	return t, nil
}

func (s *builder) build(e *vm.Expr) (term, error) {
	c := s.ctx
	bv := func(b smt.BV) (term, error) { return term{bv: b, isBV: true}, nil }
	cond := func(b smt.Bool) (term, error) { return term{cond: b}, nil }
	switch e.Op {
	case vm.OpConst:
		if e.Width != 32 && e.Width != 64 {
			return term{}, fmt.Errorf("dse: constant of width %d", e.Width)
		}
		return bv(c.BVVal(e.Val, uint(e.Width)))
	case vm.OpVar:
		x, err := s.variable(e.Name, e.Type)
		if err != nil {
			return term{}, err
		}
		return bv(x.val)
	}
	if e.X == nil {
		return term{}, fmt.Errorf("dse: %s without operand", e.Op)
	}
	x, err := s.term(e.X)
	if err != nil {
		return term{}, err
	}
	var y term
	switch e.Op {
	case vm.OpNeg, vm.OpNot, vm.OpI2L, vm.OpL2I, vm.OpI2B, vm.OpI2C, vm.OpI2S:
	default:
		if e.Y == nil {
			return term{}, fmt.Errorf("dse: %s without second operand", e.Op)
		}
		if y, err = s.term(e.Y); err != nil {
			return term{}, err
		}
	}
	switch e.Op {
	case vm.OpNot, vm.OpLAnd, vm.OpLOr:
		if x.isBV || (e.Op != vm.OpNot && y.isBV) {
			return term{}, fmt.Errorf("dse: %s of a value", e.Op)
		}
		switch e.Op {
		case vm.OpNot:
			return cond(x.cond.Not())
		case vm.OpLAnd:
			return cond(x.cond.And(y.cond))
		}
		return cond(x.cond.Or(y.cond))
	}
	if !x.isBV || (e.Y != nil && !y.isBV) {
		return term{}, fmt.Errorf("dse: %s of a condition", e.Op)
	}
	a, b := x.bv, y.bv
	same := func() error {
		if a.Width() != b.Width() {
			return fmt.Errorf("dse: %s of widths %d and %d", e.Op, a.Width(), b.Width())
		}
		return nil
	}
	switch e.Op {
	case vm.OpShl, vm.OpShr, vm.OpUShr:
		if b.Width() != 32 && b.Width() != a.Width() {
			return term{}, fmt.Errorf("dse: %s of a %d-bit value by a %d-bit count", e.Op, a.Width(), b.Width())
		}
		switch e.Op {
		case vm.OpShl:
			return bv(a.Shl(b))
		case vm.OpShr:
			return bv(a.Shr(b))
		}
		return bv(a.UShr(b))
	case vm.OpNeg:
		return bv(a.Neg())
	case vm.OpI2L, vm.OpL2I, vm.OpI2B, vm.OpI2C, vm.OpI2S:
		want := uint(32)
		if e.Op == vm.OpL2I {
			want = 64
		}
		if a.Width() != want {
			return term{}, fmt.Errorf("dse: %s of a %d-bit value", e.Op, a.Width())
		}
		switch e.Op {
		case vm.OpI2L:
			return bv(a.I2L())
		case vm.OpL2I:
			return bv(a.L2I())
		case vm.OpI2B:
			return bv(a.I2B())
		case vm.OpI2C:
			return bv(a.I2C())
		}
		return bv(a.I2S())
	}
	if err := same(); err != nil {
		return term{}, err
	}
	switch e.Op {
	case vm.OpAdd:
		return bv(a.Add(b))
	case vm.OpSub:
		return bv(a.Sub(b))
	case vm.OpMul:
		return bv(a.Mul(b))
	case vm.OpDiv:
		return bv(a.Div(b))
	case vm.OpRem:
		return bv(a.Rem(b))
	case vm.OpAnd:
		return bv(a.And(b))
	case vm.OpOr:
		return bv(a.Or(b))
	case vm.OpXor:
		return bv(a.Xor(b))
	case vm.OpCmp:
		return bv(a.Cmp(b))
	case vm.OpEq:
		return cond(a.Eq(b))
	case vm.OpNe:
		return cond(a.Ne(b))
	case vm.OpLt:
		return cond(a.Lt(b))
	case vm.OpLe:
		return cond(a.Le(b))
	case vm.OpGt:
		return cond(a.Gt(b))
	case vm.OpGe:
		return cond(a.Ge(b))
	}
	return term{}, fmt.Errorf("dse: unknown operator %s", e.Op)
}

// Solve returns input values satisfying every constraint (conditions over
// vm inputs), or ok false if their conjunction is unsatisfiable (or the
// solver gave up, or a constraint is malformed). The model names every
// variable of the constraints, with a value in its type's range.
func (s *Solver) Solve(constraints []*vm.Expr) (inputs map[string]int64, ok bool) {
	inputs, ok, _ = s.SolveUnknown(constraints)
	return inputs, ok
}

// SolveUnknown is Solve that also tells an answer Z3 gave up on (unknown:
// its time limit ran out) from an unsatisfiable one: ok is false for both,
// unknown true only for the first, also when the answer comes from the
// cache. A strategy drops the targets of both, but those of an unknown
// may be reachable, so it reports them (the search may be incomplete).
func (s *Solver) SolveUnknown(constraints []*vm.Expr) (inputs map[string]int64, ok, unknown bool) {
	a, err := s.answer(constraints)
	if err != nil {
		return nil, false, false
	}
	return a.in, a.ok, a.unknown
}

// SolveErr is Solve that reports malformed constraints.
func (s *Solver) SolveErr(constraints []*vm.Expr) (map[string]int64, bool, error) {
	a, err := s.answer(constraints)
	return a.in, a.ok, err
}

// answer is the answer to constraints, from the cache or solved (and
// then cached unless malformed); its inputs are the caller's.
func (s *Solver) answer(constraints []*vm.Expr) (answer, error) {
	texts := textsOf(constraints)
	// The key: the set of constraints (sorted, without repetitions).
	set := slices.Compact(slices.Sorted(slices.Values(texts)))
	key := strings.Join(set, ";")
	if a, ok := s.cache[key]; ok && !s.NoCache {
		s.Cached++
		a.in = maps.Clone(a.in)
		return a, nil
	}
	a, err := s.solve(constraints, texts)
	if err != nil {
		return answer{}, err
	}
	if s.cache == nil {
		s.cache = map[string]answer{}
	}
	c := a
	c.in = maps.Clone(a.in)
	s.cache[key] = c
	return a, nil
}

// textsOf is the constraints' texts.
func textsOf(constraints []*vm.Expr) []string {
	texts := make([]string, len(constraints))
	for i, c := range constraints {
		texts[i] = c.String()
	}
	return texts
}

func (s *Solver) solve(constraints []*vm.Expr, texts []string) (answer, error) {
	if in, ok, decided := quick(constraints); decided {
		s.Quick++
		return answer{in: in, ok: ok}, nil
	}
	return s.solveZ3(constraints, texts)
}

// solveZ3 decides constraints (texts: their texts) with Z3, in the
// Solver's context, or from an earlier check's model or core.
func (s *Solver) solveZ3(constraints []*vm.Expr, texts []string) (answer, error) {
	if s.b == nil {
		ctx := smt.NewContext()
		ctx.KeepTerms()
		s.b = &builder{ctx: ctx, terms: map[*vm.Expr]term{}, vars: map[varKey]variable{}}
		s.sol = ctx.NewSolver()
		s.limit, s.rlimit = 0, 0 // a new solver has none
		s.ids = map[string]int{}
	}
	names := map[string]byte{}
	for _, c := range constraints {
		for n, t := range c.Vars() {
			if u, ok := names[n]; ok && u != t {
				return answer{}, fmt.Errorf("dse: input %s used with types %c and %c", n, u, t)
			}
			names[n] = t
		}
	}
	// The list's literals, without repetitions, in its order.
	var set bits
	ids := make([]int, 0, len(constraints))
	conds := make([]smt.Bool, 0, len(constraints))
	b := s.b
	// The terms of this solve's expressions: built again for each solve
	// (Z3 returns the term it already has for an equal one), so that the
	// Solver does not keep every run's expressions alive.
	clear(b.terms)
	for i, c := range constraints {
		id, ok := s.ids[texts[i]]
		if !ok {
			id = len(s.lits)
			s.lits = append(s.lits, b.ctx.BoolVar(fmt.Sprintf("!lit%d", id))) // not an input's name
			s.ids[texts[i]] = id
		}
		if set.has(id) {
			continue
		}
		cond, err := b.cond(c)
		if err != nil {
			return answer{}, err
		}
		ids = append(ids, id)
		conds = append(conds, cond)
		set.add(id)
	}
	if !s.NoCache {
		for _, core := range s.cores {
			if core.within(set) {
				s.Cored++
				return answer{}, nil
			}
		}
	}
	sol := s.sol
	k := 0
	for k < len(ids) && k < len(s.stack) && ids[k] == s.stack[k] {
		k++
	}
	if k < len(s.stack) {
		sol.Pop(len(s.stack) - k)
		s.stack = s.stack[:k]
	}
	for i, id := range ids[k:] {
		sol.Push()
		sol.Assert(s.lits[id].Implies(conds[k+i]))
		s.stack = append(s.stack, id)
	}
	as := make([]smt.Bool, len(ids))
	for i, id := range ids {
		as[i] = s.lits[id]
	}
	if s.limit != s.Timeout {
		sol.SetTimeout(s.Timeout)
		s.limit = s.Timeout
	}
	if s.rlimit != s.RLimit {
		sol.SetRLimit(s.RLimit)
		s.rlimit = s.RLimit
	}
	s.Checks++
	switch sol.CheckAssumptions(as...) {
	case smt.Unsat:
		var core bits
		for _, i := range sol.UnsatCore() {
			core.add(ids[i])
		}
		if len(s.cores) < maxFound {
			s.cores = append(s.cores, core)
		}
		return answer{}, nil
	case smt.Unknown:
		s.Unknowns++
		return answer{unknown: true}, nil
	}
	m := sol.Model()
	defer m.Close()
	in := make(map[string]int64, len(names))
	// In name order: evaluating an input the constraints leave free adds
	// it to the model (see Solver).
	for _, n := range slices.Sorted(maps.Keys(names)) {
		x := b.vars[varKey{n, names[n]}]
		switch x.typ {
		case 'Z':
			in[n] = 0
			if m.Bool(x.flag) {
				in[n] = 1
			}
		case 'C':
			in[n] = int64(m.Uint64(x.raw))
		default:
			in[n] = m.Int64(x.raw)
		}
	}
	return answer{in: in, ok: true}, nil
}

// maxFound bounds the cores a Solver keeps (each solve that reaches
// solveZ3 scans them).
const maxFound = 4096
