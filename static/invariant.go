package static

import (
	"slices"
	"strings"

	"weft/classfile"
)

// Run-invariant flags. A program often passes one flag, read once from
// its arguments, down to every object of a class (forkscan's final
// boolean fixed, handed by main to the root task and by each task to the
// tasks it makes): two accesses of which one runs only where the flag is
// true and the other only where it is false never run in one execution,
// and pair with each other in none.

// Guard is a condition an access runs under: the run-invariant field
// Field (InvariantField) is non-zero (Set) or zero.
type Guard struct {
	Field string
	Set   bool
}

// InvariantField reports whether instance field key ("pkg/C.f") holds one
// value in every object of its class in an execution. It must be a final
// field of a primitive type of a class whose superclass is one of
// safeSupers, stored only by C's constructors, each of which stores an
// unchanged parameter of its own, calls nothing but its super
// constructor and lets this escape nowhere (confined); no constructor
// reference may name C's constructor; and every call of one must pass
// for that parameter either a value loaded from the field itself (of
// another object of C, outside C's constructors) or, at one call site at
// most, anything, in a method that runs once and not in a loop there. By
// induction every object of C then holds the value of that one site.
func (a *Analysis) InvariantField(key string) bool {
	if v, ok := a.invariant[key]; ok {
		return v
	}
	v := a.invariantField(key)
	if a.invariant == nil {
		a.invariant = map[string]bool{}
	}
	a.invariant[key] = v
	return v
}

func (a *Analysis) invariantField(key string) bool {
	i := strings.LastIndexByte(key, '.')
	if i < 0 {
		return false
	}
	cls, name := key[:i], key[i+1:]
	cf := a.Prog.Class(cls)
	if cf == nil {
		return false
	}
	if !safeSupers[cf.Super] {
		// A superclass's constructor could call a method of C that reads
		// the field before C's constructor sets it (an application
		// class's, or the JDK's TreeMap(Map), which calls putAll).
		return false
	}
	fm := cf.Field(name)
	if fm == nil || fm.AccessFlags&classfile.AccFinal == 0 || fm.AccessFlags&classfile.AccStatic != 0 || fm.Desc == "" || fm.Desc[0] == 'L' || fm.Desc[0] == '[' {
		return false
	}
	// param: per constructor descriptor, the index (in Params, receiver
	// first) of the parameter it stores in the field.
	param := map[string]int{}
	ctor := func(f *Function) bool { return f.Class.Name == cls && f.Method.Name == "<init>" }
	seen := map[*Function]bool{}
	for _, n := range a.Nodes {
		f := n.Func
		if seen[f] {
			continue
		}
		seen[f] = true
		if ctor(f) && !confined(f, cls, name) {
			return false
		}
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				switch x := in.(type) {
				case *PutField:
					if x.Field.Class != cls || x.Field.Name != name {
						continue
					}
					if !ctor(f) || x.Obj == nil || !IsThis(f, x.Obj) {
						return false
					}
					p, ok := x.Val.(*Var)
					k := slices.Index(f.Params, p)
					if !ok || k <= 0 || reassigned(f, p) {
						return false
					}
					if old, dup := param[f.Method.Desc]; dup && old != k {
						return false
					}
					param[f.Method.Desc] = k
				case *InvokeDynamic:
					if newsOf(f, x, cls) {
						// A constructor reference (Scan::new): the call
						// graph does not link it to the constructor, whose
						// arguments the loop below would not see.
						return false
					}
				case *Call:
					if ctor(f) && !(x.Method.Name == "<init>" && x.Kind != Static && len(x.Args) > 0 && IsThis(f, x.Args[0]) && x.Method.Class != cls) {
						return false // a call that may read the field before it is set
					}
				}
			}
		}
	}
	if len(param) == 0 {
		return false
	}
	for _, n := range a.Nodes {
		if !ctor(n.Func) {
			continue
		}
		// Called only by calls of the constructor: not as a lambda's or
		// a method reference's implementation (Scan::new), whose
		// arguments the loop below does not see.
		if len(n.Callers) == 0 {
			return false
		}
		for _, cs := range n.Callers {
			if c, ok := cs.Instr.(*Call); !ok || c.Method.Class != cls || c.Method.Name != "<init>" {
				return false
			}
		}
	}
	free := 0 // call sites that pass anything
	for _, n := range a.Nodes {
		f := n.Func
		var d map[*Var]Instruction
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				c, ok := in.(*Call)
				if !ok || c.Method.Class != cls || c.Method.Name != "<init>" {
					continue
				}
				k, ok := param[c.Method.Desc]
				if !ok {
					// A constructor that does not store the field (a
					// final field is set by each one that does not
					// delegate): it delegates, which we do not follow.
					return false
				}
				if k >= len(c.Args) {
					return false
				}
				if d == nil {
					d = defs(f)
				}
				if v, ok := c.Args[k].(*Var); ok && !ctor(f) {
					if g, ok := d[v].(*GetField); ok && g.Obj != nil && g.Field.Class == cls && g.Field.Name == name {
						continue
					}
				}
				if free++; free > 1 || !n.Once || a.InLoop(f, c) {
					return false
				}
			}
		}
	}
	return true
}

// newsOf reports whether invokedynamic x of f makes objects of class cls
// through its constructor: a static argument is a method handle of
// cls's <init> (a constructor reference's implementation).
func newsOf(f *Function, x *InvokeDynamic, cls string) bool {
	cp := f.Class.CP
	for _, i := range x.BSMArgs {
		if int(i) < len(cp) && cp[i].Tag == classfile.TagMethodHandle {
			if r := cp.MethodHandle(i).Ref; r.Class == cls && r.Name == "<init>" {
				return true
			}
		}
	}
	return false
}

