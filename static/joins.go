package static

import (
	"maps"
	"slices"
	"strings"

	"weft/classfile"
)

// Joins of executor tasks beyond a single Future's get, found in the IR of
// one method (package mhp makes them join nodes of the PEG):
//
//   - a drain loop (drainLoops): for (Future f : futures) f.get(), where
//     futures is a local collection that every Future a submit call of the
//     method returns is added to at once (futures.add(pool.submit(...)));
//     when the loop leaves through its hasNext() test, every Future it
//     held has been waited for, so the tasks of those submit calls have
//     ended. The join is on that exit edge, not at the get: inside the
//     loop the later Futures may still be running, and a break, a return
//     or an exception leaves by another edge and joins nothing;
//   - an awaitTermination whose result is tested (awaitJoins): on the
//     edge taken when it returned true, the executor has terminated, so
//     every task submitted to it (through the same local variable) has
//     ended. When it returns false (its timeout) tasks may still run, and
//     an untested call joins nothing.
//
// Like Thread.join and Future.get, such a join ends every instance of the
// joined abstract thread (the thesis's model: a task thread stands for
// all the tasks one submit call starts). The collection and the executor
// must be local variables with a single definition whose every use is
// one of the calls above (no remove, no clear, not passed elsewhere), so
// that what was added is what the loop takes.

// DrainLoop is a loop that waits for each element of local collection
// List: leaving by the header's hasNext() test (the edge to Exit), every
// element has been waited for. Sources are the calls of the method whose
// results are added to List as soon as they return (submit, supplyAsync,
// runAsync).
//
// When List is loaded from a field (Loaded) rather than made in the
// method, Sources is nil and Iter is the loop's iterator: the calls whose
// results go to that list are in other methods (Analysis.HeldTasks).
//
// Indexed: the loop is for (i = 0; i < list.size(); i++)
// list.get(i).get(), whose header reads the field and its size every
// round (Iter is nil).
type DrainLoop struct {
	Header, Exit *Block
	List         *Var
	Sources      []*Call
	Loaded       bool
	Iter         *Var
	Indexed      bool
}

// AwaitJoin is a tested awaitTermination call: on the edge from Header to
// Then the executor of local variable Executor has terminated. Sources
// are the calls of the method that handed tasks to that executor.
// Loaded: Executor is loaded from a field, and the calls that hand tasks
// to its executor may be anywhere (Analysis.ExecutorTasks).
type AwaitJoin struct {
	Header, Then *Block
	Call         *Call
	Executor     *Var
	Sources      []*Call
	Loaded       bool
}

// defs maps each variable of f with a single definition (not a parameter)
// to its defining instruction.
func defs(f *Function) map[*Var]Instruction {
	out := map[*Var]Instruction{}
	bad := map[*Var]bool{}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			d := in.Def()
			if d == nil || d.Param {
				continue
			}
			if _, dup := out[d]; dup {
				bad[d] = true
			}
			out[d] = in
		}
	}
	for v := range bad {
		delete(out, v)
	}
	return out
}

// root follows copies (Assign, CheckCast) of single-definition variables
// back to the variable whose definition is something else; nil when a
// variable on the way has several definitions (or is a parameter).
func root(d map[*Var]Instruction, v Value) *Var {
	x, ok := v.(*Var)
	for i := 0; ok && i < 64; i++ {
		in, found := d[x]
		if !found {
			return nil
		}
		switch in := in.(type) {
		case *Assign:
			x, ok = in.Src.(*Var)
		case *CheckCast:
			x, ok = in.X.(*Var)
		default:
			return x
		}
	}
	return nil
}

// callOn reports whether in is a call of name with descriptor desc (any
// when "") whose receiver's root is r.
func callOn(d map[*Var]Instruction, in Instruction, r *Var, name, desc string) (*Call, bool) {
	c, ok := in.(*Call)
	if !ok || c.Kind == Static || len(c.Args) == 0 || c.Method.Name != name || (desc != "" && c.Method.Desc != desc) {
		return nil, false
	}
	return c, root(d, c.Args[0]) == r
}

// localUses reports whether every use of root variable r (and of its
// copies) in f is a copy or a call on it named in ok, and returns those
// calls.
func localUses(f *Function, d map[*Var]Instruction, r *Var, ok map[string]bool) ([]*Call, bool) {
	var calls []*Call
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for i, x := range in.Operands() {
				if v, isVar := x.(*Var); !isVar || root(d, v) != r {
					continue
				}
				switch in := in.(type) {
				case *Assign, *CheckCast:
					continue
				case *Call:
					if i == 0 && in.Kind != Static && ok[in.Method.Name] {
						calls = append(calls, in)
						continue
					}
				}
				return nil, false
			}
		}
	}
	return calls, true
}

