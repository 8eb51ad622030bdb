package vm

import (
	"encoding/binary"
	"hash"
	"sort"
	"strings"

	"weft/classfile"
)

// Symbolic execution alongside the concrete one (seeds 000 §2.2 and §3.5).
//
// Concrete values always drive a run; a value that depends on a symbolic
// input also has a shadow, an *Expr. Shadows live beside the slots that
// hold the values: Thread.shadow parallels the thread's operand slab
// (locals and operand stacks of every frame, so they cross calls and
// returns with the arguments and results), and symState.heap holds the
// shadows of object, array and static slots.
//
// Cost when nothing is symbolic: none in the interpreter loop. VM.sym stays
// nil until the first input is read. From then on exec's step-limit test
// fires before every op (symLimit): its slow path (atLimit) calls symStep,
// which computes the shadows of the op's results from the shadows of its
// operands and the concrete operand values, emits a KBranch event at a
// conditional branch whose condition is symbolic, and records a heap
// store's shadow as pending (symPending: committed once the store has run,
// so a store that stops at a scheduling point shows no shadow early); the
// op then runs alone through the unchanged loop. Calls, returns, exception
// handlers, natives and invokedynamic set the shadows of what they push;
// everything else pushed is concrete. Heap shadows remember the concrete
// value they shadow: a slot later written by a native (Unsafe, a CAS, a
// model) without its shadow is detected and read as concrete.

// symState is the symbolic part of the VM state; nil while no input was
// read.
type symState struct {
	heap   map[symSlot]symVal
	inputs []Input // inputs read, in order
	path   []*Expr // constraints of the symbolic branches taken, in order
}

type symSlot struct {
	h    Ref
	slot int
}

type symVal struct {
	e   *Expr
	val uint64 // the concrete slot value e stood for
}

func (s *symState) clone() *symState {
	if s == nil {
		return nil
	}
	c := &symState{heap: make(map[symSlot]symVal, len(s.heap)), inputs: s.inputs[:len(s.inputs):len(s.inputs)], path: s.path[:len(s.path):len(s.path)]}
	for k, x := range s.heap {
		c.heap[k] = x
	}
	return c
}

// SetInputs replaces the input values (Config.Inputs) for the inputs read
// from now on: a strategy that restores a snapshot taken before the inputs
// are read sets the values of its next run here.
func (v *VM) SetInputs(in map[string]int64) { v.cfg.Inputs = in }

// Inputs returns the inputs read so far in this run.
func (v *VM) Inputs() []Input {
	if v.sym == nil {
		return nil
	}
	return append([]Input(nil), v.sym.inputs...)
}

// PathConstraint returns the constraints of the symbolic branches taken so
// far in this run, in execution order (all threads).
func (v *VM) PathConstraint() []*Expr {
	if v.sym == nil {
		return nil
	}
	return append([]*Expr(nil), v.sym.path...)
}

// ParseInputMethod turns "pkg.Cls.method" or "pkg/Cls.method" into the
// internal class name and the method name.
func ParseInputMethod(s string) (class, method string, ok bool) {
	i := strings.LastIndexByte(s, '.')
	if i <= 0 || i == len(s)-1 {
		return "", "", false
	}
	return classfile.InternalName(s[:i]), s[i+1:], true
}

// inputClass is the class of weft's input API (benchmarks/api).
const inputClass = "weft/Input"

// bindInputs makes c's input methods (weft.Input's, and the static
// methods named in Config.InputMethods) natives that read symbolic inputs.
func (v *VM) bindInputs(c *Class) {
	named := map[string]bool{}
	for _, s := range v.cfg.InputMethods {
		if cl, m, ok := ParseInputMethod(s); ok && cl == c.Name {
			named[m] = true
		}
	}
	if c.Name != inputClass && len(named) == 0 {
		return
	}
	for _, m := range c.methods {
		if c.Name == inputClass && !strings.HasSuffix(m.Name, "Value") || c.Name != inputClass && !named[m.Name] {
			continue
		}
		typ := m.Desc[len(m.Desc)-1]
		if !m.IsStatic() || !strings.ContainsRune("IJZSBC", rune(typ)) || m.Desc[len(m.Desc)-2] != ')' {
			if v.fatal == nil {
				v.fatal = vmErrorf("input method %s.%s%s must be static and return int, long, boolean, short, byte or char", classfile.DottedName(c.Name), m.Name, m.Desc)
			}
			continue
		}
		// weft.Input's methods with an argument take it as the default.
		dflt := c.Name == inputClass && m.argSlots > 0
		m.native = inputNative(typ, dflt)
	}
}

