package smt

import (
	"math"
	"strconv"
	"strings"
	"testing"
)

// values32 and values64 are the corner cases of Java int and long
// arithmetic, and a few ordinary values of both signs.
var values32 = []int32{
	0, 1, -1, 2, -2, 3, -3, 7, -7, 10, -10, 31, 32, 33, -31, -32, -33,
	100, -100, 255, 256, 0x7fff, 0x8000, 0xffff, 0x10000, -0x8000,
	math.MaxInt32, math.MinInt32, math.MaxInt32 - 1, math.MinInt32 + 1,
	123456789, -987654321,
}

var values64 = []int64{
	0, 1, -1, 2, -2, 3, -3, 7, -7, 63, 64, 65, -64,
	math.MaxInt32, math.MinInt32, math.MaxInt32 + 1, math.MinInt32 - 1,
	math.MaxInt64, math.MinInt64, math.MaxInt64 - 1, math.MinInt64 + 1,
	1 << 40, -(1 << 40), 1234567890123456789, -987654321987654321,
}

// constant checks that x folds to the constant want.
func constant(t *testing.T, what string, x BV, want int64) {
	t.Helper()
	got, ok := x.Simplify().Const()
	if !ok {
		t.Fatalf("%s: %v does not simplify to a constant", what, x)
	}
	if got != want {
		t.Errorf("%s = %d, want %d", what, got, want)
	}
}

// proved checks that b holds for every value of its variables: ¬b is
// unsatisfiable.
func proved(t *testing.T, s *Solver, what string, b Bool) {
	t.Helper()
	s.Push()
	defer s.Pop(1)
	s.Assert(b.Not())
	if r := s.Check(); r != Unsat {
		msg := ""
		if r == Sat {
			msg = s.Model().String()
		}
		t.Errorf("%s: ¬(%v) is %v, want unsat %s", what, b, r, msg)
	}
}

// TestOverflowAtMax: x + 1 < x holds exactly at MAX_VALUE.
func TestOverflowAtMax(t *testing.T) {
	ctx := NewContext()
	defer ctx.Close()
	for _, tc := range []struct {
		x   BV
		max int64
	}{
		{ctx.Int32Var("x"), math.MaxInt32},
		{ctx.Int64Var("y"), math.MaxInt64},
	} {
		x, w := tc.x, tc.x.Width()
		s := ctx.NewSolver()
		s.Assert(x.Add(ctx.BVVal(1, w)).Lt(x))
		if r := s.Check(); r != Sat {
			t.Fatalf("%d bits: x+1 < x is %v", w, r)
		}
		if got := s.Model().Int64(x); got != tc.max {
			t.Errorf("%d bits: x+1 < x at x = %d, want %d", w, got, tc.max)
		}
		s.Assert(x.Ne(ctx.BVVal(tc.max, w)))
		if r := s.Check(); r != Unsat {
			t.Errorf("%d bits: x+1 < x with x != MAX is %v", w, r)
		}
		// MAX + 1 is MIN, as in Java.
		constant(t, "MAX+1", ctx.BVVal(tc.max, w).Add(ctx.BVVal(1, w)), -tc.max-1)
		s.Close()
	}
}

