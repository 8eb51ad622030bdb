package vm

import (
	"math"

	"weft/classfile"
)

// exec runs thread t until it blocks, ends, is switched out at a
// scheduling point, or (nested calls) its frame count drops to stop.
func (v *VM) exec(t *Thread, stop int) error {
outer:
	for {
		if v.fatal != nil {
			return v.fatal
		}
		if t.exc != 0 {
			if err := v.unwind(t, stop); err != nil {
				return err
			}
		}
		if len(t.frames) <= stop || v.exited || v.paused {
			return nil
		}
		if stop == 0 && (v.current != t || t.state != tRunnable) {
			return nil
		}
		if t.state != tRunnable {
			return vmErrorf("thread %d blocked inside a nested call (class initialization or library callback) at %s", t.ID, t.site())
		}
		fr := &t.frames[len(t.frames)-1]
		code := fr.code.ops
		pc := fr.pc
		lp := fr.lp
		sp := fr.sp
		s := t.stack
		n := v.steps
		heap := v.heap
		// Once a symbolic input exists, every op first takes the slow
		// branch of the budget test, where symStep shadows it (sym.go),
		// and then runs alone (symLimit); the loop itself is unchanged.
		lim := v.stepBudget()
		if v.sym != nil {
			lim = v.symLimit(n, lim)
		}
		for {
			if n >= lim {
				fr.pc, fr.sp, v.steps = pc, sp, n
				if err := v.atLimit(t, fr); err != nil {
					return err
				}
				continue outer
			}
			n++
			o := &code[pc]
			switch o.code {
			case opLoad:
				s[sp] = s[lp+int(o.a)]
				sp++
				pc++
			case opLoad2:
				s[sp] = s[lp+int(o.a)]
				s[sp+1] = 0
				sp += 2
				pc++
			case opStore:
				sp--
				s[lp+int(o.a)] = s[sp]
				pc++
			case opStore2:
				sp -= 2
				s[lp+int(o.a)] = s[sp]
				s[lp+int(o.a)+1] = 0
				pc++
			case opIConst:
				s[sp] = uint64(uint32(o.a))
				sp++
				pc++
			case opConst1:
				s[sp] = o.r.k
				sp++
				pc++
			case opConst2:
				s[sp] = o.r.k
				s[sp+1] = 0
				sp += 2
				pc++
			case opGoto:
				pc = int(o.a)
			case uint8(classfile.NOP):
				pc++
			case uint8(classfile.IINC):
				i := lp + int(o.a)
				s[i] = uint64(uint32(int32(s[i]) + o.b))
				pc++

			// Arithmetic.
			case uint8(classfile.IADD):
				s[sp-2] = uint64(uint32(s[sp-2] + s[sp-1]))
				sp--
				pc++
			case uint8(classfile.ISUB):
				s[sp-2] = uint64(uint32(s[sp-2] - s[sp-1]))
				sp--
				pc++
			case uint8(classfile.IMUL):
				s[sp-2] = uint64(uint32(int32(s[sp-2]) * int32(s[sp-1])))
				sp--
				pc++
			case uint8(classfile.IDIV), uint8(classfile.IREM):
				d := int32(s[sp-1])
				if d == 0 {
					fr.pc, fr.sp, v.steps = pc, sp, n
					v.throwVM(t, "java/lang/ArithmeticException", "/ by zero")
					continue outer
				}
				if o.code == uint8(classfile.IDIV) {
					s[sp-2] = uint64(uint32(int32(s[sp-2]) / d))
				} else {
					s[sp-2] = uint64(uint32(int32(s[sp-2]) % d))
				}
				sp--
				pc++
			case uint8(classfile.INEG):
				s[sp-1] = uint64(uint32(-int32(s[sp-1])))
				pc++
			case uint8(classfile.ISHL):
				s[sp-2] = uint64(uint32(int32(s[sp-2]) << (s[sp-1] & 31)))
				sp--
				pc++
			case uint8(classfile.ISHR):
				s[sp-2] = uint64(uint32(int32(s[sp-2]) >> (s[sp-1] & 31)))
				sp--
				pc++
			case uint8(classfile.IUSHR):
				s[sp-2] = uint64(uint32(s[sp-2]) >> (s[sp-1] & 31))
				sp--
				pc++
			case uint8(classfile.IAND):
				s[sp-2] &= s[sp-1]
				sp--
				pc++
			case uint8(classfile.IOR):
				s[sp-2] |= s[sp-1]
				sp--
				pc++
			case uint8(classfile.IXOR):
				s[sp-2] ^= s[sp-1]
				sp--
				pc++
			case uint8(classfile.LADD):
				s[sp-4] += s[sp-2]
				sp -= 2
				pc++
			case uint8(classfile.LSUB):
				s[sp-4] -= s[sp-2]
				sp -= 2
				pc++
			case uint8(classfile.LMUL):
				s[sp-4] *= s[sp-2]
				sp -= 2
				pc++
			case uint8(classfile.LDIV), uint8(classfile.LREM):
				d := int64(s[sp-2])
				if d == 0 {
					fr.pc, fr.sp, v.steps = pc, sp, n
					v.throwVM(t, "java/lang/ArithmeticException", "/ by zero")
					continue outer
				}
				if o.code == uint8(classfile.LDIV) {
					s[sp-4] = uint64(int64(s[sp-4]) / d)
				} else {
					s[sp-4] = uint64(int64(s[sp-4]) % d)
				}
				sp -= 2
				pc++
			case uint8(classfile.LNEG):
				s[sp-2] = uint64(-int64(s[sp-2]))
				pc++
			case uint8(classfile.LSHL):
				s[sp-3] <<= s[sp-1] & 63
				sp--
				pc++
			case uint8(classfile.LSHR):
				s[sp-3] = uint64(int64(s[sp-3]) >> (s[sp-1] & 63))
				sp--
				pc++
			case uint8(classfile.LUSHR):
				s[sp-3] >>= s[sp-1] & 63
				sp--
				pc++
			case uint8(classfile.LAND):
				s[sp-4] &= s[sp-2]
				sp -= 2
				pc++
			case uint8(classfile.LOR):
				s[sp-4] |= s[sp-2]
				sp -= 2
				pc++
			case uint8(classfile.LXOR):
				s[sp-4] ^= s[sp-2]
				sp -= 2
				pc++
			case uint8(classfile.FADD):
				s[sp-2] = floatSlot(slotFloat(s[sp-2]) + slotFloat(s[sp-1]))
				sp--
				pc++
			case uint8(classfile.FSUB):
				s[sp-2] = floatSlot(slotFloat(s[sp-2]) - slotFloat(s[sp-1]))
				sp--
				pc++
			case uint8(classfile.FMUL):
				s[sp-2] = floatSlot(slotFloat(s[sp-2]) * slotFloat(s[sp-1]))
				sp--
				pc++
			case uint8(classfile.FDIV):
				s[sp-2] = floatSlot(slotFloat(s[sp-2]) / slotFloat(s[sp-1]))
				sp--
				pc++
			case uint8(classfile.FREM):
				s[sp-2] = floatSlot(float32(math.Mod(float64(slotFloat(s[sp-2])), float64(slotFloat(s[sp-1])))))
				sp--
				pc++
			case uint8(classfile.FNEG):
				s[sp-1] = floatSlot(-slotFloat(s[sp-1]))
				pc++
			case uint8(classfile.DADD):
				s[sp-4] = doubleSlot(slotDouble(s[sp-4]) + slotDouble(s[sp-2]))
				sp -= 2
				pc++
			case uint8(classfile.DSUB):
				s[sp-4] = doubleSlot(slotDouble(s[sp-4]) - slotDouble(s[sp-2]))
				sp -= 2
				pc++
			case uint8(classfile.DMUL):
				s[sp-4] = doubleSlot(slotDouble(s[sp-4]) * slotDouble(s[sp-2]))
				sp -= 2
				pc++
			case uint8(classfile.DDIV):
				s[sp-4] = doubleSlot(slotDouble(s[sp-4]) / slotDouble(s[sp-2]))
				sp -= 2
				pc++
			case uint8(classfile.DREM):
				s[sp-4] = doubleSlot(math.Mod(slotDouble(s[sp-4]), slotDouble(s[sp-2])))
				sp -= 2
				pc++
			case uint8(classfile.DNEG):
				s[sp-2] = doubleSlot(-slotDouble(s[sp-2]))
				pc++

			// Conversions.
			case uint8(classfile.I2L):
				s[sp-1] = uint64(int64(int32(s[sp-1])))
				s[sp] = 0
				sp++
				pc++
			case uint8(classfile.I2F):
				s[sp-1] = floatSlot(float32(int32(s[sp-1])))
				pc++
			case uint8(classfile.I2D):
				s[sp-1] = doubleSlot(float64(int32(s[sp-1])))
				s[sp] = 0
				sp++
				pc++
			case uint8(classfile.L2I):
				s[sp-2] = uint64(uint32(s[sp-2]))
				sp--
				pc++
			case uint8(classfile.L2F):
				s[sp-2] = floatSlot(float32(int64(s[sp-2])))
				sp--
				pc++
			case uint8(classfile.L2D):
				s[sp-2] = doubleSlot(float64(int64(s[sp-2])))
				pc++
			case uint8(classfile.F2I):
				s[sp-1] = uint64(uint32(f2i(float64(slotFloat(s[sp-1])))))
				pc++
			case uint8(classfile.F2L):
				s[sp-1] = uint64(f2l(float64(slotFloat(s[sp-1]))))
				s[sp] = 0
				sp++
				pc++
			case uint8(classfile.F2D):
				s[sp-1] = doubleSlot(float64(slotFloat(s[sp-1])))
				s[sp] = 0
				sp++
				pc++
			case uint8(classfile.D2I):
				s[sp-2] = uint64(uint32(f2i(slotDouble(s[sp-2]))))
				sp--
				pc++
			case uint8(classfile.D2L):
				s[sp-2] = uint64(f2l(slotDouble(s[sp-2])))
				pc++
			case uint8(classfile.D2F):
				s[sp-2] = floatSlot(float32(slotDouble(s[sp-2])))
				sp--
				pc++
			case uint8(classfile.I2B):
				s[sp-1] = uint64(uint32(int32(int8(s[sp-1]))))
				pc++
			case uint8(classfile.I2C):
				s[sp-1] = uint64(uint16(s[sp-1]))
				pc++
			case uint8(classfile.I2S):
				s[sp-1] = uint64(uint32(int32(int16(s[sp-1]))))
				pc++
			case uint8(classfile.LCMP):
				a, b := int64(s[sp-4]), int64(s[sp-2])
				sp -= 3
				s[sp-1] = cmpSlot(a < b, a > b)
				pc++
			case uint8(classfile.FCMPL), uint8(classfile.FCMPG):
				a, b := slotFloat(s[sp-2]), slotFloat(s[sp-1])
				sp--
				if a != a || b != b {
					s[sp-1] = cmpNaN(o.code == uint8(classfile.FCMPG))
				} else {
					s[sp-1] = cmpSlot(a < b, a > b)
				}
				pc++
			case uint8(classfile.DCMPL), uint8(classfile.DCMPG):
				a, b := slotDouble(s[sp-4]), slotDouble(s[sp-2])
				sp -= 3
				if a != a || b != b {
					s[sp-1] = cmpNaN(o.code == uint8(classfile.DCMPG))
				} else {
					s[sp-1] = cmpSlot(a < b, a > b)
				}
				pc++

			// Branches.
			case uint8(classfile.IFEQ):
				sp--
				if uint32(s[sp]) == 0 {
					pc = int(o.a)
				} else {
					pc++
				}
			case uint8(classfile.IFNE):
				sp--
				if uint32(s[sp]) != 0 {
					pc = int(o.a)
				} else {
					pc++
				}
			case uint8(classfile.IFLT):
				sp--
				if int32(s[sp]) < 0 {
					pc = int(o.a)
				} else {
					pc++
				}
			case uint8(classfile.IFGE):
				sp--
				if int32(s[sp]) >= 0 {
					pc = int(o.a)
				} else {
					pc++
				}
			case uint8(classfile.IFGT):
				sp--
				if int32(s[sp]) > 0 {
					pc = int(o.a)
				} else {
					pc++
				}
			case uint8(classfile.IFLE):
				sp--
				if int32(s[sp]) <= 0 {
					pc = int(o.a)
				} else {
					pc++
				}
			case uint8(classfile.IF_ICMPEQ):
				sp -= 2
				if uint32(s[sp]) == uint32(s[sp+1]) {
					pc = int(o.a)
				} else {
					pc++
				}
			case uint8(classfile.IF_ICMPNE):
				sp -= 2
				if uint32(s[sp]) != uint32(s[sp+1]) {
					pc = int(o.a)
				} else {
					pc++
				}
			case uint8(classfile.IF_ICMPLT):
				sp -= 2
				if int32(s[sp]) < int32(s[sp+1]) {
					pc = int(o.a)
				} else {
					pc++
				}
			case uint8(classfile.IF_ICMPGE):
				sp -= 2
				if int32(s[sp]) >= int32(s[sp+1]) {
					pc = int(o.a)
				} else {
					pc++
				}
			case uint8(classfile.IF_ICMPGT):
				sp -= 2
				if int32(s[sp]) > int32(s[sp+1]) {
					pc = int(o.a)
				} else {
					pc++
				}
			case uint8(classfile.IF_ICMPLE):
				sp -= 2
				if int32(s[sp]) <= int32(s[sp+1]) {
					pc = int(o.a)
				} else {
					pc++
				}
			case uint8(classfile.IF_ACMPEQ):
				sp -= 2
				if s[sp] == s[sp+1] {
					pc = int(o.a)
				} else {
					pc++
				}
			case uint8(classfile.IF_ACMPNE):
				sp -= 2
				if s[sp] != s[sp+1] {
					pc = int(o.a)
				} else {
					pc++
				}
			case uint8(classfile.IFNULL):
				sp--
				if s[sp] == 0 {
					pc = int(o.a)
				} else {
					pc++
				}
			case uint8(classfile.IFNONNULL):
				sp--
				if s[sp] != 0 {
					pc = int(o.a)
				} else {
					pc++
				}
			case uint8(classfile.TABLESWITCH):
				sp--
				k := int64(int32(s[sp])) - int64(o.r.low)
				if k >= 0 && k < int64(len(o.r.targets)) {
					pc = int(o.r.targets[k])
				} else {
					pc = int(o.r.def)
				}
			case uint8(classfile.LOOKUPSWITCH):
				sp--
				k := int32(s[sp])
				pc = int(o.r.def)
				for i, key := range o.r.keys {
					if key == k {
						pc = int(o.r.targets[i])
						break
					}
				}
			case uint8(classfile.JSR):
				s[sp] = uint64(o.b)
				sp++
				pc = int(o.a)
			case uint8(classfile.RET):
				pc = int(s[lp+int(o.a)])

			// Stack.
			case uint8(classfile.POP):
				sp--
				pc++
			case uint8(classfile.POP2):
				sp -= 2
				pc++
			case uint8(classfile.DUP):
				s[sp] = s[sp-1]
				sp++
				pc++
			case uint8(classfile.DUP_X1):
				s[sp] = s[sp-1]
				s[sp-1] = s[sp-2]
				s[sp-2] = s[sp]
				sp++
				pc++
			case uint8(classfile.DUP_X2):
				s[sp] = s[sp-1]
				s[sp-1] = s[sp-2]
				s[sp-2] = s[sp-3]
				s[sp-3] = s[sp]
				sp++
				pc++
			case uint8(classfile.DUP2):
				s[sp] = s[sp-2]
				s[sp+1] = s[sp-1]
				sp += 2
				pc++
			case uint8(classfile.DUP2_X1):
				a, b, c := s[sp-3], s[sp-2], s[sp-1]
				s[sp-3], s[sp-2], s[sp-1], s[sp], s[sp+1] = b, c, a, b, c
				sp += 2
				pc++
			case uint8(classfile.DUP2_X2):
				a, b, c, d := s[sp-4], s[sp-3], s[sp-2], s[sp-1]
				s[sp-4], s[sp-3], s[sp-2], s[sp-1], s[sp], s[sp+1] = c, d, a, b, c, d
				sp += 2
				pc++
			case uint8(classfile.SWAP):
				s[sp-1], s[sp-2] = s[sp-2], s[sp-1]
				pc++

			// Arrays.
			case opArrLoad1, opArrLoad2:
				h, i := s[sp-2], int32(s[sp-1])
				if h == 0 {
					fr.pc, fr.sp, v.steps = pc, sp, n
					v.throwVM(t, "java/lang/NullPointerException", "")
					continue outer
				}
				a := heap.at(h)
				if uint32(i) >= uint32(len(a.slots)) {
					fr.pc, fr.sp, v.steps = pc, sp, n
					v.throwVM(t, "java/lang/ArrayIndexOutOfBoundsException", indexMsg(i, len(a.slots)))
					continue outer
				}
				if a.shared && v.multi() {
					fr.pc, fr.sp, v.steps = pc, sp, n-1
					if v.point(t, Access{Kind: KArrayRead, Obj: a.id, HasObj: true, Index: int(i)}) {
						return nil
					}
					v.emitValue(t, Access{Kind: KArrayRead, Obj: a.id, HasObj: true, Index: int(i)}, a.slots[i], a.class.isRefArray())
				}
				s[sp-2] = a.slots[i]
				if o.code == opArrLoad1 {
					sp--
				} else {
					s[sp-1] = 0
				}
				pc++
			case opIStore1, opIStore2, uint8(classfile.BASTORE), uint8(classfile.CASTORE), uint8(classfile.SASTORE), uint8(classfile.AASTORE):
				w := 1
				if o.code == opIStore2 {
					w = 2
				}
				h, i, val := s[sp-2-w], int32(s[sp-1-w]), s[sp-w]
				if h == 0 {
					fr.pc, fr.sp, v.steps = pc, sp, n
					v.throwVM(t, "java/lang/NullPointerException", "")
					continue outer
				}
				a := heap.at(h)
				if uint32(i) >= uint32(len(a.slots)) {
					fr.pc, fr.sp, v.steps = pc, sp, n
					v.throwVM(t, "java/lang/ArrayIndexOutOfBoundsException", indexMsg(i, len(a.slots)))
					continue outer
				}
				switch o.code {
				case uint8(classfile.BASTORE):
					if a.class.elemDesc == 'Z' {
						val &= 1
					} else {
						val = uint64(uint32(int32(int8(val))))
					}
				case uint8(classfile.CASTORE):
					val = uint64(uint16(val))
				case uint8(classfile.SASTORE):
					val = uint64(uint32(int32(int16(val))))
				case uint8(classfile.AASTORE):
					if val != 0 && !heap.at(val).class.isSubclassOf(a.class.elem) {
						fr.pc, fr.sp, v.steps = pc, sp, n
						v.throwVM(t, "java/lang/ArrayStoreException", classfile.DottedName(heap.at(val).class.Name))
						continue outer
					}
				}
				if a.shared && v.multi() {
					fr.pc, fr.sp, v.steps = pc, sp, n-1
					if v.point(t, Access{Kind: KArrayWrite, Obj: a.id, HasObj: true, Index: int(i)}) {
						return nil
					}
					v.emitValue(t, Access{Kind: KArrayWrite, Obj: a.id, HasObj: true, Index: int(i)}, val, a.class.isRefArray())
				}
				if a.gen != v.gen {
					a = v.mut(h)
				}
				a.slots[i] = val
				if a.shared && o.code == uint8(classfile.AASTORE) && val != 0 && !heap.at(val).shared {
					v.markShared(val)
				}
				sp -= 2 + w
				pc++
			case uint8(classfile.ARRAYLENGTH):
				h := s[sp-1]
				if h == 0 {
					fr.pc, fr.sp, v.steps = pc, sp, n
					v.throwVM(t, "java/lang/NullPointerException", "")
					continue outer
				}
				s[sp-1] = uint64(len(heap.at(h).slots))
				pc++

			// Fields.
			case uint8(classfile.GETFIELD), uint8(classfile.PUTFIELD):
				r := o.r
				if !r.resolved {
					fr.pc, fr.sp, v.steps = pc, sp, n
					if err := v.resolveField(t, fr.m, r, false); err != nil {
						return err
					}
					n = v.steps
					if t.exc != 0 {
						continue outer
					}
					if v.sym != nil {
						v.symStep(t, fr, o, pc, lp, sp) // now that the field is known
					}
				}
				f := r.field
				get := o.code == uint8(classfile.GETFIELD)
				w := 1
				if f.Desc[0] == 'J' || f.Desc[0] == 'D' {
					w = 2
				}
				var h Ref
				if get {
					h = s[sp-1]
				} else {
					h = s[sp-1-w]
				}
				if h == 0 {
					fr.pc, fr.sp, v.steps = pc, sp, n
					v.throwVM(t, "java/lang/NullPointerException", "")
					continue outer
				}
				ob := heap.at(h)
				if get {
					// Final fields are frozen once published: not a visible
					// read, unless one was assigned while the object was
					// shared (its constructor let this escape).
					if ob.shared && (!r.final || ob.early) && v.multi() {
						fr.pc, fr.sp, v.steps = pc, sp, n-1
						acc := Access{Kind: KRead, Obj: ob.id, HasObj: true, Field: r.fieldID, Volatile: f.Volatile}
						if v.point(t, acc) {
							return nil
						}
						v.emitValue(t, acc, ob.slots[f.Slot], f.isRef())
					} else if f.Volatile && ob.shared && v.syncVisible() {
						v.emitValue(t, Access{Kind: KRead, Obj: ob.id, HasObj: true, Field: r.fieldID, Volatile: true}, ob.slots[f.Slot], f.isRef())
					}
					s[sp-1] = ob.slots[f.Slot]
					if w == 2 {
						s[sp] = 0
					}
					sp += w - 1
				} else {
					val := s[sp-w]
					if ob.shared && v.multi() {
						fr.pc, fr.sp, v.steps = pc, sp, n-1
						acc := Access{Kind: KWrite, Obj: ob.id, HasObj: true, Field: r.fieldID, Volatile: f.Volatile}
						if v.point(t, acc) {
							return nil
						}
						v.emitValue(t, acc, val, f.isRef())
					} else if f.Volatile && ob.shared && v.syncVisible() {
						v.emitValue(t, Access{Kind: KWrite, Obj: ob.id, HasObj: true, Field: r.fieldID, Volatile: true}, val, f.isRef())
					}
					if ob.gen != v.gen {
						ob = v.mut(h)
					}
					ob.slots[f.Slot] = val
					if r.final && ob.shared {
						// A final field assigned after this escaped: not
						// frozen (JLS 17.5), its reads are visible.
						ob.early = true
					}
					if ob.shared && val != 0 && f.isRef() && !heap.at(val).shared {
						v.markShared(val)
					}
					sp -= 1 + w
				}
				pc++
			case uint8(classfile.GETSTATIC), uint8(classfile.PUTSTATIC):
				r := o.r
				if !r.resolved {
					fr.pc, fr.sp, v.steps = pc, sp, n
					v.steps--
					if err := v.resolveField(t, fr.m, r, true); err != nil {
						return err
					}
					if t.exc != 0 {
						continue outer
					}
					continue outer // heap and stack may have moved during <clinit>
				}
				f := r.field
				cs := v.cs(f.Class.id)
				if cs.state != csDone {
					fr.pc, fr.sp, v.steps = pc, sp, n
					if goOn, err := v.initCheck(t, f.Class); err != nil {
						return err
					} else if !goOn {
						v.steps--
						continue outer
					}
				}
				if cs.watch {
					v.initUse(t, f.Class)
				}
				w := 1
				if f.Desc[0] == 'J' || f.Desc[0] == 'D' {
					w = 2
				}
				ob := heap.at(cs.statics)
				if o.code == uint8(classfile.GETSTATIC) {
					// The statics of a class this thread is still
					// initializing are its own (initclass.go).
					if v.multi() && !r.final && cs.state == csDone {
						fr.pc, fr.sp, v.steps = pc, sp, n-1
						acc := Access{Kind: KRead, Field: r.fieldID, Volatile: f.Volatile}
						if v.point(t, acc) {
							return nil
						}
						v.emitValue(t, acc, ob.slots[f.Slot], f.isRef())
					} else if f.Volatile && cs.state == csDone && v.syncVisible() {
						v.emitValue(t, Access{Kind: KRead, Field: r.fieldID, Volatile: true}, ob.slots[f.Slot], f.isRef())
					}
					s[sp] = ob.slots[f.Slot]
					s[sp+1] = 0
					sp += w
				} else {
					val := s[sp-w]
					if v.multi() && cs.state == csDone {
						fr.pc, fr.sp, v.steps = pc, sp, n-1
						acc := Access{Kind: KWrite, Field: r.fieldID, Volatile: f.Volatile}
						if v.point(t, acc) {
							return nil
						}
						v.emitValue(t, acc, val, f.isRef())
					} else if f.Volatile && cs.state == csDone && v.syncVisible() {
						v.emitValue(t, Access{Kind: KWrite, Field: r.fieldID, Volatile: true}, val, f.isRef())
					}
					if ob.gen != v.gen {
						ob = v.mut(cs.statics)
					}
					ob.slots[f.Slot] = val
					if val != 0 && f.isRef() && !heap.at(val).shared {
						v.markShared(val)
					}
					sp -= w
				}
				pc++

			// Objects.
			case uint8(classfile.NEW):
				r := o.r
				if !r.resolved {
					fr.pc, fr.sp, v.steps = pc, sp, n
					v.steps--
					if err := v.resolveClassOp(t, fr.m, r); err != nil {
						return err
					}
					continue outer
				}
				if cs := v.cs(r.class.id); cs.state != csDone || cs.watch {
					if cs.state != csDone {
						fr.pc, fr.sp, v.steps = pc, sp, n
						if goOn, err := v.initCheck(t, r.class); err != nil {
							return err
						} else if !goOn {
							v.steps--
							continue outer
						}
					}
					if cs := v.cs(r.class.id); cs.watch {
						v.initUse(t, r.class)
					}
				}
				if r.class.flags&(classfile.AccAbstract|classfile.AccInterface) != 0 {
					fr.pc, fr.sp, v.steps = pc, sp, n
					v.throwVM(t, "java/lang/InstantiationError", classfile.DottedName(r.class.Name))
					continue outer
				}
				fr.pc = pc
				s[sp] = v.newObject(t, r.class)
				heap = v.heap
				sp++
				pc++
			case uint8(classfile.NEWARRAY):
				cnt := int32(s[sp-1])
				fr.pc, fr.sp, v.steps = pc, sp, n
				if cnt < 0 {
					v.throwVM(t, "java/lang/NegativeArraySizeException", itoa(int(cnt)))
					continue outer
				}
				c := v.primArrays[o.a]
				if c == nil {
					return vmErrorf("%s: bad newarray type %d", fr.m, o.a)
				}
				s[sp-1] = v.newArray(t, c, int(cnt))
				heap = v.heap
				pc++
			case uint8(classfile.ANEWARRAY):
				r := o.r
				if !r.resolved {
					fr.pc, fr.sp, v.steps = pc, sp, n
					v.steps--
					if err := v.resolveClassOp(t, fr.m, r); err != nil {
						return err
					}
					if t.exc == 0 {
						c, err := v.arrayOf(r.class)
						if err != nil {
							return err
						}
						r.class = c
					}
					continue outer
				}
				cnt := int32(s[sp-1])
				fr.pc, fr.sp, v.steps = pc, sp, n
				if cnt < 0 {
					v.throwVM(t, "java/lang/NegativeArraySizeException", itoa(int(cnt)))
					continue outer
				}
				s[sp-1] = v.newArray(t, r.class, int(cnt))
				heap = v.heap
				pc++
			case uint8(classfile.MULTIANEWARRAY):
				r := o.r
				fr.pc, fr.sp, v.steps = pc, sp, n
				if !r.resolved {
					v.steps--
					if err := v.resolveClassOp(t, fr.m, r); err != nil {
						return err
					}
					continue outer
				}
				dims := make([]int, r.dims)
				for i := range dims {
					dims[i] = int(int32(s[sp-r.dims+i]))
					if dims[i] < 0 {
						v.throwVM(t, "java/lang/NegativeArraySizeException", itoa(dims[i]))
						continue outer
					}
				}
				sp -= r.dims
				a, err := v.multiArray(t, r.class, dims)
				if err != nil {
					return err
				}
				s[sp] = a
				sp++
				heap = v.heap
				pc++
			case uint8(classfile.CHECKCAST), uint8(classfile.INSTANCEOF):
				r := o.r
				if !r.resolved {
					fr.pc, fr.sp, v.steps = pc, sp, n
					v.steps--
					if err := v.resolveClassOp(t, fr.m, r); err != nil {
						return err
					}
					continue outer
				}
				h := s[sp-1]
				if o.code == uint8(classfile.CHECKCAST) {
					if h != 0 && !heap.at(h).class.isSubclassOf(r.class) {
						fr.pc, fr.sp, v.steps = pc, sp, n
						v.throwVM(t, "java/lang/ClassCastException", "class "+classfile.DottedName(heap.at(h).class.Name)+" cannot be cast to class "+classfile.DottedName(r.class.Name))
						continue outer
					}
				} else {
					s[sp-1] = boolSlot(h != 0 && heap.at(h).class.isSubclassOf(r.class))
				}
				pc++
			case uint8(classfile.ATHROW):
				h := s[sp-1]
				fr.pc, fr.sp, v.steps = pc, sp, n
				if h == 0 {
					v.throwVM(t, "java/lang/NullPointerException", "")
				} else {
					t.exc = h
				}
				continue outer
			case uint8(classfile.MONITORENTER):
				h := s[sp-1]
				fr.pc, fr.sp, v.steps = pc, sp, n
				if h == 0 {
					v.throwVM(t, "java/lang/NullPointerException", "")
					continue outer
				}
				if v.monitorPoint(t, KLock, h) {
					return nil
				}
				if !v.monitorEnter(t, h, 1) {
					if err := v.block(t, h); err != nil {
						return err
					}
					v.steps--
					return nil
				}
				v.emitSync(t, Access{Kind: KLock, Obj: heap.at(h).id, HasObj: true})
				sp--
				pc++
			case uint8(classfile.MONITOREXIT):
				h := s[sp-1]
				fr.pc, fr.sp, v.steps = pc, sp, n
				if h == 0 {
					v.throwVM(t, "java/lang/NullPointerException", "")
					continue outer
				}
				if v.monitorPoint(t, KUnlock, h) {
					return nil
				}
				if !v.monitorExit(t, h) {
					v.throwVM(t, "java/lang/IllegalMonitorStateException", "")
					continue outer
				}
				v.emitSync(t, Access{Kind: KUnlock, Obj: heap.at(h).id, HasObj: true})
				sp--
				pc++
			case uint8(classfile.LDC):
				fr.pc, fr.sp, v.steps = pc, sp, n
				v.steps--
				if err := v.resolveLdc(t, fr.m, o); err != nil {
					return err
				}
				continue outer

			// Calls.
			case uint8(classfile.INVOKEVIRTUAL), uint8(classfile.INVOKEINTERFACE), uint8(classfile.INVOKESPECIAL), uint8(classfile.INVOKESTATIC):
				fr.pc, fr.sp, v.steps = pc, sp, n
				if err := v.invoke(t, fr.m, o); err != nil {
					return err
				}
				continue outer
			case uint8(classfile.INVOKEDYNAMIC):
				fr.pc, fr.sp, v.steps = pc, sp, n
				if err := v.invokeDynamic(t, fr.m, o); err != nil {
					return err
				}
				continue outer
			case opNative:
				fr.pc, fr.sp, v.steps = pc, sp, n
				if err := v.runSynthetic(t, o); err != nil {
					return err
				}
				continue outer
			case uint8(classfile.IRETURN), uint8(classfile.FRETURN), uint8(classfile.ARETURN), uint8(classfile.LRETURN), uint8(classfile.DRETURN), uint8(classfile.RETURN):
				fr.pc, fr.sp, v.steps = pc, sp, n
				if err := v.ret(t, o.code); err != nil {
					return err
				}
				if stop == 0 && (v.current != t || t.state != tRunnable) {
					return nil
				}
				continue outer
			case 0xff:
				// No op has this code: with a case at 0 (NOP) and at 255
				// the switch's jump table covers every uint8, so the
				// dispatch needs no range check before the indirect jump.
				fallthrough
			default:
				fr.pc, fr.sp, v.steps = pc, sp, n
				return vmErrorf("%s: unsupported bytecode %s at pc %d", fr.m, classfile.Opcode(o.code), fr.code.pcs[pc])
			}
		}
	}
}

