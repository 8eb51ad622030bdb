package explore

// Dynamic partial-order reduction with sleep sets (Flanagan & Godefroid,
// POPL 2005; Godefroid 1996), stateless, as the baseline of seeds/000 §2.4
// (Fig. 2.5, l.1365–1401; sleep sets l.1720–1852).
//
// A step is what one scheduling decision runs: the chosen thread's pending
// visible operation and the local code after it, up to its next scheduling
// point; its accesses are the events it emitted plus the pending operation
// (which emits nothing when a monitor entry blocks). An operation of a JDK
// synchronizer (a CountDownLatch's countDown, a ReentrantLock's lock) is
// one step up to a park that blocks (vm.Config.AtomicSync): its internal
// compare-and-sets and queue links are accesses of that step, not steps
// of their own, so a sleeping thread's step is judged by all its
// accesses, not by its pending operation alone. Two accesses of
// different threads are dependent when they touch the same field or array
// element and one writes, or the same monitor or thread object with a
// synchronization operation (lock, unlock, wait, notify, start, join, end,
// park, unpark). Happens-before is tracked with vector clocks.
//
// Which thread initializes a class first is decided inside a step, by no
// visible operation (vm/initclass.go): the VM reports a step's
// class-initialization steps (vm.InitListener), which join its accesses
// as accesses of a pseudo-field <clinit> of the class's mirror: starting
// the initialization writes it, waiting for another thread's
// initialization and the first use of a class whose initialization other
// threads could interleave with read it. So a thread that waited for, or
// used, a class another thread started initializing races with that
// start, and the order is reversed like any other race (the deadlock of
// two initializers that need each other's classes is found without new
// scheduling points). A thread asleep at a node stays asleep only if its
// step there, initialization steps included, is independent of the step
// taken.
//
// After each new state (the states past the prefix replayed from the
// search stack), for every thread p and its pending operation, the latest
// step j that is dependent with it, by another thread, and does not happen
// before p, is a race: p is added to the backtrack set of the node before j
// if it can run there and is not asleep, else an initial of the reversal
// that can run there (source sets: covered), or failing one every
// runnable thread not asleep there (the FG05 fallback the thesis uses,
// l.1823–1852); nothing where a thread already there, or p asleep,
// begins a run equivalent to the reversal (covered). A pending monitor
// entry does not race with the operations on the monitor that another
// thread makes holding it (an exit, a wait, a notify): they are never
// co-enabled with the entry, which races with the entry that took it.
// The operations on a thread's object made without its monitor (a
// start, an isAlive, the thread's end) are co-enabled with an entry,
// and race with it (StartLock, EndLock); a waiter's wakeup does not
// race with the end that woke it. A thread's end takes its own monitor
// (to notify joiners): its race with an access another thread made
// holding that monitor is reversed from the entry that took it
// (entryOf).
//
// A thread whose last spin (a loop with Thread.yield or without) was a
// read-only return to the same state is not run until another thread
// writes what it read (spin.go): otherwise every number of spins would be
// a trace of its own (ConcurrentHashMap.initTable's wait for the table).
//
// Object.notify may wake any waiting thread (JLS §17.2.2): the VM asks at a
// vm.Point with Wake set which one (vm.Config.NotifyChoice, on for dpor).
// That choice is local nondeterminism of the notifying thread's step, not
// a scheduling point: the step of thread q with waiter w and with waiter w'
// are two transitions of q, so a node whose chosen step notifies k > 1
// waiters is explored with each of the k choices (depth first, before the
// node's other threads, as a symbolic branch of dpor-dse), each choice's
// subtree with its own races, backtrack and sleep sets. Where q is in a
// backtrack or sleep set, all its choices are meant, so the search is as
// exhaustive for notify as it is for the schedule.

import (
	"encoding/binary"
	"fmt"
	"slices"

	"weft/vm"
)

// DPOR is the DPOR-with-sleep-sets strategy.
//
// With Solve set it is DPOR plus dynamic symbolic execution in one
// execution tree (seeds/000 §2.3–2.4: a branch on a symbolic input is a
// node of the tree like a scheduling decision, Fig. 2.4; the DPOR+DSE
// baseline of 000 Table 8.1 and 002 Table 1). Each step's vm.KBranch events
// are branch nodes below the step's scheduling node; an outcome not taken
// is a backtrack choice, tried depth-first before the scheduling node's
// other threads: the constraints of every branch before it on the path
// (the steps before, and the step's earlier branches) and the outcome's
// constraint are solved, and the run replays the decisions up to the node
// with the model as its inputs (an unsatisfiable outcome is dropped). The
// inputs are then kept for the backtracks above it: a run's inputs
// satisfy the path constraint of every node on its path, so another
// thread at such a node is covered by re-using them (000 l.2926–2930).
// Branches before the first scheduling point (the main thread alone) are
// the root's, flipped last.
type DPOR struct {
	// Solve solves a path constraint for input values (nil: no DSE; the
	// runs use the Explorer's inputs).
	Solve func(constraints []*vm.Expr) (inputs map[string]int64, ok bool)
	// Exhaustive explores on past bugs; Explore then returns the first.
	Exhaustive bool
	// Stats (DSE and exhaustive mode).
	Stats DSEStats
}

// DSEStats counts what a search with symbolic inputs did.
type DSEStats struct {
	Solves int // path constraints solved
	Unsat  int // branch outcomes found infeasible
	Missed int // solved outcomes a run did not take
	Bugs   int // failing runs (exhaustive mode)
}

// dporBranch is a branch node: a KBranch event of a step, and the outcomes
// explored from it.
type dporBranch struct {
	ev   vm.Event
	done []bool
}

// dporFlip is the branch outcome the next run targets: branch k of the
// step of node (-1: before the first scheduling point).
type dporFlip struct{ node, k, alt int }

// Name implements Strategy.
func (*DPOR) Name() string { return "dpor" }

// CoversInitOrder implements InitOrderCoverer: a step's class
// initialization steps are accesses of the class's pseudo-field
// <clinit>, so the order in which threads start initializing a class is
// reversed like any race.
func (*DPOR) CoversInitOrder() bool { return true }

// ChoosesTime implements TimeChooser: with Explorer.FreeTime a
// time-passes choice is a step of the thread it wakes, which writes the
// clock (clockKey) and, for a wait(ms) or a timed park, operates on the
// monitor or the thread (vm.KTimeout): it races with the clock's reads
// (System.nanoTime, the start of another timed wait) and with a notify
// or an unpark that would have ended the wait instead.
func (*DPOR) ChoosesTime() bool { return true }

// CoversEnd implements EndCoverer: the end of a run is dependent with the next steps of the threads it kills (killedAtEnd).
func (*DPOR) CoversEnd() bool { return true }

// wakeEvent is the pseudo-event a step's branches hold for a notify's
// choice of waiter: Alts has one (nil) entry per waiter, longest waiting
// first, Branch is the waiter chosen. A branch node of it is flipped
// without solving anything.
func wakeEvent(thread, waiters, chosen int) vm.Event {
	return vm.Event{Access: vm.Access{Thread: thread, Kind: vm.KNotify}, Alts: make([]*vm.Expr, waiters), Branch: chosen}
}

func isWake(e *vm.Event) bool { return e.Kind == vm.KNotify }

// dporNode is a scheduling point on the current path. The choices put
// off (dporLaters) keep the nodes of their paths, up to a million of
// them, so a node is kept small (96 bytes, and 16 per runnable
// thread): its threads' operations as dacc (8 bytes where a vm.Access
// is 224), its sets of threads as the bits of a word (threads from 64
// on apart), what few nodes have apart (the branches and notify
// choices of its step among them).
type dporNode struct {
	runnable []dporThread // threads that can make progress here, with their pending operations
	sleep    []dporSleep  // asleep threads, their pending operations and inits
	// parent is the node before (nil at the root) and via the thread
	// chosen there to reach this one.
	parent *dporNode
	rare   *dporRare
	// backtrack and done are sets of threads: bit t, for t below 64
	// (threads from 64 on: dporRare.hi).
	backtrack, done uint64
	chosen          int32 // the thread being explored
	via             int32
	// kept: a choice put off keeps the node (dporLaters.put).
	kept bool
}

