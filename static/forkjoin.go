package static

// Joins of fork/join tasks (package mhp makes them join nodes of the PEG).
//
// A fork call site is one abstract task thread standing for every task
// forked there. A recursive compute forks at a site and joins its own
// fork while the forks of that site made by other invocations (its
// siblings', and those of the right half it computes inline) still run,
// so a join inside the recursion cannot end that abstract thread. What
// can: a wait from outside the recursion, by structure. A fork is
// *joined* when, in the method that forks, every way from the fork to a
// return passes a join() of the same task (a local variable with one
// definition), and the method's invocation cannot end by an exception
// that a caller in the same thread catches. Then, for RecursiveAction and
// RecursiveTask (whose completion is their compute's return, when the
// program completes or cancels none of them itself), a task whose
// compute returned normally has seen every task it forked complete
// normally, and so, by induction, every task below it. When every thread
// started by a task thread and by the threads it starts in turn is such
// a joined fork, and none of them is started from outside that tree, a
// wait that returns normally for the root task ends the whole tree: a
// ForkJoinPool.invoke, or a join() or get() of a task forked (or
// submitted) once by a single-instance thread outside the tree.
//
// ForkJoinTask.invokeAll (of two tasks, an array or a collection) and a
// task's invoke() start a task thread of their call as fork does (the
// first task of invokeAll and the task of invoke run in the calling
// thread, or in a worker that stole them, the analysis does not tell)
// and return normally only once every task they were given has completed
// normally: such a call counts as a joined fork when no handler of its
// method covers it (an exception it throws, after which a task it
// cancelled may still run, then ends the method's invocation abnormally),
// and, outside the tree, as a wait for its tasks and the trees below them.

// RecursiveTask reports whether class is a RecursiveAction or a
// RecursiveTask: a ForkJoinTask completed by its compute's return.
func (p *Program) RecursiveTask(class string) bool {
	return p.IsSubtype(class, "java/util/concurrent/RecursiveAction") || p.IsSubtype(class, "java/util/concurrent/RecursiveTask")
}

// threadStart is a call of a CGNode that starts a thread: t is the task
// thread of its site, nil for a Thread.start; fork when it is a
// ForkJoinTask.fork or a wait that starts its tasks (isTaskWait), wait
// when the latter.
type threadStart struct {
	n          *CGNode
	c          *Call
	t          *Thread
	fork, wait bool
}

// isFork reports whether jm is ForkJoinTask.fork.
func isFork(jm JDKMethod) bool {
	return jm.Method.Name == "fork" && jm.Method.Desc == "()Ljava/util/concurrent/ForkJoinTask;"
}

// isTaskWait reports whether jm is ForkJoinTask.invokeAll or a task's
// invoke(): calls that start their tasks and return normally once each
// has completed normally.
func isTaskWait(jm JDKMethod) bool {
	return jm.Class.Name == "java/util/concurrent/ForkJoinTask" &&
		(jm.Method.Name == "invokeAll" || jm.Method.Name == "invoke" && jm.Method.Desc == "()Ljava/lang/Object;")
}

// starts returns the thread-starting calls of every thread's CG nodes.
func (a *Analysis) starts() map[*Thread][]threadStart {
	if a.threadStarts != nil {
		return a.threadStarts
	}
	out := map[*Thread][]threadStart{}
	for _, n := range a.Nodes {
		for _, b := range n.Func.Blocks {
			for _, in := range b.Instrs {
				c, ok := in.(*Call)
				if !ok || len(n.JDK[c]) == 0 {
					continue
				}
				if t := a.TaskThread(n.Func.Site(c.PC())); t != nil {
					fork, wait := true, true
					for _, jm := range n.JDK[c] {
						wait = wait && isTaskWait(jm)
						fork = fork && (isFork(jm) || isTaskWait(jm))
					}
					out[n.Thread] = append(out[n.Thread], threadStart{n, c, t, fork, wait})
					continue
				}
				for _, jm := range n.JDK[c] {
					if jm.Class.Name == "java/lang/Thread" && jm.Method.Name == "start" {
						out[n.Thread] = append(out[n.Thread], threadStart{n: n, c: c})
						break
					}
				}
			}
		}
	}
	a.threadStarts = out
	return out
}

// recursiveThread reports whether every object of every task of task
// thread t is a RecursiveAction or RecursiveTask that the program never
// completes, cancels or reinitializes itself (and there is one at least).
func (a *Analysis) recursiveThread(t *Thread) bool {
	some := false
	for _, x := range t.tasks {
		for id := range a.pts[x].Elems {
			o := a.Objects[id]
			if !a.Prog.RecursiveTask(o.Class) || a.completable(o) {
				return false
			}
			some = true
		}
	}
	return some
}

