package mhp

import (
	"slices"
	"sort"
	"strings"

	"weft/classfile"
	"weft/static"
)

// method inlines one clone of cg and returns it.
func (b *builder) method(cg *static.CGNode, own bool) *instance {
	inst := &instance{cg: cg, in: b.node(nop, cg, nil), out: b.node(nop, cg, nil), own: own, depth: len(b.calls)}
	if len(b.stack) > 0 && len(b.calls) > 0 {
		parent := b.stack[len(b.stack)-1]
		inst.parent = parent
		if b.bound {
			inst.recv = b.receiverAt(cg, parent, b.calls[len(b.calls)-1])
		}
		parent.kids = append(parent.kids, inst)
	}
	b.bound = false
	b.clones[cg] = append(b.clones[cg], inst)
	b.stack = append(b.stack, inst)
	defer func() { b.stack = b.stack[:len(b.stack)-1] }()
	f := cg.Func
	in, out := inst.in, inst.out
	if f.Method.AccessFlags&classfile.AccSynchronized != 0 {
		var objs static.Bitset
		if f.Method.IsStatic() {
			if o := b.a.ClassObject(f.Class.Name); o != nil {
				objs.Add(o.ID)
			}
		} else if len(f.Params) > 0 {
			objs = b.a.PointsTo(cg, f.Params[0]).Clone()
		}
		// The thesis reports a synchronized method's entry at the
		// invocation (§4.2.3, monitor refs), so the node takes the call
		// site's coordinates when there is one.
		ecg, ein := cg, f.Blocks[0].Instrs[0]
		ctx := b.calls
		if len(b.calls) > 0 {
			cs := b.calls[len(b.calls)-1]
			ecg, ein, ctx = cs.Caller, cs.Instr, b.calls[:len(b.calls)-1]
		}
		m := b.monitorOf(objs, true)
		entry := b.node(Entry, ecg, ein)
		entry.Context = append([]static.CallSite(nil), ctx...)
		entry.Monitor, entry.Objs = m, objs
		exit := b.node(Exit, cg, f.Blocks[len(f.Blocks)-1].Terminator())
		exit.Monitor, exit.Objs = m, objs
		if l := b.ownLife(ecg, ein); l != nil {
			// Blocked while another thread holds the monitor.
			l.Context = entry.Context
			edge(in, l)
			in = l
		}
		edge(in, entry)
		edge(exit, out)
		in, out = entry, exit
	}
	ret := b.node(nop, cg, nil)
	edge(ret, out)
	heads := make([]*Node, len(f.Blocks))
	for i := range f.Blocks {
		heads[i] = b.node(nop, cg, nil)
	}
	edge(in, heads[0])
	sync := f.Method.AccessFlags&classfile.AccSynchronized != 0 && !f.Method.IsStatic()
	live := b.a.Prog.LiveBlocks(f)
	for i, blk := range f.Blocks {
		if live != nil && !live[i] {
			// Only reached past a call that never returns (System.exit,
			// a helper that exits): never runs.
			continue
		}
		cur := heads[i]
		var made []*Node
		ended := false
		for _, x := range blk.Instrs {
			first, last := b.instr(cg, x, sync, own)
			if first != nil {
				edge(cur, first)
				if first.Kind == Wait {
					// Only the notified-entry throws (InterruptedException,
					// after re-acquiring the monitor): a handler does not let
					// the waiter skip its notification.
					made = append(made, last)
				} else {
					made = append(made, first, last)
				}
				cur = last
			}
			if b.a.Prog.EndsPath(x) {
				ended = true
				break
			}
		}
		for _, h := range blk.Handlers {
			edge(heads[i], heads[h.Index])
			for _, n := range made {
				edge(n, heads[h.Index])
			}
		}
		if ended {
			// System.exit, Runtime.exit and Runtime.halt do not return:
			// the path ends there (the hooks an exit starts run on), and
			// nothing after the call runs after it.
			continue
		}
		switch blk.Terminator().(type) {
		case *static.Return, *static.Throw:
			edge(cur, ret)
		default:
			for _, s := range blk.Succs {
				from := cur
				if j := b.edgeJoin(cg, blk, s); j != nil {
					edge(cur, j)
					from = j
				}
				arrayLen := func(v static.Value) (int64, bool) { return b.a.MinArrayLength(cg, v) }
				if t := static.DecidedBranchWith(blk, s, arrayLen); t != nil {
					// The loads before the decided test still run on
					// this way (a read of the field holding the array).
					for k, x := range static.TestPrefix(s) {
						if k == 0 {
							for _, h := range s.Handlers {
								edge(from, heads[h.Index])
							}
						}
						first, last := b.instr(cg, x, sync, own)
						if first == nil {
							continue
						}
						edge(from, first)
						for _, h := range s.Handlers {
							edge(first, heads[h.Index])
							edge(last, heads[h.Index])
						}
						from = last
					}
					s = t
				}
				edge(from, heads[s.Index])
			}
		}
	}
	return inst
}