func inputNative(typ byte, dflt bool) nativeFn {
	return func(v *VM, t *Thread, a []uint64) (uint64, error) {
		name := v.threadKey(t) + "#" + itoa(t.nInputs)
		val, ok := v.cfg.Inputs[name]
		if !ok && dflt {
			val = int64(int32(a[0]))
			if typ == 'J' {
				val = int64(a[0])
			}
		}
		val = InputValue(typ, val)
		t.nInputs++
		if v.sym == nil {
			v.sym = &symState{heap: map[symSlot]symVal{}}
		}
		in := Input{Name: name, Type: typ, Value: val}
		v.sym.inputs = append(v.sym.inputs, in)
		t.symRet = Var(name, typ)
		if len(v.cfg.Listeners) > 0 {
			e := &Event{Access: Access{Thread: t.ID, Kind: KInput, Site: t.site()}, Value: uint64(val), Input: in, Step: v.steps}
			e.Pos = t.frames[len(t.frames)-1].m.sourcePos(e.Site.PC)
			for _, l := range v.cfg.Listeners {
				l.OnEvent(e)
			}
		}
		if typ == 'J' {
			return uint64(val), nil
		}
		return uint64(uint32(int32(val))), nil
	}
}

// threadKey names t stably across runs, whatever the order of other
// threads: the main thread is "main", the n-th thread (from 1) that a
// thread starts is its key + "." + n (000 l.3219–3233: inputs are per
// thread).
func (v *VM) threadKey(t *Thread) string {
	if t.key == "" {
		return "main"
	}
	return t.key
}

// childKey names the next thread t starts.
func (v *VM) childKey(t *Thread) string {
	t.children++
	return v.threadKey(t) + "." + itoa(t.children)
}

// shadows returns t's shadow slab, at least as long as its operand slab:
// a recycled one (Restore keeps the shadow slabs of the threads it drops,
// as their operand slabs) or a new one. Each thread of a run that reads an
// input gets one (1024 or more pointers, inputrace's 5 threads 64 KiB per
// run), which new would allocate, zero and have the GC scan every run.
func (v *VM) shadows(t *Thread) []*Expr {
	if len(t.shadow) < len(t.stack) {
		f := &v.free
		var s []*Expr
		if k := len(f.shadows); k > 0 && len(f.shadows[k-1]) >= len(t.stack) {
			s = f.shadows[k-1]
			f.shadows = f.shadows[:k-1]
			clear(s)
		} else {
			s = make([]*Expr, len(t.stack))
		}
		copy(s, t.shadow)
		t.shadow = s
	}
	return t.shadow
}

// symPushed sets the shadows of the w result slots a call, return,
// handler or invokedynamic pushed at i: e, or concrete.
func (v *VM) symPushed(t *Thread, i, w int, e *Expr) {
	sh := v.shadows(t)
	for k := 0; k < w && i+k < len(sh); k++ {
		sh[i+k] = nil
	}
	if w > 0 {
		sh[i] = e
	}
}

// symNative sets the shadow of a native's result at base (w slots): the
// input natives leave it in t.symRet, every other native's is concrete.
func (v *VM) symNative(t *Thread, base, w int) {
	e := t.symRet
	t.symRet = nil
	v.symPushed(t, base, w, e)
}

// symRet moves the shadow of a returned value from the callee's stack top
// (from) to the caller's (to).
func (v *VM) symReturn(t *Thread, from, to, w int) {
	sh := v.shadows(t)
	var e *Expr
	if w > 0 {
		e = sh[from]
	}
	v.symPushed(t, to, w, e)
}

