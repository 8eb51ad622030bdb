package unfold

// Schedules of contextual unfoldings without replaying them.
//
// With read arcs a set of events has a schedule (Fig. 5.7 of 000 finds one,
// scheduleWith) iff it is causally closed, no condition is consumed by two
// of its events, and the relation "must fire before" is acyclic on it: e
// before f if e is in f's causal past, or e reads a condition f consumes
// (asymmetric conflict, 000 §5.2). Fig. 5.7 fires, of the events left, the
// first whose predecessors in that relation have all fired (a write waits
// for the pending readers of its condition, a pending write or lock for
// every other event on its key), and one whose predecessors have all
// fired is enabled when no condition is consumed twice; so it fails
// exactly when the relation has a cycle. (A lock with an orphan unlock
// has two tokens in one slot of the marking, where this does not hold:
// there the callers replay.)
//
// The sets tested here are unions of two sets that have schedules: the
// causal pasts of an extension's thread condition and of its variable or
// lock condition (offer), the targets' joint past and a merge candidate's
// past (merge). Let the union of valid sets A and C be conflict free. A
// cycle of the union is in neither alone, so it has an event of A\C and
// one of C\A. An event of A\C is in the causal past of no event of C (C
// holds its causal past), so the cycle leaves A\C by an asymmetric
// conflict: an event of A\C reads a condition an event of C consumes; and
// likewise it leaves C\A by an event of C\A reading a condition an event
// of A consumes. If either kind of read is missing, the union has a
// schedule. The tests below decide by that and replay only when both
// kinds are there.

// ctxSchedulable is n.schedule(e) != nil for a pending event e of a
// contextual unfolding whose preset the co check accepted (the union of
// the causal pasts of its conditions consumes no condition twice and none
// of e's preset).
func (n *net) ctxSchedulable(e *event) bool {
	quick, decided := n.ctxQuick(e)
	if checkCtxSchedule != nil {
		checkCtxSchedule(e, quick, decided, n.schedule(e) != nil)
	}
	if decided {
		return quick
	}
	return n.schedule(e) != nil
}

// checkCtxSchedule, if set (tests), sees ctxQuick's answer and the
// schedule's for every extension offer tests.
var checkCtxSchedule func(e *event, quick, decided, sched bool)

// ctxQuick decides ctxSchedulable when it can without the schedule:
// decided is false when the replay must decide.
//
// The event's causal past is A ∪ C, A the past of its thread condition's
// producer a, C that of its one variable or lock condition's producer c.
// Both are local configurations of inserted events, valid (every inserted
// event fired in a run, and a causally closed part of a run's events fires
// in the run's order). e itself reads no condition consumed in A ∪ C (the
// co check) and only waits for others, so it is on no cycle.
func (n *net) ctxQuick(e *event) (quick, decided bool) {
	if n.orphans > 0 {
		return false, false
	}
	var pc *cond
	switch {
	case e.ctx != nil && len(e.vpre) == 0:
		pc = e.ctx
	case e.ctx == nil && len(e.vpre) == 1:
		pc = e.vpre[0]
	case e.ctx == nil && len(e.vpre) == 0:
		return true, true // the past is A
	default:
		return false, false
	}
	a, c := e.tpre.prod, pc.prod
	if a == nil || c == nil || precedes(c, a) || precedes(a, c) {
		return true, true // one past holds the other
	}
	if !readsConsumedIn(c, a) || !readsConsumedIn(a, c) {
		return true, true
	}
	return false, false
}

// readsConsumedIn reports whether an event of [p] \ [q] reads a condition
// consumed by an event of [q], for inserted events p and q whose pasts
// hold no two events of one thread on different branches (a conflict-free
// union): then [p] \ [q] is, in each thread, the events of p's chain below
// the depth q's past reaches.
func readsConsumedIn(p, q *event) bool {
	for i, l := range p.last {
		d := q.clock(i)
		for y := l; y != nil && y.depth > d; y = y.up() {
			// with read arcs a condition read is a family, consumed by
			// writes only
			if y.ctx != nil && consumerIn(y.ctx, q) != nil {
				return true
			}
		}
	}
	return false
}
