package vm

import (
	"weft/classfile"
)

// Method handles from a Lookup are modelled natively, as VarHandles are:
// findVirtual, findStatic, findConstructor, findSpecial, the field
// getters and setters and unreflect* return a java.lang.invoke.MethodHandle
// object whose Go payload names the method or field, and whose type field
// is a real MethodType (so type() and MethodType's methods are the JDK's).
// invokeExact and invoke are signature-polymorphic natives built per call
// site: invokeExact requires the call site's type to be the handle's
// (WrongMethodTypeException otherwise), invoke adapts the arguments and
// the result as asType does (varhandle_conv.go). A call whose result needs
// no adaptation is a tail call of the target, so the target runs as an
// ordinary invocation (its scheduling points and monitors as usual);
// constructors and results that must be boxed or widened run the target
// as a nested call. asType and the common combinators
// (MethodHandles.insertArguments, filterArguments, guardWithTest, …,
// asSpreader, asCollector, asVarargsCollector) are handles of their own
// kinds (methodhandle_comb.go); the others (permuteArguments, the loops,
// …) reach the JDK's LambdaForm code, whose entries here name what works.

type mhKind int

const (
	mhVirtual mhKind = iota
	mhStatic
	mhSpecial
	mhConstructor
	mhGetter
	mhSetter
	mhAdapted // asType: the inner handle invoked with invoke's conversions
	// Combinators (methodhandle_comb.go).
	mhInsert       // insertArguments, bindTo: the values inserted at pos
	mhDrop         // dropArguments: n arguments at pos dropped
	mhFilter       // filterArguments: the argument at pos filtered
	mhFilterReturn // filterReturnValue: the result filtered
	mhFold         // foldArguments: the combiner's result inserted at pos
	mhGuard        // guardWithTest: the test picks the target or the fallback
	mhCatch        // catchException: the handler called on an exc exception
	mhThrow        // throwException: throws its argument
	mhIdentity     // identity: returns its argument
	mhZero         // zero, constant(type, zero): returns zero or null
	mhSpread       // asSpreader: the array at pos spread into n arguments
	mhCollect      // asCollector: n arguments at pos collected into an array
	mhLambda       // LambdaMetafactory's factory: a new lambda of class lambda
	mhPermute      // permuteArguments: the target's arguments picked by an int[] reorder
	mhCollectArgs  // collectArguments: the filter's arguments at pos replaced by its result
	mhInvoker      // invoker (n 0), exactInvoker (n 1): invokes its first argument
	mhSpreadInv    // spreadInvoker: invokes its first argument with the array at pos spread into n
	mhLoop         // MethodHandles.loop and the loops built on it: n clauses' init, step, pred, fini
	mhTryFinally   // tryFinally: the cleanup runs after the target, on its exception or result
	mhTableSwitch  // tableSwitch: the case the first argument picks among n, else the default
)

type methodHandle struct {
	kind   mhKind
	m      *Method // the target method (<init> for constructors)
	field  *Field  // getters and setters
	params []string
	ret    string
	// Adapters and combinators keep their inner handles and values in an
	// Object[] in the object's form slot (the VM runs no LambdaForm),
	// where the heap sees them (mhRefs).
	pos, n  int
	array   string             // mhSpread, mhCollect: the array type
	exc     *Class             // mhCatch: the exception class caught
	lambda  *Class             // mhLambda: the lambda class
	varargs bool               // a varargs collector (asVarargsCollector, a varargs method)
	drivers map[string]*Method // mhLoop, mhTryFinally: the code that runs it for a call site's result type (methodhandle_driver.go), once built
}

func (v *VM) mhClass() (*Class, error) { return v.loadClass("java/lang/invoke/MethodHandle") }

