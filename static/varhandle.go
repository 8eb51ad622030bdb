package static

import (
	"slices"

	"weft/classfile"
)

// VarHandles. A VarHandle's access methods (get, setVolatile,
// compareAndSet, getAndAdd...) are signature polymorphic: the call names
// the types of its site, no method of VarHandle has that descriptor, and
// the call resolves to nothing. What they access is the variable the
// handle was made for, as javac users write it:
//
//	static final VarHandle N = MethodHandles.lookup().findVarHandle(C.class, "n", int.class);
//
// so the handle that findVarHandle, findStaticVarHandle or
// MethodHandles.arrayElementVarHandle returns is an object of the call
// (a summary object) that remembers its variable when the call names it
// by constants (VarHandleTarget), and package mhp makes each access call
// on it a read or a write of that variable (VarHandleOp).

// VarHandleVar is the variable a VarHandle accesses.
type VarHandleVar struct {
	// Field is the field (its class as the lookup names it), zero for
	// an array element handle.
	Field  classfile.MemberRef
	Static bool // findStaticVarHandle: no receiver coordinate
	Array  bool // arrayElementVarHandle: coordinates array, index
}

const (
	varHandleClass = "java/lang/invoke/VarHandle"
	lookupClass    = "java/lang/invoke/MethodHandles$Lookup"
)

// varHandleCall applies the summary of a JDK call that makes a VarHandle
// on a variable its constant arguments name, and reports whether it was
// one: the call returns one object of its site for that variable.
func (a *Analysis) varHandleCall(n *CGNode, c *Call, jm JDKMethod, dst int) bool {
	cls, name := jm.Class.Name, jm.Method.Name
	var v VarHandleVar
	switch {
	case cls == lookupClass && (name == "findVarHandle" || name == "findStaticVarHandle") && len(c.Args) == 4:
		owner, ok1 := c.Args[1].(*Const)
		field, ok2 := c.Args[2].(*Const)
		if !ok1 || !ok2 || owner.Class == "" || field.Str == nil {
			return false
		}
		v = VarHandleVar{Field: classfile.MemberRef{Class: owner.Class, Name: *field.Str}, Static: name == "findStaticVarHandle"}
	case cls == "java/lang/invoke/MethodHandles" && name == "arrayElementVarHandle" && c.Kind == Static:
		v = VarHandleVar{Array: true}
	default:
		return false
	}
	if dst != 0 {
		o := a.alloc(n, c, 0, varHandleClass, SummaryObj)
		if a.varHandles == nil {
			a.varHandles = map[int]VarHandleVar{}
		}
		a.varHandles[o.ID] = v
		a.addObj(dst, o)
	}
	return true
}

// VarHandleTarget returns the variables that the VarHandle of a call on a
// VarHandle in node n (its receiver, c.Args[0]) may access, or nil when
// one of the handles it may be is not known (not made from constants, or
// not by the calls above).
func (a *Analysis) VarHandleTarget(n *CGNode, c *Call) []VarHandleVar {
	if c.Method.Class != varHandleClass || c.Kind == Static || len(c.Args) == 0 {
		return nil
	}
	var out []VarHandleVar
	for id := range a.PointsTo(n, c.Args[0]).Elems {
		v, ok := a.varHandles[id]
		if !ok {
			return nil
		}
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// VarHandleOp classifies a VarHandle method by its effect on the variable:
// a read (get, getVolatile, getAcquire, getOpaque), a write (set,
// setVolatile, setRelease, setOpaque) or, for the atomic updates
// (compareAndSet, compareAndExchange, weakCompareAndSet, getAndSet,
// getAndAdd, getAndBitwiseOr...), both, which is a write: the pairs of a
// write are those of a read and more, and the VM reports such an update
// as one compare-and-set, which the exploration takes for a write. Other
// methods (accessModeType, toMethodHandle, varType...) access nothing.
func VarHandleOp(name string) Effect {
	switch {
	case name == "get" || name == "getVolatile" || name == "getAcquire" || name == "getOpaque":
		return ReadEffect
	case name == "set" || name == "setVolatile" || name == "setRelease" || name == "setOpaque", AtomicUpdate(name):
		return WriteEffect
	}
	return NoEffect
}