// TestJavaDivRem checks Div and Rem against Go's / and %, which truncate
// toward zero like Java's, for every pair of corner values: by constant
// folding, by proof (the variables pinned to the pair, any other quotient
// is unsat), and by the model.
func TestJavaDivRem(t *testing.T) {
	ctx := NewContext()
	defer ctx.Close()
	s := ctx.NewSolver()
	x, y := ctx.Int32Var("x"), ctx.Int32Var("y")
	q, r := x.Div(y), x.Rem(y)
	for _, a := range values32 {
		for _, b := range values32 {
			if b == 0 {
				continue
			}
			wq, wr := a/b, a%b // Go: MinInt32 / -1 == MinInt32, MinInt32 % -1 == 0
			ca, cb := ctx.Int32(a), ctx.Int32(b)
			constant(t, "int "+itoa(int64(a))+"/"+itoa(int64(b)), ca.Div(cb), int64(wq))
			constant(t, "int "+itoa(int64(a))+"%"+itoa(int64(b)), ca.Rem(cb), int64(wr))
			s.Push()
			s.Assert(x.Eq(ca), y.Eq(cb))
			if res := s.Check(); res != Sat {
				t.Fatalf("pinning x=%d y=%d: %v", a, b, res)
			}
			m := s.Model()
			if gq, gr := m.Int64(q), m.Int64(r); gq != int64(wq) || gr != int64(wr) {
				t.Errorf("model: %d / %d = %d, %d %% %d = %d; want %d, %d", a, b, gq, a, b, gr, wq, wr)
			}
			proved(t, s, "int div", q.Eq(ctx.Int32(wq)).And(r.Eq(ctx.Int32(wr))))
			s.Pop(1)
		}
	}
	x, y = ctx.Int64Var("X"), ctx.Int64Var("Y")
	q, r = x.Div(y), x.Rem(y)
	for _, a := range values64 {
		for _, b := range values64 {
			if b == 0 {
				continue
			}
			wq, wr := a/b, a%b
			constant(t, "long "+itoa(a)+"/"+itoa(b), ctx.Int64(a).Div(ctx.Int64(b)), wq)
			constant(t, "long "+itoa(a)+"%"+itoa(b), ctx.Int64(a).Rem(ctx.Int64(b)), wr)
			s.Push()
			s.Assert(x.Eq(ctx.Int64(a)), y.Eq(ctx.Int64(b)))
			proved(t, s, "long div", q.Eq(ctx.Int64(wq)).And(r.Eq(ctx.Int64(wr))))
			s.Pop(1)
		}
	}
}

// TestDivMinByMinusOne: Integer.MIN_VALUE / -1 is MIN_VALUE in Java (JLS
// 15.17.2), and % gives 0; Go and Z3 agree.
func TestDivMinByMinusOne(t *testing.T) {
	ctx := NewContext()
	defer ctx.Close()
	min32, m1 := int32(math.MinInt32), int32(-1)
	if min32/m1 != math.MinInt32 || min32%m1 != 0 {
		t.Fatalf("Go: MinInt32 / -1 = %d, %% = %d", min32/m1, min32%m1)
	}
	constant(t, "MIN_VALUE / -1", ctx.Int32(math.MinInt32).Div(ctx.Int32(-1)), math.MinInt32)
	constant(t, "MIN_VALUE % -1", ctx.Int32(math.MinInt32).Rem(ctx.Int32(-1)), 0)
	constant(t, "Long.MIN_VALUE / -1", ctx.Int64(math.MinInt64).Div(ctx.Int64(-1)), math.MinInt64)
	constant(t, "Long.MIN_VALUE % -1", ctx.Int64(math.MinInt64).Rem(ctx.Int64(-1)), 0)

	// The only x with x / -1 == x other than 0 is MIN_VALUE.
	s := ctx.NewSolver()
	x := ctx.Int32Var("x")
	s.Assert(x.Div(ctx.Int32(-1)).Eq(x), x.NonZero())
	if r := s.Check(); r != Sat || s.Model().Int64(x) != math.MinInt32 {
		t.Fatalf("x / -1 == x, x != 0: %v", r)
	}
}

// TestDivByZeroGuard: SMT-LIB division is total, so a Java path that
// divides must assert the divisor non-zero.
func TestDivByZeroGuard(t *testing.T) {
	ctx := NewContext()
	defer ctx.Close()
	// SMT-LIB: x / 0 = -1 for x >= 0, 1 for x < 0; x % 0 = x.
	constant(t, "5 / 0", ctx.Int32(5).Div(ctx.Int32(0)), -1)
	constant(t, "-5 / 0", ctx.Int32(-5).Div(ctx.Int32(0)), 1)
	constant(t, "5 % 0", ctx.Int32(5).Rem(ctx.Int32(0)), 5)

	x, y := ctx.Int32Var("x"), ctx.Int32Var("y")
	s := ctx.NewSolver()
	s.Assert(x.Eq(ctx.Int32(5)), x.Div(y).Eq(ctx.Int32(-1)), y.Ge(ctx.Int32(0)))
	if r := s.Check(); r != Sat || s.Model().Int64(y) != 0 {
		t.Fatalf("unguarded 5 / y == -1, y >= 0: %v, want sat at y = 0", r)
	}
	s.Assert(y.NonZero())
	if r := s.Check(); r != Unsat {
		t.Fatalf("guarded 5 / y == -1, y >= 0: %v, want unsat", r)
	}
	s.Reset()
	s.Assert(x.Eq(ctx.Int32(5)), x.Div(y).Eq(ctx.Int32(-1)), y.NonZero())
	if r := s.Check(); r != Sat {
		t.Fatalf("guarded 5 / y == -1: %v", r)
	}
	if v := int32(s.Model().Int64(y)); v == 0 || 5/v != -1 {
		t.Errorf("guarded 5 / y == -1 at y = %d", v)
	}
	s.Reset()
	s.Assert(y.IsZero(), y.NonZero())
	if r := s.Check(); r != Unsat {
		t.Errorf("y == 0 && y != 0: %v", r)
	}
}

