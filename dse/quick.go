package dse

import (
	"math"

	"weft/vm"
)

// quick decides a list of constraints without Z3 when bounds alone settle
// it, and reports decided false otherwise (Z3 then decides).
//
// It handles lists whose conjuncts (of the constraints and of their &&)
// all have the form v op k or k op v (v an input, k a constant of its
// width, op a comparison), reading them as bounds on v, starting from v's
// type's range. If some input's bounds are empty (x > 1000 and x <= 1000: a branch
// outcome against an earlier one of the same input, the most common UNSAT
// target), the list is unsatisfiable. If every input of the list is fixed
// to one value (x == 1001: a pinned value, vm.Config.SymbolicJDK) and every
// constraint evaluates true with those values, they are the only model, the
// one Z3 would give. Either way the answer is Z3's, so quick changes no
// exploration; it only spares a Z3 context (a few ms) per such list.
func quick(constraints []*vm.Expr) (in map[string]int64, sat, decided bool) {
	type bounds struct {
		typ    byte
		lo, hi int64
		ne     []int64
	}
	bs := map[string]*bounds{}
	for _, c := range constraints {
		for n, t := range c.Vars() {
			b, ok := bs[n]
			if !ok {
				lo, hi := typeRange(t)
				bs[n] = &bounds{typ: t, lo: lo, hi: hi}
			} else if b.typ != t {
				return nil, false, false // malformed: Z3's path reports it
			}
		}
	}
	simple := true // every conjunct is v op k, with v and k of one width
	var conj func(c *vm.Expr)
	conj = func(c *vm.Expr) {
		if c.Op == vm.OpLAnd {
			conj(c.X)
			conj(c.Y)
			return
		}
		op, v, k := c.Op, c.X, c.Y
		if v == nil || k == nil || c.Width != 1 || v.Width != k.Width || op < vm.OpEq || op > vm.OpGe {
			simple = false
			return
		}
		if v.Op == vm.OpConst && k.Op == vm.OpVar { // k op v: v flip(op) k
			v, k = k, v
			switch op {
			case vm.OpLt:
				op = vm.OpGt
			case vm.OpLe:
				op = vm.OpGe
			case vm.OpGt:
				op = vm.OpLt
			case vm.OpGe:
				op = vm.OpLe
			}
		}
		if v.Op != vm.OpVar || k.Op != vm.OpConst {
			simple = false
			return
		}
		b := bs[v.Name]
		x := k.Val
		switch op {
		case vm.OpEq:
			b.lo, b.hi = max(b.lo, x), min(b.hi, x)
		case vm.OpNe:
			b.ne = append(b.ne, x)
		case vm.OpLt:
			if x == math.MinInt64 {
				b.lo, b.hi = 1, 0
			} else {
				b.hi = min(b.hi, x-1)
			}
		case vm.OpLe:
			b.hi = min(b.hi, x)
		case vm.OpGt:
			if x == math.MaxInt64 {
				b.lo, b.hi = 1, 0
			} else {
				b.lo = max(b.lo, x+1)
			}
		case vm.OpGe:
			b.lo = max(b.lo, x)
		}
	}
	for _, c := range constraints {
		conj(c)
	}
	if !simple {
		// Other constraints may be malformed (Z3's path reports it) or
		// need more than bounds: Z3 decides.
		return nil, false, false
	}
	fixed := true
	for _, b := range bs {
		if b.lo > b.hi {
			return nil, false, true
		}
		if b.lo == b.hi {
			for _, x := range b.ne {
				if x == b.lo {
					return nil, false, true
				}
			}
		} else {
			fixed = false
		}
	}
	if !fixed {
		return nil, false, false
	}
	in = make(map[string]int64, len(bs))
	for n, b := range bs {
		in[n] = b.lo
	}
	for _, c := range constraints {
		if c.Eval(in) == 0 {
			return nil, false, true // the only candidate fails
		}
	}
	return in, true, true
}

// typeRange is the range of an input of Java type t as the VM's values
// hold it (sign-extended; a char from 0).
func typeRange(t byte) (lo, hi int64) {
	switch t {
	case 'J':
		return math.MinInt64, math.MaxInt64
	case 'Z':
		return 0, 1
	case 'B':
		return math.MinInt8, math.MaxInt8
	case 'S':
		return math.MinInt16, math.MaxInt16
	case 'C':
		return 0, math.MaxUint16
	}
	return math.MinInt32, math.MaxInt32
}
