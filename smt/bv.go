package smt

// #include "z3shim.h"
import "C"

import (
	"fmt"
	"unsafe"
)

// A BV is a bit-vector term of width 1 to 64: a Java int is a 32-bit BV, a
// long a 64-bit one. BVs are immutable values; operations build new terms.
// The zero BV is not a term, and operations on it panic.
//
// Arithmetic wraps around (two's complement), as in Java. Binary operations
// need operands of the same width and Context; Java's mixed-width cases
// (the int shift count of a long shift) are handled by the operation.
type BV struct{ t *term }

// MaxWidth is the widest bit-vector this package makes: values must fit
// in an int64.
const MaxWidth = 64

func checkWidth(op string, w uint) {
	if w < 1 || w > MaxWidth {
		panic(fmt.Sprintf("smt: %s: width %d out of range 1..%d", op, w, MaxWidth))
	}
}

// mask returns the low w bits of v.
func mask(v uint64, w uint) uint64 {
	if w >= 64 {
		return v
	}
	return v & (1<<w - 1)
}

// signExtend interprets the low w bits of v as a signed number.
func signExtend(v uint64, w uint) int64 {
	s := 64 - w
	return int64(v<<s) >> s
}

// BVVal is the w-bit constant whose bits are the low w bits of v.
func (ctx *Context) BVVal(v int64, w uint) BV {
	checkWidth("BVVal", w)
	c := ctx.enter()
	return BV{ctx.wrap("BVVal", C.weft_num(c, C.uint64_t(mask(uint64(v), w)), C.uint(w)), w)}
}

// Int32 is the Java int constant v.
func (ctx *Context) Int32(v int32) BV { return ctx.BVVal(int64(v), 32) }

// Int64 is the Java long constant v.
func (ctx *Context) Int64(v int64) BV { return ctx.BVVal(v, 64) }

// BVVar is the w-bit variable called name. The same name and width give the
// same variable; the same name with different widths gives distinct
// variables that print alike, which callers should avoid.
func (ctx *Context) BVVar(name string, w uint) BV {
	checkWidth("BVVar", w)
	return BV{ctx.mkVar(name, w)}
}

// Int32Var is the 32-bit variable called name, a symbolic Java int.
func (ctx *Context) Int32Var(name string) BV { return ctx.BVVar(name, 32) }

// Int64Var is the 64-bit variable called name, a symbolic Java long.
func (ctx *Context) Int64Var(name string) BV { return ctx.BVVar(name, 64) }

func (ctx *Context) mkVar(name string, w uint) *term {
	c := ctx.enter()
	cs := C.CString(name)
	a := C.weft_const(c, cs, C.uint(w))
	C.free(unsafe.Pointer(cs))
	return ctx.wrap("Var", a, w)
}

func (x BV) term(op string) *term {
	if x.t == nil {
		panic("smt: " + op + ": zero BV")
	}
	return x.t
}

// Width is the number of bits of x.
func (x BV) Width() uint { return x.term("Width").width }

// Context is the Context x belongs to.
func (x BV) Context() *Context { return x.term("Context").ctx }

// String prints x in SMT-LIB syntax, for debugging.
func (x BV) String() string {
	if x.t == nil {
		return "<nil BV>"
	}
	return x.t.String()
}

// pair checks that x and y can be combined by op and enters their Context.
func pair(op string, x, y BV) (*Context, C.Z3_context) {
	xt, yt := x.term(op), y.term(op)
	if xt.ctx != yt.ctx {
		panic("smt: " + op + ": operands from different Contexts")
	}
	if xt.width != yt.width {
		panic(fmt.Sprintf("smt: %s: width mismatch %d vs %d", op, xt.width, yt.width))
	}
	return xt.ctx, xt.ctx.enter()
}

func (x BV) bin(op string, code C.int, y BV) BV {
	ctx, c := pair(op, x, y)
	return BV{ctx.wrap(op, C.weft_bin(c, code, x.t.ast, y.t.ast), x.t.width)}
}

func (x BV) cmp(op string, code C.int, y BV) Bool {
	ctx, c := pair(op, x, y)
	return Bool{ctx.wrap(op, C.weft_bin(c, code, x.t.ast, y.t.ast), 0)}
}

func (x BV) un(op string, code C.int) BV {
	ctx := x.term(op).ctx
	c := ctx.enter()
	return BV{ctx.wrap(op, C.weft_un(c, code, x.t.ast), x.t.width)}
}

// Add is x + y (Java iadd, ladd: wraps around).
func (x BV) Add(y BV) BV { return x.bin("Add", C.WEFT_ADD, y) }

// Sub is x - y.
func (x BV) Sub(y BV) BV { return x.bin("Sub", C.WEFT_SUB, y) }

// Mul is x * y, keeping the low bits.
func (x BV) Mul(y BV) BV { return x.bin("Mul", C.WEFT_MUL, y) }

