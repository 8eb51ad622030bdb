package unfold

import (
	"slices"
	"strings"

	"weft/vm"
)

// Object.notify's choice of waiter (JLS §17.2.2; explore.Explorer
// .NotifyChoice). A notify with two or more waiters asks the scheduler
// which one it wakes (vm.Point.Wake). The choice is local
// nondeterminism of the notifying thread, modelled as a symbolic
// branch is (dse.go): after the notify's write of the monitor's
// "#notify", an event of kind opBranch whose preset is the thread
// condition alone, labelled by the notify's site and the index of the
// waiter woken among the waiters, longest waiting first; the other
// indexes are its possible extensions, with no constraint. The waiters
// and their order are fixed by the notify's causal past: each waiter
// released the monitor (an unlock event) before the notifier took it.
// A run whose schedule holds a choice event wakes that waiter
// (chooseWaiter); a free choice wakes the longest waiting, as without
// the option.

// wakeChoice is the waiter a notify of thread chose (an index into its
// Wake point's Enabled) and how many waited (0: none chosen).
type wakeChoice struct{ thread, waiter, waiters int }

// wakePrefix starts the label of a notify's choice (branchOp's labels
// start with the class name).
const wakePrefix = "#wake "

// wakeOp is the unfolding operation of notify a's choice w.
func wakeOp(n *net, a *vm.Access, w wakeChoice) op {
	return op{kind: opBranch, k: n.keyOf(vkey{field: wakePrefix + a.Site.String(), index: w.waiter}), alts: int32(w.waiters)}
}

// isWake reports whether e is a notify's choice of waiter.
func (n *net) isWake(e *event) bool {
	return e.op.kind == opBranch && strings.HasPrefix(n.keyAt(e.op.k).field, wakePrefix)
}

// chooseWaiter answers the Wake point p of thread p.Current's notify: the
// waiter of the schedule's choice event for it, else the longest waiting.
// The notify's write is the thread's first event of the schedule not
// fired yet, and its choice the thread's next one.
func (s *scheduler) chooseWaiter(p *vm.Point) int {
	t, notify := s.model(p.Current), false
	for i := s.next; i < len(s.sched); i++ {
		e := s.sched[i]
		if e.thread != t || e.id >= 0 && s.fired(e) {
			continue
		}
		if !notify {
			notify = true
			continue
		}
		if s.n.isWake(e) {
			if k := s.n.keyAt(e.op.k).index; k < len(p.Enabled) {
				return k
			}
		}
		break
	}
	return 0
}

// notified reports whether extension e, if it is the wake-up of an
// untimed Object.wait or of a Condition's await, timed or not (a lock
// of the model, op.wake), can happen: a
// waiter takes its monitor back only after a notify of the monitor's
// object chose it, or a notifyAll, while it waited. The notifier holds
// the monitor, so the notifies are in the critical sections on the
// lock's chain, which runs from the lock's first condition through the
// wait's release (in the past of e's thread condition) to e's lock
// condition. notified replays the chain's wait set as the VM keeps it
// (longest waiting first): a wait's release adds its thread, a notify
// removes the waiter its choice event names (notify.go; none: the only
// one), a notifyAll all of them (a notify without a choice event among
// several waiters, one the VM could not pause at, is taken as one too: a
// superset). Without a notify that woke e's thread no run performs e
// (the waiter is not enabled before one, and once one comes it takes a
// lock condition after it), and the run scheduled for it went another
// way (Stats.Missed). Other extensions: true. chosenOut: e was left out
// although some notify came after its wait (it chose another waiter).
//
// Thread.interrupt wakes a waiter without a notify, and the model has no
// event for that in the wake-up's past: if a run interrupts a thread
// (net.interrupted), the wake-ups left out here count as missed targets
// at the end (Unfold.Explore), so the exploration is not called
// complete. So do those some notify after the wait would have admitted
// if a run made a timed wait (net.timedWaits): a waiter that timed out
// leaves the wait set with no event on the chain, so the replay's
// indexes may be off.
//
// A timed await ends without a signal at its deadline, which has no
// event either; but with virtual time a deadline passes only once every
// other thread is blocked, and the run scheduled for a re-acquisition
// offered before the signal went another way (poolcounter's fixed
// variant: main's re-acquisitions in awaitTermination, 927 of 1753
// missed targets in a 10 s exploration). The timed re-acquisitions left
// out for want of a signal (net.unsignaled) count as missed targets once
// a run's timed await ended without a signal (net.deadlineAwait).
func (n *net) notified(e *event) (ok, chosenOut bool) {
	if e.op.kind != opLock || !e.op.wake || len(e.vpre) != 1 {
		return true, false
	}
	lk := n.keyAt(e.op.k)
	t := e.thread
	// A ReentrantLock's: its condition's signal that moved t (cond.go),
	// else the monitor's notify.
	aqs := lk.obj.Site.Class == aqsPkg+"ReentrantLock"
	if e.op.timed && !aqs {
		return true, false
	}
	nk, ok := n.keys[vkey{obj: lk.obj, hasObj: lk.hasObj, field: "#notify", index: -1}]
	if aqs {
		if n.interruptSince(e) {
			return true, false
		}
		nk, ok = n.keys[vkey{obj: lk.obj, hasObj: lk.hasObj, field: signalField, index: t}]
	}
	if !ok {
		return false, false // no notify of the object (signal of t) yet
	}
	// The chain, latest first: each lock condition's producer (an
	// unlock), the events of its critical section back to the
	// acquisition, which took the condition before.
	chain := n.chainBuf[:0]
	for l := e.vpre[0]; l.prod != nil; {
		u := l.prod
		for x := u; x != nil && x != u.acq; x = x.up() {
			n.spend(1)
			chain = append(chain, x)
		}
		if u.acq == nil || len(u.acq.vpre) != 1 {
			break
		}
		chain = append(chain, u.acq) // a condition's waiters leave the lock's queue there (signaled)
		l = u.acq.vpre[0]
	}
	n.chainBuf = chain
	if aqs {
		return signaled(n, chain, t, nk, lk)
	}
	waiting := n.waitBuf2[:0]
	woke, any := false, false // t chosen, or any notify, since its latest wait
	for i := len(chain) - 1; i >= 0; i-- {
		x := chain[i]
		switch {
		case x.op.kind == opUnlock && x.op.wake:
			waiting = append(waiting, x.thread)
			if x.thread == t {
				woke, any = false, false
			}
		case x.op.kind == opWrite && x.op.k == nk:
			any = true
			k, chosen := 0, i > 0 && chain[i-1].up() == x && n.isWake(chain[i-1])
			if chosen {
				k = n.keyAt(chain[i-1].op.k).index
			}
			switch {
			case !chosen && len(waiting) > 1:
				woke = woke || slices.Contains(waiting, t)
				waiting = waiting[:0]
			case k < len(waiting):
				woke = woke || waiting[k] == t
				waiting = slices.Delete(waiting, k, k+1)
			}
		}
	}
	n.waitBuf2 = waiting
	return woke, !woke && any
}

