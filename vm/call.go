package vm

import (
	"errors"
	"strings"

	"weft/classfile"
)

// nativeFn is a native peer: it gets the argument slots (receiver first) and
// returns the result slot. Special errors steer the interpreter: *javaThrow
// throws, errBlocked re-executes the invoke later (the thread blocked or was
// switched out at a scheduling point), errYield completes the call and then
// switches threads, *tailCall invokes a Java method in the native's place.
type nativeFn func(v *VM, t *Thread, args []uint64) (uint64, error)

type javaThrow struct{ exc Ref }

func (e *javaThrow) Error() string { return "java exception" }

type ctlErr string

func (e ctlErr) Error() string { return string(e) }

const (
	errBlocked ctlErr = "blocked"
	errYield   ctlErr = "yield"
)

type tailCall struct {
	m       *Method
	args    []uint64
	virtual bool // dispatch m on args[0]'s class
	discard bool // drop the result (the native is void)
}

func (e *tailCall) Error() string { return "tail call" }

// resolveMethodRef resolves a Methodref/InterfaceMethodref constant.
func (v *VM) resolveMethodRef(caller *Method, cpi uint16) (*Method, *Class, error) {
	ref := caller.Class.cf.CP.Ref(cpi)
	c, err := v.loadClass(ref.Class)
	if err != nil {
		return nil, nil, err
	}
	key := ref.Name + ref.Desc
	m := c.findMethod(key)
	if m == nil && c.IsArray() {
		m = v.cObject.methods[key]
	}
	// A call site whose descriptor is the signature-polymorphic method's
	// own, (Object[])Object (mh.invoke(objectArray)), is polymorphic too.
	polyClass := ref.Class == "java/lang/invoke/MethodHandle" || ref.Class == "java/lang/invoke/VarHandle"
	if m != nil && polyClass && m.flags&(classfile.AccNative|classfile.AccVarargs) == classfile.AccNative|classfile.AccVarargs && m.native == nil {
		m = nil
	}
	if m == nil {
		if polyClass {
			// signature-polymorphic: a native built for this descriptor
			fac := polyFactories[ref.Class+"."+ref.Name]
			if fac == nil {
				return nil, nil, unmodelledNative(ref.Class, ref.Name, ref.Desc)
			}
			poly, err := newMethod(c, ref.Name, ref.Desc, classfile.AccPublic|classfile.AccFinal|classfile.AccNative)
			if err != nil {
				return nil, nil, err
			}
			poly.poly = true
			mt, err := classfile.ParseMethodDesc(ref.Desc)
			if err != nil {
				return nil, nil, err
			}
			poly.native = fac(ref.Name, poly.params, mt.Return)
			return poly, c, nil
		}
		return nil, nil, vmErrorf("NoSuchMethodError: %s.%s%s (from %s)", ref.Class, ref.Name, ref.Desc, caller)
	}
	return m, c, nil
}

// invoke executes an invoke* op: args are on the caller's stack (fr.sp).
func (v *VM) invoke(t *Thread, caller *Method, o *op) error {
	r := o.r
	if !r.resolved {
		m, c, err := v.resolveMethodRef(caller, r.cpi)
		if err != nil {
			return err
		}
		if classfile.Opcode(o.code) == classfile.INVOKESPECIAL && m.Name != "<init>" && !c.IsInterface() && caller.Class != c && caller.Class.isSubclassOf(c) && caller.Class.Super != nil {
			if sm := caller.Class.Super.findMethod(m.key); sm != nil {
				m = sm
			}
		}
		r.method, r.class = m, c
		r.nargs = m.argSlots
		if classfile.Opcode(o.code) != classfile.INVOKESTATIC && m.IsStatic() {
			r.nargs++
		}
		r.resolved = true
	}
	fr := &t.frames[len(t.frames)-1]
	m := r.method
	switch classfile.Opcode(o.code) {
	case classfile.INVOKESTATIC:
		if cs := v.cs(m.Class.id); cs.state != csDone || cs.watch {
			if cs.state != csDone {
				if goOn, err := v.initCheck(t, m.Class); err != nil {
					return err
				} else if !goOn {
					v.steps-- // executed again once the class is initialized
					return nil
				}
			}
			if cs := v.cs(m.Class.id); cs.watch {
				v.initUse(t, m.Class)
			}
		}
	case classfile.INVOKESPECIAL:
		if t.stack[fr.sp-r.nargs] == 0 {
			v.throwVM(t, "java/lang/NullPointerException", "")
			return nil
		}
	default:
		recv := t.stack[fr.sp-r.nargs]
		if recv == 0 {
			v.throwVM(t, "java/lang/NullPointerException", "")
			return nil
		}
		if m.flags&classfile.AccPrivate == 0 && !m.poly {
			rc := v.obj(recv).class
			if rc == r.icClass {
				m = r.icMethod
			} else {
				sel := rc.virtual(m.key)
				if sel == nil {
					v.throwVM(t, "java/lang/AbstractMethodError", classfile.DottedName(rc.Name)+"."+m.Name+m.Desc)
					return nil
				}
				r.icClass, r.icMethod = rc, sel
				m = sel
			}
		}
	}
	return v.call(t, m)
}