// instr returns the PEG nodes of one instruction, first and last, or nils.
func (b *builder) instr(cg *static.CGNode, x static.Instruction, sync, own bool) (*Node, *Node) {
	access := func(kind NodeKind, field string, obj static.Value) (*Node, *Node) {
		n := b.node(kind, cg, x)
		n.Field = field
		if obj == nil {
			n.Static = true
		} else {
			n.Objs = b.a.PointsTo(cg, obj).Clone()
			n.base = obj
			if v, ok := obj.(*static.Var); ok && static.SingleDef(cg.Func, v) {
				n.baseVar = v
			}
			if static.IsThis(cg.Func, obj) {
				if inst := b.stack[len(b.stack)-1]; inst.cg == cg && inst.recv != nil && !inst.shared {
					// This clone's receiver is the call site's.
					n.Objs = inst.recv.Clone()
					inst.refined = append(inst.refined, n)
				}
				n.ThisInSync = sync
				n.OwnThread = own
				if cg.Recv != nil && cg.Func.Method.Name == "<init>" && !b.startsThread(cg) {
					n.CtorOf = b.a.ThreadOf(cg.Recv)
				}
			}
		}
		return n, n
	}
	switch x := x.(type) {
	case *static.GetField:
		if b.isFinal(x.Field) {
			return nil, nil
		}
		return access(Read, b.a.Prog.FieldKey(x.Field), x.Obj)
	case *static.PutField:
		if b.isFinal(x.Field) {
			return nil, nil
		}
		return access(Write, b.a.Prog.FieldKey(x.Field), x.Obj)
	case *static.ArrayLoad:
		n, _ := access(Read, "[]", x.Arr)
		n.index = x.Index
		return n, n
	case *static.ArrayStore:
		n, _ := access(Write, "[]", x.Arr)
		n.index = x.Index
		return n, n
	case *static.MonitorEnter:
		n := b.node(Entry, cg, x)
		n.Objs = b.a.PointsTo(cg, x.X).Clone()
		n.Monitor = b.monitorOf(n.Objs, true)
		if v, ok := x.X.(*static.Var); ok && n.Monitor.Artificial && static.SingleDef(cg.Func, v) {
			n.Monitor.LockVar, n.Monitor.LockCG = v, cg
		}
		if l := b.ownLife(cg, x); l != nil {
			// Before the entry: a thread that finds the monitor held
			// is BLOCKED until it gets it.
			edge(l, n)
			return l, n
		}
		return n, n
	case *static.MonitorExit:
		n := b.node(Exit, cg, x)
		n.Objs = b.a.PointsTo(cg, x.X).Clone()
		n.Monitor = b.monitorOf(n.Objs, false)
		return n, n
	case *static.Call:
		if vs, op := b.a.VarHandleTarget(cg, x), static.VarHandleOp(x.Method.Name); vs != nil && op != static.NoEffect {
			// An access method of a VarHandle reads or writes the
			// variable the handle was made for (static.VarHandleTarget),
			// one node per variable it may be, as alternatives.
			kind := Read
			if op == static.WriteEffect {
				kind = Write
			}
			var parts []part
			for _, v := range vs {
				var n *Node
				switch {
				case v.Array && len(x.Args) > 1:
					n, _ = access(kind, "[]", x.Args[1])
				case v.Static:
					n, _ = access(kind, b.a.Prog.FieldKey(v.Field), nil)
				case len(x.Args) > 1:
					n, _ = access(kind, b.a.Prog.FieldKey(v.Field), x.Args[1])
				}
				if n != nil {
					n.Atomic = kind == Write && static.AtomicUpdate(x.Method.Name)
					parts = append(parts, part{n, n})
				}
			}
			if len(parts) > 0 {
				return b.alternatives(cg, parts)
			}
		}
		first, last := b.call(cg, x, own)
		first, last = b.callbacks(cg, x, first, last)
		// A parallel stream's terminal operation returns once the
		// pool's workers have run the pipeline's functions: a join of
		// each of their task threads.
		for _, t := range b.a.ParallelJoins(cg.Func.Site(x.PC())) {
			n := b.node(Join, cg, x)
			n.Task = t
			if first == nil {
				first = n
			} else {
				edge(last, n)
			}
			last = n
		}
		return first, last
	case *static.InvokeDynamic:
		if x.Bootstrap.Ref.Class == "java/lang/invoke/StringConcatFactory" {
			// A string concatenation reads the builders it concatenates.
			if n := b.builderArgs(cg, x, x.Args); n != nil {
				first, last := b.callbacks(cg, x, n, n)
				return first, last
			}
		}
		return b.callbacks(cg, x, nil, nil)
	}
	return nil, nil
}

// callbacks appends to a call's nodes the application methods its JDK
// callee may call back (toString of a concatenated object …): a call node,
// one clone per callback as alternatives, and a path without any.
func (b *builder) callbacks(cg *static.CGNode, in static.Instruction, first, last *Node) (*Node, *Node) {
	cbs := cg.Callbacks[in]
	if len(cbs) == 0 {
		return first, last
	}
	cn := b.node(Call, cg, in)
	after := b.node(nop, cg, nil)
	edge(cn, after)
	for _, callee := range cbs {
		inst := b.reuse(callee)
		if inst == nil {
			b.calls = append(b.calls, static.CallSite{Caller: cg, Instr: in})
			inst = b.method(callee, false)
			b.calls = b.calls[:len(b.calls)-1]
		}
		edge(cn, inst.in)
		edge(inst.out, after)
		b.links = append(b.links, callLink{cn, after, inst})
	}
	if first == nil {
		return cn, after
	}
	edge(last, cn)
	return first, after
}

// isFinal is static.Program.IsFinalField, kept per field key, but for an
// instance field of a class whose constructor starts a thread (ctorStarts).
func (b *builder) isFinal(r classfile.MemberRef) bool {
	key := b.a.Prog.FieldKey(r)
	if v, ok := b.finals[key]; ok {
		return v
	}
	fin := b.a.Prog.IsFinalField(r)
	if fin {
		i := strings.LastIndexByte(key, '.')
		if f := b.a.Prog.Class(key[:i]).Field(key[i+1:]); f.AccessFlags&classfile.AccStatic == 0 && b.ctorStarts(key[:i]) {
			// A final field is frozen when the constructor ends (JLS
			// 17.5): a thread the constructor started may read it
			// before (examples/selfstart).
			fin = false
		}
	}
	b.finals[key] = fin
	return fin
}

// ctorStarts reports whether a constructor of class cls or of one of its
// superclasses starts a thread (startsThread).
func (b *builder) ctorStarts(cls string) bool {
	if b.starters == nil {
		b.starters = map[string]bool{}
		for _, n := range b.a.Nodes {
			if n.Func.Method.Name == "<init>" && b.startsThread(n) {
				b.starters[n.Func.Class.Name] = true
			}
		}
	}
	return slices.ContainsFunc(b.a.Prog.Supers(cls), func(c string) bool { return b.starters[c] })
}

