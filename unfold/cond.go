package unfold

import (
	"strings"

	"weft/vm"
)

// A ReentrantLock's Condition (AbstractQueuedSynchronizer's
// ConditionObject, JDK 17) is modelled as Object.wait and notify are
// (notify.go): its await's release of the lock is an unlock of the
// model with op.wake, and the re-acquisition that ends the await a lock
// with op.wake, offered only after a signal that moved the waiter to the
// lock's queue since its release (notified). A signal that moves a
// waiter is a write of "#signal" of the lock, its index the model's id
// of the waiter: the signaller holds the lock, so the signal sits on the
// lock's chain between the waiter's release and its re-acquisition.
// Before, the await's release and re-acquisition were plain unlock and
// lock events and the wait for the signal (AQS's own park) was local, so
// the re-acquisition was offered with every lock condition concurrent
// with it, also before any signal, and the run scheduled for it went
// another way (daemonlog's fixed variant: 22 missed targets with unfold,
// 18 with unfold-ctx, all of them re-acquisitions of the queue's lock in
// LinkedBlockingQueue.take's await).
//
// The operations are recognized by the JDK's own accesses, which the VM
// reports: the waiter's write of the condition's lastWaiter in
// ConditionObject.enableWait names its ConditionNode (allocated by the
// await method, which tells whether the await has a deadline); its
// holder's release of the state (to 0) that follows is the await's
// release; a signal moves the node to the lock's queue by
// AbstractQueuedSynchronizer.enqueue, whose first write of the node's
// prev (Node.setPrevRelaxed), by a thread other than the waiter, is the
// signal's event (the waiter enqueues its node itself when an interrupt
// or its deadline ends the await: no signal); the waiter's
// compare-and-set of the free state, its next acquisition, is the
// re-acquisition.

const (
	condLastWaiter = aqsPkg + "AbstractQueuedSynchronizer$ConditionObject.lastWaiter"
	nodePrev       = aqsPkg + "AbstractQueuedSynchronizer$Node.prev"
	aqsNode        = aqsPkg + "AbstractQueuedSynchronizer$Node"
)

// signalField is the pseudo-variable of a lock whose writes are the
// signals that moved a waiter of one of its conditions (index: the
// waiter's model id).
const signalField = "#signal"

// await is a thread's Condition.await in a run, from its enableWait.
type await struct {
	vt       int         // the VM's id of the waiting thread
	lock     vm.ObjectID // the lock released (the Sync), once released
	timed    bool        // the await has a deadline (awaitNanos, await(time), awaitUntil)
	released bool        // its release of the lock has happened
	signaled bool        // a signal moved its node to the lock's queue
}

// timedAwait reports whether the await method that allocated a
// ConditionNode (its allocation site's method) has a deadline.
func timedAwait(method string) bool {
	return method != "await()V" && method != "awaitUninterruptibly()V"
}

// condOp maps the accesses of a Condition's await and signal (see above);
// ok false for the others. It reads the run's awaits without changing
// them (condTrack does, once the access happened).
func (s *scheduler) condOp(a *vm.Access, val uint64, pending bool) (o op, v vkey, ok bool) {
	switch {
	case a.Field == aqsState && exclusiveAQS(a):
		w := s.awaiting[a.Thread]
		if w == nil {
			return op{}, vkey{}, false
		}
		st, held := s.owner[s.lockIdx(a)]
		switch {
		case a.Kind == vm.KWrite && !w.released && held && st.thread == a.Thread && !pending && val == 0:
			return op{kind: opUnlock, wake: true}, lockKey(a), true
		case a.Kind == vm.KCAS && w.released && !held:
			return op{kind: opLock, wake: true, timed: w.timed}, lockKey(a), true
		}
	case a.Kind == vm.KWrite && a.Field == nodePrev && a.HasObj && a.Site.Class == aqsNode && strings.HasPrefix(a.Site.Method, "setPrevRelaxed("):
		w := s.awaits[a.Obj]
		if w == nil || w.vt == a.Thread || !w.released || w.signaled {
			return op{}, vkey{}, false
		}
		return op{kind: opWrite}, vkey{obj: w.lock, hasObj: true, field: signalField, index: s.model(w.vt)}, true
	}
	return op{}, vkey{}, false
}