// call invokes m with its arguments on top of the current frame's stack.
func (v *VM) call(t *Thread, m *Method) error {
	fr := &t.frames[len(t.frames)-1]
	base := fr.sp - m.argSlots
	if m.native != nil {
		args := t.stack[base:fr.sp]
		t.inNative = true // errBlocked re-executes the invoke (initClass)
		ret, err := m.native(v, t, args)
		t.inNative = false
		fr = &t.frames[len(t.frames)-1]
		if err != nil {
			switch e := err.(type) {
			case *javaThrow:
				t.exc = e.exc
				return nil
			case ctlErr:
				if e == errBlocked {
					v.steps-- // the invoke is executed again
					return nil
				}
			case *tailCall:
				fr.sp = base
				if len(t.stack) < base+len(e.args)+2 {
					v.growStack(t, base+len(e.args)+16)
				}
				copy(t.stack[base:], e.args)
				if v.sym != nil {
					v.symClear(t, base, len(e.args))
				}
				fr.sp = base + len(e.args)
				tm := e.m
				if e.virtual {
					tm = v.obj(e.args[0]).class.virtual(e.m.key)
					if tm == nil {
						v.throwVM(t, "java/lang/AbstractMethodError", e.m.String())
						return nil
					}
				}
				if e.discard {
					// Run tm as if called from a void native: the caller's
					// pc must advance without a result; push a marker frame.
					return v.callDiscard(t, tm)
				}
				return v.call(t, tm)
			default:
				return err
			}
		}
		fr.sp = base
		switch m.retKind {
		case 'V':
		case 'J', 'D':
			t.stack[base] = ret
			t.stack[base+1] = 0
			fr.sp += 2
		default:
			t.stack[base] = ret
			fr.sp++
		}
		if v.sym != nil {
			v.symNative(t, base, fr.sp-base)
		}
		fr.pc++
		if err == errYield {
			v.yieldAfter(t)
		}
		return nil
	}
	if m.flags&classfile.AccNative != 0 {
		return unmodelledNative(m.Class.Name, m.Name, m.Desc)
	}
	if m.isAbstract() {
		v.throwVM(t, "java/lang/AbstractMethodError", classfile.DottedName(m.Class.Name)+"."+m.Name+m.Desc)
		return nil
	}
	code, err := v.lower(m)
	if err != nil {
		return err
	}
	if len(t.frames) >= v.cfg.MaxDepth {
		v.throwVM(t, "java/lang/StackOverflowError", "")
		return nil
	}
	var lock Ref
	if m.flags&classfile.AccSynchronized != 0 {
		if m.IsStatic() {
			lock = v.mirror(t, m.Class)
		} else {
			lock = t.stack[base]
		}
		acc := Access{Kind: KLock, Obj: v.obj(lock).id, HasObj: true}
		entrySite(t, m, &acc)
		if v.multi() {
			if v.point(t, acc) {
				return nil
			}
		}
		if !v.monitorEnter(t, lock, 1) {
			t.entryOf = m
			return v.block(t, lock)
		}
		t.entryOf = nil
		v.emitSync(t, acc)
	}
	need := base + code.maxLocals + code.maxStack + 4
	if need > len(t.stack) {
		v.growStack(t, need)
	}
	s := t.stack
	for i := base + m.argSlots; i < base+code.maxLocals; i++ {
		s[i] = 0
	}
	fr.sp = base
	t.frames = append(t.frames, frame{m: m, code: code, lp: base, sp: base + code.maxLocals, sync: lock})
	return nil
}

