// Package smt is a thin cgo binding to the Z3 SMT solver's C API, covering
// what weft's dynamic symbolic execution needs: quantifier-free formulas
// over 32- and 64-bit bit-vectors with Java's arithmetic, an incremental
// solver, and models.
//
// # Requirements
//
// The package links against libz3 (Z3 4.8.12 or later) with
// `#cgo LDFLAGS: -lz3` and `#include <z3.h>`. If the build fails on that
// include or on the link, install the library:
//
//	sudo apt-get install -y libz3-dev
//
// (`make deps` at the repository root checks for it.) The package imports
// nothing else of weft's.
//
// # Terms
//
// A [Context] owns everything made from it. Terms are immutable values of
// two types: [BV], a bit-vector of 1 to 64 bits (a Java int is 32 bits, a
// long 64; byte, short, char and boolean values are ints in the JVM), and
// [Bool], a condition. Constructors live on the Context ([Context.Int32],
// [Context.Int64Var], [Context.BoolVar], [Context.And], ...), operations on
// the terms:
//
//	ctx := smt.NewContext()
//	defer ctx.Close()
//	x := ctx.Int32Var("x")
//	cond := x.Add(ctx.Int32(1)).Lt(x) // x + 1 < x: true only at MAX_VALUE
//
// A symbolic input of a narrow type is a narrow variable widened the way
// the JVM widens it: a byte is ctx.BVVar(name, 8).SignExtend(32), a short
// BVVar(name, 16).SignExtend(32), a char BVVar(name, 16).ZeroExtend(32),
// and a boolean BoolVar(name).Ite(ctx.Int32(1), ctx.Int32(0)); the model
// then gives values in the type's range.
//
// The operations follow the JVM instructions that Java code compiles to:
//
//   - Add, Sub, Mul and Neg wrap around (iadd, isub, imul, ineg, and the
//     long forms).
//   - [BV.Div] and [BV.Rem] are Java's / and % (idiv, irem): they truncate
//     toward zero, like Go's, and are SMT-LIB bvsdiv and bvsrem.
//     Integer.MIN_VALUE / -1 is MIN_VALUE and MIN_VALUE % -1 is 0 in Java,
//     in Go and in Z3 alike. Division by zero throws in Java but is a
//     total function in SMT-LIB, so the caller guards it: assert
//     [BV.NonZero] of the divisor on the path that divides, and
//     [BV.IsZero] on the path that throws.
//   - [BV.Shl], [BV.Shr] and [BV.UShr] are <<, >> and >>>: the count is
//     masked with 31 for an int and 63 for a long, and may be an int when
//     the value is a long.
//   - And, Or, Xor, Not are bitwise; [BV.SignExtend], [BV.ZeroExtend] and
//     [BV.Extract] change widths, and [BV.I2L], [BV.L2I], [BV.I2B],
//     [BV.I2C], [BV.I2S] are the conversions of the same names.
//   - Comparisons give Bools: Eq, Ne, signed Lt, Le, Gt, Ge and unsigned
//     ULt, ULe, UGt, UGe; [BV.Cmp] is lcmp.
//   - Bools combine with And, Or, Not, Implies, Iff, Xor, and choose
//     between terms with [Bool.Ite] and [Bool.IteBool].
//
// Every term prints in SMT-LIB syntax with String, for debugging.
// Misuse (mixing widths or Contexts, a closed Context) panics with a string
// starting "smt: "; an operation Z3 rejects panics with an [*Error].
//
// # Solving
//
// A [Solver] (Z3's SMT kernel) holds assertions in scopes ([Solver.Push],
// [Solver.Pop]);
// [Solver.Check] returns [Sat], [Unsat] or [Unknown] (see
// [Solver.SetTimeout] and [Solver.ReasonUnknown]); after Sat,
// [Solver.Model] evaluates terms: [Model.Int64] reads a value as a signed
// number of the term's width, and [Model.Assignments] lists the variables.
//
//	s := ctx.NewSolver()
//	s.Assert(cond)
//	if s.Check() == smt.Sat {
//		fmt.Println(s.Model().Int64(x)) // 2147483647
//	}
//
// An explorer can keep one solver per path prefix and check each target in
// a Push/Pop scope, or make a fresh solver per check; both are cheap to set
// up (BenchmarkCheckPathFresh and BenchmarkCheckPathIncremental in
// bench_test.go time a 14-branch path condition over three ints), and an
// incremental solver reuses what it learnt about the prefix. Checks are
// dominated by multiplications and divisions of two symbolic values, which
// Z3 solves by bit-blasting.
//
// # Lifetimes and threads
//
// Contexts are made with Z3_mk_context_rc: each Go object holds one Z3
// reference. [Context.Close] frees the Z3 context and all its objects at
// once; it is the one call a user must make. Terms are released by the Go
// garbage collector: their Z3 references are dropped at the next operation
// on the Context, in chunks of 32 consecutively made terms once none of the
// chunk is reachable. Solvers and models may also be closed early.
// [Context.KeepTerms] keeps the terms made after it until Close instead, so
// that what the context holds, and so the models it finds, does not depend
// on when the collector ran (package dse keeps one Context per exploration
// this way).
//
// A Context and its objects must be used by one goroutine at a time.
// Distinct Contexts are independent and may run in parallel.
package smt
