package static

import (
	"fmt"
	"slices"

	"weft/classfile"
)

// A thread's own values. The threads a loop makes are one abstract thread,
// and what each is handed in its iteration (the loop's counter, an array
// made in the iteration) is one abstract value, so two instances'
// results[me] = ... or mine[0]++ pair as if they touched one element.
// OwnValue proves the opposite for a value the thread's entry reads from
// what it was made with:
//
//   - a lambda's captured value (a parameter of its implementation
//     method), or a final field of the entry's receiver that its one
//     constructor sets from a parameter it does not change (an anonymous
//     class's val$me, a Worker's id);
//   - the object (the lambda, or the receiver) is made at one site, by a
//     method that runs once, and each runtime instance of the thread has
//     its own: the receiver is the thread's Thread object itself, or the
//     object is handed right after it is made (in its block) to one
//     Thread constructor whose Thread is the thread's, or to one start of
//     a JDK executor's task, and to nothing else;
//   - the value at the site is fresh each time: a counter (set to 0 once,
//     incremented by one only) incremented on every way from the site back
//     to it, or an object made on every such way; directly or through one
//     copy that is itself made on every way back (final int me = i).
//
// Two instances then read two distinct values there: two counts of the
// counter or two allocations.

// OwnValue returns a key naming the source of value v (an index or a
// reference) in node n when n is the entry of a multi-instance thread and
// each runtime instance of the thread has its own value there (see
// above), or n is called from one call site only, in such a node or in
// one called so (up to ownDepth calls down), and v is a parameter given
// such a value there (work(id, ...) called from the lambda that captured
// id); "" otherwise. Two accesses of two instances of the thread whose
// indices (or bases) have one key touch two elements (objects).
func (a *Analysis) OwnValue(n *CGNode, v Value) string {
	x, ok := v.(*Var)
	if !ok || n.Thread == nil || !n.Thread.Multi {
		return ""
	}
	return a.ownValueAt(n, x, 0)
}

// ownDepth bounds the calls through which OwnValue follows a parameter.
const ownDepth = 3

func (a *Analysis) ownValueAt(n *CGNode, x *Var, depth int) string {
	if k, ok := a.ownKeys[ownKey{n, x}]; ok {
		return k
	}
	var k string
	entry := slices.Contains(n.Thread.Entries, n)
	switch {
	case entry && len(n.Callers) == 0:
		k = a.ownValue(n, x)
	case !entry && len(n.Callers) == 1 && depth < ownDepth:
		k = a.passedDown(n, x, depth)
		if k == "" {
			k = a.ownFieldDown(n, x, depth)
		}
	}
	if a.ownKeys == nil {
		a.ownKeys = map[ownKey]string{}
	}
	a.ownKeys[ownKey{n, x}] = k
	return k
}

// passedDown returns the key of what n's one call site passes as the
// parameter x (or its copy) is, when that is an own value of the caller.
func (a *Analysis) passedDown(n *CGNode, x *Var, depth int) string {
	f := n.Func
	x = sameSource(f, x)
	if x == nil || !x.Param || reassigned(f, x) {
		return ""
	}
	cs := n.Callers[0]
	call, ok := cs.Instr.(*Call)
	j := slices.Index(f.Params, x)
	if !ok || call.Method.Name != f.Method.Name || call.Method.Desc != f.Method.Desc || j < 0 || j >= len(call.Args) {
		return "" // a callback of a JDK call, or a lambda's
	}
	arg, ok := call.Args[j].(*Var)
	if !ok || cs.Caller.Thread != n.Thread {
		return ""
	}
	return a.ownValueAt(cs.Caller, arg, depth+1)
}

type ownKey struct {
	n *CGNode
	x *Var
}