// Neg is -x (Java ineg, lneg); -MIN_VALUE is MIN_VALUE.
func (x BV) Neg() BV { return x.un("Neg", C.WEFT_NEG) }

// Div is Java's signed division x / y (idiv, ldiv), which truncates toward
// zero, like Go's: SMT-LIB bvsdiv. As in Java, MIN_VALUE / -1 overflows to
// MIN_VALUE.
//
// Java throws ArithmeticException when y is 0, while bvsdiv is total (x / 0
// is -1 for x >= 0 and 1 for x < 0). A caller modelling the non-throwing
// path must assert y.NonZero() itself, and y.IsZero() on the throwing one.
func (x BV) Div(y BV) BV { return x.bin("Div", C.WEFT_SDIV, y) }

// Rem is Java's remainder x % y (irem, lrem), whose sign is that of x, like
// Go's: SMT-LIB bvsrem. MIN_VALUE % -1 is 0. As with Div, y = 0 throws in
// Java but not here (bvsrem x 0 is x): guard with y.NonZero().
func (x BV) Rem(y BV) BV { return x.bin("Rem", C.WEFT_SREM, y) }

// UDiv is unsigned division (Integer.divideUnsigned); x / 0 is all ones.
func (x BV) UDiv(y BV) BV { return x.bin("UDiv", C.WEFT_UDIV, y) }

// URem is unsigned remainder (Integer.remainderUnsigned); x % 0 is x.
func (x BV) URem(y BV) BV { return x.bin("URem", C.WEFT_UREM, y) }

// NonZero is x ≠ 0: the condition under which Java's x / y and x % y do not
// throw, for x = the divisor.
func (x BV) NonZero() Bool { return x.Ne(x.zero()) }

// IsZero is x = 0.
func (x BV) IsZero() Bool { return x.Eq(x.zero()) }

func (x BV) zero() BV { return x.term("zero").ctx.BVVal(0, x.t.width) }

// And is the bitwise x & y.
func (x BV) And(y BV) BV { return x.bin("And", C.WEFT_BVAND, y) }

// Or is the bitwise x | y.
func (x BV) Or(y BV) BV { return x.bin("Or", C.WEFT_BVOR, y) }

// Xor is the bitwise x ^ y.
func (x BV) Xor(y BV) BV { return x.bin("Xor", C.WEFT_BVXOR, y) }

// Not is the bitwise complement ^x (Java ~x, compiled as x ^ -1).
func (x BV) Not() BV { return x.un("Not", C.WEFT_BVNOT) }

// Java shifts use only the low 5 (int) or 6 (long) bits of the count, which
// is an int even when the value is a long.
func (x BV) jshift(op string, code C.int, n BV) BV {
	xt, nt := x.term(op), n.term(op)
	if xt.ctx != nt.ctx {
		panic("smt: " + op + ": operands from different Contexts")
	}
	if xt.width != 32 && xt.width != 64 {
		panic(fmt.Sprintf("smt: %s: Java shifts take a 32- or 64-bit value, not %d bits", op, xt.width))
	}
	ctx := xt.ctx
	c := ctx.enter()
	return BV{ctx.wrap(op, C.weft_jshift(c, code, x.t.ast, C.uint(x.t.width), n.t.ast, C.uint(n.t.width)), x.t.width)}
}

// Shl is Java's x << n (ishl, lshl): n is masked with 31 for a 32-bit x and
// with 63 for a 64-bit x. n may have any width (Java's is 32).
func (x BV) Shl(n BV) BV { return x.jshift("Shl", C.WEFT_SHL, n) }

// Shr is Java's arithmetic x >> n (ishr, lshr), with n masked as in Shl.
func (x BV) Shr(n BV) BV { return x.jshift("Shr", C.WEFT_ASHR, n) }

// UShr is Java's logical x >>> n (iushr, lushr), with n masked as in Shl.
func (x BV) UShr(n BV) BV { return x.jshift("UShr", C.WEFT_LSHR, n) }

func (x BV) ext(op string, code C.int, i, j, w uint) BV {
	ctx := x.term(op).ctx
	c := ctx.enter()
	return BV{ctx.wrap(op, C.weft_ext(c, code, C.uint(i), C.uint(j), x.t.ast), w)}
}

// SignExtend widens x to w bits, copying its sign bit. w must be at least
// x's width (equal gives x).
func (x BV) SignExtend(w uint) BV {
	checkWidth("SignExtend", w)
	if w < x.term("SignExtend").width {
		panic(fmt.Sprintf("smt: SignExtend: %d bits to %d", x.t.width, w))
	}
	if w == x.t.width {
		return x
	}
	return x.ext("SignExtend", C.WEFT_SIGN_EXT, w-x.t.width, 0, w)
}

// ZeroExtend widens x to w bits with zeros.
func (x BV) ZeroExtend(w uint) BV {
	checkWidth("ZeroExtend", w)
	if w < x.term("ZeroExtend").width {
		panic(fmt.Sprintf("smt: ZeroExtend: %d bits to %d", x.t.width, w))
	}
	if w == x.t.width {
		return x
	}
	return x.ext("ZeroExtend", C.WEFT_ZERO_EXT, w-x.t.width, 0, w)
}