// methodTypeOf builds MethodType.methodType(ret, params) with the JDK's code.
func (v *VM) methodTypeOf(t *Thread, params []string, ret string) (Ref, error) {
	mtc, err := v.loadClass("java/lang/invoke/MethodType")
	if err != nil {
		return 0, err
	}
	if exc, err := v.initClass(t, mtc); err != nil || exc != 0 {
		return 0, nestedErr(exc, err)
	}
	rc, err := v.classForDesc(ret)
	if err != nil {
		return 0, err
	}
	cc, err := v.arrayClass("[Ljava/lang/Class;")
	if err != nil {
		return 0, err
	}
	arr := v.newArray(t, cc, len(params))
	for i, p := range params {
		pc, err := v.classForDesc(p)
		if err != nil {
			return 0, err
		}
		v.mut(arr).slots[i] = v.mirror(t, pc)
	}
	m := mtc.methods["methodType(Ljava/lang/Class;[Ljava/lang/Class;)Ljava/lang/invoke/MethodType;"]
	if m == nil {
		return 0, vmErrorf("MethodType.methodType(Class, Class[]) is missing")
	}
	mt, exc, err := v.callNested(t, m, []uint64{v.mirror(t, rc), arr})
	if err != nil || exc != 0 {
		return 0, nestedErr(exc, err)
	}
	return mt, nil
}

// methodTypeDesc reads a MethodType's parameter and return descriptors.
func (v *VM) methodTypeDesc(t *Thread, mt Ref) ([]string, string, error) {
	if mt == 0 {
		return nil, "", v.throwNew(t, "java/lang/NullPointerException", "")
	}
	mtc := v.obj(mt).class
	ret := v.classOf(v.getField(mt, mtc, "rtype")).descriptor()
	var params []string
	if arr := v.getField(mt, mtc, "ptypes"); arr != 0 {
		for _, p := range v.obj(arr).slots {
			params = append(params, v.classOf(p).descriptor())
		}
	}
	return params, ret, nil
}

// typeString is a method type as MethodType.toString prints it:
// (String,int)void, with the classes' simple names.
func (v *VM) typeString(t *Thread, params []string, ret string) (string, error) {
	mt, err := v.methodTypeOf(t, params, ret)
	if err != nil {
		return "", err
	}
	m := v.obj(mt).class.findMethod("toString()Ljava/lang/String;")
	s, exc, err := v.callNested(t, m, []uint64{mt})
	if err != nil || exc != 0 {
		return "", nestedErr(exc, err)
	}
	return v.goString(s), nil
}

// newMethodHandle makes a handle of mh's type, mt or, when mt is 0, the
// MethodType of mh's descriptors; refs (inner handles, bound values) go
// to an Object[] in its form slot.
func (v *VM) newMethodHandle(t *Thread, mh *methodHandle, mt Ref, refs ...uint64) (Ref, error) {
	c, err := v.mhClass()
	if err != nil {
		return 0, err
	}
	if mt == 0 {
		if mt, err = v.methodTypeOf(t, mh.params, mh.ret); err != nil {
			return 0, err
		}
	}
	var arr Ref
	if len(refs) > 0 {
		oc, err := v.arrayClass("[Ljava/lang/Object;")
		if err != nil {
			return 0, err
		}
		arr = v.newArray(t, oc, len(refs))
		copy(v.mut(arr).slots, refs)
	}
	h := v.newObject(t, c)
	v.setField(h, c, "type", mt)
	if arr != 0 {
		v.setField(h, c, "form", arr)
	}
	v.obj(h).native = mh
	return h, nil
}

// mhRefs are the inner handles and values of handle h.
func (v *VM) mhRefs(h Ref) []uint64 {
	c, _ := v.mhClass()
	if f := v.getField(h, c, "form"); f != 0 {
		return v.obj(f).slots
	}
	return nil
}

func (v *VM) handleOf(h Ref) (*methodHandle, error) {
	mh, ok := v.obj(h).native.(*methodHandle)
	if !ok {
		return nil, vmErrorf("a MethodHandle not made by a Lookup's find*, unreflect* or bindTo is not modelled (combinators and asType adapters are not)")
	}
	return mh, nil
}

func isRefDesc(d string) bool { return d[0] == 'L' || d[0] == '[' }