func (a *Analysis) ownValue(n *CGNode, x *Var) string {
	f := n.Func
	d := defs(f)
	x = sameSource(f, x)
	if x == nil {
		return ""
	}
	if x.Param {
		// A lambda's captured value.
		j := slices.Index(f.Params, x)
		var lam *Object
		for _, o := range a.Objects {
			if o.Lambda == nil || o.Lambda.Impl.Ref.Class != f.Class.Name || o.Lambda.Impl.Ref.Name != f.Method.Name ||
				o.Lambda.Impl.Ref.Desc != f.Method.Desc {
				continue
			}
			if lam != nil {
				return ""
			}
			lam = o
		}
		if lam == nil || j < 0 || j >= lam.Lambda.NCap || lam.alloc == nil || !lam.alloc.Once || lam.merged || reassigned(f, x) {
			return ""
		}
		indy, ok := lam.instr.(*InvokeDynamic)
		if !ok || j >= len(indy.Args) {
			return ""
		}
		g := lam.alloc.Func
		gd := defs(g)
		if !a.handedTo(n.Thread, g, gd, indy.Dst, indy, nil) || !fresh(g, gd, indy, indy.Args[j]) {
			return ""
		}
		return fmt.Sprintf("cap%d:%d", lam.ID, j)
	}
	gf, ok := d[x].(*GetField)
	if !ok || gf.Obj == nil || !IsThis(f, gf.Obj) || gf.Field.Class != f.Class.Name {
		return ""
	}
	return a.ownField(n, gf)
}

// ownFieldDown returns the key of x in n, a method called from one call
// site, when x is the value of a final field of n's receiver and that
// receiver is the receiver of the thread's entry, handed down from it
// through calls on this (run calling step() that reads this.id); ""
// otherwise.
func (a *Analysis) ownFieldDown(n *CGNode, x *Var, depth int) string {
	f := n.Func
	x = sameSource(f, x)
	if x == nil || x.Param {
		return ""
	}
	gf, ok := defs(f)[x].(*GetField)
	if !ok || gf.Obj == nil || !IsThis(f, gf.Obj) || gf.Field.Class != f.Class.Name {
		return ""
	}
	e := a.entryThis(n, depth)
	if e == nil || e.Func.Class != f.Class {
		return ""
	}
	return a.ownField(e, gf)
}

// entryThis returns the thread's entry node whose receiver n's receiver
// is: n is that entry, or n is called from one call site only (up to
// ownDepth calls down), in the same thread, on the caller's own receiver
// (this.step()), and the caller's receiver is the entry's. nil otherwise.
func (a *Analysis) entryThis(n *CGNode, depth int) *CGNode {
	f := n.Func
	if f.Method.IsStatic() || len(f.Params) == 0 || reassigned(f, f.Params[0]) {
		return nil
	}
	if slices.Contains(n.Thread.Entries, n) {
		if len(n.Callers) != 0 {
			return nil
		}
		return n
	}
	if len(n.Callers) != 1 || depth >= ownDepth {
		return nil
	}
	cs := n.Callers[0]
	call, ok := cs.Instr.(*Call)
	if !ok || call.Kind == Static || call.Method.Name != f.Method.Name || call.Method.Desc != f.Method.Desc ||
		len(call.Args) == 0 || cs.Caller.Thread != n.Thread {
		return nil // a callback of a JDK call, or a lambda's
	}
	recv, ok := call.Args[0].(*Var)
	if !ok || !IsThis(cs.Caller.Func, sameSource(cs.Caller.Func, recv)) {
		return nil
	}
	return a.entryThis(cs.Caller, depth+1)
}

// ownField returns the key of field gf of the receiver of entry n (its
// final field set by the one constructor from a fresh value), or "".
func (a *Analysis) ownField(n *CGNode, gf *GetField) string {
	f := n.Func
	if fl := field(f.Class, gf.Field.Name); fl == nil || fl.AccessFlags&classfile.AccFinal == 0 {
		return ""
	}
	recv := a.PointsTo(n, f.Params[0])
	if recv.Len() != 1 {
		return ""
	}
	o := a.Objects[recv.Slice()[0]]
	nw, ok := o.instr.(*New)
	if o.Kind != AllocObj || o.Class != f.Class.Name || o.alloc == nil || !o.alloc.Once || o.merged || !ok {
		return ""
	}
	g := o.alloc.Func
	gd := defs(g)
	init := initOf(g, gd, nw)
	if init == nil {
		return ""
	}
	k := setFrom(a.Prog, init, gf.Field.Name)
	if k < 1 || k >= len(init.Args) || !fresh(g, gd, init, init.Args[k]) {
		return ""
	}
	if a.ThreadOf(o) != n.Thread && !a.handedTo(n.Thread, g, gd, nw.Dst, nw, init) {
		return ""
	}
	return fmt.Sprintf("field%d:%s", o.ID, gf.Field.Name)
}

