package static

import "slices"

// Joins through a collection or an executor held in a field (this.futures,
// this.pool) rather than made in the waiting method. Which calls' tasks
// they wait for is decided on the points-to sets, over the whole program:
// the field's value must be one runtime object (a single allocation that
// runs at most once, Object.Once), and a task call counts only when, in
// every context it runs in, the object it hands its task or Future to is
// that one and no other.

// single returns the one object that v may point to in n, when it stands
// for at most one runtime object; nil otherwise.
func (a *Analysis) single(n *CGNode, v Value) *Object {
	objs := a.PointsTo(n, v)
	if objs.Len() != 1 {
		return nil
	}
	for id := range objs.Elems {
		if o := a.Objects[id]; o.Once {
			return o
		}
	}
	return nil
}

// contexts returns the CG nodes of function f.
func (a *Analysis) contexts(f *Function) []*CGNode {
	var out []*CGNode
	for _, n := range a.Nodes {
		if n.Func == f {
			out = append(out, n)
		}
	}
	return out
}

// everyObject reports whether v may point to some object in n and ok
// holds for each.
func (a *Analysis) everyObject(n *CGNode, v Value, ok func(*Object) bool) bool {
	objs := a.PointsTo(n, v)
	if objs.Len() == 0 {
		return false
	}
	for id := range objs.Elems {
		if !ok(a.Objects[id]) {
			return false
		}
	}
	return true
}

// isFuture reports whether every object v may point to in n is a Future
// whose get ends a task (FutureTasks), and there is one at least.
func (a *Analysis) isFuture(n *CGNode, v Value) bool {
	return a.everyObject(n, v, func(o *Object) bool { return len(a.FutureTasks(o)) > 0 })
}

// failFast are the lists whose iterator's next() throws once the list was
// added to after the iterator was made: a drain loop that leaves by
// hasNext() returning false has seen every element added before it ended.
var failFast = map[string]bool{"java/util/ArrayList": true, "java/util/LinkedList": true}

// HeldTasks returns the task threads that drain loop l of n (over a list
// loaded from a field) surely waits for: those of the calls whose every
// result is added at once to the list (see DrainLoop), when the list is
// one runtime ArrayList or LinkedList, the only calls on it anywhere are
// <init>, add, size, isEmpty, get and the loop's iterator (none removes,
// and no other iterator could), it is passed to no method, and each of
// those calls, in every context, adds to that list only and runs in n's
// thread, which has a single instance (so that no other thread adds while
// the loop runs, and an add in the loop makes its next() throw).
func (a *Analysis) HeldTasks(n *CGNode, l DrainLoop) []*Thread {
	if !l.Loaded || l.Iter == nil && !l.Indexed || n.Thread.Multi {
		return nil
	}
	o := a.single(n, l.List)
	if o == nil || !failFast[o.Class] {
		return nil
	}
	ok := map[string]bool{"<init>": true, "add": true, "size": true, "isEmpty": true, "get": true}
	type source struct {
		f *Function
		c *Call
	}
	var srcs []source
	seen := map[*Call]bool{}
	var dm *CGNode
	var d map[*Var]Instruction
	if !a.callsOn(o, func(m *CGNode, b *Block, i int, c *Call) bool {
		if c.Method.Name == "iterator" && m == n && c.Dst != nil && l.Iter != nil && c.Dst == l.Iter {
			return true
		}
		if !ok[c.Method.Name] {
			return false
		}
		if c.Method.Name == "add" && c.Method.Desc == "(Ljava/lang/Object;)Z" {
			if m != dm {
				dm, d = m, defs(m.Func)
			}
			if src := taskSource(d, b, i, c.Args[1]); src != nil && !seen[src] {
				seen[src] = true
				srcs = append(srcs, source{m.Func, src})
			}
		}
		return true
	}) {
		return nil
	}
	var out []*Thread
	for _, s := range srcs {
		t := a.TaskThread(s.f.Site(s.c.PC()))
		if t == nil {
			continue
		}
		d := defs(s.f)
		b := s.c.Block()
		all := true
		for _, m := range a.contexts(s.f) {
			all = all && m.Thread == n.Thread && a.isFuture(m, s.c.Dst) && a.addsTo(m, d, b, s.c) == o
		}
		if all {
			out = append(out, t)
		}
	}
	return out
}