// callDiscard invokes tm for a void native (tail call whose result is
// dropped): the caller continues after the invoke once tm returns.
func (v *VM) callDiscard(t *Thread, tm *Method) error {
	if err := v.call(t, tm); err != nil {
		return err
	}
	if n := len(t.frames); n >= 2 && t.frames[n-1].m == tm {
		t.frames[n-1].discard = true
	}
	return nil
}

func (v *VM) growStack(t *Thread, need int) {
	n := 2 * len(t.stack)
	if n < need {
		n = need + 256
	}
	s := make([]uint64, n)
	copy(s, t.stack)
	t.stack = s
}

// ret returns from the top frame.
func (v *VM) ret(t *Thread, code uint8) error {
	fr := &t.frames[len(t.frames)-1]
	w := 1
	switch classfile.Opcode(code) {
	case classfile.RETURN:
		w = 0
	case classfile.LRETURN, classfile.DRETURN:
		w = 2
	}
	var val uint64
	if w > 0 {
		val = t.stack[fr.sp-w]
	}
	if fr.sync != 0 {
		if v.multi() {
			if v.point(t, Access{Kind: KUnlock, Obj: v.obj(fr.sync).id, HasObj: true}) {
				return nil
			}
		}
		if !v.monitorExit(t, fr.sync) {
			v.throwVM(t, "java/lang/IllegalMonitorStateException", "")
			return nil
		}
		v.emitSync(t, Access{Kind: KUnlock, Obj: v.obj(fr.sync).id, HasObj: true})
	}
	nested, discard, init := fr.nested, fr.discard, fr.init
	t.frames = t.frames[:len(t.frames)-1]
	if nested {
		t.nestedRet = val
		return nil
	}
	if init != nil {
		err := v.initReturned(t, init) // the op that needed it runs again
		if t.mainGate && len(t.frames) == 1 && len(t.initPending) == 0 && t.initFrames == 0 {
			t.mainGate = false // main's class is initialized: main begins
		}
		return err
	}
	if len(t.frames) == 0 {
		if t.entry.plan != nil {
			v.entryNext(t, 0) // the next call of an entry plan, or the end
			return nil
		}
		v.threadEnd(t)
		return nil
	}
	c := &t.frames[len(t.frames)-1]
	if !discard {
		if v.sym != nil {
			v.symReturn(t, fr.sp-w, c.sp, w)
		}
		t.stack[c.sp] = val
		if w == 2 {
			t.stack[c.sp+1] = 0
		}
		c.sp += w
	}
	c.pc++
	return nil
}

// unwind looks for a handler of t.exc, popping frames down to stop.
func (v *VM) unwind(t *Thread, stop int) error {
	exc := t.exc
	for len(t.frames) > stop {
		fr := &t.frames[len(t.frames)-1]
		if fr.code != nil && !(t.mainGate && len(t.frames) == 1) {
			for i := range fr.code.handlers {
				h := &fr.code.handlers[i]
				if fr.pc < h.start || fr.pc >= h.end {
					continue
				}
				if h.catch != "" {
					if h.cls == nil {
						c, err := v.loadClass(h.catch)
						if err != nil {
							return err
						}
						h.cls = c
					}
					if !v.obj(exc).class.isSubclassOf(h.cls) {
						continue
					}
				}
				fr.pc = h.target
				fr.sp = fr.lp + fr.code.maxLocals
				t.stack[fr.sp] = exc
				if v.sym != nil {
					v.symPushed(t, fr.sp, 1, nil)
				}
				fr.sp++
				t.exc = 0
				return nil
			}
		}
		if fr.sync != 0 {
			v.monitorExit(t, fr.sync)
			v.emitSync(t, Access{Kind: KUnlock, Obj: v.obj(fr.sync).id, HasObj: true})
		}
		nested, init := fr.nested, fr.init
		t.frames = t.frames[:len(t.frames)-1]
		if nested {
			t.nestedExc = exc
			t.exc = 0
			return nil
		}
		if init != nil {
			if err := v.initThrew(t, init, exc); err != nil {
				return err
			}
			exc = t.exc
		}
	}
	if len(t.frames) == 0 {
		t.exc = 0
		if t.entry.plan != nil {
			v.entryNext(t, exc) // the plan decides what the exception means
			return nil
		}
		v.threadDies(t, exc)
	}
	return nil
}

