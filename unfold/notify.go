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
	t, notify := p.Current, false
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