// symClear makes n slots from i concrete.
func (v *VM) symClear(t *Thread, i, n int) {
	if t.shadow == nil {
		return
	}
	sh := v.shadows(t)
	for k := i; k < i+n && k < len(sh); k++ {
		sh[k] = nil
	}
}

// symPending is a heap store whose shadow symStep computed: it is
// committed when the store has run (the thread's next symStep finds its pc
// past the store, with no exception), and dropped when the
// store stopped at a scheduling point or threw (it runs again, through
// symStep again). So a store's shadow never shows before its value, and
// the interpreter's stores stay as they are.
type symPending struct {
	t     *Thread
	depth int
	pc    int
	h     Ref
	slot  int
	e     *Expr
}

// symPend records the pending store of operand slot i into slot of h.
func (v *VM) symPend(t *Thread, pc int, h Ref, slot, i int, code uint8) {
	e := t.shadow[i]
	if e != nil {
		switch code {
		case uint8(classfile.BASTORE):
			if v.obj(h).class.elemDesc == 'Z' {
				e = Bin(OpAnd, e, Const32(1))
			} else {
				e = Un(OpI2B, e)
			}
		case uint8(classfile.CASTORE):
			e = Un(OpI2C, e)
		case uint8(classfile.SASTORE):
			e = Un(OpI2S, e)
		}
	}
	v.symPending = symPending{t: t, depth: len(t.frames), pc: pc, h: h, slot: slot, e: e}
}

// symCommit commits or drops the pending store (see symPending) before t
// runs its next op.
func (v *VM) symCommit(t *Thread) {
	p := &v.symPending
	if p.t == nil {
		return
	}
	if p.t == t && len(t.frames) == p.depth && t.frames[p.depth-1].pc == p.pc+1 && t.exc == 0 {
		k := symSlot{p.h, p.slot}
		if p.e == nil {
			delete(v.sym.heap, k)
		} else {
			v.sym.heap[k] = symVal{p.e, v.obj(p.h).slots[p.slot]} // the value as stored (narrowed)
		}
	}
	*p = symPending{}
}

// symLoad returns the shadow of slot of h, nil if it is concrete (or was
// overwritten without its shadow).
func (v *VM) symLoad(h Ref, slot int, val uint64) *Expr {
	if len(v.sym.heap) == 0 {
		return nil
	}
	x, ok := v.sym.heap[symSlot{h, slot}]
	if !ok || x.val != val {
		return nil
	}
	return x.e
}

// symCopyIn copies the shadows of n operand slots from i into the slots of
// h from slot (a lambda's captured values).
func (v *VM) symCopyIn(t *Thread, i, n int, h Ref, slot int) {
	sh := v.shadows(t)
	o := v.obj(h)
	for k := 0; k < n; k++ {
		if e := sh[i+k]; e != nil {
			v.sym.heap[symSlot{h, slot + k}] = symVal{e, o.slots[slot+k]}
		} else {
			delete(v.sym.heap, symSlot{h, slot + k})
		}
	}
}

// symArrayCopy copies the shadows of System.arraycopy's elements.
func (v *VM) symArrayCopy(src Ref, sp int, dst Ref, dp, n int) {
	var es []symVal
	for k := 0; k < n; k++ {
		x, ok := v.sym.heap[symSlot{src, sp + k}]
		if !ok || x.val != v.obj(src).slots[sp+k] {
			x = symVal{}
		}
		es = append(es, x)
	}
	for k, x := range es {
		if x.e == nil {
			delete(v.sym.heap, symSlot{dst, dp + k})
		} else {
			v.sym.heap[symSlot{dst, dp + k}] = x
		}
	}
}

// symLimit is exec's step limit while symbolic values exist: n (stop
// before the next op, for symStep) or, right after symStep, n+1 (run that
// op alone). An op that is executed again (after a scheduling point,
// class initialization, resolution) thus passes through symStep again.
func (v *VM) symLimit(n, budget int64) int64 {
	if v.symOnce && n < budget {
		v.symOnce = false
		return n + 1
	}
	return n
}