// HeldThreads returns the threads that thread join loop l of n (over a
// list loaded from a field, l.Loaded) surely joins, on the conditions of
// HeldTasks: the list is one runtime ArrayList or LinkedList, the only
// calls on it anywhere are <init>, add, size, isEmpty, get, forEach and
// iterators whose result only hasNext() and next() use (none removes), it
// is passed to no method, and every add runs in n's thread, which has a
// single instance: no other thread adds while the loop runs, and an add
// in n's thread during the loop makes its next() throw, so leaving by
// hasNext() the loop has joined every thread added before. A thread is
// joined when some add puts a value that may be its one Thread object
// only, as ThreadJoinLoops' elements, and every start() of that object
// starts a thread then in the list (listedStarts): a thread added after
// the loop, or only on some paths, may run unjoined.
func (a *Analysis) HeldThreads(n *CGNode, l ThreadJoinLoop) []*Thread {
	if !l.Loaded || l.Iter == nil || n.Thread.Multi {
		return nil
	}
	o := a.single(n, l.List)
	if o == nil || !failFast[o.Class] {
		return nil
	}
	ok := map[string]bool{"<init>": true, "add": true, "size": true, "isEmpty": true, "get": true, "forEach": true}
	isO := func(m *CGNode, _ map[*Var]Instruction, v Value) bool { return a.single(m, v) == o }
	var out []*Thread
	var dm *CGNode
	var d map[*Var]Instruction
	if !a.callsOn(o, func(m *CGNode, _ *Block, _ int, c *Call) bool {
		if c.Method.Name == "iterator" && m == n && c.Dst == l.Iter {
			return true
		}
		if c.Method.Name == "iterator" && c.Method.Desc == "()Ljava/util/Iterator;" && c.Dst != nil {
			if m != dm {
				dm, d = m, defs(m.Func)
			}
			return readOnlyIter(m.Func, d, c.Dst)
		}
		if !ok[c.Method.Name] {
			return false
		}
		if c.Method.Name != "add" {
			return true
		}
		if c.Method.Desc != "(Ljava/lang/Object;)Z" || m.Thread != n.Thread {
			return false // an add at an index, or in another thread
		}
		if pts := a.PointsTo(m, c.Args[1]); pts.Len() == 1 {
			for id := range pts.Elems {
				if t := a.ThreadOf(a.Objects[id]); t != nil && !slices.Contains(out, t) && a.listedStarts(n.Thread, a.Objects[id], isO, isO) {
					out = append(out, t)
				}
			}
		}
		return true
	}) {
		return nil
	}
	return out
}

// callsOn calls f on each call of every node of the call graph whose
// receiver may be o, and reports false as soon as f does or o may be a
// call's other argument (or a static call's: handed to a method).
func (a *Analysis) callsOn(o *Object, f func(m *CGNode, b *Block, i int, c *Call) bool) bool {
	for _, m := range a.Nodes {
		for _, b := range m.Func.Blocks {
			for i, in := range b.Instrs {
				c, isCall := in.(*Call)
				if !isCall {
					continue
				}
				for k, x := range c.Args {
					if x.Type() != TRef || !a.PointsTo(m, x).Has(o.ID) {
						continue
					}
					if k != 0 || c.Kind == Static || !f(m, b, i, c) {
						return false
					}
				}
			}
		}
	}
	return true
}

// readOnlyIter reports whether iterator it of f is used by hasNext() and
// next() only.
func readOnlyIter(f *Function, d map[*Var]Instruction, it *Var) bool {
	if d[it] == nil {
		return false
	}
	return usesOf(f, d, it, func(in Instruction, i int) bool {
		c, ok := in.(*Call)
		return ok && i == 0 && c.Kind != Static && (c.Method.Name == "hasNext" && c.Method.Desc == "()Z" ||
			c.Method.Name == "next" && c.Method.Desc == "()Ljava/lang/Object;")
	})
}

// addsTo returns the one runtime object that the add right after call c
// (in block b, see taskSource) adds c's result to in context m, nil when
// there is no such add or it may add to another object.
func (a *Analysis) addsTo(m *CGNode, d map[*Var]Instruction, b *Block, c *Call) *Object {
	for i, in := range b.Instrs {
		add, ok := in.(*Call)
		if ok && add.Kind != Static && add.Method.Name == "add" && add.Method.Desc == "(Ljava/lang/Object;)Z" &&
			len(add.Args) == 2 && taskSource(d, b, i, add.Args[1]) == c {
			return a.single(m, add.Args[0])
		}
	}
	return nil
}

