package static

// Task objects that stay with the activation that makes them. In the
// divide and conquer of a recursive compute,
//
//	Sum left = new Sum(lo, mid), right = new Sum(mid, hi);
//	left.fork(); right.compute(); left.join();
//	total = left.total + right.total;
//
// the join of left cannot end the fork site's task thread (the tasks its
// siblings forked there still run, forkjoin.go), so the read of
// left.total after it keeps its pair with the write of this.total in
// compute, which every task of the site makes. Yet that pair is no race:
// the object left points to is made by this activation of compute, and
// its fields are touched only here and, through this, by the methods run
// on it, which the task's compute runs before join returns. A task of
// another activation writes its own object.
//
// TaskLocal says which accesses are made through such a local: its root
// is defined by a new of a RecursiveAction or RecursiveTask class whose
// methods (its own and its application superclasses' and interfaces')
// use this only as the base of a field access, the receiver of an
// application method or of the JDK's super constructor, in a comparison
// or a monitor (never stored, passed, returned or captured), and the
// local is used only as the base of field accesses and the receiver of
// application methods, fork, join, get(), invoke(), and ForkJoinTask's
// invokeAll(a, b). At most one call runs the task (fork, invoke, compute
// or invokeAll), outside loops; the task is completed at an access when
// every way to it passes, after the local's definition and the run, a
// join(), get() or the return of invoke, compute or invokeAll, and
// the program never completes, cancels or reinitializes the task itself
// (its compute's return completes it) nor takes tasks from a pool's
// queues (pollTask, pollNextLocalTask, peekNextLocalTask,
// pollSubmission); a ForkJoinPool's invoke of the local runs it too.
// Package mhp drops the pairs of two accesses through
// such locals in different threads (two activations' objects), and of an
// access through one where its task has completed with an access through
// this: if this is that task, every method run on it has returned; and
// of two accesses through this in two threads when every object this may
// be is held by such a local whose activation runs the task's methods
// only before its run, after it completed, or as the run (OwnTask).

// taskLocals caches the decisions of TaskLocal.
type taskLocals struct {
	classes map[string]bool           // confined task classes
	funcs   map[*Function]*funcLocals // per function
	polled  int                       // 0 unknown, 1 no queue polls, 2 some
}

// funcLocals are the task locals of one function: each root variable's
// verdict and the instructions where its task has completed.
type funcLocals struct {
	d    map[*Var]Instruction
	vars map[*Var]*taskVar
}

type taskVar struct {
	ok   bool
	done map[Instruction]bool
	// strict: every application method run on the task by the
	// activation (its constructor included) runs before the task's run
	// can have started, or after it surely completed, or is the run.
	strict bool
}

// IsThis reports whether v is the receiver of instance method f.
func IsThis(f *Function, v Value) bool {
	return !f.Method.IsStatic() && len(f.Params) > 0 && v == Value(f.Params[0])
}

// TaskLocal reports whether instruction in of n, an access of base, is
// made through a task local (see the top of this file), and whether its
// task has surely completed there.
func (a *Analysis) TaskLocal(n *CGNode, base Value, in Instruction) (local, completed bool) {
	tv := a.taskVarOf(n, base)
	return tv.ok, tv.ok && tv.done[in]
}

// taskVarOf returns the decision on the root variable of v in n.
func (a *Analysis) taskVarOf(n *CGNode, v Value) *taskVar {
	f := n.Func
	if a.taskLocals.funcs == nil {
		a.taskLocals.funcs = map[*Function]*funcLocals{}
	}
	fl := a.taskLocals.funcs[f]
	if fl == nil {
		fl = &funcLocals{d: defs(f), vars: map[*Var]*taskVar{}}
		a.taskLocals.funcs[f] = fl
	}
	r := root(fl.d, v)
	if r == nil {
		return &taskVar{}
	}
	tv := fl.vars[r]
	if tv == nil {
		tv = a.taskVar(n, f, fl.d, r)
		fl.vars[r] = tv
	}
	return tv
}