// symStep computes the shadows of op o's results before it runs (see the
// top of this file). It may run more than once for one op (an op that
// stops at a scheduling point, or resolves something first, runs again),
// so it only writes result slots from operand slots it does not write.
func (v *VM) symStep(t *Thread, fr *frame, o *op, pc, lp, sp int) {
	v.symCommit(t)
	sh := v.shadows(t)
	s := t.stack
	// lib: the op is in library code whose symbolic values are pinned
	// (asked only where it matters, not per op).
	lib := func() bool { return !v.cfg.SymbolicJDK && isLibrary(fr.m.Class.Name) }
	if pc == 0 && lib() {
		// Entering library code: its arguments become concrete.
		fr.pc, fr.sp = pc, sp
		v.symPin(t, lp, lp+fr.m.argSlots)
	}
	i32 := func(i int) *Expr {
		if sh[i] != nil {
			return sh[i]
		}
		return Const32(int32(s[i]))
	}
	i64 := func(i int) *Expr {
		if sh[i] != nil {
			return sh[i]
		}
		return Const64(int64(s[i]))
	}
	// bin sets slot r to x op y when either operand slot is symbolic.
	bin := func(r int, op Op, x, y int, wx, wy uint8) {
		if sh[x] == nil && sh[y] == nil {
			sh[r] = nil
			return
		}
		get := func(i int, w uint8) *Expr {
			if w == 64 {
				return i64(i)
			}
			return i32(i)
		}
		sh[r] = Bin(op, get(x, wx), get(y, wy))
	}
	un := func(r int, op Op, x int) {
		if sh[x] == nil {
			sh[r] = nil
			return
		}
		sh[r] = Un(op, sh[x])
	}
	branch := func(alts []*Expr, taken int) {
		fr.pc, fr.sp = pc, sp
		if lib() {
			// A symbolic value that reached library code through the
			// heap: the frame's values become concrete instead.
			v.symPin(t, lp, sp)
			return
		}
		v.symBranch(t, alts, taken)
	}
	// pinLoad: library code reading a symbolic heap slot pins it (the
	// slot's shadow is dropped, the program reads the value concretely
	// from then on too).
	pinLoad := func(h Ref, slot int, e *Expr, val uint64) *Expr {
		if e == nil || !lib() {
			return e
		}
		fr.pc, fr.sp = pc, sp
		delete(v.sym.heap, symSlot{h, slot})
		k := Const32(int32(val))
		if e.Width == 64 {
			k = Const64(int64(val))
		}
		v.symBranch(t, []*Expr{Bin(OpEq, e, k)}, 0)
		return nil
	}
	switch c := o.code; c {
	case opLoad:
		sh[sp] = sh[lp+int(o.a)]
	case opLoad2:
		sh[sp], sh[sp+1] = sh[lp+int(o.a)], nil
	case opStore:
		sh[lp+int(o.a)] = sh[sp-1]
	case opStore2:
		sh[lp+int(o.a)], sh[lp+int(o.a)+1] = sh[sp-2], nil
	case opIConst, opConst1, uint8(classfile.JSR), uint8(classfile.NEW):
		sh[sp] = nil
	case opConst2, uint8(classfile.LDC):
		sh[sp], sh[sp+1] = nil, nil
	case uint8(classfile.IINC):
		if i := lp + int(o.a); sh[i] != nil {
			sh[i] = Bin(OpAdd, sh[i], Const32(o.b))
		}

	case uint8(classfile.IADD), uint8(classfile.ISUB), uint8(classfile.IMUL), uint8(classfile.IAND), uint8(classfile.IOR), uint8(classfile.IXOR),
		uint8(classfile.ISHL), uint8(classfile.ISHR), uint8(classfile.IUSHR):
		bin(sp-2, intOps[c], sp-2, sp-1, 32, 32)
	case uint8(classfile.IDIV), uint8(classfile.IREM):
		if sh[sp-1] != nil {
			d := sh[sp-1]
			nz := Bin(OpNe, d, Const32(0))
			branch([]*Expr{nz, Not(nz)}, int(b2i(uint32(s[sp-1]) == 0)))
		}
		bin(sp-2, intOps[c], sp-2, sp-1, 32, 32)
	case uint8(classfile.LADD), uint8(classfile.LSUB), uint8(classfile.LMUL), uint8(classfile.LAND), uint8(classfile.LOR), uint8(classfile.LXOR):
		bin(sp-4, longOps[c], sp-4, sp-2, 64, 64)
	case uint8(classfile.LDIV), uint8(classfile.LREM):
		if sh[sp-2] != nil {
			nz := Bin(OpNe, sh[sp-2], Const64(0))
			branch([]*Expr{nz, Not(nz)}, int(b2i(s[sp-2] == 0)))
		}
		bin(sp-4, longOps[c], sp-4, sp-2, 64, 64)
	case uint8(classfile.LSHL), uint8(classfile.LSHR), uint8(classfile.LUSHR):
		bin(sp-3, longOps[c], sp-3, sp-1, 64, 32)
	case uint8(classfile.INEG):
		un(sp-1, OpNeg, sp-1)
	case uint8(classfile.LNEG):
		un(sp-2, OpNeg, sp-2)
	case uint8(classfile.I2L):
		un(sp-1, OpI2L, sp-1)
		sh[sp] = nil
	case uint8(classfile.L2I):
		un(sp-2, OpL2I, sp-2)
	case uint8(classfile.I2B):
		un(sp-1, OpI2B, sp-1)
	case uint8(classfile.I2C):
		un(sp-1, OpI2C, sp-1)
	case uint8(classfile.I2S):
		un(sp-1, OpI2S, sp-1)
	case uint8(classfile.LCMP):
		bin(sp-4, OpCmp, sp-4, sp-2, 64, 64)

	// Floating point concretizes.
	case uint8(classfile.FADD), uint8(classfile.FSUB), uint8(classfile.FMUL), uint8(classfile.FDIV), uint8(classfile.FREM),
		uint8(classfile.FCMPL), uint8(classfile.FCMPG), uint8(classfile.L2F), uint8(classfile.L2D), uint8(classfile.D2I),
		uint8(classfile.D2L), uint8(classfile.D2F), uint8(classfile.DNEG):
		sh[sp-2] = nil
	case uint8(classfile.FNEG), uint8(classfile.I2F), uint8(classfile.F2I), uint8(classfile.ARRAYLENGTH), uint8(classfile.INSTANCEOF),
		uint8(classfile.NEWARRAY), uint8(classfile.ANEWARRAY):
		sh[sp-1] = nil
	case uint8(classfile.I2D), uint8(classfile.F2L), uint8(classfile.F2D):
		sh[sp-1], sh[sp] = nil, nil
	case uint8(classfile.DADD), uint8(classfile.DSUB), uint8(classfile.DMUL), uint8(classfile.DDIV), uint8(classfile.DREM),
		uint8(classfile.DCMPL), uint8(classfile.DCMPG):
		sh[sp-4] = nil

	// Branches.
	case uint8(classfile.IFEQ), uint8(classfile.IFNE), uint8(classfile.IFLT), uint8(classfile.IFGE), uint8(classfile.IFGT), uint8(classfile.IFLE):
		x := sh[sp-1]
		if x == nil {
			return
		}
		var y *Expr
		if x.Op == OpCmp { // lcmp then if<cond>: compare the longs
			x, y = x.X, x.Y
		} else {
			y = &Expr{Op: OpConst, Width: x.Width}
		}
		jump := Bin(ifOps[c], x, y)
		branch([]*Expr{Not(jump), jump}, int(b2i(condHolds(c, int64(int32(s[sp-1])), 0))))
	case uint8(classfile.IF_ICMPEQ), uint8(classfile.IF_ICMPNE), uint8(classfile.IF_ICMPLT), uint8(classfile.IF_ICMPGE), uint8(classfile.IF_ICMPGT), uint8(classfile.IF_ICMPLE):
		if sh[sp-2] == nil && sh[sp-1] == nil {
			return
		}
		c0 := c - uint8(classfile.IF_ICMPEQ) + uint8(classfile.IFEQ)
		jump := Bin(ifOps[c0], i32(sp-2), i32(sp-1))
		branch([]*Expr{Not(jump), jump}, int(b2i(condHolds(c0, int64(int32(s[sp-2])), int64(int32(s[sp-1]))))))
	case uint8(classfile.TABLESWITCH), uint8(classfile.LOOKUPSWITCH):
		x := sh[sp-1]
		if x == nil {
			return
		}
		r := o.r
		k := int32(s[sp-1])
		var alts []*Expr
		taken := len(r.targets)
		var dflt *Expr
		if c == uint8(classfile.TABLESWITCH) {
			for i := range r.targets {
				alts = append(alts, Bin(OpEq, x, Const32(r.low+int32(i))))
			}
			if int64(k)-int64(r.low) >= 0 && int64(k)-int64(r.low) < int64(len(r.targets)) {
				taken = int(k - r.low)
			}
			if len(r.targets) > 0 {
				dflt = Bin(OpLOr, Bin(OpLt, x, Const32(r.low)), Bin(OpGt, x, Const32(r.low+int32(len(r.targets))-1)))
			}
		} else {
			for i, key := range r.keys {
				alts = append(alts, Bin(OpEq, x, Const32(key)))
				ne := Bin(OpNe, x, Const32(key))
				if dflt == nil {
					dflt = ne
				} else {
					dflt = Bin(OpLAnd, dflt, ne)
				}
				if key == k {
					taken = i
				}
			}
		}
		if dflt == nil { // no cases: the default always holds
			return
		}
		branch(append(alts, dflt), taken)

	// Stack.
	case uint8(classfile.DUP):
		sh[sp] = sh[sp-1]
	case uint8(classfile.DUP_X1):
		sh[sp], sh[sp-1], sh[sp-2] = sh[sp-1], sh[sp-2], sh[sp-1]
	case uint8(classfile.DUP_X2):
		sh[sp], sh[sp-1], sh[sp-2], sh[sp-3] = sh[sp-1], sh[sp-2], sh[sp-3], sh[sp-1]
	case uint8(classfile.DUP2):
		sh[sp], sh[sp+1] = sh[sp-2], sh[sp-1]
	case uint8(classfile.DUP2_X1):
		a, b, d := sh[sp-3], sh[sp-2], sh[sp-1]
		sh[sp-3], sh[sp-2], sh[sp-1], sh[sp], sh[sp+1] = b, d, a, b, d
	case uint8(classfile.DUP2_X2):
		a, b, d, e := sh[sp-4], sh[sp-3], sh[sp-2], sh[sp-1]
		sh[sp-4], sh[sp-3], sh[sp-2], sh[sp-1], sh[sp], sh[sp+1] = d, e, a, b, d, e
	case uint8(classfile.SWAP):
		sh[sp-1], sh[sp-2] = sh[sp-2], sh[sp-1]

	// Heap loads (stores set their shadow where they store).
	case opArrLoad1, opArrLoad2:
		h, i := s[sp-2], int32(s[sp-1])
		var e *Expr
		if h != 0 {
			if a := v.obj(h); uint32(i) < uint32(len(a.slots)) {
				e = v.symLoad(h, int(i), a.slots[i])
				e = pinLoad(h, int(i), e, a.slots[i])
			}
		}
		sh[sp-2] = e
		if c == opArrLoad2 {
			sh[sp-1] = nil
		}
	case uint8(classfile.GETFIELD):
		r := o.r
		var e *Expr
		if h := s[sp-1]; r.resolved && h != 0 {
			e = v.symLoad(h, r.field.Slot, v.obj(h).slots[r.field.Slot])
			e = pinLoad(h, r.field.Slot, e, v.obj(h).slots[r.field.Slot])
		}
		sh[sp-1] = e
		sh[sp] = nil
	case uint8(classfile.GETSTATIC):
		r := o.r
		var e *Expr
		if r.resolved {
			if cs := v.cs(r.field.Class.id); cs.statics != 0 && (cs.state == csDone || cs.state == csBusy && cs.thread == t.ID) {
				e = v.symLoad(cs.statics, r.field.Slot, v.obj(cs.statics).slots[r.field.Slot])
				e = pinLoad(cs.statics, r.field.Slot, e, v.obj(cs.statics).slots[r.field.Slot])
			}
		}
		sh[sp], sh[sp+1] = e, nil
	case uint8(classfile.MULTIANEWARRAY):
		sh[sp-o.r.dims] = nil

	// Heap stores: pending until they have run (symCommit).
	case opIStore1, opIStore2, uint8(classfile.BASTORE), uint8(classfile.CASTORE), uint8(classfile.SASTORE), uint8(classfile.AASTORE):
		w := 1
		if c == opIStore2 {
			w = 2
		}
		h, i := s[sp-2-w], int32(s[sp-1-w])
		if h != 0 && uint32(i) < uint32(len(v.obj(h).slots)) {
			v.symPend(t, pc, h, int(i), sp-w, c)
		}
	case uint8(classfile.PUTFIELD):
		r := o.r
		if !r.resolved {
			return // exec calls symStep again once the field is resolved
		}
		w := 1
		if r.field.Desc[0] == 'J' || r.field.Desc[0] == 'D' {
			w = 2
		}
		if h := s[sp-1-w]; h != 0 {
			v.symPend(t, pc, h, r.field.Slot, sp-w, c)
		}
	case uint8(classfile.PUTSTATIC):
		r := o.r
		if !r.resolved {
			return
		}
		w := 1
		if r.field.Desc[0] == 'J' || r.field.Desc[0] == 'D' {
			w = 2
		}
		if cs := v.cs(r.field.Class.id); cs.statics != 0 && (cs.state == csDone || cs.state == csBusy && cs.thread == t.ID) {
			v.symPend(t, pc, cs.statics, r.field.Slot, sp-w, c)
		}
	}
}

