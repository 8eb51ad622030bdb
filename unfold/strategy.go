package unfold

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"weft/classfile"
	"weft/dse"
	"weft/explore"
	"weft/vm"
)

func init() {
	explore.Register("unfold", func(o explore.Options) explore.Strategy {
		return &Unfold{K: o.Bound, Exhaustive: o.Exhaustive, DSE: solverFor(o.SolverTimeout)}
	})
	explore.Register("unfold-ctx", func(o explore.Options) explore.Strategy {
		return &Unfold{Contextual: true, K: o.Bound, Exhaustive: o.Exhaustive, DSE: solverFor(o.SolverTimeout)}
	})
}

// Unfold is the unfolding-based strategy (seeds/002 Fig. 5, seeds/000
// Fig. 3.11), with place replication or, Contextual, read arcs (000 ch. 5).
type Unfold struct {
	Contextual bool
	// K bounds the events per thread in one run (0: unbounded); longer
	// runs are cut off (000 l.2580).
	K int
	// Exhaustive explores the whole unfolding instead of stopping at the
	// first bug; the bugs found are counted in Stats.
	Exhaustive bool
	// NoDeadlockSearch disables the search for deadlocks in the unfolding
	// at the end of the exploration (000 §6.3).
	NoDeadlockSearch bool
	// DSE solves path constraints (nil: concrete runs only; see dse.go).
	DSE DSE
	// NoMerge runs one target per test instead of merging the compatible
	// pending extensions into its schedule.
	NoMerge bool

	Stats Stats

	net *net // the unfolding of the last exploration
}

// Stats are what an unfolding exploration counted.
type Stats struct {
	Tests     int // test runs (executions)
	Events    int // events of the unfolding
	Conds     int // conditions
	Bugs      int // failing runs (exhaustive mode)
	Missed    int // targets a run did not reach (modelling gaps)
	Deadlocks int // deadlocks found by the unfolding search
	Unsat     int // targets dropped for an unsatisfiable path constraint
	// GaveUp counts, like Unsat, the runs not made because the solver
	// gave up on their targets' path constraint (Z3's unknown, e.g. at its
	// time limit): those targets may be reachable, so the exploration may
	// be incomplete (explore.Counters.GaveUp counts the path constraints).
	GaveUp int
	// GaveWay counts the free choices at which a thread gave way to
	// another (fair.go): where it called Thread.yield, spun at a
	// self-loop, or kept running too long while another could.
	GaveWay int
	Solves  int // path constraints solved (not cached)
	// Restarts counts the times the exploration started again with a
	// thread's monitor learnt for the program's (life.go); Tests counts
	// the runs before too.
	Restarts int
	Time     time.Duration // wall time
	FirstBug *explore.Execution
}

// keepBug counts exec's bug (exhaustive mode) and keeps exec as the
// first bug if none is yet.
func (u *Unfold) keepBug(exec *explore.Execution) {
	u.Stats.Bugs++
	if u.Stats.FirstBug == nil {
		u.Stats.FirstBug = exec
	}
}

// Name implements explore.Strategy.
func (u *Unfold) Name() string {
	if u.Contextual {
		return "unfold-ctx"
	}
	return "unfold"
}

// CoversInitOrder implements explore.InitOrderCoverer: no. Which thread
// starts initializing a class first is decided inside a step, by no
// visible operation, and the unfolding has no event for it (the VM
// reports it, vm.InitListener, but this strategy does not model it), so
// it does not reverse that order: the Explorer warns instead of calling a
// search exhausted when threads interleaved with a class initialization.
func (u *Unfold) CoversInitOrder() bool { return false }

