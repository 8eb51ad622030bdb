package smt

import (
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestPushPop(t *testing.T) {
	ctx := NewContext()
	defer ctx.Close()
	s := ctx.NewSolver()
	defer s.Close()
	x := ctx.Int32Var("x")
	zero := ctx.Int32(0)
	s.Assert(x.Gt(zero))
	if s.Scopes() != 0 {
		t.Fatalf("scopes = %d", s.Scopes())
	}
	s.Push()
	s.Assert(x.Lt(zero))
	if r := s.Check(); r != Unsat {
		t.Fatalf("x > 0 && x < 0: %v", r)
	}
	s.Push()
	if s.Scopes() != 2 {
		t.Fatalf("scopes = %d", s.Scopes())
	}
	s.Assert(ctx.True())
	if r := s.Check(); r != Unsat {
		t.Fatalf("inner scope: %v", r)
	}
	s.Pop(2)
	if s.Scopes() != 0 {
		t.Fatalf("scopes after Pop(2) = %d", s.Scopes())
	}
	if r := s.Check(); r != Sat {
		t.Fatalf("after pop, x > 0: %v", r)
	}
	m := s.Model()
	if v := m.Int64(x); v <= 0 {
		t.Errorf("x > 0 at x = %d", v)
	}
	// Pinning x in a scope; the model survives the pop.
	s.Push()
	s.Assert(x.Eq(ctx.Int32(42)))
	if s.Check() != Sat {
		t.Fatal("x == 42 unsat")
	}
	m42 := s.Model()
	s.Pop(1)
	s.Assert(x.Lt(ctx.Int32(10)))
	if s.Check() != Sat {
		t.Fatal("0 < x < 10 unsat")
	}
	if v := s.Model().Int64(x); v <= 0 || v >= 10 {
		t.Errorf("0 < x < 10 at x = %d", v)
	}
	if v := m42.Int64(x); v != 42 {
		t.Errorf("old model: x = %d, want 42", v)
	}
	m42.Close()
	m42.Close()
	s.Pop(0)
	mustPanic(t, "Pop past the bottom", func() { s.Pop(1) })
	s.Push()
	s.Reset()
	if s.Scopes() != 0 {
		t.Errorf("scopes after Reset = %d", s.Scopes())
	}
}

// CheckAssumptions: conditions asserted once as a → c are in force in the
// checks that assume a, the assumptions change with no Push or Pop, and
// after Unsat the core names a subset of them that is unsatisfiable on its
// own and holds the two contradicting ones, not the one about y.
func TestCheckAssumptions(t *testing.T) {
	ctx := NewContext()
	defer ctx.Close()
	s := ctx.NewSolver()
	defer s.Close()
	x, y := ctx.Int32Var("x"), ctx.Int32Var("y")
	a, b, c := ctx.BoolVar("a"), ctx.BoolVar("b"), ctx.BoolVar("c")
	s.Assert(a.Implies(x.Gt(ctx.Int32(5))), b.Implies(x.Lt(ctx.Int32(3))), c.Implies(y.Eq(ctx.Int32(7))))
	if r := s.CheckAssumptions(a, c); r != Sat {
		t.Fatalf("a, c: %v", r)
	}
	if m := s.Model(); m.Int64(x) <= 5 || m.Int64(y) != 7 {
		t.Errorf("a, c: x = %d, y = %d", m.Int64(x), m.Int64(y))
	}
	if r := s.CheckAssumptions(c, a, b); r != Unsat {
		t.Fatalf("c, a, b: %v", r)
	}
	core := s.UnsatCore()
	if !slices.Contains(core, 1) || !slices.Contains(core, 2) || slices.Contains(core, 0) {
		t.Errorf("core of c, a, b: %v, want [1 2]", core)
	}
	if r := s.CheckAssumptions(b); r != Sat || s.Model().Int64(x) >= 3 {
		t.Errorf("b alone: %v", r)
	}
	if r := s.Check(); r != Sat {
		t.Errorf("no assumptions: %v", r)
	}
	if s.Scopes() != 0 {
		t.Errorf("%d scopes", s.Scopes())
	}
	defer func() {
		if recover() == nil {
			t.Error("UnsatCore after Sat did not panic")
		}
	}()
	s.UnsatCore()
}

func TestModel(t *testing.T) {
	ctx := NewContext()
	defer ctx.Close()
	s := ctx.NewSolver()
	a, b, l := ctx.Int32Var("a"), ctx.Int32Var("b"), ctx.Int64Var("l")
	p, c := ctx.BoolVar("p"), ctx.BVVar("c", 16)
	unused := ctx.Int32Var("unused")
	s.Assert(
		a.Eq(ctx.Int32(-5)),
		b.Eq(ctx.Int32(math.MaxInt32)),
		l.Eq(ctx.Int64(math.MinInt64)),
		p,
		c.Eq(ctx.BVVal(0xfffe, 16)),
	)
	mustPanic(t, "Model before Check", func() { s.Model() })
	if r := s.Check(); r != Sat {
		t.Fatal(r)
	}
	m := s.Model()
	got := m.Assignments()
	want := []Assignment{{"a", 32, -5}, {"b", 32, math.MaxInt32}, {"c", 16, -2}, {"l", 64, math.MinInt64}, {"p", 0, 1}}
	if len(got) != len(want) {
		t.Fatalf("Assignments = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("Assignments[%d] = %v, want %v", i, got[i], want[i])
		}
	}
	for _, tc := range []struct {
		x    BV
		want int64
	}{{a, -5}, {b, math.MaxInt32}, {l, math.MinInt64}, {c, -2}, {unused, 0}, {a.Add(b), math.MaxInt32 - 5}} {
		if got := m.Int64(tc.x); got != tc.want {
			t.Errorf("%v = %d, want %d", tc.x, got, tc.want)
		}
	}
	if got := m.Uint64(a); got != uint64(uint32(0xfffffffb)) {
		t.Errorf("Uint64(a) = %#x", got)
	}
	if !m.Bool(p) || m.Bool(p.Not()) {
		t.Error("p is not true")
	}
	// Evaluating an unconstrained variable completes the model with it.
	if got := m.Assignments(); len(got) != len(want)+1 || got[len(got)-1] != (Assignment{"unused", 32, 0}) {
		t.Errorf("Assignments after evaluating unused = %v", got)
	}
	if str := m.String(); !strings.Contains(str, "a -> #xfffffffb") {
		t.Errorf("model prints %q", str)
	}
	s.Assert(a.Gt(ctx.Int32(0)))
	mustPanic(t, "Model after Assert", func() { s.Model() })
	if r := s.Check(); r != Unsat {
		t.Fatal(r)
	}
	mustPanic(t, "Model after unsat", func() { s.Model() })
}

// TestTimeout: factoring a 64-bit semiprime is far beyond a 100 ms budget.
func TestTimeout(t *testing.T) {
	ctx := NewContext()
	defer ctx.Close()
	p, q := uint64(4294967291), uint64(4294967279) // the two largest 32-bit primes
	x, y := ctx.Int64Var("x"), ctx.Int64Var("y")
	one, lim := ctx.Int64(1), ctx.Int64(1<<32)
	s := ctx.NewSolver()
	s.Assert(x.Mul(y).Eq(ctx.Int64(int64(p*q))), x.UGt(one), y.UGt(one), x.ULt(lim), y.ULt(lim))
	s.SetTimeout(100 * time.Millisecond)
	start := time.Now()
	r := s.Check()
	el := time.Since(start)
	switch r {
	case Unknown:
		if why := s.ReasonUnknown(); why != "timeout" && why != "canceled" {
			t.Errorf("reason %q", why)
		}
	case Sat: // a lucky solver: the model must be right
		m := s.Model()
		if a, b := m.Uint64(x), m.Uint64(y); a*b != p*q || a <= 1 || b <= 1 {
			t.Errorf("factors %d * %d", a, b)
		}
	default:
		t.Errorf("factoring: %v", r)
	}
	if el > 10*time.Second {
		t.Errorf("100 ms timeout took %v", el)
	}
	// Removing the timeout leaves easy checks unaffected.
	s.SetTimeout(0)
	s.Reset()
	s.Assert(x.Eq(one))
	if r := s.Check(); r != Sat || s.ReasonUnknown() != "" {
		t.Errorf("after SetTimeout(0): %v %q", r, s.ReasonUnknown())
	}
}

func TestMisuse(t *testing.T) {
	ctx, other := NewContext(), NewContext()
	defer other.Close()
	x, y := ctx.Int32Var("x"), ctx.Int64Var("y")
	mustPanic(t, "width mismatch", func() { x.Add(y) })
	mustPanic(t, "width mismatch", func() { x.Eq(y) })
	mustPanic(t, "ite width", func() { ctx.True().Ite(x, y) })
	mustPanic(t, "contexts", func() { x.Add(other.Int32(1)) })
	mustPanic(t, "contexts", func() { other.NewSolver().Assert(x.IsZero()) })
	mustPanic(t, "contexts", func() { ctx.And(other.True()) })
	mustPanic(t, "zero BV", func() { x.Add(BV{}) })
	mustPanic(t, "zero Bool", func() { ctx.NewSolver().Assert(Bool{}) })
	mustPanic(t, "width 0", func() { ctx.BVVar("z", 0) })
	mustPanic(t, "width 65", func() { ctx.BVVal(0, 65) })
	mustPanic(t, "extract", func() { x.Extract(32, 0) })
	mustPanic(t, "narrowing SignExtend", func() { y.SignExtend(32) })
	mustPanic(t, "i2l of long", func() { y.I2L() })
	mustPanic(t, "shift of 8 bits", func() { x.Extract(7, 0).Shl(x) })
	mustPanic(t, "pop", func() { ctx.NewSolver().Pop(1) })

	s := ctx.NewSolver()
	s.Close()
	s.Close()
	mustPanic(t, "closed solver", func() { s.Check() })

	ctx.Close()
	ctx.Close()
	mustPanic(t, "closed context", func() { x.Add(x) })
	mustPanic(t, "closed context", func() { ctx.Int32(1) })
	mustPanic(t, "closed context", func() { _ = x.String() })
}

// TestRelease: terms the garbage collector finds unreachable have their Z3
// references dropped by the owner, and an unclosed, unreachable Context is
// freed.
func TestRelease(t *testing.T) {
	ctx := NewContext()
	defer ctx.Close()
	x := ctx.Int32Var("x")
	for i := 0; i < 10000; i++ {
		_ = x.Add(ctx.Int32(int32(i))).Mul(x).Lt(x)
	}
	// Each iteration made 5 terms; at least most of them must be released.
	deadline := time.Now().Add(10 * time.Second)
	for refsDropped.Load() < 40000 {
		if time.Now().After(deadline) {
			t.Fatalf("%d references dropped after GC", refsDropped.Load())
		}
		runtime.GC()
		time.Sleep(time.Millisecond)
		_ = x.Neg() // drains
	}
	// The solver and terms still work after the references were dropped.
	s := ctx.NewSolver()
	s.Assert(x.Add(ctx.Int32(1)).Lt(x))
	if s.Check() != Sat || s.Model().Int64(x) != math.MaxInt32 {
		t.Error("solving after release")
	}

	before := contextsFreed.Load()
	func() {
		c := NewContext()
		s := c.NewSolver()
		s.Assert(c.Int32Var("x").IsZero())
		s.Check()
		_ = s.Model()
	}()
	for contextsFreed.Load() == before {
		if time.Now().After(deadline) {
			t.Fatal("unreachable Context not freed")
		}
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
}

// TestKeepTerms: after KeepTerms no collected term queues its reference for
// release (a Context without it, the control, does), and the terms made
// before it still work.
func TestKeepTerms(t *testing.T) {
	queued := func(keep bool) int {
		ctx := NewContext()
		defer ctx.Close()
		x := ctx.Int32Var("x")
		if keep {
			ctx.KeepTerms()
		}
		for i := 0; i < 2000; i++ {
			_ = x.Add(ctx.Int32(int32(i))).Lt(x)
		}
		deadline := time.Now().Add(5 * time.Second)
		n := 0
		for time.Now().Before(deadline) {
			runtime.GC()
			time.Sleep(time.Millisecond)
			ctx.h.mu.Lock()
			n = len(ctx.h.dead)
			ctx.h.mu.Unlock()
			if n > 0 || keep && time.Now().After(deadline.Add(-4*time.Second)) {
				break
			}
		}
		s := ctx.NewSolver()
		s.Assert(x.Add(ctx.Int32(1)).Lt(x))
		if s.Check() != Sat || s.Model().Int64(x) != math.MaxInt32 {
			t.Errorf("keep %v: solving after the collections", keep)
		}
		return n
	}
	if n := queued(false); n == 0 {
		t.Fatal("control: no term queued for release without KeepTerms")
	}
	if n := queued(true); n != 0 {
		t.Errorf("%d chunks of terms queued for release after KeepTerms", n)
	}
}

// TestParallelContexts runs independent Contexts on several goroutines (run
// with -race).
func TestParallelContexts(t *testing.T) {
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 20; i++ {
				ctx := NewContext()
				x := ctx.Int32Var("x")
				s := ctx.NewSolver()
				k := int32(g*100 + i)
				s.Assert(x.Mul(ctx.Int32(3)).Eq(ctx.Int32(3*k)), x.Ge(ctx.Int32(0)), x.Le(ctx.Int32(1000)))
				if r := s.Check(); r != Sat {
					t.Errorf("goroutine %d: %v", g, r)
				} else if v := s.Model().Int64(x); v != int64(k) {
					t.Errorf("goroutine %d: x = %d, want %d", g, v, k)
				}
				ctx.Close()
			}
		}()
	}
	wg.Wait()
}

