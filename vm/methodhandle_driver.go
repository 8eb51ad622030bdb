package vm

import (
	"strconv"

	"weft/classfile"
)

// Drivers: the loops (MethodHandles.loop and the loops built on it) and
// tryFinally run as ordinary frames, so that the handles they call (a
// clause's step, predicate and fini, a tryFinally's target and cleanup)
// have their scheduling points and block on monitors as any call does.
// The VM builds, once per shape (the loop's type and its inner handles'
// types), a static method whose code calls the inner handles with
// invokeExact of their own types (so a method's handle runs in the call's
// place, a tail call) and keeps the iteration variables in locals. The
// handle is the driver's first argument and the driver reads its inner
// handles with a native (no heap access, no scheduling point). The
// drivers' class is hidden from stack traces as lambdas' are.

const driverClass = "java/lang/invoke/LambdaForm$Driver"

// mhDriverClass is the class holding the drivers and their inner native.
func (v *VM) mhDriverClass() (*Class, *Method, error) {
	if c := v.classes[driverClass]; c != nil {
		return c, c.methods["inner("+mhDesc+"I)"+mhDesc], nil
	}
	c := &Class{Name: driverClass, Super: v.cObject, flags: classfile.AccFinal | classfile.AccSynthetic,
		fields: map[string]*Field{}, methods: map[string]*Method{}, vcache: map[string]*Method{}, depth: 1}
	c.lambda = &lambdaInfo{} // hidden frames, initialized after a restore
	inner, err := newMethod(c, "inner", "("+mhDesc+"I)"+mhDesc, classfile.AccStatic|classfile.AccNative|classfile.AccSynthetic)
	if err != nil {
		return nil, nil, err
	}
	inner.native = func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return v.mhRefs(a[0])[int32(a[1])], nil
	}
	c.methods[inner.key] = inner
	v.addClass(c)
	v.csw(c.id).state = csDone
	return c, inner, nil
}

// driverCode assembles a driver's ops.
type driverCode struct {
	v      *VM
	c      *Class
	inner  *Method
	ops    []op
	locals int
	stack  int
	site   string // the driver's return type
	// tryFinally: the ops of the target's call, and its handler's
	tryEnd, catchAt int
}

func (d *driverCode) emit(o op) int { d.ops = append(d.ops, o); return len(d.ops) - 1 }

func (d *driverCode) load(desc string, local int) {
	if classfile.IsWide(desc) {
		d.emit(op{code: opLoad2, a: int32(local)})
	} else {
		d.emit(op{code: opLoad, a: int32(local)})
	}
}

func (d *driverCode) store(desc string, local int) {
	if classfile.IsWide(desc) {
		d.emit(op{code: opStore2, a: int32(local)})
	} else {
		d.emit(op{code: opStore, a: int32(local)})
	}
}

// pushInner pushes the driver's inner handle i.
func (d *driverCode) pushInner(i int) {
	d.emit(op{code: opLoad, a: 0})
	d.emit(op{code: opIConst, a: int32(i)})
	d.emit(op{code: uint8(classfile.INVOKESTATIC), r: &opRef{resolved: true, method: d.inner, nargs: 2}})
}

// call invokes the handle pushed by pushInner with the values of vals
// (descriptors and locals), invokeExact of (params)ret: the first
// len(params) values.
func (d *driverCode) call(params []string, ret string, vals []string, locals []int) error {
	slots := 1
	for k := range params {
		d.load(vals[k], locals[k])
		slots++
		if classfile.IsWide(vals[k]) {
			slots++
		}
	}
	if slots+2 > d.stack {
		d.stack = slots + 2
	}
	return d.callLoaded(params, ret)
}

// callLoaded invokes the handle under its arguments on the stack with
// invokeExact of (params)ret.
func (d *driverCode) callLoaded(params []string, ret string) error {
	poly, err := newMethod(d.v.mustClass("java/lang/invoke/MethodHandle"), "invokeExact", methodDesc(params, ret), classfile.AccPublic|classfile.AccFinal|classfile.AccNative)
	if err != nil {
		return err
	}
	poly.poly = true
	poly.native = mhInvokeSite("invokeExact", poly.params, ret)
	d.emit(op{code: uint8(classfile.INVOKEVIRTUAL), r: &opRef{resolved: true, method: poly, nargs: poly.argSlots}})
	return nil
}

func (d *driverCode) pop(desc string) {
	switch {
	case desc == "V":
	case classfile.IsWide(desc):
		d.emit(op{code: uint8(classfile.POP2)})
	default:
		d.emit(op{code: uint8(classfile.POP)})
	}
}