// dporRare is what few nodes have.
type dporRare struct {
	// brs are the symbolic branches and notify choices of the step
	// chosen here (branches).
	brs []dporBranch
	// hi: the node's backtrack and done sets from thread 64 on.
	hi *[2][]uint64
	// inits are the class-initialization accesses and the reads of the
	// clock (vm.KClock, with vm.Config.FreeTime) of the step each thread
	// explored here took, and the accesses of a JDK synchronizer's
	// operation after its first; an asleep thread's are in its sleep
	// entry: a sleeping thread's step is its pending operation and these.
	inits []dporSleep
	// later: what a node on the path of a choice put off has.
	later *dporRareLater
}

// dporRareLater is what a node has on the path of a choice put off.
type dporRareLater struct {
	// doneAt (if hasDoneAt): while chosen is a choice put off
	// (dporLater), done as it was then, which the node's children
	// inherit for their sleep sets.
	doneAt    tset
	hasDoneAt bool
	// viaBrs, set once a choice put off keeps the node, are the
	// parent's branches then, each outcome done: a choice put off
	// below restores them (dporLaters).
	viaBrs []dporBranch
	// unknown: the threads put off here whose step here has not run
	// yet: done, but what their step accesses beyond its pending
	// operation (its hidden accesses: its thread's end, a JDK
	// synchronizer's, class initialization) is not known, so the
	// threads explored here meanwhile do not have them asleep
	// (inheritSleep).
	unknown tset
}

func (r *dporRare) lat() *dporRareLater {
	if r.later == nil {
		r.later = &dporRareLater{}
	}
	return r.later
}

// doneAt returns n's done set as it was when its chosen thread was put
// off, while that choice is explored (nil: none).
func (n *dporNode) doneAt() *tset {
	if n.rare == nil || n.rare.later == nil || !n.rare.later.hasDoneAt {
		return nil
	}
	return &n.rare.later.doneAt
}

// branches returns the symbolic branches and notify choices of the
// step chosen at n.
func (n *dporNode) branches() []dporBranch {
	if n.rare == nil {
		return nil
	}
	return n.rare.brs
}

func (n *dporNode) setBranches(b []dporBranch) {
	if b == nil && n.rare == nil {
		return
	}
	n.more().brs = b
}

// inBacktrack and isDone report whether thread t is in n's backtrack
// or done set; addToBacktrack and addDone add it (t < 0: nothing).
func (n *dporNode) inBacktrack(t int) bool { return bitsHas(n.backtrack, n.hi(0), t) }
func (n *dporNode) isDone(t int) bool      { return bitsHas(n.done, n.hi(1), t) }
func (n *dporNode) addToBacktrack(t int)   { n.add(&n.backtrack, 0, t) }
func (n *dporNode) addDone(t int)          { n.add(&n.done, 1, t) }

// doneSet returns a copy of n's done set.
func (n *dporNode) doneSet() tset {
	s := tset{lo: n.done}
	if hi := n.hi(1); len(hi) > 0 {
		c := slices.Clone(hi)
		s.hi = &c
	}
	return s
}

func (n *dporNode) hi(k int) []uint64 {
	if n.rare == nil || n.rare.hi == nil {
		return nil
	}
	return n.rare.hi[k]
}

func (n *dporNode) add(lo *uint64, k, t int) {
	if t < 64 {
		if t >= 0 {
			*lo |= 1 << t
		}
		return
	}
	r := n.more()
	if r.hi == nil {
		r.hi = new([2][]uint64)
	}
	bitsAdd(&r.hi[k], t)
}

func (n *dporNode) more() *dporRare {
	if n.rare == nil {
		n.rare = &dporRare{}
	}
	return n.rare
}

// dporThread is a thread at a node and its pending operation.
type dporThread struct {
	thread int
	next   dacc
}

// dporSleep is an asleep thread (or, in dporRare.inits, one explored):
// its pending operation and the hidden accesses of its step.
type dporSleep struct {
	dporThread
	inits []dacc
}

func (n *dporNode) canRun(t int) bool {
	for _, c := range n.runnable {
		if c.thread == t {
			return true
		}
	}
	return false
}

func (n *dporNode) asleep(t int) bool {
	for _, c := range n.sleep {
		if c.thread == t {
			return true
		}
	}
	return false
}

// setInits sets the hidden accesses of thread t's step at n.
func (n *dporNode) setInits(t int, inits []dacc) {
	r := n.more()
	for k := range r.inits {
		if r.inits[k].thread == t {
			r.inits[k].inits = inits
			return
		}
	}
	// next is unused here: key -1 touches nothing (0 is the clock's).
	r.inits = append(r.inits, dporSleep{dporThread: dporThread{thread: t, next: dacc{key: -1}}, inits: inits})
}

// initsOf returns the hidden accesses of thread t's step at n.
func (n *dporNode) initsOf(t int) []dacc {
	if n.rare == nil {
		return nil
	}
	for _, c := range n.rare.inits {
		if c.thread == t {
			return c.inits
		}
	}
	return nil
}

// addBacktrack adds thread p to n's backtrack set, or every runnable thread
// not asleep if p cannot run there or is asleep.
func (n *dporNode) addBacktrack(p int) {
	if !n.asleep(p) && n.canRun(p) {
		n.addToBacktrack(p)
		return
	}
	for _, c := range n.runnable {
		if !n.asleep(c.thread) {
			n.addToBacktrack(c.thread)
		}
	}
}

// tset is a set of threads: bit t of lo, or of *hi beyond 63.
type tset struct {
	lo uint64
	hi *[]uint64
}

func (s *tset) has(t int) bool {
	var hi []uint64
	if s.hi != nil {
		hi = *s.hi
	}
	return bitsHas(s.lo, hi, t)
}

// del removes t from s.
func (s *tset) del(t int) {
	if t < 64 {
		if t >= 0 {
			s.lo &^= 1 << t
		}
		return
	}
	if i := t/64 - 1; s.hi != nil && i < len(*s.hi) {
		(*s.hi)[i] &^= 1 << (t % 64)
	}
}

func (s *tset) add(t int) {
	if t < 64 {
		if t >= 0 {
			s.lo |= 1 << t
		}
		return
	}
	if s.hi == nil {
		s.hi = new([]uint64)
	}
	bitsAdd(s.hi, t)
}

// bitsHas reports whether bit t is set in lo (t < 64) or hi (from 64 on).
func bitsHas(lo uint64, hi []uint64, t int) bool {
	if t < 64 {
		return t >= 0 && lo>>t&1 != 0
	}
	i := t/64 - 1
	return i < len(hi) && hi[i]>>(t%64)&1 != 0
}

// bitsAdd sets bit t (64 or more) of hi.
func bitsAdd(hi *[]uint64, t int) {
	i := t/64 - 1
	for len(*hi) <= i {
		*hi = append(*hi, 0)
	}
	(*hi)[i] |= 1 << (t % 64)
}

// dacc is what dependent needs of an access: its key's number in the
// search's dporKeys (-1: it touches nothing shared), whether it writes
// it, and whether it is a time-passes access of a wait(ms) or a timed
// park, which writes the clock too (clockOf).
type dacc struct {
	key   int32
	write bool
	tmo   bool
}

// dep reports whether the accesses a and b stand for, of different
// threads, are dependent: they touch the same key and one writes (sync
// operations count as writes), or one is a time-passes access of a
// wait(ms) or a timed park and the other reads or writes the clock
// (clockOf).
func (a dacc) dep(b dacc) bool {
	if a.key >= 0 && a.key == b.key && (a.write || b.write) {
		return true
	}
	return a.tmo && (b.key == clockID || b.tmo) || b.tmo && a.key == clockID
}

// dporKeys numbers the keys of a search's accesses (dacc).
type dporKeys map[key]int32

// clockID is clockKey's number: newDPORKeys numbers it first.
const clockID = 0

func newDPORKeys() dporKeys { return dporKeys{clockKey: clockID} }

func (ks dporKeys) of(a *vm.Access) dacc {
	k, w, ok := accessKey(a)
	d := dacc{key: -1, write: w, tmo: a.Kind == vm.KTimeout && a.HasObj}
	if ok {
		id, seen := ks[k]
		if !seen {
			id = int32(len(ks))
			ks[k] = id
		}
		d.key = id
	}
	return d
}