// expr is a random int expression over x and y, evaluated both by Z3 and
// by Go (with SMT-LIB's total division: x / 0 and x % 0 as in Div and Rem).
type expr struct {
	op   string
	kids []*expr
	c    int32
}

var (
	binOps = []string{"add", "sub", "mul", "div", "rem", "and", "or", "xor", "shl", "shr", "ushr", "ldiv", "ite"}
	unOps  = []string{"neg", "not", "i2b", "i2c", "i2s"}
	// Nested multiplications and divisions are hard to invert (bit-blasted
	// multipliers): the solving half of the test uses only these.
	easyOps = []string{"add", "sub", "and", "or", "xor", "shl", "shr", "ushr", "ite"}
)

func genExpr(r *rand.Rand, depth int, binOps []string) *expr {
	if depth == 0 || r.IntN(4) == 0 {
		switch r.IntN(3) {
		case 0:
			return &expr{op: "x"}
		case 1:
			return &expr{op: "y"}
		}
		if r.IntN(2) == 0 {
			return &expr{op: "c", c: values32[r.IntN(len(values32))]}
		}
		return &expr{op: "c", c: int32(r.IntN(21) - 10)}
	}
	if r.IntN(4) == 0 {
		return &expr{op: unOps[r.IntN(len(unOps))], kids: []*expr{genExpr(r, depth-1, binOps)}}
	}
	e := &expr{op: binOps[r.IntN(len(binOps))], kids: []*expr{genExpr(r, depth-1, binOps), genExpr(r, depth-1, binOps)}}
	if e.op == "ite" {
		e.kids = append(e.kids, genExpr(r, depth-1, binOps), genExpr(r, depth-1, binOps))
	}
	return e
}