// unnotifiedMissed is how many of the wake-ups notified left out count as
// missed targets: all of them once a run interrupted a thread, those only
// the wait set's replay left out once a run made a timed wait, and a
// Condition's timed re-acquisitions left out once a run's timed await
// ended by its deadline (deadlineAwait).
func (n *net) unnotifiedMissed() int {
	k := 0
	if n.deadlineAwait {
		k += len(n.unsignaled)
	}
	for w, chosenOut := range n.unnotified {
		if n.keyAt(w[1].k).obj.Site.Class == aqsPkg+"ReentrantLock" {
			// A Condition's: an interrupt that ends the await is in
			// the re-acquisition's past (interruptSince); a timed
			// await's are in unsignaled.
			continue
		}
		if n.interrupted || chosenOut && n.timedWaits {
			k++
		}
	}
	return k
}

// signaled is notified's replay for a ReentrantLock's condition, along
// chain (latest first): t takes the lock back only after a signal that
// moved it to the lock's queue (a write of the lock's "#signal" of index
// t, key sk) since its latest await's release, and only once every
// waiter a signal moved before it has taken the lock back: AQS's queue
// is FIFO, its nodes acquire in turn, and a re-acquisition cannot be
// cancelled. chosenOut: a signal moved another waiter since, and none
// moved t.
func signaled(n *net, chain []*event, t int, sk int32, lk vkey) (woke, chosenOut bool) {
	any := false
	queue := n.waitBuf2[:0] // the waiters moved, in order, not back yet
	for i := len(chain) - 1; i >= 0; i-- {
		x := chain[i]
		switch {
		case x.op.kind == opUnlock && x.op.wake && x.thread == t:
			woke, any = false, false
		case x.op.kind == opLock && x.op.wake:
			if j := slices.Index(queue, x.thread); j >= 0 {
				queue = slices.Delete(queue, j, j+1)
			}
		case x.op.kind != opWrite:
		case x.op.k == sk:
			woke, any = true, true
			queue = append(queue, t)
		default:
			if k := n.keyAt(x.op.k); k.field == signalField && k.obj == lk.obj {
				any = true
				queue = append(queue, k.index)
			}
		}
	}
	n.waitBuf2 = queue
	if woke && queue[0] != t {
		return false, false // behind another waiter in the lock's queue
	}
	return woke, !woke && any
}

// interruptSince reports whether the thread of e, a re-acquisition after
// a Condition's await, read its interrupt flag since the await's release:
// only a check that found an interrupt is an event there (blockLocal),
// and the interrupt ends the await without a signal.
func (n *net) interruptSince(e *event) bool {
	for x := e.tpre.prod; x != nil && x.thread == e.thread; x = x.up() {
		n.spend(1)
		switch {
		case x.op.kind == opUnlock && x.op.wake:
			return false
		case x.op.kind == opRead && n.keyAt(x.op.k).field == threadInterrupted:
			return true
		}
	}
	return false
}
