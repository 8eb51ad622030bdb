package vm

import (
	"strconv"
	"strings"

	"weft/classfile"
)

// Helpful NullPointerException messages (JEP 358), worded as HotSpot's
// (bytecodeUtils.cpp): the action the null reference made fail, and, where
// the bytecode tells, where the null came from: `Cannot invoke
// "String.length()" because "s" is null`. The VM computes the message of
// each NullPointerException it raises itself (a bytecode's null operand)
// when it raises it, and stores it as HotSpot's NullPointerException.
// getMessage would (extendedMessage, extendedMessageState 2); a
// NullPointerException the program or the JDK makes with new has no such
// message (getExtendedNPEMessage returns null), as in HotSpot.

// npeMaxDetail bounds the nesting of a described source (HotSpot's
// _max_cause_detail): deeper parts are left out.
const npeMaxDetail = 5

// npeFrame is the simulated state before one instruction: for each operand
// stack slot (bottom first) the index of the instruction that pushed it,
// -1 where paths disagree or nothing is known, and the locals stored to
// on some path so far (bit i: local i; locals from 64 on count as
// written).
type npeFrame struct {
	stack   []int
	written uint64
}

func (f *npeFrame) wasWritten(local int) bool {
	return local >= 64 || f.written&(1<<uint(local)) != 0
}

// setNPEMessage gives h, a NullPointerException the VM raises in t at its
// top frame's instruction, HotSpot's helpful message.
func (v *VM) setNPEMessage(t *Thread, h Ref) {
	if len(t.frames) == 0 {
		return
	}
	f := &t.frames[len(t.frames)-1]
	if f.code == nil || f.pc >= len(f.code.pcs) || f.m.member == nil || f.m.member.Code == nil || f.m.Class.cf == nil {
		return
	}
	msg, ok := npeMessage(f.m, int(f.code.pcs[f.pc]))
	if !ok {
		return
	}
	c := v.obj(h).class
	fm, fs := c.findField("extendedMessage"), c.findField("extendedMessageState")
	if fm == nil || fs == nil {
		return
	}
	s := v.newString(t, msg)
	o := v.mut(h)
	o.slots[fm.Slot] = s
	o.slots[fs.Slot] = 2
}

// npeExtendedMessage returns the helpful message the VM gave o, a
// NullPointerException it raised (0: none, or o is no such exception).
func npeExtendedMessage(o *Object) Ref {
	for c := o.class; c != nil; c = c.Super {
		if c.Name == "java/lang/NullPointerException" {
			if f := c.findField("extendedMessage"); f != nil {
				return o.slots[f.Slot]
			}
		}
	}
	return 0
}

// npeMessage returns the message of a NullPointerException raised by m's
// instruction at pc; false if that instruction raises none on a null
// operand (an explicit new NullPointerException's constructor call).
func npeMessage(m *Method, pc int) (string, bool) {
	ins, err := m.Class.cf.DecodeMethod(m.member)
	if err != nil {
		return "", false
	}
	at := insIndex(ins)(pc)
	if at < 0 {
		return "", false
	}
	cp := m.Class.cf.CP
	in := ins[at]
	var b strings.Builder
	slot := 0 // the null operand, in slots from the top of the stack
	switch op := in.Op; {
	case op >= classfile.IALOAD && op <= classfile.SALOAD:
		b.WriteString("Cannot load from " + npeArrayKind[op-classfile.IALOAD] + " array")
		slot = 1
	case op >= classfile.IASTORE && op <= classfile.SASTORE:
		b.WriteString("Cannot store to " + npeArrayKind[op-classfile.IASTORE] + " array")
		slot = 2
		if op == classfile.LASTORE || op == classfile.DASTORE {
			slot = 3
		}
	case op == classfile.ARRAYLENGTH:
		b.WriteString("Cannot read the array length")
	case op == classfile.ATHROW:
		b.WriteString("Cannot throw exception")
	case op == classfile.MONITORENTER:
		b.WriteString("Cannot enter synchronized block")
	case op == classfile.MONITOREXIT:
		b.WriteString("Cannot exit synchronized block")
	case op == classfile.GETFIELD:
		b.WriteString(`Cannot read field "` + cp.Ref(uint16(in.Index)).Name + `"`)
	case op == classfile.PUTFIELD:
		r := cp.Ref(uint16(in.Index))
		b.WriteString(`Cannot assign field "` + r.Name + `"`)
		slot = len(descSlots(r.Desc))
	case op == classfile.INVOKEVIRTUAL, op == classfile.INVOKESPECIAL, op == classfile.INVOKEINTERFACE:
		r := cp.Ref(uint16(in.Index))
		if r.Name == "<init>" {
			return "", false // a constructor's receiver is never null: new NullPointerException()
		}
		mt, err := classfile.ParseMethodDesc(r.Desc)
		if err != nil {
			return "", false
		}
		b.WriteString(`Cannot invoke "` + npeMethodName(r) + `"`)
		slot = mt.ArgSlots()
	default:
		return "", false
	}
	frames := npeFrames(m, ins, cp)
	if fr := frames[at]; fr != nil && slot < len(fr.stack) {
		var cause strings.Builder
		if npeCause(&cause, m, ins, cp, frames, at, slot, npeMaxDetail, false, ` because "`) {
			b.WriteString(cause.String())
			b.WriteString(`" is null`)
		}
	}
	return b.String(), true
}