// safeSupers are the JDK classes whose constructors call no method of
// this that a subclass can override (checked on JDK 17's bytecode:
// Thread's calls only final ones on this, and its parent's).
var safeSupers = map[string]bool{
	"java/lang/Object":                      true,
	"java/lang/Thread":                      true,
	"java/util/TimerTask":                   true,
	"java/util/concurrent/ForkJoinTask":     true,
	"java/util/concurrent/RecursiveAction":  true,
	"java/util/concurrent/RecursiveTask":    true,
	"java/util/concurrent/CountedCompleter": true,
}

// confined reports whether constructor f of class cls lets no other code
// see its object's field name unset or set: this (or a copy of it) is
// only the object of a field load
// or store, a value stored in this's own fields, or the receiver of a
// constructor call (the super constructor's: the other calls reject the
// field anyway). Stored in a static field, another object's field or an
// array, captured by a lambda, or thrown, this escapes, and another
// thread may read the field through it before the store, or after it,
// as a final field is only frozen at the constructor's end (JLS 17.5).
func confined(f *Function, cls, name string) bool {
	if f.Method.IsStatic() || len(f.Params) == 0 || reassigned(f, f.Params[0]) {
		return false
	}
	// this's copies: pure (every definition copies this or a pure copy)
	// and maybe (some definition copies this or a maybe copy).
	pure, maybe := map[*Var]bool{f.Params[0]: true}, map[*Var]bool{f.Params[0]: true}
	copyOf := func(in Instruction) Value {
		switch x := in.(type) {
		case *Assign:
			return x.Src
		case *CheckCast:
			return x.X
		}
		return nil
	}
	for changed := true; changed; {
		changed = false
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				v, ok := copyOf(in).(*Var)
				if d := in.Def(); ok && d != nil && maybe[v] && !maybe[d] {
					maybe[d] = true
					changed = true
				}
			}
		}
	}
	for d := range maybe {
		pure[d] = true
	}
	for changed := true; changed; {
		changed = false
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				d := in.Def()
				if d == nil || !pure[d] || d == f.Params[0] {
					continue
				}
				if v, ok := copyOf(in).(*Var); !ok || !pure[v] {
					delete(pure, d)
					changed = true
				}
			}
		}
	}
	isVar := func(m map[*Var]bool, v Value) bool {
		x, ok := v.(*Var)
		return ok && m[x]
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for i, v := range in.Operands() {
				if !isVar(maybe, v) {
					continue
				}
				switch x := in.(type) {
				case *GetField, *Assign, *CheckCast, *InstanceOf, *If, *MonitorEnter, *MonitorExit:
					continue
				case *PutField:
					if v == x.Obj || x.Obj != nil && isVar(pure, x.Obj) {
						continue
					}
				case *Call:
					if i == 0 && x.Method.Name == "<init>" && x.Kind != Static {
						continue
					}
				}
				return false
			}
		}
	}
	return true
}

// Guards returns the conditions on run-invariant fields (InvariantField)
// under which instruction in of f runs: f's test of such a field, loaded
// in the block that tests it, whose successor has no other predecessor
// and dominates in's block.
func (a *Analysis) Guards(f *Function, in Instruction) []Guard {
	var blk *Block
	for _, b := range f.Blocks {
		if slices.Contains(b.Instrs, in) {
			blk = b
			break
		}
	}
	if blk == nil {
		return nil
	}
	var out []Guard
	var dom []Bitset
	for _, h := range f.Blocks {
		br, ok := h.Terminator().(*If)
		if !ok || len(h.Succs) != 2 || br.Op != "eq" && br.Op != "ne" {
			continue
		}
		k, ok := br.Y.(*Const)
		x, okx := br.X.(*Var)
		if !ok || !okx || k.Int != 0 || k.Typ == TRef {
			continue
		}
		var g *GetField
		for _, y := range h.Instrs {
			if y.Def() == x {
				g, _ = y.(*GetField)
			}
		}
		if g == nil || g.Obj == nil {
			continue
		}
		key := g.Field.Class + "." + g.Field.Name
		if !a.InvariantField(key) {
			continue
		}
		if dom == nil {
			if dom = a.doms[f]; dom == nil {
				dom = dominators(f)
				if a.doms == nil {
					a.doms = map[*Function][]Bitset{}
				}
				a.doms[f] = dom
			}
		}
		for i, s := range h.Succs {
			if len(s.Preds) != 1 || !dom[blk.Index].Has(s.Index) {
				continue
			}
			// Succs[0] when X op 0 holds: X == 0 for eq, X != 0 for ne.
			out = append(out, Guard{key, (br.Op == "ne") == (i == 0)})
		}
	}
	return out
}

// dominators returns, per block of f (by Index), the blocks that dominate
// it (itself among them), over every edge, exceptional ones too.
func dominators(f *Function) []Bitset {
	n := len(f.Blocks)
	dom := make([]Bitset, n)
	for i := range dom {
		if i == 0 {
			dom[i].Add(0)
			continue
		}
		for j := 0; j < n; j++ {
			dom[i].Add(j)
		}
	}
	for changed := true; changed; {
		changed = false
		for _, b := range f.Blocks[1:] {
			var nd Bitset
			first := true
			for _, p := range b.Preds {
				if first {
					nd = dom[p.Index].Clone()
					first = false
				} else {
					nd.IntersectWith(dom[p.Index])
				}
			}
			nd.Add(b.Index)
			if !nd.Equal(dom[b.Index]) {
				dom[b.Index] = nd
				changed = true
			}
		}
	}
	return dom
}