// call builds the nodes of a call: the synchronization primitives of
// Object and Thread, summarized JDK effects, and a call node followed by
// one inlined clone per application callee (§4.2.2 cloning).
func (b *builder) call(cg *static.CGNode, c *static.Call, own bool) (*Node, *Node) {
	var parts []part
	var recv static.Bitset
	if c.Kind != static.Static && len(c.Args) > 0 {
		recv = b.a.PointsTo(cg, c.Args[0]).Clone()
	}
	mk := func(kind NodeKind) *Node {
		n := b.node(kind, cg, c)
		n.Objs = recv
		return n
	}
	// effect returns the nodes of JDK method j's effect on the state of
	// the receiver (JDKEffect), when it has one.
	effect := func(j static.JDKMethod) (part, bool) {
		eff := static.JDKEffect(j)
		if eff == static.NoEffect {
			return part{}, false
		}
		objs := b.a.NotTaskFutures(j, recv)
		if b.a.Prog.IsSubtype(j.Class.Name, "java/util/concurrent/Phaser") {
			// A child Phaser's call reaches its ancestors' state.
			objs = b.a.PhaserTiers(objs)
		}
		if !objs.Intersects(b.esc) {
			return part{}, false
		}
		if eff == static.ReadEffect && static.AccessWrites(j) && recv.Intersects(b.a.AccessOrdered()) {
			eff = static.WriteEffect // an access-ordered LinkedHashMap's get relinks it
		}
		k := Read
		if eff == static.WriteEffect {
			k = Write
		}
		acc := mk(k)
		acc.Objs = objs
		acc.Field = "<state>"
		acc.base = c.Args[0]
		acc.Completes = k == Write && b.a.Prog.CompletesTask(j)
		acc.Timed = static.TimedWait(j, c) // a poll(t, unit), a tryAcquire with a timeout...
		acc.TaskStop = k == Write && b.a.Prog.StopsTasks(j)
		acc.Atomic = k == Write && static.AtomicRMW(j)
		if j.Synchronized() {
			m := b.monitorOf(recv, true)
			e, x := mk(Entry), mk(Exit)
			e.Monitor, x.Monitor = m, m
			acc.LockSet = nil
			edge(e, acc)
			edge(acc, x)
			return part{e, x}, true
		}
		return part{acc, acc}, true
	}
	if static.ExitCall(c) {
		// System.exit and Runtime.exit start the shutdown hooks while the
		// other threads still run; Runtime.halt starts none. Named by the
		// call's method: Runtime.getRuntime() points to no object, on
		// which a virtual call would resolve.
		if hooks := b.a.HookObjs(); hooks.Len() > 0 && static.ExitsVM(c.Method.Class, c.Method.Name) {
			n := b.node(Start, cg, c)
			n.Objs = hooks
			return n, n
		}
		return nil, nil
	}
	for _, j := range cg.JDK[c] {
		np := len(parts)
		cls, name := j.Class.Name, j.Method.Name
		// A Lock's lock, lockInterruptibly and unlock, and tryLock with or
		// without a timeout.
		tryLock := name == "tryLock" && (j.Method.Desc == "()Z" || j.Method.Desc == "(JLjava/util/concurrent/TimeUnit;)Z")
		lockCall := tryLock || (name == "lock" || name == "lockInterruptibly" || name == "unlock") && j.Method.Desc == "()V"
		switch {
		case cls == "java/lang/Object" && name == "wait":
			w, wg, ne := mk(Wait), mk(Waiting), mk(NotifiedEntry)
			m := b.monitorOf(recv, false)
			w.Monitor, wg.Monitor, ne.Monitor = m, m, m
			w.WaitingNode, w.NotifiedNode = wg, ne
			ne.Timed = !static.ForeverWait(c) // wait(0) waits for ever too
			wg.WaitNode, wg.NotifiedNode = w, ne
			ne.WaitNode, ne.WaitingNode = w, wg
			edge(w, wg)
			edge(wg, ne)
			parts = append(parts, part{w, ne})
		case cls == "java/lang/Object" && (name == "notify" || name == "notifyAll"):
			k := Notify
			if name == "notifyAll" {
				k = NotifyAll
			}
			n := mk(k)
			n.Monitor = b.monitorOf(recv, false)
			parts = append(parts, part{n, n})
		case (condWait(b.a.Prog, j) || condSignal(b.a.Prog, j)) && b.a.ConditionLocks(recv).Len() > 0:
			// A Condition's await is a wait, its signal and signalAll a
			// notify and a notifyAll: on the Condition (Objs: a signal
			// wakes the waiters of its own Condition only), in the
			// monitor of the Lock that made it (static.ConditionLocks),
			// which the await leaves and enters again. Still the call's
			// effect on the Condition's state, after the nodes.
			m := b.monitorOf(b.a.ConditionLocks(recv), false)
			first, last := b.condNodes(cg, c, j, mk, m)
			if p, ok := effect(j); ok {
				edge(last, p.first)
				last = p.last
			}
			parts = append(parts, part{first, last})
		case cls == "java/lang/Thread" && name == "start" && j.Method.Desc == "()V":
			n := mk(Start)
			parts = append(parts, part{n, n})
		case b.a.TaskThread(cg.Func.Site(c.PC())) != nil:
			// An executor runs the task in a thread of its own (static's
			// startTask), as do a CompletableFuture's stage and the
			// common pool's workers a parallel stream's function: the
			// call starts that thread.
			n := mk(Start)
			n.Task = b.a.TaskThread(cg.Func.Site(c.PC()))
			last := n
			if name == "invokeAll" && j.Method.Desc == "(Ljava/util/Collection;)Ljava/util/List;" ||
				name == "invoke" && strings.HasPrefix(j.Method.Desc, "(Ljava/util/concurrent/ForkJoinTask;)") {
				// invokeAll returns once every task has ended (with a
				// timeout, the tasks it cancels may still run), a
				// ForkJoinPool's invoke once the task's compute has
				// (the tasks compute forks are threads of their own,
				// not joined).
				jn := mk(Join)
				jn.Task = n.Task
				if name == "invoke" {
					// With the tasks its compute forks, when they are
					// joined forks (static.Analysis.ForkJoined).
					jn.Tasks = b.a.ForkJoined(cg, c)
				}
				edge(n, jn)
				last = jn
			} else if j.Class.Name == "java/util/concurrent/ForkJoinTask" && (name == "invokeAll" || name == "invoke") {
				// ForkJoinTask.invokeAll and a task's invoke() return
				// once their tasks have completed: outside the trees of
				// joined forks, a join of the call's task thread and the
				// trees below (static.Analysis.ForkJoined); inside, a
				// join would end the site's other tasks, still running.
				if ts := b.a.ForkJoined(cg, c); ts != nil {
					jn := mk(Join)
					jn.Task = n.Task
					jn.Tasks = ts
					edge(n, jn)
					last = jn
				}
			}
			// invokeAny, and invokeAll at its timeout, cancel the tasks
			// not yet completed, which may not have begun: a write of
			// their Futures' state, after the start
			// (static.Program.CancelsTasks). Asked first: TaskStart
			// builds a set at every task start.
			if b.a.Prog.CancelsTasks(j) {
				if _, objs := b.a.TaskStart(n.Task); objs.Intersects(b.esc) {
					acc := mk(Write)
					acc.Objs = objs
					acc.Field, acc.TaskCancel, acc.Completes = "<state>", true, true
					edge(last, acc)
					last = acc
				}
			}
			parts = append(parts, part{n, last})
		case lockCall && b.a.Prog.IsSubtype(cls, "java/util/concurrent/locks/Lock") && !b.a.Prog.ExclusiveLock(cls):
			// A read lock is shared: its holders exclude writers, not
			// each other; so may be a Lock of no known exclusive class
			// (StampedLock.asReadLock's, static.Program.ExclusiveLock).
			// No monitor, so that two readers' accesses under it still
			// pair (a reader's and a writer's too, which the execution
			// finds infeasible).
		case lockCall && b.a.Prog.IsSubtype(cls, "java/util/concurrent/locks/Lock"):
			// A java.util.concurrent Lock is a monitor: lock enters it,
			// unlock leaves it. tryLock is an entry that may fail (with
			// a timeout, once the holder kept the lock that long): it
			// contends with the lock's other entries (MM pairs), but
			// holds nothing after it (Node.TryLock).
			k := Entry
			if name == "unlock" {
				k = Exit
			}
			n := mk(k)
			n.Monitor = b.monitorOf(recv, k == Entry)
			n.LockCall, n.TryLock = true, tryLock
			n.Timed = tryLock && j.Method.Desc != "()Z"
			parts = append(parts, part{n, n})
		case cls == "java/lang/Thread" && name == "join":
			n := mk(Join)
			n.Timed = !static.ForeverWait(c) // join(0) waits for ever too
			n.OneElement = static.OneElementJoin(cg.Func, c)
			parts = append(parts, part{n, n})
		case (name == "join" || name == "get") && j.Method.Desc == "()Ljava/lang/Object;" &&
			b.a.Prog.IsSubtype(cls, "java/util/concurrent/ForkJoinTask") && b.a.ForkJoined(cg, c) != nil:
			// A wait for a task forked (or submitted) once, outside the
			// tree of joined forks below it: a join of that tree
			// (static.Analysis.ForkJoined). Still the call's effect on
			// the task's state, after the join.
			n := mk(Join)
			n.Tasks = b.a.ForkJoined(cg, c)
			last := n
			if p, ok := effect(j); ok {
				edge(n, p.first)
				last = p.last
			}
			parts = append(parts, part{n, last})
		case (name == "get" && b.a.Prog.IsSubtype(cls, "java/util/concurrent/Future") ||
			name == "join" && cls == "java/util/concurrent/CompletableFuture" && j.Method.Desc == "()Ljava/lang/Object;") && b.futureOnly(recv):
			// Future.get of what ExecutorService.submit returned waits for
			// the task's end: a join of the task's thread (timed with a
			// timeout); so do get and join of what supplyAsync and
			// runAsync returned, unless the program may complete it
			// itself (static.Analysis.FutureTasks). Any other Future (a
			// later stage, one the analysis does not see made) joins
			// nothing.
			n := mk(Join)
			n.Future = true
			n.Timed = j.Method.Desc != "()Ljava/lang/Object;"
			last := n
			if recv.Intersects(b.esc) {
				// Still a read of the Future's state (JDKEffect), after the join.
				acc := mk(Read)
				acc.Field = "<state>"
				edge(n, acc)
				last = acc
			}
			parts = append(parts, part{n, last})
		case cls == "java/lang/Thread" && (name == "interrupt" && j.Method.Desc == "()V" ||
			name == "isInterrupted" && j.Method.Desc == "()Z" || name == "interrupted" && c.Kind == static.Static):
			// A thread's interrupt status is the <state> of its Thread
			// object (Thread's other calls have no effect: stateless):
			// interrupt() sets it, a write; isInterrupted() reads it, and
			// so does Thread.interrupted() the running thread's own (it
			// clears the status only when set, after an interrupt: a
			// write that comes second to that interrupt, while the read
			// is what an interrupt may come after).
			k, objs := Read, recv
			if name == "interrupt" {
				k = Write
			}
			if name == "interrupted" {
				objs = nil
				for _, o := range cg.Thread.Objs {
					objs.Add(o.ID)
				}
			}
			if objs.Intersects(b.esc) {
				acc := mk(k)
				acc.Objs = objs
				acc.Field = "<state>"
				if name == "interrupted" {
					acc.OwnThread = true
				} else {
					// Thread.currentThread().interrupt(), or a Thread
					// subclass's interrupt() of itself in its run: the
					// running thread's own status, as Thread.interrupted()'s.
					acc.base = c.Args[0]
					acc.OwnThread = static.CurrentThread(cg.Func, c.Args[0]) || own && static.IsThis(cg.Func, c.Args[0])
				}
				parts = append(parts, part{acc, acc})
			}
		default:
			if p, ok := effect(j); ok {
				parts = append(parts, p)
			}
		}
		for _, n := range [...]*Node{b.permit(cg, c, j, recv), b.life(cg, c, j, recv)} {
			if n == nil {
				continue
			}
			if len(parts) > np && parts[np].first.Kind == Wait && n.Field == static.LifeVar && n.OwnThread {
				// A wait's (Object.wait's, a Condition's await's) own
				// <life> write is its park, once the lock is released:
				// on the waiting node, between it and the notified
				// entry (whose equation ignores this edge), out of the
				// lock's region, where another thread's entry of the
				// lock would kill it.
				wg := parts[np].first.WaitingNode
				edge(wg, n)
				edge(n, wg.NotifiedNode)
				continue
			}
			// Before the call's other nodes: a start makes the permit
			// live and changes the thread's life before the thread runs.
			if len(parts) > np {
				edge(n, parts[np].first)
				parts[np].first = n
			} else {
				parts = append(parts, part{n, n})
			}
		}
		if n := b.clock(cg, c, j); n != nil {
			// After the call's other nodes: a timed wait's timeout ends it.
			if len(parts) > np {
				edge(parts[len(parts)-1].last, n)
				parts[len(parts)-1].last = n
			} else {
				parts = append(parts, part{n, n})
			}
		}
	}
	// String builders passed to a JDK method that turns them into
	// characters are read (their <state>, as their own observers).
	for _, j := range cg.JDK[c] {
		if !static.ReadsBuilderArgs(j) {
			continue
		}
		first := 0
		if c.Kind != static.Static {
			first = 1
		}
		if n := b.builderArgs(cg, c, c.Args[min(first, len(c.Args)):]); n != nil {
			parts = append(parts, part{n, n})
		}
		break
	}
	// Array arguments of JDK methods: their elements are read (or, for
	// the methods that fill them, written) by the JDK code; so are the
	// collections and maps the JDK code copies or iterates, their <state>.
	for _, j := range cg.JDK[c] {
		mt, err := classfile.ParseMethodDesc(j.Method.Desc)
		if err != nil {
			continue
		}
		first := 0
		if c.Kind != static.Static {
			first = 1
		}
		var seq []*Node
		for i, p := range mt.Params {
			if first+i >= len(c.Args) {
				continue
			}
			// A collection or map argument that the JDK code copies or
			// iterates is read (or, for drainTo, written): its <state>.
			field, kind := "[]", Read
			if p[0] != '[' {
				eff := static.JDKCollectionArg(j, i, p)
				if eff == static.NoEffect {
					continue
				}
				field = "<state>"
				if eff == static.WriteEffect {
					kind = Write
				}
			} else if static.JDKWritesArray(j, i) {
				kind = Write
			}
			objs := b.a.PointsTo(cg, c.Args[first+i]).Clone()
			if !objs.Intersects(b.esc) {
				continue
			}
			n := b.node(kind, cg, c)
			n.Field, n.Objs = field, objs
			seq = append(seq, n)
		}
		for i := 1; i < len(seq); i++ {
			edge(seq[i-1], seq[i])
		}
		if len(seq) > 0 {
			parts = append(parts, part{seq[0], seq[len(seq)-1]})
		}
	}
	callees := cg.Callees[c]
	if len(callees) > 0 {
		cn := b.node(Call, cg, c)
		after := b.node(nop, cg, nil)
		for _, callee := range callees {
			inst := b.reuse(callee)
			if inst == nil {
				b.calls = append(b.calls, static.CallSite{Caller: cg, Instr: c})
				b.bound = true // not a callback: its receiver is the call's
				inst = b.method(callee, own && c.Kind != static.Static && len(c.Args) > 0 && static.IsThis(cg.Func, c.Args[0]))
				b.calls = b.calls[:len(b.calls)-1]
			}
			edge(cn, inst.in)
			edge(inst.out, after)
			b.links = append(b.links, callLink{cn, after, inst})
		}
		parts = append(parts, part{cn, after})
	}
	return b.alternatives(cg, parts)
}