// sameSource returns the variable every value of x comes from: x itself
// when it is a parameter or has one definition that is no copy, or the
// one such variable that all of x's definitions copy (Assign, CheckCast),
// through copies with several definitions too, such as the operand
// stack's variables of a conditional expression (a[id] = c ? 0 : s pushes
// id before the branches, and each way to the store copies it). nil when
// the definitions reach two variables or anything but a variable. The
// callers require what they find to hold one value only (a parameter
// never reassigned, a final field's read).
func sameSource(f *Function, x *Var) *Var {
	all := map[*Var][]Instruction{}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if d := in.Def(); d != nil {
				all[d] = append(all[d], in)
			}
		}
	}
	var src *Var
	seen := map[*Var]bool{}
	work := []*Var{x}
	for len(work) > 0 {
		y := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[y] {
			continue
		}
		seen[y] = true
		ds := all[y]
		if y.Param || len(ds) == 0 {
			if len(ds) > 0 || !y.Param {
				return nil // a reassigned parameter, or a variable never set
			}
			if src != nil && src != y {
				return nil
			}
			src = y
			continue
		}
		copies := 0
		for _, in := range ds {
			var from Value
			switch in := in.(type) {
			case *Assign:
				from = in.Src
			case *CheckCast:
				from = in.X
			default:
				continue
			}
			v, ok := from.(*Var)
			if !ok {
				return nil
			}
			copies++
			work = append(work, v)
		}
		if copies == len(ds) {
			continue
		}
		if len(ds) > 1 {
			return nil // copies and other definitions mixed, or several
		}
		if src != nil && src != y {
			return nil
		}
		src = y
	}
	return src
}

// copyOf follows x's copies (single assignments and casts) to the variable
// they copy, and returns it with the last copy (nil when x is no copy).
func copyOf(d map[*Var]Instruction, x *Var) (*Var, Instruction) {
	var last Instruction
	for i := 0; i < 16 && x != nil && !x.Param; i++ {
		var src Value
		switch in := d[x].(type) {
		case *Assign:
			src = in.Src
		case *CheckCast:
			src = in.X
		default:
			return x, last
		}
		y, ok := src.(*Var)
		if !ok {
			return nil, nil
		}
		last, x = d[x], y
	}
	return x, last
}

// field returns the field of cf named name, or nil.
func field(cf *classfile.ClassFile, name string) *classfile.Member {
	for _, m := range cf.Fields {
		if m.Name == name {
			return m
		}
	}
	return nil
}

// initOf returns the one constructor call on the object that nw makes.
func initOf(g *Function, d map[*Var]Instruction, nw *New) *Call {
	var init *Call
	for _, b := range g.Blocks {
		for _, in := range b.Instrs {
			c, ok := in.(*Call)
			if !ok || c.Kind != Special || c.Method.Name != "<init>" || len(c.Args) == 0 || root(d, c.Args[0]) != nw.Dst {
				continue
			}
			if init != nil || c.Method.Class != nw.Class {
				return nil
			}
			init = c
		}
	}
	return init
}

// setFrom returns the index (in the call's arguments, the receiver 0) of
// the parameter from which constructor call init sets field name of its
// receiver: its one put of the field, of a parameter or its copy. -1 when
// there is none, or more than one.
func setFrom(p *Program, init *Call, name string) int {
	cf, m := p.ResolveStatic(init.Method.Class, init.Method.Name, init.Method.Desc)
	if m == nil || IsJDK(cf.Name) {
		return -1
	}
	ctor, err := p.Func(cf, m)
	if err != nil || ctor == nil || len(ctor.Params) == 0 {
		return -1
	}
	d := defs(ctor)
	k := -1
	for _, b := range ctor.Blocks {
		for _, in := range b.Instrs {
			put, ok := in.(*PutField)
			if !ok || put.Obj == nil || put.Field.Name != name || put.Field.Class != cf.Name {
				continue
			}
			v, ok := put.Val.(*Var)
			if !ok || k >= 0 || !IsThis(ctor, put.Obj) {
				return -1
			}
			if v, _ = copyOf(d, v); v == nil || !v.Param || reassigned(ctor, v) {
				return -1
			}
			k = slices.Index(ctor.Params, v)
		}
	}
	return k
}

