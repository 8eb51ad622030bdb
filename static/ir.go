package static

import (
	"fmt"
	"strconv"
	"strings"

	"weft/classfile"
)

// Type is the computational type of an IR value (JVMS 2.11.1): booleans,
// bytes, chars and shorts are Int.
type Type uint8

const (
	TVoid Type = iota
	TInt
	TLong
	TFloat
	TDouble
	TRef
)

func (t Type) String() string {
	return [...]string{"void", "int", "long", "float", "double", "ref"}[t]
}

// prefix is the letter that names local-variable slots of this type.
func (t Type) prefix() string { return [...]string{"v", "i", "j", "f", "d", "a"}[t] }

// TypeOf returns the computational type of a field descriptor.
func TypeOf(desc string) Type {
	if desc == "" {
		return TVoid
	}
	switch desc[0] {
	case 'V':
		return TVoid
	case 'J':
		return TLong
	case 'F':
		return TFloat
	case 'D':
		return TDouble
	case 'L', '[':
		return TRef
	}
	return TInt
}

// Value is an operand: a *Var or a *Const.
type Value interface {
	Type() Type
	String() string
}

// Var is a variable of a Function: a local slot (a1), a temporary (t4) or a
// block-entry stack variable (s3_0). Locals are not in SSA form.
type Var struct {
	Index int // position in Function.Vars
	Name  string
	Typ   Type
	Slot  int  // local slot, or -1
	Param bool // holds a parameter (or the receiver) on entry
}

func (v *Var) Type() Type     { return v.Typ }
func (v *Var) String() string { return v.Name }

// Const is a constant operand. Kind tells which field holds it.
type Const struct {
	Typ   Type
	Int   int64   // TInt, TLong
	Float float64 // TFloat, TDouble
	Null  bool    // TRef: null
	Str   *string // TRef: a string literal (raw modified UTF-8)
	Class string  // TRef: a class literal (internal name)
	Other string  // TRef: a MethodHandle, MethodType or dynamic constant, printed
}

func (c *Const) Type() Type { return c.Typ }

func (c *Const) String() string {
	switch c.Typ {
	case TInt:
		return strconv.FormatInt(c.Int, 10)
	case TLong:
		return strconv.FormatInt(c.Int, 10) + "L"
	case TFloat:
		return strconv.FormatFloat(c.Float, 'g', -1, 32) + "F"
	case TDouble:
		return strconv.FormatFloat(c.Float, 'g', -1, 64) + "D"
	}
	switch {
	case c.Null:
		return "null"
	case c.Str != nil:
		return strconv.Quote(classfile.GoString(*c.Str))
	case c.Class != "":
		return "class " + classfile.DottedName(c.Class)
	}
	return c.Other
}

// Instruction is one IR instruction. Every instruction records the bytecode
// offset it was lowered from.
type Instruction interface {
	PC() int
	String() string
	// Def is the variable the instruction assigns, or nil.
	Def() *Var
	// Operands returns the values the instruction reads.
	Operands() []Value
	// Block is the basic block the instruction belongs to.
	Block() *Block
}

type anInstr struct {
	pc    int
	block *Block
}

func (a *anInstr) PC() int       { return a.pc }
func (a *anInstr) Block() *Block { return a.block }

type noDef struct{}

func (noDef) Def() *Var { return nil }

// Assign copies a value: a load or store of a local, or a stack value moved
// into a block-entry variable.
//
//	i1 = t3
type Assign struct {
	anInstr
	Dst *Var
	Src Value
}

// BinOp is an arithmetic, bitwise, shift or comparison operation. Op is the
// JVM mnemonic without its type letter: add sub mul div rem shl shr ushr and
// or xor cmp cmpl cmpg.
//
//	t5 = add i1 1
type BinOp struct {
	anInstr
	Dst  *Var
	Op   string
	X, Y Value
}

// UnOp is a negation or a primitive conversion (Op: neg, i2l, l2i, i2b …).
//
//	t2 = i2l i1
type UnOp struct {
	anInstr
	Dst *Var
	Op  string
	X   Value
}

// GetField reads an instance field (Obj != nil) or a static field.
//
//	t1 = a0.pkg.C.val:I
//	t2 = static pkg.C.count:I
type GetField struct {
	anInstr
	Dst   *Var
	Obj   Value // nil for getstatic
	Field classfile.MemberRef
}