// Explore implements Strategy.
func (d *DPOR) Explore(x *Explorer) (*Execution, error) {
	x.NotifyChoice = true
	x.AtomicSync = true
	var stack []*dporNode
	var pre []dporBranch // the branches before the first scheduling point
	var flip *dporFlip
	var first *Execution
	if d.Solve != nil {
		in := x.Inputs
		defer func() { x.Inputs = in }()
	}
	var prev *dporScheduler
	var later dporLaters
	bound := firstBound // the preemptions of the choices taken now
	for {
		sch := newDPORScheduler(x, stack, prev, flip)
		prev = sch
		exec, err := x.Execute(sch)
		if err != nil {
			return nil, err
		}
		if sch.err != nil {
			return nil, sch.err
		}
		if exec.Bug != nil {
			if !d.Exhaustive {
				return exec, nil
			}
			d.Stats.Bugs++
			if first == nil {
				first = exec
			}
		}
		if exec.Cut == "" {
			sch.finish(exec.Events, exec.Outcome)
		}
		stack = sch.stack
		pre = d.record(sch, pre, flip)
		x.Recycle(exec) // the steps and branches keep copies of its events
		flip = nil
		// Backtrack to the deepest node with a branch outcome, a notify's
		// waiter or a thread left to explore within the preemption bound;
		// a thread beyond it is put off (deferred).
		var pc pathPreemptions
		for len(stack) > 0 {
			n := stack[len(stack)-1]
			if flip = d.flip(x, pre, stack); flip != nil {
				break
			}
			next := -1
			for _, c := range n.runnable {
				if t := c.thread; n.inBacktrack(t) && !n.isDone(t) && !n.asleep(t) {
					n.addDone(t)
					if d.Solve == nil {
						if pc == nil {
							pc = preemptions(stack)
						}
						if cost := pc.at(stack, t); cost > bound && later.kept < maxKept {
							later.put(stack, t, cost)
							continue
						}
					}
					next = t
					break
				}
			}
			if next >= 0 {
				n.chosen = int32(next)
				n.setBranches(nil)
				if n.rare != nil {
					if l := n.rare.later; l != nil {
						l.doneAt, l.hasDoneAt = tset{}, false
					}
				}
				break
			}
			stack = stack[:len(stack)-1]
		}
		if len(stack) == 0 && d.Solve == nil && len(later.items) > 0 {
			var cost int
			stack, cost = later.take()
			bound = max(bound, cost)
		}
		if len(stack) == 0 {
			if d.Solve != nil {
				flip = d.flip(x, pre, nil)
			}
			if flip == nil {
				return first, nil
			}
		}
	}
}

// The order of the search (not its extent). Depth-first dpor takes the
// deepest backtrack point first, so a reversal early in a long execution
// waits until every race below it is exhausted (MailGap: the read of
// `scheduled` at step 14 of some 200, below which the pool's shutdown
// has 120 steps of races; ReapGap: a polling reaper). As CHESS does
// (Musuvathi & Qadeer, PLDI 2007), the search explores executions by
// their number of preemptions: a backtrack choice that would preempt
// more than bound times on its path (firstBound at first) is put off
// until the depth-first search within the bound is done, and the bound
// is then raised to the fewest preemptions put off; of the choices put
// off with as many, the last is taken first. Any order of exploring the backtrack sets
// covers every Mazurkiewicz trace up to the sleep sets: a choice put off
// is marked done at its node where depth-first dpor would start it, so
// the threads started after it at that node have it asleep as before;
// its own subtree, explored later, inherits the node's done set as it
// was then (not the siblings started since, which would each sleep in
// the other's subtree), and the races found there add backtrack choices
// to the nodes on its path, which the search then takes (or puts off)
// as it backtracks through them. dpor-dse (Solve) keeps the depth-first
// order: its runs' inputs belong to the path.

// firstBound is the bound of the first depth-first search: the
// executions of at most one preemption are explored together, depth
// first, before any of two. With 0 (the executions without preemption
// first, each preemption put off) suite A's replicatedworker needed
// 32553 states where depth-first dpor needs 1377; with 2, dpor missed
// raxextend and the tenth round's pricefeed in their budgets (10 s,
// 30 s), which 1 finds.
var firstBound = 1 // a variable so that a test can run the search depth first

// pathPreemptions holds, for each node of a path, the preemptions of
// the path up to its step.
type pathPreemptions []int

// preemptions counts the preemptions of the path of stack: a step of a
// thread other than the previous step's while that one could run.
func preemptions(stack []*dporNode) pathPreemptions {
	c := make(pathPreemptions, len(stack))
	for i := 1; i < len(stack); i++ {
		c[i] = c[i-1]
		if preempts(stack, i, int(stack[i].chosen)) {
			c[i]++
		}
	}
	return c
}

func preempts(stack []*dporNode, i, t int) bool {
	prev := int(stack[i-1].chosen)
	return t != prev && stack[i].canRun(prev)
}

// at returns the preemptions of stack's path (a prefix of the one c was
// computed for) with thread t chosen at its top node.
func (c pathPreemptions) at(stack []*dporNode, t int) int {
	i := len(stack) - 1
	if i == 0 {
		return 0
	}
	n := c[i-1]
	if preempts(stack, i, t) {
		n++
	}
	return n
}

// dporLater is a backtrack choice put off: the thread at node, and the
// node's done set when it was put off. Its path is node's parents.
type dporLater struct {
	node   *dporNode
	thread int
	done   tset
}

// dporLaters holds the choices put off, by their number of preemptions.
type dporLaters struct {
	items map[int][]dporLater
	kept  int // the nodes kept for the choices' paths, each counted once
}

// maxKept bounds the nodes kept alive for the choices put off (a node,
// its sleep set and its share of the runnable sets: some 140-155 bytes
// of live heap on mailbox's search, so 2^20 nodes some 150 MiB):
// beyond it, the search puts nothing more off and goes on depth first,
// and takes the choices put off once that is done.
const maxKept = 1 << 20

// put puts off thread t at the top node of stack, with cost preemptions.
// The nodes of its path are kept: each records, once, the branches its
// parent's step took to reach it (each outcome done: the depth-first
// search that went on from here takes, or took, the others); the
// thread chosen at the parent is its via.
func (l *dporLaters) put(stack []*dporNode, t, cost int) {
	j := len(stack) - 1
	for i := j; i >= 0 && !stack[i].kept; i-- {
		n := stack[i]
		n.kept = true
		l.kept++
		if i == 0 || n.parent.branches() == nil {
			continue
		}
		// A copy: the search changes the outcomes of the node's
		// branches in place.
		bs := make([]dporBranch, len(n.parent.branches()))
		for k, b := range n.parent.branches() {
			bs[k] = dporBranch{ev: b.ev, done: make([]bool, len(b.done))}
			for a := range bs[k].done {
				bs[k].done[a] = true
			}
		}
		n.more().lat().viaBrs = bs
	}
	stack[j].more().lat().unknown.add(t)
	if l.items == nil {
		l.items = map[int][]dporLater{}
	}
	l.items[cost] = append(l.items[cost], dporLater{node: stack[j], thread: t, done: stack[j].doneSet()})
}

// take returns the path of the last choice put off with the fewest
// preemptions, and its preemptions.
func (l *dporLaters) take() ([]*dporNode, int) {
	cost := -1
	for c := range l.items {
		if cost < 0 || c < cost {
			cost = c
		}
	}
	its := l.items[cost]
	it := its[len(its)-1]
	if len(its) == 1 {
		delete(l.items, cost)
	} else {
		l.items[cost] = its[:len(its)-1]
	}
	var stack []*dporNode
	for n := it.node; n != nil; n = n.parent {
		if n.parent != nil {
			n.parent.chosen = n.via
			var bs []dporBranch
			if n.rare != nil {
				if l := n.rare.later; l != nil {
					bs = l.viaBrs
				}
			}
			n.parent.setBranches(bs)
		}
		stack = append(stack, n)
	}
	slices.Reverse(stack)
	n := it.node
	n.chosen = int32(it.thread)
	n.setBranches(nil)
	r := n.more()
	r.lat().doneAt, r.lat().hasDoneAt = it.done, true
	r.lat().unknown.del(it.thread) // its step runs now
	return stack, cost
}