func init() {
	reg("java/lang/invoke/MethodHandles.publicLookup()Ljava/lang/invoke/MethodHandles$Lookup;", natives["java/lang/invoke/MethodHandles.lookup()Ljava/lang/invoke/MethodHandles$Lookup;"])

	const find = "Ljava/lang/Class;Ljava/lang/String;Ljava/lang/invoke/MethodType;"
	noMethod := func(v *VM, t *Thread, c *Class, name string, params []string, ret string, how string) error {
		ts, err := v.typeString(t, params, ret)
		if err != nil {
			return err
		}
		return v.throwNew(t, "java/lang/NoSuchMethodException", "no such method: "+classfile.DottedName(c.Name)+"."+name+ts+"/"+how)
	}
	findMethod := func(kind mhKind) nativeFn {
		return func(v *VM, t *Thread, a []uint64) (uint64, error) {
			if a[1] == 0 || a[2] == 0 {
				return 0, v.throwNew(t, "java/lang/NullPointerException", "")
			}
			refc := v.classOf(a[1])
			name := v.goString(a[2])
			params, ret, err := v.methodTypeDesc(t, a[3])
			if err != nil {
				return 0, err
			}
			key := name + methodDesc(params, ret)
			m := refc.findMethod(key)
			if m == nil && kind != mhStatic {
				m = refc.findInterfaceMethod(key)
			}
			how := map[mhKind]string{mhVirtual: "invokeVirtual", mhStatic: "invokeStatic", mhSpecial: "invokeSpecial"}[kind]
			if m == nil || name == "<init>" || name == "<clinit>" {
				return 0, noMethod(v, t, refc, name, params, ret, how)
			}
			if m.IsStatic() != (kind == mhStatic) {
				what := "expected a static method"
				if kind != mhStatic {
					what = "expected a non-static method"
				}
				return 0, v.throwNew(t, "java/lang/IllegalAccessException", what+": "+classfile.DottedName(refc.Name)+"."+name)
			}
			if kind != mhStatic {
				recv := refc
				if kind == mhSpecial && a[4] != 0 {
					recv = v.classOf(a[4])
				}
				params = append([]string{recv.descriptor()}, params...)
			}
			return v.newMethodHandle(t, &methodHandle{kind: kind, m: m, params: params, ret: ret, varargs: m.isVarargs()}, 0)
		}
	}
	reg("java/lang/invoke/MethodHandles$Lookup.findVirtual("+find+")Ljava/lang/invoke/MethodHandle;", findMethod(mhVirtual))
	reg("java/lang/invoke/MethodHandles$Lookup.findStatic("+find+")Ljava/lang/invoke/MethodHandle;", findMethod(mhStatic))
	reg("java/lang/invoke/MethodHandles$Lookup.findSpecial("+find+"Ljava/lang/Class;)Ljava/lang/invoke/MethodHandle;", findMethod(mhSpecial))
	reg("java/lang/invoke/MethodHandles$Lookup.findConstructor(Ljava/lang/Class;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/MethodHandle;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if a[1] == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		refc := v.classOf(a[1])
		params, ret, err := v.methodTypeDesc(t, a[2])
		if err != nil {
			return 0, err
		}
		m := refc.methods["<init>"+methodDesc(params, "V")]
		if ret != "V" || m == nil || refc.IsInterface() || refc.IsArray() || refc.prim != 0 {
			return 0, noMethod(v, t, refc, "<init>", params, ret, "newInvokeSpecial")
		}
		return v.constructorHandle(t, m)
	})
	findField := func(kind mhKind, static bool) nativeFn {
		return func(v *VM, t *Thread, a []uint64) (uint64, error) {
			if a[1] == 0 || a[2] == 0 || a[3] == 0 {
				return 0, v.throwNew(t, "java/lang/NullPointerException", "")
			}
			refc := v.classOf(a[1])
			name := v.goString(a[2])
			f := refc.findField(name)
			if f == nil || f.Desc != v.classOf(a[3]).descriptor() {
				return 0, v.throwNew(t, "java/lang/NoSuchFieldException", "no such field: "+classfile.DottedName(refc.Name)+"."+name+"/"+classfile.DottedName(v.classOf(a[3]).Name))
			}
			if f.Static != static {
				what := "expected a static field"
				if !static {
					what = "expected a non-static field"
				}
				return 0, v.throwNew(t, "java/lang/IllegalAccessException", what+": "+classfile.DottedName(refc.Name)+"."+name)
			}
			return v.fieldHandle(t, kind, f, refc)
		}
	}
	const ff = "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/MethodHandle;"
	reg("java/lang/invoke/MethodHandles$Lookup.findGetter"+ff, findField(mhGetter, false))
	reg("java/lang/invoke/MethodHandles$Lookup.findSetter"+ff, findField(mhSetter, false))
	reg("java/lang/invoke/MethodHandles$Lookup.findStaticGetter"+ff, findField(mhGetter, true))
	reg("java/lang/invoke/MethodHandles$Lookup.findStaticSetter"+ff, findField(mhSetter, true))

	// unreflect*: the reflective objects name their class and their slot
	// in its class file (natives_reflect.go) or, for fields, their name.
	reflected := func(v *VM, t *Thread, h Ref, cname string) (*Method, error) {
		if h == 0 {
			return nil, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		return v.reflectedMethod(h, cname)
	}
	reg("java/lang/invoke/MethodHandles$Lookup.unreflect(Ljava/lang/reflect/Method;)Ljava/lang/invoke/MethodHandle;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		m, err := reflected(v, t, a[1], "java/lang/reflect/Method")
		if err != nil {
			return 0, err
		}
		mh := &methodHandle{kind: mhStatic, m: m, params: append([]string(nil), m.params...), ret: m.ret, varargs: m.isVarargs()}
		if !m.IsStatic() {
			mh.kind = mhVirtual
			mh.params = append([]string{m.Class.descriptor()}, mh.params...)
		}
		return v.newMethodHandle(t, mh, 0)
	})
	reg("java/lang/invoke/MethodHandles$Lookup.unreflectConstructor(Ljava/lang/reflect/Constructor;)Ljava/lang/invoke/MethodHandle;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		m, err := reflected(v, t, a[1], "java/lang/reflect/Constructor")
		if err != nil {
			return 0, err
		}
		return v.constructorHandle(t, m)
	})
	unreflectField := func(kind mhKind) nativeFn {
		return func(v *VM, t *Thread, a []uint64) (uint64, error) {
			if a[1] == 0 {
				return 0, v.throwNew(t, "java/lang/NullPointerException", "")
			}
			fc := v.mustClass("java/lang/reflect/Field")
			c := v.classOf(v.getField(a[1], fc, "clazz"))
			f := c.fields[v.goString(v.getField(a[1], fc, "name"))]
			if f == nil {
				return 0, vmErrorf("Field of %s is not one of its fields", c.Name)
			}
			return v.fieldHandle(t, kind, f, c)
		}
	}
	reg("java/lang/invoke/MethodHandles$Lookup.unreflectGetter(Ljava/lang/reflect/Field;)Ljava/lang/invoke/MethodHandle;", unreflectField(mhGetter))
	reg("java/lang/invoke/MethodHandles$Lookup.unreflectSetter(Ljava/lang/reflect/Field;)Ljava/lang/invoke/MethodHandle;", unreflectField(mhSetter))

	reg("java/lang/invoke/MethodHandle.toString()Ljava/lang/String;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		mh, err := v.handleOf(a[0])
		if err != nil {
			return 0, err
		}
		s, err := v.typeString(t, mh.params, mh.ret)
		if err != nil {
			return 0, err
		}
		return v.newString(t, "MethodHandle"+s), nil
	})
	reg("java/lang/invoke/MethodHandle.bindTo(Ljava/lang/Object;)Ljava/lang/invoke/MethodHandle;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		mh, err := v.handleOf(a[0])
		if err != nil {
			return 0, err
		}
		if len(mh.params) == 0 || !isRefDesc(mh.params[0]) {
			return 0, v.throwNew(t, "java/lang/IllegalArgumentException", "no leading reference parameter")
		}
		x, err := v.asTypeConvert(t, a[1], "Ljava/lang/Object;", mh.params[0], func() string { return "" })
		if err != nil {
			return 0, err
		}
		return v.newMethodHandle(t, &methodHandle{kind: mhInsert, n: 1, params: mh.params[1:], ret: mh.ret}, 0, a[0], x)
	})
	// asType: a handle of the new type whose invocations adapt the
	// arguments and the result as invoke does; a conversion asType refuses
	// is a WrongMethodTypeException, a varargs collector collects the
	// trailing arguments of a longer type.
	reg("java/lang/invoke/MethodHandle.asType(Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/MethodHandle;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		mh, err := v.handleOf(a[0])
		if err != nil {
			return 0, err
		}
		params, ret, err := v.methodTypeDesc(t, a[1])
		if err != nil {
			return 0, err
		}
		return v.mhAsType(t, a[0], mh, params, ret, a[1])
	})
	// The JDK's combinators and adapters build LambdaForms from a
	// handle's internals, which the VM's handles do not have.
	for _, m := range []string{"rebind()Ljava/lang/invoke/BoundMethodHandle;",
		"copyWith(Ljava/lang/invoke/MethodType;Ljava/lang/invoke/LambdaForm;)Ljava/lang/invoke/MethodHandle;",
		"internalForm()Ljava/lang/invoke/LambdaForm;", "internalMemberName()Ljava/lang/invoke/MemberName;",
		"bindArgumentL(ILjava/lang/Object;)Ljava/lang/invoke/BoundMethodHandle;",
		"viewAsType(Ljava/lang/invoke/MethodType;Z)Ljava/lang/invoke/MethodHandle;",
		"describeConstable()Ljava/util/Optional;"} {
		reg("java/lang/invoke/MethodHandle."+m, func(v *VM, t *Thread, a []uint64) (uint64, error) {
			return 0, vmErrorf("%s", mhUnmodelled)
		})
	}
	// revealDirect needs the MemberName of a direct handle, which the
	// VM's handles do not have: a located error, not the JDK's "not a
	// direct method handle" for a handle that is one.
	reg("java/lang/invoke/MethodHandles$Lookup.revealDirect("+mhDesc+")Ljava/lang/invoke/MethodHandleInfo;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return 0, vmErrorf("%s", mhUnmodelled)
	})
	// invokeWithArguments(Object...): invoke with every argument an Object
	// and the result boxed.
	reg("java/lang/invoke/MethodHandle.invokeWithArguments([Ljava/lang/Object;)Ljava/lang/Object;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		mh, err := v.handleOf(a[0])
		if err != nil {
			return 0, err
		}
		var given []uint64
		if a[1] != 0 {
			given = v.obj(a[1]).slots
		}
		obj := "Ljava/lang/Object;"
		site := make([]string, len(given))
		for i := range site {
			site[i] = obj
		}
		args := make([]uint64, 0, len(given))
		for _, x := range given {
			args = append(args, x)
		}
		return v.mhInvoke(t, a[0], mh, "invokeWithArguments", site, obj, args)
	})
	// LambdaMetafactory called by the program: a lambda class made as for
	// invokedynamic's (indy.go), whose factory is a handle of mhLambda
	// kind, in a ConstantCallSite.
	const lmf = "java/lang/invoke/LambdaMetafactory."
	const lmfArgs = "Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;"
	reg(lmf+"metafactory("+lmfArgs+"Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return v.metafactory(t, a[:3], a[3:6])
	})
	reg(lmf+"altMetafactory("+lmfArgs+"[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if a[3] == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		return v.metafactory(t, a[:3], v.obj(a[3]).slots)
	})
	polyFactories["java/lang/invoke/MethodHandle.invokeExact"] = mhInvokeSite
	polyFactories["java/lang/invoke/MethodHandle.invoke"] = mhInvokeSite
}

