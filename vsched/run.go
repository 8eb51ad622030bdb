package vsched

import (
	"encoding/binary"
	"fmt"
	"maps"
	"os"
	"slices"
	"sort"
	"strings"
	"unsafe"

	"weft/classfile"
	"weft/explore"
	"weft/mhp"
	"weft/vm"
)

// goal is one entry of a path's fulfilment stack (Figure 5.19): the
// trigger waits at its access until another thread has performed target on
// the same object. The top goal decides which thread runs.
type goal struct {
	Trig   vm.Access
	Target partner
	// Wake: the goal is fulfilled at a notify's choice of waiter (a bpt
	// made by run.wake): the target's thread is the one woken, the
	// trigger's (the longest waiting) stays in the wait set.
	Wake bool
	// Alts: the other accesses the trigger's call makes under the
	// monitor it took, for a goal hoisted before that monitor entry
	// (run.hoist): a partner access of any of their variables fulfils
	// it, as one of Trig's does.
	Alts []vm.Access
}

// ordered is one fulfilled ordered pair of the value schedule: First
// happened before Second.
type ordered struct {
	Kind, Var     string
	First, Second vm.Access
	Dyn           bool // of a dynamic pair (partner.dyn)
}

// export is o as reports and traces keep it.
func (o ordered) export() explore.OrderedPair {
	acc := func(a vm.Access) explore.PairAccess {
		// Pos is the program's line (Access.User's): name its method too,
		// not the JDK method the VM made the access in on its behalf
		// (ArrayList.fastRemove under the program's list.remove(0)).
		s, via := a.Site, ""
		if a.User != (classfile.Site{}) && a.User != a.Site {
			s = a.User
			cls := classfile.DottedName(a.Site.Class)
			cls = cls[strings.LastIndexByte(cls, '.')+1:]
			m := a.Site.Method
			if i := strings.IndexByte(m, '('); i >= 0 {
				m = m[:i]
			}
			via = cls + "." + m
		}
		return explore.PairAccess{Thread: a.Thread, Op: accessOpName(a), Class: classfile.DottedName(s.Class),
			Method: s.Method, Pos: a.Pos, Via: via}
	}
	p := explore.OrderedPair{Kind: o.Kind, Var: o.Var, First: acc(o.First), Second: acc(o.Second)}
	if o.Dyn {
		p.Source = raceSeen
	}
	return p
}

func (o ordered) String() string {
	return fmt.Sprintf("%s %s: T%d %s %s → T%d %s %s", o.Kind, o.Var, o.First.Thread, accessOpName(o.First), o.First.Pos,
		o.Second.Thread, accessOpName(o.Second), o.Second.Pos)
}

// position is where a thread is, for reachability: a site and whether its
// access there has executed.
type position struct {
	Site classfile.Site
	Done bool
	Ok   bool
}

// run is the scheduler of one execution: it replays a backtracking
// point's decision prefix (stateless restore), then fulfils the goal stack,
// then runs on (Rule 1), creating backtracking points at relevant accesses
// unless in PRIORITY mode.
type run struct {
	s        *Strategy
	x        *explore.Explorer
	prefix   []int
	goals    []goal
	priority bool

	decisions []int
	sched     []ordered
	evIdx     int
	// tryEv: the first event of the try, once its prefix is replayed
	// (tryEvSet); tryID: Strategy.nextID when the run began (run.hoist's
	// memo, hoistMemo).
	tryEv     int
	tryEvSet  bool
	tryID     int
	owner     map[vm.ObjectID]int // monitor → owning thread
	count     map[vm.ObjectID]int
	waitCount map[int]int
	waitPos   map[int]string
	waitAt    map[int]*mhp.Node // the wait call a waiting thread is in
	ended     map[int]bool
	alive     map[int]bool
	pos       map[int]position // last position known to the PEG
	pend      []pending        // by thread: its next operation at the last point it was seen (pendOf)
	evCount   map[int]int      // events per thread
	// moved: the threads with events since Choose last looked at the
	// enabled threads (events appends, Choose empties it): a thread not
	// in it whose next operation is its pend's has nothing new to note.
	moved     []int
	bptAt     map[int]int              // evCount of the thread when its last bpt was made
	waiting   map[int]key              // threads in Object.wait, not yet notified: the wait's access
	athread   map[int]int              // the abstract thread of a runtime thread, by its Thread object's allocation site
	stacks    map[int][]classfile.Site // call sites of threads at this scheduling point (see stack)
	threadObj map[vm.ObjectID]int      // runtime thread of a Thread object (from its begin)
	joining   map[int]vm.ObjectID      // the Thread object a thread last checked in Thread.join
	joinWait  map[int]vm.ObjectID      // a thread waiting in Thread.join → the Thread object it joins
	resume    int                      // the trigger to run once its goal is fulfilled
	special   *goal                    // a goal just fulfilled, for the special bpt check
	spins     int                      // Thread.yield/sleep steps (and timeouts) of the threads driven to the top goal
	driven    int                      // scheduling points of the threads driven to the top goal
	runSpins  int                      // Thread.yield/sleep steps of the current thread under Rule 1 since another ran
	// finishing: a goal's partner access was the first of a JDK call the
	// analysis summarizes as one access of a JDK object's <state>
	// (StringBuilder.append): its thread finishes that call (its
	// accesses under the program's call site finishUser) before the
	// trigger runs.
	finishing  bool
	finishT    int
	finishUser classfile.Site
	// finishCall: the finishing thread's partner was the expiry of a
	// timed wait (partner.expire): it finishes the program's call
	// finishUser, at whatever point inside (a yield after its park too).
	finishCall bool
	specialBy  int   // the thread that performed its target
	waiters    []int // Rule 1's waiters being unblocked, innermost last (run.unblocker)
	current    int
	fulfilled  int
	reason     string // why the run was abandoned
	target     partner
	toSave     []*bpt // bpts made at this point, waiting for its snapshot
	// dynOnly: the run replays the first execution for the dynamic pairs
	// (Strategy.startDynamic) and makes backtracking points for them
	// only: the static pairs' search from there is done.
	dynOnly bool
	// timeoutT: the trigger of a fulfilled timeout pair (partner.timeout),
	// whose tryLock is to time out as soon as it is offered (-1: none);
	// timeoutAt indexes its ordered pair in sched.
	timeoutT, timeoutAt int
	// afterT: the partner's thread of a fulfilled after pair
	// (partner.after), to run on to its timed wait and let it expire
	// (-1: none); afterSteps counts the steps it was run so, afterAt
	// indexes the pair in sched.
	afterT, afterSteps, afterAt int
	// from: where the candidates of the bpt's pair were at the bpt (a
	// run restored from its snapshot), depth the goal stack's depth
	// with the pair's goal on top (Strategy.blockedFrom).
	from  map[int]position
	depth int
	// slept: the sleep (its KSleep event), or the park that blocked
	// (parkBlocked), that fulfilled the top goal, whose target is its
	// write of the blocking thread's <life> (model.blockKey): a sleep
	// has no scheduling point before it, nor has a park inside a JDK
	// synchronizer's operation (a Lock's lock, a Condition's await, a
	// BlockingQueue's take: vm.Config.AtomicSync), so the goal is
	// fulfilled by its event (events, Choose). sleptGoal is
	// the goal stack's depth then: the sleep fulfils that goal only (a
	// run pushes its goals at its start and only pops them after, so the
	// depth names the goal).
	slept     *vm.Access
	sleptGoal int
	// bpt is the bpt this run serves (nil for a run from the start).
	bpt *bpt
	// callLock: per thread, the point before the monitor entry it last
	// made in JDK code under a call of the program (run.pick): a bpt at
	// an access that call makes under that monitor is hoisted there
	// when its partner is found blocked on the monitor (run.hoist).
	callLock map[int]callLock
}

// callLock is the point before a thread's monitor entry in JDK code
// under the program's call User (a Collections.synchronizedMap's put
// taking the map's mutex): the number of decisions made before it, the
// monitor, and the fulfilled pairs and goals then.
type callLock struct {
	at           int
	user         classfile.Site
	obj          vm.ObjectID
	sched, goals int
	// trigs: the triggers of the bpts made under the monitor in that
	// call (relevant), shared by every run restored in it.
	trigs *[]vm.Access
	// ev: the run's events before the monitor entry (run.evIdx).
	ev int
}

// pending is a thread's next operation as last seen (run.pend); ok says
// one was.
type pending struct {
	a  vm.Access
	ok bool
}

// pendOf returns thread t's next operation as last seen at a point.
func (r *run) pendOf(t int) (*vm.Access, bool) {
	if t < 0 || t >= len(r.pend) || !r.pend[t].ok {
		return nil, false
	}
	return &r.pend[t].a, true
}

// sameAccess is *a == *b, cheaper: Choose compares every enabled
// thread's next operation with the one noted at the last point (piper:
// 32 threads at each of 33456 points), and the compiler's comparison of
// the two 170-byte structs called the runtime for each of their nine
// strings, 9.6% of piper's instructions. This one compares the words
// first and a string's bytes only when its pointer differs.
// TestSameAccess checks it against == for every field of vm.Access.
func sameAccess(a, b *vm.Access) bool {
	return a.Thread == b.Thread && a.Kind == b.Kind && a.HasObj == b.HasObj && a.Index == b.Index &&
		a.Volatile == b.Volatile && a.Width == b.Width && a.Op == b.Op &&
		a.Site.PC == b.Site.PC && a.User.PC == b.User.PC && a.Obj.Seq == b.Obj.Seq && a.Obj.Site.PC == b.Obj.Site.PC &&
		sameString(a.Pos, b.Pos) && sameString(a.Site.Method, b.Site.Method) && sameString(a.Site.Class, b.Site.Class) &&
		sameString(a.User.Method, b.User.Method) && sameString(a.User.Class, b.User.Class) && sameString(a.Field, b.Field) &&
		sameString(a.Obj.Thread, b.Obj.Thread) && sameString(a.Obj.Site.Method, b.Obj.Site.Method) && sameString(a.Obj.Site.Class, b.Obj.Site.Class)
}

// sameString is a == b, without a call when both are the same bytes.
func sameString(a, b string) bool {
	return len(a) == len(b) && (unsafe.StringData(a) == unsafe.StringData(b) || a == b)
}

// setPend notes thread t's next operation.
func (r *run) setPend(t int, a *vm.Access) {
	for len(r.pend) <= t {
		r.pend = append(r.pend, pending{})
	}
	r.pend[t] = pending{a: *a, ok: true}
}

// cloneMap copies m (never nil: an empty map stays an empty map).
func cloneMap[K comparable, V any](m map[K]V) map[K]V {
	if m == nil {
		return map[K]V{}
	}
	return maps.Clone(m)
}