// PutField writes an instance field (Obj != nil) or a static field.
//
//	a0.pkg.C.val:I = t4
type PutField struct {
	anInstr
	noDef
	Obj   Value // nil for putstatic
	Field classfile.MemberRef
	Val   Value
}

// ArrayLoad reads an array element.
//
//	t3 = a1[i2]
type ArrayLoad struct {
	anInstr
	Dst        *Var
	Arr, Index Value
}

// ArrayStore writes an array element.
//
//	a1[i2] = t3
type ArrayStore struct {
	anInstr
	noDef
	Arr, Index, Val Value
}

// ArrayLength reads the length of an array.
//
//	t2 = len a1
type ArrayLength struct {
	anInstr
	Dst *Var
	Arr Value
}

// New allocates an object (not yet constructed: <init> is a separate Call).
//
//	t0 = new pkg.C
type New struct {
	anInstr
	Dst   *Var
	Class string // internal name
}

// NewArray allocates an array; Desc is the array's descriptor and Dims the
// lengths (one for newarray/anewarray, several for multianewarray).
//
//	t1 = newarray [I [i2]
type NewArray struct {
	anInstr
	Dst  *Var
	Desc string
	Dims []Value
}

// CallKind is the invoke bytecode of a Call.
type CallKind uint8

const (
	Virtual CallKind = iota
	Special
	Static
	Interface
)

func (k CallKind) String() string {
	return [...]string{"virtual", "special", "static", "interface"}[k]
}

// Call invokes a method. For all kinds but Static, Args[0] is the receiver.
// Dst is nil for void methods.
//
//	t3 = call virtual pkg.C.f(I)I a0 i1
type Call struct {
	anInstr
	Dst    *Var
	Kind   CallKind
	Method classfile.MemberRef
	Args   []Value
}

// InvokeDynamic is an invokedynamic call site: the bootstrap method, the
// name and descriptor of the call site and its static arguments.
//
//	t2 = invokedynamic run()Ljava/lang/Runnable; [a1] bsm java.lang.invoke.LambdaMetafactory.metafactory
type InvokeDynamic struct {
	anInstr
	Dst        *Var
	Name, Desc string
	Args       []Value
	Bootstrap  classfile.MethodHandle
	BSMArgs    []uint16 // constant-pool indices of the static arguments
}

// CheckCast checks a reference against a class and copies it.
//
//	t2 = checkcast pkg.C a1
type CheckCast struct {
	anInstr
	Dst   *Var
	Class string
	X     Value
}

// InstanceOf tests a reference against a class.
//
//	t2 = instanceof pkg.C a1
type InstanceOf struct {
	anInstr
	Dst   *Var
	Class string
	X     Value
}

// MonitorEnter acquires X's monitor (monitorenter).
//
//	monitorenter a1
type MonitorEnter struct {
	anInstr
	noDef
	X Value
}

// MonitorExit releases X's monitor (monitorexit).
//
//	monitorexit a1
type MonitorExit struct {
	anInstr
	noDef
	X Value
}

// Catch is the first instruction of an exception handler: it receives the
// thrown exception. Class is "" for a catch-all (finally, synchronized).
//
//	t0 = catch java.lang.InterruptedException
type Catch struct {
	anInstr
	Dst   *Var
	Class string
}

// Jump transfers control to Block().Succs[0].
//
//	jump b3
type Jump struct {
	anInstr
	noDef
}

// If branches to Succs[0] when X Op Y holds, else to Succs[1]. Op is one of
// eq ne lt ge gt le; Y is the constant 0 (or null) for the one-operand forms.
//
//	if i1 lt 10 goto b2 else b3
type If struct {
	anInstr
	noDef
	Op   string
	X, Y Value
}

// Switch branches on X: to Succs[i] when X == Keys[i], else to the last
// successor (the default).
//
//	switch i1 [1:b2 2:b3] default b4
type Switch struct {
	anInstr
	noDef
	X    Value
	Keys []int32
}

// Return leaves the method, with X (nil for void).
//
//	return t3
type Return struct {
	anInstr
	noDef
	X Value
}

// Throw throws X (athrow).
//
//	throw t2
type Throw struct {
	anInstr
	noDef
	X Value
}

