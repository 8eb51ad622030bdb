package unfold

import (
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
// untimed Object.wait (a lock of the model, op.wake), can happen: a
// waiter takes its monitor back only after a notify of the monitor's
// object made while it waited. The notifier holds the monitor, so the
// notify is in a critical section on the lock's chain between the wait's
// unlock (in the past of e's thread condition) and e's lock condition:
// e needs a "#notify" write of the object in the causal past of its lock
// condition and outside its thread condition's. Without one no run
// performs e (the waiter is not enabled before a notify, and once one
// comes it takes a lock condition after it), and the run scheduled for
// it went another way (Stats.Missed). Other extensions: true.
//
// Thread.interrupt wakes a waiter without a notify, and the model has no
// event for that in the wake-up's past: if a run interrupts a thread
// (net.interrupted), the wake-ups left out here count as missed targets
// at the end (Unfold.Explore), so the exploration is not called complete.
func (n *net) notified(e *event) bool {
	if e.op.kind != opLock || !e.op.wake || e.op.timed || len(e.vpre) != 1 {
		return true
	}
	lk := n.keyAt(e.op.k)
	nk, ok := n.keys[vkey{obj: lk.obj, hasObj: lk.hasObj, field: "#notify", index: -1}]
	if !ok {
		return false // no notify of the object yet
	}
	q := e.tpre.prod
	// Up the lock's chain from e's lock condition: each is produced by
	// an unlock, whose critical section runs back to its acquisition,
	// which took the condition above; the chain reaches the wait's
	// unlock, in q's past, and stops there.
	for l := e.vpre[0]; l.prod != nil; {
		u := l.prod
		if precedes(u, q) {
			return false
		}
		for x := u; x != nil && x != u.acq; x = x.up() {
			n.spend(1)
			if x.op.kind == opWrite && x.op.k == nk {
				return true
			}
		}
		if u.acq == nil || len(u.acq.vpre) != 1 {
			return false
		}
		l = u.acq.vpre[0]
	}
	return false
}
