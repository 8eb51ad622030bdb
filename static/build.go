package static

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"weft/classfile"
)

// BuildError reports bytecode that the IR builder cannot lower (for example
// jsr/ret, which javac has not emitted since Java 6), naming class, method
// and offset.
type BuildError struct {
	Class, Method string
	PC            int
	Msg           string
	// Source is File.java:line of the instruction at PC (as
	// classfile.SourcePos names it), "" when the method has no line numbers.
	Source string
}

func (e *BuildError) Error() string {
	if e.Source != "" {
		name, _, _ := strings.Cut(e.Method, "(")
		return fmt.Sprintf("%s.%s (%s, pc %d): %s", classfile.DottedName(e.Class), name, e.Source, e.PC, e.Msg)
	}
	return fmt.Sprintf("%s.%s@%d: %s", classfile.DottedName(e.Class), e.Method, e.PC, e.Msg)
}

// Build lowers method m of class cf into IR. Abstract and native methods
// have no IR: Build returns (nil, nil) for them.
func Build(cf *classfile.ClassFile, m *classfile.Member) (*Function, error) {
	if m.Code == nil {
		return nil, nil
	}
	code, err := cf.DecodeMethod(m)
	if err != nil {
		return nil, err
	}
	b := &builder{cf: cf, m: m, code: code, f: &Function{Class: cf, Method: m, sig: m.Name + m.Desc}, locals: map[[2]int]*Var{}}
	if err := b.build(); err != nil {
		return nil, err
	}
	splitLocals(b.f)
	return b.f, nil
}

type builder struct {
	cf     *classfile.ClassFile
	m      *classfile.Member
	code   []classfile.Instruction
	f      *Function
	locals map[[2]int]*Var // (slot, Type) -> var

	byPC    map[int]int // pc -> index in code
	blockAt map[int]*Block
	ends    map[*Block]int // index in code one past the block's last instruction
	handled map[*Block][]classfile.Handler
	done    map[*Block]bool
	work    []*Block

	// per-block translation state
	cur   *Block
	stack []Value
	ntemp int
}

func (b *builder) errorf(pc int, format string, args ...any) error {
	e := &BuildError{Class: b.cf.Name, Method: b.m.Name + b.m.Desc, PC: pc, Msg: fmt.Sprintf(format, args...)}
	if b.m.Code.LineAt(pc) > 0 {
		e.Source = b.cf.SourcePos(b.m, pc)
	}
	return e
}

func (b *builder) newVar(name string, t Type, slot int) *Var {
	v := &Var{Index: len(b.f.Vars), Name: name, Typ: t, Slot: slot}
	b.f.Vars = append(b.f.Vars, v)
	return v
}

func (b *builder) local(slot int, t Type) *Var {
	if v := b.locals[[2]int{slot, int(t)}]; v != nil {
		return v
	}
	v := b.newVar(t.prefix()+strconv.Itoa(slot), t, slot)
	b.locals[[2]int{slot, int(t)}] = v
	return v
}

func (b *builder) temp(t Type) *Var {
	v := b.newVar("t"+strconv.Itoa(b.ntemp), t, -1)
	b.ntemp++
	return v
}