// clone copies what the run knows at a scheduling point, for a bpt made
// there (restored with the VM's snapshot instead of replaying the prefix).
func (r *run) clone() *run {
	c := *r
	c.decisions = append([]int(nil), r.decisions...)
	c.goals = append([]goal(nil), r.goals...)
	c.sched = append([]ordered(nil), r.sched...)
	c.owner, c.count, c.waitCount, c.waitPos = cloneMap(r.owner), cloneMap(r.count), cloneMap(r.waitCount), cloneMap(r.waitPos)
	c.waitAt, c.ended, c.alive, c.pos = cloneMap(r.waitAt), cloneMap(r.ended), cloneMap(r.alive), cloneMap(r.pos)
	c.pend = slices.Clone(r.pend)
	c.evCount, c.bptAt, c.waiting = cloneMap(r.evCount), cloneMap(r.bptAt), cloneMap(r.waiting)
	c.athread = cloneMap(r.athread)
	c.callLock = cloneMap(r.callLock)
	c.threadObj, c.joining, c.joinWait = cloneMap(r.threadObj), cloneMap(r.joining), cloneMap(r.joinWait)
	c.waiters = append([]int(nil), r.waiters...)
	c.moved = append([]int(nil), r.moved...) // a bpt made in wake: its events are not yet looked at
	c.toSave, c.special = nil, nil
	return &c
}

func newRun(s *Strategy, x *explore.Explorer, b *bpt, pair *partner, priority bool) *run {
	r := &run{s: s, x: x, priority: priority, resume: -1, current: -1, timeoutT: -1, afterT: -1,
		owner: map[vm.ObjectID]int{}, count: map[vm.ObjectID]int{}, waitCount: map[int]int{}, waitPos: map[int]string{}, waitAt: map[int]*mhp.Node{},
		ended: map[int]bool{}, alive: map[int]bool{}, pos: map[int]position{},
		evCount: map[int]int{}, bptAt: map[int]int{}, waiting: map[int]key{}, athread: map[int]int{},
		threadObj: map[vm.ObjectID]int{}, joining: map[int]vm.ObjectID{}, joinWait: map[int]vm.ObjectID{}}
	if b != nil && b.state != nil {
		// Restored from the bpt's snapshot: what the run knew there.
		r = b.state.clone()
		r.priority, r.resume, r.timeoutT, r.afterT, r.fulfilled, r.reason = priority, -1, -1, -1, 0, ""
		// The spins counted there were the goal's of the run that
		// made the bpt (or its Rule 1 thread's): this run's goal, the
		// bpt's pair, counts its own from zero, as a run replaying the
		// bpt's prefix does (TestSpinCountRestored).
		r.spins, r.runSpins, r.driven = 0, 0, 0
	}
	r.dynOnly = b == nil && s.dynRerun
	r.bpt = b
	r.tryEvSet, r.tryID = false, s.nextID
	if r.callLock == nil {
		r.callLock = map[int]callLock{}
	}
	if b != nil {
		r.prefix = b.Prefix
		r.goals = append(append([]goal(nil), b.Goals...), goal{Trig: b.Trig, Target: *pair, Wake: b.Wake, Alts: b.alts})
		r.sched = append([]ordered(nil), b.Sched...)
		r.target = *pair
		r.depth = len(r.goals)
		if b.state != nil {
			r.from = map[int]position{}
			for _, u := range pair.cands {
				r.from[u] = r.where(u)
			}
		}
	}
	return r
}

// place gives a wait or a notified wait that the VM reports inside the
// JDK (unknown to the PEG) the site and position of the application's
// Object.wait call it belongs to, so that it matches its pairs.
func (r *run) place(a *vm.Access) {
	if (a.Kind != vm.KWait && a.Kind != vm.KWakeup) || r.s.m.known(a.Site) {
		return
	}
	t := a.Thread
	if r.s.m.known(a.User) {
		// The VM names the application's call (Access.User).
		for _, n := range r.s.m.bySite[a.User] {
			if n.Kind == mhp.Wait && a.Kind == vm.KWait {
				r.waitAt[t] = n
			}
		}
		a.Site = a.User
		return
	}
	if a.Kind == vm.KWakeup {
		if n, ok := r.waitAt[t]; ok {
			a.Site, a.Pos = n.Site(), n.Pos()
		}
		return
	}
	p, ok := r.pos[t]
	if !ok {
		return
	}
	if n := r.s.m.waitAfter(p.Site); n != nil {
		a.Site, a.Pos = n.Site(), n.Pos()
		r.waitAt[t] = n
	}
}

// events digests the visible operations since the last point: monitor
// owners, ended threads, positions.
func (r *run) events() {
	evs := r.x.Events()
	for ; r.evIdx < len(evs); r.evIdx++ {
		e := evs[r.evIdx]
		r.place(&e.Access)
		t := e.Thread
		r.alive[t] = true
		r.evCount[t]++
		if n := len(r.moved); n == 0 || r.moved[n-1] != t {
			r.moved = append(r.moved, t)
		}
		r.noteThread(t, e.Access)
		if r.s.m.known(e.Site) {
			r.pos[t] = position{Site: e.Site, Done: true, Ok: true}
		} else if r.s.m.known(e.User) {
			// An operation inside the JDK (Thread.join's wait, say): the
			// thread is in the application's call at e.User.
			r.pos[t] = position{Site: e.User, Ok: true}
		}
		if k := r.s.m.vkey(e.Access); k.Op != opNone && r.s.m.partners[k] != nil {
			// Before the owner update: a monitor entry's own monitor is
			// in its lock set only when the entry is reentrant.
			r.s.learn(k, varOf(e.Access), r.held(t, vm.ObjectID{}))
			r.s.performed(k, varOf(e.Access), t)
		}
		if kw, ok := r.waiting[t]; ok && r.s.m.condAt[kw] && e.Kind != vm.KPark {
			delete(r.waiting, t) // signalled (or timed out): a Condition's await goes on
		}
		if k, ok := r.s.m.condKey(e.Access); ok && k.Op == opWait && e.Kind == vm.KPark {
			r.waiting[t] = k // a Condition's await, parked: its wait (model.condKey)
			r.waitPos[t] = e.Pos
		}
		if k := r.s.m.blockKey(e.Access); k.Op != opNone && r.s.m.partners[k] != nil {
			v := variable{Obj: r.objOf(t)}
			r.s.learn(k, v, r.held(t, vm.ObjectID{}))
			r.s.performed(k, v, t)
			if n := len(r.goals); (e.Kind == vm.KSleep || parkBlocked(e)) && n > 0 && r.slept == nil {
				if g := r.goals[n-1]; !g.Wake && g.Target.K == k && t != g.Trig.Thread && g.Trig.Kind == vm.KJoin && v.Obj == g.Trig.Obj && !r.excluded(t) {
					a := e.Access
					r.slept, r.sleptGoal = &a, n
				}
			}
		}
		switch e.Kind {
		case vm.KJoin:
			r.joining[t] = e.Obj
		case vm.KLock:
			r.owner[e.Obj] = t
			r.count[e.Obj]++
		case vm.KUnlock:
			if r.count[e.Obj]--; r.count[e.Obj] <= 0 {
				delete(r.owner, e.Obj)
				delete(r.count, e.Obj)
			}
		case vm.KWait:
			if o, ok := r.joining[t]; ok && o == e.Obj && r.s.m.untimedJoin(e.User) {
				r.joinWait[t] = o // Thread.join()'s wait, until o's thread ends
			}
			r.waiting[t] = r.s.m.vkey(e.Access)
			r.waitPos[t] = e.Pos
			r.waitCount[t] = r.count[e.Obj]
			delete(r.owner, e.Obj)
			delete(r.count, e.Obj)
		case vm.KWakeup:
			delete(r.waiting, t)
			delete(r.joinWait, t)
			r.owner[e.Obj] = t
			r.count[e.Obj] = max(r.waitCount[t], 1)
		case vm.KThreadEnd:
			r.ended[t] = true
			delete(r.alive, t)
		}
	}
}

// held lists the monitors thread t holds, but not the one it locks.
func (r *run) held(t int, not vm.ObjectID) []vm.ObjectID {
	var hs []vm.ObjectID
	for o, u := range r.owner {
		if u == t && o != not {
			hs = append(hs, o)
		}
	}
	return hs
}

// runnable: the thread's pending access does not block on a monitor held
// by another thread, and is not a time-passes choice (vm.KTimeout, with
// --time free: only a goal whose target thread sleeps makes time pass,
// fulfil; otherwise timed waits end in virtual time).
func (r *run) runnable(a vm.Access) bool {
	if a.Kind == vm.KTimeout {
		return false
	}
	if a.Kind == vm.KLock || a.Kind == vm.KWakeup {
		if o, ok := r.owner[a.Obj]; ok && o != a.Thread {
			return false
		}
	}
	return true
}

// where returns a thread's position for reachability.
func (r *run) where(t int) position {
	a, ok := r.pendOf(t)
	if ok && r.s.m.known(a.Site) {
		return position{Site: a.Site, Ok: true}
	}
	if p, ok := r.pos[t]; ok {
		return p
	}
	if ok {
		return position{Site: a.Site, Ok: true} // by method, or unknown
	}
	return position{}
}

// canReach: can thread t still perform access k (§6.2.1)?
func (r *run) canReach(t int, k key) bool {
	if r.s.m.dynamic(k) {
		return r.s.dynReach(t, k)
	}
	if k == taskStartKey && len(r.s.m.stopAt) > 0 && t != 0 {
		// A pool worker (a Timer thread) takes the next queued task
		// once its task is done, which a shutdownNow (a Timer's cancel)
		// may drop: the PEG's task thread runs one task, the runtime
		// worker any number (stopCall). A worker's Thread is the JDK's:
		// no abstract thread names it.
		if a := r.abstract(t); a == noThread || r.s.m.taskThread[a] {
			return true
		}
	}
	if _, ok := r.pos[t]; !ok {
		if a, ok := r.pendOf(t); !ok || !r.s.m.known(a.Site) {
			// Not at any site of the PEG yet (not begun, or still in the
			// JDK's Thread.run): the thread is at its beginning.
			if th := r.abstract(t); th != noThread {
				return r.s.m.reachableFromBegin(th, k)
			}
		}
	}
	p := r.where(t)
	if !p.Ok {
		return true
	}
	var stack []classfile.Site
	if !p.Done {
		stack = r.stack(t)
	}
	if r.s.m.reachable(r.abstract(t), p.Site, p.Done, k, stack) {
		return true
	}
	// A pool worker (its Thread the JDK's, or a task thread) runs
	// another task once its task is done: a parallel stream's worker
	// runs the collector's accumulator after the flatMap's mapper, two
	// task threads of the analysis (wordfreq: a worker in the mapper
	// was found unable to reach the accumulator's merge).
	if a := r.abstract(t); t != 0 && (a == noThread || r.s.m.taskThread[a]) {
		return r.s.m.taskReach(k)
	}
	return false
}

