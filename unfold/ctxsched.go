package unfold

import (
	"cmp"
	"slices"
)

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
// schedule. ctxQuick and mergeCtx decide by that; when both kinds are
// there, an offered extension's past is searched for a cycle
// (acyclicPast) and a merge candidate's joint past is replayed.

// ctxSchedulable is n.schedule(e) != nil for a pending event e of a
// contextual unfolding whose preset the co check accepted (the union of
// the causal pasts of its conditions consumes no condition twice and none
// of e's preset).
func (n *net) ctxSchedulable(e *event) bool {
	quick, decided := n.ctxQuick(e)
	if !decided && n.orphans == 0 {
		quick, decided = n.acyclicPast(e), true
	}
	if checkCtxSchedule != nil {
		checkCtxSchedule(e, quick, decided, n.schedule(e) != nil)
	}
	if decided {
		return quick
	}
	return n.schedule(e) != nil
}

// checkCtxSchedule, if set (tests), sees ctxQuick's (or acyclicPast's)
// answer and the schedule's for every extension offer tests.
var checkCtxSchedule func(e *event, quick, decided, sched bool)

// acyclicPast reports whether "fires before" has no cycle on the causal
// past of the pending event e (which consumes no condition twice): a
// depth-first search of its events along their predecessors, the
// producers of their preset and, for a write, the reads of the family it
// consumes, each found from the read as the family's consumer in one of
// the pasts of e's preset (consumerAt). e itself is on no cycle (see
// ctxQuick).
func (n *net) acyclicPast(e *event) bool {
	var roots []*event
	e.conds(func(c *cond) {
		if c.prod != nil {
			roots = append(roots, c.prod)
		}
	})
	n.stamp++
	in := n.stamp
	U := n.collect(in, -1, roots)
	// the reads of U with the write of U that consumes the family they
	// read, by the write's id
	type edge struct{ w, r *event }
	var edges []edge
	for _, r := range U {
		if r.ctx == nil {
			continue
		}
		for _, q := range roots {
			if w := consumerAt(r.ctx, q); w != nil {
				edges = append(edges, edge{w, r})
				break
			}
		}
	}
	slices.SortFunc(edges, func(a, b edge) int { return cmp.Compare(a.w.id, b.w.id) })
	n.stamp += 2
	grey, black := n.stamp-1, n.stamp
	// a frame is an event and the next of its predecessors to look at:
	// 0 and 1 the producers of its thread condition and of its variable
	// or lock condition (with read arcs there is at most one), then
	// edges[lo:hi], the reads it must follow
	type frame struct {
		x         *event
		i, lo, hi int32
	}
	stack := make([]frame, 0, len(U))
	push := func(x *event) {
		x.stamp = grey
		lo, _ := slices.BinarySearchFunc(edges, x.id, func(a edge, id int) int { return cmp.Compare(a.w.id, id) })
		hi := lo
		for hi < len(edges) && edges[hi].w == x {
			hi++
		}
		stack = append(stack, frame{x: x, lo: int32(lo), hi: int32(hi)})
	}
	for _, s := range U {
		if s.stamp != in {
			continue
		}
		push(s)
		for len(stack) > 0 {
			f := &stack[len(stack)-1]
			var y *event
			switch i := f.i; {
			case i == 0:
				y = f.x.tpre.prod
			case i == 1 && f.x.ctx != nil:
				y = f.x.ctx.prod
			case i == 1 && len(f.x.vpre) > 0:
				y = f.x.vpre[0].prod
			case i == 1:
			case f.lo+i-2 < f.hi:
				y = edges[f.lo+i-2].r
			default:
				f.x.stamp = black
				stack = stack[:len(stack)-1]
				continue
			}
			f.i++
			if y == nil {
				continue
			}
			switch y.stamp {
			case grey:
				return false
			case in:
				push(y)
			}
		}
	}
	return true
}

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