func methodDesc(params []string, ret string) string {
	s := "("
	for _, p := range params {
		s += p
	}
	return s + ")" + ret
}

func (v *VM) constructorHandle(t *Thread, m *Method) (Ref, error) {
	return v.newMethodHandle(t, &methodHandle{kind: mhConstructor, m: m, params: append([]string(nil), m.params...), ret: m.Class.descriptor(), varargs: m.isVarargs()}, 0)
}

func (v *VM) fieldHandle(t *Thread, kind mhKind, f *Field, refc *Class) (Ref, error) {
	mh := &methodHandle{kind: kind, field: f, ret: f.Desc}
	if !f.Static {
		mh.params = []string{refc.descriptor()}
	}
	if kind == mhSetter {
		mh.params = append(mh.params, f.Desc)
		mh.ret = "V"
	}
	return v.newMethodHandle(t, mh, 0)
}

// mhInvokeSite is the native of an invokeExact or invoke call site.
func mhInvokeSite(name string, params []string, ret string) nativeFn {
	return func(v *VM, t *Thread, a []uint64) (uint64, error) {
		mh, err := v.handleOf(a[0])
		if err != nil {
			return 0, err
		}
		// One value per parameter (a long or double's second slot dropped).
		var args []uint64
		i := 1
		for _, p := range params {
			args = append(args, a[i])
			i++
			if classfile.IsWide(p) {
				i++
			}
		}
		return v.mhInvoke(t, a[0], mh, name, params, ret, args)
	}
}

