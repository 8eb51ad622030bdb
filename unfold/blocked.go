package unfold

import "fmt"

// findBlocked searches a contextual unfolding for blocked states that are
// no lock cycle (findDeadlocks): a thread parked (LockSupport.park, local
// to the model: the thread condition where a run parked a thread) or
// waiting (Object.wait's release) with no unpark or notify to come. Such
// a state need not be in the local configuration of any event: in a lost
// wake-up (examples/parkhandoff) the waker reads the waiter's
// registration before the waiter makes it, a read only in asymmetric
// conflict with the registration, so no event of the contextual
// unfolding has both in its past (the replicated one's registration
// consumes the waker's copy, so its past holds the stale read). The
// search pairs each such thread condition c with the thread condition
// after each read, by another thread, of a condition that a write of c's
// own thread in c's past consumed (a stale read of what the blocked
// thread wrote before it blocked), and returns the schedules (Fig. 5.7)
// of up to max pairs that are configurations and were not tried. A run of
// one goes on by free choices, and the VM reports the deadlock if no
// thread wakes the blocked one. Its work is charged to the budget.
func (n *net) findBlocked(max int, tried map[string]bool) [][]*event {
	for _, e := range n.events[n.blockScanned:] {
		if blocks(e) {
			n.blockers = append(n.blockers, e.tpost)
		}
	}
	n.blockScanned = len(n.events)
	var out [][]*event
	for _, c := range n.blockers {
		k := 0
		for x := c.prod; x != nil && k < blockedDepth; x, k = x.up(), k+1 {
			n.spend(1)
			if x.op.kind != opWrite || len(x.vpre) == 0 {
				continue
			}
			for _, r := range x.vpre[0].readers() {
				if len(out) >= max {
					return out
				}
				if r.thread == c.thread || r.tpost == nil {
					continue
				}
				key := fmt.Sprint("b", c.id, ",", r.tpost.id)
				if tried[key] {
					continue
				}
				tried[key] = true
				past := n.past([]*cond{c, r.tpost})
				n.spend(len(past))
				if s := n.scheduleWith(past, nil); s != nil {
					out = append(out, s)
				}
			}
		}
	}
	return out
}

// blockedDepth bounds how far back findBlocked looks in the blocked
// thread's events for its writes.
const blockedDepth = 64

// blocks reports whether event e is a wait's release, after which its
// thread waits for a notify (findBlocked).
func blocks(e *event) bool { return e.op.kind == opUnlock && e.op.wake }

// parkedAt records that a run parked a thread at thread condition c
// (findBlocked).
func (n *net) parkedAt(c *cond) {
	if n.parked == nil {
		n.parked = map[*cond]bool{}
	}
	if !n.parked[c] {
		n.parked[c] = true
		n.blockers = append(n.blockers, c)
	}
}