// Explore implements explore.Strategy.
func (u *Unfold) Explore(x *explore.Explorer) (_ *explore.Execution, err error) {
	start := time.Now()
	// Every operation after the first thread start is an event, also
	// those of a thread left running alone (its lock, read and write
	// events belong to the unfolding like any other).
	x.Alone = true
	// A notify with several waiters asks which one it wakes (a Wake
	// point): the choice is an event of the notifying thread (notify.go).
	x.NotifyChoice = true
	unpark, life, blocker, state := programCalls(x.Program.Classes())
	var n *net
	defer func() {
		if v := recover(); v != nil {
			s, ok := v.(stopSearch)
			if !ok {
				panic(v)
			}
			err = s.err
		}
	}()
	var queue []*event
	var dead int          // at most how many events of queue are inserted or tried
	var idx *pendingIndex // queue's index for merge
	// The extensions on the program's own variables and locks (not
	// net.jdkKey) are the next targets before the others, each kind in
	// the order found: a program's races are on its own variables, and
	// in a program that runs the JDK's pools or futures most extensions
	// are the pool's (its queues, its scans, its parks), which before
	// came first in the order found and filled the budget (ParForEach
	// with 4 elements, quotes, connpool). The unfolding explored in the
	// end is the same.
	// At most userRunMax of them in a row, then one of the others: in
	// a program whose every new history of a thread brings a new
	// extension on the program's variables (FjList3's main reading the
	// sum after a pool's scans, one read per history) the others were
	// never reached, and neither was the pool's schedule that lets a
	// second worker take a task.
	var user []*event
	var userRun int
	tried := map[string]bool{}
	// Path constraint solutions by branch-event set (in nil: none, the
	// solver found it UNSAT or, unknown, gave up).
	type solution struct {
		in      map[string]int64
		unknown bool
	}
	solved := map[string]solution{}
	// fresh starts the unfolding, with the thread monitors mons known
	// (restart, life.go).
	fresh := func(mons map[vm.ObjectID]bool) {
		n = newNet(u.Contextual)
		u.net = n
		n.startPermits, n.lifeChecks, n.blockerReads, n.stateChecks = unpark, life, blocker, state
		n.threadMons = mons
		// The searches poll the budget (budget.go); one that runs out
		// between executions ends here.
		n.expired = x.Expired
		queue, dead, idx, user, userRun = nil, 0, newPendingIndex(), nil, 0
		n.onExt = func(e *event) {
			queue = append(queue, e)
			idx.add(e)
			if !n.jdkKey(e.op.k) {
				user = append(user, e)
			}
		}
		clear(tried)
		clear(solved)
	}
	fresh(nil)
	ownDSE := u.DSE == nil // made at the first solve, freed at the end
	defer func() {
		x.Counters.GaveUp += gaveUp(u.DSE)
		if ownDSE && u.DSE != nil {
			closeSolver(u.DSE)
			u.DSE = nil
		}
		if l, ok := u.DSE.(*lazySolver); ok {
			l.Close() // solverFor's: this strategy's alone
		}
		// The net outlives the exploration (tests search it): without
		// the budget after it.
		n.expired = nil
		u.Stats.Missed += n.unnotifiedMissed() + n.unpermittedMissed() + n.localChecksMissed()
		u.Stats.Events = len(n.events)
		u.Stats.Conds = n.nconds
		u.Stats.Time = time.Since(start)
	}()
	run := func(sched []*event) (*explore.Execution, error) {
		s := &scheduler{u: u, x: x, n: n, m: n.newMarking(), sched: sched, owner: map[int32]lockState{}, saved: map[int]int{}, timedWait: map[int]bool{}, count: map[int]int{},
			endedObj: map[vm.ObjectID]bool{}, joined: map[joinKey]bool{}, threadObj: map[int]vm.ObjectID{}, fair: fair{spin: explore.NewSpinWaits(x), streakThread: -1, back: -1}, destroyer: -1}
		before := len(n.events)
		defer func() { dead += len(n.events) - before }()
		exec, err := x.Execute(s)
		if err != nil {
			return nil, err
		}
		u.Stats.Tests++
		s.done = true
		s.process(exec.Events) // the steps after the last scheduling point
		n.freeMarking(s.m)
		s.m = nil
		x.AddStates(int64(len(n.events) - before))
		if n.learnt && (exec.Bug == nil || u.Exhaustive) {
			// A thread's monitor learnt for the program's after its end
			// was unfolded without it: start again (life.go). A bug
			// of this run is kept (exhaustive mode).
			if exec.Bug != nil {
				u.keepBug(exec)
			}
			x.Recycle(exec) // not one with a bug
			return nil, errRestart
		}
		return exec, nil
	}
	defer func() { x.Inputs = nil }()
	// deadlocks runs the configurations of the lock cycles found in the
	// unfolding (000 §6.3); it returns the failing run to report.
	deadlocks := func(final bool) (*explore.Execution, error) {
		if u.NoDeadlockSearch || (u.Stats.FirstBug != nil && !u.Exhaustive) {
			return nil, nil
		}
		cfgs := n.findDeadlocks(maxDeadlockTries, tried)
		if n.ctx && final {
			// blocked states no event's past holds (blocked.go), at
			// the end: each pair tried is a run
			cfgs = append(cfgs, n.findBlocked(maxDeadlockTries, tried)...)
		}
		for _, cfg := range cfgs {
			exec, err := run(cfg)
			if err != nil {
				return nil, err
			}
			if exec.Bug != nil && exec.Bug.Kind == explore.KindDeadlock {
				u.Stats.Deadlocks++
				if !u.Exhaustive {
					return exec, nil
				}
				u.keepBug(exec)
				return nil, nil
			}
			x.Recycle(exec)
		}
		return nil, nil
	}
	// search explores the unfolding from its first run.
	search := func() (*explore.Execution, error) {
		exec, err := run(nil)
		if err != nil {
			return nil, err
		}
		if exec.Bug != nil {
			if !u.Exhaustive {
				return exec, nil
			}
			u.keepBug(exec) // one kept from before a restart stays first
		}
		x.Recycle(exec) // as every later run's (one with a bug is kept)
		for len(queue) > 0 {
			// Search the unfolding for deadlocks now and then, so that the
			// first bug is not only found at the end of the exploration.
			if u.Stats.Tests%deadlockEvery == 0 && !u.Exhaustive {
				if exec, err := deadlocks(false); exec != nil || err != nil {
					return exec, err
				}
			}
			for len(user) > 0 && (user[0].id >= 0 || user[0].target) {
				user = user[1:]
			}
			var t *event
			if len(user) > 0 && (userRun < userRunMax || len(queue) == 0) {
				t, user = user[0], user[1:]
				userRun++
			} else {
				userRun = 0
				t, queue = queue[0], queue[1:]
			}
			if t.id >= 0 || t.target {
				continue
			}
			// Inserted and tried extensions are skipped here and by merge:
			// leave them out of the queue now and then (the order of the
			// others is kept).
			if dead > len(queue)/2 {
				queue, dead = slices.DeleteFunc(queue, func(e *event) bool { return e.id >= 0 || e.target }), 0
			}
			targets := []*event{t}
			var sched []*event
			if !u.NoMerge {
				targets, sched = n.merge(t, queue, idx, mergeLimit)
			}
			for _, e := range targets {
				e.target = true
			}
			dead += len(targets)
			if sched == nil {
				sched = n.schedule(targets...)
			}
			if sched == nil {
				u.Stats.Missed++
				continue
			}
			x.Inputs = nil
			if cs, key := pathConstraint(sched); len(cs) > 0 {
				sol, ok := solved[key]
				if !ok {
					if u.DSE == nil {
						u.DSE = dse.New()
					}
					u.Stats.Solves++
					in, sat, unknown := solve(u.DSE, cs)
					if !sat {
						in = nil
					}
					sol = solution{in, unknown}
					solved[key] = sol
				}
				if sol.in == nil {
					// UNSAT: no run reaches the targets (000 l.2865–2899).
					// Unknown: none that the solver found; dropped too, and
					// counted apart (the exploration may be incomplete).
					for _, e := range targets {
						dropPending(e)
					}
					if sol.unknown {
						u.Stats.GaveUp++
					} else {
						u.Stats.Unsat++
					}
					continue
				}
				x.Inputs = sol.in
			}
			exec, err := run(sched)
			if err != nil {
				return nil, err
			}
			for _, t := range targets {
				if t.id < 0 {
					if debugMissed != nil {
						debugMissed(t, sched, exec)
					}
					u.Stats.Missed++
					dropPending(t)
				}
			}
			if exec.Bug != nil {
				if !u.Exhaustive {
					return exec, nil
				}
				u.keepBug(exec)
			}
			x.Recycle(exec) // processed into the unfolding (one with a bug is kept)
		}
		if exec, err := deadlocks(true); exec != nil || err != nil {
			return exec, err
		}
		if u.Exhaustive && u.Stats.FirstBug != nil {
			return u.Stats.FirstBug, nil
		}
		return nil, nil
	}
	for {
		exec, err := search()
		if err != errRestart {
			return exec, err
		}
		// The missed targets, the unsatisfiable and given-up ones were
		// the unfolding's left behind; the runs and bugs count.
		u.Stats.Restarts++
		u.Stats.Missed, u.Stats.Unsat, u.Stats.GaveUp = 0, 0, 0
		fresh(n.threadMons)
		x.Inputs = nil // the first run's: the program's inputs
	}
}