func cmpSlot(lt, gt bool) uint64 {
	switch {
	case lt:
		return uint64(uint32(0xffffffff))
	case gt:
		return 1
	}
	return 0
}

func cmpNaN(g bool) uint64 {
	if g {
		return 1
	}
	return uint64(uint32(0xffffffff))
}

func f2i(d float64) int32 {
	switch {
	case d != d:
		return 0
	case d >= math.MaxInt32:
		return math.MaxInt32
	case d <= math.MinInt32:
		return math.MinInt32
	}
	return int32(d)
}

func f2l(d float64) int64 {
	switch {
	case d != d:
		return 0
	case d >= math.MaxInt64:
		return math.MaxInt64
	case d <= math.MinInt64:
		return math.MinInt64
	}
	return int64(d)
}

func indexMsg(i int32, n int) string {
	return "Index " + itoa(int(i)) + " out of bounds for length " + itoa(n)
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	neg := i < 0
	var b [24]byte
	p := len(b)
	u := uint64(i)
	if neg {
		u = uint64(-i)
	}
	for u > 0 {
		p--
		b[p] = byte('0' + u%10)
		u /= 10
	}
	if neg {
		p--
		b[p] = '-'
	}
	return string(b[p:])
}

// atLimit is exec's slow path at the step limit: the budget is exhausted,
// or symbolic values exist and symStep shadows the next op, which then
// runs alone (symLimit).
func (v *VM) atLimit(t *Thread, fr *frame) error {
	if v.sym == nil || v.steps >= v.stepBudget() {
		return vmErrorf("step budget exhausted after %d bytecodes\n%s", v.steps, v.stackDump(t))
	}
	v.symStep(t, fr, &fr.code.ops[fr.pc], fr.pc, fr.lp, fr.sp)
	v.symOnce = true
	return nil
}

