package mhp

// The Parallel Execution Graph of seeds/003 §4.2.1 (Figure 4.9), with the
// cloning of polymorphic call sites and the artificial monitors of §4.2.2
// (Figures 4.11, 4.13).
//
// Each abstract thread's control flow is inlined from its entry methods:
// a call node is followed by one clone of each possible callee, as
// alternatives (not in sequence: a sequential clone order would order the
// second clone after everything the first one waits for, see the
// Fig4_10 test). Recursion, and methods inlined more than maxClones times
// in a thread, reuse an existing clone. A multi-instance thread gets two
// copies of its graph, which is enough for pairs between two instances.

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"weft/classfile"
	"weft/static"
)

// NodeKind is the type of a PEG node.
type NodeKind uint8

const (
	Begin NodeKind = iota
	End
	Entry
	Exit
	Wait
	Waiting
	NotifiedEntry
	Notify
	NotifyAll
	Start
	Join
	Read
	Write
	Call
	nop // internal, removed before the graph is returned
)

func (k NodeKind) String() string {
	return [...]string{"begin", "end", "entry", "exit", "wait", "waiting", "notified-entry", "notify",
		"notifyAll", "start", "join", "read", "write", "call", "nop"}[k]
}

// Monitor is a lock as the PEG sees it: a single runtime object, or an
// artificial monitor standing for an unresolved monitor entry (§4.2.2),
// named after its points-to set plus a sequence number ("o1o2-1").
type Monitor struct {
	ID         int
	Name       string
	Obj        *static.Object // nil for artificial monitors
	Artificial bool
	// LockVar is the variable a synchronized block locks, in method
	// instance LockCG, when it has a single definition there: an access
	// through the same variable inside the block is made under the lock
	// of the very object it accesses (see Node.SelfLocked).
	LockVar *static.Var
	LockCG  *static.CGNode
	Objs    static.Bitset // the lock expression's points-to set
}

func (m *Monitor) String() string { return m.Name }

// PThread is one thread of the PEG: an abstract thread, or one of the two
// copies of a multi-instance abstract thread.
type PThread struct {
	ID     int
	Thread *static.Thread
	Copy   int // 0, or 1 and 2 for the copies of a multi-instance thread
	Begin  *Node
	End    *Node
	Nodes  static.Bitset
}

func (t *PThread) String() string {
	if t.Copy > 0 {
		return fmt.Sprintf("%s#%d", t.Thread.Name, t.Copy)
	}
	return t.Thread.Name
}