// pushFrame starts m on t with the given argument slots (a thread's run
// method, or main).
func (v *VM) pushFrame(t *Thread, m *Method, args []uint64) error {
	base := 0
	if len(t.frames) > 0 {
		base = t.frames[len(t.frames)-1].sp
	}
	code, err := v.lower(m)
	if err != nil {
		return err
	}
	need := base + code.maxLocals + code.maxStack + len(args) + 4
	if need > len(t.stack) {
		v.growStack(t, need)
	}
	copy(t.stack[base:], args)
	if v.sym != nil {
		v.symClear(t, base, len(args))
	}
	for i := base + len(args); i < base+code.maxLocals; i++ {
		t.stack[i] = 0
	}
	t.frames = append(t.frames, frame{m: m, code: code, lp: base, sp: base + code.maxLocals})
	return nil
}

// callNested runs m to completion on t from Go (class initialization,
// library callbacks). No thread switch happens inside.
func (v *VM) callNested(t *Thread, m *Method, args []uint64) (uint64, Ref, error) {
	if m.native != nil {
		ret, err := m.native(v, t, args)
		if err != nil {
			var jt *javaThrow
			if errors.As(err, &jt) {
				return 0, jt.exc, nil
			}
			var tc *tailCall
			if errors.As(err, &tc) {
				tm := tc.m
				if tc.virtual {
					tm = v.obj(tc.args[0]).class.virtual(tc.m.key)
				}
				return v.callNested(t, tm, tc.args)
			}
			if err == errYield {
				return ret, 0, nil
			}
			return 0, 0, err
		}
		return ret, 0, nil
	}
	if m.flags&classfile.AccNative != 0 {
		return 0, 0, unmodelledNative(m.Class.Name, m.Name, m.Desc)
	}
	if m.isAbstract() {
		return 0, 0, vmErrorf("abstract method %s called", m)
	}
	if len(t.frames) >= v.cfg.MaxDepth {
		h, err := v.newThrowable(t, "java/lang/StackOverflowError", "")
		return 0, h, err
	}
	stop := len(t.frames)
	var lock Ref
	if m.flags&classfile.AccSynchronized != 0 {
		if m.IsStatic() {
			lock = v.mirror(t, m.Class)
		} else {
			lock = args[0]
		}
		if !v.monitorEnter(t, lock, 1) {
			return 0, 0, vmErrorf("thread %d would block on a monitor inside a nested call to %s", t.ID, m)
		}
	}
	if err := v.pushFrame(t, m, args); err != nil {
		return 0, 0, err
	}
	t.frames[len(t.frames)-1].nested = true
	t.frames[len(t.frames)-1].sync = lock
	t.atomic++
	saveRet, saveExc := t.nestedRet, t.nestedExc
	t.nestedRet, t.nestedExc = 0, 0
	err := v.exec(t, stop)
	t.atomic--
	ret, exc := t.nestedRet, t.nestedExc
	t.nestedRet, t.nestedExc = saveRet, saveExc
	if err != nil {
		return 0, 0, err
	}
	if v.exited && len(t.frames) > stop {
		t.frames = t.frames[:stop]
	}
	return ret, exc, nil
}

