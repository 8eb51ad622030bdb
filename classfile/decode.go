package classfile

import (
	"encoding/binary"
	"fmt"
	"slices"
)

// Instruction is one decoded bytecode instruction. Which operand fields are
// set depends on the opcode:
//
//	loads, stores, ret            Index = local variable
//	iinc                          Index = local, Value = increment
//	bipush, sipush                Value
//	ldc*, field/method/new/…      Index = constant-pool index
//	invokeinterface               Index, Value = count
//	multianewarray                Index, Value = dimensions
//	newarray                      Value = atype (TInt …)
//	if*, goto*, jsr*              Target = absolute pc
//	tableswitch                   Default, Low, Targets (for Low, Low+1, …)
//	lookupswitch                  Default, Keys, Targets
//
// Wide is set for instructions under the wide prefix; PC is then the
// offset of the wide byte, Op the modified opcode.
type Instruction struct {
	PC      int
	Len     int
	Op      Opcode
	Wide    bool
	Index   int
	Value   int32
	Target  int
	Default int
	Low     int32
	Keys    []int32
	Targets []int
}

// DecodeError reports an undecodable instruction. Offset is the pc.
type DecodeError struct {
	PC  int
	Msg string
}

func (e *DecodeError) Error() string { return fmt.Sprintf("pc %d: %s", e.PC, e.Msg) }

// DecodeAt decodes the instruction at pc.
func DecodeAt(code []byte, pc int) (Instruction, error) {
	in := Instruction{PC: pc}
	bad := func(format string, args ...any) (Instruction, error) {
		return in, &DecodeError{PC: pc, Msg: fmt.Sprintf(format, args...)}
	}
	if pc < 0 || pc >= len(code) {
		return bad("pc outside the %d-byte code", len(code))
	}
	op := Opcode(code[pc])
	in.Op = op
	info := opTable[op]
	need := func(n int) bool { return pc+n <= len(code) }
	u2 := func(at int) int { return int(binary.BigEndian.Uint16(code[at:])) }
	s2 := func(at int) int { return int(int16(binary.BigEndian.Uint16(code[at:]))) }
	s4 := func(at int) int32 { return int32(binary.BigEndian.Uint32(code[at:])) }
	switch info.f {
	case fmtInvalid:
		return bad("unknown opcode 0x%02x", uint8(op))
	case fmtNone:
		in.Len = 1
	case fmtLocal, fmtNewArray, fmtCP1:
		if !need(2) {
			return bad("truncated %s", op)
		}
		in.Len = 2
		if info.f == fmtNewArray {
			in.Value = int32(code[pc+1])
			if ArrayTypeName(int(in.Value)) == "" {
				return bad("newarray with bad type %d", in.Value)
			}
		} else {
			in.Index = int(code[pc+1])
		}
	case fmtByte:
		if !need(2) {
			return bad("truncated %s", op)
		}
		in.Len, in.Value = 2, int32(int8(code[pc+1]))
	case fmtShort:
		if !need(3) {
			return bad("truncated %s", op)
		}
		in.Len, in.Value = 3, int32(s2(pc+1))
	case fmtCP2:
		if !need(3) {
			return bad("truncated %s", op)
		}
		in.Len, in.Index = 3, u2(pc+1)
	case fmtIinc:
		if !need(3) {
			return bad("truncated %s", op)
		}
		in.Len, in.Index, in.Value = 3, int(code[pc+1]), int32(int8(code[pc+2]))
	case fmtBranch2:
		if !need(3) {
			return bad("truncated %s", op)
		}
		in.Len, in.Target = 3, pc+s2(pc+1)
	case fmtBranch4:
		if !need(5) {
			return bad("truncated %s", op)
		}
		in.Len, in.Target = 5, pc+int(s4(pc+1))
	case fmtInvokeInterface:
		if !need(5) {
			return bad("truncated %s", op)
		}
		in.Len, in.Index, in.Value = 5, u2(pc+1), int32(code[pc+3])
		if in.Value == 0 {
			return bad("invokeinterface with count 0")
		}
	case fmtInvokeDynamic:
		if !need(5) {
			return bad("truncated %s", op)
		}
		in.Len, in.Index = 5, u2(pc+1)
	case fmtMulti:
		if !need(4) {
			return bad("truncated %s", op)
		}
		in.Len, in.Index, in.Value = 4, u2(pc+1), int32(code[pc+3])
		if in.Value == 0 {
			return bad("multianewarray with 0 dimensions")
		}
	case fmtWide:
		if !need(2) {
			return bad("truncated wide")
		}
		in.Wide = true
		in.Op = Opcode(code[pc+1])
		switch opTable[in.Op].f {
		case fmtLocal:
			if !need(4) {
				return bad("truncated wide %s", in.Op)
			}
			in.Len, in.Index = 4, u2(pc+2)
		case fmtIinc:
			if !need(6) {
				return bad("truncated wide iinc")
			}
			in.Len, in.Index, in.Value = 6, u2(pc+2), int32(s2(pc+4))
		default:
			return bad("wide applied to %s", in.Op)
		}
	case fmtTable, fmtLookup:
		p := (pc + 4) &^ 3 // operands are 4-byte aligned relative to the code start
		if !need(p - pc + 8) {
			return bad("truncated %s", op)
		}
		in.Default = pc + int(s4(p))
		if info.f == fmtTable {
			if !need(p - pc + 12) {
				return bad("truncated tableswitch")
			}
			lo, hi := s4(p+4), s4(p+8)
			if lo > hi {
				return bad("tableswitch low %d > high %d", lo, hi)
			}
			n := int64(hi) - int64(lo) + 1
			if int64(p-pc+12)+4*n > int64(len(code)-pc) {
				return bad("truncated tableswitch with %d entries", n)
			}
			in.Low = lo
			in.Targets = make([]int, n)
			for i := range in.Targets {
				in.Targets[i] = pc + int(s4(p+12+4*i))
			}
			in.Len = p - pc + 12 + 4*int(n)
		} else {
			n := s4(p + 4)
			if n < 0 {
				return bad("lookupswitch with %d pairs", n)
			}
			if int64(p-pc+8)+8*int64(n) > int64(len(code)-pc) {
				return bad("truncated lookupswitch with %d pairs", n)
			}
			in.Keys = make([]int32, n)
			in.Targets = make([]int, n)
			for i := range in.Keys {
				in.Keys[i] = s4(p + 8 + 8*i)
				in.Targets[i] = pc + int(s4(p+12+8*i))
			}
			in.Len = p - pc + 8 + 8*int(n)
		}
	}
	return in, nil
}

