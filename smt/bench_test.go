package smt

import (
	"runtime"
	"testing"
)

// cpuMetric reports the thread CPU time per operation as cpu-ns/op, beside
// the wall time: Z3 runs on the calling thread. Call it as
// defer cpuMetric(b)() before the loop.
func cpuMetric(b *testing.B) func() {
	runtime.LockOSThread()
	start, ok := threadCPU()
	return func() {
		end, _ := threadCPU()
		runtime.UnlockOSThread()
		if ok && b.N > 0 {
			b.ReportMetric(float64(end-start)/float64(b.N), "cpu-ns/op")
		}
	}
}

// pathConstraint builds the path condition of a typical symbolic run: the
// branch conditions, as taken, of a method over three int inputs run with
// a = 17, b = -4, c = 1000 (every condition holds there). A DSE explorer
// asserts a prefix and negates the next condition.
func pathConstraint(ctx *Context) (in []BV, path []Bool) {
	a, b, c := ctx.Int32Var("a"), ctx.Int32Var("b"), ctx.Int32Var("c")
	k := ctx.Int32
	path = []Bool{
		a.Gt(k(0)),
		a.Lt(k(100)),
		b.NonZero(),
		b.Ge(k(-10)),
		a.Div(b).Lt(k(0)),
		a.Rem(k(5)).Eq(k(2)),
		a.Add(b).Mul(k(2)).Gt(k(20)),
		c.Shr(k(3)).Eq(k(125)),
		c.And(k(0xff)).NonZero(),
		a.Xor(c).Gt(k(1000)),
		c.I2L().Add(ctx.Int64(1 << 40)).Gt(ctx.Int64(0)),
		c.Sub(a.Mul(k(10))).Gt(k(800)),
		c.I2B().Eq(k(-24)),
		a.Add(b).Add(c).Eq(k(1013)),
	}
	return []BV{a, b, c}, path
}

func TestPathConstraint(t *testing.T) {
	ctx := NewContext()
	defer ctx.Close()
	in, path := pathConstraint(ctx)
	s := ctx.NewSolver()
	s.Assert(path...)
	if r := s.Check(); r != Sat {
		t.Fatalf("path: %v", r)
	}
	s.Reset()
	n := len(path) - 1
	s.Assert(path[:n]...)
	s.Assert(path[n].Not())
	if r := s.Check(); r != Sat {
		t.Fatalf("negated last branch: %v", r)
	}
	m := s.Model()
	a, b, c := int32(m.Int64(in[0])), int32(m.Int64(in[1])), int32(m.Int64(in[2]))
	if a+b+c == 1013 || b == 0 || a/b >= 0 || int8(c) != -24 {
		t.Errorf("model a=%d b=%d c=%d does not follow the new path", a, b, c)
	}
}

// BenchmarkBuildPath: building the 15 branch conditions (about 60 terms).
func BenchmarkBuildPath(b *testing.B) {
	ctx := NewContext()
	defer ctx.Close()
	defer cpuMetric(b)()
	for b.Loop() {
		pathConstraint(ctx)
	}
}

// BenchmarkCheckPathFresh: a fresh solver per query, as an explorer that
// solves each target's path constraint independently would.
func BenchmarkCheckPathFresh(b *testing.B) {
	ctx := NewContext()
	defer ctx.Close()
	in, path := pathConstraint(ctx)
	n := len(path) - 1
	neg := path[n].Not()
	defer cpuMetric(b)()
	for b.Loop() {
		s := ctx.NewSolver()
		s.Assert(path[:n]...)
		s.Assert(neg)
		if s.Check() != Sat {
			b.Fatal("unsat")
		}
		m := s.Model()
		for _, x := range in {
			m.Int64(x)
		}
		m.Close()
		s.Close()
	}
}

// BenchmarkCheckPathIncremental: the prefix asserted once, each query in a
// Push/Pop scope.
func BenchmarkCheckPathIncremental(b *testing.B) {
	ctx := NewContext()
	defer ctx.Close()
	in, path := pathConstraint(ctx)
	n := len(path) - 1
	neg := path[n].Not()
	s := ctx.NewSolver()
	s.Assert(path[:n]...)
	defer cpuMetric(b)()
	for b.Loop() {
		s.Push()
		s.Assert(neg)
		if s.Check() != Sat {
			b.Fatal("unsat")
		}
		m := s.Model()
		for _, x := range in {
			m.Int64(x)
		}
		m.Close()
		s.Pop(1)
	}
}

// BenchmarkCheckPathNewContext: everything from scratch, Context included.
func BenchmarkCheckPathNewContext(b *testing.B) {
	defer cpuMetric(b)()
	for b.Loop() {
		ctx := NewContext()
		in, path := pathConstraint(ctx)
		n := len(path) - 1
		s := ctx.NewSolver()
		s.Assert(path[:n]...)
		s.Assert(path[n].Not())
		if s.Check() != Sat {
			b.Fatal("unsat")
		}
		m := s.Model()
		for _, x := range in {
			m.Int64(x)
		}
		ctx.Close()
	}
}

func BenchmarkNewContext(b *testing.B) {
	defer cpuMetric(b)()
	for b.Loop() {
		NewContext().Close()
	}
}