func TestShifts(t *testing.T) {
	ctx := NewContext()
	defer ctx.Close()
	counts := []int32{0, 1, 5, 31, 32, 33, 63, 64, 65, -1, -31, -32, 100, math.MinInt32, math.MaxInt32}
	for _, a := range values32 {
		for _, n := range counts {
			ca, cn := ctx.Int32(a), ctx.Int32(n)
			sh := uint(n) & 31
			constant(t, itoa(int64(a))+" << "+itoa(int64(n)), ca.Shl(cn), int64(a<<sh))
			constant(t, itoa(int64(a))+" >> "+itoa(int64(n)), ca.Shr(cn), int64(a>>sh))
			constant(t, itoa(int64(a))+" >>> "+itoa(int64(n)), ca.UShr(cn), int64(int32(uint32(a)>>sh)))
		}
	}
	for _, a := range values64 {
		for _, n := range counts {
			ca := ctx.Int64(a)
			sh := uint(n) & 63
			// A long shift takes an int count (lshl, lshr, lushr) ...
			cn := ctx.Int32(n)
			constant(t, itoa(a)+" << "+itoa(int64(n)), ca.Shl(cn), a<<sh)
			constant(t, itoa(a)+" >> "+itoa(int64(n)), ca.Shr(cn), a>>sh)
			constant(t, itoa(a)+" >>> "+itoa(int64(n)), ca.UShr(cn), int64(uint64(a)>>sh))
			// ... but a long count works too.
			constant(t, itoa(a)+" <<L "+itoa(int64(n)), ca.Shl(ctx.Int64(int64(n))), a<<sh)
		}
	}
	// An int count of a narrower width (not from Java) is masked first.
	constant(t, "1 << (byte)33", ctx.Int32(1).Shl(ctx.BVVal(33, 8)), 2)

	// Symbolic: x << 32 == x for every int x; x << 64 == x for every long.
	s := ctx.NewSolver()
	x, y := ctx.Int32Var("x"), ctx.Int64Var("y")
	proved(t, s, "x << 32 == x", x.Shl(ctx.Int32(32)).Eq(x))
	proved(t, s, "y << 64 == y", y.Shl(ctx.Int32(64)).Eq(y))
	proved(t, s, "x >> 31 is 0 or -1", x.Shr(ctx.Int32(31)).Eq(ctx.Int32(0)).Or(x.Shr(ctx.Int32(31)).Eq(ctx.Int32(-1))))
	n := ctx.Int32Var("n")
	proved(t, s, "y << n == y << (n & 63)", y.Shl(n).Eq(y.Shl(n.And(ctx.Int32(63)))))
}

func TestConversions(t *testing.T) {
	ctx := NewContext()
	defer ctx.Close()
	for _, a := range values32 {
		c := ctx.Int32(a)
		constant(t, "i2l", c.I2L(), int64(a))
		constant(t, "i2b", c.I2B(), int64(int8(a)))
		constant(t, "i2c", c.I2C(), int64(uint16(a)))
		constant(t, "i2s", c.I2S(), int64(int16(a)))
		constant(t, "zext", c.ZeroExtend(64), int64(uint32(a)))
		constant(t, "extract", c.Extract(15, 8), int64(int8(a>>8)))
		if w := c.I2B().Width(); w != 32 {
			t.Fatalf("i2b width %d", w)
		}
	}
	for _, a := range values64 {
		constant(t, "l2i", ctx.Int64(a).L2I(), int64(int32(a)))
		if w := ctx.Int64(a).L2I().Width(); w != 32 {
			t.Fatalf("l2i width %d", w)
		}
	}
	constant(t, "concat", ctx.BVVal(1, 8).Concat(ctx.BVVal(2, 8)), 0x102)
	// (char) c is never negative; (byte) b is in [-128, 127].
	s := ctx.NewSolver()
	x := ctx.Int32Var("x")
	proved(t, s, "i2c >= 0", x.I2C().Ge(ctx.Int32(0)))
	proved(t, s, "i2b range", x.I2B().Ge(ctx.Int32(-128)).And(x.I2B().Le(ctx.Int32(127))))
	proved(t, s, "l2i(i2l(x)) == x", x.I2L().L2I().Eq(x))
}