// mhInvoke calls handle h with args, one per site parameter, of the call
// site's types; the result is of type ret.
func (v *VM) mhInvoke(t *Thread, h Ref, mh *methodHandle, name string, params []string, ret string, args []uint64) (uint64, error) {
	same := len(params) == len(mh.params) && ret == mh.ret
	for i := 0; same && i < len(params); i++ {
		same = params[i] == mh.params[i]
	}
	if !same && name == "invokeExact" {
		site, err := v.typeString(t, params, ret)
		if err != nil {
			return 0, err
		}
		own, err := v.typeString(t, mh.params, mh.ret)
		if err != nil {
			return 0, err
		}
		return 0, v.throwNew(t, "java/lang/invoke/WrongMethodTypeException", "expected "+own+" but found "+site)
	}
	if !same && mh.varargs {
		var err error
		if params, args, err = v.mhCollectVarargs(t, mh, params, ret, args); err != nil {
			return 0, err
		}
	}
	if !same {
		wrong := func() string { return v.mhWrongMsg(t, mh, params, ret) }
		if ok, err := v.mhConvertible(mh.params, mh.ret, params, ret); err != nil || !ok {
			if err != nil {
				return 0, err
			}
			return 0, v.throwNew(t, "java/lang/invoke/WrongMethodTypeException", wrong())
		}
		for i := range args {
			x, err := v.asTypeConvert(t, args[i], params[i], mh.params[i], wrong)
			if err != nil {
				return 0, err
			}
			args[i] = x
		}
	}
	if mh.kind >= mhAdapted {
		return v.mhCombined(t, h, mh, ret, args)
	}
	// The target's arguments in slots.
	var slots []uint64
	for i, x := range args {
		slots = append(slots, x)
		if classfile.IsWide(mh.params[i]) {
			slots = append(slots, 0)
		}
	}
	// The result, converted to the call site's type unless the target can
	// run in the native's place (a tail call).
	convert := func(r uint64) (uint64, error) { return v.mhResult(t, mh, params, ret, r) }
	tail := ret == mh.ret || ret == "V" || ret == "Ljava/lang/Object;" && isRefDesc(mh.ret) || v.refWidens(mh.ret, ret)
	switch mh.kind {
	case mhGetter, mhSetter:
		r, err := v.mhField(t, mh, slots)
		if err != nil {
			return 0, err
		}
		return convert(r)
	case mhConstructor:
		c := mh.m.Class
		if exc, err := v.initClass(t, c); err != nil || exc != 0 {
			return 0, nestedErr(exc, err)
		}
		if c.flags&classfile.AccAbstract != 0 {
			return 0, v.throwNew(t, "java/lang/InstantiationException", classfile.DottedName(c.Name))
		}
		o := v.newObject(t, c)
		if _, exc, err := v.callNested(t, mh.m, append([]uint64{o}, slots...)); err != nil || exc != 0 {
			return 0, nestedErr(exc, err)
		}
		return convert(o)
	case mhStatic:
		if exc, err := v.initClass(t, mh.m.Class); err != nil || exc != 0 {
			return 0, nestedErr(exc, err)
		}
	default:
		if slots[0] == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
	}
	target := mh.m
	if mh.kind == mhVirtual && target.flags&classfile.AccPrivate == 0 {
		target = v.obj(slots[0]).class.virtual(mh.m.key)
		if target == nil || target.isAbstract() {
			return 0, v.throwNew(t, "java/lang/AbstractMethodError", classfile.DottedName(v.obj(slots[0]).class.Name)+"."+mh.m.Name+mh.m.Desc)
		}
	}
	if tail {
		return 0, &tailCall{m: target, args: slots, discard: ret == "V" && mh.ret != "V"}
	}
	r, exc, err := v.callNested(t, target, slots)
	if err != nil || exc != 0 {
		return 0, nestedErr(exc, err)
	}
	return convert(r)
}