// clock returns the node of a call of JDK method j as an access of the
// clock (static.ClockVar), if it is one: a read where j reads the clock
// (static.ClockRead), a write where it waits with a timeout
// (static.TimedWait) in a program that reads the clock.
func (b *builder) clock(cg *static.CGNode, c *static.Call, j static.JDKMethod) *Node {
	k := Read
	switch {
	case static.ClockRead(j):
	case static.TimedWait(j, c) && b.a.ReadsClock():
		k = Write
	default:
		return nil
	}
	n := b.node(k, cg, c)
	n.Field, n.Static = static.ClockVar, true
	return n
}

// permit returns the node of a call of JDK method j as an access of a
// thread's park permit (static.PermitVar), if it is one, in a program
// that unparks (static.Analysis.Unparks): a write of the argument's
// permit where j is LockSupport.unpark, of the receiver's where it is
// Thread.start (which makes the permit live: an unpark before it is
// lost), a read of the running thread's own where j parks.
func (b *builder) permit(cg *static.CGNode, c *static.Call, j static.JDKMethod, recv static.Bitset) *Node {
	if !b.a.Unparks() {
		return nil
	}
	k, objs, own := Write, recv, false
	switch {
	case static.UnparkCall(j) && len(c.Args) == 1:
		objs = b.a.PointsTo(cg, c.Args[0]).Clone()
	case static.StartCall(j):
	case static.ParkCall(j):
		k, objs, own = Read, nil, true
		for _, o := range cg.Thread.Objs {
			objs.Add(o.ID)
		}
		// An executor task's: what currentThread() returns in it and in
		// the tasks that may share its pool thread.
		objs.UnionWith(b.a.PoolSelves(cg.Thread))
	default:
		return nil
	}
	return b.threadVar(k, cg, c, static.PermitVar, objs, own)
}