// errRestart: a run learnt a thread's monitor for the program's after
// the unfolding had that thread's end without it (life.go); Explore
// starts again.
var errRestart = errors.New("unfold: restart with the thread monitors learnt")

func dropPending(t *event) {
	tc := t.tpre
	for i, f := range tc.pend {
		if f == t {
			tc.pend = append(tc.pend[:i], tc.pend[i+1:]...)
			t.dropped = true
			return
		}
	}
}

// userRunMax is how many targets in a row the extensions on the
// program's own variables may take before one of the others (Explore).
const userRunMax = 16

// deadlockEvery is how many test runs pass between deadlock searches in
// stop-at-the-first-bug mode.
const deadlockEvery = 16

// mergeLimit bounds the pending extensions tried for merging per run.
const mergeLimit = 64

type lockState struct{ thread, count int }

// scheduler drives one test run: it follows the target's schedule, then
// makes free choices (fair.go); it maps the run's visible operations
// to unfolding events (CORRESPONDINGEVENT) as they happen.
type scheduler struct {
	u     *Unfold
	x     *explore.Explorer
	n     *net
	m     *marking
	sched []*event
	next  int
	seen  int
	owner map[int32]lockState // by the lock's key index (lockIdx)
	saved map[int]int
	// tmodel and tvm translate the VM's thread ids of this run to the
	// model's (net.threadFor) and back; -1: not known yet.
	tmodel, tvm []int
	// timedWait tells the threads whose latest Object.wait had a
	// timeout (the KWait event's value): their wake-up needs no notify.
	timedWait map[int]bool
	count     map[int]int
	last      *vm.Point
	tmp       event   // event's candidate
	buf       []*cond // its preset

	fair // the free choices' (fair.go)

	// wake is the waiter a notify chose at a Wake point, until the
	// notify's event, which the VM emits right after it.
	wake wakeChoice

	// destroyer is the VM's id of the thread that began without a
	// Thread.start: the DestroyJavaVM thread, which runs the shutdown
	// hooks once every non-daemon thread has ended (-1: none yet).
	destroyer int
	// threadObj maps a VM thread to its Thread object, from its first
	// step (blockWrite).
	threadObj map[int]vm.ObjectID
	// parks holds the parks that blocked and have not returned (park.go).
	parks []parkWait
	// awaits holds the run's Condition awaits by ConditionNode, awaiting
	// the current one of each VM thread (cond.go).
	awaits   map[vm.ObjectID]*await
	awaiting map[int]*await
	// aqsParked tells the VM threads parked inside
	// java.util.concurrent.locks whose interrupt check has not come yet
	// (blockLocal).
	aqsParked map[int]bool

	done     bool       // the run is over (its last steps are being processed)
	multi    bool       // a thread has been started
	starts   []startRec // thread starts, in order
	endedObj map[vm.ObjectID]bool
	joined   map[joinKey]bool
	// joinMon tells the thread objects' monitors each thread holds
	// from an acquisition inside java.lang.Thread (inJoin).
	joinMon map[joinKey]bool
	// entryBlocked tells the VM's threads blocked at a monitor entry
	// that wrote their life then (blockedEntry, life.go).
	entryBlocked map[int]bool
	// endHeld is the VM's thread (plus one; 0: none) whose release of
	// its own thread object's monitor is left to its end, which
	// follows in the same step (unlockThenEnd).
	endHeld int
}

// threadInterrupted is the interrupt flag of a thread, which
// Thread.interrupt sets.
const threadInterrupted = "java/lang/Thread.interrupted"

func lockKey(a *vm.Access) vkey { return vkey{obj: a.Obj, hasObj: a.HasObj, field: "#lock", index: -1} }

// lockIdx is the key index of the monitor or lock a touches (s.owner's
// key: an index hashes cheaper than the key).
func (s *scheduler) lockIdx(a *vm.Access) int32 { return s.n.keyOf(lockKey(a)) }

func varKey(a *vm.Access) vkey {
	k := vkey{obj: a.Obj, hasObj: a.HasObj, field: a.Field, index: -1}
	if a.Kind == vm.KArrayRead || a.Kind == vm.KArrayWrite || (a.Kind == vm.KCAS && a.Field == "") {
		k.field, k.index = "", a.Index
	}
	return k
}

// A wide access (vm.Access.Width: an Unsafe getInt or putLong of a
// byte[], a byte-array view VarHandle's) is a read or write of each byte
// it spans: the ops of its bytes after the first (wideOps), then its own
// op on the first (varKey), in the VM's one step, as dpor keys each byte
// (explore's wideBytes). Before, it was keyed on its first byte alone,
// and UnsafeWide (explore/testdata: t's putInt(0, …) against main's
// get(2)) was called exhausted without its race.

// wide reports whether a, with o its op, is a wide access of a byte[].
func wide(a *vm.Access, o *op) bool {
	return a.Width > 1 && (a.Kind == vm.KArrayRead || a.Kind == vm.KArrayWrite) && (o.kind == opRead || o.kind == opWrite) && !o.peek
}

// wideOps returns the ops of wide access a's bytes after its first.
func (s *scheduler) wideOps(a *vm.Access, o *op) []op {
	ws := make([]op, 0, int(a.Width)-1)
	for i := 1; i < int(a.Width); i++ {
		b := *a
		b.Index = a.Index + i
		ws = append(ws, op{kind: o.kind, k: s.n.keyOf(varKey(&b))})
	}
	return ws
}

