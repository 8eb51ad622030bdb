package static

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"weft/classfile"
)

// Self guards. An object made where many are (a loop, a JDK callback) is
// one abstract object, so its lock is no single runtime lock and the
// lockset cannot tell that two threads' accesses of its field hold one.
// But an access of o.f made while the thread holds a lock that belongs to
// o itself — o's monitor, or a java.util.concurrent Lock in a final field
// g of o — is guarded by that lock whatever o is: two such accesses of one
// runtime object hold its one lock, and of two runtime objects touch two
// fields. SelfGuards names such locks per access ("m" o's monitor, "m:g"
// the monitor of o.g, "l:g" the Lock o.g), so that two accesses that
// share a name make no data race.
//
// The proof is a forward analysis of one method whose state is a small
// set of paths (at most selfPaths, then their common facts): on each path,
// which variables surely hold one value (a symbol: a parameter on entry,
// the value an instruction made last, or a final field of such a value),
// and which locks are held, each as the symbol it was taken on. A path
// through an if that swaps two variables keeps them apart from the other
// path (examples/transfer's first and second, one of which is from on
// every path). A lock held is dropped when it may be released: an unlock
// or monitorexit of another symbol drops every lock of its kind, and a
// call that may unlock a Lock (any unlock in the methods it may reach)
// drops every Lock (monitors are structured: a callee cannot leave its
// caller's). wait() and Condition.await() release the lock only while
// they wait: the accesses before and after them are each under it.

// selfPaths bounds the paths the analysis keeps apart per block.
const selfPaths = 16

// Guard kinds: a monitor or a java.util.concurrent Lock.
const (
	guardMonitor = 'm'
	guardLock    = 'l'
)

// SelfGuards returns the names of the locks of an access's own base
// object that are held at instruction in of n (a GetField or PutField of
// an instance field), sorted; nil if none is proven.
func (a *Analysis) SelfGuards(n *CGNode, in Instruction) []string {
	if a.selfGuards == nil {
		a.selfGuards = map[*CGNode]map[Instruction][]string{}
	}
	m, ok := a.selfGuards[n]
	if !ok {
		m = a.selfGuardsOf(n)
		a.selfGuards[n] = m
	}
	return m[in]
}

type guardHeld struct {
	kind byte
	sym  int
}

type guardState struct {
	vars []int // symbol per Var.Index; 0 unknown
	held []guardHeld
}

func (s *guardState) clone() *guardState {
	return &guardState{vars: slices.Clone(s.vars), held: slices.Clone(s.held)}
}

func (s *guardState) key() string {
	var b strings.Builder
	for _, v := range s.vars {
		b.WriteString(strconv.Itoa(v))
		b.WriteByte(',')
	}
	b.WriteByte('|')
	h := slices.Clone(s.held)
	sort.Slice(h, func(i, j int) bool { return h[i].kind < h[j].kind || h[i].kind == h[j].kind && h[i].sym < h[j].sym })
	for _, x := range h {
		b.WriteByte(x.kind)
		b.WriteString(strconv.Itoa(x.sym))
		b.WriteByte(',')
	}
	return b.String()
}

// meet returns the facts common to x and y.
func (x *guardState) meet(y *guardState) *guardState {
	out := &guardState{vars: make([]int, len(x.vars))}
	for i := range x.vars {
		if x.vars[i] == y.vars[i] {
			out.vars[i] = x.vars[i]
		}
	}
	rest := slices.Clone(y.held)
	for _, h := range x.held {
		if j := slices.Index(rest, h); j >= 0 {
			out.held = append(out.held, h)
			rest = slices.Delete(rest, j, j+1)
		}
	}
	return out
}

// guardPaths is a block's entry: its paths, or one merged state once
// there were more than selfPaths.
type guardPaths struct {
	states []*guardState
	keys   map[string]bool
	merged bool
}