// life returns the node of a call of JDK method j as an access of a
// thread's life state (static.LifeVar), if it is one: a read of the
// receiver's where j is Thread.getState or isAlive, a write where it is
// Thread.start, for the threads whose life the program looks at
// (static.Analysis.LifeChecked) alone; a write of the running thread's
// own where j may block it (static.BlockCall: a park, wait, sleep or
// join; static.Program.JDKBlocks: a monitor entry or a park in the JDK's
// code, a synchronized JDK method's, a Lock's lock, a Condition's await,
// a BlockingQueue's take; static.Analysis.SyncViewBlocks: a call on a
// Collections.synchronizedMap's view), for the threads whose state the program looks
// at with getState (static.Analysis.StateChecked) alone. (A wait's write
// hangs on its waiting node, after the lock's release: see call.)
func (b *builder) life(cg *static.CGNode, c *static.Call, j static.JDKMethod, recv static.Bitset) *Node {
	k, own := Read, false
	switch {
	case static.LifeCall(j):
	case static.StartCall(j):
		k = Write
	case static.BlockCall(j), b.a.Prog.JDKBlocks(j):
		k, own = Write, true
	case b.a.SyncViewBlocks(j, recv):
		n := b.ownLife(cg, c)
		if n != nil {
			n.ViewEntry = true
		}
		return n
	default:
		return nil
	}
	if own {
		return b.ownLife(cg, c)
	}
	objs := recv.Clone()
	objs.IntersectWith(b.a.LifeChecked())
	return b.threadVar(k, cg, c, static.LifeVar, objs, own)
}

// ownLife returns the node of instruction in (a call that may block the
// running thread, or a monitor entry, which blocks it while another
// thread holds the monitor) as a write of the running thread's life
// (static.LifeVar), for the threads whose state the program looks at
// with getState (static.Analysis.StateChecked) alone: nil otherwise.
func (b *builder) ownLife(cg *static.CGNode, in static.Instruction) *Node {
	var objs static.Bitset
	for _, o := range cg.Thread.Objs {
		objs.Add(o.ID)
	}
	objs.IntersectWith(b.a.StateChecked())
	return b.threadVar(Write, cg, in, static.LifeVar, objs, true)
}

// threadVar returns the node of instruction in (a call, or a monitor
// entry if own) as access k of pseudo-field field of the threads objs
// (the running thread's own if own, else the call's receiver's), nil
// when none of them escapes.
func (b *builder) threadVar(k NodeKind, cg *static.CGNode, in static.Instruction, field string, objs static.Bitset, own bool) *Node {
	if !objs.Intersects(b.esc) {
		return nil
	}
	n := b.node(k, cg, in)
	n.Field, n.Objs, n.OwnThread = field, objs, own
	if !own {
		n.base = in.(*static.Call).Args[0]
	}
	return n
}

// part is a piece of a method's graph, from its first node to its last.
type part struct{ first, last *Node }

// alternatives returns the first and last nodes of a choice among parts:
// none, the one part, or a nop before and after them all.
func (b *builder) alternatives(cg *static.CGNode, parts []part) (*Node, *Node) {
	switch len(parts) {
	case 0:
		return nil, nil
	case 1:
		return parts[0].first, parts[0].last
	}
	in, out := b.node(nop, cg, nil), b.node(nop, cg, nil)
	for _, p := range parts {
		edge(in, p.first)
		edge(p.last, out)
	}
	return in, out
}

