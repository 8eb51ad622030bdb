// Package synth generates the "synthetic" benchmark programs of the
// unfolding papers: threads that perform randomly chosen sequences of
// operations on input values and on shared global variables, with branches
// on the inputs (ASE 2012 paper §5.2, dissertation §8.2; seeds/002 and
// seeds/000). The generated Java is deterministic for a seed, so a seed and
// the sizes identify a program; the ones committed under benchmarks/suiteB
// are listed in [Suite].
//
// A thread's operations are, at random: read a global into a local, write a
// global, arithmetic on locals and inputs, an if/else on inputs or locals,
// and a synchronized block on one of two locks (nested at most two deep).
// Every shared access is a statement of its own; conditions and arithmetic
// only use locals, inputs and constants. There are no loops and no
// division, so every run terminates without exceptions; the only possible
// failure is a deadlock, when two threads nest the two locks in opposite
// orders (see [Program.LockOrderInversion]).
package synth

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Params identify a generated program.
type Params struct {
	Package string // Java package of the generated Main; "" means synth<seed>
	Seed    int64
	Threads int
	Ops     int // statements per thread, nested ones included
	Globals int // shared int variables g0, g1, ...
	Inputs  int // calls to weft.Input.intValue, spread round-robin over threads
}

// Suite lists the synthetic programs committed under benchmarks/suiteB
// (synthetic-1..3 of Table 1 of the ASE 2012 paper and of Table 8.1 of the
// dissertation; as there, synthetic-1 reads no inputs). The seeds were
// chosen so that synthetic2 has a reachable deadlock (the dissertation's
// Table 8.2 finds one in Synthetic 2), the other two have none, and the
// numbers of Mazurkiewicz traces are of the order of the papers' (a rough
// count, summing over all combinations of branch outcomes: about 1.3, 1.8
// and 14 thousand).
var Suite = []Params{
	{Package: "synthetic1", Seed: 30, Threads: 3, Ops: 8, Globals: 3, Inputs: 0},
	{Package: "synthetic2", Seed: 116, Threads: 3, Ops: 8, Globals: 3, Inputs: 3},
	{Package: "synthetic3", Seed: 17, Threads: 4, Ops: 6, Globals: 3, Inputs: 8},
}

// numLocks is the number of lock objects a program synchronizes on.
const numLocks = 2

// numLocals is the number of int locals r0, r1, ... of each thread.
const numLocals = 3

// Generate returns the Java source of package synth<seed> (synthm<-seed>
// for negative seeds), class Main, for the given sizes.
func Generate(seed int64, threads, opsPerThread, globals, inputs int) string {
	return Build(Params{Seed: seed, Threads: threads, Ops: opsPerThread, Globals: globals, Inputs: inputs}).Source()
}

// Program is a generated program.
type Program struct {
	Params
	threads []*thread
}

type thread struct {
	inputs []int // indexes of the inputs this thread reads
	body   []stmt
}

// Build generates the program for p. Sizes below their minimum are raised
// to it (one thread, one global; zero operations and inputs are allowed).
func Build(p Params) *Program {
	p.Threads = max(p.Threads, 1)
	p.Globals = max(p.Globals, 1)
	p.Ops = max(p.Ops, 0)
	p.Inputs = max(p.Inputs, 0)
	if p.Package == "" {
		if p.Seed < 0 {
			p.Package = fmt.Sprintf("synthm%d", -p.Seed)
		} else {
			p.Package = fmt.Sprintf("synth%d", p.Seed)
		}
	}
	// PCG is a fully specified generator, so a seed means the same program
	// in every Go release.
	g := &gen{rnd: rand.New(rand.NewPCG(uint64(p.Seed), 0x5eed_5eed)), p: p}
	prog := &Program{Params: p}
	for t := 0; t < p.Threads; t++ {
		th := &thread{}
		for k := t; k < p.Inputs; k += p.Threads {
			th.inputs = append(th.inputs, k)
		}
		g.th, g.assigned = th, nil
		th.body = g.block(p.Ops, -1, 0)
		prog.threads = append(prog.threads, th)
	}
	return prog
}