func (b *builder) build() error {
	b.byPC = make(map[int]int, len(b.code))
	for i, in := range b.code {
		b.byPC[in.PC] = i
	}
	// Leaders: entry, branch targets, fall-throughs after control transfers,
	// handler starts, and protected-range boundaries (so every block is
	// uniformly covered by its handlers).
	leaders := map[int]bool{0: true}
	for i, in := range b.code {
		switch in.Op {
		case classfile.JSR, classfile.JSR_W, classfile.RET:
			return b.errorf(in.PC, "%s (a subroutine, from a compiler for Java 5 or older) is not supported by the static analysis; recompile the class for Java 6 or later", in.Op)
		}
		if in.Op.IsBranch() {
			if in.Op == classfile.TABLESWITCH || in.Op == classfile.LOOKUPSWITCH {
				leaders[in.Default] = true
				for _, t := range in.Targets {
					leaders[t] = true
				}
			} else {
				leaders[in.Target] = true
			}
		}
		if endsBlock(in.Op) && i+1 < len(b.code) {
			leaders[b.code[i+1].PC] = true
		}
	}
	for _, h := range b.m.Code.Handlers {
		for _, pc := range []int{h.Start, h.End, h.HandlerPC} {
			if _, ok := b.byPC[pc]; ok {
				leaders[pc] = true
			} else if pc != len(b.m.Code.Bytecode) {
				return b.errorf(pc, "exception table offset %d is not an instruction", pc)
			}
		}
	}
	pcs := make([]int, 0, len(leaders))
	for pc := range leaders {
		if _, ok := b.byPC[pc]; ok {
			pcs = append(pcs, pc)
		}
	}
	sort.Ints(pcs)
	b.blockAt = map[int]*Block{}
	b.ends = map[*Block]int{}
	b.handled = map[*Block][]classfile.Handler{}
	var all []*Block
	for k, pc := range pcs {
		blk := &Block{PC: pc, Func: b.f}
		b.blockAt[pc] = blk
		end := len(b.code)
		if k+1 < len(pcs) {
			end = b.byPC[pcs[k+1]]
		}
		b.ends[blk] = end
		all = append(all, blk)
		seen := map[int]bool{}
		for _, h := range b.m.Code.Handlers {
			if h.Start <= pc && pc < h.End && !seen[h.HandlerPC] {
				seen[h.HandlerPC] = true
				b.handled[blk] = append(b.handled[blk], h)
			}
		}
	}

	// Parameters.
	mt, err := classfile.ParseMethodDesc(b.m.Desc)
	if err != nil {
		return b.errorf(0, "%v", err)
	}
	slot := 0
	if !b.m.IsStatic() {
		v := b.local(0, TRef)
		v.Param = true
		b.f.Params = append(b.f.Params, v)
		slot = 1
	}
	for _, p := range mt.Params {
		v := b.local(slot, TypeOf(p))
		v.Param = true
		b.f.Params = append(b.f.Params, v)
		slot++
		if classfile.IsWide(p) {
			slot++
		}
	}

	entry := b.blockAt[0]
	entry.EntryStack = []*Var{}
	b.done = map[*Block]bool{}
	b.work = []*Block{entry}
	for len(b.work) > 0 {
		blk := b.work[len(b.work)-1]
		b.work = b.work[:len(b.work)-1]
		if b.done[blk] {
			continue
		}
		b.done[blk] = true
		if err := b.translate(blk); err != nil {
			return err
		}
	}
	// Keep reachable blocks in bytecode order; number them.
	for _, blk := range all {
		if b.done[blk] {
			blk.Index = len(b.f.Blocks)
			b.f.Blocks = append(b.f.Blocks, blk)
		}
	}
	for _, blk := range b.f.Blocks {
		for _, s := range blk.Succs {
			s.Preds = appendUnique(s.Preds, blk)
		}
		for _, h := range blk.Handlers {
			h.Preds = appendUnique(h.Preds, blk)
		}
	}
	return nil
}

func appendUnique(bs []*Block, b *Block) []*Block {
	for _, x := range bs {
		if x == b {
			return bs
		}
	}
	return append(bs, b)
}

func endsBlock(op classfile.Opcode) bool {
	if op.IsBranch() {
		return true
	}
	switch op {
	case classfile.IRETURN, classfile.LRETURN, classfile.FRETURN, classfile.DRETURN, classfile.ARETURN, classfile.RETURN, classfile.ATHROW:
		return true
	}
	return false
}

func (b *builder) emit(in Instruction, pc int) {
	switch x := in.(type) {
	case *Assign:
		x.anInstr = anInstr{pc, b.cur}
	case *BinOp:
		x.anInstr = anInstr{pc, b.cur}
	case *UnOp:
		x.anInstr = anInstr{pc, b.cur}
	case *GetField:
		x.anInstr = anInstr{pc, b.cur}
	case *PutField:
		x.anInstr = anInstr{pc, b.cur}
	case *ArrayLoad:
		x.anInstr = anInstr{pc, b.cur}
	case *ArrayStore:
		x.anInstr = anInstr{pc, b.cur}
	case *ArrayLength:
		x.anInstr = anInstr{pc, b.cur}
	case *New:
		x.anInstr = anInstr{pc, b.cur}
	case *NewArray:
		x.anInstr = anInstr{pc, b.cur}
	case *Call:
		x.anInstr = anInstr{pc, b.cur}
	case *InvokeDynamic:
		x.anInstr = anInstr{pc, b.cur}
	case *CheckCast:
		x.anInstr = anInstr{pc, b.cur}
	case *InstanceOf:
		x.anInstr = anInstr{pc, b.cur}
	case *MonitorEnter:
		x.anInstr = anInstr{pc, b.cur}
	case *MonitorExit:
		x.anInstr = anInstr{pc, b.cur}
	case *Catch:
		x.anInstr = anInstr{pc, b.cur}
	case *Jump:
		x.anInstr = anInstr{pc, b.cur}
	case *If:
		x.anInstr = anInstr{pc, b.cur}
	case *Switch:
		x.anInstr = anInstr{pc, b.cur}
	case *Return:
		x.anInstr = anInstr{pc, b.cur}
	case *Throw:
		x.anInstr = anInstr{pc, b.cur}
	default:
		panic("BUG: emit of unknown instruction")
	}
	b.cur.Instrs = append(b.cur.Instrs, in)
}

