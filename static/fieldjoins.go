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
	for _, m := range a.Nodes {
		d := defs(m.Func)
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
					if k != 0 || c.Kind == Static {
						return nil // handed to a method
					}
					if c.Method.Name == "iterator" && m == n && c.Dst != nil && l.Iter != nil && c.Dst == l.Iter {
						continue
					}
					if !ok[c.Method.Name] {
						return nil
					}
					if c.Method.Name == "add" && c.Method.Desc == "(Ljava/lang/Object;)Z" {
						if src := taskSource(d, b, i, c.Args[1]); src != nil && !seen[src] {
							seen[src] = true
							srcs = append(srcs, source{m.Func, src})
						}
					}
				}
			}
		}
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
// only, as ThreadJoinLoops' elements.
func (a *Analysis) HeldThreads(n *CGNode, l ThreadJoinLoop) []*Thread {
	if !l.Loaded || l.Iter == nil || n.Thread.Multi {
		return nil
	}
	o := a.single(n, l.List)
	if o == nil || !failFast[o.Class] {
		return nil
	}
	ok := map[string]bool{"<init>": true, "add": true, "size": true, "isEmpty": true, "get": true, "forEach": true}
	var out []*Thread
	for _, m := range a.Nodes {
		var d map[*Var]Instruction
		for _, b := range m.Func.Blocks {
			for _, in := range b.Instrs {
				c, isCall := in.(*Call)
				if !isCall {
					continue
				}
				for k, x := range c.Args {
					if x.Type() != TRef || !a.PointsTo(m, x).Has(o.ID) {
						continue
					}
					if k != 0 || c.Kind == Static {
						return nil // handed to a method
					}
					if c.Method.Name == "iterator" && m == n && c.Dst == l.Iter {
						continue
					}
					if c.Method.Name == "iterator" && c.Method.Desc == "()Ljava/util/Iterator;" && c.Dst != nil {
						if d == nil {
							d = defs(m.Func)
						}
						if !readOnlyIter(m.Func, d, c.Dst) {
							return nil
						}
						continue
					}
					if !ok[c.Method.Name] {
						return nil
					}
					if c.Method.Name != "add" {
						continue
					}
					if c.Method.Desc != "(Ljava/lang/Object;)Z" || m.Thread != n.Thread {
						return nil // an add at an index, or in another thread
					}
					if pts := a.PointsTo(m, c.Args[1]); pts.Len() == 1 {
						for id := range pts.Elems {
							if t := a.ThreadOf(a.Objects[id]); t != nil && !slices.Contains(out, t) {
								out = append(out, t)
							}
						}
					}
				}
			}
		}
	}
	return out
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