// Statements. Locals are r0..r2, inputs in<k>, globals g<k>, locks lock<k>.
type stmt interface{ isStmt() }

type (
	readStmt  struct{ local, global int } // r = g;
	writeStmt struct {                    // g = e;
		global int
		e      expr
	}
	assignStmt struct { // r = e;
		local int
		e     expr
	}
	ifStmt struct {
		c         cond
		then, els []stmt
	}
	syncStmt struct {
		lock int
		body []stmt
	}
)

func (readStmt) isStmt()   {}
func (writeStmt) isStmt()  {}
func (assignStmt) isStmt() {}
func (ifStmt) isStmt()     {}
func (syncStmt) isStmt()   {}

// term is a constant, a local or an input.
type term struct {
	kind byte // 'c', 'r' or 'i'
	n    int
}

// expr is a, or a op b.
type expr struct {
	a  term
	op string // "" for a single term
	b  term
}

type cond struct {
	e   expr
	rel string
	k   term
}

type gen struct {
	rnd      *rand.Rand
	p        Params
	th       *thread
	assigned []int // locals of the current thread assigned so far
}

// block generates statements using up to budget statements in all; held
// is the innermost lock held (-1 for none) and depth the number held.
func (g *gen) block(budget, held, depth int) []stmt {
	var out []stmt
	for budget > 0 {
		s, used := g.stmt(budget, held, depth)
		out = append(out, s)
		budget -= used
	}
	return out
}

func (g *gen) stmt(budget, held, depth int) (stmt, int) {
	type choice struct {
		kind   byte
		weight int
	}
	choices := []choice{{'R', 3}, {'W', 3}, {'A', 2}}
	if budget >= 2 {
		// A condition needs something that varies: an input, or a local
		// that has been given a value.
		if len(g.th.inputs) > 0 || len(g.assigned) > 0 {
			choices = append(choices, choice{'I', 2})
		}
		if depth < 2 {
			choices = append(choices, choice{'S', 2})
		}
	}
	total := 0
	for _, c := range choices {
		total += c.weight
	}
	pick := g.rnd.IntN(total)
	var kind byte
	for _, c := range choices {
		if pick < c.weight {
			kind = c.kind
			break
		}
		pick -= c.weight
	}
	switch kind {
	case 'R':
		s := readStmt{local: g.rnd.IntN(numLocals), global: g.rnd.IntN(g.p.Globals)}
		g.assign(s.local)
		return s, 1
	case 'W':
		return writeStmt{global: g.rnd.IntN(g.p.Globals), e: g.expr()}, 1
	case 'A':
		s := assignStmt{local: g.rnd.IntN(numLocals), e: g.expr()}
		if s.e.op == "" && s.e.a == (term{kind: 'r', n: s.local}) {
			s.e.op, s.e.b = "+", term{kind: 'c', n: 1} // not a no-op
		}
		g.assign(s.local)
		return s, 1
	case 'I':
		inner := 1 + g.rnd.IntN(min(3, budget-1))
		s := ifStmt{c: g.cond(), then: g.block(inner, held, depth)}
		used := 1 + inner
		if rest := budget - used; rest > 0 && g.rnd.IntN(2) == 0 {
			n := 1 + g.rnd.IntN(min(2, rest))
			s.els = g.block(n, held, depth)
			used += n
		}
		return s, used
	default: // 'S'
		lock := g.rnd.IntN(numLocks)
		if lock == held {
			lock = (lock + 1) % numLocks
		}
		inner := 1 + g.rnd.IntN(min(3, budget-1))
		return syncStmt{lock: lock, body: g.block(inner, lock, depth+1)}, 1 + inner
	}
}