// reassigned reports whether parameter x of f is given another value in
// f (if (id > 1) id = 1): then it is not what the caller passed.
func reassigned(f *Function, x *Var) bool {
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Def() == x {
				return true
			}
		}
	}
	return false
}

// handedTo reports whether the object that mk defines as r is handed
// once (handedOnce) to the start that makes thread th, and each instance
// of th runs it once: th's one Thread object is the one the Thread
// constructor makes (not a Thread made from it: a Thread is a Runnable
// that other threads may run), or th is the task thread of the executor
// call (not a thread the program's own Executor starts, maybe twice).
func (a *Analysis) handedTo(th *Thread, g *Function, d map[*Var]Instruction, r *Var, mk Instruction, init *Call) bool {
	c := handedOnce(g, d, r, mk, init)
	if c == nil {
		return false
	}
	if c.Kind == Special { // new Thread(r)
		tv := root(d, c.Args[0])
		return tv != nil && len(th.Objs) == 1 && th.Objs[0].instr == d[tv] && th.Objs[0].alloc != nil && th.Objs[0].alloc.Func == g
	}
	return th.task && th.start.Instr == c
}

// handedOnce returns the one start to which the object that instruction
// mk defines as r is handed, later in mk's block, when r is used only by
// init (its constructor call, or nil) and that start: a Thread
// constructor, an executor's execute or submit, or
// CompletableFuture.runAsync or supplyAsync; nil otherwise. handedTo
// checks that the start runs it once per thread instance.
func handedOnce(g *Function, d map[*Var]Instruction, r *Var, mk Instruction, init *Call) *Call {
	if r == nil || d[r] != mk {
		return nil
	}
	var start *Call
	ok := usesOf(g, d, r, func(in Instruction, i int) bool {
		if in == init && init != nil {
			return i == 0
		}
		c, isCall := in.(*Call)
		if !isCall || start != nil || c.Block() != mk.Block() || slices.Index(c.Block().Instrs, Instruction(c)) < slices.Index(mk.Block().Instrs, mk) {
			return false
		}
		switch {
		case c.Kind == Special && c.Method.Name == "<init>" && c.Method.Class == "java/lang/Thread" && i > 0,
			c.Kind != Static && (c.Method.Name == "execute" || c.Method.Name == "submit") && i > 0 && IsJDK(c.Method.Class),
			c.Kind == Static && c.Method.Class == "java/util/concurrent/CompletableFuture" &&
				(c.Method.Name == "runAsync" || c.Method.Name == "supplyAsync") && i == 0:
			start = c
			return true
		}
		return false
	})
	if !ok {
		return nil
	}
	return start
}

// fresh reports whether value v at instruction at is a new value each
// time at runs: a counter of g (countedBy, set outside cycles) with an
// increment on every way from the read back to it, or an object made on
// every such way, read directly or through one copy made on every way
// from at back to at.
func fresh(g *Function, d map[*Var]Instruction, at Instruction, v Value) bool {
	x, ok := v.(*Var)
	if !ok || x.Param {
		return false
	}
	src, cp := copyOf(d, x)
	read := at
	if cp != nil {
		if y, ok := d[x].(*Assign); !ok || y != cp || reachesBefore(at, at, cp) {
			return false // more than one copy, or a stale one
		}
		read = cp
	}
	if src == nil || src.Param {
		return false
	}
	var event Instruction
	switch mk := d[src].(type) {
	case *New, *NewArray:
		event = mk
	default:
		init, inc, ok := countedBy(g, src)
		if !ok || src.Typ != TInt || slices.Contains(cyclicBlocks(g), init.Block()) {
			return false
		}
		event = inc
	}
	return !reachesBefore(read, read, event)
}