func (b *builder) push(v Value) { b.stack = append(b.stack, v) }

func (b *builder) pop(pc int) (Value, error) {
	if len(b.stack) == 0 {
		return nil, b.errorf(pc, "operand stack underflow")
	}
	v := b.stack[len(b.stack)-1]
	b.stack = b.stack[:len(b.stack)-1]
	return v, nil
}

// popN pops n values, returned in push order.
func (b *builder) popN(pc, n int) ([]Value, error) {
	if len(b.stack) < n {
		return nil, b.errorf(pc, "operand stack underflow")
	}
	vs := append([]Value(nil), b.stack[len(b.stack)-n:]...)
	b.stack = b.stack[:len(b.stack)-n]
	return vs, nil
}

// result emits an instruction producing a value of type t and pushes it.
func (b *builder) result(t Type) *Var {
	v := b.temp(t)
	b.push(v)
	return v
}

// flushLocal copies stacked reads of local v into temporaries before v is
// overwritten, so the stack keeps the old value.
func (b *builder) flushLocal(slot int, pc int) {
	for i, s := range b.stack {
		if v, ok := s.(*Var); ok && v.Slot == slot {
			t := b.temp(v.Typ)
			b.emit(&Assign{Dst: t, Src: v}, pc)
			b.stack[i] = t
		}
	}
}

func isCat2(v Value) bool { t := v.Type(); return t == TLong || t == TDouble }

func intConst(n int64) *Const { return &Const{Typ: TInt, Int: n} }

// edge records a normal successor: its entry stack is the current stack,
// passed through block-entry variables.
func (b *builder) edgeTo(pc int, at int) (*Block, error) {
	s := b.blockAt[pc]
	if s == nil {
		return nil, b.errorf(at, "branch to %d is not a block start", pc)
	}
	if s.EntryStack == nil {
		s.EntryStack = make([]*Var, len(b.stack))
		for d, v := range b.stack {
			s.EntryStack[d] = b.newVar(fmt.Sprintf("s%d_%d", s.PC, d), v.Type(), -1)
		}
		if len(b.stack) == 0 {
			s.EntryStack = []*Var{}
		}
	} else if len(s.EntryStack) != len(b.stack) {
		return nil, b.errorf(at, "stack height %d at %d differs from %d", len(b.stack), pc, len(s.EntryStack))
	}
	for d, v := range b.stack {
		if s.EntryStack[d].Typ != v.Type() {
			return nil, b.errorf(at, "stack type %s at %d differs from %s", v.Type(), pc, s.EntryStack[d].Typ)
		}
	}
	if _, isHandler := b.handlerPC(pc); isHandler {
		return nil, b.errorf(at, "normal control flow into exception handler at %d", pc)
	}
	b.cur.Succs = append(b.cur.Succs, s)
	if !b.done[s] {
		b.work = append(b.work, s)
	}
	return s, nil
}

func (b *builder) handlerPC(pc int) (classfile.Handler, bool) {
	for _, h := range b.m.Code.Handlers {
		if h.HandlerPC == pc {
			return h, true
		}
	}
	return classfile.Handler{}, false
}

// moveStack assigns the current stack to the entry variables of succs,
// protecting the terminator's operands (ops) from being clobbered.
func (b *builder) moveStack(succs []*Block, ops []*Value, pc int) {
	if len(b.stack) == 0 {
		return
	}
	for _, op := range ops {
		if v, ok := (*op).(*Var); ok && v.Slot < 0 && v.Name[0] == 's' {
			t := b.temp(v.Typ)
			b.emit(&Assign{Dst: t, Src: v}, pc)
			*op = t
		}
	}
	// Stack values that are themselves entry variables of a successor must
	// be read before any of them is written (a parallel copy).
	var moves []*Assign
	for _, s := range succs {
		for d, v := range b.stack {
			if s.EntryStack[d] != v {
				moves = append(moves, &Assign{Dst: s.EntryStack[d], Src: v})
			}
		}
	}
	for _, mv := range moves {
		if v, ok := mv.Src.(*Var); ok && v.Slot < 0 && v.Name[0] == 's' {
			t := b.temp(v.Typ)
			b.emit(&Assign{Dst: t, Src: v}, pc)
			for _, m2 := range moves {
				if m2.Src == v {
					m2.Src = t
				}
			}
		}
	}
	for _, mv := range moves {
		b.emit(mv, pc)
	}
}