func (d *driverCode) ret(desc string) {
	code := classfile.IRETURN
	switch desc[0] {
	case 'V':
		code = classfile.RETURN
	case 'L', '[':
		code = classfile.ARETURN
	case 'J':
		code = classfile.LRETURN
	case 'D':
		code = classfile.DRETURN
	case 'F':
		code = classfile.FRETURN
	}
	d.emit(op{code: uint8(code)})
}

// finish returns the value of type from on the stack, converted as
// invoke converts a result: to the handle's own type own, then to the
// driver's (the call site's) type: dropped for void, zero from void.
func (d *driverCode) finish(from, own string) error {
	if err := d.conv(from, own); err != nil {
		return err
	}
	if err := d.conv(own, d.site); err != nil {
		return err
	}
	d.ret(d.site)
	return nil
}

func (d *driverCode) conv(from, to string) error {
	switch {
	case from == to:
	case to == "V":
		d.pop(from)
	case from == "V":
		d.zero(to)
	default:
		conv, err := d.v.convert(from, to)
		if err != nil {
			return err
		}
		d.ops = append(d.ops, conv...)
	}
	return nil
}

// zero pushes the zero (or null) of type desc.
func (d *driverCode) zero(desc string) {
	if classfile.IsWide(desc) {
		d.emit(op{code: opConst2, r: &opRef{resolved: true}})
	} else {
		d.emit(op{code: opIConst})
	}
}

// newLocal reserves a local of type desc.
func (d *driverCode) newLocal(desc string) int {
	l := d.locals
	d.locals++
	if classfile.IsWide(desc) {
		d.locals++
	}
	return l
}

// mhDriver is the driver of loop or tryFinally handle h (mh) for a call
// site whose result is of type site: a static method of (MethodHandle,
// mh's parameters)site.
func (v *VM) mhDriver(h Ref, mh *methodHandle, site string) (*Method, error) {
	refs := v.mhRefs(h)
	inner := make([]*methodHandle, len(refs))
	key := strconv.Itoa(int(mh.kind)) + methodDesc(mh.params, mh.ret)
	for i, r := range refs {
		im, err := v.handleOf(r)
		if err != nil {
			return nil, err
		}
		inner[i] = im
		key += methodDesc(im.params, im.ret)
	}
	c, innerNative, err := v.mhDriverClass()
	if err != nil {
		return nil, err
	}
	h64 := newFNV()
	h64.WriteString(key)
	name := "loop"
	if mh.kind == mhTryFinally {
		name = "tryFinally"
	}
	name += "$" + strconv.FormatUint(h64.Sum64(), 16)
	desc := methodDesc(append([]string{mhDesc}, mh.params...), site)
	if m := c.methods[name+desc]; m != nil {
		return m, nil
	}
	m, err := newMethod(c, name, desc, classfile.AccStatic|classfile.AccSynthetic)
	if err != nil {
		return nil, err
	}
	d := &driverCode{v: v, c: c, inner: innerNative, locals: 1, stack: 4, site: site}
	var argLocals []int
	for _, p := range mh.params {
		argLocals = append(argLocals, d.newLocal(p))
	}
	if mh.kind == mhLoop {
		err = d.loop(mh, inner, argLocals)
	} else {
		err = d.tryFinally(mh, inner, argLocals)
	}
	if err != nil {
		return nil, err
	}
	m.code = &lowered{ops: d.ops, pcs: make([]int32, len(d.ops)), maxLocals: d.locals, maxStack: d.stack}
	if mh.kind == mhTryFinally {
		m.code.handlers = []handler{{start: 0, end: d.tryEnd, target: d.catchAt}}
	}
	c.methods[m.key] = m
	return m, nil
}

// loop: the inits on the arguments give the variables of the clauses
// whose init is not void; each pass runs every clause's step on
// (variables, arguments), storing its result in the clause's variable,
// and its predicate: the first false ends the loop with its clause's fini,
// whose result is the loop's.
func (d *driverCode) loop(mh *methodHandle, inner []*methodHandle, argLocals []int) error {
	n := mh.n
	varLocal := make([]int, n)
	var allDescs []string
	var allLocals []int
	for i := 0; i < n; i++ {
		varLocal[i] = -1
		if r := inner[i].ret; r != "V" {
			varLocal[i] = d.newLocal(r)
			allDescs = append(allDescs, r)
			allLocals = append(allLocals, varLocal[i])
		}
	}
	allDescs = append(allDescs, mh.params...)
	allLocals = append(allLocals, argLocals...)
	callInner := func(i int, descs []string, locals []int) error {
		im := inner[i]
		if len(im.params) > len(descs) {
			return vmErrorf("loop clause handle %d takes %d arguments, more than the loop's %d", i, len(im.params), len(descs))
		}
		d.pushInner(i)
		return d.call(im.params, im.ret, descs, locals)
	}
	for i := 0; i < n; i++ {
		if err := callInner(i, mh.params, argLocals); err != nil {
			return err
		}
		if varLocal[i] >= 0 {
			d.store(inner[i].ret, varLocal[i])
		}
	}
	pass := len(d.ops)
	for i := 0; i < n; i++ {
		if err := callInner(n+i, allDescs, allLocals); err != nil {
			return err
		}
		if step := inner[n+i]; step.ret != "V" {
			if varLocal[i] >= 0 {
				d.store(step.ret, varLocal[i])
			} else {
				d.pop(step.ret)
			}
		}
		if err := callInner(2*n+i, allDescs, allLocals); err != nil {
			return err
		}
		next := d.emit(op{code: uint8(classfile.IFNE)})
		if err := callInner(3*n+i, allDescs, allLocals); err != nil {
			return err
		}
		if err := d.finish(inner[3*n+i].ret, mh.ret); err != nil {
			return err
		}
		d.ops[next].a = int32(len(d.ops))
	}
	d.emit(op{code: opGoto, a: int32(pass)})
	return nil
}