// record updates the branch nodes of the run's path after a run (symbolic
// branches, with DSE, and notify choices):
// the steps replayed keep theirs, the step at the backtrack point keeps
// those before the flipped branch (or none, for another thread), and the
// new steps get the run's. It returns the root's branches.
func (d *DPOR) record(s *dporScheduler, pre []dporBranch, flip *dporFlip) []dporBranch {
	merge := func(old []dporBranch, evs []vm.Event, keep int) []dporBranch {
		if keep > len(old) {
			keep = len(old)
		}
		out := old[:keep:keep]
		if keep > 0 && keep <= len(evs) {
			out[keep-1].ev = evs[keep-1] // the flipped branch: the outcome taken now
		}
		for k := keep; k < len(evs); k++ {
			b := dporBranch{ev: evs[k], done: make([]bool, len(evs[k].Alts))}
			if evs[k].Branch >= 0 && evs[k].Branch < len(b.done) {
				b.done[evs[k].Branch] = true
			}
			out = append(out, b)
		}
		return out
	}
	taken := func(evs []vm.Event) {
		if flip != nil && (flip.k >= len(evs) || evs[flip.k].Branch != flip.alt) {
			d.Stats.Missed++
		}
	}
	keepPre := len(pre)
	if flip != nil && flip.node < 0 {
		keepPre = flip.k + 1
		taken(s.pre)
	}
	if pre == nil || (flip != nil && flip.node < 0) {
		pre = merge(pre, s.pre, keepPre)
	}
	for i := max(s.prefix-1, 0); i < len(s.steps) && i < len(s.stack); i++ {
		n := s.stack[i]
		keep := 0
		if i == s.prefix-1 && flip != nil && flip.node == i {
			keep = flip.k + 1
			taken(s.steps[i].branches)
		} else if i < s.prefix-1 || (i == s.prefix-1 && n.branches() != nil) {
			continue // replayed as before
		}
		n.setBranches(merge(n.branches(), s.steps[i].branches, keep))
	}
	return pre
}

// flip finds the deepest branch outcome not explored yet in the step of
// the top node of stack (stack nil: the root's branches), solves its path
// constraint and, if satisfiable, sets the inputs of the next run. A
// notify's waiter not tried yet needs no solving: the inputs of the run
// below it are kept. Without Solve, only notify choices are flipped.
func (d *DPOR) flip(x *Explorer, pre []dporBranch, stack []*dporNode) *dporFlip {
	node, brs := -1, pre
	if len(stack) > 0 {
		node, brs = len(stack)-1, stack[len(stack)-1].branches()
	}
	for k := len(brs) - 1; k >= 0; k-- {
		b := &brs[k]
		wake := isWake(&b.ev)
		if !wake && d.Solve == nil {
			continue
		}
		for a := range b.done {
			if b.done[a] {
				continue
			}
			b.done[a] = true
			if wake {
				return &dporFlip{node: node, k: k, alt: a}
			}
			var cs []*vm.Expr
			add := func(bs []dporBranch) {
				for i := range bs {
					if !isWake(&bs[i].ev) {
						cs = append(cs, bs[i].ev.Cond)
					}
				}
			}
			npre := len(pre)
			if node < 0 {
				npre = k
			}
			add(pre[:npre])
			for i := 0; i < node; i++ {
				add(stack[i].branches())
			}
			if node >= 0 {
				add(brs[:k])
			}
			cs = append(cs, b.ev.Alts[a])
			d.Stats.Solves++
			in, ok := d.Solve(cs)
			if !ok {
				d.Stats.Unsat++
				continue
			}
			x.Inputs = in
			return &dporFlip{node: node, k: k, alt: a}
		}
	}
	return nil
}

const sleepBlocked = "sleep-set blocked"

// key identifies what an access touches: a field or array element (data)
// or a monitor / thread object (sync).
type key struct {
	sync   bool
	hasObj bool
	obj    vm.ObjectID
	field  string
	index  int
}

// accessKey returns the key of a, and whether it writes (sync operations
// count as writes: they are all dependent); ok is false for accesses that
// touch nothing shared (sleep, yield, a thread's first step).
func accessKey(a *vm.Access) (k key, write, ok bool) {
	switch a.Kind {
	case vm.KRead, vm.KWrite, vm.KArrayRead, vm.KArrayWrite, vm.KCAS:
		k = key{hasObj: a.HasObj, obj: a.Obj, field: a.Field, index: -1}
		if a.Kind == vm.KArrayRead || a.Kind == vm.KArrayWrite || (a.Kind == vm.KCAS && a.Field == "") {
			k.field, k.index = "", a.Index
		}
		return k, a.Kind != vm.KRead && a.Kind != vm.KArrayRead, true
	case vm.KClock:
		// The start of a timed wait writes: it makes a time-passes step
		// possible, which the clock's reads before it could not see.
		return clockKey, a.Field == "deadline", true
	case vm.KTimeout:
		if !a.HasObj {
			return clockKey, true, true
		}
		if a.Field != "wait" {
			return permitKey(a.Obj), true, true // a timed park's
		}
		return key{sync: true, hasObj: true, obj: a.Obj}, true, true
	case vm.KPark, vm.KUnpark:
		if !a.HasObj {
			return key{}, false, false
		}
		return permitKey(a.Obj), true, true
	case vm.KInitStart, vm.KInitWait, vm.KInitUse:
		// The class's pseudo-field <clinit>: a start writes it.
		return key{hasObj: true, obj: a.Obj, field: "<clinit>", index: -1}, a.Kind == vm.KInitStart, true
	case vm.KLock, vm.KUnlock, vm.KWait, vm.KNotify, vm.KNotifyAll, vm.KWakeup,
		vm.KStart, vm.KJoin, vm.KThreadEnd:
		if !a.HasObj {
			return key{}, false, false
		}
		return key{sync: true, hasObj: true, obj: a.Obj}, true, true
	}
	return key{}, false, false
}

// clockKey is the virtual clock's (vm.Config.FreeTime): System.nanoTime
// (vm.KClock) reads it; a time-passes step writes it, and so does the
// start of a timed wait, which makes one possible (a read of the clock
// after it may see time pass to its deadline, one before it may not).
var clockKey = key{field: "<clock>", index: -1}

// clockOf returns, for a time-passes access of a wait(ms) or a timed
// park (vm.KTimeout on the monitor or the thread), its write of the
// clock: such a step is dependent with the operations on that object
// (a notify, an unpark) and with the clock's reads. ok is false for any
// other access (a sleep's KTimeout is the clock write itself).
func clockOf(a *vm.Access) (w vm.Access, ok bool) {
	if a.Kind != vm.KTimeout || !a.HasObj {
		return vm.Access{}, false
	}
	return vm.Access{Thread: a.Thread, Kind: vm.KTimeout, Site: a.Site, User: a.User, Pos: a.Pos}, true
}

// permitKey is the key of thread object t's permit, which park and
// unpark use, not the object's monitor: an unpark does not touch the
// monitor that a join waits on (nor a wait on the thread, a notify, a
// start or the thread's end), and a park neither.
func permitKey(t vm.ObjectID) key {
	return key{sync: true, hasObj: true, obj: t, field: "<permit>", index: -1}
}

func isAcquire(k vm.Kind) bool { return k == vm.KLock || k == vm.KWakeup }

// vclock is a vector clock: for each thread, the number of its steps
// (1-based step index of the latest) that happen before.
type vclock []int

func (c vclock) get(t int) int {
	if t < len(c) {
		return c[t]
	}
	return 0
}

func (c vclock) join(d vclock) vclock {
	for len(c) < len(d) {
		c = append(c, 0)
	}
	for i, v := range d {
		if v > c[i] {
			c[i] = v
		}
	}
	return c
}

// step is an executed step of the current run.
type step struct {
	thread int
	first  int // the run's events before its own
	// loop: the step is part of an iteration of a self-loop (spin.go)
	// that read one variable, once.
	loop bool
	// timeout: the step began with a time-passes choice (vm.KTimeout),
	// not with an operation of a thread able to run.
	timeout  bool
	accesses []vm.Access
	branches []vm.Event // its symbolic branches (vm.KBranch), in order
	clock    vclock     // its vector clock (endStep; nil while in progress)
}

// keyEntry is one access of a step to a key, in the per-key history.
type keyEntry struct {
	step  int
	write bool
	acq   bool
	// held: the step's thread held the monitor of the key's object
	// when it made the access (before it, for an entry).
	held bool
	// rel: the access released that monitor (a wait, or the exit
	// after which the thread no longer held it).
	rel bool
	// kind: the access's (wokenByEnd).
	kind vm.Kind
}