var intOps = [256]Op{
	uint8(classfile.IADD): OpAdd, uint8(classfile.ISUB): OpSub, uint8(classfile.IMUL): OpMul, uint8(classfile.IDIV): OpDiv,
	uint8(classfile.IREM): OpRem, uint8(classfile.IAND): OpAnd, uint8(classfile.IOR): OpOr, uint8(classfile.IXOR): OpXor,
	uint8(classfile.ISHL): OpShl, uint8(classfile.ISHR): OpShr, uint8(classfile.IUSHR): OpUShr,
}

var longOps = [256]Op{
	uint8(classfile.LADD): OpAdd, uint8(classfile.LSUB): OpSub, uint8(classfile.LMUL): OpMul, uint8(classfile.LDIV): OpDiv,
	uint8(classfile.LREM): OpRem, uint8(classfile.LAND): OpAnd, uint8(classfile.LOR): OpOr, uint8(classfile.LXOR): OpXor,
	uint8(classfile.LSHL): OpShl, uint8(classfile.LSHR): OpShr, uint8(classfile.LUSHR): OpUShr,
}

// ifOps maps if<cond> to the comparison under which it jumps.
var ifOps = [256]Op{
	uint8(classfile.IFEQ): OpEq, uint8(classfile.IFNE): OpNe, uint8(classfile.IFLT): OpLt,
	uint8(classfile.IFGE): OpGe, uint8(classfile.IFGT): OpGt, uint8(classfile.IFLE): OpLe,
}

