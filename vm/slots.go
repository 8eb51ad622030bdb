package vm

import (
	"sync"

	"weft/classfile"
)

// Which slots of a frame hold references? Lowering keeps one untyped slab
// per thread (opLoad serves iload and aload alike), so StateHash asks the
// bytecode: a forward data-flow pass over a method, in the manner of the
// JVM's type-inferring verifier but with only three types, tells for each
// instruction which locals and operand-stack slots hold a reference before
// it executes. Slots whose type differs between paths (or is not known)
// are slotUnknown: dead where the method has no jsr (the verifier lets no
// instruction read them before a write), and left out of the hash there;
// hashed raw otherwise. The result is cached per method.

type slotType uint8

const (
	slotUnknown slotType = iota // never written, or different types on different paths
	slotPrim                    // int, long, float, double (each half), returnAddress
	slotRef                     // a reference (or null)
)

// frameTypes are the slot types before one instruction.
type frameTypes struct {
	locals []slotType
	stack  []slotType // bottom first
}

// methodSlots holds the frame types before each instruction (op index);
// nil entries are unreachable.
type methodSlots struct {
	at []*frameTypes
	// exact: the method has no jsr, so a slot typed slotUnknown at an
	// analysed instruction is dead there: the verifier lets no
	// instruction read a local or stack slot of conflicting or unset type
	// before it is written again. With jsr the pass forgets the locals
	// after the call and a live slot may be unknown.
	exact bool
	// entry types a frame's locals by the descriptor where at is nil (a
	// native or synthetic frame), for the last number of locals asked.
	entry []slotType
}

func descSlots(desc string) []slotType {
	switch desc[0] {
	case 'V':
		return nil
	case 'J', 'D':
		return []slotType{slotPrim, slotPrim}
	case 'L', '[':
		return []slotType{slotRef}
	}
	return []slotType{slotPrim}
}

// entryLocals types the locals at method entry from its descriptor.
func entryLocals(m *Method, n int) []slotType {
	ls := make([]slotType, n)
	i := 0
	set := func(ts []slotType) {
		for _, t := range ts {
			if i < n {
				ls[i] = t
			}
			i++
		}
	}
	if !m.IsStatic() {
		set([]slotType{slotRef})
	}
	if mt, err := classfile.ParseMethodDesc(m.Desc); err == nil {
		for _, p := range mt.Params {
			set(descSlots(p))
		}
	}
	return ls
}

// slotTypes returns m's frame types, computing them on first use; nil if
// m has no bytecode or it cannot be analysed (then every slot is unknown,
// except a native frame's arguments, see frameSlotTypes).
func (m *Method) slotTypes() *methodSlots {
	if m.slots != nil {
		return m.slots
	}
	m.slots = &methodSlots{}
	if m.member == nil || m.member.Code == nil || m.Class.cf == nil {
		return m.slots
	}
	if m.Class.lib {
		// A JDK class file is parsed once per process and shared by
		// every VM (classfile's shared base): so are its methods' types.
		if c, ok := libSlots.Load(m.member); ok {
			ms := c.(*methodSlots)
			m.slots.at, m.slots.exact = ms.at, ms.exact
			return m.slots
		}
	}
	// Decoded once per class file, shared with lowering and the static
	// analysis (read only).
	ins, err := m.Class.cf.DecodeMethod(m.member)
	if err != nil {
		return m.slots
	}
	m.slots.at = inferSlots(m, ins, m.Class.cf.CP, int(m.member.Code.MaxLocals))
	m.slots.exact = m.slots.at != nil
	for _, in := range ins {
		if in.Op == classfile.JSR || in.Op == classfile.JSR_W {
			m.slots.exact = false
		}
	}
	if m.Class.lib {
		libSlots.Store(m.member, &methodSlots{at: m.slots.at, exact: m.slots.exact})
	}
	return m.slots
}

// libSlots caches the frame types of JDK methods by their class file
// member, across VMs (read only once stored; each Method copies at and
// exact into its own methodSlots).
var libSlots sync.Map // *classfile.Member → *methodSlots

