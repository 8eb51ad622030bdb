package static

// Thread multiplicity and once-ness. The thesis unrolled thread-creating
// loops by hand (seeds/003 §4.3); here an abstract thread stands for several
// runtime threads when its Thread object may: allocated in a loop, or in a
// method that may run more than once, or by a thread that is itself
// multi-instance. The same facts decide whether a monitor object is a
// single runtime object, which mutual exclusion needs (§4.2.2).

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
	return true
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