// stack returns thread t's call sites at this scheduling point (cached
// until the next one).
func (r *run) stack(t int) []classfile.Site {
	if s, ok := r.stacks[t]; ok {
		return s
	}
	s := r.x.CallSites(t)
	if r.stacks == nil {
		r.stacks = map[int][]classfile.Site{}
	}
	r.stacks[t] = s
	return s
}

// abstract returns the abstract thread of runtime thread t (noThread if
// the analysis does not name it): the main thread is the analysis's main,
// another thread the one whose Thread object comes from the same
// allocation site (see noteThread).
func (r *run) abstract(t int) int {
	if a, ok := r.athread[t]; ok {
		return a
	}
	if t == 0 {
		return 0
	}
	return noThread
}

// joins reports whether thread u waits in Thread.join for thread t to end:
// it cannot run before t's access.
func (r *run) joins(u, t int) bool {
	o, ok := r.joinWait[u]
	if !ok {
		return false
	}
	if _, w := r.waiting[u]; !w {
		return false
	}
	v, ok := r.threadObj[o]
	return ok && v == t
}

// noteThread records the abstract thread of the thread a begins, from its
// Thread object.
func (r *run) noteThread(t int, a vm.Access) {
	if a.Kind != vm.KThreadBegin || !a.HasObj || t == 0 {
		return
	}
	if _, ok := r.athread[t]; ok {
		return // noted at an earlier point: t's Thread object does not change
	}
	r.threadObj[a.Obj] = t
	if id, ok := r.s.m.threadOf[a.Obj.Site]; ok {
		r.athread[t] = id
	} else {
		r.athread[t] = noThread
	}
}

// objOf returns thread t's Thread object, as noted at its first step
// (noteThread; the zero ObjectID for the main thread).
func (r *run) objOf(t int) vm.ObjectID {
	for o, u := range r.threadObj {
		if u == t {
			return o
		}
	}
	return vm.ObjectID{}
}

// excluded reports whether thread t is waiting at a trigger of the goal
// stack (it cannot fulfil anything until its goal is).
func (r *run) excluded(t int) bool {
	for _, g := range r.goals {
		if g.Trig.Thread == t {
			return true
		}
	}
	return false
}

// reachableBy: can some live thread other than not, and not waiting at a
// trigger, still perform k?
func (r *run) reachableBy(k key, not int) bool {
	for t := range r.alive {
		if t == not || r.ended[t] || r.excluded(t) {
			continue
		}
		if r.canReach(t, k) {
			return true
		}
	}
	return false
}

// canFulfil is reachableBy for a new bpt at trigger a (accessibility-based
// POR at creation): the partner access must be reachable by a thread that
// is not blocked forever behind the trigger, i.e. not waiting for a
// monitor the trigger's thread holds, not waiting for a notification while
// nobody but the trigger's thread can run, and the partner must not need
// (by the static must-hold lock sets) a monitor the trigger's thread
// holds. It returns the candidate threads, none if the pair cannot be
// fulfilled, and whether what earlier runs learned makes the pair
// unlikely (Strategy.unlikely: the partner always seen under a monitor
// the trigger's thread holds, or, with Affinity, no candidate ever
// performed it on the trigger's variable). Run-time evidence is not
// proof: such a pair is made all the same, and put off until the
// worklists are empty (TestLatePairsMade).
func (r *run) canFulfil(p *vm.Point, a vm.Access, k key) (cands []int, late bool) {
	t := a.Thread
	for _, o := range r.held(t, vm.ObjectID{}) {
		if r.s.m.guarded(k, o) {
			return nil, false
		}
		late = late || r.s.needs(k, varOf(a), o)
	}
	others := false
	for _, c := range p.Enabled {
		if c.Thread != t && r.runnable(c.Next) && !r.excluded(c.Thread) {
			others = true
		}
	}
	for u := range r.alive {
		if u == t || r.ended[u] || r.excluded(u) || r.joins(u, t) || !r.canReach(u, k) {
			continue
		}
		enabled := false
		for _, c := range p.Enabled {
			if c.Thread == u {
				enabled = true
				if o, ok := r.owner[c.Next.Obj]; (c.Next.Kind == vm.KLock || c.Next.Kind == vm.KWakeup) && ok && o == t {
					// Unless its entry blocking is the partner (a
					// write of its <life>: model.blockKey).
					enabled = c.Next.Kind == vm.KLock && r.s.m.blockKey(c.Next) == k
				}
				break
			}
		}
		if _, ok := r.pendOf(u); enabled || ok && others && r.wakeable(p, u, t) {
			cands = append(cands, u)
		}
	}
	if r.s.Affinity && !r.s.affine(k, varOf(a), cands) {
		late = true
	}
	return cands, late
}

// wakeable reports whether thread u, if it is in Object.wait and not
// notified, can be notified by a thread other than t (accessibility: a
// waiter only the trigger's thread can wake cannot run before the
// trigger). The notifiers are the partners of u's wait in WN pairs; a wait
// without any is not judged.
func (r *run) wakeable(p *vm.Point, u, t int) bool {
	kw, ok := r.waiting[u]
	if !ok {
		return true
	}
	for _, c := range p.Enabled {
		if c.Thread == u {
			return true // notified: it takes its monitor back
		}
	}
	any := false
	for _, q := range r.s.m.partners[kw] {
		if q.Kind != kindWN || q.K.Op != opNotify {
			continue
		}
		any = true
		for v := range r.alive {
			if v == t || v == u || r.ended[v] || r.excluded(v) {
				continue
			}
			if _, w := r.waiting[v]; w {
				continue
			}
			if r.canReach(v, q.K) {
				return true
			}
		}
	}
	return !any
}

// readyAt reports whether thread u is ready to take monitor o back at
// its wait k (readyKey).
func (r *run) readyAt(p *vm.Point, u int, o vm.ObjectID, k key) bool {
	for _, c := range p.Enabled {
		if c.Thread == u && c.Next.Obj == o {
			if rk, ok := r.readyKey(c.Next); ok && rk == k {
				return true
			}
		}
	}
	return false
}

// readyKey returns the notified wait at which a thread whose next access
// is a takes its monitor back: a notified wait (KWakeup), or with --time
// free a wait(ms) that may time out now (timeoutWake).
func (r *run) readyKey(a vm.Access) (key, bool) {
	if a.Kind == vm.KWakeup {
		return r.s.m.vkey(a), true
	}
	return r.timeoutWake(a)
}

// woken turns the WM partner q (a wait) of the monitor entry a into the
// notified wait of the threads woken at that wait and ready to take a's
// monitor back, if there are any. With --time free a wait(ms) whose
// timeout may end now (a time-passes choice on a's monitor) is one too:
// letting time pass takes the monitor back before a's entry (a
// wait(100) used as a sleep that ends before the other thread's
// synchronized block; fulfil makes the time pass).
func (r *run) woken(p *vm.Point, a vm.Access, q partner) (partner, bool) {
	q.K.Op = opNotified
	q.cands = nil
	for _, c := range p.Enabled {
		if c.Thread == a.Thread || c.Next.Obj != a.Obj || r.excluded(c.Thread) {
			continue
		}
		if k, ok := r.readyKey(c.Next); ok && k == q.K {
			q.cands = append(q.cands, c.Thread)
		}
	}
	return q, len(q.cands) > 0
}

// timeoutWake reports, for a time-passes choice that ends a wait(ms)
// (vm.KTimeout on the monitor, with --time free), the notified wait it
// stands for: its thread takes the monitor back at once.
func (r *run) timeoutWake(a vm.Access) (key, bool) {
	if a.Kind != vm.KTimeout || a.Field != "wait" {
		return key{}, false
	}
	a.Kind = vm.KWakeup
	return r.s.m.vkey(a), true
}

// sameVar is the dynamic alias check (§6.2.3): do the two accesses touch
// the same variable or monitor at run time?
func sameVar(a, b vm.Access) bool {
	if a.HasObj != b.HasObj {
		return false
	}
	if a.HasObj && a.Obj != b.Obj {
		return false
	}
	if a.Field != b.Field {
		return false
	}
	arr := func(k vm.Kind) bool { return k == vm.KArrayRead || k == vm.KArrayWrite }
	if arr(a.Kind) && arr(b.Kind) && a.Index != b.Index {
		return false
	}
	return true
}

func (r *run) pick(p *vm.Point, t int) int {
	for i, c := range p.Enabled {
		if c.Thread == t {
			if debug && len(r.decisions) >= len(r.prefix) && os.Getenv("VSCHED_STEPS") != "" {
				fmt.Fprintf(os.Stderr, "      step %d: T%d %s %s %v goals %d\n", len(r.decisions), t, vmOp(c.Next.Kind), c.Next.Pos, c.Next.Obj, len(r.goals))
			}
			if a := &c.Next; a.Kind == vm.KLock && a.User != a.Site && a.User != (classfile.Site{}) {
				r.noteCallLock(t, a)
			}
			r.decisions = append(r.decisions, t)
			r.current = t
			return i
		}
	}
	panic("BUG: vsched: picked a disabled thread")
}

func (r *run) abandon(reason string) {
	r.reason = reason
	if debug {
		fmt.Fprintf(os.Stderr, "   abandon: %s; goals:", reason)
		for _, g := range r.goals {
			fmt.Fprintf(os.Stderr, " [T%d %s %s obj %v ← %s]", g.Trig.Thread, vmOp(g.Trig.Kind), g.Trig.Pos, g.Trig.Obj, g.Target.Pos)
		}
		fmt.Fprintf(os.Stderr, "\n   owners %v pend:", r.owner)
		for t, pa := range r.pend {
			if !pa.ok {
				continue
			}
			a := pa.a
			fmt.Fprintf(os.Stderr, " T%d %s %s %v;", t, vmOp(a.Kind), a.Pos, a.Obj)
		}
		fmt.Fprintln(os.Stderr)
	}
	r.x.Cut(reason)
}