// listUses are the calls on a drain loop's collection that neither take
// elements out nor let it escape.
var listUses = map[string]bool{"<init>": true, "add": true, "iterator": true, "size": true, "isEmpty": true, "get": true}

// taskSource returns the call whose result argument arg of add (in block
// b, at index i) is, when that call is in the same block with only copies
// between them.
func taskSource(d map[*Var]Instruction, b *Block, i int, arg Value) *Call {
	r := root(d, arg)
	if r == nil {
		return nil
	}
	for j := i - 1; j >= 0; j-- {
		switch in := b.Instrs[j].(type) {
		case *Assign, *CheckCast:
			continue
		case *Call:
			if in.Dst == r {
				return in
			}
		}
		return nil
	}
	return nil
}

// added returns the calls whose results are added to collection r at once
// (see taskSource), given the calls made on r.
func added(d map[*Var]Instruction, calls []*Call) []*Call {
	var out []*Call
	for _, c := range calls {
		if c.Method.Name != "add" || c.Method.Desc != "(Ljava/lang/Object;)Z" {
			continue
		}
		b := c.Block()
		for i, in := range b.Instrs {
			if in == c {
				if src := taskSource(d, b, i, c.Args[1]); src != nil {
					out = append(out, src)
				}
			}
		}
	}
	return out
}

// isWait reports whether c waits without a timeout for its receiver,
// a Future or CompletableFuture: get() or join().
func isWait(c *Call) bool {
	return (c.Method.Name == "get" || c.Method.Name == "join") && c.Method.Desc == "()Ljava/lang/Object;"
}

// Joins returns the drain loops, take loops and tested awaitTermination
// calls of f (drainLoops, takeLoops, awaitJoins) from one map of its
// definitions, and none without building it when no block of f ends in a
// two-way branch (most methods).
func Joins(p *Program, f *Function) ([]DrainLoop, []TakeLoop, []AwaitJoin) {
	if !branches(f) {
		return nil, nil, nil
	}
	d := defs(f)
	return drainLoops(p, f, d), takeLoops(f, d), awaitJoins(p, f, d)
}

// branches reports whether some block of f ends in a two-way If, which
// every drain loop, take loop and tested awaitTermination has.
func branches(f *Function) bool {
	for _, b := range f.Blocks {
		if _, ok := b.Terminator().(*If); ok && len(b.Succs) == 2 {
			return true
		}
	}
	return false
}

func drainLoops(p *Program, f *Function, d map[*Var]Instruction) []DrainLoop {
	var out []DrainLoop
	for _, h := range f.Blocks {
		br, ok := h.Terminator().(*If)
		if !ok || len(h.Succs) != 2 {
			continue
		}
		if list, exit, _, ok := indexedLoop(p, f, d, h, br); ok {
			if g, loaded := d[list].(*GetField); loaded {
				// A list held in a field: its size must be read every
				// round, so that one added while the loop runs (by a
				// call in it) is waited for too (Analysis.HeldTasks).
				if g.Block() == h && d[root(d, br.Y)].Block() == h {
					out = append(out, DrainLoop{Header: h, Exit: exit, List: list, Loaded: true, Indexed: true})
				}
				continue
			}
			if calls, ok := localUses(f, d, list, listUses); ok && !addsAfterSize(d, h, exit, calls, br) {
				if srcs := added(d, calls); len(srcs) > 0 {
					out = append(out, DrainLoop{Header: h, Exit: exit, List: list, Sources: srcs})
				}
			}
			continue
		}
		list, it, exit, ok := iterLoop(p, f, d, h, br, isWait)
		if !ok {
			continue
		}
		calls, ok := localUses(f, d, list, listUses)
		if !ok {
			continue
		}
		if _, loaded := d[list].(*GetField); loaded {
			out = append(out, DrainLoop{Header: h, Exit: exit, List: list, Loaded: true, Iter: it})
			continue
		}
		if srcs := added(d, calls); len(srcs) > 0 {
			out = append(out, DrainLoop{Header: h, Exit: exit, List: list, Sources: srcs})
		}
	}
	return out
}