// ExecutorTasks returns the task threads that have all ended when the
// awaitTermination of AwaitJoin w of n (on an executor loaded from a
// field) returned true: those of the calls that hand tasks (submit,
// execute, invokeAll) to that executor, when it is one runtime object
// and each of those calls, in every context, hands its task to it and
// to no other executor. An executor that has terminated has run all its
// tasks to their end and accepts no more, whichever thread handed them.
func (a *Analysis) ExecutorTasks(n *CGNode, w AwaitJoin) []*Thread {
	if !w.Loaded {
		return nil
	}
	p := a.single(n, w.Executor)
	if p == nil {
		return nil
	}
	var out []*Thread
	seen := map[*Thread]bool{}
	for _, m := range a.Nodes {
		for _, b := range m.Func.Blocks {
			for _, in := range b.Instrs {
				c, ok := in.(*Call)
				if !ok || c.Kind == Static || len(c.Args) == 0 || !executorUses[c.Method.Name] ||
					!a.Prog.StartsTask(c.Method.Class, c.Method.Name) || !a.PointsTo(m, c.Args[0]).Has(p.ID) {
					continue
				}
				t := a.TaskThread(m.Func.Site(c.PC()))
				if t == nil || seen[t] {
					continue
				}
				all := true
				for _, m2 := range a.contexts(m.Func) {
					all = all && a.single(m2, c.Args[0]) == p
				}
				if all {
					seen[t] = true
					out = append(out, t)
				}
			}
		}
	}
	return out
}

// listedStarts reports whether every Thread.start() of the program that
// may start thread object t runs in thread th on a value that is in the
// list when it starts: an element taken from it (next() of an iterator
// whose receiver isList holds for, or a get(int) on such a receiver), or
// the value that an add on such a receiver in the start's block puts
// (isAdd holds for the add's receiver) before the start, or after it with
// no call of program code between. No thread removes from the list (the
// callers' conditions), so a thread of t that th starts before a join
// loop over the list is in it when the loop runs; one started after the
// loop runs after it in th's order.
func (a *Analysis) listedStarts(th *Thread, t *Object, isList, isAdd func(m *CGNode, d map[*Var]Instruction, v Value) bool) bool {
	ds := map[*Function]map[*Var]Instruction{}
	for _, ss := range a.starts() {
		for _, s := range ss {
			if s.t != nil || len(s.c.Args) == 0 || !a.PointsTo(s.n, s.c.Args[0]).Has(t.ID) {
				continue
			}
			if s.n.Thread != th {
				return false
			}
			d := ds[s.n.Func]
			if d == nil {
				d = defs(s.n.Func)
				ds[s.n.Func] = d
			}
			r := root(d, s.c.Args[0])
			if r == nil || !listElement(s.n, d, r, isList) && !addedWith(s.n, d, s.c, r, isAdd) {
				return false
			}
		}
	}
	return true
}

// listElement reports whether r is defined as an element of a list that
// isList holds for: the result of its get(int), or of next() on its
// iterator().
func listElement(m *CGNode, d map[*Var]Instruction, r *Var, isList func(*CGNode, map[*Var]Instruction, Value) bool) bool {
	c, ok := d[r].(*Call)
	if !ok || c.Kind == Static || len(c.Args) == 0 {
		return false
	}
	switch {
	case c.Method.Name == "get" && c.Method.Desc == "(I)Ljava/lang/Object;":
		return isList(m, d, c.Args[0])
	case c.Method.Name == "next" && c.Method.Desc == "()Ljava/lang/Object;":
		it, ok := d[root(d, c.Args[0])].(*Call)
		return ok && it.Kind != Static && len(it.Args) == 1 && it.Method.Name == "iterator" &&
			it.Method.Desc == "()Ljava/util/Iterator;" && isList(m, d, it.Args[0])
	}
	return false
}

// addedWith reports whether start call c's block adds r (an add(Object)
// whose receiver isAdd holds for) before c, or after c with no call of
// program code between them (that might run a join loop over the list).
func addedWith(m *CGNode, d map[*Var]Instruction, c *Call, r *Var, isAdd func(*CGNode, map[*Var]Instruction, Value) bool) bool {
	b := c.Block()
	at := slices.Index(b.Instrs, Instruction(c))
	for j, in := range b.Instrs {
		add, ok := in.(*Call)
		if !ok || add.Kind == Static || len(add.Args) != 2 || add.Method.Name != "add" ||
			add.Method.Desc != "(Ljava/lang/Object;)Z" || root(d, add.Args[1]) != r || !isAdd(m, d, add.Args[0]) {
			continue
		}
		if j < at {
			return true
		}
		between := true
		for _, x := range b.Instrs[at+1 : j] {
			between = between && len(m.Callees[x]) == 0 && len(m.Callbacks[x]) == 0
		}
		if between {
			return true
		}
	}
	return false
}