func TestBitwiseAndArith(t *testing.T) {
	ctx := NewContext()
	defer ctx.Close()
	for _, a := range values32 {
		for _, b := range values32 {
			ca, cb := ctx.Int32(a), ctx.Int32(b)
			constant(t, "add", ca.Add(cb), int64(a+b))
			constant(t, "sub", ca.Sub(cb), int64(a-b))
			constant(t, "mul", ca.Mul(cb), int64(a*b))
			constant(t, "and", ca.And(cb), int64(a&b))
			constant(t, "or", ca.Or(cb), int64(a|b))
			constant(t, "xor", ca.Xor(cb), int64(a^b))
			if b != 0 {
				constant(t, "udiv", ca.UDiv(cb), int64(int32(uint32(a)/uint32(b))))
				constant(t, "urem", ca.URem(cb), int64(int32(uint32(a)%uint32(b))))
			}
			cmp := int64(0)
			if a < b {
				cmp = -1
			} else if a > b {
				cmp = 1
			}
			constant(t, "cmp", ca.I2L().Cmp(cb.I2L()), cmp)
		}
		ca := ctx.Int32(a)
		constant(t, "neg", ca.Neg(), int64(-a))
		constant(t, "not", ca.Not(), int64(^a))
	}
	for _, a := range values64 {
		for _, b := range values64 {
			ca, cb := ctx.Int64(a), ctx.Int64(b)
			constant(t, "ladd", ca.Add(cb), a+b)
			constant(t, "lsub", ca.Sub(cb), a-b)
			constant(t, "lmul", ca.Mul(cb), a*b)
			constant(t, "lxor", ca.Xor(cb), a^b)
		}
		constant(t, "lneg", ctx.Int64(a).Neg(), -a)
	}
}

func TestComparisons(t *testing.T) {
	ctx := NewContext()
	defer ctx.Close()
	check := func(what string, b Bool, want bool) {
		t.Helper()
		got, ok := b.Simplify().Const()
		if !ok || got != want {
			t.Errorf("%s: %v simplifies to %v (const %v), want %v", what, b, b.Simplify(), ok, want)
		}
	}
	for _, a := range values32 {
		for _, b := range values32 {
			ca, cb := ctx.Int32(a), ctx.Int32(b)
			ua, ub := uint32(a), uint32(b)
			check("eq", ca.Eq(cb), a == b)
			check("ne", ca.Ne(cb), a != b)
			check("lt", ca.Lt(cb), a < b)
			check("le", ca.Le(cb), a <= b)
			check("gt", ca.Gt(cb), a > b)
			check("ge", ca.Ge(cb), a >= b)
			check("ult", ca.ULt(cb), ua < ub)
			check("ule", ca.ULe(cb), ua <= ub)
			check("ugt", ca.UGt(cb), ua > ub)
			check("uge", ca.UGe(cb), ua >= ub)
		}
	}
	for _, a := range values64 {
		for _, b := range values64 {
			ca, cb := ctx.Int64(a), ctx.Int64(b)
			check("llt", ca.Lt(cb), a < b)
			check("lult", ca.ULt(cb), uint64(a) < uint64(b))
		}
	}
	// Signed and unsigned order differ exactly on operands of different sign.
	s := ctx.NewSolver()
	x, y := ctx.Int32Var("x"), ctx.Int32Var("y")
	z := ctx.Int32(0)
	proved(t, s, "lt vs ult", x.Lt(y).Xor(x.ULt(y)).Iff(x.Lt(z).Xor(y.Lt(z))))
}