// iterLoop reports whether the loop at header h (test br) is for (x :
// list) wait(x): its test is it.hasNext() on an iterator of list, and
// every way round the loop waits (isWait) for what next() took
// (waitsForEach). It returns the list's and the iterator's root
// variables and the loop's exit.
func iterLoop(p *Program, f *Function, d map[*Var]Instruction, h *Block, br *If, isWait func(*Call) bool) (list, it *Var, exit *Block, ok bool) {
	if br.Op != "eq" && br.Op != "ne" {
		return nil, nil, nil, false
	}
	if c, isConst := br.Y.(*Const); !isConst || c.Typ != TInt || c.Int != 0 {
		return nil, nil, nil, false
	}
	t, ok := br.X.(*Var)
	if !ok {
		return nil, nil, nil, false
	}
	test, ok := d[t].(*Call)
	if !ok || test.Method.Name != "hasNext" || test.Method.Desc != "()Z" || test.Kind == Static {
		return nil, nil, nil, false
	}
	it = root(d, test.Args[0])
	if it == nil {
		return nil, nil, nil, false
	}
	mk, ok := d[it].(*Call)
	if !ok || mk.Method.Name != "iterator" || mk.Kind == Static {
		return nil, nil, nil, false
	}
	list = root(d, mk.Args[0])
	if list == nil {
		return nil, nil, nil, false
	}
	exit, body := h.Succs[0], h.Succs[1] // eq 0: hasNext() is false
	if br.Op == "ne" {
		exit, body = body, exit
	}
	if !waitsForEach(p, f, d, h, body, it, isWait) {
		return nil, nil, nil, false
	}
	return list, it, exit, true
}

// waitsForEach reports whether every way from body back to header h waits
// for the element the loop's one next() call on iterator it took in that
// pass (see waitAfter and noSkip).
func waitsForEach(p *Program, f *Function, d map[*Var]Instruction, h, body *Block, it *Var, isWait func(*Call) bool) bool {
	var next *Call
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if c, ok := callOn(d, in, it, "next", ""); ok {
				if next != nil {
					return false
				}
				next = c
			} else if !usesOnly(d, in, it) {
				return false
			}
		}
	}
	if next == nil {
		return false
	}
	wait, _ := waitOn(d, next, next.Dst, isWait)
	return wait != nil && noSkip(p, f, h, body, wait)
}

// waitAfter returns the get() or join() on the result of take that
// follows it in its block or in blocks a jump alone leads to (each with
// no other predecessor), and the instructions after the wait up to the
// end of its block.
func waitAfter(d map[*Var]Instruction, take *Call) (*Call, []Instruction) {
	return waitOn(d, take, take.Dst, isWait)
}

// waitOn is waitAfter for instruction take defining dst, with the waits
// that wait accepts.
func waitOn(d map[*Var]Instruction, take Instruction, dst *Var, wait func(*Call) bool) (*Call, []Instruction) {
	if dst == nil {
		return nil, nil
	}
	b, i := take.Block(), 0
	for j, in := range b.Instrs {
		if in == take {
			i = j + 1
		}
	}
	for steps := 0; steps < 8; steps++ {
		for ; i < len(b.Instrs); i++ {
			if c, ok := b.Instrs[i].(*Call); ok && wait(c) && c.Kind != Static && root(d, c.Args[0]) == dst {
				return c, b.Instrs[i+1:]
			}
		}
		if _, jump := b.Terminator().(*Jump); !jump || len(b.Succs) != 1 || len(b.Succs[0].Preds) != 1 {
			return nil, nil
		}
		b, i = b.Succs[0], 0
	}
	return nil, nil
}

// noSkip reports whether no path from body back to header h (exceptions
// included) avoids the block of wait. A path ends at a call that never
// returns (Program.EndsPath: a handler that calls System.exit or a helper
// that does), though the block's handlers are still reached from it.
func noSkip(p *Program, f *Function, h, body *Block, wait *Call) bool {
	ends := p.EndingBlocks(f)
	return !findBlock([]*Block{body}, func(b, _ *Block, handler bool) bool {
		return handler || b != wait.Block() && (ends == nil || !ends[b.Index])
	},
		func(b *Block) bool { return b == h })
}

// findBlock reports whether a block found holds for is reachable from
// the blocks start (included) along the edges to each block's successors
// and handlers that follow allows (nil: all of them).
func findBlock(start []*Block, follow func(from, to *Block, handler bool) bool, found func(*Block) bool) bool {
	seen := map[*Block]bool{}
	work := append([]*Block(nil), start...)
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[b] {
			continue
		}
		seen[b] = true
		if found(b) {
			return true
		}
		for _, s := range b.Succs {
			if follow == nil || follow(b, s, false) {
				work = append(work, s)
			}
		}
		for _, s := range b.Handlers {
			if follow == nil || follow(b, s, true) {
				work = append(work, s)
			}
		}
	}
	return false
}