// invokeVirtualNested calls the virtual method key on receiver h.
func (v *VM) invokeVirtualNested(t *Thread, h Ref, key string, args ...uint64) (uint64, Ref, error) {
	m := v.obj(h).class.virtual(key)
	if m == nil {
		return 0, 0, vmErrorf("no method %s in %s", key, v.obj(h).class.Name)
	}
	return v.callNested(t, m, append([]uint64{h}, args...))
}

// initClass initializes c (JLS 12.4.2) on t, running <clinit> nested.
// It returns a pending exception, if initialization threw.
func (v *VM) initClass(t *Thread, c *Class) (Ref, error) {
	cs := v.csw(c.id)
	switch cs.state {
	case csDone:
		return 0, nil
	case csBusy:
		if cs.thread != t.ID {
			if t.atomic == 0 && t.inNative {
				// A native method the interpreter called (Class.forName,
				// reflection): t waits, and the invoke runs again.
				v.initBlock(t, c)
				return 0, errBlocked
			}
			return 0, v.initBusyNested(t, c)
		}
		v.noteInitCycle(t, c)
		return 0, nil // recursive request by the initializing thread
	case csError:
		h, err := v.newThrowable(t, "java/lang/NoClassDefFoundError", "Could not initialize class "+classfile.DottedName(c.Name))
		return h, err
	}
	cs.state, cs.thread = csBusy, t.ID
	if c.prim != 0 || c.IsArray() {
		v.csw(c.id).state = csDone
		return 0, nil
	}
	if err := v.initStatics(t, c); err != nil {
		return 0, err
	}
	fail := func(exc Ref) (Ref, error) {
		v.csw(c.id).state = csError
		return exc, nil
	}
	if !c.IsInterface() && c.Super != nil {
		// (A superclass this thread is initializing stepwise, waiting for
		// its own supers, counts as a recursive request: it proceeds.)
		exc, err := v.initClass(t, c.Super)
		if err == errBlocked {
			v.csw(c.id).state = csNone // t waits for the superclass: again later
			return 0, err
		}
		if err != nil || exc != 0 {
			v.csw(c.id).state = csError
			return exc, err
		}
		for _, i := range c.Interfaces {
			if i.hasDef {
				exc, err := v.initClass(t, i)
				if err == errBlocked {
					v.csw(c.id).state = csNone
					return 0, err
				}
				if err != nil || exc != 0 {
					v.csw(c.id).state = csError
					return exc, err
				}
			}
		}
	}
	if ov := clinitOverrides[c.Name]; ov != nil {
		if err := ov(v, t, c); err != nil {
			return 0, err
		}
	} else if m := c.methods["<clinit>()V"]; m != nil {
		v.initStack = append(v.initStack, c)
		_, exc, err := v.callNested(t, m, nil)
		v.initStack = v.initStack[:len(v.initStack)-1]
		if err != nil {
			return 0, err
		}
		if exc != 0 {
			if !v.obj(exc).class.isSubclassOf(v.mustClass("java/lang/Error")) {
				w, err := v.newThrowableCause(t, "java/lang/ExceptionInInitializerError", exc)
				if err != nil {
					return 0, err
				}
				exc = w
			}
			return fail(exc)
		}
	}
	v.csw(c.id).state = csDone
	return 0, nil
}

type staticsMarker struct{}

func (v *VM) mustClass(name string) *Class {
	c, err := v.loadClass(name)
	if err != nil {
		panic("BUG: java.base class missing: " + name)
	}
	return c
}

func (v *VM) constantValue(t *Thread, c *Class, f *Field) (uint64, error) {
	cp := c.cf.CP
	i := f.member.ConstantValue
	switch cp[i].Tag {
	case classfile.TagInteger:
		return uint64(uint32(cp.Int(i))), nil
	case classfile.TagFloat, classfile.TagLong, classfile.TagDouble:
		return cp[i].Bits, nil
	case classfile.TagString:
		return v.internLiteral(t, cp.String(i)), nil
	}
	return 0, vmErrorf("%s.%s: bad ConstantValue", c.Name, f.Name)
}

