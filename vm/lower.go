package vm

import (
	"weft/classfile"
)

// An op is one lowered instruction. Lowering is one-to-one (op i is
// bytecode instruction i), so an op index maps back to a bytecode pc
// through lowered.pcs, but operand forms are normalized: every local load
// is opLoad/opLoad2 with the index in a, branch targets are op indices, and
// constant-pool references live in r, resolved on first execution.
type op struct {
	code uint8
	a, b int32
	r    *opRef
}

// opRef holds the lazily resolved operands of an op.
type opRef struct {
	cpi      uint16
	resolved bool
	k        uint64 // constants
	field    *Field
	method   *Method
	class    *Class
	nargs    int // invokeinterface/virtual: argument slots incl. receiver
	// monomorphic inline cache for virtual/interface calls
	icClass  *Class
	icMethod *Method
	// switches
	keys    []int32
	targets []int32
	def     int32
	low     int32
	indy    *indySite
	dims    int
	fieldID string // "Class.name", for events
	final   bool   // static final field: not a visible access
}

// Lowered-only opcodes; the others keep their classfile.Opcode value.
const (
	opLoad     = 203 + iota // push local a (1 slot)
	opLoad2                 // push locals a, a+1
	opStore                 // pop into local a
	opStore2                // pop 2 slots into local a, a+1
	opIConst                // push int a
	opConst1                // push r.k (1 slot)
	opConst2                // push r.k (2 slots)
	opArrLoad1              // iaload faload aaload baload caload saload
	opArrLoad2              // laload daload
	opIStore1               // iastore fastore
	opIStore2               // lastore dastore
	opGoto
	opNative // synthetic: call r.method's native with the whole frame
	opLast
)

type handler struct {
	start, end, target int // op indices
	catch              string
	cls                *Class
}

type lowered struct {
	ops       []op
	pcs       []int32 // op index → bytecode pc
	handlers  []handler
	maxLocals int
	maxStack  int
}