var npeArrayKind = [...]string{"int", "long", "float", "double", "object", "byte/boolean", "char", "short"}

// npeCause describes the value in slot (from the top) of the stack before
// instruction at, as HotSpot's print_NPE_cause0: false if it cannot (or
// max is spent), with prefix written before a description that is not a
// method's result.
func npeCause(b *strings.Builder, m *Method, ins []classfile.Instruction, cp classfile.ConstantPool, frames []*npeFrame,
	at, slot, max int, inner bool, prefix string) bool {
	if max <= 0 || frames[at] == nil || slot >= len(frames[at].stack) {
		return false
	}
	fr := frames[at]
	src := fr.stack[len(fr.stack)-1-slot]
	if src < 0 {
		return false
	}
	in := ins[src]
	op := in.Op
	isInvoke := op == classfile.INVOKEVIRTUAL || op == classfile.INVOKESPECIAL || op == classfile.INVOKESTATIC || op == classfile.INVOKEINTERFACE
	if max == npeMaxDetail && prefix != "" && !isInvoke {
		b.WriteString(prefix)
	}
	local := -1
	switch {
	case op >= classfile.ILOAD_0 && op <= classfile.ILOAD_3:
		local = int(op - classfile.ILOAD_0)
	case op >= classfile.ALOAD_0 && op <= classfile.ALOAD_3:
		local = int(op - classfile.ALOAD_0)
	case op == classfile.ILOAD, op == classfile.ALOAD:
		local = in.Index
	case op == classfile.ACONST_NULL:
		b.WriteString("null")
	case op >= classfile.ICONST_M1 && op <= classfile.ICONST_5:
		b.WriteString(strconv.Itoa(int(op) - int(classfile.ICONST_0)))
	case op == classfile.BIPUSH:
		b.WriteString(strconv.Itoa(int(in.Value)))
	case op == classfile.SIPUSH:
		b.WriteString(strconv.Itoa(int(uint16(in.Value)))) // HotSpot prints it unsigned
	case op == classfile.IALOAD, op == classfile.AALOAD:
		if !npeCause(b, m, ins, cp, frames, src, 1, max-1, inner, "") {
			b.WriteString("<array>")
		}
		b.WriteString("[")
		if !npeCause(b, m, ins, cp, frames, src, 0, max-1, true, "") {
			b.WriteString("...")
		}
		b.WriteString("]")
	case op == classfile.GETSTATIC:
		r := cp.Ref(uint16(in.Index))
		b.WriteString(npeClassName(r.Class) + "." + r.Name)
	case op == classfile.GETFIELD:
		if npeCause(b, m, ins, cp, frames, src, 0, max-1, inner, "") {
			b.WriteString(".")
		}
		b.WriteString(cp.Ref(uint16(in.Index)).Name)
	case isInvoke:
		if max == npeMaxDetail && !inner {
			b.WriteString(` because the return value of "`)
		}
		b.WriteString(npeMethodName(cp.Ref(uint16(in.Index))))
	default:
		return false
	}
	if local >= 0 {
		npeLocal(b, m, in.PC, local, !fr.wasWritten(local))
	}
	return true
}