// resolveField resolves a field op.
func (v *VM) resolveField(t *Thread, caller *Method, r *opRef, static bool) error {
	ref := caller.Class.cf.CP.Ref(r.cpi)
	c, err := v.loadClass(ref.Class)
	if err != nil {
		return err
	}
	f := c.findField(ref.Name)
	if f == nil || f.Static != static {
		return vmErrorf("NoSuchFieldError: %s.%s (from %s)", ref.Class, ref.Name, caller)
	}
	r.field = f
	r.fieldID = f.Class.Name + "." + f.Name
	r.final = f.final()
	r.resolved = true
	return nil
}

// resolveClassOp resolves the class operand of new/anewarray/checkcast/…
func (v *VM) resolveClassOp(t *Thread, caller *Method, r *opRef) error {
	c, err := v.loadClass(caller.Class.cf.CP.ClassName(r.cpi))
	if err != nil {
		return err
	}
	r.class = c
	r.resolved = true
	return nil
}

// resolveLdc resolves an ldc and rewrites the op into a constant push.
func (v *VM) resolveLdc(t *Thread, caller *Method, o *op) error {
	cp := caller.Class.cf.CP
	i := o.r.cpi
	var k uint64
	switch cp[i].Tag {
	case classfile.TagInteger, classfile.TagFloat:
		k = cp[i].Bits & 0xffffffff
	case classfile.TagString:
		k = v.internLiteral(t, cp.String(i))
	case classfile.TagClass:
		c, err := v.loadClass(cp.ClassName(i))
		if err != nil {
			return err
		}
		k = v.mirror(t, c)
		v.obj(k).perm = true
	case classfile.TagMethodType, classfile.TagMethodHandle, classfile.TagDynamic:
		return vmErrorf("%s: ldc of %s constants is not supported", caller, cp[i].Tag)
	default:
		return vmErrorf("%s: bad ldc constant", caller)
	}
	o.r.k = k
	o.code = opConst1
	return nil
}

// multiArray allocates a multi-dimensional array.
func (v *VM) multiArray(t *Thread, c *Class, dims []int) (Ref, error) {
	h := v.newArray(t, c, dims[0])
	if len(dims) > 1 {
		for i := 0; i < dims[0]; i++ {
			sub, err := v.multiArray(t, c.elem, dims[1:])
			if err != nil {
				return 0, err
			}
			v.obj(h).slots[i] = sub
		}
	}
	return h, nil
}

// block makes t wait for h's monitor; the current op is re-executed when it
// gets it.
func (v *VM) block(t *Thread, h Ref) error {
	if t.atomic > 0 {
		return vmErrorf("thread %d would block on a monitor inside a nested call at %s", t.ID, t.site())
	}
	t.state = tBlocked
	t.monObj = h
	v.current = nil
	return nil
}

// point is a scheduling point before a visible operation of t. It returns
// true if another thread was chosen: t then stays at the operation and
// performs it, without asking again, when it is resumed. An access whose
// Site is set keeps it, with its User and Pos (entrySite).
func (v *VM) point(t *Thread, a Access) bool {
	if t.granted {
		t.granted = false
		return false
	}
	if t.atomic > 0 {
		return false
	}
	merged, op := false, -1
	if v.cfg.AtomicSync {
		merged, op = v.inSyncOp(t, &a)
		a.Op = op >= 0 && !merged
	}
	if merged && a.Kind != KPark {
		return false
	}
	a.Thread = t.ID
	if a.Site.Class == "" {
		a.Site = t.site()
		a.User, a.Pos = t.where()
	}
	if merged {
		// A park inside a synchronizer's operation: no point, but the
		// operation the thread is at if it blocks, for the choice
		// that resumes it: the operation's own access, once it had
		// its point.
		t.pending = a
		if t.frames[op].opBegun {
			t.pending = t.opPoint
		}
		return false
	}
	t.pending = a
	next, _ := v.pick(t)
	if v.paused {
		v.current = t // asks again at the same point when continued
		return true
	}
	if op >= 0 {
		t.frames[op].opBegun = true // the operation's point is passed
		t.opPoint = a
	}
	if next == nil || next == t {
		return false
	}
	t.granted = true
	v.current = next
	return true
}