// mhField reads or writes a getter's or setter's field, a scheduling
// point like getfield and putfield.
func (v *VM) mhField(t *Thread, mh *methodHandle, args []uint64) (uint64, error) {
	f := mh.field
	var obj Ref
	if f.Static {
		if exc, err := v.initClass(t, f.Class); err != nil || exc != 0 {
			return 0, nestedErr(exc, err)
		}
		obj = v.cs(f.Class.id).statics
	} else {
		obj = args[0]
		args = args[1:]
		if obj == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
	}
	o := v.obj(obj)
	kind := KRead
	if mh.kind == mhSetter {
		kind = KWrite
	}
	acc := f.access(kind, o)
	// As getfield and putfield: a final field's read is no visible
	// operation, a volatile access is an event while t runs alone.
	final := kind == KRead && f.final() && !o.early
	point := o.shared && !final && v.multi() // statics are shared (initStatics)
	if point && v.point(t, acc) {
		return 0, errBlocked
	}
	val := o.slots[f.Slot]
	if mh.kind == mhSetter {
		val = args[0]
		v.mut(obj).slots[f.Slot] = val
		if o.shared && val != 0 && f.isRef() {
			v.markShared(val)
		}
	}
	if point || f.Volatile && o.shared && v.syncVisible() {
		v.emitValue(t, acc, val, f.isRef())
	}
	if mh.kind == mhSetter {
		return 0, nil
	}
	return val, nil
}