// npeLocal names local slot of m at pc: by the LocalVariableTable, else
// "this", "<parameterN>" or "<localN>" (HotSpot's print_local_var).
func npeLocal(b *strings.Builder, m *Method, pc, slot int, param bool) {
	for _, lv := range m.member.Code.LocalVars {
		if pc >= lv.StartPC && pc < lv.StartPC+lv.Length && lv.Index == slot {
			b.WriteString(lv.Name)
			return
		}
	}
	if !m.IsStatic() && slot == 0 && param {
		b.WriteString("this")
		return
	}
	if mt, err := classfile.ParseMethodDesc(m.Desc); err == nil && param {
		cur := 1
		if m.IsStatic() {
			cur = 0
		}
		for k, p := range mt.Params {
			size := len(descSlots(p))
			if slot >= cur && slot < cur+size {
				b.WriteString("<parameter" + strconv.Itoa(k+1) + ">")
				return
			}
			cur += size
		}
	}
	b.WriteString("<local" + strconv.Itoa(slot) + ">")
}

// npeClassName is a class's name as HotSpot's messages print it: dotted,
// Object and String without their package.
func npeClassName(internal string) string {
	switch internal {
	case "java/lang/Object":
		return "Object"
	case "java/lang/String":
		return "String"
	}
	if strings.HasPrefix(internal, "[") {
		return npeTypeName(internal)
	}
	return classfile.DottedName(internal)
}

// npeTypeName prints a field descriptor as a type name.
func npeTypeName(desc string) string {
	dims := 0
	for dims < len(desc) && desc[dims] == '[' {
		dims++
	}
	var s string
	switch d := desc[dims:]; d {
	case "Z":
		s = "boolean"
	case "B":
		s = "byte"
	case "C":
		s = "char"
	case "S":
		s = "short"
	case "I":
		s = "int"
	case "J":
		s = "long"
	case "F":
		s = "float"
	case "D":
		s = "double"
	default:
		s = npeClassName(strings.TrimSuffix(strings.TrimPrefix(d, "L"), ";"))
	}
	return s + strings.Repeat("[]", dims)
}

// npeMethodName prints a method reference as Class.name(ParamTypes).
func npeMethodName(r classfile.MemberRef) string {
	var ps []string
	if mt, err := classfile.ParseMethodDesc(r.Desc); err == nil {
		for _, p := range mt.Params {
			ps = append(ps, npeTypeName(p))
		}
	}
	return npeClassName(r.Class) + "." + r.Name + "(" + strings.Join(ps, ", ") + ")"
}