func inferSlots(m *Method, ins []classfile.Instruction, cp classfile.ConstantPool, maxLocals int) []*frameTypes {
	target := insIndex(ins)
	at := make([]*frameTypes, len(ins))
	var work []int
	// merge joins state s into instruction i's entry state.
	merge := func(i int, locals, stack []slotType) {
		if i < 0 || i >= len(ins) {
			return
		}
		cur := at[i]
		if cur == nil {
			at[i] = &frameTypes{locals: append([]slotType(nil), locals...), stack: append([]slotType(nil), stack...)}
			work = append(work, i)
			return
		}
		changed := false
		for j := range cur.locals {
			if j < len(locals) && cur.locals[j] != locals[j] && cur.locals[j] != slotUnknown {
				cur.locals[j] = slotUnknown
				changed = true
			}
		}
		if len(cur.stack) != len(stack) {
			// Invalid code; give up on this point's stack.
			for j := range cur.stack {
				if cur.stack[j] != slotUnknown {
					cur.stack[j] = slotUnknown
					changed = true
				}
			}
		} else {
			for j := range cur.stack {
				if cur.stack[j] != stack[j] && cur.stack[j] != slotUnknown {
					cur.stack[j] = slotUnknown
					changed = true
				}
			}
		}
		if changed {
			work = append(work, i)
		}
	}
	handlers := m.member.Code.Handlers
	merge(0, entryLocals(m, maxLocals), nil)
	for len(work) > 0 {
		i := work[len(work)-1]
		work = work[:len(work)-1]
		in := ins[i]
		locals := append([]slotType(nil), at[i].locals...)
		stack := append([]slotType(nil), at[i].stack...)
		// Every handler covering this instruction may be entered with
		// the locals as they are here and the exception on the stack.
		for _, h := range handlers {
			if in.PC >= h.Start && in.PC < h.End {
				merge(target(h.HandlerPC), locals, []slotType{slotRef})
			}
		}
		ok := true
		pop := func(n int) {
			if n > len(stack) {
				ok = false
				stack = stack[:0]
				return
			}
			stack = stack[:len(stack)-n]
		}
		push := func(ts ...slotType) { stack = append(stack, ts...) }
		setLocal := func(j int, t slotType) {
			if j >= 0 && j < len(locals) {
				locals[j] = t
			}
		}
		top := func() slotType {
			if len(stack) == 0 {
				return slotUnknown
			}
			return stack[len(stack)-1]
		}
		next := true // falls through to the next instruction
		var jumps []int
		op := in.Op
		switch {
		case op == classfile.NOP:
		case op == classfile.ACONST_NULL:
			push(slotRef)
		case op >= classfile.ICONST_M1 && op <= classfile.ICONST_5, op == classfile.FCONST_0, op == classfile.FCONST_1, op == classfile.FCONST_2,
			op == classfile.BIPUSH, op == classfile.SIPUSH:
			push(slotPrim)
		case op == classfile.LCONST_0, op == classfile.LCONST_1, op == classfile.DCONST_0, op == classfile.DCONST_1, op == classfile.LDC2_W:
			push(slotPrim, slotPrim)
		case op == classfile.LDC, op == classfile.LDC_W:
			switch cp[in.Index].Tag {
			case classfile.TagInteger, classfile.TagFloat:
				push(slotPrim)
			case classfile.TagDynamic:
				_, _, d := cp.Dynamic(uint16(in.Index))
				push(descSlots(d)...)
			default:
				push(slotRef)
			}
		case op == classfile.ILOAD, op == classfile.FLOAD, op >= classfile.ILOAD_0 && op <= classfile.ILOAD_3, op >= classfile.FLOAD_0 && op <= classfile.FLOAD_3:
			push(slotPrim)
		case op == classfile.LLOAD, op == classfile.DLOAD, op >= classfile.LLOAD_0 && op <= classfile.LLOAD_3, op >= classfile.DLOAD_0 && op <= classfile.DLOAD_3:
			push(slotPrim, slotPrim)
		case op == classfile.ALOAD, op >= classfile.ALOAD_0 && op <= classfile.ALOAD_3:
			push(slotRef)
		case op == classfile.IALOAD, op == classfile.FALOAD, op == classfile.BALOAD, op == classfile.CALOAD, op == classfile.SALOAD:
			pop(2)
			push(slotPrim)
		case op == classfile.LALOAD, op == classfile.DALOAD:
			pop(2)
			push(slotPrim, slotPrim)
		case op == classfile.AALOAD:
			pop(2)
			push(slotRef)
		case op == classfile.ISTORE, op == classfile.FSTORE:
			pop(1)
			setLocal(in.Index, slotPrim)
		case op == classfile.ASTORE:
			t := top() // a reference, or jsr's return address
			pop(1)
			setLocal(in.Index, t)
		case op == classfile.LSTORE, op == classfile.DSTORE:
			pop(2)
			setLocal(in.Index, slotPrim)
			setLocal(in.Index+1, slotPrim)
		case op >= classfile.ISTORE_0 && op <= classfile.ISTORE_3:
			pop(1)
			setLocal(int(op-classfile.ISTORE_0), slotPrim)
		case op >= classfile.FSTORE_0 && op <= classfile.FSTORE_3:
			pop(1)
			setLocal(int(op-classfile.FSTORE_0), slotPrim)
		case op >= classfile.LSTORE_0 && op <= classfile.LSTORE_3:
			pop(2)
			setLocal(int(op-classfile.LSTORE_0), slotPrim)
			setLocal(int(op-classfile.LSTORE_0)+1, slotPrim)
		case op >= classfile.DSTORE_0 && op <= classfile.DSTORE_3:
			pop(2)
			setLocal(int(op-classfile.DSTORE_0), slotPrim)
			setLocal(int(op-classfile.DSTORE_0)+1, slotPrim)
		case op >= classfile.ASTORE_0 && op <= classfile.ASTORE_3:
			t := top() // a reference, or jsr's return address
			pop(1)
			setLocal(int(op-classfile.ASTORE_0), t)
		case op == classfile.IASTORE, op == classfile.FASTORE, op == classfile.AASTORE, op == classfile.BASTORE, op == classfile.CASTORE, op == classfile.SASTORE:
			pop(3)
		case op == classfile.LASTORE, op == classfile.DASTORE:
			pop(4)
		case op == classfile.POP:
			pop(1)
		case op == classfile.POP2:
			pop(2)
		case op >= classfile.DUP && op <= classfile.SWAP:
			// Slot shuffles: exact on slot types.
			n := shuffleSlots[op]
			if len(stack) < n {
				ok = false
				break
			}
			s := append([]slotType(nil), stack[len(stack)-n:]...)
			stack = stack[:len(stack)-n]
			push(shuffled(op, s)...)
		case op >= classfile.IADD && op <= classfile.DREM:
			if w := (op - classfile.IADD) % 4; w == 1 || w == 3 { // long, double
				pop(4)
				push(slotPrim, slotPrim)
			} else {
				pop(2)
				push(slotPrim)
			}
		case op == classfile.INEG, op == classfile.FNEG, op == classfile.LNEG, op == classfile.DNEG, op == classfile.IINC:
			// the operand's slots stay primitive
		case op >= classfile.ISHL && op <= classfile.LUSHR:
			if (op-classfile.ISHL)%2 == 1 { // long shifted by an int
				pop(3)
				push(slotPrim, slotPrim)
			} else {
				pop(2)
				push(slotPrim)
			}
		case op >= classfile.IAND && op <= classfile.LXOR:
			if (op-classfile.IAND)%2 == 1 {
				pop(4)
				push(slotPrim, slotPrim)
			} else {
				pop(2)
				push(slotPrim)
			}
		case op >= classfile.I2L && op <= classfile.I2S:
			from := convSlots[op]
			pop(from[0])
			for k := 0; k < from[1]; k++ {
				push(slotPrim)
			}
		case op == classfile.LCMP, op == classfile.DCMPL, op == classfile.DCMPG:
			pop(4)
			push(slotPrim)
		case op == classfile.FCMPL, op == classfile.FCMPG:
			pop(2)
			push(slotPrim)
		case op >= classfile.IFEQ && op <= classfile.IFLE, op == classfile.IFNULL, op == classfile.IFNONNULL:
			pop(1)
			jumps = append(jumps, in.Target)
		case op >= classfile.IF_ICMPEQ && op <= classfile.IF_ACMPNE:
			pop(2)
			jumps = append(jumps, in.Target)
		case op == classfile.GOTO, op == classfile.GOTO_W:
			jumps = append(jumps, in.Target)
			next = false
		case op == classfile.JSR, op == classfile.JSR_W:
			// The subroutine starts with the return address pushed; the
			// instruction after the jsr continues with the locals the
			// subroutine leaves, unknown here.
			merge(target(in.Target), locals, append(append([]slotType(nil), stack...), slotPrim))
			for j := range locals {
				locals[j] = slotUnknown
			}
		case op == classfile.RET, op == classfile.ATHROW, op >= classfile.IRETURN && op <= classfile.RETURN:
			next = false
		case op == classfile.TABLESWITCH, op == classfile.LOOKUPSWITCH:
			pop(1)
			jumps = append(jumps, in.Default)
			jumps = append(jumps, in.Targets...)
			next = false
		case op == classfile.GETSTATIC, op == classfile.PUTSTATIC, op == classfile.GETFIELD, op == classfile.PUTFIELD:
			ts := descSlots(cp.Ref(uint16(in.Index)).Desc)
			switch op {
			case classfile.GETSTATIC:
				push(ts...)
			case classfile.PUTSTATIC:
				pop(len(ts))
			case classfile.GETFIELD:
				pop(1)
				push(ts...)
			case classfile.PUTFIELD:
				pop(len(ts) + 1)
			}
		case op >= classfile.INVOKEVIRTUAL && op <= classfile.INVOKEDYNAMIC:
			n, ret, good := invokeSlots(in, cp)
			if !good {
				ok = false
				break
			}
			pop(n)
			push(descSlots(ret)...)
		case op == classfile.NEW:
			push(slotRef)
		case op == classfile.NEWARRAY, op == classfile.ANEWARRAY, op == classfile.CHECKCAST:
			pop(1)
			push(slotRef)
		case op == classfile.ARRAYLENGTH, op == classfile.INSTANCEOF:
			pop(1)
			push(slotPrim)
		case op == classfile.MONITORENTER, op == classfile.MONITOREXIT:
			pop(1)
		case op == classfile.MULTIANEWARRAY:
			pop(int(in.Value))
			push(slotRef)
		default:
			ok = false
		}
		if !ok {
			// Unknown or ill-typed: what follows is not analysed (its
			// slots stay unknown, hashed raw).
			continue
		}
		for _, pc := range jumps {
			merge(target(pc), locals, stack)
		}
		if next {
			merge(i+1, locals, stack)
		}
	}
	return at
}

