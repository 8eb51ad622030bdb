package static

// Thread multiplicity and once-ness. The thesis unrolled thread-creating
// loops by hand (seeds/003 §4.3); here an abstract thread stands for several
// runtime threads when its Thread object may: allocated in a loop, or in a
// method that may run more than once, or by a thread that is itself
// multi-instance. The same facts decide whether a monitor object is a
// single runtime object, which mutual exclusion needs (§4.2.2).

import "strings"

// InLoop reports whether instruction in lies on a cycle of its method's
// control-flow graph (exception edges included).
func (a *Analysis) InLoop(f *Function, in Instruction) bool {
	m, ok := a.loopInstrs[f]
	if !ok {
		m = map[Instruction]bool{}
		for _, b := range cyclicBlocks(f) {
			for _, x := range b.Instrs {
				m[x] = true
			}
		}
		a.loopInstrs[f] = m
	}
	return m[in]
}

// cyclicBlocks returns the blocks that belong to a non-trivial strongly
// connected component (Tarjan).
func cyclicBlocks(f *Function) []*Block {
	n := len(f.Blocks)
	index := make([]int, n)
	low := make([]int, n)
	on := make([]bool, n)
	for i := range index {
		index[i] = -1
	}
	var stack []int
	var out []*Block
	next := 0
	var strong func(v int)
	strong = func(v int) {
		index[v], low[v] = next, next
		next++
		stack = append(stack, v)
		on[v] = true
		b := f.Blocks[v]
		self := false
		for _, s := range append(append([]*Block(nil), b.Succs...), b.Handlers...) {
			w := s.Index
			if w == v {
				self = true
			}
			if index[w] < 0 {
				strong(w)
				low[v] = min(low[v], low[w])
			} else if on[w] {
				low[v] = min(low[v], index[w])
			}
		}
		if low[v] == index[v] {
			var comp []int
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				on[w] = false
				comp = append(comp, w)
				if w == v {
					break
				}
			}
			if len(comp) > 1 || self {
				for _, w := range comp {
					out = append(out, f.Blocks[w])
				}
			}
		}
	}
	for v := 0; v < n; v++ {
		if index[v] < 0 {
			strong(v)
		}
	}
	return out
}

// computeOnce decides CGNode.Once, Object.Once and Thread.Multi together,
// iterating to a fixed point from "nothing runs once".
func (a *Analysis) computeOnce() {
	for changed := true; changed; {
		changed = false
		for _, t := range a.Threads {
			multi := t != a.Main && (t.task || len(t.Objs) != 1 || !t.Objs[0].Once)
			if multi != t.Multi {
				t.Multi = multi
				changed = true
			}
		}
		for _, n := range a.Nodes {
			once := a.nodeOnce(n)
			if once != n.Once {
				n.Once = once
				changed = true
			}
		}
		for _, o := range a.Objects {
			if o.Kind == ClassObj || o.Kind == MainThreadObj || o.Kind == EntryObj {
				o.Once = true
				continue
			}
			once := o.alloc != nil && !o.merged && o.alloc.Once && !a.InLoop(o.alloc.Func, o.instr)
			if once != o.Once {
				o.Once = once
				changed = true
			}
		}
	}
}

func (a *Analysis) nodeOnce(n *CGNode) bool {
	if n.Thread.Multi {
		return false
	}
	for _, e := range n.Thread.Entries {
		if e == n {
			// An entry that is also called from elsewhere runs more than once.
			return len(n.Callers) == 0
		}
	}
	if len(n.Callers) != 1 {
		return false
	}
	cs := n.Callers[0]
	if cs.Caller == n || !cs.Caller.Once || a.InLoop(cs.Caller.Func, cs.Instr) {
		return false
	}
	if calledBack(cs, n) && !a.callbackOnce(cs.Caller, cs.Instr, n) {
		// The JDK may call it back several times per call (forEach, a
		// stream's stages): it runs as often as in a loop.
		return false
	}
	return true
}

// calledBack reports whether n is a callback of call site cs: a method the
// JDK method called there calls back, not a callee of the call.
func calledBack(cs CallSite, n *CGNode) bool {
	for _, x := range cs.Caller.Callbacks[cs.Instr] {
		if x == n {
			return true
		}
	}
	return false
}

// callbackOnce reports whether the JDK code that instruction in of n runs
// calls callee back at most once per call, by the JDK's contracts: an
// Optional's function, Objects.requireNonNull's supplier, a map's
// compute*/merge function (not ConcurrentSkipListMap's, nor
// ConcurrentMap's defaults, which may retry), an executor's
// RejectedExecutionHandler (and a CallerRunsPolicy's run of the task), a
// string concatenation's toString. Every other callback may run several
// times per call: forEach, removeIf, replaceAll, a stream's stages, a
// sort's comparator, an atomic's updateAndGet (retried under contention),
// an executor's ThreadFactory, and equals and compareTo anywhere (a
// search calls them on each element it meets).
func (a *Analysis) callbackOnce(n *CGNode, in Instruction, callee *CGNode) bool {
	switch callee.Func.Method.Name {
	case "equals", "compare", "compareTo", "newThread":
		return false
	}
	if _, ok := in.(*InvokeDynamic); ok {
		return true // string concatenation
	}
	jms := n.JDK[in]
	if len(jms) == 0 {
		return false
	}
	for _, jm := range jms {
		if !a.jdkCallsBackOnce(jm.Class.Name, jm.Method.Name) {
			return false
		}
	}
	return true
}

// onceMaps are the maps whose compute, computeIfAbsent, computeIfPresent
// and merge apply their function at most once per call.
var onceMaps = map[string]bool{
	"java/util/Map": true, "java/util/HashMap": true, "java/util/LinkedHashMap": true,
	"java/util/TreeMap": true, "java/util/Hashtable": true, "java/util/WeakHashMap": true,
	"java/util/IdentityHashMap": true, "java/util/concurrent/ConcurrentHashMap": true,
}

func (a *Analysis) jdkCallsBackOnce(cls, name string) bool {
	switch {
	case strings.HasPrefix(cls, "java/util/Optional"):
		return true
	case cls == "java/util/Objects":
		return name == "requireNonNull" || name == "requireNonNullElseGet"
	case onceMaps[cls]:
		switch name {
		case "compute", "computeIfAbsent", "computeIfPresent", "merge":
			return true
		}
		return false
	}
	return a.Prog.StartsTask(cls, name)
}

// CurrentThread reports whether v, a reference of f, is surely the
// running thread's own Thread object: its one definition (through
// assignments and casts) is a call of Thread.currentThread(). Two such
// values of two running threads are two objects, whatever the abstract
// object they point to.
func CurrentThread(f *Function, v Value) bool {
	x := root(defs(f), v)
	if x == nil {
		return false
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if c, ok := in.(*Call); ok && c.Dst == x {
				return c.Kind == Static && c.Method.Class == "java/lang/Thread" && c.Method.Name == "currentThread"
			}
		}
	}
	return false
}
