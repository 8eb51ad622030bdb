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
// not as the lookup asks, of the descriptor its MethodType gives when
// that is a MethodType.methodType call of class constants in the same
// method (methodTypeDesc); otherwise every overload of the name is a
// candidate. An invocation on the handle calls each of
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
		if desc, ok := methodTypeDesc(n.Func, c.Args[3]); ok {
			// The lookup finds the method of exactly that type; if
			// none has it (the lookup throws), every candidate stays.
			var exact []classfile.MethodHandle
			for _, m := range impls {
				if m.Ref.Desc == desc {
					exact = append(exact, m)
				}
			}
			if len(exact) > 0 {
				impls = exact
			}
		}
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

// primitiveTypes are the descriptors of the classes of the primitive
// types' wrapper TYPE fields (int.class is getstatic Integer.TYPE).
var primitiveTypes = map[string]string{
	"java/lang/Integer": "I", "java/lang/Long": "J", "java/lang/Short": "S", "java/lang/Byte": "B",
	"java/lang/Character": "C", "java/lang/Boolean": "Z", "java/lang/Float": "F", "java/lang/Double": "D",
	"java/lang/Void": "V",
}

// methodTypeDesc returns the method descriptor that value v of f stands
// for when it is the result of a MethodType.methodType call in f whose
// return and parameter types are class constants (String.class, int.class,
// an array class) given one by one or in a new Class[] of constants
// stored once each: methodType(r), methodType(r, p), methodType(r, p,
// ps...) and methodType(r, ps[]).
func methodTypeDesc(f *Function, v Value) (string, bool) {
	d := defs(f)
	r := root(d, v)
	c, ok := d[r].(*Call)
	if r == nil || !ok || c.Kind != Static || c.Method.Class != "java/lang/invoke/MethodType" || c.Method.Name != "methodType" || len(c.Args) == 0 {
		return "", false
	}
	class := func(x Value) (string, bool) {
		if k, ok := x.(*Const); ok && k.Class != "" {
			if k.Class[0] == '[' {
				return k.Class, true
			}
			return "L" + k.Class + ";", true
		}
		if g, ok := d[root(d, x)].(*GetField); ok && g.Obj == nil && g.Field.Name == "TYPE" && primitiveTypes[g.Field.Class] != "" {
			return primitiveTypes[g.Field.Class], true
		}
		return "", false
	}
	ret, ok := class(c.Args[0])
	if !ok {
		return "", false
	}
	var params []string
	const cls, arr = "Ljava/lang/Class;", "[Ljava/lang/Class;"
	var tail []Value
	switch c.Method.Desc {
	case "(" + cls + ")Ljava/lang/invoke/MethodType;":
	case "(" + cls + cls + ")Ljava/lang/invoke/MethodType;":
		tail = c.Args[1:2]
	case "(" + cls + cls + arr + ")Ljava/lang/invoke/MethodType;":
		tail = c.Args[1:2]
		ps, ok := classArray(f, d, c.Args[2], class)
		if !ok {
			return "", false
		}
		params = ps
	case "(" + cls + arr + ")Ljava/lang/invoke/MethodType;":
		ps, ok := classArray(f, d, c.Args[1], class)
		if !ok {
			return "", false
		}
		params = ps
	default:
		return "", false
	}
	for i := len(tail) - 1; i >= 0; i-- {
		p, ok := class(tail[i])
		if !ok {
			return "", false
		}
		params = append([]string{p}, params...)
	}
	desc := "("
	for _, p := range params {
		desc += p
	}
	return desc + ")" + ret, true
}

// classArray returns the elements of v, a new Class[] of constant length
// in f whose every element is stored once, at a constant index, with a
// value class resolves (a method the array is passed to might store
// into it too: not looked for; javac's varargs array is passed to
// methodType alone).
func classArray(f *Function, d map[*Var]Instruction, v Value, class func(Value) (string, bool)) ([]string, bool) {
	r := root(d, v)
	na, ok := d[r].(*NewArray)
	if r == nil || !ok || na.Desc != "[Ljava/lang/Class;" || len(na.Dims) != 1 {
		return nil, false
	}
	n, ok := na.Dims[0].(*Const)
	if !ok || n.Int < 0 || n.Int > 255 {
		return nil, false
	}
	out := make([]string, n.Int)
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			st, ok := in.(*ArrayStore)
			if !ok || root(d, st.Arr) != r {
				continue
			}
			i, ok := st.Index.(*Const)
			if !ok || i.Int < 0 || i.Int >= n.Int || out[i.Int] != "" {
				return nil, false
			}
			if out[i.Int], ok = class(st.Val); !ok {
				return nil, false
			}
		}
	}
	for _, p := range out {
		if p == "" {
			return nil, false
		}
	}
	return out, true
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
