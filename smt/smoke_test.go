package smt

import "testing"

func TestSmoke(t *testing.T) {
	ctx := NewContext()
	defer ctx.Close()
	x := ctx.Int32Var("x")
	s := ctx.NewSolver()
	s.Assert(x.Add(ctx.Int32(1)).Lt(x))
	t.Log(s.String())
	r := s.Check()
	m := s.Model()
	t.Log(r, m.Int64(x), m.Assignments(), m.String(), Version())
	t.Log(x.Shl(ctx.Int32(33)).Simplify(), x.I2L().Shr(ctx.Int32Var("n")), x.I2B().Cmp(x))
}