// recursiveTasks reports whether every object v may point to in n is a
// RecursiveAction or RecursiveTask that the program never completes,
// cancels or reinitializes itself (and there is one at least).
func (a *Analysis) recursiveTasks(n *CGNode, v Value) bool {
	return a.everyObject(n, v, func(o *Object) bool { return a.Prog.RecursiveTask(o.Class) && !a.completable(o) })
}

// isTaskJoin reports whether in is a join() (or, with get, a get())
// whose receiver's root is in vars.
func isTaskJoin(d map[*Var]Instruction, in Instruction, vars map[*Var]bool, get bool) bool {
	c, ok := in.(*Call)
	return ok && c.Kind != Static && len(c.Args) == 1 && (c.Method.Name == "join" || get && c.Method.Name == "get") &&
		c.Method.Desc == "()Ljava/lang/Object;" && vars[root(d, c.Args[0])]
}

// taskVars returns the root variables that hold the task of call c, a
// fork (its receiver) or a ForkJoinPool's submit or execute (its
// argument): the last argument's root and c's result (fork and submit
// return the task).
func taskVars(d map[*Var]Instruction, c *Call) map[*Var]bool {
	vars := map[*Var]bool{}
	if r := root(d, c.Args[len(c.Args)-1]); r != nil {
		vars[r] = true
	}
	if c.Dst != nil {
		if _, single := d[c.Dst]; single {
			vars[c.Dst] = true
		}
	}
	return vars
}

// JoinedFork reports whether every way from fork call c of f to a return
// of f passes a join() (or, with get, a get()) of the forked task (an
// exception that f throws ends its invocation abnormally and is not such
// a way; one that f catches is: a block's handlers are followed from
// anywhere in it, also from a block that joins).
func JoinedFork(f *Function, c *Call, get bool) bool {
	if len(c.Args) == 0 {
		return false
	}
	d := defs(f)
	vars := taskVars(d, c)
	if len(vars) == 0 {
		return false
	}
	b := c.Block()
	after, joined := false, false
	for _, in := range b.Instrs {
		if in == c {
			after = true
		} else if after && isTaskJoin(d, in, vars, get) {
			joined = true
		}
	}
	seen := map[*Block]bool{}
	var work []*Block
	push := func(bs []*Block) {
		for _, s := range bs {
			if !seen[s] {
				seen[s] = true
				work = append(work, s)
			}
		}
	}
	push(b.Handlers)
	if !joined {
		if _, ret := b.Terminator().(*Return); ret {
			return false
		}
		push(b.Succs)
	}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		push(x.Handlers)
		joins := false
		for _, in := range x.Instrs {
			joins = joins || isTaskJoin(d, in, vars, get)
		}
		if joins {
			continue
		}
		if _, ret := x.Terminator().(*Return); ret {
			return false
		}
		push(x.Succs)
	}
	return true
}

// uncaught reports whether an exception that the invocation of n throws
// reaches the end of its thread's entry: no call on the way from an
// entry to n is in a block with a handler.
func uncaught(n *CGNode, seen map[*CGNode]bool) bool {
	if seen[n] {
		return true
	}
	seen[n] = true
	entry := false
	for _, e := range n.Thread.Entries {
		entry = entry || e == n
	}
	if !entry && len(n.Callers) == 0 {
		return false
	}
	for _, cs := range n.Callers {
		if cs.Caller.Thread != n.Thread || len(cs.Instr.Block().Handlers) > 0 || !uncaught(cs.Caller, seen) {
			return false
		}
	}
	return true
}

// joinedForkIn reports whether s, a fork or a wait that starts its tasks,
// is a joined fork of RecursiveActions or RecursiveTasks (see the top of
// this file).
func (a *Analysis) joinedForkIn(s threadStart) bool {
	if s.wait {
		return len(s.c.Block().Handlers) == 0 && a.recursiveThread(s.t) && uncaught(s.n, map[*CGNode]bool{})
	}
	return len(s.c.Args) == 1 && a.recursiveTasks(s.n, s.c.Args[0]) && JoinedFork(s.n.Func, s.c, false) && uncaught(s.n, map[*CGNode]bool{})
}

// recursive reports whether n may call itself (through application
// callees and callbacks).
func recursive(n *CGNode) bool {
	seen := map[*CGNode]bool{}
	work := []*CGNode{n}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		for _, m := range []map[Instruction][]*CGNode{x.Callees, x.Callbacks} {
			for _, cs := range m {
				for _, y := range cs {
					if y == n {
						return true
					}
					if !seen[y] {
						seen[y] = true
						work = append(work, y)
					}
				}
			}
		}
	}
	return false
}