// frameSlotTypes returns the types of a frame's locals and operand stack
// (bottom first, nStack slots) before the op it is at; nil slices where
// nothing is known.
func frameSlotTypes(f *frame, nLocals, nStack int) (locals, stack []slotType, exact bool) {
	ms := f.m.slotTypes()
	if ms.at == nil {
		// A native or synthetic frame: its locals are its arguments.
		if ms.entry == nil || len(ms.entry) != nLocals {
			ms.entry = entryLocals(f.m, nLocals)
		}
		return ms.entry, nil, false
	}
	if f.pc < 0 || f.pc >= len(ms.at) || ms.at[f.pc] == nil {
		return nil, nil, false
	}
	ft := ms.at[f.pc]
	stack = ft.stack
	if len(stack) > nStack {
		// A caller at its invoke: the arguments went to the callee.
		stack = stack[:nStack]
	}
	return ft.locals, stack, ms.exact
}

// invokeSlots returns how many stack slots an invoke instruction takes
// (its arguments and receiver) and its return descriptor.
func invokeSlots(in classfile.Instruction, cp classfile.ConstantPool) (n int, ret string, ok bool) {
	var desc string
	if in.Op == classfile.INVOKEDYNAMIC {
		_, _, desc = cp.Dynamic(uint16(in.Index))
	} else {
		desc = cp.Ref(uint16(in.Index)).Desc
	}
	mt, err := classfile.ParseMethodDesc(desc)
	if err != nil {
		return 0, "", false
	}
	n = mt.ArgSlots()
	if in.Op != classfile.INVOKESTATIC && in.Op != classfile.INVOKEDYNAMIC {
		n++
	}
	return n, mt.Return, true
}