// reuse returns an existing clone of callee to link to instead of inlining
// a new one: on recursion, or past the clone budgets.
func (b *builder) reuse(callee *static.CGNode) *instance {
	for i := len(b.stack) - 1; i >= 0; i-- {
		if b.stack[i].cg == callee {
			b.share(b.stack[i])
			return b.stack[i]
		}
	}
	cl := b.clones[callee]
	if len(cl) > 0 && (len(cl) >= maxClones || b.count > maxThreadNodes || b.total > maxTotalNodes) {
		b.share(cl[len(cl)-1])
		cl[len(cl)-1].foreign = true
		return cl[len(cl)-1]
	}
	return nil
}

// monitorOf resolves a lock's points-to set to a monitor: the object's own
// monitor if it is a single runtime object, else, for a monitor entry, a
// fresh artificial monitor (§4.2.2) named after the points-to set and a
// per-set sequence number. The other monitor operations on an unresolved
// lock (exit, wait, notify) get a placeholder until computeLockSets gives
// them the monitor of their region, so they inherit its name.
func (b *builder) monitorOf(objs static.Bitset, entry bool) *Monitor {
	if objs.Len() == 1 {
		o := b.a.Objects[objs.Slice()[0]]
		if o.Once {
			if m := b.real[o.ID]; m != nil {
				return m
			}
			m := &Monitor{ID: len(b.g.Monitors), Name: o.String(), Obj: o, Objs: objs.Clone()}
			b.g.Monitors = append(b.g.Monitors, m)
			b.real[o.ID] = m
			return m
		}
	}
	var names []string
	for id := range objs.Elems {
		names = append(names, b.a.Objects[id].String())
	}
	sort.Strings(names)
	key := strings.Join(names, "")
	if key == "" {
		key = "?"
	}
	if !entry {
		return &Monitor{ID: -1, Name: key + "-?", Artificial: true, Objs: objs.Clone()}
	}
	b.artSeq[key]++
	m := &Monitor{ID: len(b.g.Monitors), Name: key + "-" + itoa(b.artSeq[key]), Artificial: true, Objs: objs.Clone()}
	b.g.Monitors = append(b.g.Monitors, m)
	return m
}

// condWait reports whether j is a Condition's await (awaitUninterruptibly,
// awaitNanos, awaitUntil, await with a timeout); condSignal whether it is
// its signal or signalAll.
func condWait(p *static.Program, j static.JDKMethod) bool {
	return strings.HasPrefix(j.Method.Name, "await") && p.IsSubtype(j.Class.Name, condClass)
}

func condSignal(p *static.Program, j static.JDKMethod) bool {
	return (j.Method.Name == "signal" || j.Method.Name == "signalAll") && j.Method.Desc == "()V" && p.IsSubtype(j.Class.Name, condClass)
}

const condClass = "java/util/concurrent/locks/Condition"

// condNodes builds the wait (wait, waiting, notified-entry) or notify
// nodes of a Condition's call j, in monitor m (its Lock's); a wait with a
// timeout ends without a signal too (Node.Timed).
func (b *builder) condNodes(cg *static.CGNode, c *static.Call, j static.JDKMethod, mk func(NodeKind) *Node, m *Monitor) (*Node, *Node) {
	if condSignal(b.a.Prog, j) {
		k := Notify
		if j.Method.Name == "signalAll" {
			k = NotifyAll
		}
		n := mk(k)
		n.Monitor, n.Cond = m, true
		return n, n
	}
	w, wg, ne := mk(Wait), mk(Waiting), mk(NotifiedEntry)
	w.Monitor, wg.Monitor, ne.Monitor = m, m, m
	w.WaitingNode, w.NotifiedNode = wg, ne
	ne.Timed = j.Method.Desc != "()V"
	wg.WaitNode, wg.NotifiedNode = w, ne
	ne.WaitNode, ne.WaitingNode = w, wg
	w.Cond, wg.Cond, ne.Cond = true, true, true
	edge(w, wg)
	edge(wg, ne)
	return w, ne
}

func itoa(i int) string {
	s := ""
	for {
		s = string(rune('0'+i%10)) + s
		i /= 10
		if i == 0 {
			return s
		}
	}
}

// removeNops splices out the internal connector nodes and renumbers.
func (b *builder) removeNops() {
	g := b.g
	for _, n := range g.Nodes {
		if n.Kind != nop {
			continue
		}
		for _, p := range n.Preds {
			if p == n {
				continue
			}
			p.Succs = without(p.Succs, n)
			for _, s := range n.Succs {
				if s != n {
					edge(p, s)
				}
			}
		}
		for _, s := range n.Succs {
			s.Preds = without(s.Preds, n)
		}
		n.Preds, n.Succs = nil, nil
	}
	var kept []*Node
	for _, n := range g.Nodes {
		if n.Kind != nop {
			n.ID = len(kept)
			kept = append(kept, n)
		}
	}
	g.Nodes = kept
	for _, n := range kept {
		n.Thread.Nodes.Add(n.ID)
	}
}

// commonMonitors is the meet of two lock stacks: the monitors of old that
// out holds too, in old's order. A method reached from callers holding
// different outer locks still holds its own, and a path that still holds
// an inner monitor does not make the outer ones unknown.
func commonMonitors(old, out []*Monitor) []*Monitor {
	var meet []*Monitor
	for _, m := range old {
		if containsMon(out, m) {
			meet = append(meet, m)
		}
	}
	return meet
}

func without(ns []*Node, x *Node) []*Node {
	out := ns[:0]
	for _, n := range ns {
		if n != x {
			out = append(out, n)
		}
	}
	return out
}

