package vm

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// Symbolic expressions (DESIGN.md, vm, "Symbolic values").
//
// An Expr is an immutable tree over symbolic inputs: the shadow of a value
// that depends on a weft.Input call (or on a method named in
// Config.InputMethods). Values are Java ints (Width 32) and longs (Width
// 64) as fixed-size bit-vectors; narrow inputs (byte, short, char,
// boolean) are ints whose variable carries its type, so a solver can keep
// them in range. Conditions (Width 1) are comparisons and their boolean
// combinations. Arithmetic follows the JVM instructions: wrap-around,
// division and remainder truncating toward zero, shift counts masked with
// 31 (int) or 63 (long). Floating-point values are never symbolic: an
// operation on floats concretizes.

// Op is an Expr operator.
type Op uint8

const (
	OpConst Op = iota // Val, of Width bits
	OpVar             // Name, of type Type
	OpAdd             // X + Y
	OpSub             // X - Y
	OpMul             // X * Y
	OpDiv             // X / Y (Java: truncates toward zero; Y != 0 on the path)
	OpRem             // X % Y (Java: sign of X; Y != 0 on the path)
	OpNeg             // -X
	OpShl             // X << Y (Y an int, masked with Width-1)
	OpShr             // X >> Y
	OpUShr            // X >>> Y
	OpAnd             // X & Y
	OpOr              // X | Y
	OpXor             // X ^ Y
	OpI2L             // (long) X
	OpL2I             // (int) X
	OpI2B             // (byte) X, as an int
	OpI2C             // (char) X, as an int
	OpI2S             // (short) X, as an int
	OpCmp             // lcmp X, Y: -1, 0 or 1 (an int)
	OpEq              // X == Y (condition)
	OpNe              // X != Y
	OpLt              // X < Y (signed)
	OpLe              // X <= Y
	OpGt              // X > Y
	OpGe              // X >= Y
	OpNot             // !X (X a condition)
	OpLAnd            // X && Y (conditions)
	OpLOr             // X || Y (conditions)
)

var opNames = [...]string{"const", "var", "+", "-", "*", "/", "%", "neg", "<<", ">>", ">>>", "&", "|", "^",
	"(long)", "(int)", "(byte)", "(char)", "(short)", "cmp", "==", "!=", "<", "<=", ">", ">=", "!", "&&", "||"}

func (o Op) String() string {
	if int(o) < len(opNames) {
		return opNames[o]
	}
	return "Op(" + strconv.Itoa(int(o)) + ")"
}

// Expr is a symbolic expression. Width is 32 (int), 64 (long) or 1 (a
// condition). Type is the Java type of a variable: 'I', 'J', 'Z', 'S',
// 'B' or 'C' (the last four are ints in range). Exprs are never mutated
// once built, so they may be shared freely (across threads, snapshots and
// runs).
type Expr struct {
	Op    Op
	Width uint8
	Type  byte   // OpVar
	Name  string // OpVar
	Val   int64  // OpConst (sign-extended from Width)
	X, Y  *Expr
}

// Var returns the symbolic input name of type typ ('I', 'J', 'Z', 'S',
// 'B', 'C').
func Var(name string, typ byte) *Expr {
	w := uint8(32)
	if typ == 'J' {
		w = 64
	}
	return &Expr{Op: OpVar, Width: w, Type: typ, Name: name}
}

// Const32 returns the int constant k.
func Const32(k int32) *Expr { return &Expr{Op: OpConst, Width: 32, Val: int64(k)} }

// Const64 returns the long constant k.
func Const64(k int64) *Expr { return &Expr{Op: OpConst, Width: 64, Val: k} }

// Bin returns the binary expression x op y. Arithmetic operands have the
// same width (shift counts are ints); comparison operands have the same
// width and give a condition; OpLAnd/OpLOr take conditions.
func Bin(op Op, x, y *Expr) *Expr {
	w := x.Width
	switch op {
	case OpEq, OpNe, OpLt, OpLe, OpGt, OpGe, OpLAnd, OpLOr:
		w = 1
	case OpCmp:
		w = 32
	}
	return &Expr{Op: op, Width: w, X: x, Y: y}
}

// Un returns the unary expression op x (OpNeg, OpNot, conversions).
func Un(op Op, x *Expr) *Expr {
	w := x.Width
	switch op {
	case OpI2L:
		w = 64
	case OpL2I, OpI2B, OpI2C, OpI2S:
		w = 32
	}
	return &Expr{Op: op, Width: w, X: x}
}

// Not returns the negation of condition c, folding double negations and
// flipping comparisons.
func Not(c *Expr) *Expr {
	switch c.Op {
	case OpNot:
		return c.X
	case OpEq:
		return Bin(OpNe, c.X, c.Y)
	case OpNe:
		return Bin(OpEq, c.X, c.Y)
	case OpLt:
		return Bin(OpGe, c.X, c.Y)
	case OpGe:
		return Bin(OpLt, c.X, c.Y)
	case OpGt:
		return Bin(OpLe, c.X, c.Y)
	case OpLe:
		return Bin(OpGt, c.X, c.Y)
	}
	return &Expr{Op: OpNot, Width: 1, X: c}
}