// indexedLoop reports whether the loop at header h (test br, exit and body
// its successors) is for (i = 0; i < list.size(); i++) list.get(i).get():
// i is set to 0 and else only incremented by one, after the wait on
// list.get(i) on the straight way from it back to h, and every way round
// the loop waits. It returns the list's root variable.
func indexedLoop(p *Program, f *Function, d map[*Var]Instruction, h *Block, br *If) (*Var, *Block, *Block, bool) {
	i, ok := br.X.(*Var)
	if !ok || br.Op != "ge" || i.Typ != TInt {
		return nil, nil, nil, false
	}
	n := root(d, br.Y)
	if n == nil {
		return nil, nil, nil, false
	}
	size, ok := d[n].(*Call)
	if !ok || size.Kind == Static || size.Method.Name != "size" || size.Method.Desc != "()I" {
		return nil, nil, nil, false
	}
	list := root(d, size.Args[0])
	if list == nil {
		return nil, nil, nil, false
	}
	_, inc, ok := countedBy(f, i)
	if !ok || i.Param {
		return nil, nil, nil, false
	}
	var take *Call
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if c, isCall := in.(*Call); isCall && c.Kind != Static && len(c.Args) == 2 && c.Method.Name == "get" &&
				c.Method.Desc == "(I)Ljava/lang/Object;" && c.Args[1] == i && sameList(f, d, root(d, c.Args[0]), list) {
				if take != nil {
					return nil, nil, nil, false
				}
				take = c
			}
		}
	}
	if take == nil {
		return nil, nil, nil, false
	}
	wait, rest := waitAfter(d, take)
	if wait == nil || !backThrough(h, wait, rest, inc) {
		return nil, nil, nil, false
	}
	exit, body := h.Succs[0], h.Succs[1] // i >= size: the exit
	if !noSkip(p, f, h, body, wait) {
		return nil, nil, nil, false
	}
	return list, exit, body, true
}

// backThrough reports whether the way from wait (rest: the instructions
// after it in its block) goes straight back to header h, through
// increment inc: jumps only, to blocks with no other predecessor.
func backThrough(h *Block, wait Instruction, rest []Instruction, inc Instruction) bool {
	b, seenInc := wait.Block(), false
	for steps := 0; ; steps++ {
		for _, in := range rest {
			if in == inc {
				seenInc = true
			}
		}
		if steps > 8 || len(b.Succs) != 1 {
			return false
		}
		if _, jump := b.Terminator().(*Jump); !jump {
			return false
		}
		if b = b.Succs[0]; b == h {
			break
		}
		if len(b.Preds) != 1 {
			return false
		}
		rest = b.Instrs
	}
	return seenInc
}

// sameList reports whether root variables x and y hold the same list:
// they are one variable, or loads of the same field of the same root
// variable or of a parameter never assigned (or static field).
func sameList(f *Function, d map[*Var]Instruction, x, y *Var) bool {
	if x == y {
		return x != nil
	}
	gx, okx := d[x].(*GetField)
	gy, oky := d[y].(*GetField)
	if !okx || !oky || gx.Field != gy.Field || (gx.Obj == nil) != (gy.Obj == nil) {
		return false
	}
	if gx.Obj == nil {
		return true
	}
	if p, ok := gx.Obj.(*Var); ok && p.Param && gy.Obj == gx.Obj && SingleDef(f, p) {
		return true
	}
	return root(d, gx.Obj) != nil && root(d, gx.Obj) == root(d, gy.Obj)
}

// addsAfterSize reports whether an add of calls (the calls on a local
// list) may run after the size that the test br of indexed loop h reads,
// before the loop leaves to exit: the loop would not wait for what it
// adds. A size read in the header every round sees every add.
func addsAfterSize(d map[*Var]Instruction, h, exit *Block, calls []*Call, br *If) bool {
	size := d[root(d, br.Y)]
	if size.Block() == h {
		return false
	}
	return addsAfter(size, calls, h, exit)
}

// usesOnly reports whether in uses iterator it (a root variable) only as
// a copy or as the receiver of hasNext or next.
func usesOnly(d map[*Var]Instruction, in Instruction, it *Var) bool {
	for i, x := range in.Operands() {
		if v, ok := x.(*Var); !ok || root(d, v) != it {
			continue
		}
		switch in := in.(type) {
		case *Assign, *CheckCast:
			continue
		case *Call:
			if i == 0 && in.Kind != Static && (in.Method.Name == "hasNext" || in.Method.Name == "next") {
				continue
			}
		}
		return false
	}
	return true
}

