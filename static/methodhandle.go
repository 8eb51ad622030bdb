package static

import (
	"fmt"
	"slices"

	"weft/classfile"
)

// Method handles. A call mh.invokeExact(…), mh.invoke(…) or
// mh.invokeWithArguments(…) is signature polymorphic: it resolves to no
// method. What it calls is the method the handle was made for, as javac
// users write it:
//
//	static final MethodHandle M = MethodHandles.lookup().findVirtual(C.class, "m", MethodType.methodType(void.class));
//
// so the handle that a Lookup's findVirtual, findStatic or findSpecial
// returns is an object of the call (a summary object) that remembers its
// methods when the call names the class and the method by constants:
// the methods of that name of the class (and its superclasses), static or
// not as the lookup asks; the MethodType is not read, so every overload
// of the name is a candidate. An invocation on the handle calls each of
// them as a lambda's implementation method is called (callImpl): a
// virtual one dispatched on the first argument. bindTo makes a handle of
// the same methods with the receiver bound (a captured value, in field
// cap0…), asType and asFixedArity the same handle.

// handleTarget is what a method handle object calls.
type handleTarget struct {
	impls []classfile.MethodHandle // the candidate methods
	bound int                      // leading arguments bound by bindTo, in fields cap0…
}

const methodHandleClass = "java/lang/invoke/MethodHandle"

// methodHandleCall applies the summary of a JDK call that makes a method
// handle of methods its constant arguments name, or derives one from such
// a handle, and reports whether it was one.
func (a *Analysis) methodHandleCall(n *CGNode, c *Call, jm JDKMethod, recv *Object, args []int, dst int) bool {
	cls, name := jm.Class.Name, jm.Method.Name
	switch {
	case cls == lookupClass && (name == "findVirtual" || name == "findStatic" || name == "findSpecial") && len(c.Args) >= 4:
		owner, ok1 := c.Args[1].(*Const)
		mname, ok2 := c.Args[2].(*Const)
		if !ok1 || !ok2 || owner.Class == "" || mname.Str == nil {
			return false
		}
		kind := uint8(classfile.RefInvokeVirtual)
		switch name {
		case "findStatic":
			kind = classfile.RefInvokeStatic
		case "findSpecial":
			kind = classfile.RefInvokeSpecial
		}
		impls := a.handleImpls(owner.Class, *mname.Str, kind)
		if len(impls) == 0 {
			return false
		}
		if dst != 0 {
			o := a.alloc(n, c, 0, methodHandleClass, SummaryObj)
			a.setHandle(o, &handleTarget{impls: impls})
			a.addObj(dst, o)
		}
		return true
	case cls == methodHandleClass && recv != nil && a.handles[recv.ID] != nil:
		h := a.handles[recv.ID]
		switch {
		case name == "bindTo" && len(args) == 1:
			if dst != 0 {
				o := a.alloc(n, c, 0, methodHandleClass, SummaryObj)
				a.setHandle(o, &handleTarget{impls: h.impls, bound: h.bound + 1})
				for i := 0; i < h.bound; i++ {
					a.addEdge(a.field(recv, fmt.Sprintf("cap%d", i)), a.field(o, fmt.Sprintf("cap%d", i)), "")
				}
				if args[0] != 0 {
					a.addEdge(args[0], a.field(o, fmt.Sprintf("cap%d", h.bound)), "")
				}
				a.addObj(dst, o)
			}
			return true
		case name == "asType" || name == "asFixedArity" || name == "withVarargs":
			if dst != 0 {
				a.addObj(dst, recv)
			}
			return true
		}
	}
	return false
}

func (a *Analysis) setHandle(o *Object, h *handleTarget) {
	if a.handles == nil {
		a.handles = map[int]*handleTarget{}
	}
	a.handles[o.ID] = h
}

// handleImpls are the methods named name of class cls and its
// superclasses (the nearest of each descriptor), static for
// RefInvokeStatic and not static otherwise, as a lookup finds them.
func (a *Analysis) handleImpls(cls, name string, kind uint8) []classfile.MethodHandle {
	var out []classfile.MethodHandle
	var descs []string
	for _, c := range a.Prog.Supers(cls) {
		cf := a.Prog.Class(c)
		if cf == nil {
			continue
		}
		for _, m := range cf.Methods {
			static := m.AccessFlags&classfile.AccStatic != 0
			if m.Name != name || static != (kind == classfile.RefInvokeStatic) || slices.Contains(descs, m.Desc) {
				continue
			}
			descs = append(descs, m.Desc)
			// The class the lookup names: a virtual call dispatches on
			// the receiver, a static or special one resolves from there.
			out = append(out, classfile.MethodHandle{Kind: kind, Ref: classfile.MemberRef{Class: cls, Name: name, Desc: m.Desc}})
		}
	}
	return out
}

// isHandleInvoke reports whether a call of name on a method handle calls
// its target.
func isHandleInvoke(name string) bool {
	return name == "invokeExact" || name == "invoke" || name == "invokeWithArguments"
}

// callHandle calls the methods of handle o at invocation c: the bound
// values, then the call's arguments (for invokeWithArguments the elements
// of its array, each of which may be any argument).
func (a *Analysis) callHandle(c *pendingCall, o *Object, h *handleTarget) {
	var src []int
	for i := 0; i < h.bound; i++ {
		src = append(src, a.field(o, fmt.Sprintf("cap%d", i)))
	}
	if c.name == "invokeWithArguments" {
		elems := a.newNode()
		if len(c.args) > 0 && c.args[0] != 0 {
			a.load(c.args[0], "[]", elems)
		}
		for _, impl := range h.impls {
			mt, err := classfile.ParseMethodDesc(impl.Ref.Desc)
			if err != nil {
				continue
			}
			all := slices.Clone(src)
			for len(all) < len(mt.Params)+1 {
				all = append(all, elems)
			}
			a.callImpl(c, all, impl)
		}
		return
	}
	src = append(src, c.args...)
	for _, impl := range h.impls {
		a.callImpl(c, src, impl)
	}
}
