package smt

// #include "z3shim.h"
import "C"

import (
	"runtime"
	"sort"
	"unsafe"
)

// A Model assigns values to the variables of a satisfiable formula.
// Variables the formula does not constrain evaluate to 0 (or false), and
// evaluating them adds them to the model with that value.
type Model struct {
	ctx     *Context
	m       C.Z3_model // nil once closed
	cleanup runtime.Cleanup
}

func (ctx *Context) newModel(m C.Z3_model) *Model {
	md := &Model{ctx: ctx, m: m}
	md.cleanup = runtime.AddCleanup(md, ctx.enqueue, ref{refModel, unsafe.Pointer(m)})
	return md
}

func (m *Model) enter(op string, ctx *Context) C.Z3_context {
	if ctx != m.ctx {
		panic("smt: Model." + op + ": term from another Context")
	}
	c := m.ctx.enter()
	if m.m == nil {
		panic("smt: use of a closed Model")
	}
	return c
}

// Close releases the model. Closing it is optional (see Context); it is
// idempotent, and a no-op after the Context is closed.
func (m *Model) Close() {
	if m.m == nil {
		return
	}
	m.cleanup.Stop()
	if m.ctx.h.c != nil {
		C.Z3_model_dec_ref(m.ctx.enter(), m.m)
	}
	m.m = nil
}

// Uint64 is the value of x in the model, as its bit pattern (zero-extended).
// x may be any term, not only a variable.
func (m *Model) Uint64(x BV) uint64 {
	c := m.enter("Uint64", x.term("Model.Uint64").ctx)
	var v C.uint64_t
	if C.weft_eval_bv(c, m.m, x.t.ast, &v) != 0 {
		m.ctx.fail("Model.Uint64")
	}
	return uint64(v)
}

// Int64 is the value of x in the model, read as a signed number of x's
// width: a 32-bit variable gives a value in the range of a Java int.
func (m *Model) Int64(x BV) int64 {
	return signExtend(m.Uint64(x), x.t.width)
}

// Bool is the value of b in the model.
func (m *Model) Bool(b Bool) bool {
	c := m.enter("Bool", b.term("Model.Bool").ctx)
	switch C.weft_eval_bool(c, m.m, b.t.ast) {
	case 1:
		return true
	case 0:
		return false
	}
	m.ctx.fail("Model.Bool")
	panic("unreachable")
}

// An Assignment is the value of one variable in a model.
type Assignment struct {
	Name  string
	Width uint  // bits; 0 for a Boolean
	Value int64 // signed, as Model.Int64; 0 or 1 for a Boolean
}

// Assignments lists the variables the model assigns, sorted by name (then
// width). Variables that the formula does not constrain may be missing.
func (m *Model) Assignments() []Assignment {
	c := m.enter("Assignments", m.ctx)
	n := int(C.Z3_model_get_num_consts(c, m.m))
	as := make([]Assignment, 0, n)
	for i := 0; i < n; i++ {
		var name *C.char
		var w C.uint
		var v C.uint64_t
		switch C.weft_model_const(c, m.m, C.uint(i), &name, &w, &v) {
		case 0:
			a := Assignment{Name: C.GoString(name), Width: uint(w), Value: int64(v)}
			C.free(unsafe.Pointer(name))
			if a.Width > 0 {
				a.Value = signExtend(uint64(v), a.Width)
			}
			as = append(as, a)
		case 2:
			m.ctx.fail("Model.Assignments")
		}
	}
	sort.Slice(as, func(i, j int) bool {
		if as[i].Name != as[j].Name {
			return as[i].Name < as[j].Name
		}
		return as[i].Width < as[j].Width
	})
	return as
}

// String prints the model in Z3's format, for debugging.
func (m *Model) String() string {
	c := m.enter("String", m.ctx)
	return C.GoString(C.Z3_model_to_string(c, m.m))
}