// stepBudget is the bytecode budget (Config.MaxSteps).
func (v *VM) stepBudget() int64 {
	if v.cfg.MaxSteps > 0 {
		return v.cfg.MaxSteps
	}
	return math.MaxInt64
}

// multi reports whether more than one thread is alive (with Config.Alone:
// whether a thread has ever been started), so that shared accesses are
// scheduling points.
func (v *VM) multi() bool { return v.live > 1 || (v.cfg.Alone && len(v.threads) > 1) }

// syncVisible reports whether synchronization operations (monitor entries
// and exits, joins, volatile accesses, compare-and-sets) are events: once
// a second thread has been started, even while a thread runs alone,
// without a scheduling point then. What a thread acquires alone (a join
// of an ended thread, a monitor it released, a volatile it wrote) orders
// that thread's end before what the lone thread does once others run
// again (the threads it starts, the shutdown hooks): without these
// events a race check (explore.Races, dpor's clocks) saw no such edge.
// Plain reads and writes are events only while multi.
func (v *VM) syncVisible() bool { return len(v.threads) > 1 }

// stackDump renders t's frames, innermost first.
func (v *VM) stackDump(t *Thread) string {
	var b []byte
	for i := len(t.frames) - 1; i >= 0 && len(t.frames)-i <= 20; i-- {
		f := &t.frames[i]
		pc := 0
		if f.code != nil && f.pc < len(f.code.pcs) {
			pc = int(f.code.pcs[f.pc])
		}
		b = append(b, "\tat "+classfile.DottedName(f.m.Class.Name)+"."+f.m.Name+"("+f.m.sourcePos(pc)+")\n"...)
	}
	return string(b)
}

// monitorPoint is the scheduling point before a monitorenter (KLock) or
// monitorexit (KUnlock) of h. It reports whether the thread must stop
// there; the bytecode counts as executed only once it runs.
func (v *VM) monitorPoint(t *Thread, k Kind, h Ref) bool {
	if !v.multi() {
		return false
	}
	v.steps--
	if v.point(t, Access{Kind: k, Obj: v.obj(h).id, HasObj: true}) {
		return true
	}
	v.steps++
	return false
}