func (b *builder) translate(blk *Block) error {
	b.cur = blk
	b.stack = b.stack[:0]
	for _, v := range blk.EntryStack {
		b.stack = append(b.stack, v)
	}
	if h, ok := b.handlerPC(blk.PC); ok {
		if len(blk.EntryStack) != 0 {
			return b.errorf(blk.PC, "handler entered with a non-empty stack")
		}
		c := b.temp(TRef)
		b.emit(&Catch{Dst: c, Class: h.CatchType}, blk.PC)
		b.stack = append(b.stack[:0], c)
	}
	for _, h := range b.handled[blk] {
		hb := b.blockAt[h.HandlerPC]
		blk.Handlers = append(blk.Handlers, hb)
		if !b.done[hb] {
			b.work = append(b.work, hb)
		}
	}
	end := b.ends[blk]
	start := b.byPC[blk.PC]
	for i := start; i < end; i++ {
		in := b.code[i]
		if err := b.instr(in); err != nil {
			return err
		}
		if endsBlock(in.Op) {
			return nil
		}
	}
	// Fall through into the next block.
	if end >= len(b.code) {
		return b.errorf(b.code[end-1].PC, "control falls off the end of the code")
	}
	next := b.code[end].PC
	s, err := b.edgeTo(next, next)
	if err != nil {
		return err
	}
	pc := b.code[end-1].PC
	b.moveStack([]*Block{s}, nil, pc)
	b.emit(&Jump{}, pc)
	return nil
}

var binOps = map[classfile.Opcode]struct {
	op string
	t  Type
}{
	classfile.IADD: {"add", TInt}, classfile.LADD: {"add", TLong}, classfile.FADD: {"add", TFloat}, classfile.DADD: {"add", TDouble},
	classfile.ISUB: {"sub", TInt}, classfile.LSUB: {"sub", TLong}, classfile.FSUB: {"sub", TFloat}, classfile.DSUB: {"sub", TDouble},
	classfile.IMUL: {"mul", TInt}, classfile.LMUL: {"mul", TLong}, classfile.FMUL: {"mul", TFloat}, classfile.DMUL: {"mul", TDouble},
	classfile.IDIV: {"div", TInt}, classfile.LDIV: {"div", TLong}, classfile.FDIV: {"div", TFloat}, classfile.DDIV: {"div", TDouble},
	classfile.IREM: {"rem", TInt}, classfile.LREM: {"rem", TLong}, classfile.FREM: {"rem", TFloat}, classfile.DREM: {"rem", TDouble},
	classfile.ISHL: {"shl", TInt}, classfile.LSHL: {"shl", TLong}, classfile.ISHR: {"shr", TInt}, classfile.LSHR: {"shr", TLong},
	classfile.IUSHR: {"ushr", TInt}, classfile.LUSHR: {"ushr", TLong},
	classfile.IAND: {"and", TInt}, classfile.LAND: {"and", TLong}, classfile.IOR: {"or", TInt}, classfile.LOR: {"or", TLong},
	classfile.IXOR: {"xor", TInt}, classfile.LXOR: {"xor", TLong},
	classfile.LCMP: {"cmp", TInt}, classfile.FCMPL: {"cmpl", TInt}, classfile.FCMPG: {"cmpg", TInt}, classfile.DCMPL: {"cmpl", TInt}, classfile.DCMPG: {"cmpg", TInt},
}

var unOps = map[classfile.Opcode]struct {
	op string
	t  Type
}{
	classfile.INEG: {"neg", TInt}, classfile.LNEG: {"neg", TLong}, classfile.FNEG: {"neg", TFloat}, classfile.DNEG: {"neg", TDouble},
	classfile.I2L: {"i2l", TLong}, classfile.I2F: {"i2f", TFloat}, classfile.I2D: {"i2d", TDouble},
	classfile.L2I: {"l2i", TInt}, classfile.L2F: {"l2f", TFloat}, classfile.L2D: {"l2d", TDouble},
	classfile.F2I: {"f2i", TInt}, classfile.F2L: {"f2l", TLong}, classfile.F2D: {"f2d", TDouble},
	classfile.D2I: {"d2i", TInt}, classfile.D2L: {"d2l", TLong}, classfile.D2F: {"d2f", TFloat},
	classfile.I2B: {"i2b", TInt}, classfile.I2C: {"i2c", TInt}, classfile.I2S: {"i2s", TInt},
}