// forkTree returns the task threads that have all ended when the compute
// of every task of root has returned normally: those root starts and,
// in turn, they start, when each is a joined fork (joinedForkIn) started
// only from root and the tree, and waiter (the thread that waits for
// root) is a single-instance thread outside the tree. nil when there is
// no such tree.
func (a *Analysis) forkTree(root, waiter *Thread) []*Thread {
	if waiter.Multi || waiter == root {
		return nil
	}
	starts := a.starts()
	in := map[*Thread]bool{root: true}
	var tree []*Thread
	work := []*Thread{root}
	for len(work) > 0 {
		t := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range starts[t] {
			if s.t == nil || !s.fork || !a.joinedForkIn(s) {
				return nil
			}
			if !in[s.t] {
				in[s.t] = true
				tree = append(tree, s.t)
				work = append(work, s.t)
			}
		}
	}
	if in[waiter] {
		return nil
	}
	for t, ss := range starts {
		for _, s := range ss {
			if s.t != nil && s.t != root && in[s.t] && !in[t] {
				return nil
			}
		}
	}
	return tree
}

// ForkJoined returns the task threads that have all ended when call c of
// n returns normally, for a ForkJoinPool.invoke of a RecursiveAction or
// RecursiveTask (its task thread and the tree below it, see forkTree),
// and for a join() or get() (no timeout) of such a task when the task
// was forked or handed to a ForkJoinPool's submit or execute by one call
// of n's method outside any loop, in a method that does not call itself
// and waits (join or get) for the task on every way to its return, whose
// every context runs in n's thread with no handler on the way from its
// entry, and n's thread has a single instance: that call's task thread
// and the tree below it. The tree of an invoke, too, only when every
// context of its method runs in n's thread. For a ForkJoinTask.invokeAll
// or a task's invoke() (isTaskWait) of RecursiveActions or RecursiveTasks
// in a single-instance thread, no handler of its method covering it and
// every context of its method in n's thread with no handler on the way
// from its entry: its task thread and the trees below it. nil otherwise
// (the ForkJoinPool.invoke of another ForkJoinTask still joins its own
// task thread, package mhp).
func (a *Analysis) ForkJoined(n *CGNode, c *Call) []*Thread {
	if len(c.Args) == 0 {
		return nil
	}
	f := n.Func
	var top *Thread
	wait := len(n.JDK[c]) > 0
	for _, jm := range n.JDK[c] {
		wait = wait && isTaskWait(jm)
	}
	if !wait && c.Kind == Static {
		return nil
	}
	switch {
	case wait:
		top = a.TaskThread(f.Site(c.PC()))
		if top == nil || n.Thread.Multi || len(c.Block().Handlers) > 0 || !a.recursiveThread(top) {
			return nil
		}
		for _, m := range a.contexts(f) {
			if m.Thread != n.Thread || !uncaught(m, map[*CGNode]bool{}) {
				return nil
			}
		}
	case c.Method.Name == "invoke" && len(c.Args) == 2:
		top = a.TaskThread(f.Site(c.PC()))
		if top == nil || !a.recursiveTasks(n, c.Args[1]) {
			return nil
		}
		for _, m := range a.contexts(f) {
			if m.Thread != n.Thread {
				return []*Thread{top}
			}
		}
	case (c.Method.Name == "join" || c.Method.Name == "get") && c.Method.Desc == "()Ljava/lang/Object;" && len(c.Args) == 1:
		if n.Thread.Multi || recursive(n) || !a.recursiveTasks(n, c.Args[0]) {
			return nil
		}
		d := defs(f)
		r := root(d, c.Args[0])
		if r == nil {
			return nil
		}
		var start *Call
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				s, ok := in.(*Call)
				if !ok || s == c || len(s.Args) == 0 || a.TaskThread(f.Site(s.PC())) == nil {
					continue
				}
				wait := true
				for _, jm := range n.JDK[s] {
					wait = wait && isTaskWait(jm)
				}
				if wait {
					// invokeAll or invoke() of other tasks: they have
					// completed when the call returns.
					for _, x := range s.Args {
						if root(d, x) == r {
							return nil
						}
					}
					continue
				}
				for _, jm := range n.JDK[s] {
					if !isFork(jm) && !a.Prog.IsSubtype(jm.Class.Name, "java/util/concurrent/ForkJoinPool") {
						return nil
					}
				}
				task := s.Args[len(s.Args)-1] // fork's receiver, submit's and execute's task
				if root(d, task) != r && (s.Dst == nil || s.Dst != r) {
					continue
				}
				if start != nil || a.InLoop(f, s) {
					return nil
				}
				start = s
			}
		}
		if start == nil || !JoinedFork(f, start, true) {
			return nil
		}
		// Each invocation of f waits for its task before it returns, and
		// an exception it throws ends its thread: when this wait returns,
		// the task it waits for is the only one of its site that runs.
		for _, m := range a.contexts(f) {
			if m.Thread != n.Thread || !uncaught(m, map[*CGNode]bool{}) {
				return nil
			}
		}
		top = a.TaskThread(f.Site(start.PC()))
	default:
		return nil
	}
	return append([]*Thread{top}, a.forkTree(top, n.Thread)...)
}