// Choose implements vm.Scheduler.
func (r *run) Choose(p *vm.Point) int {
	if r.s.pending != nil {
		// The first point of the first execution: the model is needed
		// from here on (Strategy.startAnalysis).
		if r.s.awaitModel(r.x) != nil {
			r.x.Cut("the static analysis failed")
		}
	}
	r.stacks = nil // made by stack when a point asks for one
	if p.Wake {
		return r.wake(p)
	}
	r.events()
	if !r.tryEvSet && len(r.decisions) == len(r.prefix) {
		r.tryEv, r.tryEvSet = r.evIdx, true
	}
	if len(r.decisions) <= len(r.prefix) {
		// A sleep replayed up to the backtracking point is not one its
		// goal asks for, which comes after it.
		r.slept = nil
	}
	for i := range p.Enabled {
		// The VM gives no position to a notified wait; it is the wait's.
		r.place(&p.Enabled[i].Next)
		if c := &p.Enabled[i]; c.Next.Pos == "" && c.Next.Kind == vm.KWakeup {
			c.Next.Pos = r.waitPos[c.Thread]
		}
	}
	for i := range p.Enabled {
		c := &p.Enabled[i]
		if old, ok := r.pendOf(c.Thread); ok && !slices.Contains(r.moved, c.Thread) && sameAccess(old, &c.Next) {
			// Nothing new since the last point: most threads' next
			// operations stay as they were (piper: 32 threads, one
			// moves), and what follows (map assignments of an Access,
			// known's lookups) was most of vsched's time per point.
			continue
		}
		r.alive[c.Thread] = true
		r.setPend(c.Thread, &c.Next)
		r.noteThread(c.Thread, c.Next)
		if r.s.m.known(c.Next.Site) {
			r.pos[c.Thread] = position{Site: c.Next.Site, Ok: true}
		} else if r.s.m.known(c.Next.User) {
			r.pos[c.Thread] = position{Site: c.Next.User, Ok: true}
		}
	}
	r.moved = r.moved[:0]
	if p.Current >= 0 {
		r.current = p.Current
	}
	if n := len(r.decisions); n < len(r.prefix) {
		want := r.prefix[n]
		for _, c := range p.Enabled {
			if c.Thread == want {
				return r.pick(p, want)
			}
		}
		r.abandon("diverged from the backtracking point's prefix")
	}
	if r.special != nil && !(r.finishing && r.finishUser == taskStartKey.Site && r.s.m.stopCall(r.special.Trig)) {
		// (A task's start against a shutdownNow is one access up to the
		// task's first step, see fulfil: its next instance is the next
		// task's start, not the executor's second check of the same
		// task.)
		g := *r.special
		r.special = nil
		var again bool
		if r.s.SpecialAnyThread {
			again = r.reachableBy(g.Target.K, g.Trig.Thread)
		} else {
			// Figure 6.1 line 33 asks reachability(s, p.target) from s,
			// the target access just appended: is there a next instance
			// of the target in the thread that performed it?
			u := r.specialBy
			again = r.alive[u] && !r.ended[u] && !r.excluded(u) && r.canReach(u, g.Target.K)
			if g.Target.K.Op == opNotified && !r.s.SpecialStaticNotified {
				// A notified wait as a target (WW, and WM at an entry)
				// is derived from the ready list, not from the PEG: a
				// bpt pairs its trigger only with waiters notified and
				// ready on its monitor at its point (V1, W3), and so does
				// a special one. Right after the fulfilment the waiter
				// that took the monitor back holds it, so none is made.
				again = r.readyAt(p, u, g.Trig.Obj, g.Target.K)
			}
		}
		late := false
		if !again && !r.priority && r.s.SpecialOtherThreads && !r.s.SpecialAnyThread && g.Target.K.Op != opNotified && !g.Wake {
			again, late = r.otherInstance(g, r.specialBy)
		}
		if !r.priority && again {
			ps := []partner{g.Target}
			if r.s.StateMatching {
				// Keyed apart from the bpts at a thread's access (-1-t at
				// a notify's choice): a special bpt stored at this state
				// already explores what this one would. Without, a run
				// from a special bpt that fulfils its pair again and is
				// then cut by state matching made a new special bpt each
				// time, for ever (barrierbreak's fixed variant).
				k := specialKey - g.Trig.Thread
				if late {
					k = lateSpecialKey - g.Trig.Thread
				}
				ps = r.unmatched(k, ps)
			}
			switch {
			case len(ps) > 0 && late:
				r.s.dormant = append(r.s.dormant, r.s.newBpt(r, g.Trig, ps, true))
			case len(ps) > 0:
				r.s.addBpt(r, g.Trig, ps, true)
			}
		}
	}
	if r.timeoutT >= 0 {
		if i := r.timeOut(p); i >= 0 {
			return i
		}
	}
	if r.afterT >= 0 {
		if i := r.expireAfter(p); i >= 0 {
			return i
		}
	}
	if a := r.slept; a != nil {
		r.slept = nil
		if n := len(r.goals); n > 0 && n == r.sleptGoal {
			r.reached(r.goals[n-1], *a, a.Thread)
		}
	}
	if len(r.goals) > 0 {
		if r.goals[len(r.goals)-1].Wake {
			r.abandon("diverged: the notify of a waiter's goal was not reached")
		}
		return r.fulfil(p)
	}
	if r.finishing {
		// The partner's JDK call is one access to the analysis: the
		// trigger must see it whole (both of StringBuilder.append's
		// writes, not the first alone).
		for _, c := range p.Enabled {
			if c.Thread == r.finishT && r.unfinished(c.Thread, c.Next) && r.runnable(c.Next) {
				if r.finishCall && (c.Next.Kind == vm.KSleep || c.Next.Kind == vm.KClock) {
					// A spin inside the timed-out call (AQS's for
					// a lock another thread holds) waits for others.
					if r.spins++; r.spins > spinLimit {
						break
					}
				}
				// No bpt: these accesses are the one the goal made.
				return r.pick(p, c.Thread)
			}
		}
		r.finishing = false
	}
	if r.resume >= 0 {
		for _, c := range p.Enabled {
			if c.Thread == r.resume && r.runnable(c.Next) {
				r.resume = -1
				return r.pick(p, c.Thread)
			}
		}
		if !r.alive[r.resume] || r.ended[r.resume] {
			r.resume = -1
		}
	}
	return r.runOn(p)
}

// timeOut serves the second half of a fulfilled timeout pair: the
// trigger's tryLock, which found the lock held by the partner's thread,
// times out as soon as the VM offers its time-passes choice (the thread
// parked in the call with the earliest deadline); the value schedule's
// pair then ends at the timeout. Once the thread is out of the call (it
// got the lock, or it failed otherwise) the pair is done. It returns the
// choice picked, or -1.
func (r *run) timeOut(p *vm.Point) int {
	t := r.timeoutT
	call := r.sched[r.timeoutAt].Second.User
	for _, c := range p.Enabled {
		if c.Thread != t {
			continue
		}
		if c.Timeout && c.Next.User == call {
			r.timeoutT = -1
			r.sched[r.timeoutAt].Second = c.Next
			return r.pick(p, t)
		}
		if c.Next.User != call || c.Next.Kind == vm.KThreadEnd {
			r.timeoutT = -1
		}
	}
	if r.ended[t] {
		r.timeoutT = -1
	}
	return -1
}

// expireAfter serves the second half of a fulfilled after pair
// (partner.after): the partner's thread, which has just entered, runs on
// until it waits with a timeout, lets its time pass as soon as the VM
// offers it, and then finishes that call (finishCall) before the trigger.
// It gives up when the thread blocks otherwise, ends, or has run
// spinLimit steps. It returns the choice picked, or -1.
func (r *run) expireAfter(p *vm.Point) int {
	t := r.afterT
	for _, c := range p.Enabled {
		if c.Thread != t {
			continue
		}
		if c.Timeout {
			// The value schedule shows the timeout before the
			// trigger too.
			o := r.sched[r.afterAt]
			o.First = c.Next
			r.sched = append(r.sched, o)
			r.afterT = -1
			r.finishing, r.finishT, r.finishUser, r.finishCall = true, t, c.Next.User, true
			return r.pick(p, t)
		}
		if r.runnable(c.Next) && c.Next.Kind != vm.KThreadEnd {
			if r.afterSteps++; r.afterSteps <= spinLimit {
				return r.pick(p, t)
			}
		}
	}
	r.afterT = -1
	return -1
}

// unfinished reports whether a, the next access of the thread finishing
// a goal's partner, is still part of that partner's one access: under
// the same JDK call of the program, or, for a task's start, in JDK code
// before the task's first step in the program's.
func (r *run) unfinished(t int, a vm.Access) bool {
	if r.finishCall {
		st := r.stack(t)
		return len(st) > 0 && st[len(st)-1] == r.finishUser
	}
	if r.finishUser == taskStartKey.Site {
		return !r.s.m.appClasses[a.User.Class]
	}
	return a.User == r.finishUser && a.Site != a.User
}

// wake is a notify's choice of waiter (p.Wake: the VM asks only when two
// or more threads wait on the monitor; p.Enabled lists them, longest
// waiting first, each with its notified wait as Next). A notify that wakes
// waiter u rather than the longest-waiting w puts u's notified wait on
// the monitor's ready list and leaves w's for later: the two notified
// waits compete for one notification as WW pairs compete for one monitor
// (V1-V2, derived at run time from the waiters, not from the PEG). So the
// choice is a backtracking point whose trigger is w's notified wait and
// whose pairs are the other waiters' notified waits, one per wait site and
// abstract thread (a client and a watchdog waiting in one helper method
// wait for different things; two workers of one pool at one wait are the
// same access to the value schedule). Rule 1 wakes w, as the VM does
// without the choice, and an execution from the bpt fulfils its pair by
// waking that pair's waiter here, which the value schedule shows as
// WW u → w. The notifier goes on either way.
func (r *run) wake(p *vm.Point) int {
	r.events()
	for i := range p.Enabled {
		c := &p.Enabled[i]
		r.place(&c.Next)
		if c.Next.Pos == "" {
			c.Next.Pos = r.waitPos[c.Thread]
		}
	}
	cur := r.current
	defer func() { r.current = cur }() // pick makes the waiter current
	if n := len(r.decisions); n < len(r.prefix) {
		want := r.prefix[n]
		for _, c := range p.Enabled {
			if c.Thread == want {
				return r.pick(p, want)
			}
		}
		r.abandon("diverged from the backtracking point's prefix")
	}
	if n := len(r.goals); n > 0 && r.goals[n-1].Wake {
		g := r.goals[n-1]
		for _, c := range p.Enabled {
			if c.Thread != g.Trig.Thread && r.s.m.vkey(c.Next) == g.Target.K && r.abstract(c.Thread)+1 == g.Target.waiter {
				r.goals = r.goals[:n-1]
				r.sched = append(r.sched, ordered{Kind: g.Target.Kind, Var: g.Target.Var, First: c.Next, Second: g.Trig})
				r.fulfilled++
				return r.pick(p, c.Thread)
			}
		}
		r.abandon(fmt.Sprintf("%s is not waiting at the notify", g.Target))
	}
	w := p.Enabled[0].Next
	if !r.priority && !r.dynOnly {
		kw, aw := r.s.m.vkey(w), r.abstract(w.Thread)+1
		var ps []partner
		for _, c := range p.Enabled[1:] {
			k, a := r.s.m.vkey(c.Next), r.abstract(c.Thread)+1
			dup := k.Op == opNone || k == kw && a == aw
			for _, q := range ps {
				dup = dup || q.K == k && q.waiter == a
			}
			if !dup {
				ps = append(ps, partner{K: k, Kind: kindWW, Var: r.monitorVar(kw, w.Obj), Pos: c.Next.Pos, cands: []int{c.Thread}, waiter: a})
			}
		}
		if len(ps) > 0 && r.s.StateMatching {
			// Keyed apart from a bpt at w's own access (-1-w: no thread).
			if ps = r.unmatched(-1-w.Thread, ps); len(ps) == 0 {
				r.abandon("state matched: a backtracking point at this state is stored already")
			}
		}
		if len(ps) > 0 {
			r.s.addBpt(r, w, ps, false).Wake = true
		}
	}
	return r.pick(p, w.Thread)
}