// condTrack follows the run's awaits through access ev, which happened
// (after its condOp).
func (s *scheduler) condTrack(ev *vm.Event) {
	a := &ev.Access
	switch {
	case a.Kind == vm.KWrite && a.Field == condLastWaiter && strings.HasPrefix(a.Site.Method, "enableWait(") && ev.Ref:
		w := &await{vt: a.Thread, timed: timedAwait(ev.ValueObj.Site.Method)}
		if s.awaits == nil {
			s.awaits, s.awaiting = map[vm.ObjectID]*await{}, map[int]*await{}
		}
		s.awaits[ev.ValueObj] = w
		s.awaiting[a.Thread] = w
		if w.timed {
			s.n.timedWaits = true // its end by the deadline has no event
		}
	case a.Field == aqsState && exclusiveAQS(a):
		w := s.awaiting[a.Thread]
		if w == nil {
			return
		}
		o, _, ok := s.condOp(a, ev.Value, false)
		switch {
		case !ok:
		case o.kind == opUnlock:
			w.released, w.lock = true, a.Obj
		case o.kind == opLock:
			if w.timed && !w.signaled {
				// Ended by its deadline (or an interrupt, which the
				// model does not tell from it here).
				s.n.deadlineAwait = true
			}
			delete(s.awaiting, a.Thread)
		}
	case a.Kind == vm.KWrite && a.Field == nodePrev:
		if _, _, ok := s.condOp(a, ev.Value, false); ok {
			s.awaits[a.Obj].signaled = true
		}
	}
}

// A thread that blocks inside an AQS operation makes accesses of its own
// Thread object that it does not make when it does not block: the park
// blocker LockSupport sets and clears around a park, and the checks of
// its interrupt flag (Thread.interrupted) in an await's loop and after
// each park of an acquisition. Whether it blocks depends on the lock's
// holder and the signal, which the model's lock and signal events
// order, not on these accesses; as events they were in the past of the
// thread's later events, and the run scheduled for such an event, where
// the thread did not block, went another way (daemonlog's fixed variant:
// main's acquisition of the queue's take lock after it had parked on
// it). They are local to the model: the blocker always (a field only
// LockSupport writes, for monitoring tools), the interrupt checks from
// an await's release to its re-acquisition and after a park inside
// java.util.concurrent.locks, when they find no interrupt. Such a park
// is one that LockSupport makes for a class of that package (not the
// program's own call, scheduler.direct), and the checks after it are
// local up to the thread's first access outside the package: a park for
// FutureTask, SynchronousQueue or another class of the JDK sets the flag
// too, but that class's own access after the park (FutureTask.awaitDone's
// read of its state) ends it. Before, the flag lasted to the next check,
// the program's own after a FutureTask.get that parked (FutureCheck:
// main's check was local, so another thread's interrupt was never
// ordered after it, and unfold missed the bug that dpor finds in 2
// executions).
//
// A program can read the blocker (LockSupport.getBlocker), and what it
// reads depends on whether the thread blocked, which no event of the
// model tells (a failed acquisition is no event; as events, the blocker's
// writes would be seen only in runs where the thread blocked, and no
// target asks for one): a run that reads it (net.blockerRead) counts a
// missed target, so the exploration warns and is not called complete.
// Before, BlockerRead's main read the blocker of a thread parked on the
// lock it held and unfold called the search exhausted without the bug
// (dpor finds it in 4 executions). A check that
// finds one is a read of the flag: the model does not offer it before a
// run makes it (the check is local while it is pending), so once a run
// interrupted a thread (net.interrupted), an exploration that made one
// local counts a missed target (localChecksMissed), and is not called
// complete.