// Extract is bits hi down to lo of x (inclusive), a BV of hi-lo+1 bits.
func (x BV) Extract(hi, lo uint) BV {
	if hi < lo || hi >= x.term("Extract").width {
		panic(fmt.Sprintf("smt: Extract [%d:%d] of %d bits", hi, lo, x.t.width))
	}
	if hi == x.t.width-1 && lo == 0 {
		return x
	}
	return x.ext("Extract", C.WEFT_EXTRACT, hi, lo, hi-lo+1)
}

// Concat is x followed by y: x forms the high bits.
func (x BV) Concat(y BV) BV {
	xt, yt := x.term("Concat"), y.term("Concat")
	if xt.ctx != yt.ctx {
		panic("smt: Concat: operands from different Contexts")
	}
	checkWidth("Concat", xt.width+yt.width)
	c := xt.ctx.enter()
	return BV{xt.ctx.wrap("Concat", C.weft_bin(c, C.WEFT_CONCAT, x.t.ast, y.t.ast), xt.width+yt.width)}
}

func (x BV) wantWidth(op string, w uint) {
	if x.term(op).width != w {
		panic(fmt.Sprintf("smt: %s of a %d-bit value", op, x.t.width))
	}
}

// I2L is Java's int-to-long conversion: sign extension to 64 bits.
func (x BV) I2L() BV { x.wantWidth("I2L", 32); return x.SignExtend(64) }

// L2I is Java's long-to-int conversion: the low 32 bits.
func (x BV) L2I() BV { x.wantWidth("L2I", 64); return x.Extract(31, 0) }

// I2B is Java's (byte) cast of an int: the low 8 bits, sign-extended back
// to 32.
func (x BV) I2B() BV { x.wantWidth("I2B", 32); return x.Extract(7, 0).SignExtend(32) }

// I2C is Java's (char) cast of an int: the low 16 bits, zero-extended.
func (x BV) I2C() BV { x.wantWidth("I2C", 32); return x.Extract(15, 0).ZeroExtend(32) }

// I2S is Java's (short) cast of an int: the low 16 bits, sign-extended.
func (x BV) I2S() BV { x.wantWidth("I2S", 32); return x.Extract(15, 0).SignExtend(32) }

// Eq is x = y.
func (x BV) Eq(y BV) Bool { return x.cmp("Eq", C.WEFT_EQ, y) }

// Ne is x ≠ y.
func (x BV) Ne(y BV) Bool { return x.Eq(y).Not() }

// Lt is the signed x < y.
func (x BV) Lt(y BV) Bool { return x.cmp("Lt", C.WEFT_SLT, y) }

// Le is the signed x <= y.
func (x BV) Le(y BV) Bool { return x.cmp("Le", C.WEFT_SLE, y) }

// Gt is the signed x > y.
func (x BV) Gt(y BV) Bool { return x.cmp("Gt", C.WEFT_SGT, y) }

// Ge is the signed x >= y.
func (x BV) Ge(y BV) Bool { return x.cmp("Ge", C.WEFT_SGE, y) }

// ULt is the unsigned x < y (Integer.compareUnsigned(x, y) < 0).
func (x BV) ULt(y BV) Bool { return x.cmp("ULt", C.WEFT_ULT, y) }

// ULe is the unsigned x <= y.
func (x BV) ULe(y BV) Bool { return x.cmp("ULe", C.WEFT_ULE, y) }

// UGt is the unsigned x > y.
func (x BV) UGt(y BV) Bool { return x.cmp("UGt", C.WEFT_UGT, y) }

// UGe is the unsigned x >= y.
func (x BV) UGe(y BV) Bool { return x.cmp("UGe", C.WEFT_UGE, y) }

// Cmp is Java's lcmp of x and y: the 32-bit -1, 0 or 1 as x is less than,
// equal to or greater than y (signed).
func (x BV) Cmp(y BV) BV {
	ctx := x.term("Cmp").ctx
	return x.Lt(y).Ite(ctx.Int32(-1), x.Eq(y).Ite(ctx.Int32(0), ctx.Int32(1)))
}

// Simplify is x rewritten by Z3's simplifier; a term without variables
// becomes a constant.
func (x BV) Simplify() BV { return x.un("Simplify", C.WEFT_SIMPLIFY) }

// Const reports whether x is a constant (a numeral, not merely a term
// without variables: see Simplify), and if so its value, sign-extended.
func (x BV) Const() (v int64, ok bool) {
	c := x.term("Const").ctx.enter()
	if !C.Z3_is_numeral_ast(c, x.t.ast) {
		return 0, false
	}
	var u C.uint64_t
	if !C.Z3_get_numeral_uint64(c, x.t.ast, &u) {
		return 0, false
	}
	return signExtend(uint64(u), x.t.width), true
}