// add adds s; it reports whether the entry changed.
func (p *guardPaths) add(s *guardState) bool {
	if p.merged {
		m := p.states[0].meet(s)
		if m.key() == p.states[0].key() {
			return false
		}
		p.states[0] = m
		return true
	}
	k := s.key()
	if p.keys[k] {
		return false
	}
	if p.keys == nil {
		p.keys = map[string]bool{}
	}
	p.keys[k] = true
	p.states = append(p.states, s)
	if len(p.states) > selfPaths {
		m := p.states[0]
		for _, x := range p.states[1:] {
			m = m.meet(x)
		}
		p.states, p.keys, p.merged = []*guardState{m}, nil, true
	}
	return true
}

type guardFunc struct {
	a      *Analysis
	n      *CGNode
	f      *Function
	instrs map[Instruction]int // instruction -> symbol it makes
	nsyms  int
	fields map[guardField]int // final field of a symbol -> its symbol
	field  map[int]guardField // and back (no entry: not a field's)
}

// guardField is the final field key of the value of symbol base.
type guardField struct {
	base int
	key  string
}

func (g *guardFunc) fieldSym(base int, key string) int {
	k := guardField{base, key}
	if s, ok := g.fields[k]; ok {
		return s
	}
	g.nsyms++
	g.fields[k] = g.nsyms
	g.field[g.nsyms] = k
	return g.nsyms
}

// dropLocks forgets every Lock held in s (a call may unlock one).
func dropLocks(s *guardState) {
	s.held = slices.DeleteFunc(s.held, func(h guardHeld) bool { return h.kind == guardLock })
}

func (g *guardFunc) symOf(s *guardState, v Value) int {
	if x, ok := v.(*Var); ok {
		return s.vars[x.Index]
	}
	return 0
}

// kill forgets symbol sym (and the final fields read from it), which an
// instruction makes anew: a variable or lock that had the old value may
// not have the new one.
func (g *guardFunc) kill(s *guardState, sym int) {
	dead := func(x int) bool {
		for ; x != 0; x = g.field[x].base {
			if x == sym {
				return true
			}
		}
		return false
	}
	for i, v := range s.vars {
		if v != 0 && dead(v) {
			s.vars[i] = 0
		}
	}
	s.held = slices.DeleteFunc(s.held, func(h guardHeld) bool { return dead(h.sym) })
}

func (g *guardFunc) release(s *guardState, kind byte, sym int) {
	if sym != 0 {
		if j := slices.Index(s.held, guardHeld{kind, sym}); j >= 0 {
			s.held = slices.Delete(s.held, j, j+1)
			return
		}
	}
	s.held = slices.DeleteFunc(s.held, func(h guardHeld) bool { return h.kind == kind })
}

// ExclusiveLock reports whether a java.util.concurrent Lock call whose
// JDK method resolves in class cls takes a lock that one thread at a time
// holds: a ReentrantLock (or a program's subclass of it), a
// ReentrantReadWriteLock's write lock or a StampedLock's write view. Any
// other Lock (a read lock, or one known only as a Lock, as what
// StampedLock.asReadLock or asReadWriteLock().readLock() returns) may be
// shared, so it excludes nothing.
func (p *Program) ExclusiveLock(cls string) bool {
	return p.IsSubtype(cls, "java/util/concurrent/locks/ReentrantLock") ||
		cls == "java/util/concurrent/locks/ReentrantReadWriteLock$WriteLock" ||
		cls == "java/util/concurrent/locks/StampedLock$WriteLockView"
}