// OwnTask reports whether every runtime object of o is a task that a
// task local holds (see the top of this file) whose application methods
// the making activation runs only before the task's run can have
// started, after it surely completed, or as the run: then the methods run
// on it (through this) run one thread at a time, ordered by the run's
// start and end, and two accesses through this in two threads to such
// an object are not parallel.
func (a *Analysis) OwnTask(o *Object) bool {
	mk, ok := o.instr.(*New)
	if !ok || o.Kind != AllocObj || o.alloc == nil {
		return false
	}
	tv := a.taskVarOf(o.alloc, mk.Dst)
	return tv.ok && tv.strict
}

// taskVar decides root variable v of f.
func (a *Analysis) taskVar(n *CGNode, f *Function, d map[*Var]Instruction, v *Var) *taskVar {
	mk, ok := d[v].(*New)
	if !ok || !a.confinedClass(mk.Class) || a.polls() {
		return &taskVar{}
	}
	var runs, calls []Instruction
	gen, kill := map[Instruction]bool{}, map[Instruction]bool{mk: true}
	ok = usesOf(f, d, v, func(in Instruction, i int) bool {
		switch in := in.(type) {
		case *GetField:
			return true
		case *PutField:
			return in.Obj != nil && root(d, in.Obj) == v && in.Val != in.Obj && root(d, in.Val) != v
		case *Call:
			if in.Kind == Static {
				if in.Method.Class == "java/util/concurrent/ForkJoinTask" && in.Method.Name == "invokeAll" &&
					in.Method.Desc == "(Ljava/util/concurrent/ForkJoinTask;Ljava/util/concurrent/ForkJoinTask;)V" {
					runs = append(runs, in)
					gen[in] = true
					return true
				}
				return false
			}
			if i == 1 && in.Method.Name == "invoke" && in.Method.Desc == "(Ljava/util/concurrent/ForkJoinTask;)Ljava/lang/Object;" &&
				a.Prog.IsSubtype(in.Method.Class, "java/util/concurrent/ForkJoinPool") {
				runs = append(runs, in)
				gen[in] = true
				return true
			}
			if i != 0 {
				return false
			}
			cf, m := a.Prog.Resolve(mk.Class, in.Method.Name, in.Method.Desc)
			if cf == nil || m == nil {
				return false
			}
			if !IsJDK(cf.Name) {
				if in.Method.Name == "compute" {
					runs = append(runs, in)
					gen[in] = true
				} else {
					calls = append(calls, in)
				}
				return true
			}
			switch {
			case in.Method.Name == "fork" && in.Method.Desc == "()Ljava/util/concurrent/ForkJoinTask;":
				runs = append(runs, in)
				kill[in] = true
			case in.Method.Name == "invoke" && in.Method.Desc == "()Ljava/lang/Object;":
				runs = append(runs, in)
				gen[in] = true
			case (in.Method.Name == "join" || in.Method.Name == "get") && in.Method.Desc == "()Ljava/lang/Object;":
				gen[in] = true
			default:
				return false
			}
			return true
		}
		return false
	})
	if !ok || len(runs) > 1 || len(runs) == 1 && a.InLoop(f, runs[0]) {
		return &taskVar{}
	}
	tv := &taskVar{ok: true, strict: true}
	if len(runs) == 1 && a.recursiveTasks(n, v) {
		tv.done = mustAfter(f, gen, kill)
	}
	for _, c := range calls {
		if len(runs) == 1 && !tv.done[c] && reachesBefore(runs[0], c, nil) {
			tv.strict = false
		}
	}
	return tv
}

// usesOf reports whether every use of root variable r in f is a copy to
// a variable with a single definition (whose uses count as r's) or an
// instruction that ok accepts (i is the operand's index).
func usesOf(f *Function, d map[*Var]Instruction, r *Var, ok func(in Instruction, i int) bool) bool {
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for i, x := range in.Operands() {
				if x2, isVar := x.(*Var); !isVar || x2 != r && root(d, x2) != r {
					continue
				}
				switch c := in.(type) {
				case *Assign, *CheckCast:
					if _, single := d[c.Def()]; single {
						continue
					}
					return false
				}
				if !ok(in, i) {
					return false
				}
			}
		}
	}
	return true
}