// internObj is the ObjectID.Thread of an interned string and of its
// value array (vm.ObjectID). Their fields and elements are local: the
// value array is never written once the VM made the string, nor its coder;
// String.hashCode's cache (hash, hashIsZero) is written by whichever
// thread hashes the string first, each time with the value the array
// determines, so a read that sees the cache or not returns the same hash
// and the thread goes on with the same events (the array's reads on the
// way are local too). Before, every such read was an event: on FjList3
// (testdata; the JDK hashes its property keys, such as
// "java.lang.invoke.MethodHandle.DEBUG_NAMES", in every thread) 9355 of
// unfold's 15069 events to its bug were reads of interned strings' value
// arrays, and each new history of a hash write made them anew.
const internObj = "intern"

// opOf maps a visible operation to an unfolding operation; ok is false for
// operations the model treats as local (reentrant monitor entries and
// exits, sleeps, a thread's first step).
func (s *scheduler) opOf(a *vm.Access, val uint64, pending bool) (op, bool) {
	o, v, ok := s.rawOp(a, val, pending)
	if ok {
		o.k = s.n.keyOf(v)
	}
	return o, ok
}

// rawOp is opOf without the key index: the op and its key.
func (s *scheduler) rawOp(a *vm.Access, val uint64, pending bool) (op, vkey, bool) {
	if s.blockLocal(a, val, pending) {
		return op{}, vkey{}, false
	}
	if o, v, ok := s.condOp(a, val, pending); ok {
		return o, v, ok
	}
	if o, v, ok, aqs := s.aqsOp(a, val, pending); aqs {
		return o, v, ok
	}
	switch a.Kind {
	case vm.KRead, vm.KArrayRead, vm.KWrite, vm.KArrayWrite, vm.KCAS:
		if a.HasObj && a.Obj.Thread == internObj {
			return op{}, vkey{}, false
		}
	}
	switch a.Kind {
	case vm.KRead, vm.KArrayRead:
		return op{kind: opRead}, varKey(a), true
	case vm.KWrite, vm.KArrayWrite, vm.KCAS:
		return op{kind: opWrite}, varKey(a), true
	}
	if a.Kind == vm.KJoin && s.n.lifeChecks && a.Thread != s.destroyer && a.HasObj && a.Site == a.User {
		// The program's own isAlive or getState (life.go).
		return op{kind: opRead, peek: true}, aliveKey(a.Obj), true
	}
	if a.Kind == vm.KJoin && a.Thread == s.destroyer && a.HasObj && s.endedObj[a.Obj] && !s.joined[joinKey{a.Thread, a.Obj}] {
		// The VM's DestroyJavaVM thread joins each non-daemon thread,
		// which has ended, before it runs the shutdown hooks (its
		// first steps): reads of their ends, so its steps follow
		// them. (Its Thread.join of a hook is as any thread's.)
		return op{kind: opRead}, aliveKey(a.Obj), true
	}
	// Thread.join: the joiner's monitor operations on the thread object
	// and its isAlive checks are local (the VM announces isAlive only while
	// another thread is live); the release of the monitor once the thread
	// has ended is the join, a read of the thread's end (its "#alive"
	// write). The program's own monitor operations on a thread object
	// (synchronized (t), a synchronized method of a Thread subclass) are
	// those of any monitor: only those of a hold taken inside
	// java.lang.Thread's code (inJoin) are join's.
	if a.HasObj && s.isThreadObj(a.Obj) && (a.Kind == vm.KJoin || s.inJoin(a)) {
		if a.Kind == vm.KUnlock && s.endedObj[a.Obj] && !s.joined[joinKey{a.Thread, a.Obj}] {
			if st, held := s.owner[s.lockIdx(a)]; held && st.thread == a.Thread && st.count == 1 {
				return op{kind: opRead}, aliveKey(a.Obj), true
			}
		}
		return op{}, vkey{}, false
	}
	switch a.Kind {
	case vm.KLock:
		if st, held := s.owner[s.lockIdx(a)]; held && st.thread == a.Thread {
			return op{}, vkey{}, false
		}
		return op{kind: opLock}, lockKey(a), true
	case vm.KWakeup:
		return op{kind: opLock, wake: true, timed: s.timedWait[a.Thread]}, lockKey(a), true
	case vm.KUnlock:
		if st, held := s.owner[s.lockIdx(a)]; held && st.thread == a.Thread && st.count > 1 {
			return op{}, vkey{}, false
		}
		return op{kind: opUnlock}, lockKey(a), true
	case vm.KWait:
		return op{kind: opUnlock, wake: true}, lockKey(a), true
	case vm.KNotify, vm.KNotifyAll:
		return op{kind: opWrite}, vkey{obj: a.Obj, hasObj: a.HasObj, field: "#notify", index: -1}, true
	case vm.KStart:
		return op{kind: opStart}, vkey{obj: a.Obj, hasObj: true, field: "#thread", index: -1}, true
	case vm.KThreadEnd:
		return op{kind: opWrite}, aliveKey(a.Obj), true
	case vm.KPark:
		if pending {
			return op{}, vkey{}, false // whether it has a deadline shows in its event
		}
		return parkOp(val), vkey{obj: a.Obj, hasObj: a.HasObj, field: "#permit", index: -1}, true
	case vm.KUnpark:
		return op{kind: opWrite}, vkey{obj: a.Obj, hasObj: a.HasObj, field: "#permit", index: -1}, true
	}
	return op{}, vkey{}, false
}

// aqsPkg is the package of ReentrantLock and its AbstractQueuedSynchronizer.
const aqsPkg = "java/util/concurrent/locks/"

const aqsState = aqsPkg + "AbstractQueuedSynchronizer.state"