// mergeCtx is merge for contextual unfoldings, mergeReplay's answer
// without a replay of the joint past per candidate in most cases. BT, the
// base (the targets' joint past) with the targets, has a schedule, and so
// does P, candidate p's past with p (offer checked it). A candidate p that
// the fork test (forks) lets through joins iff BT ∪ P consumes no
// condition twice, has a schedule (see above) and owns its keys
// (ownKeysCut):
//
//   - BT and P are each conflict free, and a target is in no past, so a
//     condition consumed twice is consumed by an event of X ∪ {p} (X: the
//     events of p's past not in the base) and one of BT: the base's and
//     the targets' consumed conditions are marked (cstamp), and a
//     condition of X ∪ {p} that is marked rejects p;
//   - then BT ∪ P has a schedule if no event of X ∪ {p} reads a marked
//     condition (the union's events outside BT are X ∪ {p}, and those
//     outside P are in BT: see above); else the joint past is scheduled
//     (scheduleWith) as mergeReplay does.
//
// With a lock that has an orphan unlock anywhere, it is mergeReplay. sched
// is the targets' schedule (schedule's answer, by scheduleWith on the
// joint past it has built), or nil with an orphan unlock.
// TestMergeCtxAgrees compares it with mergeReplay and its schedule with
// schedule's on every merge of unfold-ctx's explorations of suite B.
func (n *net) mergeCtx(target *event, others candSource, limit int) (targets, sched []*event) {
	if n.orphans > 0 {
		return n.mergeReplay(target, others, limit, true), nil
	}
	targets = []*event{target}
	base := n.past(nil, target) // the targets' joint past, sorted, stamped bst
	bst := n.stamp
	n.stamp++
	cst := n.stamp // conditions consumed by BT
	mark := func(e *event) {
		e.eachConsumed(func(c *cond) { c.cstamp = cst })
	}
	for _, e := range base {
		mark(e)
	}
	mark(target)
	var keyed map[int32][]*event // base's events on a key other than reads (ownKeysCut)
	last := lastByThread(nil, base)
	for p := range others.candidates(target, &targets, limit) {
		if forks(last, p) {
			continue
		}
		n.stamp++
		extra := n.collect(n.stamp, bst, []*event{p})
		conflict, reads := false, false
		for _, x := range append(extra, p) {
			x.eachConsumed(func(c *cond) { conflict = conflict || c.cstamp == cst })
			reads = reads || (x.ctx != nil && x.ctx.cstamp == cst)
		}
		if countMergeCtx != nil {
			countMergeCtx(conflict, reads)
		}
		if conflict {
			continue
		}
		slices.SortFunc(extra, byID)
		all := append(targets, p)
		if reads && n.scheduleWith(mergeByID(base, extra), all) == nil {
			continue
		}
		if !n.ownKeysCut(targets, p, base, extra, &keyed) {
			continue
		}
		targets = all
		base = mergeByID(base, extra)
		last = lastByThread(last, extra)
		for _, e := range extra {
			e.stamp = bst
			mark(e)
			if keyed != nil && e.op.kind != opRead {
				keyed[e.op.k] = append(keyed[e.op.k], e)
			}
		}
		mark(p)
	}
	// base is the targets' joint past in insertion order: schedule's
	// answer without collecting it again
	return targets, n.scheduleWith(base, targets)
}

// countMergeCtx, if set (tests), sees how mergeCtx decides each
// candidate past the fork test: a condition consumed twice, or a read of a
// condition the base consumes (then it replays).
var countMergeCtx func(conflict, reads bool)

// eachConsumed calls f with each condition e consumes (with read arcs: its
// thread condition, and the variable or lock condition of a write or a
// lock).
func (e *event) eachConsumed(f func(*cond)) {
	f(e.tpre)
	for _, c := range e.vpre {
		f(c)
	}
}

// mergeByID merges the event lists a and b, each sorted by insertion
// order, into a new one.
func mergeByID(a, b []*event) []*event {
	if len(b) == 0 {
		return a
	}
	out := make([]*event, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		if a[i].id < b[j].id {
			out = append(out, a[i])
			i++
		} else {
			out = append(out, b[j])
			j++
		}
	}
	return append(append(out, a[i:]...), b[j:]...)
}