func (i *Assign) Def() *Var        { return i.Dst }
func (i *BinOp) Def() *Var         { return i.Dst }
func (i *UnOp) Def() *Var          { return i.Dst }
func (i *GetField) Def() *Var      { return i.Dst }
func (i *ArrayLoad) Def() *Var     { return i.Dst }
func (i *ArrayLength) Def() *Var   { return i.Dst }
func (i *New) Def() *Var           { return i.Dst }
func (i *NewArray) Def() *Var      { return i.Dst }
func (i *Call) Def() *Var          { return i.Dst }
func (i *InvokeDynamic) Def() *Var { return i.Dst }
func (i *CheckCast) Def() *Var     { return i.Dst }
func (i *InstanceOf) Def() *Var    { return i.Dst }
func (i *Catch) Def() *Var         { return i.Dst }

func vals(vs ...Value) []Value {
	var out []Value
	for _, v := range vs {
		if v != nil {
			out = append(out, v)
		}
	}
	return out
}

func (i *Assign) Operands() []Value        { return vals(i.Src) }
func (i *BinOp) Operands() []Value         { return vals(i.X, i.Y) }
func (i *UnOp) Operands() []Value          { return vals(i.X) }
func (i *GetField) Operands() []Value      { return vals(i.Obj) }
func (i *PutField) Operands() []Value      { return vals(i.Obj, i.Val) }
func (i *ArrayLoad) Operands() []Value     { return vals(i.Arr, i.Index) }
func (i *ArrayStore) Operands() []Value    { return vals(i.Arr, i.Index, i.Val) }
func (i *ArrayLength) Operands() []Value   { return vals(i.Arr) }
func (i *New) Operands() []Value           { return nil }
func (i *NewArray) Operands() []Value      { return i.Dims }
func (i *Call) Operands() []Value          { return i.Args }
func (i *InvokeDynamic) Operands() []Value { return i.Args }
func (i *CheckCast) Operands() []Value     { return vals(i.X) }
func (i *InstanceOf) Operands() []Value    { return vals(i.X) }
func (i *MonitorEnter) Operands() []Value  { return vals(i.X) }
func (i *MonitorExit) Operands() []Value   { return vals(i.X) }
func (i *Catch) Operands() []Value         { return nil }
func (i *Jump) Operands() []Value          { return nil }
func (i *If) Operands() []Value            { return vals(i.X, i.Y) }
func (i *Switch) Operands() []Value        { return vals(i.X) }
func (i *Return) Operands() []Value        { return vals(i.X) }
func (i *Throw) Operands() []Value         { return vals(i.X) }

// IsTerminator reports whether in ends a basic block.
func IsTerminator(in Instruction) bool {
	switch in.(type) {
	case *Jump, *If, *Switch, *Return, *Throw:
		return true
	}
	return false
}

// Block is a basic block. Succs are the normal successors (in the order the
// terminator names them), Handlers the exception successors (in exception
// table order), Preds every predecessor, normal or exceptional.
type Block struct {
	Index    int
	PC       int // bytecode offset of the first instruction
	Instrs   []Instruction
	Succs    []*Block
	Handlers []*Block
	Preds    []*Block
	Func     *Function
	// EntryStack are the variables holding the operand stack on entry.
	EntryStack []*Var
}

func (b *Block) String() string { return "b" + strconv.Itoa(b.Index) }

// Terminator returns the block's last instruction.
func (b *Block) Terminator() Instruction {
	if len(b.Instrs) == 0 {
		return nil
	}
	return b.Instrs[len(b.Instrs)-1]
}

// Function is the IR of one method.
type Function struct {
	Class  *classfile.ClassFile
	Method *classfile.Member
	Blocks []*Block // Blocks[0] is the entry; unreachable bytecode is dropped
	Params []*Var   // receiver first for instance methods
	Vars   []*Var

	sig string // Method.Name + Method.Desc, made once (Site)
	// ctorRef marks a constructor reference's wrapper (ctorFunc), whose
	// allocation is placed at the reference's invokedynamic.
	ctorRef bool
}

// Name returns "pkg.C.m(I)V".
func (f *Function) Name() string {
	return classfile.DottedName(f.Class.Name) + "." + f.Method.Name + f.Method.Desc
}

// Site returns the classfile.Site of the instruction at pc.
func (f *Function) Site(pc int) classfile.Site {
	sig := f.sig
	if sig == "" {
		sig = f.Method.Name + f.Method.Desc
	}
	return classfile.Site{Class: f.Class.Name, Method: sig, PC: pc}
}

// SourcePos returns "File.java:line" for pc.
func (f *Function) SourcePos(pc int) string { return f.Class.SourcePos(f.Method, pc) }