type keyClocks struct {
	write vclock // the last write (sync: the last operation)
	reads vclock // the reads since
	hist  []keyEntry
}

type dporScheduler struct {
	x      *Explorer
	ids    dporKeys // the search's, kept from run to run
	stack  []*dporNode
	prefix int       // decisions replayed from the stack
	flip   *dporFlip // the branch or notify choice this run flips (nil: none)
	locks  *lockTracker
	// mons: the monitors' owners after the steps ended (endStep), for
	// keyEntry.held.
	mons  *lockTracker
	spin  spinGuard
	waits *spinWaits
	err   error

	steps []step
	seen  int // events assigned to steps
	// seenInit: class-initialization steps (Explorer.Inits) assigned
	seenInit int
	emitted  bool                   // the step in progress emitted an event of its thread
	thread   map[int]vclock         // thread → clock of its latest step
	started  map[vm.ObjectID]vclock // thread object → clock of the step that started it
	keys     map[key]*keyClocks     // per-key clocks and history
	pending  map[int]vm.Access      // thread → its pending operation, as last seen
	ended    map[int]bool
	pre      []vm.Event // the symbolic branches before the first scheduling point
	// timeouts counts, per thread, its time-passes steps taken while
	// another thread could run (timeoutBound); bounded: a new node of
	// this run left one out.
	timeouts map[int]int
	bounded  bool
	// lifeLooks: the program calls getState, so the looks at a thread
	// and the operations that change its state access its life
	// (dporlife.go); objOf maps a thread to its Thread object.
	lifeLooks bool
	objOf     map[int]vm.ObjectID
	blocked   map[int]bool // threads whose last step blocked on a monitor (lifeLooks)
	// waiters: the threads waiting on each monitor, in wait order, and
	// woken: the one a notify's choice (wake) woke, plus one (0: none),
	// for notifyLife (lifeLooks).
	waiters map[vm.ObjectID][]int
	woken   int
	// blockable: per scheduling point of this run, the threads whose
	// monitor entry would have blocked there but were not offered
	// (lifeLooks; offerBlocked).
	blockable map[int][]dporThread
	// looked holds the Thread objects a getState looked at in this
	// search's runs so far (lifeLooks; kept from run to run): dpor
	// offers their blocking monitor entries (blockers).
	looked map[vm.ObjectID]bool
	// coveredBuf: covered's storage, reused; wideBuf: wideBytes'.
	coveredBuf []int
	wideBuf    []vm.Access
	// runs: the runnable sets of the search's nodes, kept from run to
	// run; runBuf: the one being built.
	runs   *dporRunnables
	runBuf []dporThread
}

// dporRunnables interns the runnable sets of a search's nodes: most
// nodes have the same threads with the same pending operations as
// many others (MailGap: 37868 nodes, 4163 different sets), and a node
// of a choice put off keeps its set as long as the node. At most
// maxRunnables sets are kept; others are not shared.
type dporRunnables struct {
	sets map[string][]dporThread
	key  []byte
}

const maxRunnables = 1 << 16

// intern returns a slice equal to rs that the caller must not change,
// shared with the nodes that have the same set.
func (r *dporRunnables) intern(rs []dporThread) []dporThread {
	b := r.key[:0]
	for _, c := range rs {
		b = binary.LittleEndian.AppendUint64(b, uint64(c.thread))
		b = binary.LittleEndian.AppendUint32(b, uint32(c.next.key))
		var f byte
		if c.next.write {
			f |= 1
		}
		if c.next.tmo {
			f |= 2
		}
		b = append(b, f)
	}
	r.key = b
	if set, ok := r.sets[string(b)]; ok {
		return set
	}
	set := slices.Clone(rs)
	if len(r.sets) < maxRunnables {
		r.sets[string(b)] = set
	}
	return set
}

// timeoutBound is how many times a thread's timed wait may end early (a
// time-passes choice, Explorer.FreeTime) in one run while another thread
// could run instead: a periodic task (a Timer's, a scheduled executor's)
// may otherwise run any number of times while the other threads are
// slow, each number a trace of its own, and the search drowns in them
// (timerthrow: no bug in 60 s, 496 executions). Beyond it the choice is
// not offered, and the search is not complete (Explorer.timeoutWarning);
// vsched bounds such repetitions as spins (its TestTimeoutSpins).
const timeoutBound = 2

// newDPORScheduler returns the scheduler of a run below stack that flips
// flip (nil: none). prev, if not nil, is the previous run's, done with:
// the new one reuses its steps' storage (each step's accesses and
// branches) and its pending map, which every run otherwise grew anew.
func newDPORScheduler(x *Explorer, stack []*dporNode, prev *dporScheduler, flip *dporFlip) *dporScheduler {
	s := &dporScheduler{x: x, stack: stack, prefix: len(stack), flip: flip, locks: newLockTracker(), mons: newLockTracker(), waits: newSpinWaits(x, true),
		thread: map[int]vclock{}, started: map[vm.ObjectID]vclock{}, keys: map[key]*keyClocks{},
		ended: map[int]bool{}, timeouts: map[int]int{}}
	if prev != nil {
		s.steps, s.pending, s.pre, s.ids, s.runs = prev.steps[:0], prev.pending, prev.pre[:0], prev.ids, prev.runs
		clear(s.pending)
		s.lifeLooks, s.looked = prev.lifeLooks, prev.looked
	} else {
		s.pending, s.ids = map[int]vm.Access{}, newDPORKeys()
		s.runs = &dporRunnables{sets: map[string][]dporThread{}}
		s.lifeLooks = lifeLooks(x.Program.Classes())
		s.looked = map[vm.ObjectID]bool{}
	}
	if s.lifeLooks {
		s.objOf, s.blocked, s.waiters = map[int]vm.ObjectID{}, map[int]bool{}, map[vm.ObjectID][]int{}
		s.blockable = map[int][]dporThread{}
	}
	return s
}

// newStep appends a step of thread t, reusing the storage of a step of an
// earlier run at that index.
func (s *dporScheduler) newStep(t int) {
	if n := len(s.steps); n < cap(s.steps) {
		s.steps = s.steps[:n+1]
		st := &s.steps[n]
		*st = step{thread: t, first: s.seen, accesses: st.accesses[:0], branches: st.branches[:0]}
		return
	}
	s.steps = append(s.steps, step{thread: t, first: s.seen})
}

// wake chooses the waiter a notify wakes (p.Wake): the recorded one on a
// replayed step, the flipped one at the choice this run flips, else the
// longest waiting, first of p.Enabled; the choice is recorded in the
// step's branches, in order with its symbolic branches.
func (s *dporScheduler) wake(p *vm.Point) int {
	i := len(s.steps) - 1
	if i < 0 || i >= len(s.stack) {
		return 0 // before the first scheduling point: no other thread waits
	}
	s.consume(s.x.Events())
	st := &s.steps[i]
	k := len(st.branches) // this choice's index among the step's branches
	n := s.stack[i]
	flipped := s.flip != nil && s.flip.node == i && i == s.prefix-1
	alt := 0
	switch {
	case flipped && k == s.flip.k:
		alt = s.flip.alt
	case i < s.prefix-1 || (flipped && k < s.flip.k):
		brs := n.branches()
		if k >= len(brs) || !isWake(&brs[k].ev) || len(brs[k].ev.Alts) != len(p.Enabled) {
			s.err = fmt.Errorf("BUG: explore: the VM is not deterministic: the notify of thread %d at scheduling point %d has %d waiters on replay", p.Current, i+1, len(p.Enabled))
			s.x.Cut("nondeterministic replay")
		}
		alt = brs[k].ev.Branch
	default:
		s.x.AddStates(1)
	}
	if alt >= len(p.Enabled) {
		alt = 0
	}
	st.branches = append(st.branches, wakeEvent(p.Current, len(p.Enabled), alt))
	if s.lifeLooks {
		s.woken = p.Enabled[alt].Thread + 1
	}
	return alt
}