func sdiv[T int32 | int64](a, b T) T {
	if b == 0 {
		if a >= 0 {
			return -1
		}
		return 1
	}
	return a / b
}

func srem[T int32 | int64](a, b T) T {
	if b == 0 {
		return a
	}
	return a % b
}

func (e *expr) eval(x, y int32) int32 {
	switch e.op {
	case "x":
		return x
	case "y":
		return y
	case "c":
		return e.c
	}
	a := e.kids[0].eval(x, y)
	switch e.op {
	case "neg":
		return -a
	case "not":
		return ^a
	case "i2b":
		return int32(int8(a))
	case "i2c":
		return int32(uint16(a))
	case "i2s":
		return int32(int16(a))
	}
	b := e.kids[1].eval(x, y)
	switch e.op {
	case "add":
		return a + b
	case "sub":
		return a - b
	case "mul":
		return a * b
	case "div":
		return sdiv(a, b)
	case "rem":
		return srem(a, b)
	case "and":
		return a & b
	case "or":
		return a | b
	case "xor":
		return a ^ b
	case "shl":
		return a << (uint(b) & 31)
	case "shr":
		return a >> (uint(b) & 31)
	case "ushr":
		return int32(uint32(a) >> (uint(b) & 31))
	case "ldiv":
		return int32(sdiv(int64(a)<<20, int64(b)))
	case "ite":
		if a < b {
			return e.kids[2].eval(x, y)
		}
		return e.kids[3].eval(x, y)
	}
	panic(e.op)
}