// aqsOp maps the operations of java.util.concurrent.locks: ReentrantLock
// (and any exclusive AQS lock) becomes lock events like synchronized. The
// compare-and-set of the synchronizer's state that takes a free lock is the
// lock event, the write of state 0 by its holder the unlock; reentrant
// acquisitions and releases, failed attempts, the wait queue and
// park/unpark are local to the lock's implementation. aqs is false for
// operations outside the package. A pending write of the state by its
// holder is not mapped (ok false): whether it releases or re-acquires shows
// only in its value.
func (s *scheduler) aqsOp(a *vm.Access, val uint64, pending bool) (o op, v vkey, ok, aqs bool) {
	if stampedLock(a) {
		return op{}, vkey{}, false, false
	}
	if !strings.HasPrefix(a.Field, aqsPkg) && !((a.Kind == vm.KPark || a.Kind == vm.KUnpark) && strings.HasPrefix(a.Site.Class, "java/util/concurrent/") && !s.direct(a)) {
		return op{}, vkey{}, false, false
	}
	if strings.HasPrefix(a.Field, aqsPkg+"AbstractQueuedSynchronizer.") && !exclusiveAQS(a) {
		// Another synchronizer (a Semaphore's, a CountDownLatch's, a
		// ReentrantReadWriteLock's, a pool Worker's): its state counts
		// permits or holds, not one holder; its state and queue are plain
		// data, which is sound (only a larger unfolding).
		return op{}, vkey{}, false, false
	}
	if a.Field != aqsState {
		return op{}, vkey{}, false, true
	}
	st, held := s.owner[s.lockIdx(a)]
	switch a.Kind {
	case vm.KCAS:
		if !held {
			return op{kind: opLock}, lockKey(a), true, true
		}
	case vm.KWrite:
		if held && st.thread == a.Thread && !pending && val == 0 {
			return op{kind: opUnlock}, lockKey(a), true, true
		}
	}
	return op{}, vkey{}, false, true
}

// stampedLock reports whether a is an operation of a StampedLock, which
// is no AQS synchronizer although it is in the same package: its state
// and wait queue are plain data and its parks and unparks permits, as
// outside the package. Before, they were taken for an AQS lock's local
// steps, so an optimistic read and the writer's locking were independent
// and unfold declared examples/stampedpoint explored after 6 tests
// without its torn read.
func stampedLock(a *vm.Access) bool {
	const sl = aqsPkg + "StampedLock"
	if a.Kind == vm.KPark || a.Kind == vm.KUnpark {
		return strings.HasPrefix(a.Site.Class, sl)
	}
	return strings.HasPrefix(a.Field, sl)
}

// exclusiveAQS reports whether a touches the synchronizer of a
// ReentrantLock (allocated in its constructor), the one AQS lock whose
// state is its holder's hold count: the only one mapped to lock events.
// Before, every AQS state was: a Semaphore's or a read-write lock's
// permits taken by two threads at once made the second acquisition a
// local step and the releases never unlocks, and unfold declared the
// unfolding explored after a few tests (rwcache, semaphorepool of
// examples/).
func exclusiveAQS(a *vm.Access) bool {
	return a.HasObj && a.Obj.Site.Class == aqsPkg+"ReentrantLock"
}

// trackAQS follows the holders of AQS locks from the state's operations.
func (s *scheduler) trackAQS(a *vm.Access, val uint64) {
	k := s.lockIdx(a)
	st, held := s.owner[k]
	switch a.Kind {
	case vm.KCAS:
		if !held {
			s.owner[k] = lockState{a.Thread, 1}
		}
	case vm.KWrite:
		if held && st.thread == a.Thread {
			if val == 0 {
				delete(s.owner, k)
			} else {
				s.owner[k] = lockState{a.Thread, int(val)}
			}
		}
	}
}

type startRec struct {
	parent int
	obj    vm.ObjectID
}

// isThreadObj reports whether obj is a started thread object: a scan of
// the few starts, cheaper than hashing the object's identity at every
// access.
func (s *scheduler) isThreadObj(obj vm.ObjectID) bool {
	for i := range s.starts {
		if s.starts[i].obj == obj {
			return true
		}
	}
	return false
}

type joinKey struct {
	thread int
	obj    vm.ObjectID
}

// inJoin reports whether monitor operation a is one of a hold of a
// thread object's monitor that its thread took for Thread.join (joinMon),
// or is that acquisition (joinEntry).
func (s *scheduler) inJoin(a *vm.Access) bool {
	switch a.Kind {
	case vm.KLock:
		if s.joinEntry(a) {
			st, held := s.owner[s.lockIdx(a)]
			return !held || st.thread != a.Thread || s.joinMon[joinKey{a.Thread, a.Obj}]
		}
		fallthrough
	case vm.KUnlock, vm.KWait, vm.KWakeup:
		return s.joinMon[joinKey{a.Thread, a.Obj}]
	}
	return false
}

// joinEntry reports whether the monitor entry a is Thread.join's: a
// monitorenter in java.lang.Thread's code, or the entry of a synchronized
// method that the program's instruction at a.User, an invoke of a method
// named join, leads to (the VM names the program's call as the site of a
// JDK method's synchronized entry: Thread.join is one). Unknown (no class
// path, an instruction not found): join's, as every such operation was.
func (s *scheduler) joinEntry(a *vm.Access) bool {
	if a.Site.Class == threadClass {
		return true
	}
	j, ok := s.n.joinSites[a.User]
	if !ok {
		j = joinCall(s.x.Program.Classes(), a.User)
		if s.n.joinSites == nil {
			s.n.joinSites = map[classfile.Site]bool{}
		}
		s.n.joinSites[a.User] = j
	}
	return j
}

// joinCall reports whether the instruction at site is not a monitorenter
// of the program's own (see joinEntry): an invoke of a method named join,
// or an instruction invokeAt cannot find.
func joinCall(cp *classfile.ClassPath, site classfile.Site) bool {
	in, ref, ok := invokeAt(cp, site)
	if !ok {
		return true
	}
	switch in.Op {
	case classfile.INVOKEVIRTUAL, classfile.INVOKESPECIAL:
		return ref.Name == "join"
	}
	return false
}

// trackJoin follows the holds of thread objects' monitors taken for
// Thread.join (inJoin), before track updates the owners for a.
func (s *scheduler) trackJoin(a *vm.Access) {
	if !a.HasObj || (a.Kind != vm.KLock && a.Kind != vm.KUnlock) || !s.isThreadObj(a.Obj) {
		return
	}
	k := joinKey{a.Thread, a.Obj}
	st, held := s.owner[s.lockIdx(a)]
	switch {
	case a.Kind == vm.KLock && !(held && st.thread == a.Thread) && s.joinEntry(a):
		if s.joinMon == nil {
			s.joinMon = map[joinKey]bool{}
		}
		s.joinMon[k] = true
	case a.Kind == vm.KUnlock && held && st.thread == a.Thread && st.count == 1 && s.joinMon[k]:
		delete(s.joinMon, k)
	}
}