// Node is a PEG node ⟨monitor, kind, thread⟩ (Figure 4.9). Monitor is nil
// for non-monitor nodes (the thesis's "*").
type Node struct {
	ID      int
	Kind    NodeKind
	Thread  *PThread
	Monitor *Monitor

	// Where the node comes from: the method (in its thread context), the
	// instruction, and the inlined call string (outermost first).
	CG      *static.CGNode
	Instr   static.Instruction
	Context []static.CallSite
	// inst: the clone the node was made in (nil outside any), whose
	// chain of parents tells which part of Context still holds once a
	// clone is linked to other calls (ContextFrom).
	inst *instance

	// Accesses (read, write): the variable. Field is a field key
	// ("pkg/C.val"), "[]" for array elements or "<state>" for the state of
	// a summarized JDK object; Objs the base's points-to set (nil for static
	// fields). Monitor nodes (entry, wait, waiting, notified-entry, notify,
	// notifyAll) keep their lock's points-to set in Objs as well.
	Field  string
	Static bool
	Objs   static.Bitset
	// ThisInSync: the base is the receiver of the synchronized instance
	// method the access is in (Figure 4.16 disjoint).
	ThisInSync bool
	// OwnThread: the base is the running thread's own Thread object, so two
	// instances of a multi-instance thread access different objects.
	OwnThread bool
	baseVar   *static.Var  // the access's base, when it has a single definition
	base      static.Value // the access's base (an instance field's object, a JDK call's receiver)
	index     static.Value // an array element's index
	// CtorOf: the access initializes a Thread object of that thread in its
	// constructor (through this), before the object can be started.
	CtorOf *static.Thread
	// Task: the start node is an Executor.execute or submit call, which
	// starts this (multi-instance) thread running the task.
	Task *static.Thread
	// TaskStart: the read is a task thread's first step, the executor's
	// (Timer's) check of the task's Future (TimerTask) state before it
	// runs the task; it sits at the call that handed the task over
	// (static.Analysis.TaskStart).
	TaskStart bool
	// TaskEnd: the write is a task thread's last step, its completion
	// of the anyOf futures its task's future relays to (the first
	// source to complete sets anyOf's result); it sits at the call that
	// handed the task over (static.Analysis.TaskEnd).
	TaskEnd bool
	// TaskCancel: the write is a call's own cancel of the tasks it
	// handed over (invokeAny's, a timed invokeAll's), of the Futures a
	// TaskStart reads (static.Program.CancelsTasks).
	TaskCancel bool
	// Completes: the write is a JDK call that may complete or cancel the
	// Future (TimerTask) it is made on (static.Program.CompletesTask), or
	// a TaskCancel. A TaskStart pairs only with such writes.
	Completes bool
	// ViewEntry: the write is a thread's own <life> write at a call on a
	// Collections.synchronizedMap's (List's...) view, which enters the
	// view's monitor in the JDK's code, with no Entry node of its own
	// (static.Analysis.SyncViewBlocks): the VM's entry there is the write.
	ViewEntry bool
	// TaskStop: the write is a call that drops the tasks queued on the
	// executor (Timer) it is made on (static.Program.StopsTasks).
	TaskStop bool
	// Atomic: the write is an atomic read-modify-write of a
	// java.util.concurrent.atomic object (static.AtomicRMW) or of a
	// VarHandle's variable (compareAndSet, getAndAdd...): two of them
	// make no data race (AccessPair.Atomic).
	Atomic bool
	// Future: the join node is a Future.get whose receiver is only
	// Futures that ExecutorService.submit returned: it joins their task.
	Future bool
	// Tasks: the join node is on the edge out of a drain loop or a
	// successful awaitTermination (static.Joins): it
	// joins every one of these task threads.
	Tasks []*static.Thread

	Succs, Preds         []*Node // control flow
	SyncSuccs, SyncPreds []*Node // start → begin, end → join, notify → notified-entry
	// Started lists the threads a start node may start; Joined the threads
	// a join node surely joins.
	Started, Joined []*PThread
	// Cond: the wait, waiting, notified-entry, notify or notifyAll node is
	// a Condition's await, signal or signalAll: Objs is the Condition,
	// Monitor its Lock's, and a signal wakes only the waiters of its
	// Condition (waitSet).
	Cond bool
	// LockCall: an entry or exit made by Lock.lock/unlock rather than by a
	// synchronized block or method.
	LockCall bool
	// TryLock: the entry is a Lock.tryLock, which may fail: no monitor is
	// held after it (lock sets).
	TryLock bool
	// Timed: a wait or join with a timeout, which may end without a
	// notification or the joined thread's end; a tryLock with a timeout;
	// a read or write of a JDK object's <state> by a call that waits with
	// a timeout (static.TimedWait: BlockingQueue.poll(t, unit)...).
	Timed bool
	// OneElement: a Thread.join of one array element at an index that is
	// not a loop counter (static.OneElementJoin): of a multi-instance
	// thread it joins one instance, not all of them.
	OneElement bool
	// Waiting links wait → waiting → notified-entry.
	WaitNode, WaitingNode, NotifiedNode *Node

	LockSet []*Monitor // real monitors surely held at the node
	Held    []*Monitor // every monitor surely entered, artificial ones too
	// lockIn: the stack of monitors surely held on entry to the node
	// (builder.lockStates), which computeLockSets turns into LockSet.
	lockIn []*Monitor
}

// Site returns the bytecode coordinate of the node's instruction.
func (n *Node) Site() classfile.Site {
	if n.CG == nil || n.Instr == nil {
		return classfile.Site{}
	}
	return n.CG.Func.Site(n.Instr.PC())
}

// Pos returns "File.java:line" of the node's instruction.
// Line is the source line of the node's instruction, 0 if unknown.
func (n *Node) Line() int {
	if n.CG == nil || n.Instr == nil || n.CG.Func.Method.Code == nil {
		return 0
	}
	return n.CG.Func.Method.Code.LineAt(n.Instr.PC())
}

func (n *Node) Pos() string {
	if n.CG == nil || n.Instr == nil {
		return ""
	}
	return n.CG.Func.SourcePos(n.Instr.PC())
}