// monitorVar names monitor o of the notified wait k in a WW pair: as the
// static analysis names it in the wait's other pairs (its allocation
// site, "monitor ReplyBox@Main.java:81"), else by o's ObjectID.
func (r *run) monitorVar(k key, o vm.ObjectID) string {
	k.Op = opWait
	for _, q := range r.s.m.partners[k] {
		if strings.HasPrefix(q.Var, "monitor ") {
			return q.Var
		}
	}
	return "monitor " + o.String()
}

// runOn is Rule 1: run on, the current thread first.
func (r *run) runOn(p *vm.Point) int {
	choice := -1
	for i := len(r.waiters) - 1; i >= 0 && choice < 0; i-- {
		w := r.waiters[i]
		for j := range p.Enabled {
			c := &p.Enabled[j]
			if c.Thread == w && r.runnable(c.Next) {
				choice = w
				r.waiters = append(r.waiters[:i], r.waiters[i+1:]...)
				break
			}
		}
		if choice < 0 && (!r.alive[w] || r.ended[w]) {
			r.waiters = append(r.waiters[:i], r.waiters[i+1:]...)
		}
	}
	for i := range p.Enabled {
		c := &p.Enabled[i]
		if choice < 0 && c.Thread == r.current && r.runnable(c.Next) {
			choice = c.Thread
			if c.Next.Kind == vm.KSleep {
				r.runSpins++
			}
		}
	}
	if choice == r.current && r.runSpins > spinLimit {
		// The current thread spins, yielding or sleeping, for a thread
		// Rule 1 never runs (ConcurrentHashMap's initTable while another
		// thread initializes the table): run the next runnable thread
		// after it instead, as a yield asks.
		if next := r.nextAfter(p, r.current); next >= 0 {
			choice = next
		}
	}
	if choice != r.current {
		r.runSpins = 0
	}
	if choice < 0 && r.s.Unblock {
		choice = r.unblocker(p)
	}
	if choice < 0 {
		for i := range p.Enabled {
			c := &p.Enabled[i]
			if r.runnable(c.Next) {
				choice = c.Thread
				break
			}
		}
	}
	if choice < 0 {
		choice = p.Enabled[0].Thread
	}
	for i := range p.Enabled {
		c := &p.Enabled[i]
		if c.Thread == choice {
			r.relevant(p, c.Next)
		}
	}
	return r.pick(p, choice)
}

// nextAfter returns the runnable thread that follows t in round-robin
// order (the lowest-numbered one above t, else the lowest-numbered one),
// or -1 when no other thread is runnable.
func (r *run) nextAfter(p *vm.Point, t int) int {
	above, below := -1, -1
	for _, c := range p.Enabled {
		if c.Thread == t || !r.runnable(c.Next) {
			continue
		}
		if c.Thread > t && (above < 0 || c.Thread < above) {
			above = c.Thread
		}
		if c.Thread < t && (below < 0 || c.Thread < below) {
			below = c.Thread
		}
	}
	if above >= 0 {
		return above
	}
	return below
}

// unblocker is Figure 5.21(a) for Rule 1 (L4040-4044: "the derivation
// of a value schedule continues on T1 until a wait() is encountered. Then,
// the interleaving is instructed to explore T2 to unblock T1"): when the
// current thread has just blocked in Object.wait, the run goes on with a
// runnable thread that can still reach a notify of that wait (a WN
// partner), the lowest-numbered one, instead of simply the
// lowest-numbered runnable thread. With ResumeWaiter the waiter is then
// resumed as soon as it can take its monitor back (N3, L4070-4072),
// innermost waiter first. It returns -1 when the current thread is not
// such a waiter or no thread can notify it.
func (r *run) unblocker(p *vm.Point) int {
	t := r.current
	kw, ok := r.waiting[t]
	if !ok || t < 0 || r.s.m.condAt[kw] {
		// A Condition's parked await (model.condKey) is left to Rule 1's
		// lowest-numbered thread: running a signaller next took
		// condbuffer's bug from 1 execution to 5.
		return -1
	}
	for i := range p.Enabled {
		c := &p.Enabled[i]
		if c.Thread == t {
			return -1 // notified already
		}
	}
	for i := range p.Enabled {
		c := &p.Enabled[i]
		if !r.runnable(c.Next) || r.excluded(c.Thread) {
			continue
		}
		for _, q := range r.s.m.partners[kw] {
			if q.Kind == kindWN && q.K.Op == opNotify && r.canReach(c.Thread, q.K) {
				if r.s.ResumeWaiter {
					r.waiters = append(r.waiters, t)
				}
				return c.Thread
			}
		}
	}
	return -1
}

// stuck reports whether every enabled thread is about to block on a
// monitor another thread holds: the run is at a deadlock, which the VM
// reports once one of them is run (a goal that cannot be fulfilled any
// more must not hide it).
func (r *run) stuck(p *vm.Point) bool {
	for i := range p.Enabled {
		c := &p.Enabled[i]
		if r.runnable(c.Next) {
			return false
		}
	}
	return true
}

// fulfil drives the top goal: the target's thread runs to the target (Rule
// 2), the interleaving is abandoned as soon as no thread can reach it.
func (r *run) fulfil(p *vm.Point) int {
	g := r.goals[len(r.goals)-1]
	var hit *vm.Choice
	second := g.Trig // the trigger the fulfilment orders the partner before
	for i := range p.Enabled {
		c := &p.Enabled[i]
		if c.Thread == g.Trig.Thread || r.excluded(c.Thread) {
			continue
		}
		var match bool
		trig := g.Trig
		if g.Target.expire {
			// The partner's call waits, and its time passes.
			match = c.Timeout && lineSite(c.Next.User, c.Next.Pos) == g.Target.K.Site
		} else if r.blocksFor(g, c) {
			// A monitor entry, which blocks while another thread holds
			// the monitor, of the thread whose state the trigger, a
			// getState, looks at; or of the monitor the trigger, the
			// release (exitPairs), leaves.
			match = true
		} else if r.runnable(c.Next) {
			k := r.s.m.vkey(c.Next)
			match = k == g.Target.K && (sameVar(c.Next, g.Trig) || k == taskStartKey && r.s.m.stopCall(g.Trig))
			if !match && k == g.Target.K {
				for _, a := range g.Alts {
					if sameVar(c.Next, a) {
						match, trig = true, a
						break
					}
				}
			}
			if !match && g.Trig.HasObj && r.s.m.blockKey(c.Next) == g.Target.K {
				// A park or wait of the thread whose state the
				// trigger, a getState, looks at.
				match = r.objOf(c.Thread) == g.Trig.Obj
			}
		} else if k, ok := r.timeoutWake(c.Next); ok && k == g.Target.K {
			// The wait(ms) times out and takes the monitor back at once
			// (it is offered only while the monitor is free): no
			// notified wait follows, the time passing is the target.
			match = c.Next.Obj == g.Trig.Obj
		} else if c.Timeout {
			// Time passes to the end of the wait: the write of <clock>
			// that the trigger, a read of the clock, is to see.
			match = r.s.m.expiry(c.Next) == g.Target.K
		}
		if match && (hit == nil || c.Thread == r.current) {
			hit, second = c, trig
		}
	}
	if hit != nil {
		r.relevant(p, hit.Next)
		r.reached(g, hit.Next, hit.Thread)
		// The trigger the partner came before: another access of the
		// trigger's call, for a hoisted goal (goal.Alts).
		r.sched[len(r.sched)-1].Second = second
		return r.pick(p, hit.Thread)
	}
	return r.drive(p, g)
}

// parkBlocked reports whether event e is a park that blocked its thread
// (not one that returned at once: the permit, an interrupt, a deadline
// passed), which a getState then sees WAITING or TIMED_WAITING.
func parkBlocked(e vm.Event) bool {
	return e.Kind == vm.KPark && e.Value&vm.ParkReturns == 0
}

// blocksFor reports whether choice c is a monitor entry that is goal
// g's target, a write of the entering thread's <life> (model.blockKey),
// with g's trigger a getState of that thread or a release of that
// monitor, a monitorexit or a wait (exitPairs).
func (r *run) blocksFor(g goal, c *vm.Choice) bool {
	if c.Next.Kind != vm.KLock || !g.Trig.HasObj || r.s.m.blockKey(c.Next) != g.Target.K {
		return false
	}
	release := g.Trig.Kind == vm.KUnlock || g.Trig.Kind == vm.KWait
	return g.Trig.Kind == vm.KJoin && r.objOf(c.Thread) == g.Trig.Obj || release && c.Next.Obj == g.Trig.Obj
}

// reached pops the top goal g, whose target thread u's access a
// performed (or, a blocking entry, is to perform), and records the
// ordered pair.
func (r *run) reached(g goal, a vm.Access, u int) {
	r.goals = r.goals[:len(r.goals)-1]
	r.spins, r.driven = 0, 0
	o := ordered{Kind: g.Target.Kind, Var: g.Target.Var, First: a, Second: g.Trig}
	if g.Target.dyn {
		// The race's variable as this fulfilment touches it (a
		// pair of two calls into the JDK meets on several).
		o.Var, o.Dyn = varName(g.Trig), true
		r.s.reversed[[2]key{r.s.m.vkey(g.Trig), g.Target.K}] = true
	}
	r.sched = append(r.sched, o)
	if g.Target.timeout {
		r.timeoutT, r.timeoutAt = g.Trig.Thread, len(r.sched)-1
	}
	if g.Target.after {
		r.afterT, r.afterSteps, r.afterAt = u, 0, len(r.sched)-1
	}
	r.fulfilled++
	r.resume = g.Trig.Thread
	r.special = &g
	r.specialBy = u
	if g.Target.expire {
		// The timed-out call returns before the trigger (a poll that
		// gave up returns null, even if the trigger then offers): its
		// thread finishes it.
		r.finishing, r.finishT, r.finishUser, r.finishCall = true, u, a.User, true
	} else if c := a.User; vmOp(a.Kind) == opWrite && c != a.Site && c != (classfile.Site{}) && r.s.m.stateAt[lineSite(c, a.Pos)] {
		r.finishing, r.finishT, r.finishUser, r.finishCall = true, u, c, false
	} else if r.s.m.vkey(a) == taskStartKey {
		// A task's start is one access to the analysis too: the
		// executor's checks of the Future's state up to the task's
		// first step (FutureTask.runAndReset reads it twice), so
		// that a cancel after it finds the task running.
		r.finishing, r.finishT, r.finishUser, r.finishCall = true, u, taskStartKey.Site, false
	}
}

