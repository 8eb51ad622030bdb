package smt

// #include "z3shim.h"
import "C"

import (
	"fmt"
	"math"
	"runtime"
	"time"
	"unsafe"
)

// Result is the outcome of a satisfiability check.
type Result int8

const (
	Unknown Result = iota // Z3 gave up: timeout, resource limit or error
	Sat                   // satisfiable: a model is available
	Unsat                 // unsatisfiable
)

func (r Result) String() string {
	switch r {
	case Sat:
		return "sat"
	case Unsat:
		return "unsat"
	}
	return "unknown"
}

// A Solver holds a stack of assertions and checks their conjunction.
// Push and Pop scope assertions, so a path-constraint prefix can be shared
// by the checks that extend it.
type Solver struct {
	ctx     *Context
	s       C.Z3_solver // nil once closed
	cleanup runtime.Cleanup
	last    Result
	checked bool
	reason  string     // for last == Unknown
	assumed []C.Z3_ast // the last CheckAssumptions' conditions
}

// NewSolver makes an empty solver for the quantifier-free bit-vector
// formulas this package builds (Z3's QF_BV solver). A fresh solver is cheap
// (well under a millisecond of setup); an incremental one (Push, Assert,
// Check, Pop) reuses what it learnt about the shared prefix.
func (ctx *Context) NewSolver() *Solver {
	c := ctx.enter()
	s := C.weft_solver(c)
	if s == nil {
		ctx.fail("NewSolver")
	}
	sv := &Solver{ctx: ctx, s: s}
	sv.cleanup = runtime.AddCleanup(sv, ctx.enqueue, ref{refSolver, unsafe.Pointer(s)})
	return sv
}

// enter checks that the solver and its Context are open.
func (s *Solver) enter() C.Z3_context {
	c := s.ctx.enter()
	if s.s == nil {
		panic("smt: use of a closed Solver")
	}
	return c
}

// Close releases the solver. Closing it is optional (see Context); it is
// idempotent, and a no-op after the Context is closed.
func (s *Solver) Close() {
	if s.s == nil {
		return
	}
	s.cleanup.Stop()
	if s.ctx.h.c != nil {
		C.Z3_solver_dec_ref(s.ctx.enter(), s.s)
	}
	s.s = nil
}

// SetTimeout bounds each later Check to about d (rounded up to a
// millisecond); a Check that runs out returns Unknown, with reason
// "timeout" or "canceled". d <= 0 removes the bound.
func (s *Solver) SetTimeout(d time.Duration) {
	c := s.enter()
	ms := uint64(math.MaxUint32)
	if d > 0 {
		ms = uint64((d + time.Millisecond - 1) / time.Millisecond)
		if ms >= math.MaxUint32 {
			ms = math.MaxUint32 - 1
		}
	}
	if s.setParam(c, "timeout", ms) != 0 {
		s.ctx.fail("SetTimeout")
	}
}

// SetRLimit bounds each later Check to n units of Z3's resource count (0:
// no bound); a Check that runs out returns Unknown. Unlike SetTimeout's,
// the bound does not depend on the machine or its load, nor on a timer.
func (s *Solver) SetRLimit(n uint32) {
	c := s.enter()
	if s.setParam(c, "rlimit", uint64(n)) != 0 {
		s.ctx.fail("SetRLimit")
	}
}

// setParam sets the solver's unsigned parameter name to v (at most
// MaxUint32); it returns weft_solver_param's status.
func (s *Solver) setParam(c C.Z3_context, name string, v uint64) C.int {
	cs := C.CString(name)
	defer C.free(unsafe.Pointer(cs))
	return C.weft_solver_param(c, s.s, cs, C.uint(v))
}

// Assert adds the conditions bs to the current scope.
func (s *Solver) Assert(bs ...Bool) {
	for _, b := range bs {
		if b.term("Assert").ctx != s.ctx {
			panic("smt: Assert: condition from another Context")
		}
	}
	c := s.enter()
	for _, b := range bs {
		C.Z3_solver_assert(c, s.s, b.t.ast)
		if C.Z3_get_error_code(c) != C.Z3_OK {
			s.ctx.fail("Assert")
		}
	}
	s.checked = false
}

// Check decides whether the assertions are satisfiable. After Sat, Model
// gives a witness; after Unknown, ReasonUnknown says why.
func (s *Solver) Check() Result {
	c := s.enter()
	return s.result(c, C.Z3_solver_check(c, s.s))
}