// yieldAfter offers a scheduling point after t completed an operation that
// changed who is enabled (start, notify, unpark, sleep, yield).
func (v *VM) yieldAfter(t *Thread) {
	if t.atomic > 0 {
		return
	}
	v.current = nil
	if t.state == tRunnable {
		t.pending = Access{Thread: t.ID, Kind: KSleep, Site: t.site()}
		next, _ := v.pickYield(t, t.yielding)
		t.yielding = false
		v.current = next
		if v.paused {
			v.current = nil
		}
	}
}

// threadEnd terminates t normally or after an uncaught exception.
func (v *VM) threadEnd(t *Thread) {
	// As in HotSpot, the ending thread notifies joiners under the Thread
	// object's monitor: it must wait for a joiner that holds it.
	if t.obj != 0 {
		if o := v.obj(t.obj); o.mon != nil && o.mon.owner != 0 && o.mon.owner != t.ID+1 && t.atomic == 0 {
			t.ending = true
			t.state = tBlocked
			t.monObj = t.obj
			t.frames = t.frames[:0]
			if v.current == t {
				v.current = nil
			}
			return
		}
	}
	t.ending = false
	t.state = tTerminated
	t.frames = t.frames[:0]
	v.live--
	if t.obj != 0 {
		v.setField(t.obj, v.cThread, "threadStatus", 2)
		if t.ID != 0 {
			// Thread.exit, which HotSpot runs as a thread ends, drops its
			// group and handler: an ended thread's getThreadGroup() and
			// getUncaughtExceptionHandler() are null, its toString()
			// "Thread[w,5,]". (Not main's: DestroyJavaVM takes its group.)
			v.setField(t.obj, v.cThread, "group", 0)
			v.setField(t.obj, v.cThread, "uncaughtExceptionHandler", 0)
			// and its target: t.run() after the end runs nothing.
			v.setField(t.obj, v.cThread, "target", 0)
		}
		v.emit(t, Access{Kind: KThreadEnd, Obj: v.obj(t.obj).id, HasObj: true}, 0)
		v.wakeWaiters(t.obj, true)
	}
	if v.current == t {
		v.current = nil
	}
}

// recordUncaught ends t's frames with exc as its uncaught exception and
// renders its stack trace for the report.
func (v *VM) recordUncaught(t *Thread, exc Ref) {
	t.uncaught = exc
	t.frames = t.frames[:0]
	t.state = tRunnable
	var b strings.Builder
	if err := v.renderTrace(t, exc, &b); err != nil && v.fatal == nil {
		v.fatal = err
	}
	t.uncaughtTrace = b.String()
}

// threadDies ends t with an uncaught exception, printing it as the JDK's
// default handler does. A handler the program set (the thread's own or
// the default one) gets the exception instead, as HotSpot's
// Thread.dispatchUncaughtException: in a thread other than main, its
// code runs as the thread's own, with scheduling points, and the thread
// then ends normally (the exception was handled: not a bug); an
// exception the handler throws ends the thread as an uncaught one
// (HotSpot prints "Exception: C thrown from the UncaughtExceptionHandler
// in thread ..."). In main the handler runs atomically and the exception
// stays uncaught: java exits 1 then too.
func (v *VM) threadDies(t *Thread, exc Ref) {
	if t.dispatching {
		t.dispatching = false
		v.recordUncaught(t, exc)
		v.write(2, "Exception: "+classfile.DottedName(v.obj(exc).class.Name)+" thrown from the UncaughtExceptionHandler in thread \""+v.threadName(t)+"\"\n")
		v.threadEnd(t)
		return
	}
	if t.ID != 0 && t.obj != 0 && v.fatal == nil && v.hasUncaughtHandler(t) {
		if m := v.cThread.methods["dispatchUncaughtException(Ljava/lang/Throwable;)V"]; m != nil {
			t.frames = t.frames[:0]
			t.state = tRunnable
			if err := v.pushFrame(t, m, []uint64{t.obj, exc}); err != nil {
				v.fatal = err
			} else {
				t.dispatching = true
				return
			}
		}
	}
	v.recordUncaught(t, exc)
	// In main, a handler set by the program gets the exception
	// (dispatchUncaughtException); otherwise print as the default one does.
	if t.obj != 0 && v.fatal == nil && v.hasUncaughtHandler(t) {
		if m := v.cThread.methods["dispatchUncaughtException(Ljava/lang/Throwable;)V"]; m != nil {
			_, _, err := v.callNested(t, m, []uint64{t.obj, exc})
			if err != nil && v.fatal == nil {
				v.fatal = err
			}
			t.frames = t.frames[:0]
			v.threadEnd(t)
			return
		}
	}
	v.write(2, "Exception in thread \""+v.threadName(t)+"\" "+t.uncaughtTrace)
	v.threadEnd(t)
}