// drive runs a thread towards goal g's target: one that can still reach
// it.
func (r *run) drive(p *vm.Point, g goal) int {
	// Candidates: threads that can still reach the target.
	var cands []vm.Choice
	for _, c := range p.Enabled {
		if c.Thread == g.Trig.Thread || r.excluded(c.Thread) {
			continue
		}
		if r.canReach(c.Thread, g.Target.K) {
			cands = append(cands, c)
		}
	}
	if len(cands) == 0 {
		if !r.reachableBy(g.Target.K, g.Trig.Thread) {
			r.abandon(fmt.Sprintf("%s is no longer reachable", g.Target))
		}
		// A thread that can reach it is blocked or waiting: run
		// another one that may release it, not the triggers.
		for _, c := range p.Enabled {
			if !r.excluded(c.Thread) && r.runnable(c.Next) {
				cands = append(cands, c)
			}
		}
		if len(cands) == 0 {
			if r.stuck(p) {
				return r.pick(p, p.Enabled[0].Thread)
			}
			if r.s.FinishBlocked {
				// Only the triggers can run: give up the goals and
				// finish the run without new bpts (it may end in a
				// deadlock the goals would hide).
				r.goals, r.priority, r.resume = nil, true, -1
				return r.runOn(p)
			}
			r.abandon(fmt.Sprintf("%s cannot be fulfilled: its threads are blocked", g.Target))
		}
	}
	// Prefer a thread seen performing the target on the trigger's variable
	// in an earlier run, then the resumed trigger of an inner goal, then
	// the current thread.
	choice, best := -1, -1
	tv := varOf(g.Trig)
	for _, c := range cands {
		if !r.runnable(c.Next) {
			continue
		}
		score := 0
		if r.s.performedBy(g.Target.K, tv, c.Thread) {
			score = 4
		}
		if c.Thread == r.resume {
			score += 2
		} else if c.Thread == r.current {
			score++
		}
		if score > best {
			choice, best = c.Thread, score
		}
	}
	if choice < 0 {
		// Every candidate is in a timed wait (a sleep, a wait(ms)) with
		// the earliest deadline: time passes for it (vm.Config.FreeTime).
		for _, c := range cands {
			if c.Next.Kind == vm.KTimeout {
				choice = c.Thread
				break
			}
		}
	}
	if choice < 0 {
		// Every candidate waits for a monitor: run its holder (exit path).
		for _, c := range cands {
			if h, ok := r.owner[c.Next.Obj]; ok && !r.excluded(h) {
				for _, e := range p.Enabled {
					if e.Thread == h && r.runnable(e.Next) {
						choice = h
					}
				}
			}
		}
	}
	if choice < 0 {
		if r.stuck(p) {
			return r.pick(p, p.Enabled[0].Thread)
		}
		r.learnBlocked(g, cands)
		r.hoist(g, cands)
		r.abandon(fmt.Sprintf("%s cannot be fulfilled: its thread is blocked", g.Target))
	}
	if choice == r.resume {
		r.resume = -1
	}
	for _, c := range p.Enabled {
		if c.Thread == choice {
			if c.Next.Kind == vm.KSleep || c.Next.Kind == vm.KClock || c.Timeout {
				// A thread driven to the target that yields or sleeps
				// over and over waits for another thread, in a spin
				// loop (ConcurrentHashMap's table initialization while
				// another thread, a trigger held back, initializes it):
				// the target cannot be reached in this order, and the
				// run would spin until it is cut off. So does one whose
				// timed wait is made to time out again and again (with
				// --time free, above: awaitTermination in a loop while
				// the tasks it waits for are held back), a timeout
				// weighing spinLimit/timeoutLimit yields, and one that
				// reads the clock again and again (a scheduling point
				// with --time free: the JDK's timed waits poll
				// System.nanoTime until their deadline).
				w := 1
				if c.Timeout {
					w = spinLimit / timeoutLimit
				}
				if r.spins += w; r.spins > spinLimit {
					r.abandon(fmt.Sprintf("%s cannot be fulfilled: its thread spins (Thread.yield or sleep %d times, or a timed wait's timeout %d times) waiting for a thread held back", g.Target, spinLimit, timeoutLimit))
				}
			}
			// A spin with no yield, sleep or clock read (a volatile
			// flag read in a loop, a ForkJoinPool worker scanning a
			// queue whose push is held back) is caught by its length.
			if r.driven++; r.driven > drivenLimit {
				r.abandon(fmt.Sprintf("%s cannot be fulfilled: its threads ran %d scheduling points without reaching it, spinning while a thread is held back", g.Target, drivenLimit))
			}
			r.relevant(p, c.Next)
		}
	}
	return r.pick(p, choice)
}

// learnBlocked records, when the bpt's own goal g is given up because
// every candidate waits for a monitor its trigger's thread holds, where
// each candidate was at the bpt (Strategy.blockedFrom): its way from
// there to the partner went through that monitor (sessions: the sweeper,
// not yet begun, reaches its iterator's accesses through the
// synchronized map's entrySet, whose lock an http thread's put holds).
func (r *run) learnBlocked(g goal, cands []vm.Choice) {
	if r.from == nil || len(r.goals) != r.depth {
		return
	}
	var ks []blockKey
	for _, c := range cands {
		from, ok := r.from[c.Thread]
		h, held := r.owner[c.Next.Obj]
		if !ok || !held || h != g.Trig.Thread {
			return
		}
		ks = append(ks, blockKey{U: c.Thread, From: from, K: g.Target.K, Mon: c.Next.Obj})
	}
	if r.s.blockedFrom == nil {
		r.s.blockedFrom = map[blockKey]bool{}
	}
	for _, k := range ks {
		r.s.blockedFrom[k] = true
	}
}

// noteCallLock records, as thread t is about to make monitor entry a in
// JDK code under the program's call a.User, the point before it
// (run.callLock), unless t already holds a (reentrant) or a monitor it
// took earlier in the same call (the call's first entry is the point).
func (r *run) noteCallLock(t int, a *vm.Access) {
	if o, ok := r.owner[a.Obj]; ok && o == t {
		return
	}
	if cl, ok := r.callLock[t]; ok && cl.user == a.User {
		if o, ok := r.owner[cl.obj]; ok && o == t {
			return
		}
	}
	r.callLock[t] = callLock{at: len(r.decisions), user: a.User, obj: a.Obj, sched: len(r.sched), goals: len(r.goals), trigs: new([]vm.Access), ev: r.evIdx}
}

// hoistPoint returns the point a bpt at access a may be hoisted to: the
// point before the monitor entry that a's thread made in JDK code under
// the same call of the program as a's (a synchronized wrapper's mutex,
// a Vector's or a Hashtable's monitor), if it still holds that monitor
// and has been the only thread to run since, with no pair fulfilled in
// between. The static analysis summarizes the call as one access of
// the JDK object's <state>, which the VM makes at the first read or
// write under the call: after the monitor is taken, so a partner that
// needs it (an iterator's entrySet on the same wrapper) cannot come
// first from there.
func (r *run) hoistPoint(a vm.Access) *callLock {
	t := a.Thread
	if a.User == a.Site || a.User == (classfile.Site{}) {
		return nil
	}
	cl, ok := r.callLock[t]
	if !ok || cl.user != a.User || len(r.sched) != cl.sched || len(r.goals) != cl.goals || cl.at > len(r.decisions) {
		return nil
	}
	if o, ok := r.owner[cl.obj]; !ok || o != t {
		return nil
	}
	for _, u := range r.decisions[cl.at:] {
		if u != t {
			return nil
		}
	}
	return &cl
}

// hoist serves the pair of the bpt this run restored from (r.bpt) from
// the point before the monitor entry its trigger's call made (the bpt's
// hoist point, run.hoistPoint) when its goal g is given up with a
// candidate blocked on that monitor: a new bpt there, with g's pair
// alone, restored by replaying its prefix. The trigger's thread is then
// held back at the entry, the partner takes the monitor first (an
// iterator's entrySet on a Collections.synchronizedMap before another
// thread's put: SweepLock), and the dynamic alias check matches the
// partner's access with the trigger's variable or with that of any other
// access the call made under the monitor (goal.Alts): to the analysis
// the call is one access of the JDK object's <state>.
func (r *run) hoist(g goal, cands []vm.Choice) {
	b := r.bpt
	if b == nil || b.hoist == nil || r.priority || len(r.goals) != r.depth {
		return
	}
	h := b.hoist
	blocked := false
	for _, c := range cands {
		if (c.Next.Kind == vm.KLock || c.Next.Kind == vm.KWakeup) && c.Next.Obj == h.obj {
			if o, ok := r.owner[h.obj]; ok && o == g.Trig.Thread {
				blocked = true
			}
		}
	}
	if !blocked {
		return
	}
	s := r.s
	// One bpt per point, partner and goal stack: the call's other
	// accesses under the monitor, bpts of their own, hoist to the same
	// point, and their variables fulfil its goal too (goal.Alts). Two
	// bpts at the same point under other goals (two pairs of an outer
	// trigger whose runs drive the same thread through the call) are
	// two searches: what the run does once the partner came first
	// depends on the goals left (HoistGoals, TestHoistKeyedByGoals).
	hk := hoistKeyOf(g.Target.K, b, h.at)
	if s.hoisted[hk] {
		return
	}
	if s.hoisted == nil {
		s.hoisted = map[hoistKey]bool{}
	}
	s.hoisted[hk] = true
	if m := r.memoBlocked(g, cands); m != nil {
		if s.hoistMemo == nil {
			s.hoistMemo = map[hoistKey]*hoistMemo{}
		}
		s.hoistMemo[hk] = m
	}
	s.nextID++
	nb := &bpt{ID: s.nextID, Prefix: append([]int(nil), b.Prefix[:h.at]...), Goals: b.Goals, Trig: b.Trig,
		Pairs: []partner{g.Target}, Sched: b.Sched, relevance: relevance(g.Target.Kind)}
	for _, a := range *h.trigs {
		if !sameVar(a, b.Trig) {
			nb.alts = append(nb.alts, a)
		}
	}
	for _, o := range b.Held {
		if o != h.obj {
			nb.Held = append(nb.Held, o)
		}
	}
	s.work = append(s.work, nb)
	s.BptCount++
	s.states++
	if s.Record {
		s.record(nb)
	}
	r.x.AddStates(1)
	if debug {
		fmt.Fprintf(os.Stderr, "    +bpt %d hoisted from bpt %d to decision %d (before T%d's entry of %v): [%s %s]\n", nb.ID, b.ID, h.at, b.Trig.Thread, h.obj, g.Target.Kind, g.Target.Pos)
	}
}