func (s *dporScheduler) Choose(p *vm.Point) int {
	if s.lifeLooks {
		s.mainObject()
	}
	if p.Wake {
		return s.wake(p)
	}
	events := s.x.Events()
	s.locks.update(events)
	s.waits.update(p, events)
	s.endStep(events)
	if l := s.waits.loop; l != nil {
		s.waits.loop = nil
		for j := len(s.steps) - 1; j >= 0 && s.steps[j].first >= l.from; j-- {
			if st := &s.steps[j]; st.thread == l.thread && st.first < l.to {
				st.loop = true
			}
		}
	}
	i := len(s.steps) // this point's index
	for _, c := range p.Enabled {
		s.pending[c.Thread] = c.Next
		if _, ok := s.thread[c.Thread]; !ok && c.Next.Kind == vm.KThreadBegin {
			s.thread[c.Thread] = append(vclock(nil), s.started[c.Next.Obj]...)
		}
	}
	// The states after the prefix are new: look for races there.
	if i > 0 && i >= s.prefix {
		s.races()
	}
	var n *dporNode
	if i < len(s.stack) {
		n = s.stack[i]
		if !n.canRun(int(n.chosen)) || !enabledIn(p, int(n.chosen)) {
			s.err = fmt.Errorf("BUG: explore: the VM is not deterministic: thread %d cannot run at scheduling point %d on replay", n.chosen, i+1)
			s.x.Cut("nondeterministic replay")
		}
	} else {
		n = &dporNode{}
		ks := s.waits.filter(p, s.locks.runnable(p, &s.spin))
		if s.lifeLooks {
			ks = s.blockers(p, ks)
		}
		rs := s.runBuf[:0]
		for _, k := range ks {
			c := &p.Enabled[k]
			if c.Timeout && s.timeouts[c.Thread] >= timeoutBound && p.Runnable() > 0 {
				if !s.bounded {
					s.bounded = true
					s.x.timeoutsBounded++
				}
				continue
			}
			rs = append(rs, dporThread{thread: c.Thread, next: s.ids.of(&c.Next)})
		}
		s.runBuf = rs
		n.runnable = s.runs.intern(rs)
		if i > 0 {
			parent := s.stack[i-1]
			n.parent, n.via = parent, parent.chosen
			done := parent.doneAt()
			if done == nil {
				d := parent.doneSet()
				done = &d
			}
			s.inheritSleep(n, parent, done, &s.steps[i-1])
		}
		n.chosen = -1
		for _, c := range n.runnable { // the current thread first
			if !n.asleep(c.thread) {
				n.chosen = int32(c.thread)
				break
			}
		}
		if len(n.runnable) > 1 {
			s.x.AddStates(1)
		}
		if n.chosen < 0 {
			s.x.Cut(sleepBlocked)
		}
		n.addToBacktrack(int(n.chosen))
		n.addDone(int(n.chosen))
		s.stack = append(s.stack, n)
	}
	if s.lifeLooks {
		s.noteBlockable(p, n, i)
	}
	chosen := int(n.chosen)
	s.newStep(chosen)
	s.waits.ran(chosen)
	for k, c := range p.Enabled {
		if c.Thread == chosen {
			st := &s.steps[i]
			st.accesses = append(st.accesses, c.Next)
			if c.Timeout {
				if p.Runnable() > 0 {
					s.timeouts[c.Thread]++
				}
				st.timeout = true
				if w, ok := clockOf(&c.Next); ok {
					st.accesses = append(st.accesses, w)
				}
			}
			return k
		}
	}
	panic("BUG: explore: dpor chose a thread that is not enabled")
}

func enabledIn(p *vm.Point, t int) bool {
	for _, c := range p.Enabled {
		if c.Thread == t {
			return true
		}
	}
	return false
}

// inheritSleep computes the sleep set of a new node n after parent's step
// st: the parent's sleeping and already explored threads whose pending
// operation is independent of st (seeds/000 l.1720–1757); done is the
// parent's explored threads. A thread put off at parent whose step there
// has not run yet is done but not carried: its hidden accesses are not
// known (dporRareLater.unknown).
func (s *dporScheduler) inheritSleep(n, parent *dporNode, done *tset, st *step) {
	var acc []dacc // st's accesses, once needed
	carry := func(c dporSleep) {
		if c.thread == st.thread {
			return
		}
		if acc == nil {
			acc = make([]dacc, len(st.accesses))
			for k := range st.accesses {
				acc[k] = s.ids.of(&st.accesses[k])
			}
		}
		for _, b := range acc {
			if c.next.dep(b) {
				return
			}
			for _, a := range c.inits {
				if a.dep(b) {
					return
				}
			}
		}
		n.sleep = append(n.sleep, c)
	}
	for _, c := range parent.sleep {
		carry(c)
	}
	var unknown *tset
	if parent.rare != nil && parent.rare.later != nil {
		unknown = &parent.rare.later.unknown
	}
	for _, c := range parent.runnable {
		if done.has(c.thread) && c.thread != int(parent.chosen) && (unknown == nil || !unknown.has(c.thread)) {
			carry(dporSleep{dporThread: c, inits: parent.initsOf(c.thread)})
		}
	}
}

// endStep completes the step in progress with the events emitted since the
// last scheduling point: its vector clock and the per-key histories.
func (s *dporScheduler) endStep(events []vm.Event) {
	if len(s.steps) == 0 {
		// Before the first point: the main thread alone.
		for ; s.seen < len(events); s.seen++ {
			if events[s.seen].Kind == vm.KBranch {
				s.pre = append(s.pre, events[s.seen])
			}
		}
		s.seenInit = len(s.x.Inits())
		return
	}
	i := len(s.steps) - 1
	st := &s.steps[i]
	s.consume(events)
	if s.lifeLooks {
		s.blockStep(st)
	}
	// hidden: the step's accesses that its pending operation does not
	// show, which a sleeping thread's step holds too: the reads of the
	// clock (events only with FreeTime), and the accesses of a JDK
	// synchronizer's operation after its first (vm.Config.AtomicSync).
	var hidden []vm.Access
	if len(st.accesses) > 0 {
		k0, w0, _ := accessKey(&st.accesses[0])
		for k := 1; k < len(st.accesses); k++ {
			a := &st.accesses[k]
			if a.Thread != st.thread {
				continue
			}
			if kk, w, ok := accessKey(a); ok && (kk != k0 || w != w0) || a.Kind == vm.KClock {
				hidden = append(hidden, *a)
			}
		}
	}
	if inits := s.x.Inits(); s.seenInit < len(inits) {
		// The step's class-initialization steps (the VM reports only
		// the thread's own, all within its step); an end orders nothing
		// that the start and the uses do not.
		for _, a := range inits[s.seenInit:] {
			if a.Kind != vm.KInitDone {
				hidden = append(hidden, a)
				st.accesses = append(st.accesses, a)
			}
		}
		s.seenInit = len(inits)
	}
	if len(hidden) > 0 && i < len(s.stack) {
		n := s.stack[i]
		h := make([]dacc, len(hidden))
		for k := range hidden {
			h[k] = s.ids.of(&hidden[k])
		}
		n.setInits(st.thread, h)
	}
	if s.emitted {
		delete(s.pending, st.thread) // its next operation is not known yet
	}
	s.emitted = false
	// The step's own operations race too: a step that is new may perform
	// operations no scheduling point showed as pending (after the other
	// threads ended, the last one runs without scheduling points).
	// Each races with the thread's clock at it: what the step's earlier
	// operations joined (a thread running alone acquires without
	// scheduling points: a join, a monitor an ended thread released)
	// happens before it.
	c := append(vclock(nil), s.thread[st.thread]...)
	for k := range st.accesses {
		a := &st.accesses[k]
		if i >= s.prefix-1 {
			s.race(st.thread, a, c)
		}
		kk, write, ok := accessKey(a)
		if !ok {
			continue
		}
		kc := s.keys[kk]
		if kc == nil {
			kc = &keyClocks{}
			s.keys[kk] = kc
		}
		c = c.join(kc.write)
		if write {
			c = c.join(kc.reads)
		}
	}
	for len(c) <= st.thread {
		c = append(c, 0)
	}
	c[st.thread] = i + 1
	s.thread[st.thread] = c
	st.clock = c
	for k := range st.accesses {
		a := &st.accesses[k]
		kk, write, ok := accessKey(a)
		if !ok {
			continue
		}
		held := kk.sync && kk.field == "" && s.mons.holds(st.thread, a.Obj)
		// rel: a release of the monitor, after which another thread's
		// entry may take it: a wait, or the exit that leaves it free.
		rel := held && (a.Kind == vm.KWait || a.Kind == vm.KUnlock && s.mons.count(a.Obj) == 1)
		if k > 0 {
			// The first is the pending operation, whose event (if it
			// did not block) follows.
			s.mons.apply(a)
		}
		kc := s.keys[kk]
		if write {
			kc.write = append(kc.write[:0], c...)
			kc.reads = kc.reads[:0]
		} else {
			kc.reads = kc.reads.join(c)
		}
		if e := (keyEntry{step: i, write: write, acq: isAcquire(a.Kind), held: held, rel: rel, kind: a.Kind}); len(kc.hist) == 0 || kc.hist[len(kc.hist)-1] != e {
			kc.hist = append(kc.hist, e)
		}
		if a.Kind == vm.KStart {
			s.started[a.Obj] = c
		}
	}
}