// mustAfter returns the instructions of f before which, on every way from
// f's entry, an instruction of gen has run (returning normally) after the
// last instruction of kill. An exception edge leaves from anywhere in its
// block.
func mustAfter(f *Function, gen, kill map[Instruction]bool) map[Instruction]bool {
	n := len(f.Blocks)
	in, out := make([]bool, n), make([]bool, n)
	low := make([]bool, n) // the fact held all through the block
	for i := range in {
		in[i], out[i], low[i] = i != 0, true, true
	}
	transfer := func(b *Block, s bool, visit func(Instruction, bool)) (bool, bool) {
		lo := s
		for _, x := range b.Instrs {
			if visit != nil {
				visit(x, s)
			}
			if kill[x] {
				s = false
			}
			if gen[x] {
				s = true
			}
			lo = lo && s
		}
		return s, lo
	}
	for changed := true; changed; {
		changed = false
		for _, b := range f.Blocks {
			s := b.Index != 0
			if s {
				for _, p := range b.Preds {
					for _, x := range p.Succs {
						if x == b {
							s = s && out[p.Index]
						}
					}
					for _, x := range p.Handlers {
						if x == b {
							s = s && low[p.Index]
						}
					}
				}
			}
			o, lo := transfer(b, s, nil)
			if s != in[b.Index] || o != out[b.Index] || lo != low[b.Index] {
				in[b.Index], out[b.Index], low[b.Index] = s, o, lo
				changed = true
			}
		}
	}
	done := map[Instruction]bool{}
	for _, b := range f.Blocks {
		transfer(b, in[b.Index], func(x Instruction, s bool) {
			if s {
				done[x] = true
			}
		})
	}
	return done
}

// confinedClass reports whether cls is an application RecursiveAction or
// RecursiveTask whose methods keep this to themselves (see the top of
// this file).
func (a *Analysis) confinedClass(cls string) bool {
	if a.taskLocals.classes == nil {
		a.taskLocals.classes = map[string]bool{}
	}
	if ok, seen := a.taskLocals.classes[cls]; seen {
		return ok
	}
	ok := !IsJDK(cls) && a.Prog.RecursiveTask(cls) && a.keepsThis(cls, map[string]bool{})
	a.taskLocals.classes[cls] = ok
	return ok
}

// keepsThis checks the methods of application class cls, its
// superclasses and interfaces for confinedClass.
func (a *Analysis) keepsThis(cls string, seen map[string]bool) bool {
	if seen[cls] || IsJDK(cls) {
		return true
	}
	seen[cls] = true
	cf := a.Prog.Class(cls)
	if cf == nil {
		return false
	}
	for _, m := range cf.Methods {
		f, err := a.Prog.Func(cf, m)
		if err != nil {
			return false
		}
		if f == nil || m.IsStatic() || len(f.Params) == 0 {
			continue
		}
		d := defs(f)
		if !usesOf(f, d, f.Params[0], func(in Instruction, i int) bool {
			switch in := in.(type) {
			case *GetField, *If, *MonitorEnter, *MonitorExit:
				return true
			case *PutField:
				return i == 0 && in.Obj != nil
			case *Call:
				if i != 0 || in.Kind == Static {
					return false
				}
				if in.Kind == Special && in.Method.Name == "<init>" {
					return true
				}
				rc, rm := a.Prog.Resolve(in.Method.Class, in.Method.Name, in.Method.Desc)
				if in.Kind != Special {
					rc, rm = a.Prog.Resolve(cls, in.Method.Name, in.Method.Desc)
				}
				return rc != nil && rm != nil && !IsJDK(rc.Name)
			}
			return false
		}) {
			return false
		}
	}
	if !a.keepsThis(cf.Super, seen) {
		return false
	}
	for _, i := range cf.Interfaces {
		if !a.keepsThis(i, seen) {
			return false
		}
	}
	return true
}

// polls reports whether the program takes tasks from a ForkJoinPool's
// queues, which hands another thread a task its maker keeps.
func (a *Analysis) polls() bool {
	if a.taskLocals.polled == 0 {
		a.taskLocals.polled = 1
		for _, n := range a.Nodes {
			for _, jms := range n.JDK {
				for _, jm := range jms {
					switch jm.Method.Name {
					case "pollTask", "pollNextLocalTask", "peekNextLocalTask", "pollSubmission", "drainTasksTo":
						a.taskLocals.polled = 2
					}
				}
			}
		}
	}
	return a.taskLocals.polled == 2
}