var condOps = map[classfile.Opcode]string{
	classfile.IFEQ: "eq", classfile.IFNE: "ne", classfile.IFLT: "lt", classfile.IFGE: "ge", classfile.IFGT: "gt", classfile.IFLE: "le",
	classfile.IF_ICMPEQ: "eq", classfile.IF_ICMPNE: "ne", classfile.IF_ICMPLT: "lt", classfile.IF_ICMPGE: "ge", classfile.IF_ICMPGT: "gt", classfile.IF_ICMPLE: "le",
	classfile.IF_ACMPEQ: "eq", classfile.IF_ACMPNE: "ne", classfile.IFNULL: "eq", classfile.IFNONNULL: "ne",
}

func arrayElemType(op classfile.Opcode) Type {
	switch op {
	case classfile.LALOAD, classfile.LASTORE:
		return TLong
	case classfile.FALOAD, classfile.FASTORE:
		return TFloat
	case classfile.DALOAD, classfile.DASTORE:
		return TDouble
	case classfile.AALOAD, classfile.AASTORE:
		return TRef
	}
	return TInt
}

func (b *builder) instr(in classfile.Instruction) error {
	pc := in.PC
	cp := b.cf.CP
	op := in.Op
	switch {
	case op == classfile.NOP:
	case op == classfile.ACONST_NULL:
		b.push(&Const{Typ: TRef, Null: true})
	case op >= classfile.ICONST_M1 && op <= classfile.ICONST_5:
		b.push(intConst(int64(op) - int64(classfile.ICONST_0)))
	case op == classfile.LCONST_0 || op == classfile.LCONST_1:
		b.push(&Const{Typ: TLong, Int: int64(op - classfile.LCONST_0)})
	case op >= classfile.FCONST_0 && op <= classfile.FCONST_2:
		b.push(&Const{Typ: TFloat, Float: float64(op - classfile.FCONST_0)})
	case op == classfile.DCONST_0 || op == classfile.DCONST_1:
		b.push(&Const{Typ: TDouble, Float: float64(op - classfile.DCONST_0)})
	case op == classfile.BIPUSH || op == classfile.SIPUSH:
		b.push(intConst(int64(in.Value)))
	case op == classfile.LDC || op == classfile.LDC_W || op == classfile.LDC2_W:
		c, err := b.ldc(uint16(in.Index), pc)
		if err != nil {
			return err
		}
		b.push(c)
	case op >= classfile.ILOAD && op <= classfile.ALOAD:
		b.push(b.local(in.Index, loadType(op-classfile.ILOAD)))
	case op >= classfile.ILOAD_0 && op <= classfile.ALOAD_3:
		k := op - classfile.ILOAD_0
		b.push(b.local(int(k%4), loadType(k/4)))
	case op >= classfile.IALOAD && op <= classfile.SALOAD:
		vs, err := b.popN(pc, 2)
		if err != nil {
			return err
		}
		b.emit(&ArrayLoad{Dst: b.result(arrayElemType(op)), Arr: vs[0], Index: vs[1]}, pc)
	case op >= classfile.ISTORE && op <= classfile.ASTORE:
		return b.store(in.Index, loadType(op-classfile.ISTORE), pc)
	case op >= classfile.ISTORE_0 && op <= classfile.ASTORE_3:
		k := op - classfile.ISTORE_0
		return b.store(int(k%4), loadType(k/4), pc)
	case op >= classfile.IASTORE && op <= classfile.SASTORE:
		vs, err := b.popN(pc, 3)
		if err != nil {
			return err
		}
		b.emit(&ArrayStore{Arr: vs[0], Index: vs[1], Val: vs[2]}, pc)
	case op >= classfile.POP && op <= classfile.SWAP:
		return b.stackOp(op, pc)
	case binOps[op].op != "":
		bo := binOps[op]
		vs, err := b.popN(pc, 2)
		if err != nil {
			return err
		}
		b.emit(&BinOp{Dst: b.result(bo.t), Op: bo.op, X: vs[0], Y: vs[1]}, pc)
	case unOps[op].op != "":
		uo := unOps[op]
		x, err := b.pop(pc)
		if err != nil {
			return err
		}
		b.emit(&UnOp{Dst: b.result(uo.t), Op: uo.op, X: x}, pc)
	case op == classfile.IINC:
		b.flushLocal(in.Index, pc)
		v := b.local(in.Index, TInt)
		b.emit(&BinOp{Dst: v, Op: "add", X: v, Y: intConst(int64(in.Value))}, pc)
	case condOps[op] != "":
		var x, y Value
		var err error
		switch {
		case op >= classfile.IFEQ && op <= classfile.IFLE:
			x, err = b.pop(pc)
			y = intConst(0)
		case op == classfile.IFNULL || op == classfile.IFNONNULL:
			x, err = b.pop(pc)
			y = &Const{Typ: TRef, Null: true}
		default:
			var vs []Value
			vs, err = b.popN(pc, 2)
			if err == nil {
				x, y = vs[0], vs[1]
			}
		}
		if err != nil {
			return err
		}
		s1, err := b.edgeTo(in.Target, pc)
		if err != nil {
			return err
		}
		s2, err := b.edgeTo(pc+in.Len, pc)
		if err != nil {
			return err
		}
		br := &If{Op: condOps[op], X: x, Y: y}
		b.moveStack([]*Block{s1, s2}, []*Value{&br.X, &br.Y}, pc)
		b.emit(br, pc)
	case op == classfile.GOTO || op == classfile.GOTO_W:
		s, err := b.edgeTo(in.Target, pc)
		if err != nil {
			return err
		}
		b.moveStack([]*Block{s}, nil, pc)
		b.emit(&Jump{}, pc)
	case op == classfile.TABLESWITCH || op == classfile.LOOKUPSWITCH:
		x, err := b.pop(pc)
		if err != nil {
			return err
		}
		sw := &Switch{X: x}
		var succs []*Block
		for k, t := range in.Targets {
			if op == classfile.TABLESWITCH {
				sw.Keys = append(sw.Keys, in.Low+int32(k))
			} else {
				sw.Keys = append(sw.Keys, in.Keys[k])
			}
			s, err := b.edgeTo(t, pc)
			if err != nil {
				return err
			}
			succs = append(succs, s)
		}
		s, err := b.edgeTo(in.Default, pc)
		if err != nil {
			return err
		}
		succs = append(succs, s)
		b.moveStack(succs, []*Value{&sw.X}, pc)
		b.emit(sw, pc)
	case op >= classfile.IRETURN && op <= classfile.ARETURN:
		x, err := b.pop(pc)
		if err != nil {
			return err
		}
		b.emit(&Return{X: x}, pc)
	case op == classfile.RETURN:
		b.emit(&Return{}, pc)
	case op == classfile.GETSTATIC || op == classfile.GETFIELD:
		r := cp.Ref(uint16(in.Index))
		var obj Value
		if op == classfile.GETFIELD {
			var err error
			if obj, err = b.pop(pc); err != nil {
				return err
			}
		}
		b.emit(&GetField{Dst: b.result(TypeOf(r.Desc)), Obj: obj, Field: r}, pc)
	case op == classfile.PUTSTATIC || op == classfile.PUTFIELD:
		r := cp.Ref(uint16(in.Index))
		val, err := b.pop(pc)
		if err != nil {
			return err
		}
		var obj Value
		if op == classfile.PUTFIELD {
			if obj, err = b.pop(pc); err != nil {
				return err
			}
		}
		b.emit(&PutField{Obj: obj, Field: r, Val: val}, pc)
	case op >= classfile.INVOKEVIRTUAL && op <= classfile.INVOKEINTERFACE:
		r := cp.Ref(uint16(in.Index))
		mt, err := classfile.ParseMethodDesc(r.Desc)
		if err != nil {
			return b.errorf(pc, "%v", err)
		}
		n := len(mt.Params)
		kind := Static
		switch op {
		case classfile.INVOKEVIRTUAL:
			kind, n = Virtual, n+1
		case classfile.INVOKESPECIAL:
			kind, n = Special, n+1
		case classfile.INVOKEINTERFACE:
			kind, n = Interface, n+1
		}
		args, err := b.popN(pc, n)
		if err != nil {
			return err
		}
		c := &Call{Kind: kind, Method: r, Args: args}
		if t := TypeOf(mt.Return); t != TVoid {
			c.Dst = b.result(t)
		}
		b.emit(c, pc)
	case op == classfile.INVOKEDYNAMIC:
		bsm, name, desc := cp.Dynamic(uint16(in.Index))
		mt, err := classfile.ParseMethodDesc(desc)
		if err != nil {
			return b.errorf(pc, "%v", err)
		}
		if int(bsm) >= len(b.cf.BootstrapMethods) {
			return b.errorf(pc, "bootstrap method %d out of range", bsm)
		}
		bm := b.cf.BootstrapMethods[bsm]
		args, err := b.popN(pc, len(mt.Params))
		if err != nil {
			return err
		}
		c := &InvokeDynamic{Name: name, Desc: desc, Args: args, Bootstrap: cp.MethodHandle(bm.Ref), BSMArgs: bm.Args}
		if t := TypeOf(mt.Return); t != TVoid {
			c.Dst = b.result(t)
		}
		b.emit(c, pc)
	case op == classfile.NEW:
		b.emit(&New{Dst: b.result(TRef), Class: cp.ClassName(uint16(in.Index))}, pc)
	case op == classfile.NEWARRAY:
		n, err := b.pop(pc)
		if err != nil {
			return err
		}
		if in.Value < 4 || in.Value > 11 {
			return b.errorf(pc, "bad newarray type %d", in.Value)
		}
		desc := "[" + string("????ZCFDBSIJ"[in.Value])
		b.emit(&NewArray{Dst: b.result(TRef), Desc: desc, Dims: []Value{n}}, pc)
	case op == classfile.ANEWARRAY:
		n, err := b.pop(pc)
		if err != nil {
			return err
		}
		c := cp.ClassName(uint16(in.Index))
		desc := "[L" + c + ";"
		if c[0] == '[' {
			desc = "[" + c
		}
		b.emit(&NewArray{Dst: b.result(TRef), Desc: desc, Dims: []Value{n}}, pc)
	case op == classfile.MULTIANEWARRAY:
		dims, err := b.popN(pc, int(in.Value))
		if err != nil {
			return err
		}
		b.emit(&NewArray{Dst: b.result(TRef), Desc: cp.ClassName(uint16(in.Index)), Dims: dims}, pc)
	case op == classfile.ARRAYLENGTH:
		a, err := b.pop(pc)
		if err != nil {
			return err
		}
		b.emit(&ArrayLength{Dst: b.result(TInt), Arr: a}, pc)
	case op == classfile.ATHROW:
		x, err := b.pop(pc)
		if err != nil {
			return err
		}
		b.emit(&Throw{X: x}, pc)
	case op == classfile.CHECKCAST:
		x, err := b.pop(pc)
		if err != nil {
			return err
		}
		b.emit(&CheckCast{Dst: b.result(TRef), Class: cp.ClassName(uint16(in.Index)), X: x}, pc)
	case op == classfile.INSTANCEOF:
		x, err := b.pop(pc)
		if err != nil {
			return err
		}
		b.emit(&InstanceOf{Dst: b.result(TInt), Class: cp.ClassName(uint16(in.Index)), X: x}, pc)
	case op == classfile.MONITORENTER:
		x, err := b.pop(pc)
		if err != nil {
			return err
		}
		b.emit(&MonitorEnter{X: x}, pc)
	case op == classfile.MONITOREXIT:
		x, err := b.pop(pc)
		if err != nil {
			return err
		}
		b.emit(&MonitorExit{X: x}, pc)
	default:
		return b.errorf(pc, "unsupported opcode %s", op)
	}
	return nil
}