const (
	parkBlocker = "java/lang/Thread.parkBlocker"
	threadClass = "java/lang/Thread"
)

// blockLocal reports whether a is one of the accesses above, local to
// the model: an interrupt check only if it found no interrupt (val 0; a
// pending one, whose value is not known yet, too). One that found it
// stays a read, after the interrupt's write: a re-acquisition with such
// a read since its await's release needs no signal (notified).
func (s *scheduler) blockLocal(a *vm.Access, val uint64, pending bool) bool {
	if a.Field == parkBlocker {
		if a.Kind == vm.KRead && !pending {
			s.n.blockerRead = true
		}
		return !s.blockerEvent(a)
	}
	if a.Kind != vm.KRead || a.Field != threadInterrupted || a.Site.Class != threadClass || a.Site.Method != "interrupted()Z" && a.Site.Method != "isInterrupted()Z" {
		return false
	}
	if !pending && val != 0 {
		return false
	}
	if w := s.awaiting[a.Thread]; w != nil && w.released {
		return true
	}
	return s.aqsParked[a.Thread]
}

// blockerEvent reports whether a, an access of a thread's park blocker,
// is an event: where the program reads blockers (net.blockerReads), the
// writes of a park the program calls (LockSupport.park(blocker): the
// blocker set before the park, cleared after it) and the program's own
// reads (getBlocker), both made in the JDK at the program's call of
// LockSupport (a.User). Those writes come before the park whether or not
// it blocks, so the read before them is a target: BlockerPark's main,
// which unparks t only if it sees t's blocker, loses the wakeup when it
// reads before t parks, the order blockerFirst (fair.go) hid. The writes
// of the parks inside the JDK's locks, made only if the thread blocks,
// stay local (the read still counts a missed target).
func (s *scheduler) blockerEvent(a *vm.Access) bool {
	return s.n.blockerReads && a.HasObj && (a.Kind == vm.KRead || a.Kind == vm.KWrite) && s.lsCall(a.User)
}

// unsafeClass is the class of the JDK's Unsafe, whose Java methods
// LockSupport calls to set a thread's park blocker.
const unsafeClass = "jdk/internal/misc/Unsafe"

// blockTrack follows, for blockLocal, the parks inside
// java.util.concurrent.locks (the program's own are not) and the
// interrupt checks after them.
func (s *scheduler) blockTrack(a *vm.Access, val uint64) {
	switch {
	case a.Kind == vm.KPark && strings.HasPrefix(a.Site.Class, aqsPkg) && !stampedLock(a) && !s.direct(a):
		if s.aqsParked == nil {
			s.aqsParked = map[int]bool{}
		}
		s.aqsParked[a.Thread] = true
	case a.Kind == vm.KRead && a.Field == threadInterrupted && (s.awaiting[a.Thread] != nil || s.aqsParked[a.Thread]):
		if s.blockLocal(a, val, false) {
			s.n.localChecks = true
		}
		delete(s.aqsParked, a.Thread)
	case len(s.aqsParked) > 0 && !strings.HasPrefix(a.Site.Class, aqsPkg) && a.Site.Class != unsafeClass && s.aqsParked[a.Thread]:
		// The park was for a class outside the package (its caller's
		// access after it), or the thread is back in the program.
		// LockSupport's own writes of the park blocker run in Unsafe
		// (putReferenceOpaque, a Java method whose native write has
		// its frame's site) and are not such an access.
		delete(s.aqsParked, a.Thread)
	}
}

// localChecksMissed is the missed target counted for the interrupt
// checks made local (blockLocal) once a run interrupted a thread, and the
// one for a park blocker's read.
func (n *net) localChecksMissed() int {
	m := 0
	if n.interrupted && n.localChecks {
		m++
	}
	if n.blockerRead {
		m++ // the blocker's writes (above)
	}
	return m
}