// lower decodes and lowers m's code once.
func (v *VM) lower(m *Method) (*lowered, error) {
	if m.code != nil {
		return m.code, nil
	}
	if m.member != nil && m.member.Code == nil && !m.isAbstract() && m.flags&classfile.AccNative == 0 {
		// A class file whose method lost its Code attribute.
		return nil, vmErrorf("%s has no code: java.lang.ClassFormatError: Absent Code attribute in method that is not native or abstract in class file %s", m, m.Class.Name)
	}
	if m.member == nil || m.member.Code == nil {
		return nil, vmErrorf("%s has no code", m)
	}
	code := m.member.Code
	insns, err := m.Class.cf.DecodeMethod(m.member)
	if err != nil {
		return nil, err
	}
	idx := make(map[int]int32, len(insns))
	for i, in := range insns {
		idx[in.PC] = int32(i)
	}
	l := &lowered{ops: make([]op, len(insns)), pcs: make([]int32, len(insns)), maxLocals: int(code.MaxLocals), maxStack: int(code.MaxStack)}
	target := func(pc int) int32 {
		if i, ok := idx[pc]; ok {
			return i
		}
		return -1
	}
	for i, in := range insns {
		l.pcs[i] = int32(in.PC)
		o := op{code: uint8(in.Op)}
		switch in.Op {
		case classfile.ACONST_NULL:
			o = op{code: opIConst}
		case classfile.ICONST_M1, classfile.ICONST_0, classfile.ICONST_1, classfile.ICONST_2, classfile.ICONST_3, classfile.ICONST_4, classfile.ICONST_5:
			o = op{code: opIConst, a: int32(in.Op) - int32(classfile.ICONST_0)}
		case classfile.BIPUSH, classfile.SIPUSH:
			o = op{code: opIConst, a: in.Value}
		case classfile.LCONST_0, classfile.LCONST_1:
			o = op{code: opConst2, r: &opRef{k: uint64(in.Op - classfile.LCONST_0)}}
		case classfile.FCONST_0, classfile.FCONST_1, classfile.FCONST_2:
			o = op{code: opConst1, r: &opRef{k: floatSlot(float32(in.Op - classfile.FCONST_0))}}
		case classfile.DCONST_0, classfile.DCONST_1:
			o = op{code: opConst2, r: &opRef{k: doubleSlot(float64(in.Op - classfile.DCONST_0))}}
		case classfile.LDC, classfile.LDC_W:
			o = op{code: uint8(classfile.LDC), r: &opRef{cpi: uint16(in.Index)}}
		case classfile.LDC2_W:
			cp := m.Class.cf.CP
			k := cp[in.Index]
			if k.Tag == 0 {
				return nil, vmErrorf("%s: bad ldc2_w constant at pc %d", m, in.PC)
			}
			o = op{code: opConst2, r: &opRef{k: k.Bits}}
			if k.Tag == classfile.TagDynamic {
				o = op{code: uint8(classfile.LDC), b: 2, r: &opRef{cpi: uint16(in.Index)}}
			}
		case classfile.ILOAD, classfile.FLOAD, classfile.ALOAD:
			o = op{code: opLoad, a: int32(in.Index)}
		case classfile.LLOAD, classfile.DLOAD:
			o = op{code: opLoad2, a: int32(in.Index)}
		case classfile.ILOAD_0, classfile.ILOAD_1, classfile.ILOAD_2, classfile.ILOAD_3:
			o = op{code: opLoad, a: int32(in.Op - classfile.ILOAD_0)}
		case classfile.FLOAD_0, classfile.FLOAD_1, classfile.FLOAD_2, classfile.FLOAD_3:
			o = op{code: opLoad, a: int32(in.Op - classfile.FLOAD_0)}
		case classfile.ALOAD_0, classfile.ALOAD_1, classfile.ALOAD_2, classfile.ALOAD_3:
			o = op{code: opLoad, a: int32(in.Op - classfile.ALOAD_0)}
		case classfile.LLOAD_0, classfile.LLOAD_1, classfile.LLOAD_2, classfile.LLOAD_3:
			o = op{code: opLoad2, a: int32(in.Op - classfile.LLOAD_0)}
		case classfile.DLOAD_0, classfile.DLOAD_1, classfile.DLOAD_2, classfile.DLOAD_3:
			o = op{code: opLoad2, a: int32(in.Op - classfile.DLOAD_0)}
		case classfile.ISTORE, classfile.FSTORE, classfile.ASTORE:
			o = op{code: opStore, a: int32(in.Index)}
		case classfile.LSTORE, classfile.DSTORE:
			o = op{code: opStore2, a: int32(in.Index)}
		case classfile.ISTORE_0, classfile.ISTORE_1, classfile.ISTORE_2, classfile.ISTORE_3:
			o = op{code: opStore, a: int32(in.Op - classfile.ISTORE_0)}
		case classfile.FSTORE_0, classfile.FSTORE_1, classfile.FSTORE_2, classfile.FSTORE_3:
			o = op{code: opStore, a: int32(in.Op - classfile.FSTORE_0)}
		case classfile.ASTORE_0, classfile.ASTORE_1, classfile.ASTORE_2, classfile.ASTORE_3:
			o = op{code: opStore, a: int32(in.Op - classfile.ASTORE_0)}
		case classfile.LSTORE_0, classfile.LSTORE_1, classfile.LSTORE_2, classfile.LSTORE_3:
			o = op{code: opStore2, a: int32(in.Op - classfile.LSTORE_0)}
		case classfile.DSTORE_0, classfile.DSTORE_1, classfile.DSTORE_2, classfile.DSTORE_3:
			o = op{code: opStore2, a: int32(in.Op - classfile.DSTORE_0)}
		case classfile.IALOAD, classfile.FALOAD, classfile.AALOAD, classfile.BALOAD, classfile.CALOAD, classfile.SALOAD:
			o = op{code: opArrLoad1, b: int32(in.Op)}
		case classfile.LALOAD, classfile.DALOAD:
			o = op{code: opArrLoad2, b: int32(in.Op)}
		case classfile.IASTORE, classfile.FASTORE:
			o = op{code: opIStore1, b: int32(in.Op)}
		case classfile.LASTORE, classfile.DASTORE:
			o = op{code: opIStore2, b: int32(in.Op)}
		case classfile.IINC:
			o.a, o.b = int32(in.Index), in.Value
		case classfile.IFEQ, classfile.IFNE, classfile.IFLT, classfile.IFGE, classfile.IFGT, classfile.IFLE,
			classfile.IF_ICMPEQ, classfile.IF_ICMPNE, classfile.IF_ICMPLT, classfile.IF_ICMPGE, classfile.IF_ICMPGT, classfile.IF_ICMPLE,
			classfile.IF_ACMPEQ, classfile.IF_ACMPNE, classfile.IFNULL, classfile.IFNONNULL:
			o.a = target(in.Target)
		case classfile.GOTO, classfile.GOTO_W:
			o = op{code: opGoto, a: target(in.Target)}
		case classfile.JSR, classfile.JSR_W:
			o = op{code: uint8(classfile.JSR), a: target(in.Target), b: int32(i + 1)}
		case classfile.RET:
			o.a = int32(in.Index)
		case classfile.TABLESWITCH:
			r := &opRef{def: target(in.Default), low: in.Low}
			for _, t := range in.Targets {
				r.targets = append(r.targets, target(t))
			}
			o.r = r
		case classfile.LOOKUPSWITCH:
			r := &opRef{def: target(in.Default), keys: in.Keys}
			for _, t := range in.Targets {
				r.targets = append(r.targets, target(t))
			}
			o.r = r
		case classfile.GETSTATIC, classfile.PUTSTATIC, classfile.GETFIELD, classfile.PUTFIELD,
			classfile.INVOKEVIRTUAL, classfile.INVOKESPECIAL, classfile.INVOKESTATIC, classfile.INVOKEINTERFACE,
			classfile.INVOKEDYNAMIC, classfile.NEW, classfile.ANEWARRAY, classfile.CHECKCAST, classfile.INSTANCEOF:
			o.r = &opRef{cpi: uint16(in.Index)}
		case classfile.MULTIANEWARRAY:
			o.r = &opRef{cpi: uint16(in.Index), dims: int(in.Value)}
		case classfile.NEWARRAY:
			o.a = in.Value
		case classfile.WIDE:
			return nil, vmErrorf("%s: unexpected wide at pc %d", m, in.PC)
		}
		if in.Op.IsBranch() && o.a < 0 && in.Op != classfile.TABLESWITCH && in.Op != classfile.LOOKUPSWITCH {
			return nil, vmErrorf("%s: branch at pc %d to a non-instruction", m, in.PC)
		}
		l.ops[i] = o
	}
	for _, h := range code.Handlers {
		s, e, t := target(h.Start), int32(len(insns)), target(h.HandlerPC)
		if h.End < len(code.Bytecode) {
			e = target(h.End)
		}
		if s < 0 || e < 0 || t < 0 {
			return nil, vmErrorf("%s: bad exception handler", m)
		}
		l.handlers = append(l.handlers, handler{start: int(s), end: int(e), target: int(t), catch: h.CatchType})
	}
	m.code = l
	return l, nil
}