// joinedBefore returns the clock of thread p before step last (not yet
// ended) joined with the ends of the threads the step joins: its joins
// and monitor operations on a started thread's object, whose key the
// thread's end wrote (events are the run's, the step's unconsumed ones
// among them).
func (s *dporScheduler) joinedBefore(last int, events []vm.Event) vclock {
	st := &s.steps[last]
	cp := append(vclock(nil), s.thread[st.thread]...)
	join := func(a *vm.Access) {
		if !a.HasObj || s.started[a.Obj] == nil || (a.Kind != vm.KJoin && a.Kind != vm.KWakeup && a.Kind != vm.KLock) {
			return
		}
		if kk, _, ok := accessKey(a); ok {
			if kc := s.keys[kk]; kc != nil {
				cp = cp.join(kc.write)
			}
		}
	}
	for k := range st.accesses {
		join(&st.accesses[k])
	}
	for k := s.seen; k < len(events); k++ {
		if e := &events[k]; e.Thread == st.thread && e.Kind != vm.KBranch {
			join(&e.Access)
		}
	}
	return cp
}

// consume adds the events emitted since the last call to the step in
// progress: its accesses and symbolic branches.
func (s *dporScheduler) consume(events []vm.Event) {
	st := &s.steps[len(s.steps)-1]
	for ; s.seen < len(events); s.seen++ {
		e := &events[s.seen]
		if e.Thread == st.thread {
			s.emitted = true
		}
		if e.Kind == vm.KBranch {
			st.branches = append(st.branches, *e)
			continue
		}
		st.accesses = append(st.accesses, e.Access)
		st.accesses = wideBytes(st.accesses, &e.Access)
		if s.lifeLooks {
			if e.Kind == vm.KThreadBegin && e.HasObj {
				s.objOf[e.Thread] = e.Obj
			}
			if a, ok := lifeAccess(&e.Access, s.objOf); ok {
				st.accesses = append(st.accesses, a)
				if a.Kind == vm.KRead && !s.looked[a.Obj] {
					s.looked[a.Obj] = true
					s.lateLook(a.Obj)
				}
			}
			st.accesses = s.notifyLife(st.accesses, &e.Access)
		}
		switch e.Kind {
		case vm.KThreadEnd:
			s.ended[e.Thread] = true
		case vm.KStart:
			// A start also writes the thread's permit: an unpark before
			// it has no effect, one after it has (UnparkStart).
			st.accesses = append(st.accesses, vm.Access{Thread: e.Thread, Kind: vm.KUnpark, Obj: e.Obj, HasObj: true, Site: e.Site, User: e.User, Pos: e.Pos})
		}
	}
}

// killedAtEnd handles the threads the run's end killed: a daemon thread
// still able to run when the last other thread ended (or any thread, at
// System.exit), p's last step. Their next steps, which the run never
// made, are dependent with that end, which removes them; so p's last step
// races with each of them and they run before it in another run (a
// daemon thread started just before main ends: DaemonTick). The thread
// must be able to run where p's last step was chosen; one blocked there
// waits for a step whose own races reorder it.
func (s *dporScheduler) killedAtEnd(last, p int) {
	n := s.stack[last]
	for _, c := range n.runnable {
		t := c.thread
		if t == p || s.ended[t] || n.asleep(t) {
			continue
		}
		n.addToBacktrack(t)
	}
}

// races adds backtrack points for the races of every thread's pending
// operation in the current state (Fig. 2.5, lines 13–16).
func (s *dporScheduler) races() {
	for p, a := range s.pending {
		if !s.ended[p] {
			s.race(p, &a, s.thread[p])
			if w, ok := clockOf(&a); ok {
				s.race(p, &w, s.thread[p])
			}
			if w, ok := s.blockWrite(p, &a); ok {
				s.race(p, &w, s.thread[p])
			}
			if a.Width > 1 {
				s.wideBuf = wideBytes(s.wideBuf[:0], &a)
				for k := range s.wideBuf {
					s.race(p, &s.wideBuf[k], s.thread[p])
				}
			}
		}
	}
}

// race finds the latest step that races with operation a of thread p,
// whose clock is cp, and adds p to the backtrack set before it.
//
// A step of another thread's self-loop iteration that read one variable,
// once (step.loop: it returned to the state it started from, and its
// thread then waits for a write to that variable) is passed over, and
// the race looked for further back: a's step before the iteration leads
// to the states its step after it does. Before or after a, the
// iteration reads the one value it would read at its own place in
// between, and returns to its state or, having read a's write, does
// what its next iteration, run once that write ends the wait, does; a
// monitor it enters is free again after it, and the critical sections
// of a's thread run wholly before or after its own. (An iteration that
// reads two variables is not passed over: writes of both between its
// two reads make a state of their own.) The earlier race found instead
// is the one the run with a before the iteration would show next.
func (s *dporScheduler) race(p int, a *vm.Access, cp vclock) {
	k, write, ok := accessKey(a)
	if !ok {
		return
	}
	kc := s.keys[k]
	if kc == nil {
		return
	}
	blocks := s.entryBlocks(p, a)
	for h := len(kc.hist) - 1; h >= 0; h-- {
		e := kc.hist[h]
		st := &s.steps[e.step]
		if st.thread == p || !(write || e.write) {
			continue
		}
		if st.loop {
			continue
		}
		if a.Kind == vm.KWakeup && e.kind == vm.KThreadEnd && s.wokenByEnd(kc.hist, h, p) {
			// The end woke p (it notifies its joiners): p's wakeup
			// comes only after it.
			continue
		}
		if k.sync && (isAcquire(a.Kind) || a.Kind == vm.KTimeout && a.Field == "wait") && !e.acq && e.held {
			// Made holding the monitor (an exit, a wait, a notify, a
			// join's look), so not co-enabled with p's monitor entry:
			// a wait(ms)'s time passes (vm.Point) only while its
			// monitor is free, so a notify is reordered with it
			// through the notifier's entry. An operation on the key
			// made without the monitor is co-enabled with the entry
			// and races as any other (before session 21 every
			// operation that is no entry was passed over, and dpor
			// called StartLock and EndLock exhausted): a start, an
			// isAlive outside the monitor (the entry after them is
			// ordered after them), a thread's end (which takes the
			// monitor to notify joiners).
			// But before the latest release of the monitor by another
			// thread, p's entry blocks p, which a look at p can see
			// (entryBlocks).
			if blocks && e.rel {
				blocks = false
				if cp.get(st.thread) >= e.step+1 {
					return
				}
				s.offerBlocked(e.step, p)
			}
			continue
		}
		if a.Kind == vm.KTimeout && st.timeout {
			// Time passes to the deadlines in their order: p's could
			// not pass before this earlier (or equal) one. What came
			// before that one races with it, and once reordered with
			// p's.
			return
		}
		if cp.get(st.thread) >= e.step+1 {
			if e.write {
				return // every earlier access happens before it, so before p
			}
			continue
		}
		if a.Kind == vm.KThreadEnd && e.held && endsFree {
			// The end takes its thread's monitor (to notify joiners),
			// which e's thread held: it can come only before the entry
			// that took it.
			if g := s.entryOf(kc.hist, h, st.thread); g >= 0 {
				if cp.get(st.thread) >= kc.hist[g].step+1 {
					return // the entry happens before the end
				}
				h, e = g, kc.hist[g]
			}
		}
		n := s.stack[e.step]
		q := -1
		if sourceSets {
			var cov bool
			if cov, q = s.covered(n, e.step, p, a, cp, kc, write, h); cov {
				return
			}
		}
		if !n.asleep(p) && n.canRun(p) || q < 0 || !sourceInitials {
			// p, or where p cannot run at n or is asleep there and
			// no initial of the reversal can run, the FG05 fallback:
			// every thread that can run at n.
			q = p
		}
		n.addBacktrack(q)
		return
	}
}