func TestBoolConnectives(t *testing.T) {
	ctx := NewContext()
	defer ctx.Close()
	vals := []bool{false, true}
	for _, p := range vals {
		for _, q := range vals {
			bp, bq := ctx.BoolVal(p), ctx.BoolVal(q)
			for _, tc := range []struct {
				name string
				b    Bool
				want bool
			}{
				{"and", bp.And(bq), p && q},
				{"or", bp.Or(bq), p || q},
				{"not", bp.Not(), !p},
				{"implies", bp.Implies(bq), !p || q},
				{"iff", bp.Iff(bq), p == q},
				{"xor", bp.Xor(bq), p != q},
				{"ite", bp.IteBool(bq, bp.Not()), !p || q}, // if p then q else ¬p
				{"ctx.And", ctx.And(bp, bq, ctx.True()), p && q},
				{"ctx.Or", ctx.Or(bp, bq, ctx.False()), p || q},
			} {
				got, ok := tc.b.Simplify().Const()
				if !ok || got != tc.want {
					t.Errorf("%s(%v, %v) = %v, want %v", tc.name, p, q, got, tc.want)
				}
			}
		}
	}
	if v, ok := ctx.And().Const(); !ok || !v {
		t.Error("empty And is not true")
	}
	if v, ok := ctx.Or().Const(); !ok || v {
		t.Error("empty Or is not false")
	}
	if _, ok := ctx.BoolVar("p").Const(); ok {
		t.Error("a variable is constant")
	}
	x := ctx.Int32Var("x")
	constant(t, "ite", ctx.True().Ite(ctx.Int32(1), ctx.Int32(2)), 1)
	s := ctx.NewSolver()
	p := ctx.BoolVar("p")
	s.Assert(p.Ite(x, ctx.Int32(7)).Eq(ctx.Int32(3)))
	if r := s.Check(); r != Sat {
		t.Fatal(r)
	}
	m := s.Model()
	if !m.Bool(p) || m.Int64(x) != 3 {
		t.Errorf("ite(p, x, 7) == 3 at p = %v, x = %d", m.Bool(p), m.Int64(x))
	}
	proved(t, s, "excluded middle", p.Or(p.Not()))
}

func TestString(t *testing.T) {
	ctx := NewContext()
	defer ctx.Close()
	x := ctx.Int32Var("x")
	b := x.Add(ctx.Int32(1)).Lt(x)
	if got, want := b.String(), "(bvslt (bvadd x #x00000001) x)"; got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
	if got := (BV{}).String(); got != "<nil BV>" {
		t.Errorf("zero BV prints %q", got)
	}
	s := ctx.NewSolver()
	s.Assert(b)
	if got := s.String(); !strings.Contains(got, "(declare-fun x () (_ BitVec 32))") || !strings.Contains(got, "(assert ") {
		t.Errorf("solver prints %q", got)
	}
}

func itoa(v int64) string { return strconv.FormatInt(v, 10) }

// TestNarrowInputs: the widenings doc.go recommends for byte, char and
// boolean inputs keep model values in the type's range.
func TestNarrowInputs(t *testing.T) {
	ctx := NewContext()
	defer ctx.Close()
	by := ctx.BVVar("by", 8).SignExtend(32)
	ch := ctx.BVVar("ch", 16).ZeroExtend(32)
	bo := ctx.BoolVar("bo").Ite(ctx.Int32(1), ctx.Int32(0))
	s := ctx.NewSolver()
	s.Assert(by.Lt(ctx.Int32(-100)), ch.Gt(ctx.Int32(60000)), bo.NonZero())
	if r := s.Check(); r != Sat {
		t.Fatal(r)
	}
	m := s.Model()
	if v := m.Int64(by); v < -128 || v >= -100 {
		t.Errorf("byte = %d", v)
	}
	if v := m.Int64(ch); v <= 60000 || v > 0xffff {
		t.Errorf("char = %d", v)
	}
	if v := m.Int64(bo); v != 1 {
		t.Errorf("boolean = %d", v)
	}
	s.Assert(by.Gt(ctx.Int32(127)))
	if r := s.Check(); r != Unsat {
		t.Errorf("byte > 127: %v", r)
	}
}