func condHolds(c uint8, x, y int64) bool {
	switch classfile.Opcode(c) {
	case classfile.IFEQ:
		return x == y
	case classfile.IFNE:
		return x != y
	case classfile.IFLT:
		return x < y
	case classfile.IFGE:
		return x >= y
	case classfile.IFGT:
		return x > y
	}
	return x <= y
}

// Concretization at the library boundary (Config.SymbolicJDK off, the
// default), as DSE tools for Java do with library code (jpf-symbc's
// concretization of what it does not model, CUTE's and DART's of what they
// cannot reason about). Without it, a symbolic int that reaches
// Integer.toString (string concatenation, StringBuilder.append,
// String.valueOf) makes stringSize's comparisons and getChars's divisions
// by 10 and 100 symbolic branches: events of the unfolding and nodes of
// the DPOR tree whose targets ask Z3 about chains of bit-vector divisions,
// paths of the JDK's formatting code that no program bug depends on.
//
// Instead, when a frame of a library method begins, each of its arguments
// that is symbolic is pinned to the value it has: the shadows are dropped
// and the constraint e == value (the conjunction, for several arguments)
// is recorded as the path constraint of a symbolic branch with a single
// outcome (a KBranch whose Alts hold that constraint alone). Pinning is
// sound: a strategy that solves a path constraint for a later target
// includes the equality, so its inputs give the pinned argument the same
// value and the library call the same behaviour as in the run the target
// came from (a solved input never diverges from the replayed prefix); it
// is incomplete for paths that need another value there, as any
// concretization: after System.out.println("x=" + x) a later branch on x
// can only take the outcome that x's printed value takes. Library code
// that loads a symbolic value from a field, an array element or a static
// (one the program stored: Arrays.sort of an array of inputs) pins it the
// same way and drops the heap slot's shadow, so the program reads that
// slot concretely from then on too; a branch on a value that still
// reached library code another way pins every symbolic slot of the frame
// instead of branching.
// Config.SymbolicJDK (weft's --symbolic-jdk) keeps the library symbolic.