func (g *gen) assign(local int) {
	for _, r := range g.assigned {
		if r == local {
			return
		}
	}
	g.assigned = append(g.assigned, local)
}

// local picks a local, preferring ones that already hold a value.
func (g *gen) local() term {
	if len(g.assigned) > 0 && g.rnd.IntN(4) > 0 {
		return term{kind: 'r', n: g.assigned[g.rnd.IntN(len(g.assigned))]}
	}
	return term{kind: 'r', n: g.rnd.IntN(numLocals)}
}

func (g *gen) input() term {
	return term{kind: 'i', n: g.th.inputs[g.rnd.IntN(len(g.th.inputs))]}
}

func (g *gen) constant() term { return term{kind: 'c', n: g.rnd.IntN(41) - 10} }

// variable is a local or, if the thread has any, an input.
func (g *gen) variable() term {
	if len(g.th.inputs) > 0 && g.rnd.IntN(2) == 0 {
		return g.input()
	}
	return g.local()
}

func (g *gen) expr() expr {
	if g.rnd.IntN(4) == 0 {
		return expr{a: g.constant()}
	}
	e := expr{a: g.variable()}
	switch g.rnd.IntN(4) {
	case 0: // a single variable
	case 1:
		e.op, e.b = "*", term{kind: 'c', n: 2 + g.rnd.IntN(5)} // linear only
	default:
		e.op = [...]string{"+", "-"}[g.rnd.IntN(2)]
		if e.b = g.variable(); e.b == e.a || g.rnd.IntN(2) == 0 {
			e.b = g.constant()
		}
	}
	return e
}

// cond prefers the thread's inputs, so that exploring inputs matters.
func (g *gen) cond() cond {
	var c cond
	if len(g.th.inputs) > 0 && (len(g.assigned) == 0 || g.rnd.IntN(3) > 0) {
		c.e = expr{a: g.input()}
		if len(g.assigned) > 0 && g.rnd.IntN(2) == 0 {
			c.e.op, c.e.b = "+", g.local()
		}
	} else {
		c.e = expr{a: term{kind: 'r', n: g.assigned[g.rnd.IntN(len(g.assigned))]}}
	}
	c.rel = [...]string{"<", "<=", ">", ">=", "==", "!="}[g.rnd.IntN(6)]
	if c.k = g.local(); c.k == c.e.a || g.rnd.IntN(4) > 0 {
		c.k = term{kind: 'c', n: g.rnd.IntN(61) - 20}
	}
	return c
}

// LockOrderInversion reports whether two different threads nest the two
// locks in opposite orders, and whether both such nestings lie outside any
// if statement. With no inversion the program cannot deadlock (it has no
// other blocking operation). With an unconditional one it can: run the
// second thread up to its outer lock, then the first into its outer lock;
// neither prefix blocks, as no lock is held while a prefix runs, and then
// each thread waits for the lock the other holds.
func (p *Program) LockOrderInversion() (inversion, unconditional bool) {
	type nesting struct{ outer, inner int }
	type found struct{ any, uncond bool }
	per := make([]map[nesting]found, len(p.threads))
	for t, th := range p.threads {
		m := map[nesting]found{}
		var walk func(ss []stmt, held int, cond bool)
		walk = func(ss []stmt, held int, cond bool) {
			for _, s := range ss {
				switch s := s.(type) {
				case ifStmt:
					walk(s.then, held, true)
					walk(s.els, held, true)
				case syncStmt:
					if held >= 0 && held != s.lock {
						f := m[nesting{held, s.lock}]
						f.any = true
						f.uncond = f.uncond || !cond
						m[nesting{held, s.lock}] = f
					}
					walk(s.body, s.lock, cond)
				}
			}
		}
		walk(th.body, -1, false)
		per[t] = m
	}
	for a := range per {
		for b := range per {
			if a == b {
				continue
			}
			for n, fa := range per[a] {
				fb, ok := per[b][nesting{n.inner, n.outer}]
				if !ok {
					continue
				}
				inversion = true
				if fa.uncond && fb.uncond {
					unconditional = true
				}
			}
		}
	}
	return inversion, unconditional
}