// IsCond reports whether e is a condition (a boolean), not a value.
func (e *Expr) IsCond() bool { return e.Width == 1 }

// Eval evaluates e with Java semantics, the variables taking their values
// from env (missing ones are 0; values are truncated to the variable's
// type). A condition evaluates to 1 or 0. Division by zero evaluates to 0
// (a path that divides has the divisor non-zero).
func (e *Expr) Eval(env map[string]int64) int64 {
	switch e.Op {
	case OpConst:
		return e.Val
	case OpVar:
		return InputValue(e.Type, env[e.Name])
	}
	x := e.X.Eval(env)
	var y int64
	if e.Y != nil {
		y = e.Y.Eval(env)
	}
	if e.Op == OpCmp {
		return int64(cmpInt(x < y, x > y))
	}
	switch e.Op {
	case OpEq:
		return b2i(x == y)
	case OpNe:
		return b2i(x != y)
	case OpLt:
		return b2i(x < y)
	case OpLe:
		return b2i(x <= y)
	case OpGt:
		return b2i(x > y)
	case OpGe:
		return b2i(x >= y)
	case OpNot:
		return 1 - x
	case OpLAnd:
		return x & y
	case OpLOr:
		return x | y
	case OpI2L:
		return x
	case OpL2I:
		return int64(int32(x))
	case OpI2B:
		return int64(int8(x))
	case OpI2C:
		return int64(uint16(x))
	case OpI2S:
		return int64(int16(x))
	}
	return arith(e.Op, e.Width, x, y)
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func cmpInt(lt, gt bool) int32 {
	switch {
	case lt:
		return -1
	case gt:
		return 1
	}
	return 0
}

// arith applies a value operator of width w (32 or 64) to operands given
// sign-extended, with Java's wrap-around; the result is sign-extended too.
func arith(op Op, w uint8, x, y int64) int64 {
	sh := y & 63
	if w == 32 {
		sh = y & 31
	}
	var r int64
	switch op {
	case OpAdd:
		r = x + y
	case OpSub:
		r = x - y
	case OpMul:
		r = x * y
	case OpDiv, OpRem:
		if y == 0 {
			return 0
		}
		if op == OpDiv {
			r = x / y // MIN_VALUE / -1 wraps to MIN_VALUE, as in Java
		} else {
			r = x % y
		}
	case OpNeg:
		r = -x
	case OpShl:
		r = x << sh
	case OpShr:
		r = x >> sh
	case OpUShr:
		if w == 32 {
			r = int64(uint32(x) >> sh)
		} else {
			r = int64(uint64(x) >> sh)
		}
	case OpAnd:
		r = x & y
	case OpOr:
		r = x | y
	case OpXor:
		r = x ^ y
	default:
		panic("vm: arith " + op.String())
	}
	if w == 32 {
		r = int64(int32(r))
	}
	return r
}

// InputValue truncates v to a Java input type ('Z' is 0 or 1) and widens
// it back the way the JVM does.
func InputValue(typ byte, v int64) int64 {
	switch typ {
	case 'I':
		return int64(int32(v))
	case 'Z':
		if v != 0 {
			return 1
		}
		return 0
	case 'B':
		return int64(int8(v))
	case 'S':
		return int64(int16(v))
	case 'C':
		return int64(uint16(v))
	}
	return v
}

// String prints e in Java-like syntax, fully parenthesized; long
// constants end in L.
func (e *Expr) String() string {
	var b strings.Builder
	e.write(&b)
	return b.String()
}

func (e *Expr) write(b *strings.Builder) {
	switch e.Op {
	case OpConst:
		b.WriteString(strconv.FormatInt(e.Val, 10))
		if e.Width == 64 {
			b.WriteByte('L')
		}
		return
	case OpVar:
		b.WriteString(e.Name)
		return
	case OpNeg, OpNot:
		if e.Op == OpNeg {
			b.WriteByte('-')
		} else {
			b.WriteByte('!')
		}
		e.X.write(b)
		return
	case OpI2L, OpL2I, OpI2B, OpI2C, OpI2S:
		b.WriteString(e.Op.String())
		e.X.write(b)
		return
	case OpCmp:
		b.WriteString("cmp(")
		e.X.write(b)
		b.WriteString(", ")
		e.Y.write(b)
		b.WriteByte(')')
		return
	}
	b.WriteByte('(')
	e.X.write(b)
	b.WriteString(" " + e.Op.String() + " ")
	e.Y.write(b)
	b.WriteByte(')')
}

// Vars returns the variables of e by name, each with its type.
func (e *Expr) Vars() map[string]byte {
	m := map[string]byte{}
	e.vars(m)
	return m
}

func (e *Expr) vars(m map[string]byte) {
	if e == nil {
		return
	}
	if e.Op == OpVar {
		m[e.Name] = e.Type
		return
	}
	e.X.vars(m)
	e.Y.vars(m)
}

// Input is a symbolic input read during a run: its variable name, type
// and the concrete value the run used.
type Input struct {
	Name  string
	Type  byte
	Value int64
}

func (in Input) String() string { return fmt.Sprintf("%s=%d", in.Name, in.Value) }

// SortedNames returns the keys of m in order (for printing inputs).
func SortedNames(m map[string]int64) []string { return slices.Sorted(maps.Keys(m)) }