func (n *Node) String() string {
	m := "*"
	if n.Monitor != nil {
		m = n.Monitor.Name
	}
	k := n.Kind.String()
	switch n.Kind {
	case Read, Write:
		k += "(" + n.FieldName() + ")"
	case Call:
		switch c := n.Instr.(type) {
		case *static.Call:
			k += "(" + c.Method.Name + ")"
		case *static.InvokeDynamic:
			k += "(" + c.Name + ")"
		}
	}
	s := fmt.Sprintf("(%s,%s,%s)", m, k, n.Thread)
	if p := n.Pos(); p != "" {
		s += " " + p
	}
	return s
}

// FieldName renders the accessed variable: "C.val", "C.arr[]", "<state>",
// "<permit>".
func (n *Node) FieldName() string {
	f := n.Field
	if f == "[]" || f == "<state>" || f == static.PermitVar || f == static.LifeVar {
		return f
	}
	if i := strings.LastIndexByte(f, '.'); i >= 0 {
		return classfile.DottedName(f[:i]) + f[i:]
	}
	return f
}

// PEG is the parallel execution graph of a program.
type PEG struct {
	A        *static.Analysis
	Nodes    []*Node
	Threads  []*PThread
	Monitors []*Monitor
	Main     *PThread
}

const (
	maxClones      = 4    // clones of one method per thread before reuse
	maxThreadNodes = 1500 // nodes of one thread before every call reuses
	maxTotalNodes  = 6000 // nodes of the whole PEG before every call reuses
)

type builder struct {
	g        *PEG
	a        *static.Analysis
	t        *PThread
	real     map[int]*Monitor // object id -> monitor
	artSeq   map[string]int
	esc      static.Bitset
	clones   map[*static.CGNode][]*instance
	stack    []*instance
	calls    []static.CallSite
	count    int // nodes of the current thread, connectors excluded
	total    int // nodes of the PEG, connectors excluded
	finals   map[string]bool
	starters map[string]bool         // classes a constructor of which starts a thread (ctorStarts)
	starts   map[*static.CGNode]bool // constructors that start a thread (startsThread)
	monitors map[monKey]*Monitor
	// joins holds, per method, the task threads a drain loop or a tested
	// awaitTermination joins on an edge between two of its blocks.
	joins map[*static.CGNode]map[[2]*static.Block][]*static.Thread
	slab  []Node // nodes are allocated from here, 64 at a time
	// edges gives each new node room for two successors and two
	// predecessors (most have no more: a branch, a loop's head, a join),
	// cut from one allocation per 64.
	edges []*Node
	// bound: the clone method makes next is a callee bound on its
	// call's receiver (not a callback).
	bound bool
	// links: every call linked to a clone (call node, clone, the node
	// after the call), for the lock sets' returns (lockStates).
	links []callLink
}

// callLink is a call node linked to a clone of its callee, whose out node
// returns to after.
type callLink struct {
	call, after *Node
	inst        *instance
}

type monKey struct {
	cg *static.CGNode
	pc int
}

// instance is one inlined clone of a method in a thread. own: its receiver
// is the running thread's own Thread object (run of a Thread subclass, and
// methods it calls on this).
type instance struct {
	cg      *static.CGNode
	in, out *Node
	own     bool
	// recv, when not nil, is what the receiver of this clone may be: the
	// call site's receiver's points-to set (narrowed by the caller's own
	// recv when it passes its this) intersected with the method's, as
	// the clone is inlined at that one call site. The accesses through
	// this take it as their objects (refined), until the clone is reused
	// for another call (shared): then they, and those of the clones
	// inlined in it (kids), take the method's whole set again.
	recv    *static.Bitset
	refined []*Node
	kids    []*instance
	shared  bool
	// parent: the clone it was inlined in; depth: the length of the
	// call string it was inlined at (its nodes' Context). foreign: a
	// call whose call string does not extend that one was linked to it
	// (reuse past the clone budgets; a recursive call's does extend it).
	parent  *instance
	depth   int
	foreign bool
}