// Decode decodes a whole method body. Branch targets are checked to land
// on instruction boundaries inside the code.
func Decode(code []byte) ([]Instruction, error) {
	var ins []Instruction
	starts := make([]bool, len(code)+1)
	for pc := 0; pc < len(code); {
		in, err := DecodeAt(code, pc)
		if err != nil {
			return nil, err
		}
		starts[pc] = true
		ins = append(ins, in)
		pc += in.Len
	}
	okTarget := func(t int) bool { return t >= 0 && t < len(code) && starts[t] }
	for i := range ins {
		in := &ins[i]
		if !in.Op.IsBranch() {
			continue
		}
		switch opTable[in.Op].f {
		case fmtTable, fmtLookup:
			if !okTarget(in.Default) {
				return nil, &DecodeError{PC: in.PC, Msg: fmt.Sprintf("%s default target %d is not an instruction", in.Op, in.Default)}
			}
			for _, t := range in.Targets {
				if !okTarget(t) {
					return nil, &DecodeError{PC: in.PC, Msg: fmt.Sprintf("%s target %d is not an instruction", in.Op, t)}
				}
			}
		default:
			if !okTarget(in.Target) {
				return nil, &DecodeError{PC: in.PC, Msg: fmt.Sprintf("%s target %d is not an instruction", in.Op, in.Target)}
			}
		}
	}
	return ins, nil
}