// wokenByEnd reports whether the thread end at entry h of a monitor's
// history woke thread p: p waited on the monitor before it, and no
// notify of another thread came between.
func (s *dporScheduler) wokenByEnd(hist []keyEntry, h, p int) bool {
	for g := h - 1; g >= 0; g-- {
		e := hist[g]
		if s.steps[e.step].thread == p {
			return e.kind == vm.KWait
		}
		if e.kind == vm.KNotify || e.kind == vm.KNotifyAll {
			return false
		}
	}
	return false
}

// endsFree: a variable so that a test can run dpor with a thread's end
// raced against the accesses made while another thread holds its
// monitor (as before entryOf).
var endsFree = true

// entryOf returns the index in hist of the entry by which thread q took
// the monitor it held at entry h (an acquire that did not hold it
// before), or -1 when there is none or an entry of another thread comes
// between (the race is then taken as it is).
func (s *dporScheduler) entryOf(hist []keyEntry, h, q int) int {
	for ; h >= 0; h-- {
		e := hist[h]
		if s.steps[e.step].thread != q {
			return -1
		}
		if e.acq && !e.held {
			return h
		}
	}
	return -1
}

// sourceSets: a variable so that a test can run dpor without covered.
var sourceSets = true

// sourceInitials: a variable so that a test can run covered as in
// session 19 (p an initial only where in n's backtrack set, checked
// against the later entries of every step on its key, and the FG05
// fallback where p cannot run at n or is asleep there).
var sourceInitials = true

// coveredScan bounds the steps covered looks at after the race's first
// step: past it, the race is taken as not covered (as before covered).
const coveredScan = 512

// covered reports whether the reversal of the race of step j (entry h
// of kc, the history of the key of p's operation, which writes if
// write) with the next operation of thread p (clock cp) is already
// covered at node n,
// the node of j (source sets: Abdulla, Aronis, Jonsson and Sagonas,
// POPL 2014). From n, the run that reverses the race is v: the steps
// after j that do not happen after j, then p's operation. A thread
// whose first step in v comes after no other step of v (an initial of
// v) can begin a run equivalent to it at n; if one is in n's backtrack
// set (explored, to be explored, or put off) or asleep at n (a run
// equivalent to one beginning with it was explored), that run is
// covered, and adding p, or with the FG05 fallback every thread that
// can run at n, only adds runs that end sleep-set blocked. The steps of
// v are those of the run so far that have ended (p's own step in
// progress, when its accesses are checked, has no clock yet). When the
// race is not covered, covered also returns an initial of v that can
// run at n (-1: none), which the caller adds instead of the FG05
// fallback where p cannot run at n or is asleep there: a run from n
// that begins with it is equivalent to one that reverses the race (its
// first step in v is its next step at n: a step of its thread between
// n and that one would be in v, or happen after j and so make that
// one happen after j too).
func (s *dporScheduler) covered(n *dporNode, j, p int, a *vm.Access, cp vclock, kc *keyClocks, write bool, h int) (bool, int) {
	tj := s.steps[j].thread
	v := s.coveredBuf[:0]
	pInV := false
	for k := j + 1; k < len(s.steps); k++ {
		st := &s.steps[k]
		if st.clock == nil {
			break // p's step in progress
		}
		if k-j > coveredScan {
			return false, -1
		}
		if st.clock.get(tj) >= j+1 {
			continue // happens after j
		}
		pInV = pInV || st.thread == p
		v = append(v, k)
	}
	s.coveredBuf = v
	// initial reports whether no step of v before k happens before
	// the step (or operation) of clock c.
	initial := func(k int, c vclock) bool {
		for _, k2 := range v {
			if k2 >= k {
				break
			}
			if c.get(s.steps[k2].thread) >= k2+1 {
				return false
			}
		}
		return true
	}
	has := func(q int) bool { return n.inBacktrack(q) || n.asleep(q) }
	var firsts tset
	pick := -1
	for _, k := range v {
		q := s.steps[k].thread
		if firsts.has(q) {
			continue
		}
		firsts.add(q)
		if !initial(k, s.steps[k].clock) {
			continue
		}
		if has(q) {
			return true, -1
		}
		if pick < 0 && n.canRun(q) {
			pick = q
		}
	}
	// p itself counts only where it is in n's backtrack set already,
	// where adding it again would do nothing: asleep at n, p's step is
	// not checked against v here beyond this one access (a timed wait's
	// clock part, the step's later accesses), so a step of v dependent
	// with those would make p no initial of v (second review of
	// session 19), and the caller adds an initial of v (or as before).
	// Counting p asleep with any sleep entry independent of every step
	// of v lost 4 of the 98 traces of ratelimit's fixed variant (a
	// Semaphore's steps, whose accesses depend on the state), so only a
	// monitor entry's counts (session 20).
	if pInV || !initial(len(s.steps), cp) {
		return false, pick
	}
	if !n.inBacktrack(p) {
		// Asleep at n, p counts where its operation is a monitor
		// entry and its step there nothing else (no hidden accesses:
		// its accesses are then the same in every state) independent
		// of every step of v.
		sl := n.sleepOf(p)
		if !sourceInitials || a.Kind != vm.KLock || sl == nil || len(sl.inits) > 0 || sl.next != s.ids.of(a) || !s.independentOf(sl, v) {
			return false, pick
		}
	}
	// p's operation comes after no step of v that it depends on
	// itself: race passes over some (a monitor's operations that an
	// entry cannot come between, a spin's iterations). The steps after
	// j that happen after it (j's thread's own, say: its exit from the
	// monitor p enters) are not in v: the reversal runs p before j and
	// them.
	for _, e := range kc.hist[h+1:] {
		st := &s.steps[e.step]
		if st.thread != p && (write || e.write) && (st.clock == nil || st.clock.get(tj) < j+1 || !sourceInitials) {
			return false, pick
		}
	}
	return true, -1
}

// sleepOf returns thread t's entry in n's sleep set (nil: not asleep).
func (n *dporNode) sleepOf(t int) *dporSleep {
	for k := range n.sleep {
		if n.sleep[k].thread == t {
			return &n.sleep[k]
		}
	}
	return nil
}

// independentOf reports whether the step of sleeping entry c is
// independent of every access of the steps v of the current run.
func (s *dporScheduler) independentOf(c *dporSleep, v []int) bool {
	for _, k := range v {
		st := &s.steps[k]
		for i := range st.accesses {
			b := s.ids.of(&st.accesses[i])
			if c.next.dep(b) {
				return false
			}
			for _, x := range c.inits {
				if x.dep(b) {
					return false
				}
			}
		}
	}
	return true
}

// finish looks for races in the final state of a run that ended by itself
// (threads blocked at a deadlock, say).
func (s *dporScheduler) finish(events []vm.Event, out *vm.Outcome) {
	if s.err != nil {
		return
	}
	if len(s.steps) == 0 {
		s.endStep(events) // the branches of a run without scheduling points
		return
	}
	last := len(s.steps) - 1
	p := s.steps[last].thread
	cp := s.joinedBefore(last, events)
	s.endStep(events)
	if len(s.steps) < s.prefix {
		return
	}
	s.races()
	if out != nil && out.Status != vm.Deadlocked {
		s.killedAtEnd(last, p)
	}
	// Once every other thread has ended, the VM reports no more accesses
	// (it reports shared accesses only while two threads are live), so
	// the rest of the last thread's run is a step whose accesses are
	// unknown: it is taken as dependent with every step of another
	// thread, and races with the latest one that does not happen before
	// it. That rest comes after the step's joins (the join that woke
	// it, say): the steps of a thread it joined are ordered before it,
	// those of a thread it did not join are not (JoinLast). The step's
	// other synchronization (a lock it took, a variable it read) does
	// not order them: the rest may still race with their steps
	// (joinedBefore).
	for t := range s.thread {
		if t != p && !s.ended[t] {
			return
		}
	}
	for j := last - 1; j >= 0; j-- {
		if q := s.steps[j].thread; q != p && cp.get(q) < j+1 {
			s.stack[j].addBacktrack(p)
			return
		}
	}
}