func (e *expr) build(ctx *Context, x, y BV) BV {
	switch e.op {
	case "x":
		return x
	case "y":
		return y
	case "c":
		return ctx.Int32(e.c)
	}
	a := e.kids[0].build(ctx, x, y)
	switch e.op {
	case "neg":
		return a.Neg()
	case "not":
		return a.Not()
	case "i2b":
		return a.I2B()
	case "i2c":
		return a.I2C()
	case "i2s":
		return a.I2S()
	}
	b := e.kids[1].build(ctx, x, y)
	switch e.op {
	case "add":
		return a.Add(b)
	case "sub":
		return a.Sub(b)
	case "mul":
		return a.Mul(b)
	case "div":
		return a.Div(b)
	case "rem":
		return a.Rem(b)
	case "and":
		return a.And(b)
	case "or":
		return a.Or(b)
	case "xor":
		return a.Xor(b)
	case "shl":
		return a.Shl(b)
	case "shr":
		return a.Shr(b)
	case "ushr":
		return a.UShr(b)
	case "ldiv":
		return a.I2L().Shl(ctx.Int32(20)).Div(b.I2L()).L2I()
	case "ite":
		return a.Lt(b).Ite(e.kids[2].build(ctx, x, y), e.kids[3].build(ctx, x, y))
	}
	panic(e.op)
}