// hoistMemo is what the try that made a hoisted bpt saw (run.memoBlocked):
// its one candidate thread ran alone from the bpt, making no bpt and no
// access that could fulfil the goal, until it blocked on the monitor the
// trigger's thread took in its call. n and hw are the bpt's (bpt.hw),
// reads the variables the candidate's events touched.
type hoistMemo struct {
	n     int
	hw    []variable
	reads map[variable]bool
}

// memoBlocked returns the memo of this try (r.bpt's, whose goal g is
// given up with cands blocked, run.hoist) if it is one a later try of the
// same pair from another bpt of the same call would repeat step for step
// (Strategy.knownBlocked), else nil.
func (r *run) memoBlocked(g goal, cands []vm.Choice) *hoistMemo {
	b := r.bpt
	if len(cands) != 1 || !b.hwOK || !plainPair(b, g.Target) || !r.tryEvSet || r.s.nextID != r.tryID {
		return nil
	}
	u := cands[0].Thread
	for _, t := range r.decisions[len(r.prefix):] {
		if t != u {
			return nil
		}
	}
	m := &hoistMemo{n: len(b.hw), hw: b.hw, reads: map[variable]bool{}}
	evs := r.x.Events()
	for i := r.tryEv; i < r.evIdx && i < len(evs); i++ {
		e := evs[i].Access
		if e.Thread != u {
			return nil
		}
		if r.s.m.vkey(e) == g.Target.K || r.s.m.blockKey(e) == g.Target.K {
			return nil
		}
		for _, v := range memoVars(e) {
			m.reads[v] = true
		}
	}
	return m
}

// memoVars returns the variables event a touches that hoistMemo and
// callWrites compare: an object's field, element or monitor, or a static
// field (no object, Field the class's name and the field's: a user
// callback run under the call's monitor, KnownStatic); each byte of a
// wide byte[] access (Width), so that a write of bytes 0-3 meets a read
// of byte 2; and the virtual clock, read by a KClock event and moved by
// a sleep or a timeout (clockVar).
func memoVars(a vm.Access) []variable {
	switch {
	case a.Kind == vm.KClock || a.Kind == vm.KSleep || a.Kind == vm.KTimeout:
		return []variable{clockVar}
	case a.Width > 1 && (a.Kind == vm.KArrayRead || a.Kind == vm.KArrayWrite):
		vs := make([]variable, a.Width)
		for i := range vs {
			vs[i] = variable{Obj: a.Obj, Index: a.Index + i}
		}
		return vs
	case a.HasObj || a.Field != "":
		return []variable{varOf(a)}
	}
	return nil
}

// clockVar is the virtual clock's variable in memoVars.
var clockVar = variable{Field: "<clock>"}

// plainPair reports whether pair q of bpt b is one whose try the fulfil
// loop matches by the partner's own access alone: b's trigger a read or
// write of a JDK call's hoisted bpt-to-be, the pair none of a timed or
// dynamic one's.
func plainPair(b *bpt, q partner) bool {
	op := vmOp(b.Trig.Kind)
	return !b.Wake && b.alts == nil && (op == opRead || op == opWrite) &&
		!q.expire && !q.timeout && !q.after && !q.dyn && q.waiter == 0
}

// callWrites returns the variables of thread t's events since the
// monitor entry of its call (hp, run.hoistPoint), ok false if there is
// none or another thread made one.
func (r *run) callWrites(hp *callLock, t int) ([]variable, bool) {
	if hp == nil {
		return nil, false
	}
	evs := r.x.Events()
	if hp.ev > r.evIdx || r.evIdx > len(evs) {
		return nil, false
	}
	var hw []variable
	for _, e := range evs[hp.ev:r.evIdx] {
		if e.Thread != t {
			return nil, false
		}
		hw = append(hw, memoVars(e.Access)...)
	}
	return hw, true
}

// knownBlocked reports whether pair q of bpt b would be given up at once
// the way a try of the same pair from another bpt of the same call was
// (hoistMemo): b and that bpt are on one path of the trigger's thread
// alone after its monitor entry (same point, same goals), so every other
// thread is where it was; the candidate's events in that try touched
// none of the variables the trigger's thread touched between the two
// bpts, so it makes them again and blocks again on the monitor the
// trigger's thread still holds, and the try hoists nothing new.
func (s *Strategy) knownBlocked(b *bpt, q partner) bool {
	if !s.SkipKnownBlocked || b.hoist == nil || !b.hwOK || !plainPair(b, q) || len(s.hoistMemo) == 0 {
		return false
	}
	hk := hoistKeyOf(q.K, b, b.hoist.at)
	m := s.hoistMemo[hk]
	if m == nil || !s.hoisted[hk] {
		return false
	}
	// The two bpts' lists share what came before the earlier one.
	d := b.hw[min(m.n, len(b.hw)):]
	if len(b.hw) < m.n {
		d = m.hw[len(b.hw):]
	}
	for _, v := range d {
		if m.reads[v] {
			return false
		}
	}
	return true
}

// hoistKey names a hoisted bpt (run.hoist): its partner, its point and
// the goals it keeps (goalsKey).
type hoistKey struct {
	K     key
	At    string
	Goals string
}

// hoistKeyOf is the key of the bpt hoisted from bpt b to decision at for
// partner k: the partner, the point (b's prefix up to at) and b's goals.
func hoistKeyOf(k key, b *bpt, at int) hoistKey {
	return hoistKey{K: k, At: prefixKey(b.Prefix[:at]), Goals: goalsKey(b.Goals)}
}

// goalsKey is a goal stack as a map key: each goal's trigger, target
// and the accesses that fulfil it as the trigger's do (goal.Alts), each
// named, not only counted: two stacks whose goals' Alts are as many but
// other accesses are two keys.
func goalsKey(gs []goal) string {
	var sb strings.Builder
	for _, g := range gs {
		q := g.Target
		writeAccessKey(&sb, g.Trig)
		fmt.Fprintf(&sb, "|%v %s %d %v %v %v %v %v %d", q.K, q.Kind, q.waiter, q.dyn, q.timeout, q.expire, q.after, g.Wake, len(g.Alts))
		for _, a := range g.Alts {
			sb.WriteByte('/')
			writeAccessKey(&sb, a)
		}
		sb.WriteByte(';')
	}
	return sb.String()
}

// writeAccessKey writes access a as part of a map key (goalsKey): its
// thread, kind, site, position and variable.
func writeAccessKey(sb *strings.Builder, a vm.Access) {
	fmt.Fprintf(sb, "%d %v %v %s %v %s %d", a.Thread, a.Kind, a.Site, a.Pos, a.Obj, a.Field, a.Index)
}

// prefixKey is a decision prefix as a map key.
func prefixKey(p []int) string {
	buf := make([]byte, 0, len(p))
	for _, t := range p {
		buf = binary.AppendUvarint(buf, uint64(t))
	}
	return string(buf)
}

// spinLimit is how many times the threads driven to one goal may yield or
// sleep before the goal is given up as waiting for a held-back thread.
const spinLimit = 256

// drivenLimit is how many scheduling points the threads driven to one goal
// may run without reaching it. The suite's and the examples' fulfilments
// take far fewer (see TestBusySpin).
const drivenLimit = 5000

// timeoutLimit is how many times they may be made to time out (--time
// free): only they run meanwhile, and a timeout is a whole turn of their
// loop (awaitTermination, a println, its check), not one yield.
const timeoutLimit = 16

// relevant creates a backtracking point before access a if it is
// value-schedule-relevant (Figure 6.1 line 22): it occurs in a pair whose
// partner some other thread can still reach, or it is a notified wait
// competing with other notified waits for the same monitor (WW).
func (r *run) relevant(p *vm.Point, a vm.Access) {
	if r.priority {
		return
	}
	t := a.Thread
	if n, ok := r.bptAt[t]; ok && n == r.evCount[t] {
		return // the same pending access, offered again
	}
	k := r.s.m.vkey(a)
	if a.Kind == vm.KUnlock && len(r.s.m.blockEntry) > 0 {
		r.store(a, r.exitPairs(p, a))
		return
	}
	if k.Op == opNone {
		return
	}
	if o, ok := r.owner[a.Obj]; ok && o == t && a.Kind == vm.KLock {
		return // reentrant: nobody can enter in between
	}
	// A trigger that holds its own monitor (at a wait or a notify) cannot
	// be preceded by another thread's operation on that monitor: they all
	// need it (N1: wait/notify orders come from the entries before them).
	holdsOwn := false
	if o, ok := r.owner[a.Obj]; ok && o == t && a.HasObj {
		holdsOwn = true
	}
	var ps []partner
	stopWrite := r.s.m.stopCall(a) && !stopAcquire(a) // a stop call's write is its lock acquisitions (stopCall)
	for _, q := range r.s.m.partners[k] {
		if holdsOwn && q.K.Op != opRead && q.K.Op != opWrite || r.dynOnly && !q.dyn {
			continue
		}
		if q.Kind == kindWM && a.Kind == vm.KLock {
			// W3: at a monitor entry a WM pair lets a woken waiter take
			// the monitor back first; it exists only while a thread
			// notified at that wait is ready on this monitor.
			if q, ok := r.woken(p, a, q); ok {
				ps = append(ps, q)
			}
			continue
		}
		if !r.s.m.mayTouch(q.K, a) {
			continue // its partner never touches a's variable (§6.2.3, ahead of time)
		}
		if q.K == taskStartKey && stopWrite {
			continue
		}
		if cands, late := r.canFulfil(p, a, q.K); len(cands) > 0 {
			q.cands, q.late = cands, late
			ps = append(ps, q)
		}
	}
	if r.x.FreeTime && r.s.m.timedLockAt[k.Site] && reentrantAcquire(a) {
		// A tryLock with a timeout: each MM pair is tried twice, the
		// partner's entry first and then the tryLock waiting until the
		// lock is released, or timing out while the partner holds it.
		for _, q := range ps {
			if q.Kind == kindMM && q.K.Op == opEntry {
				q.timeout = true
				ps = append(ps, q)
			}
		}
	}
	if r.x.FreeTime && !r.dynOnly {
		// A partner that waits with a timeout (poll(t, unit)) may also
		// give up before the trigger: each such pair is tried twice.
		// So may a partner entry's thread once it has entered (a
		// Condition's await(t, unit) under the lock).
		for _, q := range ps {
			switch {
			case q.Kind == kindRW && r.s.m.timedAt[q.K.Site] && !q.timeout:
				q.expire = true
				ps = append(ps, q)
			case q.Kind == kindMM && q.K.Op == opEntry && !q.timeout && r.s.m.timedAfter(q.K):
				q.after = true
				ps = append(ps, q)
			}
		}
	}
	if a.Kind == vm.KWakeup && !r.dynOnly {
		// W2: a woken waiter taking its monitor back may be barged by
		// another thread's entry: the WM pairs of its wait, entry first.
		kw := k
		kw.Op = opWait
		for _, q := range r.s.m.partners[kw] {
			if q.Kind != kindWM || q.K.Op != opEntry || !r.s.m.mayTouch(q.K, a) {
				continue
			}
			if cands, late := r.canFulfil(p, a, q.K); len(cands) > 0 {
				q.cands, q.late = cands, late
				ps = append(ps, q)
			}
		}
		for _, c := range p.Enabled {
			if c.Thread != t && c.Next.Kind == vm.KWakeup && c.Next.Obj == a.Obj && !r.excluded(c.Thread) {
				ww := partner{K: r.s.m.vkey(c.Next), Kind: kindWW, Var: r.monitorVar(k, a.Obj), Pos: c.Next.Pos}
				dup := false
				for _, q := range ps {
					dup = dup || q.K == ww.K
				}
				if !dup {
					ps = append(ps, ww)
				}
			}
		}
	}
	if a.Kind == vm.KWait && len(r.s.m.blockEntry) > 0 {
		ps = append(ps, r.exitPairs(p, a)...) // a wait releases its monitor too
	}
	r.store(a, ps)
}