func aliveKey(obj vm.ObjectID) vkey { return vkey{obj: obj, hasObj: true, field: "#alive", index: -1} }

// track follows monitor ownership (for reentrancy and for runnable).
func (s *scheduler) track(a *vm.Access) {
	switch a.Kind {
	case vm.KLock, vm.KUnlock, vm.KWait, vm.KWakeup:
	default:
		return // the cases below
	}
	k := s.lockIdx(a)
	st, held := s.owner[k]
	switch a.Kind {
	case vm.KLock:
		if held && st.thread == a.Thread {
			st.count++
		} else {
			st = lockState{a.Thread, 1}
		}
		s.owner[k] = st
	case vm.KUnlock:
		if held && st.thread == a.Thread {
			if st.count--; st.count == 0 {
				delete(s.owner, k)
			} else {
				s.owner[k] = st
			}
		}
	case vm.KWait:
		if held && st.thread == a.Thread {
			s.saved[a.Thread] = st.count
			delete(s.owner, k)
		}
	case vm.KWakeup:
		c := s.saved[a.Thread]
		if c == 0 {
			c = 1
		}
		delete(s.saved, a.Thread)
		s.owner[k] = lockState{a.Thread, c}
	}
}

// process maps the events not seen yet to unfolding events and fires them.
func (s *scheduler) process(events []vm.Event) {
	for ; s.seen < len(events); s.seen++ {
		a := &events[s.seen].Access
		if a.Kind == vm.KThreadBegin {
			s.threadObj[a.Thread] = a.Obj
			s.begin(a.Thread, a.Obj)
			continue
		}
		if len(s.parks) > 0 {
			s.resumed(a.Thread) // its park returned without an unpark's event
		}
		if a.Kind == vm.KBranch {
			// Modelled also before the first start: the path
			// constraint needs every branch.
			if !s.branch(&events[s.seen]) {
				return
			}
			continue
		}
		// The notify's choice, taken whatever becomes of its event.
		w, woke := s.wake, a.Kind == vm.KNotify && s.wake.waiters > 0 && s.wake.thread == a.Thread
		if woke {
			s.wake = wakeChoice{}
		}
		switch {
		case a.Kind == vm.KWait:
			s.timedWait[a.Thread] = events[s.seen].Value > 0
			s.n.timedWaits = s.n.timedWaits || events[s.seen].Value > 0
		case a.Kind == vm.KWrite && a.Field == threadInterrupted && events[s.seen].Value != 0:
			s.n.interrupted = true
		case a.Kind == vm.KPark && s.multi && s.n.ctx:
			s.n.parkedAt(s.m.threadCond(s.model(a.Thread)))
		}
		o, ok := s.opOf(a, events[s.seen].Value, false)
		if ok && s.multi && (o.kind == opLock || o.kind == opUnlock) && a.HasObj && s.isThreadObj(a.Obj) && !s.n.threadMons[a.Obj] && s.programMon(a) {
			// The program's hold of a thread's monitor: its end holds
			// it too (life.go).
			s.n.threadMon(a.Obj)
		}
		if s.awaiting != nil || a.Kind == vm.KWrite {
			s.condTrack(&events[s.seen])
		}
		s.blockTrack(a, events[s.seen].Value)
		if a.Field == aqsState && exclusiveAQS(a) {
			s.trackAQS(a, events[s.seen].Value)
		} else {
			s.trackJoin(a)
			s.track(a)
		}
		if !s.multi && a.Kind != vm.KStart {
			// Before the first thread start the main thread is alone:
			// its operations race with nothing, so the unfolding starts
			// at the first start (its initial conditions are the state
			// there).
			continue
		}
		switch a.Kind {
		case vm.KStart:
			s.multi = true
			s.starts = append(s.starts, startRec{a.Thread, a.Obj})
			if len(s.starts) == 1 {
				s.heldAtStart(a.Thread)
			}
		case vm.KThreadEnd:
			s.endedObj[a.Obj] = true
		}
		if ok && s.n.joinRead(&o) {
			s.joined[joinKey{a.Thread, a.Obj}] = true
		}
		bw, blocks := s.blockWrite(a)
		if !blocks && ok && s.waitWrite(a, &o) {
			bw[0], blocks = s.lifeWrite(a.Thread), true // an Object.wait's (life.go)
		}
		if !ok && !blocks {
			continue
		}
		t := s.model(a.Thread)
		if s.u.K > 0 {
			if s.count[t]++; s.count[t] > s.u.K {
				s.cut(t)
				return
			}
		}
		c := s.m.threadCond(t)
		if c.terminal {
			continue
		}
		if blocks {
			// The write of the thread's life first (life.go).
			if c = s.fireWrites(t, bw[:]); c == nil || !ok {
				continue
			}
		}
		entered := false
		if ok && s.entryWrite(a, &o) {
			// A monitor entry writes its thread's life first (life.go),
			// unless the thread blocked there and wrote it then, and
			// again once it holds the monitor.
			entered = true
			if s.entryBlocked[a.Thread] {
				delete(s.entryBlocked, a.Thread)
			} else if c = s.fireWrites(t, []op{s.lifeWrite(a.Thread)}); c == nil {
				continue
			}
		}
		if a.Kind == vm.KStart {
			// The start's writes first (park.go, life.go), then the start.
			if c = s.startWrites(t, a); c == nil {
				continue
			}
		}
		if ok && wide(a, &o) {
			// Its other bytes first, in the same step.
			if c = s.fireWrites(t, s.wideOps(a, &o)); c == nil {
				continue
			}
		}
		if o.kind == opUnlock && !o.wake && s.unlockThenEnd(events, a) {
			// Its end, in the same step, releases it (life.go).
			s.endHeld = a.Thread + 1
			continue
		}
		var endPost []op
		if a.Kind == vm.KThreadEnd && s.n.threadMons[a.Obj] {
			// The end under the thread object's monitor (life.go).
			pre, post := s.endOps(a.Obj)
			if s.endHeld == a.Thread+1 {
				s.endHeld = 0 // held since the unlock before it
			} else if c = s.fireWrites(t, pre[:]); c == nil {
				continue
			}
			endPost = post[:]
		} else if a.Kind == vm.KThreadEnd {
			s.n.plainEnd(a.Obj)
		}
		if isPark(&o) && events[s.seen].Value&vm.ParkReturns == 0 {
			// It blocked: its event is its return (park.go). The
			// thread case's extensions now, the permit's initial
			// condition among the candidates.
			s.m.varOf(o.k)
			s.n.setNext(c, &o)
			s.parks = append(s.parks, parkWait{vt: a.Thread, obj: a.Obj, t: t, o: o})
			continue
		}
		e := s.event(t, o)
		if !s.m.enabled(e) {
			// The model and the run disagree (an operation the VM did
			// not announce in the order the unfolding expects).
			continue
		}
		s.n.insert(e)
		s.m.fire(e)
		if entered {
			s.fireWrites(t, []op{s.lifeWrite(a.Thread)})
		}
		if o.kind == opUnlock && e.acq == nil && t == s.mainThread() {
			s.n.orphanUnlock(e)
		}
		if a.Kind == vm.KUnpark && events[s.seen].Value != 0 {
			s.unparked(a.Obj)
		}
		if o.kind == opWrite && s.n.isAlive(o.k) && a.Kind == vm.KThreadEnd {
			end := e.tpost
			if len(endPost) > 0 {
				if end = s.fireWrites(t, endPost); end == nil {
					continue
				}
			}
			end.terminal = true
			s.m.ended[t] = true
		}
		if woke {
			if !s.choice(t, wakeOp(s.n, a, w), nil, nil) {
				return
			}
		}
	}
}