// mhInvokeNested is mhInvoke with invoke's conversions whose target runs
// to completion (a tail call becomes a nested call), for a result that is
// converted afterwards.
func (v *VM) mhInvokeNested(t *Thread, h Ref, mh *methodHandle, params []string, ret string, args []uint64) (uint64, error) {
	r, err := v.mhInvoke(t, h, mh, "invoke", params, ret, args)
	if tc, ok := err.(*tailCall); ok {
		r, exc, err := v.callNested(t, tc.m, tc.args)
		if err != nil || exc != 0 {
			return 0, nestedErr(exc, err)
		}
		return r, nil
	}
	return r, err
}

// mhUnmodelled is the error of a method-handle operation the VM does not
// model.
const mhUnmodelled = "weft's VM does not model this method-handle operation (MethodHandles.varHandleInvoker, varHandleExactInvoker, Lookup.revealDirect, …) nor JDK code built on such operations; a Lookup's find*, unreflect*, invoke, invokeExact, invokeWithArguments, bindTo, asType, MethodHandles.insertArguments, dropArguments, filterArguments, filterReturnValue, foldArguments, permuteArguments, collectArguments, guardWithTest, tableSwitch, the loops (loop, whileLoop, doWhileLoop, countedLoop, iteratedLoop), tryFinally, catchException, throwException, constant, identity, zero, arrayElementGetter, arrayElementSetter, arrayLength, arrayConstructor, invoker, exactInvoker, spreadInvoker, asSpreader, asCollector and asVarargsCollector work, as do lambdas, method references, VarHandles and reading a record back from an ObjectInputStream"

// mhResult converts a target's result r of mh's return type to the call
// site's, as invoke does.
func (v *VM) mhResult(t *Thread, mh *methodHandle, params []string, ret string, r uint64) (uint64, error) {
	if ret == "V" || ret == mh.ret {
		return r, nil
	}
	if mh.ret == "V" {
		return 0, nil // asType: void to a reference is null, to a primitive zero
	}
	return v.asTypeConvert(t, r, mh.ret, ret, func() string { return v.mhWrongMsg(t, mh, params, ret) })
}

// mhWrongMsg is the message of asType's WrongMethodTypeException:
// cannot convert MethodHandle(String)int to (Integer)int.
func (v *VM) mhWrongMsg(t *Thread, mh *methodHandle, params []string, ret string) string {
	own, err1 := v.typeString(t, mh.params, mh.ret)
	site, err2 := v.typeString(t, params, ret)
	if err1 != nil || err2 != nil {
		own, site = methodDesc(mh.params, mh.ret), methodDesc(params, ret)
	}
	return "cannot convert MethodHandle" + own + " to " + site
}