// receiverAt returns the receiver set of a clone of cg inlined at call
// site cs from clone parent (instance.recv), or nil.
func (b *builder) receiverAt(cg *static.CGNode, parent *instance, cs static.CallSite) *static.Bitset {
	f := cg.Func
	c, ok := cs.Instr.(*static.Call)
	if !ok || parent == nil || parent.cg != cs.Caller || parent.shared || c.Kind == static.Static || len(c.Args) == 0 ||
		f.Method.IsStatic() || len(f.Params) == 0 || c.Method.Name != f.Method.Name || c.Method.Desc != f.Method.Desc ||
		!slices.Contains(cs.Caller.Callees[c], cg) {
		return nil // not a call bound on its receiver (a lambda's, a method reference's)
	}
	r := b.a.PointsTo(cs.Caller, c.Args[0]).Clone()
	for id := range r.Elems {
		if b.a.Objects[id].Kind == static.LambdaObj {
			return nil // r::run of a Runnable r = worker::run runs on worker
		}
	}
	if parent.recv != nil && static.IsThis(cs.Caller.Func, c.Args[0]) {
		r.IntersectWith(*parent.recv)
	}
	r.IntersectWith(b.a.PointsTo(cg, f.Params[0]))
	if r.Len() == 0 {
		return nil
	}
	return &r
}

// share marks clone inst as reused by another call: its accesses through
// this, and those of the clones inlined in it, take their method's whole
// points-to set again.
func (b *builder) share(inst *instance) {
	if inst.shared {
		return
	}
	inst.shared = true
	for _, n := range inst.refined {
		n.Objs = b.a.PointsTo(n.CG, n.base).Clone()
	}
	inst.refined = nil
	for _, k := range inst.kids {
		b.share(k)
	}
}