// branch fires the event of a symbolic branch (000 §3.3); false if the
// run is cut at the bound.
func (s *scheduler) branch(ev *vm.Event) bool {
	t := s.model(ev.Thread)
	if len(s.n.initThread) == 0 {
		s.n.threadInit(t)
	}
	if ev.Branch < 0 || ev.Branch >= len(ev.Alts) {
		return true
	}
	return s.choice(t, branchOp(s.n, ev), ev.Alts, ev.Alts[ev.Branch])
}

// choice fires the event of (the model's) thread t's local choice o, a symbolic branch
// or a notify's choice of waiter (opBranch): alts are the constraints of
// its outcomes (nil for a notify's), the one taken cons. False if the
// run is cut at the bound.
func (s *scheduler) choice(t int, o op, alts []*vm.Expr, cons *vm.Expr) bool {
	if s.u.K > 0 {
		if s.count[t]++; s.count[t] > s.u.K {
			s.cut(t)
			return false
		}
	}
	c := s.m.threadCond(t)
	if c.terminal {
		return true
	}
	if c.alts == nil {
		c.alts = alts
	}
	e := s.event(t, o)
	if !s.m.enabled(e) {
		return true
	}
	if e.constraint == nil {
		e.constraint = cons
	}
	s.n.insert(e)
	s.m.fire(e)
	return true
}

// event returns the event thread t performs with o in the run's marking:
// the inserted event or pending extension, else a new candidate (built in
// a scratch event first: most operations of a run are events already).
func (s *scheduler) event(t int, o op) *event {
	e := &s.tmp
	s.buf = s.m.fill(e, s.buf, t, o)
	f := lookup(e)
	if f == nil {
		f = s.n.newEvent(e)
		f.vpre = slices.Clone(e.vpre)
	}
	*e = event{}
	return f
}

// cut ends the run at the bound K on thread t's events; once the run is
// over, the events beyond the bound are just not modelled.
func (s *scheduler) cut(t int) {
	if !s.done {
		vt := s.vmThread(t)
		if vt < 0 {
			vt = t
		}
		s.x.Cut(fmt.Sprintf("more than %d events in thread %d", s.u.K, vt))
	}
}

// begin positions the started thread of thread object obj, the VM's
// thread vt, at its start condition.
func (s *scheduler) begin(vt int, obj vm.ObjectID) {
	if !s.isThreadObj(obj) {
		s.destroyer = vt // no Thread.start: the VM's own
	}
	t := s.n.threadFor(obj)
	s.bind(vt, t)
	if _, ok := s.m.thread[t]; ok {
		return
	}
	for c := range s.m.child {
		if c.prod != nil && s.n.keyAt(c.prod.op.k).obj == obj {
			if c.thread < 0 {
				c.thread = t
			}
			delete(s.m.child, c)
			s.m.thread[t] = c
			return
		}
	}
}

// bind records that the VM's thread vt is the model's thread t in this
// run.
func (s *scheduler) bind(vt, t int) {
	for len(s.tmodel) <= vt {
		s.tmodel = append(s.tmodel, -1)
	}
	for len(s.tvm) <= t {
		s.tvm = append(s.tvm, -1)
	}
	s.tmodel[vt], s.tvm[t] = t, vt
}

// model returns the model's id of the VM's thread vt. A thread with a
// thread object has one from its begin (learn and process see the begin
// before anything else of it); another (the main thread) by its VM id.
func (s *scheduler) model(vt int) int {
	if vt < len(s.tmodel) && s.tmodel[vt] >= 0 {
		return s.tmodel[vt]
	}
	t := s.n.threadAnon(vt)
	s.bind(vt, t)
	return t
}

// vmThread returns the VM's id of the model's thread t in this run (-1
// if it has not begun).
func (s *scheduler) vmThread(t int) int {
	if t < len(s.tvm) {
		return s.tvm[t]
	}
	return -1
}