// hasUncaughtHandler reports whether the program set an uncaught-exception
// handler for t: its own, the default one of all threads, or a
// ThreadGroup subclass overriding uncaughtException that t's group is or
// passes the exception up to (a plain ThreadGroup hands it to its parent).
func (v *VM) hasUncaughtHandler(t *Thread) bool {
	if v.getField(t.obj, v.cThread, "uncaughtExceptionHandler") != 0 {
		return true
	}
	def := v.cThread.fields["defaultUncaughtExceptionHandler"]
	if def != nil && v.obj(v.cs(v.cThread.id).statics).slots[def.Slot] != 0 {
		return true
	}
	for g, n := Ref(v.getField(t.obj, v.cThread, "group")), 0; g != 0 && n < 1000; n++ {
		c := v.obj(g).class
		if m := c.findMethod("uncaughtException(Ljava/lang/Thread;Ljava/lang/Throwable;)V"); m != nil && m.Class.Name != "java/lang/ThreadGroup" {
			return true
		}
		// ThreadGroup's own parent, not a field of that name a subclass
		// declares.
		tg := c
		for tg != nil && tg.Name != "java/lang/ThreadGroup" {
			tg = tg.Super
		}
		if tg == nil {
			return false
		}
		g = Ref(v.getField(g, tg, "parent"))
	}
	return false
}

// entrySite places the entry of synchronized method m, about to be
// called by t, where the static analysis puts it: at the caller's
// instruction when the caller is the program's code (left to point and
// emit), at the program's call that the JDK calls back from (a
// synchronized compareTo under Collections.sort) when the caller is the
// JDK's, and at m itself when no program frame is below (a thread's run
// method, or one a method reference's stub calls: new Thread(this::watch)).
// Before, the last two were reported at the JDK's or the stub's frame, so
// vsched matched no pair with them.
func entrySite(t *Thread, m *Method, a *Access) {
	if n := len(t.frames); n > 0 && !t.frames[n-1].m.Class.lib && t.frames[n-1].m.Class.lambda == nil {
		return
	}
	if user, pos := t.where(); len(t.frames) > 0 && user != t.site() {
		a.Site, a.User, a.Pos = user, user, pos
		return
	}
	a.Site = classfile.Site{Class: m.Class.Name, Method: m.key, PC: 0}
	a.User, a.Pos = a.Site, m.sourcePos(0)
}

// unmodelledNative is the error of a call to a native method the VM does
// not model, with the class's binary name as the user writes it
// (java.lang.ProcessImpl) and, for a known family, what it means.
func unmodelledNative(class, name, desc string) error {
	why := ""
	switch class {
	case "java/lang/ProcessImpl", "java/lang/ProcessHandleImpl", "java/lang/ProcessEnvironment":
		why = ": weft's VM cannot start operating-system processes (ProcessBuilder.start, Runtime.exec)"
	case "java/lang/invoke/MethodHandleNatives":
		why = ": " + mhUnmodelled
	default:
		switch {
		case strings.HasPrefix(class, "java/net/"), strings.HasPrefix(class, "sun/net/"), strings.HasPrefix(class, "sun/nio/ch/"):
			why = ": weft's VM has no network (sockets, addresses, channels); explore an entry that does not use it"
		case !isJDKName(class):
			why = ": a native (JNI) method of the program cannot run in weft's VM; give it a Java body, or explore an entry that does not call it"
		}
	}
	return vmErrorf("native method %s.%s%s is not modelled%s", classfile.DottedName(class), name, desc, why)
}