// tryFinally: the target on the arguments, then the cleanup on (null,
// result, arguments) in the driver's place; if the target throws, the
// cleanup on (the exception, zero, arguments) and the exception thrown
// again unless the cleanup throws.
func (d *driverCode) tryFinally(mh *methodHandle, inner []*methodHandle, argLocals []int) error {
	target, cleanup := inner[0], inner[1]
	if len(target.params) > len(mh.params) {
		return vmErrorf("tryFinally's target takes %d arguments, more than its %d", len(target.params), len(mh.params))
	}
	rLocal := -1
	if mh.ret != "V" {
		rLocal = d.newLocal(mh.ret)
	}
	excLocal := d.newLocal(objDesc)
	d.pushInner(0)
	if err := d.call(target.params, target.ret, mh.params, argLocals); err != nil {
		return err
	}
	if rLocal >= 0 {
		d.store(mh.ret, rLocal)
	}
	d.tryEnd = len(d.ops)
	// cleanup(throwable, [result,] arguments): its arguments but the
	// first two (one for a void target) are the loop's.
	descs := []string{"Ljava/lang/Throwable;"}
	if rLocal >= 0 {
		descs = append(descs, mh.ret)
	}
	k := len(descs)
	descs = append(descs, mh.params...)
	if len(cleanup.params) > len(descs) || len(cleanup.params) < k {
		return vmErrorf("tryFinally's cleanup takes %d arguments, not between %d and %d", len(cleanup.params), k, len(descs))
	}
	callCleanup := func(exc bool) error {
		d.pushInner(1)
		if exc {
			d.emit(op{code: opLoad, a: int32(excLocal)})
		} else {
			d.emit(op{code: opIConst}) // null
		}
		if rLocal >= 0 {
			if exc {
				d.zero(mh.ret)
			} else {
				d.load(mh.ret, rLocal)
			}
		}
		for i := k; i < len(cleanup.params); i++ {
			d.load(mh.params[i-k], argLocals[i-k])
		}
		slots := 3 + 2*len(cleanup.params)
		if slots > d.stack {
			d.stack = slots
		}
		return d.callLoaded(cleanup.params, cleanup.ret)
	}
	if err := callCleanup(false); err != nil {
		return err
	}
	if err := d.finish(cleanup.ret, mh.ret); err != nil {
		return err
	}
	d.catchAt = len(d.ops)
	d.emit(op{code: opStore, a: int32(excLocal)})
	if err := callCleanup(true); err != nil {
		return err
	}
	d.pop(cleanup.ret)
	d.emit(op{code: opLoad, a: int32(excLocal)})
	d.emit(op{code: uint8(classfile.ATHROW)})
	return nil
}

// mhRunDriver runs loop or tryFinally handle h (mh) on args of its own
// types, its result of the call site's type ret: a driver in the
// native's place, which converts the result when invoke widens it (a
// primitive, or a reference to a supertype: a String taken as a
// CharSequence) or boxes it; nested, with the result converted after,
// for the other conversions (a cast, an unboxing), whose exceptions are
// asType's.
func (v *VM) mhRunDriver(t *Thread, h Ref, mh *methodHandle, ret string, args []uint64) (uint64, error) {
	site, discard := ret, false
	switch {
	case ret == mh.ret || ret == objDesc && isRefDesc(mh.ret) || v.refWidens(mh.ret, ret):
		site = mh.ret
	case ret == "V":
		site, discard = mh.ret, mh.ret != "V"
	case mh.ret == "V" || !isRefDesc(mh.ret) && isRefDesc(ret):
		// zero or null; boxing (invoke has checked the box fits ret)
	case !isRefDesc(mh.ret) && !isRefDesc(ret):
		if _, err := v.convert(mh.ret, ret); err != nil {
			site = ""
		}
	default:
		site = ""
	}
	own := site
	if own == "" {
		own = mh.ret
	}
	m := mh.drivers[own]
	if m == nil {
		var err error
		if m, err = v.mhDriver(h, mh, own); err != nil {
			return 0, err
		}
		if mh.drivers == nil {
			mh.drivers = map[string]*Method{}
		}
		mh.drivers[own] = m
	}
	slots := []uint64{h}
	for i, x := range args {
		slots = append(slots, x)
		if classfile.IsWide(mh.params[i]) {
			slots = append(slots, 0)
		}
	}
	if site != "" {
		return 0, &tailCall{m: m, args: slots, discard: discard}
	}
	r, exc, err := v.callNested(t, m, slots)
	if err != nil || exc != 0 {
		return 0, nestedErr(exc, err)
	}
	return v.mhResult(t, mh, mh.params, ret, r)
}