// executorUses are the calls on an executor that hand it tasks.
var executorUses = map[string]bool{"submit": true, "execute": true, "invokeAll": true}

// awaitJoins returns the tested awaitTermination calls of f (see
// AwaitJoin). p decides which calls hand the executor a task.
func awaitJoins(p *Program, f *Function, d map[*Var]Instruction) []AwaitJoin {
	var out []AwaitJoin
	for _, h := range f.Blocks {
		br, ok := h.Terminator().(*If)
		if !ok || len(h.Succs) != 2 || (br.Op != "eq" && br.Op != "ne") {
			continue
		}
		if c, isConst := br.Y.(*Const); !isConst || c.Typ != TInt || c.Int != 0 {
			continue
		}
		r := root(d, br.X)
		if r == nil {
			continue
		}
		aw, ok := d[r].(*Call)
		if !ok || aw.Kind == Static || aw.Method.Name != "awaitTermination" || aw.Method.Desc != "(JLjava/util/concurrent/TimeUnit;)Z" ||
			!p.IsSubtype(aw.Method.Class, "java/util/concurrent/ExecutorService") {
			continue
		}
		ex := root(d, aw.Args[0])
		if ex == nil {
			continue
		}
		then := h.Succs[1] // eq 0 goes to Succs[0] when it returned false
		if br.Op == "ne" {
			then = h.Succs[0]
		}
		var srcs []*Call
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if c, ok := in.(*Call); ok && c.Kind != Static && len(c.Args) > 0 && executorUses[c.Method.Name] &&
					p.StartsTask(c.Method.Class, c.Method.Name) && root(d, c.Args[0]) == ex {
					srcs = append(srcs, c)
				}
			}
		}
		_, loaded := d[ex].(*GetField)
		if len(srcs) > 0 || loaded {
			out = append(out, AwaitJoin{Header: h, Then: then, Call: aw, Executor: ex, Sources: srcs, Loaded: loaded})
		}
	}
	return out
}

// AllOfStages returns the values whose futures CompletableFuture.allOf
// call c surely waits for: the elements of its array argument when that
// array is made in c's block with a constant length, every element is
// stored once, at a constant index, in that block before c, and the array
// is used nowhere else (allOf(fa, fb) as javac compiles it). nil
// otherwise.
func AllOfStages(f *Function, c *Call) []Value {
	if len(c.Args) != 1 {
		return nil
	}
	d := defs(f)
	arr := root(d, c.Args[0])
	mk, ok := d[arr].(*NewArray)
	if !ok || len(mk.Dims) != 1 || mk.Block() != c.Block() {
		return nil
	}
	k, ok := mk.Dims[0].(*Const)
	if !ok || k.Typ != TInt || k.Int <= 0 || k.Int > 64 {
		return nil
	}
	vals := make([]Value, k.Int)
	seenCall := false
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in == c {
				seenCall = true
			}
			for i, x := range in.Operands() {
				if v, isVar := x.(*Var); !isVar || root(d, v) != arr {
					continue
				}
				switch in := in.(type) {
				case *Assign, *CheckCast:
					continue
				case *Call:
					if in == c {
						continue
					}
				case *ArrayStore:
					idx, isConst := in.Index.(*Const)
					if i == 0 && b == c.Block() && !seenCall && isConst && idx.Int >= 0 && idx.Int < k.Int && vals[idx.Int] == nil {
						vals[idx.Int] = in.Val
						continue
					}
				}
				return nil
			}
		}
	}
	for _, v := range vals {
		if v == nil {
			return nil
		}
	}
	return vals
}