// store makes the bpt before access a of pairs ps (none if ps is empty):
// its pairs that earlier runs made unlikely put off, the bpt kept aside
// if all are.
func (r *run) store(a vm.Access, ps []partner) {
	t := a.Thread
	if len(ps) == 0 {
		return
	}
	// The pairs earlier runs make unlikely (canFulfil) are served once
	// the worklists are empty; a bpt with no other pair is kept aside,
	// without a snapshot, and stored only then (Strategy.dormant).
	allLate := true
	for _, q := range ps {
		allLate = allLate && q.late
	}
	if !allLate {
		r.bptAt[t] = r.evCount[t]
	}
	if r.s.StateMatching {
		ps = r.unmatched(t, ps)
	}
	var now, late []partner
	for _, q := range ps {
		if q.late {
			late = append(late, q)
		} else {
			now = append(now, q)
		}
	}
	if debug && len(late) > 0 {
		fmt.Fprintf(os.Stderr, "    late pairs at T%d %s %s: %d (with %d others)\n", t, vmOp(a.Kind), a.Pos, len(late), len(now))
	}
	hp := r.hoistPoint(a)
	hw, hwOK := r.callWrites(hp, t)
	if allLate {
		if len(late) > 0 {
			b := r.s.newBpt(r, a, late, false)
			b.hoist, b.hw, b.hwOK = hp, hw, hwOK
			if hp != nil {
				*hp.trigs = append(*hp.trigs, a)
			}
			r.s.dormant = append(r.s.dormant, b)
		}
		return
	}
	if r.s.StateMatching && len(now) == 0 {
		r.abandon("state matched: a backtracking point at this state is stored already")
	}
	b := r.s.addBpt(r, a, now, false)
	b.hoist, b.hw, b.hwOK = hp, hw, hwOK
	if hp != nil {
		*hp.trigs = append(*hp.trigs, a)
	}
	for _, q := range late {
		r.s.deferred = append(r.s.deferred, deferredPair{b, q, false})
	}
}

// exitPairs returns the pairs of a backtracking point before a, thread
// t's release of a monitor it holds once (KUnlock) or its wait on it
// (KWait: it releases the monitor however often t holds it), where the
// program looks at a thread's state with getState and a thread it looks
// at may enter that monitor (model.blockEntry): that thread's entry may
// come first and block (its write of its <life>), and a look at it after
// the release see it BLOCKED, before it gets the monitor. A bpt at the
// look is too late for it: there the monitor is free. Its pairs are MM
// pairs of the entry's <life> write and the release.
func (r *run) exitPairs(p *vm.Point, a vm.Access) []partner {
	t := a.Thread
	if !r.s.m.appClasses[a.User.Class] {
		// The JDK's own work, not called by the program. A
		// synchronized JDK method the program calls (Vector.add)
		// releases a monitor the program's entries may enter.
		return nil
	}
	if o, ok := r.owner[a.Obj]; ok && (o != t || r.count[a.Obj] > 1 && a.Kind != vm.KWait) {
		// Not the last release: nobody can enter in between. (An
		// entry made while t was the only thread is no event: its
		// owner is not known, and a release of it may be the last.)
		return nil
	}
	lock := a
	lock.Kind = vm.KLock
	var ps []partner
	for k, pos := range r.s.m.blockEntry {
		if r.s.m.partners[k] == nil || !r.s.m.mayTouch(key{k.Site, opEntry}, lock) {
			continue // no look pairs with it, or it enters another monitor
		}
		if cands, late := r.canFulfil(p, a, k); len(cands) > 0 {
			ps = append(ps, partner{K: k, Kind: kindMM, Var: r.monitorVar(key{k.Site, opWait}, a.Obj), Pos: pos, cands: cands, late: late})
		}
	}
	sort.Slice(ps, func(i, j int) bool { return ps[i].K.Site.String() < ps[j].K.Site.String() })
	return ps
}

// specialKey-t keys a special bpt with trigger thread t for state
// matching, apart from the bpts at an access of t (t) or at a notify's
// choice (-1-t); lateSpecialKey-t a special bpt kept aside
// (run.otherInstance).
const (
	specialKey     = -1 << 20
	lateSpecialKey = -2 << 20
)

// otherInstance reports whether, after thread u fulfilled goal g (its
// target before g's trigger) and cannot perform the target again, another
// thread can still perform it before the trigger: a live thread other
// than u and the trigger's, not waiting at a trigger nor joining the
// trigger's thread, that can still reach the target (Figure 6.1 line 33
// asks this of the pair's thread, and the thesis's pairs name their
// thread: (t2, w(accX.val) l.5)). A pair keyed by its access alone
// stands for every thread's instance of it, and the fulfilment picks one
// thread; another thread's instance may write another value, reached
// only after goals of its own (AG: thread b's second write of c.v, after
// thread c's flag, against thread a's first). late reports that every
// such thread runs u's code (model.sameCode: the same entry methods,
// three Writers allocated at three sites, or threads unknown to the
// analysis, a pool's workers), and ordering their instances one by one before every trigger is
// what made piper's special bpts (doc.go); their special bpt is kept
// aside until the worklists are empty (Strategy.dormant), so that "the
// search space is exhausted" does not rest on their symmetry.
func (r *run) otherInstance(g goal, u int) (again, late bool) {
	t := g.Trig.Thread
	for v := range r.alive {
		if v == u || v == t || r.ended[v] || r.excluded(v) || r.joins(v, t) || !r.canReach(v, g.Target.K) {
			continue
		}
		if !r.s.m.sameCode(r.abstract(v), r.abstract(u)) {
			return true, false
		}
		again, late = true, true
	}
	return again, late
}

// pairSig names a pair of a bpt for state matching: the partner access and
// the pair's kind.
type pairSig struct {
	K       key
	Kind    string
	Waiter  int
	Timeout bool
	Expire  bool
	After   bool
}

// unmatched returns the pairs ps of a bpt about to be stored that no bpt
// stored before at the same state holds (state matching, as JPF's new
// states count only states not seen before), and records them. The state
// is everything the search from a bpt depends on: the VM's canonical hash
// and the scheduler's state — the trigger's thread, the goal stack, the
// thread to resume, the thread Rule 1 runs on, and each live thread's
// position as reachability asks it. The pairs found at a state can still
// differ from one visit to the next (lock sets and affinity are learned
// along the way): a pair not stored before makes a bpt of the pairs that
// are new, and the run goes on; when every pair was stored before,
// everything that can be explored from here is explored from there, and
// the run ends.
func (r *run) unmatched(t int, ps []partner) []partner {
	h, ok := r.x.StateHash()
	if !ok {
		return ps
	}
	var f fnv64
	f.init()
	f.word(h)
	f.word(uint64(t))
	f.word(uint64(r.resume + 1))
	f.word(uint64(r.current + 1))
	for _, w := range r.waiters {
		f.word(uint64(w + 1))
	}
	for _, g := range r.goals {
		f.word(uint64(g.Trig.Thread))
		f.site(g.Target.K.Site)
		f.word(uint64(g.Target.K.Op))
	}
	var tsBuf [16]int
	ts := tsBuf[:0]
	for u := range r.alive {
		if !r.ended[u] {
			ts = append(ts, u)
		}
	}
	sort.Ints(ts)
	for _, u := range ts {
		p := r.where(u)
		f.word(uint64(u))
		f.site(p.Site)
		if p.Done {
			f.word(1)
		} else {
			f.word(0)
		}
	}
	return r.s.fresh(uint64(f), ps)
}

// fnv64 is FNV-1a over the words and strings of unmatched's state key,
// written without allocating (hash/fnv takes bytes through an interface).
type fnv64 uint64

func (f *fnv64) init() { *f = 14695981039346656037 }

func (f *fnv64) byte(b byte) { *f = (*f ^ fnv64(b)) * 1099511628211 }

// word writes v's eight bytes, least significant first.
func (f *fnv64) word(v uint64) {
	for range 8 {
		f.byte(byte(v))
		v >>= 8
	}
}

func (f *fnv64) str(s string) {
	for i := 0; i < len(s); i++ {
		f.byte(s[i])
	}
}

// site writes a site as its class, method and pc (what Site.String
// prints, without building the string).
func (f *fnv64) site(s classfile.Site) {
	f.str(s.Class)
	f.byte(0)
	f.str(s.Method)
	f.word(uint64(s.PC))
}

// fresh returns the pairs of ps that no bpt stored at state k holds, and
// records them as stored there.
func (s *Strategy) fresh(k uint64, ps []partner) []partner {
	stored := s.seen[k]
	if stored == nil {
		stored = map[pairSig]bool{}
		s.seen[k] = stored
	}
	var out []partner
	for _, q := range ps {
		if sig := (pairSig{q.K, q.Kind, q.waiter, q.timeout, q.expire, q.after}); !stored[sig] {
			stored[sig] = true
			out = append(out, q)
		}
	}
	return out
}