// refWidens reports whether reference type from is assignable to
// reference type to (a String to CharSequence, a String[] to Object[]):
// invoke then passes the result on as it is. False if either class
// cannot be loaded (the nested run converts, and reports that).
func (v *VM) refWidens(from, to string) bool {
	if !isRefDesc(from) || !isRefDesc(to) {
		return false
	}
	fc, err := v.classForDesc(from)
	if err != nil {
		return false
	}
	tc, err := v.classForDesc(to)
	if err != nil {
		return false
	}
	return fc.isSubclassOf(tc)
}

// mhArrayAccessor is the handle MethodHandles.arrayElementGetter,
// arrayElementSetter or arrayLength (access 0, 1, 2: the JDK's
// MethodHandleImpl.ArrayAccess) returns for array class ac: a static
// method of the drivers' class whose code is the array's xaload, xastore
// or arraylength, so that it runs as those instructions do (a scheduling
// point on a shared array, the JVM's exceptions and messages).
func (v *VM) mhArrayAccessor(t *Thread, ac *Class, access int) (Ref, error) {
	c, _, err := v.mhDriverClass()
	if err != nil {
		return 0, err
	}
	ad := ac.descriptor()
	comp := ad[1:]
	var name string
	var params []string
	ret := comp
	switch access {
	case 0:
		name, params = "get", []string{ad, "I"}
	case 1:
		name, params, ret = "set", []string{ad, "I", comp}, "V"
	case 2:
		name, params, ret = "length", []string{ad}, "I"
	default:
		return 0, vmErrorf("array access %d is not modelled", access)
	}
	desc := methodDesc(params, ret)
	m := c.methods[name+desc]
	if m == nil {
		if m, err = newMethod(c, name, desc, classfile.AccStatic|classfile.AccSynthetic); err != nil {
			return 0, err
		}
		d := &driverCode{v: v, c: c}
		d.emit(op{code: opLoad, a: 0})
		if access == 2 {
			d.emit(op{code: uint8(classfile.ARRAYLENGTH)})
		} else {
			d.emit(op{code: opLoad, a: 1})
		}
		wide := classfile.IsWide(comp)
		switch access {
		case 0:
			code := map[byte]classfile.Opcode{'I': classfile.IALOAD, 'F': classfile.FALOAD, 'J': classfile.LALOAD, 'D': classfile.DALOAD,
				'B': classfile.BALOAD, 'Z': classfile.BALOAD, 'C': classfile.CALOAD, 'S': classfile.SALOAD}[comp[0]]
			if isRefDesc(comp) {
				code = classfile.AALOAD
			}
			if wide {
				d.emit(op{code: opArrLoad2, b: int32(code)})
			} else {
				d.emit(op{code: opArrLoad1, b: int32(code)})
			}
		case 1:
			d.load(comp, 2)
			switch comp[0] {
			case 'I', 'F':
				code := classfile.IASTORE
				if comp[0] == 'F' {
					code = classfile.FASTORE
				}
				d.emit(op{code: opIStore1, b: int32(code)})
			case 'J', 'D':
				code := classfile.LASTORE
				if comp[0] == 'D' {
					code = classfile.DASTORE
				}
				d.emit(op{code: opIStore2, b: int32(code)})
			case 'B', 'Z':
				d.emit(op{code: uint8(classfile.BASTORE)})
			case 'C':
				d.emit(op{code: uint8(classfile.CASTORE)})
			case 'S':
				d.emit(op{code: uint8(classfile.SASTORE)})
			default:
				d.emit(op{code: uint8(classfile.AASTORE)})
			}
		}
		d.ret(ret)
		m.code = &lowered{ops: d.ops, pcs: make([]int32, len(d.ops)), maxLocals: len(params) + 1, maxStack: 5}
		c.methods[m.key] = m
	}
	return v.newMethodHandle(t, &methodHandle{kind: mhStatic, m: m, params: params, ret: ret}, 0)
}