// AllOfList returns the calls whose futures CompletableFuture.allOf call
// c surely waits for when its array is list.toArray(...) of a local
// collection made by new in f (allOf(list.toArray(new
// CompletableFuture[0])).join() as javac compiles it): the calls whose
// results are added to the list at once (see DrainLoop: every future such
// a call returns is added, and the list is used only by the calls of a
// drain loop and toArray). The toArray must come right before c (with
// only copies between) and c's result be used only by join() and get();
// unless one such use, the only one, comes right after c, no add to the
// list may follow the toArray, so that every future added before a wait
// is in the copy. nil otherwise.
func AllOfList(f *Function, c *Call) []*Call {
	if len(c.Args) != 1 {
		return nil
	}
	d := defs(f)
	ta, ok := d[root(d, c.Args[0])].(*Call)
	if !ok || ta.Kind == Static || ta.Method.Name != "toArray" || !strings.HasSuffix(ta.Method.Desc, ")[Ljava/lang/Object;") {
		return nil
	}
	b := c.Block()
	i := slices.Index(b.Instrs, Instruction(c))
	j := slices.Index(b.Instrs, Instruction(ta))
	if i < 0 || j < 0 || j > i || !onlyCopies(b.Instrs[j+1:i]) || c.Dst == nil {
		return nil
	}
	k := i + 1
	for k < len(b.Instrs) && onlyCopies(b.Instrs[k:k+1]) {
		k++
	}
	wait, ok := (*Call)(nil), false
	if k < len(b.Instrs) {
		wait, ok = b.Instrs[k].(*Call)
	}
	next := ok && isWait(wait) && wait.Kind != Static && root(d, wait.Args[0]) == c.Dst
	waits, ok := localUses(f, d, c.Dst, map[string]bool{"join": true, "get": true})
	if !ok {
		return nil
	}
	next = next && len(waits) == 1
	list := root(d, ta.Args[0])
	if _, made := d[list].(*New); !made {
		return nil
	}
	uses := maps.Clone(listUses)
	uses["toArray"] = true
	calls, ok := localUses(f, d, list, uses)
	if !ok {
		return nil
	}
	if !next && addsAfter(ta, calls, nil, nil) {
		// Joined later: no future may be added after the copy.
		return nil
	}
	return added(d, calls)
}

// addsAfter reports whether an add of calls (the calls on a local list)
// may run after instruction x (in its block, or in a block reachable from
// it, exceptions included), not counting the ways through the edge from
// h to exit (a loop's exit, when h is not nil).
func addsAfter(x Instruction, calls []*Call, h, exit *Block) bool {
	adds := map[Instruction]bool{}
	for _, c := range calls {
		if c.Method.Name == "add" {
			adds[c] = true
		}
	}
	b := x.Block()
	for _, in := range b.Instrs[slices.Index(b.Instrs, x)+1:] {
		if adds[in] {
			return true
		}
	}
	follow := func(y, s *Block, _ bool) bool { return y != h || s != exit }
	var start []*Block
	for _, s := range append(append([]*Block(nil), b.Succs...), b.Handlers...) {
		if follow(b, s, false) {
			start = append(start, s)
		}
	}
	return findBlock(start, follow, func(y *Block) bool {
		for _, in := range y.Instrs {
			if adds[in] {
				return true
			}
		}
		return false
	})
}

// onlyCopies reports whether every instruction of ins is a copy.
func onlyCopies(ins []Instruction) bool {
	for _, in := range ins {
		switch in.(type) {
		case *Assign, *CheckCast:
		default:
			return false
		}
	}
	return true
}

// AllOfStream reports whether the array of CompletableFuture.allOf call c
// holds the result of every call of a lambda that starts one task and
// returns its future: the array is s.map(fn).toArray(...) (or
// mapToObj), made in f and used by c alone, the mapped stream used by
// toArray alone, and fn made in f by a lambda whose implementation, an
// application method, returns only what a runAsync or supplyAsync call in
// it returned. A stream applies fn to its elements only in its terminal
// operation, here toArray, which keeps every result; the lambda's object
// goes nowhere but to map, so no one else calls it.
func AllOfStream(p *Program, f *Function, c *Call) bool {
	if len(c.Args) != 1 {
		return false
	}
	d := defs(f)
	arr := root(d, c.Args[0])
	ta, ok := d[arr].(*Call)
	if !ok || ta.Kind == Static || ta.Method.Name != "toArray" || !strings.HasPrefix(ta.Method.Class, "java/util/stream/") ||
		!onlyUsedBy(f, d, arr, c) {
		return false
	}
	s := root(d, ta.Args[0])
	mp, ok := d[s].(*Call)
	if !ok || mp.Kind == Static || len(mp.Args) != 2 || (mp.Method.Name != "map" && mp.Method.Name != "mapToObj") ||
		!strings.HasPrefix(mp.Method.Class, "java/util/stream/") || !onlyUsedBy(f, d, s, ta) {
		return false
	}
	fn := root(d, mp.Args[1])
	indy, ok := d[fn].(*InvokeDynamic)
	if !ok || indy.Bootstrap.Ref.Class != "java/lang/invoke/LambdaMetafactory" || len(indy.BSMArgs) < 2 ||
		!onlyUsedBy(f, d, fn, mp) {
		return false
	}
	impl := f.Class.CP.MethodHandle(indy.BSMArgs[1])
	if impl.Kind != classfile.RefInvokeStatic {
		return false
	}
	cf, m := p.ResolveStatic(impl.Ref.Class, impl.Ref.Name, impl.Ref.Desc)
	if m == nil || IsJDK(cf.Name) {
		return false
	}
	lf, err := p.Func(cf, m)
	if err != nil || lf == nil {
		return false
	}
	ld := defs(lf)
	rets := 0
	for _, b := range lf.Blocks {
		r, ok := b.Terminator().(*Return)
		if !ok {
			continue
		}
		src, ok := ld[root(ld, r.X)].(*Call)
		if !ok || src.Kind != Static || src.Method.Class != "java/util/concurrent/CompletableFuture" ||
			src.Method.Name != "runAsync" && src.Method.Name != "supplyAsync" {
			return false
		}
		rets++
	}
	return rets > 0
}