// lockStates computes, before the connectors are spliced out, the stack
// of real and artificial monitors surely held on entry to each node
// (Node.lockIn): a forward must analysis over each thread's control flow
// whose state is the stack of monitors entered. Bytecode from javac locks
// in a structured way, so an exit releases the innermost monitor, whatever
// its operand's points-to set says (a local slot reused by two
// synchronized blocks must not keep the first lock "held"). Where paths
// disagree the state is the monitors both hold (commonMonitors).
//
// A clone that more than one call links to (recursion, the clone budgets)
// is entered with the meet of its callers' stacks; its return to each call
// is that call's own stack, less the monitors the callee may release
// (an unlock on the same lock) and no longer surely holds, plus those it
// surely returns holding (returnState). Flowing its out state back instead
// lost a caller's monitor after every call of a helper that is also called
// outside the caller's synchronized block.
func (b *builder) lockStates() {
	g := b.g
	in := make([][]*Monitor, len(g.Nodes))
	seen := make([]bool, len(g.Nodes))
	linked := map[*instance]int{}
	for _, l := range b.links {
		linked[l.inst]++
	}
	type ret struct {
		call *Node
		inst *instance
	}
	rets := map[[2]*Node]ret{}
	outs := map[*Node][]*Node{} // call node → the out nodes it returns from
	stops := map[*Node]bool{}   // out nodes of the clones linked more than once
	afters := map[*Node][]*Node{}
	for _, l := range b.links {
		if linked[l.inst] > 1 {
			rets[[2]*Node{l.inst.out, l.after}] = ret{l.call, l.inst}
			outs[l.call] = append(outs[l.call], l.inst.out)
			stops[l.inst.out] = true
			afters[l.call] = append(afters[l.call], l.after)
		}
	}
	// unlocks returns the unlock calls a clone (and what it calls) may
	// make: the nodes reached from its in node up to its out node, a
	// shared callee's out node leading back to its own call's after.
	unlocked := map[*instance][]*Node{}
	unlocks := func(inst *instance) []*Node {
		if u, ok := unlocked[inst]; ok {
			return u
		}
		var u []*Node
		vis := map[*Node]bool{inst.in: true}
		queue := []*Node{inst.in}
		for len(queue) > 0 {
			x := queue[len(queue)-1]
			queue = queue[:len(queue)-1]
			if x.Kind == Exit && x.LockCall {
				u = append(u, x)
			}
			if x == inst.out || stops[x] {
				continue
			}
			next := x.Succs
			if a := afters[x]; len(a) > 0 {
				next = append(append([]*Node(nil), next...), a...)
			}
			for _, s := range next {
				if !vis[s] {
					vis[s] = true
					queue = append(queue, s)
				}
			}
		}
		unlocked[inst] = u
		return u
	}
	releases := func(inst *instance, m *Monitor) bool {
		for _, x := range unlocks(inst) {
			if x.Monitor == m || m.Objs.Intersects(x.Objs) {
				return true
			}
		}
		return false
	}
	returnState := func(caller, out []*Monitor, inst *instance) []*Monitor {
		var st []*Monitor
		for _, m := range caller {
			if containsMon(out, m) || !releases(inst, m) {
				st = append(st, m)
			}
		}
		for _, m := range out {
			if !containsMon(caller, m) {
				st = append(st, m)
			}
		}
		return st
	}
	var work []*Node
	for _, t := range g.Threads {
		seen[t.Begin.ID] = true
		in[t.Begin.ID] = nil
		work = append(work, t.Begin)
	}
	for len(work) > 0 {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		out := append([]*Monitor(nil), in[n.ID]...)
		switch n.Kind {
		case Entry, NotifiedEntry:
			if !n.TryLock {
				out = append(out, n.Monitor)
			}
		case Exit:
			if n.LockCall {
				// unlock need not be the innermost: release the innermost
				// monitor on the same lock.
				for i := len(out) - 1; i >= 0; i-- {
					if out[i] == n.Monitor || out[i].Objs.Intersects(n.Objs) {
						out = append(out[:i:i], out[i+1:]...)
						break
					}
				}
			} else if len(out) > 0 {
				out = out[:len(out)-1]
			}
		case Wait:
			// Released while waiting; the notified-entry takes it again.
			for i := len(out) - 1; i >= 0; i-- {
				if out[i] == n.Monitor || n.Monitor.ID < 0 && out[i].Objs.Intersects(n.Monitor.Objs) {
					out = append(out[:i:i], out[i+1:]...)
					break
				}
			}
		}
		update := func(s *Node, flow []*Monitor) {
			if !seen[s.ID] {
				seen[s.ID] = true
				in[s.ID] = flow
				work = append(work, s)
				return
			}
			if meet := commonMonitors(in[s.ID], flow); len(meet) < len(in[s.ID]) {
				in[s.ID] = meet
				work = append(work, s)
			}
		}
		if n.Kind == Exit && !n.LockCall {
			// An edge from a monitorexit to a handler's monitorexit
			// (javac's catch-any covers the exits, its own included) is
			// taken only if the exit threw: nothing was released. The
			// edges are those of the spliced graph: through connectors
			// to the nodes they lead to (up to a shared clone's out node,
			// whose returns are the calls').
			vis := map[*Node]bool{}
			var reach func(s *Node)
			reach = func(s *Node) {
				if vis[s] {
					return
				}
				vis[s] = true
				switch {
				case s.Kind == Exit:
					update(s, in[n.ID])
				case s.Kind != nop || stops[s]:
					update(s, out)
				default:
					for _, x := range s.Succs {
						reach(x)
					}
				}
			}
			for _, s := range n.Succs {
				reach(s)
			}
		} else {
			for _, s := range n.Succs {
				flow := out
				if r, ok := rets[[2]*Node{n, s}]; ok {
					if !seen[r.call.ID] {
						continue // its call's stack is not known yet
					}
					flow = returnState(in[r.call.ID], out, r.inst)
				}
				update(s, flow)
			}
		}
		// A call's stack changed: its returns change with it.
		for _, o := range outs[n] {
			if seen[o.ID] {
				work = append(work, o)
			}
		}
	}
	for _, n := range g.Nodes {
		n.lockIn = in[n.ID]
	}
}

// computeLockSets gives each node, from the stack of monitors surely held
// on entry to it (builder.lockStates), its lock set (the real monitors)
// and Held, and the monitor operations on an unresolved lock the monitor
// of their region.
func computeLockSets(g *PEG) {
	in := make([][]*Monitor, len(g.Nodes))
	for _, n := range g.Nodes {
		in[n.ID] = n.lockIn
	}
	for _, n := range g.Nodes {
		// Placeholders (ID -1) take the innermost held monitor of their
		// region: the popped one for an exit, one on the same lock
		// expression for wait and notify.
		if m := n.Monitor; m != nil && m.ID < 0 && (n.Kind == Waiting || n.Kind == NotifiedEntry) && n.WaitNode != nil {
			n.Monitor = n.WaitNode.Monitor
		} else if m != nil && m.ID < 0 {
			st := in[n.ID]
			for i := len(st) - 1; i >= 0; i-- {
				if n.Kind == Exit && !n.LockCall || st[i].Objs.Intersects(m.Objs) {
					n.Monitor = st[i]
					break
				}
			}
			if n.LockCall && n.Monitor.ID < 0 {
				for i := len(st) - 1; i >= 0; i-- {
					if st[i].Objs.Intersects(m.Objs) {
						n.Monitor = st[i]
						break
					}
				}
			}
			if n.Monitor.ID < 0 {
				// No surely held monitor (a javac handler that covers its
				// own monitorexit): the nearest entry before it on the
				// same lock expression.
				n.Monitor = nearestEntry(n, m)
			}
		}
		var ls []*Monitor
		for _, m := range in[n.ID] {
			if !m.Artificial && !containsMon(ls, m) {
				ls = append(ls, m)
			}
			if m.ID >= 0 && !containsMon(n.Held, m) {
				n.Held = append(n.Held, m)
			}
		}
		sort.Slice(ls, func(i, j int) bool { return ls[i].ID < ls[j].ID })
		n.LockSet = ls
	}
}