// lockOp says what call c does to a java.util.concurrent Lock: 'a' it
// acquires its receiver, 'r' releases it, 'x' it may release some Lock
// (a call that may reach an unlock), 0 none of these.
func (g *guardFunc) lockOp(c *Call) byte {
	js := g.n.JDK[c]
	if len(g.n.Callees[c]) == 0 && len(g.n.Callbacks[c]) == 0 && len(js) > 0 && c.Kind != Static {
		acq, rel := true, true
		for _, j := range js {
			isLock := g.a.Prog.ExclusiveLock(j.Class.Name) && j.Method.Desc == "()V"
			acq = acq && isLock && (j.Method.Name == "lock" || j.Method.Name == "lockInterruptibly")
			rel = rel && isLock && j.Method.Name == "unlock"
		}
		if acq {
			return 'a'
		}
		if rel {
			return 'r'
		}
	}
	if g.a.mayUnlock(g.n, c) {
		return 'x'
	}
	return 0
}

// mayUnlock reports whether call in of n may reach an unlock of a Lock:
// a JDK unlock (or any call of a Lock's but lock, tryLock and
// newCondition), here or in the methods it may call (mayUnlockNodes).
func (a *Analysis) mayUnlock(n *CGNode, in Instruction) bool {
	if unlockCall(a, n.JDK[in]) {
		return true
	}
	if a.unlocks == nil {
		a.unlocks = a.mayUnlockNodes()
	}
	for _, cs := range [][]*CGNode{n.Callees[in], n.Callbacks[in]} {
		for _, c := range cs {
			if a.unlocks[c] {
				return true
			}
		}
	}
	return false
}

func unlockCall(a *Analysis, js []JDKMethod) bool {
	for _, j := range js {
		if strings.HasPrefix(j.Method.Name, "unlock") || a.Prog.IsSubtype(j.Class.Name, "java/util/concurrent/locks/Lock") &&
			j.Method.Name != "lock" && j.Method.Name != "lockInterruptibly" && !strings.HasPrefix(j.Method.Name, "tryLock") &&
			j.Method.Name != "newCondition" {
			return true
		}
	}
	return false
}

// mayUnlockNodes returns the call graph nodes that may reach an unlock:
// those that make one, and their callers (callbacks' too), transitively.
func (a *Analysis) mayUnlockNodes() map[*CGNode]bool {
	callers := map[*CGNode][]*CGNode{}
	out := map[*CGNode]bool{}
	var work []*CGNode
	for _, n := range a.Nodes {
		for _, m := range []map[Instruction][]*CGNode{n.Callees, n.Callbacks} {
			for _, cs := range m {
				for _, c := range cs {
					callers[c] = append(callers[c], n)
				}
			}
		}
		for _, js := range n.JDK {
			if !out[n] && unlockCall(a, js) {
				out[n] = true
				work = append(work, n)
			}
		}
	}
	for len(work) > 0 {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		for _, c := range callers[n] {
			if !out[c] {
				out[c] = true
				work = append(work, c)
			}
		}
	}
	return out
}

// IsFinalField reports whether field r (resolved as FieldKey does) is
// declared final.
func (p *Program) IsFinalField(r classfile.MemberRef) bool {
	key := p.FieldKey(r)
	i := strings.LastIndexByte(key, '.')
	if i < 0 {
		return false
	}
	if cf := p.Class(key[:i]); cf != nil {
		if f := cf.Field(key[i+1:]); f != nil {
			return f.AccessFlags&classfile.AccFinal != 0
		}
	}
	return false
}

// step applies instruction in to s (s is changed).
func (g *guardFunc) step(s *guardState, in Instruction) {
	def := in.Def()
	val := 0
	switch x := in.(type) {
	case *Assign:
		val = g.symOf(s, x.Src)
	case *CheckCast:
		val = g.symOf(s, x.X)
	case *GetField:
		if b := g.symOf(s, x.Obj); x.Obj != nil && b != 0 && g.a.Prog.IsFinalField(x.Field) {
			val = g.fieldSym(b, g.a.Prog.FieldKey(x.Field))
		}
	case *MonitorEnter:
		if v := g.symOf(s, x.X); v != 0 {
			s.held = append(s.held, guardHeld{guardMonitor, v})
		}
	case *MonitorExit:
		g.release(s, guardMonitor, g.symOf(s, x.X))
	case *Call:
		switch g.lockOp(x) {
		case 'a':
			if v := g.symOf(s, x.Args[0]); v != 0 {
				s.held = append(s.held, guardHeld{guardLock, v})
			}
		case 'r':
			g.release(s, guardLock, g.symOf(s, x.Args[0]))
		case 'x':
			dropLocks(s)
		}
	case *InvokeDynamic:
		if g.a.mayUnlock(g.n, x) {
			dropLocks(s)
		}
	}
	if def == nil {
		return
	}
	if val == 0 {
		// A new value: forget what had this instruction's last one.
		val = g.instrs[in]
		g.kill(s, val)
	}
	s.vars[def.Index] = val
}