func loadType(k classfile.Opcode) Type {
	return [...]Type{TInt, TLong, TFloat, TDouble, TRef}[k]
}

func (b *builder) store(slot int, t Type, pc int) error {
	x, err := b.pop(pc)
	if err != nil {
		return err
	}
	b.flushLocal(slot, pc)
	// astore may store a return address (jsr), rejected earlier; a value of
	// another type here means the bytecode is not verifiable.
	if x.Type() != t {
		return b.errorf(pc, "store of %s into %s slot %d", x.Type(), t, slot)
	}
	b.emit(&Assign{Dst: b.local(slot, t), Src: x}, pc)
	return nil
}

func (b *builder) ldc(i uint16, pc int) (*Const, error) {
	cp := b.cf.CP
	if int(i) >= len(cp) {
		return nil, b.errorf(pc, "constant %d out of range", i)
	}
	c := cp[i]
	switch c.Tag {
	case classfile.TagInteger:
		return intConst(int64(cp.Int(i))), nil
	case classfile.TagFloat:
		return &Const{Typ: TFloat, Float: float64(math.Float32frombits(uint32(c.Bits)))}, nil
	case classfile.TagLong:
		return &Const{Typ: TLong, Int: cp.Long(i)}, nil
	case classfile.TagDouble:
		return &Const{Typ: TDouble, Float: cp.Double(i)}, nil
	case classfile.TagString:
		s := cp.String(i)
		return &Const{Typ: TRef, Str: &s}, nil
	case classfile.TagClass:
		return &Const{Typ: TRef, Class: cp.ClassName(i)}, nil
	case classfile.TagMethodHandle:
		mh := cp.MethodHandle(i)
		return &Const{Typ: TRef, Other: "methodhandle " + methodString(mh.Ref)}, nil
	case classfile.TagMethodType:
		return &Const{Typ: TRef, Other: "methodtype " + cp.Utf8(c.A)}, nil
	case classfile.TagDynamic:
		_, name, desc := cp.Dynamic(i)
		return &Const{Typ: TypeOf(desc), Other: "dynamic " + name + ":" + desc}, nil
	}
	return nil, b.errorf(pc, "ldc of a %s constant", c.Tag)
}