// onlyUsedBy reports whether the one use of root variable r in f, but
// copies, is instruction x.
func onlyUsedBy(f *Function, d map[*Var]Instruction, r *Var, x Instruction) bool {
	return usesOf(f, d, r, func(in Instruction, _ int) bool { return in == x })
}

// TakeLoop is a loop that takes from a local ExecutorCompletionService as
// many completed tasks as were submitted to it:
//
//	CompletionService<T> cs = new ExecutorCompletionService<>(pool);
//	for (int i = 0; i < n; i++) cs.submit(task);
//	for (int j = 0; j < n; j++) cs.take().get();
//
// Leaving by its test (the edge from Header to Exit), the loop has taken
// n futures that completed, from a queue that only the service's own
// submissions fill, and there were at most n: every task of Submit has
// ended. The service is made by new with an executor only (no queue of
// the program's) and used only by <init>, one submit, one take and poll.
// At most n submits: i is set to 0 once (outside cycles), else only
// incremented by one, and each submit runs with a value of i that passed
// i < n since the last increment, an increment coming between two
// submits. At least n takes: j likewise, and a take that returned comes
// between j = 0 and the first increment and between two increments. n
// is one constant, or one variable defined once (outside cycles).
type TakeLoop struct {
	Header, Exit *Block
	Submit       *Call
}

// takeLoops returns the take loops of f (see TakeLoop).
func takeLoops(f *Function, d map[*Var]Instruction) []TakeLoop {
	var cyclic map[*Block]bool // made for the first ExecutorCompletionService
	var out []TakeLoop
	for _, v := range f.Vars {
		mk, ok := d[v].(*New)
		if !ok || mk.Class != "java/util/concurrent/ExecutorCompletionService" {
			continue
		}
		if cyclic == nil {
			cyclic = map[*Block]bool{}
			for _, b := range cyclicBlocks(f) {
				cyclic[b] = true
			}
		}
		calls, ok := localUses(f, d, v, map[string]bool{"<init>": true, "submit": true, "take": true, "poll": true})
		if !ok {
			continue
		}
		var submit, take *Call
		n := map[string]int{}
		for _, c := range calls {
			n[c.Method.Name]++
			switch c.Method.Name {
			case "<init>":
				if c.Method.Desc != "(Ljava/util/concurrent/Executor;)V" {
					n["<init>"] = 2
				}
			case "submit":
				submit = c
			case "take":
				take = c
			}
		}
		if n["<init>"] != 1 || n["submit"] != 1 || n["take"] != 1 {
			continue
		}
		ha, boundA, ok := submitLoop(f, d, cyclic, submit)
		if !ok {
			continue
		}
		hb, boundB, ok := takeLoop(f, d, cyclic, take)
		if !ok || !sameBound(d, cyclic, boundA, boundB) || ha == hb {
			continue
		}
		out = append(out, TakeLoop{Header: hb, Exit: hb.Succs[0], Submit: submit})
	}
	return out
}

// countedBy returns the definitions of i when they are one assignment of
// the int 0 and one increment i = i + 1, and nothing else.
func countedBy(f *Function, i *Var) (init, inc Instruction, ok bool) {
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Def() != i {
				continue
			}
			switch x := in.(type) {
			case *Assign:
				if c, isConst := x.Src.(*Const); isConst && c.Typ == TInt && c.Int == 0 && init == nil {
					init = in
					continue
				}
			case *BinOp:
				if c, isConst := x.Y.(*Const); x.Op == "add" && x.X == i && isConst && c.Int == 1 && inc == nil {
					inc = in
					continue
				}
			}
			return nil, nil, false
		}
	}
	return init, inc, init != nil && inc != nil
}

