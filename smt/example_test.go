package smt_test

import (
	"fmt"

	"weft/smt"
)

// A symbolic-execution step: the path so far took `if (x > 0)` and
// `if (100 / y == x)`; can the next branch `if (x + 1 < x)` be taken?
func Example() {
	ctx := smt.NewContext()
	defer ctx.Close()
	x, y := ctx.Int32Var("x"), ctx.Int32Var("y")

	s := ctx.NewSolver()
	s.Assert(x.Gt(ctx.Int32(0)))
	s.Assert(y.NonZero(), ctx.Int32(100).Div(y).Eq(x)) // Java would throw at y == 0

	s.Push()
	s.Assert(x.Add(ctx.Int32(1)).Lt(x))
	fmt.Println("overflow branch:", s.Check())
	s.Pop(1)

	s.Push()
	s.Assert(x.Eq(ctx.Int32(7)))
	fmt.Println("x == 7:", s.Check())
	m := s.Model()
	v := m.Int64(y)
	fmt.Println("y is 13 or 14:", v == 13 || v == 14, "100 / y =", m.Int64(ctx.Int32(100).Div(y)))
	s.Pop(1)
	// Output:
	// overflow branch: unsat
	// x == 7: sat
	// y is 13 or 14: true 100 / y = 7
}

func ExampleBV_String() {
	ctx := smt.NewContext()
	defer ctx.Close()
	b := ctx.Int32Var("b")
	fmt.Println(b.Shl(ctx.Int32(33)).I2L())
	// Output: ((_ sign_extend 32) (bvshl b (bvand #x00000021 #x0000001f)))
}

func ExampleModel_Assignments() {
	ctx := smt.NewContext()
	defer ctx.Close()
	i, l := ctx.Int32Var("i"), ctx.Int64Var("l")
	s := ctx.NewSolver()
	s.Assert(i.Eq(ctx.Int32(-3)), l.Eq(i.I2L().Mul(ctx.Int64(1<<40))))
	s.Check()
	for _, a := range s.Model().Assignments() {
		fmt.Printf("%s (%d bits) = %d\n", a.Name, a.Width, a.Value)
	}
	// Output:
	// i (32 bits) = -3
	// l (64 bits) = -3298534883328
}