// npeFrames simulates m's operand stack (HotSpot's ExceptionMessageBuilder):
// for each instruction, which instruction pushed each slot before it.
// Entries stay nil where the code is unreachable or not understood.
func npeFrames(m *Method, ins []classfile.Instruction, cp classfile.ConstantPool) []*npeFrame {
	target := insIndex(ins)
	at := make([]*npeFrame, len(ins))
	var work []int
	merge := func(i int, stack []int, written uint64) {
		if i < 0 || i >= len(ins) {
			return
		}
		cur := at[i]
		if cur == nil {
			at[i] = &npeFrame{stack: append([]int(nil), stack...), written: written}
			work = append(work, i)
			return
		}
		changed := cur.written|written != cur.written
		cur.written |= written
		for j := range cur.stack {
			if (len(cur.stack) != len(stack) || cur.stack[j] != stack[j]) && cur.stack[j] != -1 {
				cur.stack[j] = -1
				changed = true
			}
		}
		if changed {
			work = append(work, i)
		}
	}
	handlers := m.member.Code.Handlers
	merge(0, nil, 0)
	for len(work) > 0 {
		i := work[len(work)-1]
		work = work[:len(work)-1]
		in := ins[i]
		stack := append([]int(nil), at[i].stack...)
		written := at[i].written
		for _, h := range handlers {
			if in.PC >= h.Start && in.PC < h.End {
				merge(target(h.HandlerPC), []int{-1}, written)
			}
		}
		pop, push, ok := npeEffect(in, cp)
		if !ok || pop > len(stack) {
			continue
		}
		op := in.Op
		if n, shuffle := shuffleSlots[op]; shuffle {
			s := append([]int(nil), stack[len(stack)-n:]...)
			stack = append(stack[:len(stack)-n], shuffled(op, s)...)
		} else {
			stack = stack[:len(stack)-pop]
			for k := 0; k < push; k++ {
				stack = append(stack, i)
			}
		}
		if l, wide := npeStored(in); l >= 0 {
			for k := l; k < l+wide && k < 64; k++ {
				written |= 1 << uint(k)
			}
		}
		next := true
		var jumps []int
		switch {
		case op >= classfile.IFEQ && op <= classfile.IF_ACMPNE, op == classfile.IFNULL, op == classfile.IFNONNULL:
			jumps = append(jumps, in.Target)
		case op == classfile.GOTO, op == classfile.GOTO_W:
			jumps, next = append(jumps, in.Target), false
		case op == classfile.TABLESWITCH, op == classfile.LOOKUPSWITCH:
			jumps, next = append(append(jumps, in.Default), in.Targets...), false
		case op == classfile.RET, op == classfile.ATHROW, op >= classfile.IRETURN && op <= classfile.RETURN:
			next = false
		}
		for _, pc := range jumps {
			merge(target(pc), stack, written)
		}
		if next {
			merge(i+1, stack, written)
		}
	}
	return at
}

// npeStored returns the local an instruction stores to and its width in
// slots (-1: none).
func npeStored(in classfile.Instruction) (local, width int) {
	switch op := in.Op; {
	case op == classfile.ISTORE, op == classfile.FSTORE, op == classfile.ASTORE, op == classfile.IINC:
		return in.Index, 1
	case op == classfile.LSTORE, op == classfile.DSTORE:
		return in.Index, 2
	case op >= classfile.ISTORE_0 && op <= classfile.ISTORE_3:
		return int(op - classfile.ISTORE_0), 1
	case op >= classfile.FSTORE_0 && op <= classfile.FSTORE_3:
		return int(op - classfile.FSTORE_0), 1
	case op >= classfile.ASTORE_0 && op <= classfile.ASTORE_3:
		return int(op - classfile.ASTORE_0), 1
	case op >= classfile.LSTORE_0 && op <= classfile.LSTORE_3:
		return int(op - classfile.LSTORE_0), 2
	case op >= classfile.DSTORE_0 && op <= classfile.DSTORE_3:
		return int(op - classfile.DSTORE_0), 2
	}
	return -1, 0
}