func containsMon(ms []*Monitor, m *Monitor) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

// nearestEntry searches backwards from n for an entry whose lock may be
// m's, and returns its monitor (m if there is none).
func nearestEntry(n *Node, m *Monitor) *Monitor {
	seen := map[*Node]bool{n: true}
	queue := []*Node{n}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		for _, p := range x.Preds {
			if seen[p] {
				continue
			}
			seen[p] = true
			if p.Kind == Entry && p.Monitor != nil && p.Monitor.ID >= 0 && p.Monitor.Objs.Intersects(m.Objs) {
				return p.Monitor
			}
			queue = append(queue, p)
		}
	}
	return m
}

// startsThread reports whether cg starts a thread (a constructor that
// starts one publishes the object early): it calls Thread.start or hands a
// task to an executor (static.Analysis.TaskThread), itself or in a method
// it calls, in its own thread (examples/selfstart; EarlyFinal's Relay
// starts its thread in a helper, Pump through Executor.execute).
func (b *builder) startsThread(cg *static.CGNode) bool {
	if v, ok := b.starts[cg]; ok {
		return v
	}
	if b.starts == nil {
		b.starts = map[*static.CGNode]bool{}
	}
	seen := map[*static.CGNode]bool{cg: true}
	stack := []*static.CGNode{cg}
	found := false
	for len(stack) > 0 && !found {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for x, js := range n.JDK {
			for _, j := range js {
				if j.Class.Name == "java/lang/Thread" && j.Method.Name == "start" && j.Method.Desc == "()V" {
					found = true
				}
			}
			if len(js) > 0 && b.a.TaskThread(n.Func.Site(x.PC())) != nil {
				found = true
			}
		}
		for _, m := range []map[static.Instruction][]*static.CGNode{n.Callees, n.Callbacks} {
			for _, cs := range m {
				for _, c := range cs {
					if c.Thread == n.Thread && !seen[c] {
						seen[c] = true
						stack = append(stack, c)
					}
				}
			}
		}
	}
	b.starts[cg] = found
	return found
}

// edgeJoin returns a new join node for the edge from block blk to s of
// method cg when that edge leaves a drain loop or follows a successful
// awaitTermination or leaves a loop taking every task a
// CompletionService was given (static.Joins),
// nil otherwise.
func (b *builder) edgeJoin(cg *static.CGNode, blk, s *static.Block) *Node {
	if b.joins == nil {
		b.joins = map[*static.CGNode]map[[2]*static.Block][]*static.Thread{}
	}
	js, ok := b.joins[cg]
	if !ok {
		js = b.methodJoins(cg)
		b.joins[cg] = js
	}
	ts := js[[2]*static.Block{blk, s}]
	if len(ts) == 0 {
		return nil
	}
	n := b.node(Join, cg, blk.Terminator())
	n.Tasks = ts
	return n
}

// methodJoins finds the joining edges of method cg: the exits of its
// thread join loops (static.ThreadJoinLoops) and of its drain loops, whose sources must return only Futures of their tasks
// (static.Analysis.FutureTasks), and the successful branches of its tested
// awaitTermination calls; for a list or executor loaded from a field,
// the sources anywhere in the program (static.Analysis.HeldTasks,
// ExecutorTasks).
func (b *builder) methodJoins(cg *static.CGNode) map[[2]*static.Block][]*static.Thread {
	var out map[[2]*static.Block][]*static.Thread
	add := func(from, to *static.Block, t *static.Thread) {
		if out == nil {
			out = map[[2]*static.Block][]*static.Thread{}
		}
		k := [2]*static.Block{from, to}
		for _, x := range out[k] {
			if x == t {
				return
			}
		}
		out[k] = append(out[k], t)
	}
	f := cg.Func
	drains, takes, awaits := static.Joins(b.a.Prog, f)
	for _, l := range drains {
		for _, t := range b.a.HeldTasks(cg, l) {
			add(l.Header, l.Exit, t)
		}
		for _, src := range l.Sources {
			t := b.a.TaskThread(f.Site(src.PC()))
			if t == nil || src.Dst == nil || !b.futureOnly(b.a.PointsTo(cg, src.Dst)) {
				continue
			}
			add(l.Header, l.Exit, t)
		}
	}
	for _, l := range static.ThreadJoinLoops(b.a.Prog, f) {
		for _, t := range b.a.HeldThreads(cg, l) {
			add(l.Header, l.Exit, t)
		}
		// Each value put in the container that may be one thread object
		// only: that thread is joined, as by a Thread.join on it.
		for _, t := range b.a.JoinedElems(cg, l) {
			add(l.Header, l.Exit, t)
		}
	}
	for _, l := range takes {
		if t := b.a.TaskThread(f.Site(l.Submit.PC())); t != nil {
			add(l.Header, l.Exit, t)
		}
	}
	for _, w := range awaits {
		for _, t := range b.a.ExecutorTasks(cg, w) {
			add(w.Header, w.Then, t)
		}
		for _, src := range w.Sources {
			if t := b.a.TaskThread(f.Site(src.PC())); t != nil {
				add(w.Header, w.Then, t)
			}
		}
	}
	return out
}

// builderArgs returns a read of <state> of the escaped string builders
// that the values args (arguments of instruction in) may point to, nil
// when there are none.
func (b *builder) builderArgs(cg *static.CGNode, in static.Instruction, args []static.Value) *Node {
	var objs static.Bitset
	for _, v := range args {
		if v.Type() != static.TRef {
			continue
		}
		for id := range b.a.PointsTo(cg, v).Elems {
			if b.esc.Has(id) && static.IsBuilder(b.a.Objects[id].Class) {
				objs.Add(id)
			}
		}
	}
	if objs.Len() == 0 {
		return nil
	}
	n := b.node(Read, cg, in)
	n.Field = "<state>"
	n.Objs = objs
	return n
}