// insIndex returns the index of the instruction at a pc of ins (-1: none).
func insIndex(ins []classfile.Instruction) func(pc int) int {
	index := make(map[int]int, len(ins))
	for i, in := range ins {
		index[in.PC] = i
	}
	return func(pc int) int {
		if i, ok := index[pc]; ok {
			return i
		}
		return -1
	}
}

// shuffled returns what a dup/swap form pushes in place of the
// shuffleSlots[op] slots s it takes (bottom first).
func shuffled[T any](op classfile.Opcode, s []T) []T {
	switch op {
	case classfile.DUP:
		return []T{s[0], s[0]}
	case classfile.DUP_X1:
		return []T{s[1], s[0], s[1]}
	case classfile.DUP_X2:
		return []T{s[2], s[0], s[1], s[2]}
	case classfile.DUP2:
		return []T{s[0], s[1], s[0], s[1]}
	case classfile.DUP2_X1:
		return []T{s[1], s[2], s[0], s[1], s[2]}
	case classfile.DUP2_X2:
		return []T{s[2], s[3], s[0], s[1], s[2], s[3]}
	}
	return []T{s[1], s[0]} // swap
}

// shuffleSlots is how many stack slots each dup/swap form rearranges.
var shuffleSlots = map[classfile.Opcode]int{classfile.DUP: 1, classfile.DUP_X1: 2, classfile.DUP_X2: 3, classfile.DUP2: 2,
	classfile.DUP2_X1: 3, classfile.DUP2_X2: 4, classfile.SWAP: 2}

// convSlots gives each primitive conversion's operand and result widths in
// slots.
var convSlots = map[classfile.Opcode][2]int{classfile.I2L: {1, 2}, classfile.I2F: {1, 1}, classfile.I2D: {1, 2},
	classfile.L2I: {2, 1}, classfile.L2F: {2, 1}, classfile.L2D: {2, 2}, classfile.F2I: {1, 1}, classfile.F2L: {1, 2},
	classfile.F2D: {1, 2}, classfile.D2I: {2, 1}, classfile.D2L: {2, 2}, classfile.D2F: {2, 1},
	classfile.I2B: {1, 1}, classfile.I2C: {1, 1}, classfile.I2S: {1, 1}}