// npeEffect returns how many stack slots an instruction pops and pushes
// (its pushes are its own values; checkcast and iinc, 0 and 0, leave the
// slot's pusher as it was); ok false for jsr and what is not understood.
func npeEffect(in classfile.Instruction, cp classfile.ConstantPool) (pop, push int, ok bool) {
	op := in.Op
	if n, shuffle := shuffleSlots[op]; shuffle {
		return n, 0, true
	}
	if c, conv := convSlots[op]; conv {
		return c[0], c[1], true
	}
	switch {
	case op == classfile.NOP, op == classfile.CHECKCAST, op == classfile.IINC, op == classfile.GOTO, op == classfile.GOTO_W,
		op == classfile.RETURN:
		return 0, 0, true
	case op == classfile.INEG, op == classfile.FNEG:
		return 1, 1, true
	case op == classfile.LNEG, op == classfile.DNEG:
		return 2, 2, true
	case op >= classfile.ACONST_NULL && op <= classfile.ICONST_5, op == classfile.FCONST_0, op == classfile.FCONST_1,
		op == classfile.FCONST_2, op == classfile.BIPUSH, op == classfile.SIPUSH, op == classfile.NEW,
		op == classfile.ILOAD, op == classfile.FLOAD, op == classfile.ALOAD,
		op >= classfile.ILOAD_0 && op <= classfile.ILOAD_3, op >= classfile.FLOAD_0 && op <= classfile.FLOAD_3,
		op >= classfile.ALOAD_0 && op <= classfile.ALOAD_3:
		return 0, 1, true
	case op == classfile.LCONST_0, op == classfile.LCONST_1, op == classfile.DCONST_0, op == classfile.DCONST_1,
		op == classfile.LDC2_W, op == classfile.LLOAD, op == classfile.DLOAD,
		op >= classfile.LLOAD_0 && op <= classfile.LLOAD_3, op >= classfile.DLOAD_0 && op <= classfile.DLOAD_3:
		return 0, 2, true
	case op == classfile.LDC, op == classfile.LDC_W:
		if cp[in.Index].Tag == classfile.TagDynamic {
			_, _, d := cp.Dynamic(uint16(in.Index))
			return 0, len(descSlots(d)), true
		}
		return 0, 1, true
	case op == classfile.LALOAD, op == classfile.DALOAD:
		return 2, 2, true
	case op >= classfile.IALOAD && op <= classfile.SALOAD:
		return 2, 1, true
	case op == classfile.LASTORE, op == classfile.DASTORE:
		return 4, 0, true
	case op >= classfile.IASTORE && op <= classfile.SASTORE:
		return 3, 0, true
	case op == classfile.ISTORE, op == classfile.FSTORE, op == classfile.ASTORE, op == classfile.POP,
		op >= classfile.ISTORE_0 && op <= classfile.ISTORE_3, op >= classfile.FSTORE_0 && op <= classfile.FSTORE_3,
		op >= classfile.ASTORE_0 && op <= classfile.ASTORE_3,
		op >= classfile.IFEQ && op <= classfile.IFLE, op == classfile.IFNULL, op == classfile.IFNONNULL,
		op == classfile.TABLESWITCH, op == classfile.LOOKUPSWITCH, op == classfile.MONITORENTER, op == classfile.MONITOREXIT,
		op == classfile.IRETURN, op == classfile.FRETURN, op == classfile.ARETURN, op == classfile.ATHROW:
		return 1, 0, true
	case op == classfile.LSTORE, op == classfile.DSTORE, op == classfile.POP2,
		op >= classfile.LSTORE_0 && op <= classfile.LSTORE_3, op >= classfile.DSTORE_0 && op <= classfile.DSTORE_3,
		op >= classfile.IF_ICMPEQ && op <= classfile.IF_ACMPNE, op == classfile.LRETURN, op == classfile.DRETURN:
		return 2, 0, true
	case op >= classfile.IADD && op <= classfile.DREM:
		if w := (op - classfile.IADD) % 4; w == 1 || w == 3 {
			return 4, 2, true
		}
		return 2, 1, true
	case op >= classfile.ISHL && op <= classfile.LUSHR:
		if (op-classfile.ISHL)%2 == 1 {
			return 3, 2, true
		}
		return 2, 1, true
	case op >= classfile.IAND && op <= classfile.LXOR:
		if (op-classfile.IAND)%2 == 1 {
			return 4, 2, true
		}
		return 2, 1, true
	case op == classfile.LCMP, op == classfile.DCMPL, op == classfile.DCMPG:
		return 4, 1, true
	case op == classfile.FCMPL, op == classfile.FCMPG:
		return 2, 1, true
	case op == classfile.GETSTATIC, op == classfile.PUTSTATIC, op == classfile.GETFIELD, op == classfile.PUTFIELD:
		n := len(descSlots(cp.Ref(uint16(in.Index)).Desc))
		switch op {
		case classfile.GETSTATIC:
			return 0, n, true
		case classfile.PUTSTATIC:
			return n, 0, true
		case classfile.GETFIELD:
			return 1, n, true
		}
		return n + 1, 0, true
	case op >= classfile.INVOKEVIRTUAL && op <= classfile.INVOKEDYNAMIC:
		n, ret, ok := invokeSlots(in, cp)
		return n, len(descSlots(ret)), ok
	case op == classfile.NEWARRAY, op == classfile.ANEWARRAY, op == classfile.ARRAYLENGTH, op == classfile.INSTANCEOF:
		return 1, 1, true
	case op == classfile.MULTIANEWARRAY:
		return int(in.Value), 1, true
	}
	return 0, 0, false
}
