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
	"strings"
	"time"

	"weft/smt"
	"weft/vm"
)

// Solver solves conjunctions of vm constraints. Each Solve builds its
// terms in a Z3 context of its own and frees it: the model Z3 picks then
// depends on the constraints alone. With one context kept across solves
// it did not (the context's history, the terms and solvers made and freed
// before, changed which of the solutions Z3 returned, differently from run
// to run), so the inputs of a test, and the tests after it, varied between
// identical explorations. A fresh context costs a few ms (1.5 ms to make
// in smt's BenchmarkNewContext, as much again to free), so answers are
// cached. A Solver is not safe for concurrent use.
type Solver struct {
	// Timeout bounds one Solve (0: none); a check that times out counts
	// as unsatisfiable.
	Timeout time.Duration
	// Checks counts the solver calls made, Unknowns those Z3 gave up on
	// (timeout), Cached the Solves answered from the cache.
	Checks, Unknowns, Cached int
	// Quick counts the lists decided by bounds alone, without Z3 (quick).
	Quick int
	// NoCache solves every constraint list, also one solved before.
	NoCache bool

	// cache: the answers by the constraints' text. Explorations ask for
	// the same constraints many times (the same branch outcomes through
	// other interleavings: unfold on synthetic2 764 times for 66 lists,
	// dpor-dse on synthetic3 2161 times for 42), a fresh context costs
	// more than the check, and a model depends on the constraints alone,
	// so the cache changes no answer.
	cache map[string]answer
}

type answer struct {
	in map[string]int64
	ok bool
}

// builder turns vm expressions into the terms of one Z3 context: each
// vm.Expr node once (Exprs are immutable and shared).
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

// New returns a Solver.
func New() *Solver { return &Solver{Timeout: 10 * time.Second} }

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
	inputs, ok, err := s.SolveErr(constraints)
	if err != nil {
		return nil, false
	}
	return inputs, ok
}

// SolveErr is Solve that reports malformed constraints.
func (s *Solver) SolveErr(constraints []*vm.Expr) (map[string]int64, bool, error) {
	var key strings.Builder
	for _, c := range constraints {
		key.WriteString(c.String())
		key.WriteByte(';')
	}
	if a, ok := s.cache[key.String()]; ok && !s.NoCache {
		s.Cached++
		return maps.Clone(a.in), a.ok, nil
	}
	in, ok, err := s.solve(constraints)
	if err == nil {
		if s.cache == nil {
			s.cache = map[string]answer{}
		}
		s.cache[key.String()] = answer{maps.Clone(in), ok}
	}
	return in, ok, err
}

func (s *Solver) solve(constraints []*vm.Expr) (map[string]int64, bool, error) {
	if in, ok, decided := quick(constraints); decided {
		s.Quick++
		return in, ok, nil
	}
	return s.solveZ3(constraints)
}

// solveZ3 asks Z3, in a fresh context.
func (s *Solver) solveZ3(constraints []*vm.Expr) (map[string]int64, bool, error) {
	ctx := smt.NewContext()
	defer ctx.Close()
	b := &builder{ctx: ctx, terms: map[*vm.Expr]term{}, vars: map[varKey]variable{}}
	sol := ctx.NewSolver()
	if s.Timeout > 0 {
		sol.SetTimeout(s.Timeout)
	}
	names := map[string]byte{}
	for _, c := range constraints {
		cond, err := b.cond(c)
		if err != nil {
			return nil, false, err
		}
		sol.Assert(cond)
		for n, t := range c.Vars() {
			if u, ok := names[n]; ok && u != t {
				return nil, false, fmt.Errorf("dse: input %s used with types %c and %c", n, u, t)
			}
			names[n] = t
		}
	}
	s.Checks++
	switch sol.Check() {
	case smt.Unsat:
		return nil, false, nil
	case smt.Unknown:
		s.Unknowns++
		return nil, false, nil
	}
	m := sol.Model()
	in := make(map[string]int64, len(names))
	for n, typ := range names {
		x := b.vars[varKey{n, typ}]
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
	return in, true, nil
}