// counter describes a loop counter: the header h testing i >= bound
// (Succs[0] its exit, Succs[1] its body), i's one init to 0 (outside
// cycles) and one increment by one.
type counter struct {
	h         *Block
	i         *Var
	bound     Value
	init, inc Instruction
}

// counters returns the counted loops' headers of f whose body can reach
// block x.
func counters(f *Function, d map[*Var]Instruction, cyclic map[*Block]bool, x *Block) []counter {
	var out []counter
	for _, h := range f.Blocks {
		br, ok := h.Terminator().(*If)
		if !ok || len(h.Succs) != 2 || br.Op != "ge" {
			continue
		}
		i, ok := br.X.(*Var)
		if !ok || i.Typ != TInt || i.Param {
			continue
		}
		init, inc, ok := countedBy(f, i)
		if ok && !cyclic[init.Block()] && findBlock([]*Block{h.Succs[1]}, nil, func(b *Block) bool { return b == x }) {
			out = append(out, counter{h: h, i: i, bound: br.Y, init: init, inc: inc})
		}
	}
	return out
}

// submitLoop finds the counter that bounds the runs of call s (see
// TakeLoop): every way to s from i's init or its increment passes the
// header's body edge, and every way from s back to s passes the
// increment. It returns the header and the bound.
func submitLoop(f *Function, d map[*Var]Instruction, cyclic map[*Block]bool, s *Call) (*Block, Value, bool) {
	for _, c := range counters(f, d, cyclic, s.Block()) {
		// s is reached only through the test's body edge: from the
		// init, the increment, s itself and the exit, only through the
		// test; and from s, s again only through the increment.
		test := c.h.Terminator()
		if reachesBefore(c.init, s, test) || reachesBefore(c.inc, s, test) || reachesBefore(s, s, test) ||
			reach(c.h.Succs[0], 0, s, test) || reachesBefore(s, s, c.inc) {
			continue
		}
		return c.h, c.bound, true
	}
	return nil, nil, false
}

// takeLoop finds the counter whose every increment follows a take t that
// returned (see TakeLoop): from j's init and from its increment, every
// way to the increment passes t and goes on from it normally.
func takeLoop(f *Function, d map[*Var]Instruction, cyclic map[*Block]bool, t *Call) (*Block, Value, bool) {
	for _, c := range counters(f, d, cyclic, t.Block()) {
		if reachesBefore(c.init, c.inc, t) || reachesBefore(c.inc, c.inc, t) {
			continue
		}
		return c.h, c.bound, true
	}
	return nil, nil, false
}

// reachesBefore reports whether some way from right after instruction
// from (exceptions included) reaches instruction to without first
// passing instruction stop (a way that leaves stop by an exception goes
// on).
func reachesBefore(from, to, stop Instruction) bool {
	fb := from.Block()
	return reach(fb, slices.Index(fb.Instrs, from)+1, to, stop)
}

// reach is reachesBefore from instruction i of block b (its handlers
// included).
func reach(b *Block, i int, to, stop Instruction) bool {
	type pos struct {
		b *Block
		i int
	}
	work := []pos{{b, i}}
	for _, h := range b.Handlers {
		work = append(work, pos{h, 0})
	}
	seen := map[*Block]bool{}
	for len(work) > 0 {
		p := work[len(work)-1]
		work = work[:len(work)-1]
		if p.i == 0 {
			if seen[p.b] {
				continue
			}
			seen[p.b] = true
			for _, h := range p.b.Handlers {
				work = append(work, pos{h, 0})
			}
		}
		stopped := false
		for _, in := range p.b.Instrs[p.i:] {
			if in == to {
				return true
			}
			if in == stop {
				stopped = true
				break
			}
		}
		if !stopped {
			for _, s := range p.b.Succs {
				work = append(work, pos{s, 0})
			}
		}
	}
	return false
}

// sameBound reports whether x and y are one int constant, or copies of
// one variable defined once, outside cycles.
func sameBound(d map[*Var]Instruction, cyclic map[*Block]bool, x, y Value) bool {
	cx, okx := x.(*Const)
	cy, oky := y.(*Const)
	if okx || oky {
		return okx && oky && cx.Typ == TInt && cy.Typ == TInt && cx.Int == cy.Int
	}
	rx := root(d, x)
	return rx != nil && rx == root(d, y) && !cyclic[d[rx].Block()]
}