// stackOp lowers the stack-shuffling bytecodes (JVMS 6.5 pop … swap) by
// category: the IR stack holds one entry per value, so a category-2 value
// counts as two JVM slots.
func (b *builder) stackOp(op classfile.Opcode, pc int) error {
	s := b.stack
	n := len(s)
	need := func(k int) error {
		if n < k {
			return b.errorf(pc, "operand stack underflow in %s", op)
		}
		return nil
	}
	// dup copies of values that are locals must not change if the local is
	// later stored; flushLocal handles that at the store.
	switch op {
	case classfile.POP:
		if err := need(1); err != nil {
			return err
		}
		b.stack = s[:n-1]
	case classfile.POP2:
		if err := need(1); err != nil {
			return err
		}
		if isCat2(s[n-1]) {
			b.stack = s[:n-1]
		} else {
			if err := need(2); err != nil {
				return err
			}
			b.stack = s[:n-2]
		}
	case classfile.DUP:
		if err := need(1); err != nil {
			return err
		}
		b.push(s[n-1])
	case classfile.DUP_X1:
		if err := need(2); err != nil {
			return err
		}
		v1, v2 := s[n-1], s[n-2]
		b.stack = append(s[:n-2], v1, v2, v1)
	case classfile.DUP_X2:
		if err := need(2); err != nil {
			return err
		}
		v1, v2 := s[n-1], s[n-2]
		if isCat2(v2) {
			b.stack = append(s[:n-2], v1, v2, v1)
		} else {
			if err := need(3); err != nil {
				return err
			}
			v3 := s[n-3]
			b.stack = append(s[:n-3], v1, v3, v2, v1)
		}
	case classfile.DUP2:
		if err := need(1); err != nil {
			return err
		}
		if isCat2(s[n-1]) {
			b.push(s[n-1])
		} else {
			if err := need(2); err != nil {
				return err
			}
			b.stack = append(s, s[n-2], s[n-1])
		}
	case classfile.DUP2_X1:
		if err := need(2); err != nil {
			return err
		}
		if isCat2(s[n-1]) {
			v1, v2 := s[n-1], s[n-2]
			b.stack = append(s[:n-2], v1, v2, v1)
		} else {
			if err := need(3); err != nil {
				return err
			}
			v1, v2, v3 := s[n-1], s[n-2], s[n-3]
			b.stack = append(s[:n-3], v2, v1, v3, v2, v1)
		}
	case classfile.DUP2_X2:
		if err := need(2); err != nil {
			return err
		}
		v1, v2 := s[n-1], s[n-2]
		switch {
		case isCat2(v1) && isCat2(v2): // form 4
			b.stack = append(s[:n-2], v1, v2, v1)
		case isCat2(v1): // form 2: v3 v2 v1 -> v1 v3 v2 v1
			if err := need(3); err != nil {
				return err
			}
			v3 := s[n-3]
			b.stack = append(s[:n-3], v1, v3, v2, v1)
		default:
			if err := need(3); err != nil {
				return err
			}
			v3 := s[n-3]
			if isCat2(v3) { // form 3: v3 v2 v1 -> v2 v1 v3 v2 v1
				b.stack = append(s[:n-3], v2, v1, v3, v2, v1)
			} else { // form 1
				if err := need(4); err != nil {
					return err
				}
				v4 := s[n-4]
				b.stack = append(s[:n-4], v2, v1, v4, v3, v2, v1)
			}
		}
	case classfile.SWAP:
		if err := need(2); err != nil {
			return err
		}
		s[n-1], s[n-2] = s[n-2], s[n-1]
	}
	return nil
}