// learn records the next operation of each thread at a scheduling point.
func (s *scheduler) learn(p *vm.Point) {
	for i := range p.Enabled {
		ch := &p.Enabled[i]
		if ch.Next.Kind == vm.KThreadBegin {
			s.begin(ch.Thread, ch.Next.Obj)
			continue
		}
		t := s.model(ch.Thread)
		if _, ok := s.m.thread[t]; (!ok && t != s.mainThread()) || !s.multi {
			continue
		}
		if ch.Next.Kind == vm.KArrayWrite {
			// Possibly System.arraycopy, announced as its write but
			// performed as a read of the source and then the write: the
			// events tell the operation.
			continue
		}
		c := s.m.threadCond(t)
		if c.next != nil || c.terminal {
			continue // most points repeat a known next operation
		}
		o, ok := s.opOf(&ch.Next, 0, true)
		if ok && (s.entryWrite(&ch.Next, &o) && !s.entryBlocked[ch.Thread] || s.waitWrite(&ch.Next, &o)) {
			o = s.lifeWrite(ch.Thread) // life.go
		}
		if !ok && s.endEntry(ch) {
			// A thread that ended blocked on its own monitor (life.go).
			o, ok = op{kind: opLock, k: s.n.keyOf(lockKey(&ch.Next))}, true
		}
		if ok && o.kind == opUnlock && !o.wake && ch.Next.HasObj && s.threadObj[ch.Thread] == ch.Next.Obj && s.n.threadMons[ch.Next.Obj] {
			// Its end may follow in the same step and release it
			// (unlockThenEnd): the event tells.
			continue
		}
		if ok && wide(&ch.Next, &o) {
			o = s.wideOps(&ch.Next, &o)[0]
		}
		if ok && o.kind == opStart {
			if ws, k := s.startOps(&ch.Next); k > 0 {
				o = ws[0]
			}
		}
		if ok {
			// A variable or lock no event touched yet has its
			// initial condition among the candidates now, as at the
			// operation's own event: made later, by another thread's
			// event on it, it is no fresh condition, and this
			// thread's extension from it would never be offered
			// (fair.go's beginFirst).
			switch o.kind {
			case opRead, opWrite:
				s.m.varOf(o.k)
			case opLock:
				s.m.lockOf(o.k)
			}
			s.n.setNext(c, &o)
		}
	}
}

// mainThread is the model's main thread: the first with an initial
// thread condition (the VM's DestroyJavaVM thread has one too).
func (s *scheduler) mainThread() int {
	m := -1
	for t := range s.n.initThread {
		if m < 0 || t < m {
			m = t
		}
	}
	return m
}

func (s *scheduler) wouldBlock(c *vm.Choice) bool {
	if c.Next.Kind != vm.KLock || !c.Next.HasObj {
		return false
	}
	st, held := s.owner[s.lockIdx(&c.Next)]
	return held && st.thread != c.Thread
}

// Choose implements vm.Scheduler.
func (s *scheduler) Choose(p *vm.Point) int {
	k := s.choose(p)
	if p.Wake {
		s.wake = wakeChoice{thread: p.Current, waiter: k, waiters: len(p.Enabled)}
		return k
	}
	s.ran(p.Enabled[k].Thread)
	s.blockedEntry(&p.Enabled[k])
	return k
}

func (s *scheduler) choose(p *vm.Point) int {
	defer func() {
		// A search that ran out of budget (budget.go) cuts the
		// execution off: Execute returns the budget error.
		if v := recover(); v != nil {
			st, ok := v.(stopSearch)
			if !ok {
				panic(v)
			}
			s.x.Cut(st.err.Error())
		}
	}()
	if len(s.n.initThread) == 0 && len(p.Enabled) > 0 {
		t := p.Current
		if t < 0 {
			t = p.Enabled[0].Thread
		}
		s.n.threadInit(s.model(t))
	}
	s.process(s.x.Events())
	if p.Wake {
		return s.chooseWaiter(p)
	}
	s.last = p
	s.learn(p)
	// Follow the schedule: the first scheduled event not fired yet whose
	// thread can run.
	for s.next < len(s.sched) && s.sched[s.next].id >= 0 && s.fired(s.sched[s.next]) {
		s.next++
	}
	for i := s.next; i < len(s.sched); i++ {
		e := s.sched[i]
		if e.id >= 0 && s.fired(e) {
			continue
		}
		for k := range p.Enabled {
			ch := &p.Enabled[k]
			if ch.Thread != s.vmThread(e.thread) {
				continue
			}
			if s.isEntryWrite(e, ch) {
				// A monitor entry's write of its thread's life
				// (life.go): it blocks if another thread holds the
				// monitor; if none does, it takes it, which waits
				// for its lock's turn in the schedule.
				if s.wouldBlock(ch) || !s.lockFirst(i, s.lockIdx(&ch.Next)) {
					return k
				}
				break
			}
			if !s.wouldBlock(ch) {
				return k
			}
		}
	}
	return s.free(p)
}

// fired reports whether e has fired in this run: the thread's condition
// is past e's preset.
func (s *scheduler) fired(e *event) bool {
	c, ok := s.m.thread[e.thread]
	if !ok {
		return false
	}
	for c != nil && c.prod != nil {
		if c.prod == e {
			return true
		}
		if c.prod.thread != e.thread || c.prod.id < e.id {
			return false
		}
		c = c.prod.tpre
	}
	return false
}

var debugMissed func(t *event, sched []*event, exec *explore.Execution)

// Annotate implements explore.Annotator: an exploration without a bug
// that missed targets (missed) is not complete.
func (u *Unfold) Annotate(r *explore.Report, failing *explore.Execution) {
	if w := u.missed(); w != "" && (failing == nil || failing.Bug == nil) {
		r.Warnings = append(r.Warnings, w)
		r.Complete = false
		if u.net != nil && u.net.blockerRead {
			r.Warnings = append(r.Warnings, u.Name()+" takes a thread's park blocker as local, but the program reads one (LockSupport.getBlocker): what it reads depends on whether the thread blocked, which the unfolding does not order")
		}
	}
}

// missed says why an exploration some of whose targets no run reached
// (Stats.Missed: the run scheduled for a target went another way, where
// the model and the program disagree, say a park the model takes for a
// write that blocked the thread) did not cover what follows them; "" if
// none was missed.
func (u *Unfold) missed() string {
	if u.Stats.Missed == 0 {
		return ""
	}
	were, runs, them := "were", "runs", "them"
	if u.Stats.Missed == 1 {
		were, runs, them = "was", "run", "it"
	}
	return fmt.Sprintf("%s of the unfolding %s not reached by the %s scheduled for %s (the model of the program and its runs disagree there), and %s did not explore what follows %[4]s, so it may not have tried every schedule",
		explore.Plural(int64(u.Stats.Missed), "target"), were, runs, them, u.Name())
}
