package smt

// #include "z3shim.h"
import "C"

import "fmt"

// A Bool is a Boolean term: a path condition, a branch condition, or a
// Boolean variable. The zero Bool is not a term, and operations on it panic.
type Bool struct{ t *term }

// BoolVar is the Boolean variable called name.
func (ctx *Context) BoolVar(name string) Bool { return Bool{ctx.mkVar(name, 0)} }

// BoolVal is the constant b.
func (ctx *Context) BoolVal(b bool) Bool {
	c := ctx.enter()
	v := C.int(0)
	if b {
		v = 1
	}
	return Bool{ctx.wrap("BoolVal", C.weft_bool(c, v), 0)}
}

// True is the constant true.
func (ctx *Context) True() Bool { return ctx.BoolVal(true) }

// False is the constant false.
func (ctx *Context) False() Bool { return ctx.BoolVal(false) }

// And is the conjunction of bs; true if there are none.
func (ctx *Context) And(bs ...Bool) Bool { return ctx.nary("And", 0, bs) }

// Or is the disjunction of bs; false if there are none.
func (ctx *Context) Or(bs ...Bool) Bool { return ctx.nary("Or", 1, bs) }

func (ctx *Context) nary(op string, isOr C.int, bs []Bool) Bool {
	const mixed = "operands from different Contexts"
	switch len(bs) {
	case 0:
		return Bool{ctx.wrap(op, C.weft_bool(ctx.enter(), 1-isOr), 0)}
	case 1:
		ctx.enter() // a closed Context panics
		if bs[0].term(op).ctx != ctx {
			panic("smt: " + op + ": " + mixed)
		}
		return bs[0]
	}
	args := ctx.astArray(op, mixed, bs)
	return Bool{ctx.wrap(op, C.weft_nary(ctx.enter(), isOr, C.uint(len(bs)), &args[0]), 0)}
}

// astArray returns the Z3 terms of bs, which must be ctx's (else it
// panics: "smt: op: mixed"), in an array of len(bs)+1, so that &args[0]
// exists for no terms too. The array holds C pointers only, so it may
// live in Go memory.
func (ctx *Context) astArray(op, mixed string, bs []Bool) []C.Z3_ast {
	args := make([]C.Z3_ast, len(bs)+1)
	for i, b := range bs {
		if b.term(op).ctx != ctx {
			panic("smt: " + op + ": " + mixed)
		}
		args[i] = b.t.ast
	}
	return args
}

// Same reports whether b and o are one term: Z3 makes structurally equal
// terms of a Context one term, so Same is structural equality. It makes no
// call to Z3.
func (b Bool) Same(o Bool) bool {
	return b.term("Same").ctx == o.term("Same").ctx && b.t.ast == o.t.ast
}

func (b Bool) term(op string) *term {
	if b.t == nil {
		panic("smt: " + op + ": zero Bool")
	}
	return b.t
}

// Context is the Context b belongs to.
func (b Bool) Context() *Context { return b.term("Context").ctx }

// String prints b in SMT-LIB syntax, for debugging.
func (b Bool) String() string {
	if b.t == nil {
		return "<nil Bool>"
	}
	return b.t.String()
}

func (b Bool) bin(op string, code C.int, d Bool) Bool {
	bt, dt := b.term(op), d.term(op)
	if bt.ctx != dt.ctx {
		panic("smt: " + op + ": operands from different Contexts")
	}
	c := bt.ctx.enter()
	return Bool{bt.ctx.wrap(op, C.weft_bin(c, code, b.t.ast, d.t.ast), 0)}
}

// And is b ∧ d₁ ∧ d₂ ∧ ….
func (b Bool) And(ds ...Bool) Bool {
	return b.term("And").ctx.And(append([]Bool{b}, ds...)...)
}

// Or is b ∨ d₁ ∨ d₂ ∨ ….
func (b Bool) Or(ds ...Bool) Bool {
	return b.term("Or").ctx.Or(append([]Bool{b}, ds...)...)
}

// Not is ¬b.
func (b Bool) Not() Bool {
	ctx := b.term("Not").ctx
	c := ctx.enter()
	return Bool{ctx.wrap("Not", C.weft_un(c, C.WEFT_NOT, b.t.ast), 0)}
}

// Implies is b → d.
func (b Bool) Implies(d Bool) Bool { return b.bin("Implies", C.WEFT_IMPLIES, d) }

// Iff is b ↔ d (Boolean equality).
func (b Bool) Iff(d Bool) Bool { return b.bin("Iff", C.WEFT_IFF, d) }

// Xor is b ⊕ d.
func (b Bool) Xor(d Bool) Bool { return b.bin("Xor", C.WEFT_XOR, d) }

// Ite is the bit-vector "if b then x else y"; x and y have the same width.
func (b Bool) Ite(x, y BV) BV {
	bt, xt, yt := b.term("Ite"), x.term("Ite"), y.term("Ite")
	if bt.ctx != xt.ctx || bt.ctx != yt.ctx {
		panic("smt: Ite: operands from different Contexts")
	}
	if xt.width != yt.width {
		panic(fmt.Sprintf("smt: Ite: width mismatch %d vs %d", xt.width, yt.width))
	}
	c := bt.ctx.enter()
	return BV{bt.ctx.wrap("Ite", C.weft_ite(c, b.t.ast, x.t.ast, y.t.ast), xt.width)}
}

// IteBool is the Boolean "if b then d else e".
func (b Bool) IteBool(d, e Bool) Bool {
	bt, dt, et := b.term("IteBool"), d.term("IteBool"), e.term("IteBool")
	if bt.ctx != dt.ctx || bt.ctx != et.ctx {
		panic("smt: IteBool: operands from different Contexts")
	}
	c := bt.ctx.enter()
	return Bool{bt.ctx.wrap("IteBool", C.weft_ite(c, b.t.ast, d.t.ast, e.t.ast), 0)}
}

// Simplify is b rewritten by Z3's simplifier; a condition without
// variables becomes true or false.
func (b Bool) Simplify() Bool {
	ctx := b.term("Simplify").ctx
	c := ctx.enter()
	return Bool{ctx.wrap("Simplify", C.weft_un(c, C.WEFT_SIMPLIFY, b.t.ast), 0)}
}

// Const reports whether b is the constant true or false (not merely a term
// without variables: see Simplify), and if so which.
func (b Bool) Const() (v, ok bool) {
	c := b.term("Const").ctx.enter()
	switch C.Z3_get_bool_value(c, b.t.ast) {
	case C.Z3_L_TRUE:
		return true, true
	case C.Z3_L_FALSE:
		return false, true
	}
	return false, false
}