// result records and returns the outcome r of a check.
func (s *Solver) result(c C.Z3_context, r C.Z3_lbool) Result {
	s.checked = true
	s.assumed = nil
	s.reason = ""
	switch r {
	case C.Z3_L_TRUE:
		s.last = Sat
	case C.Z3_L_FALSE:
		s.last = Unsat
	default:
		s.last = Unknown
		if code := C.Z3_get_error_code(c); code != C.Z3_OK {
			s.reason = "error: " + C.GoString(C.Z3_get_error_msg(c, code))
		} else {
			s.reason = C.GoString(C.Z3_solver_get_reason_unknown(c, s.s))
		}
	}
	return s.last
}

// CheckAssumptions decides whether the assertions are satisfiable with
// each of the conditions as (Boolean constants, or their negations) true,
// without asserting them: Check's result, for a conjunction that can change
// from one check to the next with no Push or Pop (a condition c asserted
// once as a → c, with a fresh constant a, is then in force in the checks
// that assume a). After Sat, Model gives a witness.
func (s *Solver) CheckAssumptions(as ...Bool) Result {
	args := s.ctx.astArray("CheckAssumptions", "condition from another Context", as)
	c := s.enter()
	r := s.result(c, C.Z3_solver_check_assumptions(c, s.s, C.uint(len(as)), &args[0]))
	s.assumed = args[:len(as)]
	return r
}

// UnsatCore is, after CheckAssumptions returned Unsat, an unsatisfiable
// subset of its conditions (with the assertions): their indices, in
// increasing order. Z3 does not make it minimal.
func (s *Solver) UnsatCore() []int {
	c := s.enter()
	if !s.checked || s.last != Unsat || s.assumed == nil {
		panic("smt: UnsatCore without an unsatisfiable CheckAssumptions")
	}
	n := len(s.assumed)
	if n == 0 {
		return nil
	}
	in := (*C.char)(C.malloc(C.size_t(n)))
	defer C.free(unsafe.Pointer(in))
	if C.weft_unsat_core(c, s.s, C.uint(n), &s.assumed[0], in) != 0 {
		s.ctx.fail("UnsatCore")
	}
	var core []int
	for i, b := range unsafe.Slice((*byte)(unsafe.Pointer(in)), n) {
		if b != 0 {
			core = append(core, i)
		}
	}
	return core
}

// ReasonUnknown says why the last Check returned Unknown; it is empty
// otherwise.
func (s *Solver) ReasonUnknown() string { return s.reason }

// Push opens a scope: Pop discards the assertions made since.
func (s *Solver) Push() {
	c := s.enter()
	C.Z3_solver_push(c, s.s)
	if C.Z3_get_error_code(c) != C.Z3_OK {
		s.ctx.fail("Push")
	}
	s.checked = false
}

// Pop closes the n innermost scopes, discarding their assertions. It
// panics if fewer than n scopes are open.
func (s *Solver) Pop(n int) {
	c := s.enter()
	if n < 0 || n > s.Scopes() {
		panic(fmt.Sprintf("smt: Pop(%d) with %d scopes open", n, s.Scopes()))
	}
	if n == 0 {
		return
	}
	C.Z3_solver_pop(c, s.s, C.uint(n))
	if C.Z3_get_error_code(c) != C.Z3_OK {
		s.ctx.fail("Pop")
	}
	s.checked = false
}

// Scopes is the number of open scopes.
func (s *Solver) Scopes() int {
	c := s.enter()
	return int(C.Z3_solver_get_num_scopes(c, s.s))
}

// Reset removes all assertions and scopes.
func (s *Solver) Reset() {
	c := s.enter()
	C.Z3_solver_reset(c, s.s)
	s.checked = false
}

// Model is a satisfying assignment found by the last Check, which must
// have returned Sat with no Assert, Push, Pop or Reset since. The model stays valid
// after later changes to the solver.
func (s *Solver) Model() *Model {
	c := s.enter()
	if !s.checked || s.last != Sat {
		panic("smt: Model without a satisfiable Check")
	}
	m := C.weft_solver_model(c, s.s)
	if m == nil {
		s.ctx.fail("Model")
	}
	return s.ctx.newModel(m)
}

// String prints the assertions as an SMT-LIB script, for debugging. The
// solver may have simplified them when they were asserted.
func (s *Solver) String() string {
	c := s.enter()
	return C.GoString(C.Z3_solver_to_string(c, s.s))
}