// ownEntry reports whether entry method e runs on the thread's own Thread
// object: its receiver can only be one of the thread's Thread objects.
func (b *builder) ownEntry(e *static.CGNode) bool {
	f := e.Func
	if f.Method.IsStatic() || len(f.Params) == 0 || b.t.Thread.ID == 0 {
		return false
	}
	recv := b.a.PointsTo(e, f.Params[0])
	if recv.Len() == 0 {
		return false
	}
	for id := range recv.Elems {
		found := false
		for _, o := range b.t.Thread.Objs {
			if o.ID == id {
				found = true
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// futureOnly reports whether every object of a Future.get's receiver is a
// Future that ExecutorService.submit returned (and there is one).
func (b *builder) futureOnly(recv static.Bitset) bool {
	if recv.Len() == 0 {
		return false
	}
	for id := range recv.Elems {
		if len(b.a.FutureTasks(b.a.Objects[id])) == 0 {
			return false
		}
	}
	return true
}

// BuildPEG builds the PEG of the analyzed program.
func BuildPEG(a *static.Analysis) *PEG {
	g := &PEG{A: a}
	b := &builder{g: g, a: a, real: map[int]*Monitor{}, artSeq: map[string]int{}, esc: a.Escaped(),
		finals: map[string]bool{}, monitors: map[monKey]*Monitor{}}
	byThread := map[*static.Thread][]*PThread{}
	for _, t := range a.SortedThreads() {
		copies := 1
		if t.Multi {
			copies = 2
		}
		for c := 0; c < copies; c++ {
			pt := &PThread{ID: len(g.Threads), Thread: t}
			if t.Multi {
				pt.Copy = c + 1
			}
			g.Threads = append(g.Threads, pt)
			byThread[t] = append(byThread[t], pt)
		}
	}
	g.Main = g.Threads[0]
	for _, pt := range g.Threads {
		b.thread(pt)
	}
	b.lockStates()
	b.removeNops()
	// Start edges, join targets.
	for _, n := range g.Nodes {
		switch n.Kind {
		case Start:
			seen := map[*PThread]bool{}
			if n.Task != nil {
				for _, pt := range byThread[n.Task] {
					seen[pt] = true
					n.Started = append(n.Started, pt)
					link(&n.SyncSuccs, &pt.Begin.SyncPreds, n, pt.Begin)
				}
				break
			}
			for id := range n.Objs.Elems {
				if t := a.ThreadOf(a.Objects[id]); t != nil {
					for _, pt := range byThread[t] {
						if !seen[pt] {
							seen[pt] = true
							n.Started = append(n.Started, pt)
							link(&n.SyncSuccs, &pt.Begin.SyncPreds, n, pt.Begin)
						}
					}
				}
			}
		case Join:
			if n.Tasks != nil {
				for _, t := range n.Tasks {
					for _, pt := range byThread[t] {
						link(&pt.End.SyncSuccs, &n.SyncPreds, pt.End, n)
						n.Joined = append(n.Joined, pt)
					}
				}
				break
			}
			var ts []*static.Thread
			if n.Task != nil {
				// A parallel stream's terminal operation (pegbody).
				for _, pt := range byThread[n.Task] {
					link(&pt.End.SyncSuccs, &n.SyncPreds, pt.End, n)
				}
				n.Joined = byThread[n.Task]
				break
			}
			if n.Future {
				// Every thread that the get of each object the receiver
				// may be surely ends (static.Analysis.FutureTasks): for
				// one object, all of its threads.
				var must []*static.Thread
				first := true
				for id := range n.Objs.Elems {
					must = commonThreads(must, a.FutureTasks(a.Objects[id]), first)
					first = false
				}
				for _, t := range must {
					for _, pt := range byThread[t] {
						link(&pt.End.SyncSuccs, &n.SyncPreds, pt.End, n)
						if !n.Timed {
							n.Joined = append(n.Joined, pt)
						}
					}
				}
				break
			}
			for id := range n.Objs.Elems {
				t := a.ThreadOf(a.Objects[id])
				if t == nil {
					ts = nil
					break
				}
				if len(ts) == 0 || ts[0] != t {
					ts = append(ts, t)
				}
			}
			for _, t := range ts {
				for _, pt := range byThread[t] {
					link(&pt.End.SyncSuccs, &n.SyncPreds, pt.End, n)
				}
			}
			// Only a join of one abstract thread orders anything (§4.2.1:
			// join gives must-happen-before).
			if len(ts) == 1 && n.Objs.Len() >= 1 && !n.Timed && !(n.OneElement && ts[0].Multi) {
				n.Joined = byThread[ts[0]]
			}
		}
	}
	// notify → notified-entry on may-alias of the real points-to sets
	// (artificial monitors must not hide a notifier, §4.2.2).
	var notifies, notified []*Node
	for _, n := range g.Nodes {
		switch n.Kind {
		case Notify, NotifyAll:
			notifies = append(notifies, n)
		case NotifiedEntry:
			notified = append(notified, n)
		}
	}
	for _, x := range notifies {
		for _, y := range notified {
			if x.Thread != y.Thread && x.Objs.Intersects(y.Objs) {
				link(&x.SyncSuccs, &y.SyncPreds, x, y)
			}
		}
	}
	computeLockSets(g)
	return g
}

func link(succs, preds *[]*Node, from, to *Node) {
	for _, s := range *succs {
		if s == to {
			return
		}
	}
	*succs = append(*succs, to)
	*preds = append(*preds, from)
}

func edge(from, to *Node) { link(&from.Succs, &to.Preds, from, to) }

func (b *builder) node(kind NodeKind, cg *static.CGNode, in static.Instruction) *Node {
	if len(b.slab) == 0 {
		b.slab = make([]Node, 64)
	}
	n := &b.slab[0]
	b.slab = b.slab[1:]
	if len(b.edges) == 0 {
		b.edges = make([]*Node, 256)
	}
	*n = Node{ID: len(b.g.Nodes), Kind: kind, Thread: b.t, CG: cg, Instr: in,
		Succs: b.edges[0:0:2], Preds: b.edges[2:2:4]}
	b.edges = b.edges[4:]
	if kind != nop && len(b.calls) > 0 {
		n.Context = append([]static.CallSite(nil), b.calls...)
	}
	if len(b.stack) > 0 {
		n.inst = b.stack[len(b.stack)-1]
	}
	b.g.Nodes = append(b.g.Nodes, n)
	if kind != nop {
		b.count++
		b.total++
	}
	return n
}

func (b *builder) thread(pt *PThread) {
	b.t = pt
	b.clones = map[*static.CGNode][]*instance{}
	b.stack = nil
	b.calls = nil
	b.count = 0
	pt.Begin = b.node(Begin, nil, nil)
	pt.End = b.node(End, nil, nil)
	entries := append([]*static.CGNode(nil), pt.Thread.Entries...)
	// Class initializers run before main.
	sort.SliceStable(entries, func(i, j int) bool {
		return entries[i].Func.Method.Name == "<clinit>" && entries[j].Func.Method.Name != "<clinit>"
	})
	last := pt.Begin
	cs, objs := b.a.TaskStart(pt.Thread)
	if objs.Len() > 0 && cs.Caller != nil {
		// The task's run begins with a read of its Future's (its
		// TimerTask's) state, which a cancel writes, and of its
		// executor's (Timer's), which a shutdownNow (cancel) writes: a
		// node of the hand-over's call, in this thread
		// (static.Analysis.TaskStart).
		n := b.node(Read, cs.Caller, cs.Instr)
		n.Field, n.Objs, n.TaskStart = "<state>", objs, true
		edge(last, n)
		last = n
	}
	if pt.Thread.RepeatsEntries() {
		// Its entries any number of times, in any order (a parallel
		// stream's worker runs a Spliterator's methods in turn).
		hub := b.node(nop, nil, nil)
		edge(last, hub)
		for _, e := range entries {
			inst := b.method(e, b.ownEntry(e))
			edge(hub, inst.in)
			edge(inst.out, hub)
		}
		last = hub
	} else if len(entries) > 1 && pt.Thread.ID != 0 {
		// Several possible run methods (a start on a polymorphic receiver):
		// alternatives.
		join := b.node(nop, nil, nil)
		for _, e := range entries {
			inst := b.method(e, b.ownEntry(e))
			edge(last, inst.in)
			edge(inst.out, join)
		}
		last = join
	} else {
		for _, e := range entries {
			inst := b.method(e, b.ownEntry(e))
			edge(last, inst.in)
			last = inst.out
		}
	}
	if cs, objs := b.a.TaskEnd(pt.Thread); objs.Intersects(b.esc) && cs.Caller != nil {
		// The task's future completes after its function, and with it
		// the anyOf futures of which it is a source: a write of their
		// state, at the hand-over's call (static.Analysis.TaskEnd).
		n := b.node(Write, cs.Caller, cs.Instr)
		n.Field, n.Objs, n.TaskEnd = "<state>", objs, true
		edge(last, n)
		last = n
	}
	if pt.Thread == b.a.Main {
		last = b.normalEnd(last)
	}
	edge(last, pt.End)
}

// normalEnd appends to main's nodes after last the start of the shutdown
// hooks at the program's normal end, if it registers any: the VM starts
// them once every non-daemon thread has ended (a join of those,
// static.Analysis.NonDaemonThreads), while daemon threads still run.
func (b *builder) normalEnd(last *Node) *Node {
	hooks := b.a.HookObjs()
	if hooks.Len() == 0 {
		return last
	}
	if ts := b.a.NonDaemonThreads(); len(ts) > 0 {
		j := b.node(Join, nil, nil)
		j.Tasks = ts
		edge(last, j)
		last = j
	}
	s := b.node(Start, nil, nil)
	s.Objs = hooks
	edge(last, s)
	return s
}

// ContextFrom returns the index in n's call string (Context, then n's own
// CG and Instr) of its first site that every execution of n passes: the
// sites before it are those of the first call of a clone that other calls
// were linked to too (builder.reuse past the clone budgets), which n's
// runs from those calls do not pass.
func (n *Node) ContextFrom() int {
	for in := n.inst; in != nil; in = in.parent {
		if in.foreign {
			return in.depth // the deepest such clone: depths grow inwards
		}
	}
	return 0
}

// SelfLocked reports whether an access is made inside a synchronized block
// on its own base object: the block's lock variable and the access's base
// are the same variable with a single definition. Two such accesses to one
// object hold its lock, and to different objects do not conflict: the
// disjoint filter drops their pairs, as it does for this in synchronized
// methods (Figure 4.16), even when the lock is an artificial monitor.
func (n *Node) SelfLocked() bool {
	if n.baseVar == nil {
		return false
	}
	for _, m := range n.Held {
		if m.LockVar == n.baseVar && m.LockCG == n.CG {
			return true
		}
	}
	return false
}

// commonThreads returns the threads of ts that are in acc too, or ts
// itself (without duplicates) when first.
func commonThreads(acc, ts []*static.Thread, first bool) []*static.Thread {
	var out []*static.Thread
	for _, t := range ts {
		dup := false
		for _, x := range out {
			dup = dup || x == t
		}
		in := first
		for _, x := range acc {
			in = in || x == t
		}
		if in && !dup {
			out = append(out, t)
		}
	}
	return out
}