// Source returns the Java source of the program.
func (p *Program) Source() string {
	var w strings.Builder
	pf := func(indent int, format string, args ...any) {
		w.WriteString(strings.Repeat("    ", indent))
		fmt.Fprintf(&w, format, args...)
		w.WriteByte('\n')
	}
	pf(0, "package %s;", p.Package)
	pf(0, "")
	if p.Inputs > 0 {
		pf(0, "import weft.Input;")
		pf(0, "")
	}
	pf(0, "/*")
	pf(0, " * Generated by weft/benchmarks/synth; do not edit. Regenerate with")
	pf(0, " *   go run ./benchmarks/synth/cmd/synthgen -seed %d -threads %d -ops %d -globals %d -inputs %d -pkg %s",
		p.Seed, p.Threads, p.Ops, p.Globals, p.Inputs, p.Package)
	pf(0, " * Threads performing random operations on inputs and shared globals.")
	pf(0, " */")
	pf(0, "public class Main {")
	for k := 0; k < p.Globals; k++ {
		pf(1, "static int g%d;", k)
	}
	for k := 0; k < numLocks; k++ {
		pf(1, "static final Object lock%d = new Object();", k)
	}
	for t, th := range p.threads {
		pf(0, "")
		pf(1, "static class T%d extends Thread {", t)
		pf(2, "public void run() {")
		for _, k := range th.inputs {
			pf(3, "int in%d = Input.intValue();", k)
		}
		for r := 0; r < numLocals; r++ {
			pf(3, "int r%d = 0;", r)
		}
		writeBlock(pf, th.body, 3)
		pf(2, "}")
		pf(1, "}")
	}
	pf(0, "")
	pf(1, "public static void main(String[] args) throws InterruptedException {")
	var news []string
	for t := range p.threads {
		news = append(news, fmt.Sprintf("new T%d()", t))
	}
	pf(2, "Thread[] ts = {%s};", strings.Join(news, ", "))
	pf(2, "for (int i = 0; i < ts.length; i++) {")
	pf(3, "ts[i].start();")
	pf(2, "}")
	// No join and no read of the globals afterwards: the papers' programs
	// end with their threads (a main that joins every thread and reads
	// the shared state depends on every thread's outcome, which multiplies
	// the tests of an unfolding; see suiteB/README.md).
	pf(1, "}")
	pf(0, "}")
	return w.String()
}

func writeBlock(pf func(int, string, ...any), ss []stmt, indent int) {
	for _, s := range ss {
		switch s := s.(type) {
		case readStmt:
			pf(indent, "r%d = g%d;", s.local, s.global)
		case writeStmt:
			pf(indent, "g%d = %s;", s.global, s.e)
		case assignStmt:
			pf(indent, "r%d = %s;", s.local, s.e)
		case ifStmt:
			pf(indent, "if (%s %s %s) {", s.c.e, s.c.rel, s.c.k)
			writeBlock(pf, s.then, indent+1)
			if len(s.els) > 0 {
				pf(indent, "} else {")
				writeBlock(pf, s.els, indent+1)
			}
			pf(indent, "}")
		case syncStmt:
			pf(indent, "synchronized (lock%d) {", s.lock)
			writeBlock(pf, s.body, indent+1)
			pf(indent, "}")
		}
	}
}

func (t term) String() string {
	switch t.kind {
	case 'c':
		if t.n < 0 {
			return fmt.Sprintf("(%d)", t.n)
		}
		return fmt.Sprint(t.n)
	case 'i':
		return fmt.Sprintf("in%d", t.n)
	default:
		return fmt.Sprintf("r%d", t.n)
	}
}

func (e expr) String() string {
	if e.op == "" {
		return e.a.String()
	}
	return e.a.String() + " " + e.op + " " + e.b.String()
}