// Instructions calls yield for every instruction in block order.
func (f *Function) Instructions(yield func(Instruction) bool) {
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if !yield(in) {
				return
			}
		}
	}
}

func fieldString(r classfile.MemberRef) string {
	return classfile.DottedName(r.Class) + "." + r.Name + ":" + r.Desc
}

func methodString(r classfile.MemberRef) string {
	return classfile.DottedName(r.Class) + "." + r.Name + r.Desc
}

func joinVals(vs []Value) string {
	var sb strings.Builder
	for i, v := range vs {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(v.String())
	}
	return sb.String()
}

func (i *Assign) String() string { return fmt.Sprintf("%s = %s", i.Dst, i.Src) }
func (i *BinOp) String() string  { return fmt.Sprintf("%s = %s %s %s", i.Dst, i.Op, i.X, i.Y) }
func (i *UnOp) String() string   { return fmt.Sprintf("%s = %s %s", i.Dst, i.Op, i.X) }
func (i *GetField) String() string {
	if i.Obj == nil {
		return fmt.Sprintf("%s = static %s", i.Dst, fieldString(i.Field))
	}
	return fmt.Sprintf("%s = %s.%s", i.Dst, i.Obj, fieldString(i.Field))
}
func (i *PutField) String() string {
	if i.Obj == nil {
		return fmt.Sprintf("static %s = %s", fieldString(i.Field), i.Val)
	}
	return fmt.Sprintf("%s.%s = %s", i.Obj, fieldString(i.Field), i.Val)
}
func (i *ArrayLoad) String() string   { return fmt.Sprintf("%s = %s[%s]", i.Dst, i.Arr, i.Index) }
func (i *ArrayStore) String() string  { return fmt.Sprintf("%s[%s] = %s", i.Arr, i.Index, i.Val) }
func (i *ArrayLength) String() string { return fmt.Sprintf("%s = len %s", i.Dst, i.Arr) }
func (i *New) String() string {
	return fmt.Sprintf("%s = new %s", i.Dst, classfile.DottedName(i.Class))
}
func (i *NewArray) String() string {
	return fmt.Sprintf("%s = newarray %s [%s]", i.Dst, i.Desc, joinVals(i.Dims))
}
func (i *Call) String() string {
	s := fmt.Sprintf("call %s %s", i.Kind, methodString(i.Method))
	if len(i.Args) > 0 {
		s += " " + joinVals(i.Args)
	}
	if i.Dst != nil {
		s = i.Dst.String() + " = " + s
	}
	return s
}
func (i *InvokeDynamic) String() string {
	s := fmt.Sprintf("invokedynamic %s%s [%s] bsm %s", i.Name, i.Desc, joinVals(i.Args), methodString(i.Bootstrap.Ref))
	if i.Dst != nil {
		s = i.Dst.String() + " = " + s
	}
	return s
}
func (i *CheckCast) String() string {
	return fmt.Sprintf("%s = checkcast %s %s", i.Dst, classfile.DottedName(i.Class), i.X)
}
func (i *InstanceOf) String() string {
	return fmt.Sprintf("%s = instanceof %s %s", i.Dst, classfile.DottedName(i.Class), i.X)
}
func (i *MonitorEnter) String() string { return "monitorenter " + i.X.String() }
func (i *MonitorExit) String() string  { return "monitorexit " + i.X.String() }
func (i *Catch) String() string {
	c := "any"
	if i.Class != "" {
		c = classfile.DottedName(i.Class)
	}
	return fmt.Sprintf("%s = catch %s", i.Dst, c)
}
func (i *Jump) String() string { return "jump " + succ(i.block, 0) }
func (i *If) String() string {
	return fmt.Sprintf("if %s %s %s goto %s else %s", i.X, i.Op, i.Y, succ(i.block, 0), succ(i.block, 1))
}
func (i *Switch) String() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "switch %s [", i.X)
	for k, key := range i.Keys {
		if k > 0 {
			sb.WriteByte(' ')
		}
		fmt.Fprintf(&sb, "%d:%s", key, succ(i.block, k))
	}
	fmt.Fprintf(&sb, "] default %s", succ(i.block, len(i.Keys)))
	return sb.String()
}
func (i *Return) String() string {
	if i.X == nil {
		return "return"
	}
	return "return " + i.X.String()
}
func (i *Throw) String() string { return "throw " + i.X.String() }

func succ(b *Block, k int) string {
	if b == nil || k >= len(b.Succs) {
		return "?"
	}
	return b.Succs[k].String()
}
