package dse

import (
	"math"
	"slices"

	"weft/vm"
)

// quick decides a list of constraints without Z3 when bounds alone settle
// it, and reports decided false otherwise (Z3 then decides).
//
// It handles lists whose conjuncts (of the constraints and of their &&)
// all have the form v op k or k op v (v an input, k a constant of its
// width, op a comparison), reading them as bounds on v, starting from v's
// type's range, less the values v != k excludes. If some input's bounds
// are empty (x > 1000 and x <= 1000: a branch outcome against an earlier
// one of the same input, the most common UNSAT target), the list is
// unsatisfiable. Otherwise its model gives each input the value of its
// bounds closest to 0 (the positive one of two): x > 1000 gives 1001,
// x <= 1000 gives 0. Where the bounds fix an input (x == 1001: a pinned
// value, vm.Config.SymbolicJDK) that is the only model, Z3's too; where
// they do not, Z3 picks some other value of the range (x <= 1000:
// -2147482646), so such lists get other inputs than from Z3, but ones that
// depend on the list alone, and no Z3 context or check: inputrace and
// synthetic3 need no Z3 call at all, and their tests and events did not
// change (inputrace 6/100, 5/86 and 56/24 with unfold, unfold-ctx and
// dpor-dse; synthetic3 9315/51799 and 1429/5254 with unfold and
// unfold-ctx).
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
	in = make(map[string]int64, len(bs))
	fixed := true
	for n, b := range bs {
		v, ok := nearZero(b.lo, b.hi, b.ne)
		if !ok {
			return nil, false, true // no value within the bounds
		}
		in[n] = v
		fixed = fixed && b.lo == b.hi
	}
	for _, c := range constraints {
		if c.Eval(in) == 0 {
			if fixed {
				return nil, false, true // the only candidate fails
			}
			return nil, false, false
		}
	}
	return in, true, true
}

// nearZero is the value of [lo, hi] outside ne closest to 0 (the positive
// one of two), and false if there is none. Of the range's values in order
// of distance from 0, the first len(ne)+1 include one outside ne if the
// range has that many, so it looks no further.
func nearZero(lo, hi int64, ne []int64) (int64, bool) {
	ok := func(x int64) bool { return !slices.Contains(ne, x) }
	n := int64(len(ne)) + 1
	switch {
	case lo > hi:
	case lo > 0: // lo, lo+1, ...
		for i := int64(0); i < n && uint64(i) <= uint64(hi-lo); i++ {
			if ok(lo + i) {
				return lo + i, true
			}
		}
	case hi < 0: // hi, hi-1, ...
		for i := int64(0); i < n && uint64(i) <= uint64(hi-lo); i++ {
			if ok(hi - i) {
				return hi - i, true
			}
		}
	default: // 0, 1, -1, 2, -2, ...
		if ok(0) {
			return 0, true
		}
		for d := int64(1); d <= n; d++ {
			if d <= hi && ok(d) {
				return d, true
			}
			if -d >= lo && ok(-d) {
				return -d, true
			}
		}
	}
	return 0, false
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