// DecodeMethod decodes m's bytecode and turns decode errors into a
// FormatError naming the file offset, class and method. It also checks
// that every constant-pool operand has the right tag (a Fieldref for
// getfield, a Class for new, …) and that every invokedynamic names an
// existing bootstrap method, so that the ConstantPool accessors never fail
// on a decoded instruction.
//
// Each method is decoded once: the VMs that run the class and the static
// analysis share the instructions, which the caller must not change.
func (cf *ClassFile) DecodeMethod(m *Member) ([]Instruction, error) {
	if m.Code == nil {
		return nil, nil
	}
	if d, ok := cf.decoded.Load(m); ok {
		d := d.(decodedMethod)
		return d.ins, d.err
	}
	ins, err := cf.decodeMethod(m)
	d, _ := cf.decoded.LoadOrStore(m, decodedMethod{ins, err})
	return d.(decodedMethod).ins, d.(decodedMethod).err
}

type decodedMethod struct {
	ins []Instruction
	err error
}

func (cf *ClassFile) decodeMethod(m *Member) ([]Instruction, error) {
	ins, err := Decode(m.Code.Bytecode)
	if err == nil {
		err = cf.checkOperands(ins)
	}
	if de, ok := err.(*DecodeError); ok {
		off := 0
		for _, a := range m.Attributes {
			if a.Name == "Code" {
				off = a.Offset + 8 + de.PC // max_stack, max_locals, code_length precede the code
				break
			}
		}
		return nil, &FormatError{File: cf.File, Offset: off,
			Msg: fmt.Sprintf("%s.%s%s: pc %d: %s", DottedName(cf.Name), m.Name, m.Desc, de.PC, de.Msg)}
	}
	return ins, err
}

// operandTags lists the constant-pool tags each instruction accepts.
var operandTags = map[Opcode][]Tag{
	LDC:             {TagInteger, TagFloat, TagString, TagClass, TagMethodType, TagMethodHandle, TagDynamic},
	LDC_W:           {TagInteger, TagFloat, TagString, TagClass, TagMethodType, TagMethodHandle, TagDynamic},
	LDC2_W:          {TagLong, TagDouble, TagDynamic},
	GETSTATIC:       {TagFieldref},
	PUTSTATIC:       {TagFieldref},
	GETFIELD:        {TagFieldref},
	PUTFIELD:        {TagFieldref},
	INVOKEVIRTUAL:   {TagMethodref},
	INVOKESPECIAL:   {TagMethodref, TagInterfaceMethodref},
	INVOKESTATIC:    {TagMethodref, TagInterfaceMethodref},
	INVOKEINTERFACE: {TagInterfaceMethodref},
	INVOKEDYNAMIC:   {TagInvokeDynamic},
	NEW:             {TagClass},
	ANEWARRAY:       {TagClass},
	CHECKCAST:       {TagClass},
	INSTANCEOF:      {TagClass},
	MULTIANEWARRAY:  {TagClass},
}

// checkOperands checks the constant-pool operands of decoded instructions.
func (cf *ClassFile) checkOperands(ins []Instruction) error {
	for i := range ins {
		in := &ins[i]
		want, ok := operandTags[in.Op]
		if !ok {
			continue
		}
		if in.Index < 1 || in.Index >= len(cf.CP) {
			return &DecodeError{PC: in.PC, Msg: fmt.Sprintf("%s: constant-pool index %d out of range 1..%d", in.Op, in.Index, len(cf.CP)-1)}
		}
		c := cf.CP[in.Index]
		if !slices.Contains(want, c.Tag) {
			return &DecodeError{PC: in.PC, Msg: fmt.Sprintf("%s: constant-pool index %d is %s, want %v", in.Op, in.Index, c.Tag, want)}
		}
		if (c.Tag == TagDynamic || c.Tag == TagInvokeDynamic) && int(c.A) >= len(cf.BootstrapMethods) {
			return &DecodeError{PC: in.PC, Msg: fmt.Sprintf("%s: constant %d names bootstrap method %d of %d", in.Op, in.Index, c.A, len(cf.BootstrapMethods))}
		}
	}
	return nil
}