// TestRandomExpressions checks Z3 against Go's evaluation of random
// expressions, both ways: pinning the inputs and reading the value from
// the model, and solving for a reachable value and evaluating the model's
// inputs in Go.
func TestRandomExpressions(t *testing.T) {
	n := 200
	if testing.Short() {
		n = 50
	}
	r := rand.New(rand.NewPCG(1, 2))
	ctx := NewContext()
	defer ctx.Close()
	s := ctx.NewSolver()
	s.SetTimeout(5 * time.Second)
	x, y := ctx.Int32Var("x"), ctx.Int32Var("y")
	pick := func() int32 {
		if r.IntN(2) == 0 {
			return values32[r.IntN(len(values32))]
		}
		return int32(r.Uint32())
	}
	unknown := 0
	for i := 0; i < n; i++ {
		e := genExpr(r, 4, binOps)
		z := e.build(ctx, x, y)
		vx, vy := pick(), pick()
		want := e.eval(vx, vy)

		s.Push()
		s.Assert(x.Eq(ctx.Int32(vx)), y.Eq(ctx.Int32(vy)))
		if res := s.Check(); res != Sat {
			t.Fatalf("pinned inputs: %v", res)
		}
		if got := int32(s.Model().Int64(z)); got != want {
			t.Errorf("%v at x=%d y=%d: z3 %d, go %d", z, vx, vy, got, want)
		}
		s.Pop(1)

		// Solving: the value at (vx, vy) is reachable; any inputs Z3 finds
		// for it must give it in Go too.
		if i%3 != 0 {
			e = genExpr(r, 4, easyOps)
		} else {
			e = genExpr(r, 2, binOps)
		}
		z = e.build(ctx, x, y)
		want = e.eval(vx, vy)
		s.Push()
		s.Assert(z.Eq(ctx.Int32(want)))
		switch res := s.Check(); res {
		case Sat:
			m := s.Model()
			mx, my := int32(m.Int64(x)), int32(m.Int64(y))
			if got := e.eval(mx, my); got != want {
				t.Errorf("%v == %d at x=%d y=%d, but go evaluates %d", z, want, mx, my, got)
			}
		case Unknown:
			unknown++
		default:
			t.Errorf("%v == %d (reached at x=%d y=%d): %v", z, want, vx, vy, res)
		}
		s.Pop(1)
	}
	// Unknown is no wrong answer: the timeout is wall-clock time, which a
	// loaded machine stretches. Only a majority of them is suspicious.
	if unknown > n/2 {
		t.Errorf("%d of %d checks unknown", unknown, n)
	}
	t.Logf("%d expressions, %d solving checks unknown", n, unknown)
}

func mustPanic(t *testing.T, what string, f func()) {
	t.Helper()
	defer func() {
		if recover() == nil {
			t.Errorf("%s: no panic", what)
		}
	}()
	f()
}