// guards returns the lock names of access in (base obj) in state s.
func (g *guardFunc) guards(s *guardState, obj Value) []string {
	b := g.symOf(s, obj)
	if b == 0 {
		return nil
	}
	var out []string
	for _, h := range s.held {
		name := ""
		switch {
		case h.sym == b:
			name = string(h.kind)
		case g.field[h.sym].base == b:
			name = string(h.kind) + ":" + g.field[h.sym].key
		default:
			continue
		}
		if !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

func (a *Analysis) selfGuardsOf(n *CGNode) map[Instruction][]string {
	f := n.Func
	if len(f.Blocks) == 0 {
		return nil
	}
	g := &guardFunc{a: a, n: n, f: f, instrs: map[Instruction]int{}, fields: map[guardField]int{},
		field: map[int]guardField{}}
	g.nsyms = len(f.Params)
	for in := range f.Instructions {
		if in.Def() != nil {
			g.nsyms++
			g.instrs[in] = g.nsyms
		}
	}
	init := &guardState{vars: make([]int, len(f.Vars))}
	for i, p := range f.Params {
		init.vars[p.Index] = i + 1
	}
	if f.Method.AccessFlags&classfile.AccSynchronized != 0 && !f.Method.IsStatic() && len(f.Params) > 0 {
		init.held = append(init.held, guardHeld{guardMonitor, 1})
	}
	entries := make([]guardPaths, len(f.Blocks))
	entries[0].add(init)
	work := []*Block{f.Blocks[0]}
	queued := make([]bool, len(f.Blocks))
	queued[0] = true
	flow := func(b *Block, visit func(in Instruction, s *guardState)) (outs []*guardState, handler *guardState) {
		for _, s0 := range entries[b.Index].states {
			s := s0.clone()
			if handler == nil {
				handler = s.clone()
			} else {
				handler = handler.meet(s)
			}
			for _, in := range b.Instrs {
				if visit != nil {
					visit(in, s)
				}
				g.step(s, in)
				handler = handler.meet(s)
			}
			outs = append(outs, s)
		}
		return outs, handler
	}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		queued[b.Index] = false
		outs, handler := flow(b, nil)
		push := func(s *Block, x *guardState) {
			if entries[s.Index].add(x) && !queued[s.Index] {
				queued[s.Index] = true
				work = append(work, s)
			}
		}
		for _, s := range b.Succs {
			for _, x := range outs {
				push(s, x.clone())
			}
		}
		if handler != nil {
			for _, h := range b.Handlers {
				push(h, handler.clone())
			}
		}
	}
	out := map[Instruction][]string{}
	seen := map[Instruction]bool{}
	for _, b := range f.Blocks {
		flow(b, func(in Instruction, s *guardState) {
			var obj Value
			switch x := in.(type) {
			case *GetField:
				obj = x.Obj
			case *PutField:
				obj = x.Obj
			}
			if obj == nil {
				return
			}
			gs := g.guards(s, obj)
			if !seen[in] {
				seen[in] = true
				out[in] = gs
				return
			}
			out[in] = slices.DeleteFunc(out[in], func(x string) bool { return !slices.Contains(gs, x) })
		})
	}
	for in, gs := range out {
		if len(gs) == 0 {
			delete(out, in)
		}
	}
	return out
}