// isLibrary reports whether the class (internal name) belongs to the
// JDK's own packages.
func isLibrary(class string) bool {
	for _, p := range [...]string{"java/", "javax/", "jdk/", "sun/", "com/sun/"} {
		if strings.HasPrefix(class, p) {
			return true
		}
	}
	return false
}

// symPin makes the slots [from, to) of t's operand slab concrete and
// records the constraint that each symbolic one equals its value, as a
// branch with that one outcome. Longs and doubles keep their shadow in
// their first slot.
func (v *VM) symPin(t *Thread, from, to int) {
	sh := v.shadows(t)
	var c *Expr
	for i := from; i < to && i < len(sh); i++ {
		e := sh[i]
		if e == nil {
			continue
		}
		sh[i] = nil
		var k *Expr
		if e.Width == 64 {
			k = Const64(int64(t.stack[i]))
		} else {
			k = Const32(int32(t.stack[i]))
		}
		eq := Bin(OpEq, e, k)
		if c == nil {
			c = eq
		} else {
			c = Bin(OpLAnd, c, eq)
		}
	}
	if c != nil {
		v.symBranch(t, []*Expr{c}, 0)
	}
}

// symBranch records a symbolic branch: alts are the constraints of its
// outcomes, taken the one that held.
func (v *VM) symBranch(t *Thread, alts []*Expr, taken int) {
	v.sym.path = append(v.sym.path, alts[taken])
	if len(v.cfg.Listeners) == 0 {
		return
	}
	e := &Event{Access: Access{Thread: t.ID, Kind: KBranch, Site: t.site()}, Cond: alts[taken], Alts: alts, Branch: taken, Step: v.steps}
	e.Pos = t.frames[len(t.frames)-1].m.sourcePos(e.Site.PC)
	for _, l := range v.cfg.Listeners {
		l.OnEvent(e)
	}
}

// symHash adds the shadows to a state hash: two states that differ only
// in what their values depend on are different states for a search that
// also solves inputs.
func (v *VM) symHash(f hash.Hash64, idOf func(Ref) string) {
	if v.sym == nil {
		return
	}
	var es []string
	for k, x := range v.sym.heap {
		if o := v.objOK(k.h); o != nil && x.val == o.slots[k.slot] {
			es = append(es, idOf(k.h)+"["+itoa(k.slot)+"]="+x.e.String())
		}
	}
	sort.Strings(es)
	for _, t := range v.threads {
		for _, fr := range t.frames {
			for i := fr.lp; i < fr.sp && i < len(t.shadow); i++ {
				if e := t.shadow[i]; e != nil {
					es = append(es, "T"+itoa(t.ID)+"["+itoa(i)+"]="+e.String())
				}
			}
		}
	}
	buf := make([]byte, 8)
	for _, s := range es {
		f.Write([]byte(s))
		binary.LittleEndian.PutUint64(buf, 0)
		f.Write(buf)
	}
}
