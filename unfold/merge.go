package unfold

import (
	"iter"
	"slices"
)

// merge returns the targets plus as many of the other pending extensions
// as one run can also reach (greedily, in order; 000 §3.9: covering the
// most is conjectured NP-hard): a candidate joins if it is of another
// thread, touches no key another target writes or locks, and the joint
// schedule exists (every event of the joint causal past fires, and then
// every target is enabled). The candidates are the others in order
// (candidates); idx, if not nil, indexes others (the exploration's queue)
// and yields the same candidates without walking the incompatible ones.
//
// For regular unfoldings the schedule test is incremental (mergeCut): the
// base's marking is kept across candidates and a candidate's events beyond
// the base are fired on top of it and taken back if it does not join. For
// contextual ones, whose schedules are Fig. 5.7's, mergeCtx (ctxsched.go)
// schedules a candidate's joint past anew only when a read may order it.
//
// sched, if not nil, is schedule's answer for the targets, which the
// merge found on the way (mergeCut, mergeCtx); nil: ask schedule.
func (n *net) merge(target *event, others []*event, idx *pendingIndex, limit int) (out, sched []*event) {
	var src candSource = eventList(others)
	var rec *recordedCands
	if idx != nil {
		src = idx
		if checkCandidates != nil {
			rec = &recordedCands{src: idx}
			src = rec
		}
	}
	switch {
	case mergeByReplay:
		out = n.mergeReplay(target, src, limit, false)
	case n.ctx:
		out, sched = n.mergeCtx(target, src, limit)
	default:
		out, sched = n.mergeCut(target, src, limit)
	}
	if checkMergeSchedule != nil && sched != nil {
		checkMergeSchedule(sched, n.schedule(out...))
	}
	if checkMerge != nil && !mergeByReplay {
		checkMerge(out, n.mergeReplay(target, eventList(others), limit, false))
	}
	if rec != nil {
		checkCandidates(rec.got, plainCandidates(target, others, out, limit))
	}
	return out, sched
}

// checkMergeSchedule, if set (tests), sees the schedule mergeCut found
// beside schedule's, for every merge that found one.
var checkMergeSchedule func(merge, schedule []*event)

// candSource yields merge's candidates: up to limit of the pending
// extensions that may join the targets (*targets as they grow), in queue
// order.
type candSource interface {
	candidates(target *event, targets *[]*event, limit int) iter.Seq[*event]
}

// eventList is the plain candSource: a scan of the pending extensions.
type eventList []*event

func (l eventList) candidates(target *event, targets *[]*event, limit int) iter.Seq[*event] {
	return candidates(target, l, targets, limit)
}

// recordedCands records what a candSource yields (checkCandidates).
type recordedCands struct {
	src candSource
	got []*event
}

func (r *recordedCands) candidates(target *event, targets *[]*event, limit int) iter.Seq[*event] {
	return func(yield func(*event) bool) {
		for p := range r.src.candidates(target, targets, limit) {
			r.got = append(r.got, p)
			if !yield(p) {
				return
			}
		}
	}
}

// plainCandidates is what the plain scan of others yields to a merge of
// target that joins exactly the targets out (in order).
func plainCandidates(target *event, others, out []*event, limit int) []*event {
	joined := map[*event]bool{}
	for _, e := range out[1:] {
		joined[e] = true
	}
	targets := []*event{target}
	var got []*event
	for p := range candidates(target, others, &targets, limit) {
		got = append(got, p)
		if joined[p] {
			targets = append(targets, p)
		}
	}
	return got
}

// checkCandidates, if set (tests), sees the candidates the pending index
// yielded to each merge beside those of the plain scan of the queue.
var checkCandidates func(index, plain []*event)

// mergeByReplay (tests, benchmarks) makes merge schedule every candidate's
// joint past anew, without the fork test, as it did before mergeCut.
var mergeByReplay bool

// checkMerge, if set (tests), sees merge's targets and those of
// mergeReplay without the fork test, of every merge.
var checkMerge func(cut, replay []*event)

// mergeCut is merge for regular unfoldings. A candidate p joins iff the
// union J of the base (the targets' joint past) and p's past is a
// configuration (no condition consumed by two of its events) and every
// target's preset is in J's cut: firing the base and then p's events
// beyond it (in insertion order) tests exactly that (cutLog), and is the
// answer of scheduleWith's replay of J in insertion order. The key
// ownership test of ownKeys is incremental too (ownKeysCut).
//
// sched is the targets' schedule (schedule's answer) when the kept marking
// shows it exists: the joint past in insertion order, then the targets
// (with no lock with an orphan unlock, where the marking's order is not
// insertion order); else nil, and the caller asks schedule.
func (n *net) mergeCut(target *event, others candSource, limit int) (targets, sched []*event) {
	targets = []*event{target}
	base := n.past(nil, target) // the targets' joint past, stamped bst
	bst := n.stamp
	m, ok := n.replay(base) // the base's marking (nothing to undo in it)
	if !ok {
		// not a configuration: no candidate's schedule exists either;
		// let the replay say so
		n.freeMarking(m)
		return n.mergeReplay(target, others, limit, false), nil
	}
	l := &cutLog{m: m}
	defer func() {
		if l.m != m {
			n.freeMarking(l.m)
		}
		n.freeMarking(m)
	}()
	var keyed map[int32][]*event // base's events on a key other than reads (ownKeysCut)
	var last []*event            // per thread, the latest event of the thread in base
	last = lastByThread(last, base)
	for p := range others.candidates(target, &targets, limit) {
		if forks(last, p) {
			continue
		}
		n.stamp++
		extra := n.collect(n.stamp, bst, []*event{p})
		slices.SortFunc(extra, byID)
		all := append(targets, p)
		orphan := n.onOrphanLock(extra)
		var ok bool
		if orphan {
			// a lock with two tokens: insertion order decides
			joint := slices.SortedFunc(slices.Values(append(slices.Clip(base), extra...)), byID)
			ok = n.scheduleWith(joint, all) != nil
		} else if ok = l.stepAll(extra); ok {
			mark := len(l.log)
			ok = l.stepAll(all)
			l.undo(mark) // the targets do not fire
		}
		if ok {
			ok = n.ownKeysCut(targets, p, base, extra, &keyed)
		}
		if !ok {
			l.undo(0)
			continue
		}
		targets = all
		base = append(base, extra...)
		last = lastByThread(last, extra)
		for _, e := range extra {
			e.stamp = bst
			if keyed != nil && e.op.kind != opRead {
				keyed[e.op.k] = append(keyed[e.op.k], e)
			}
		}
		if orphan {
			// the log's marking is the base's in insertion order
			slices.SortFunc(base, byID)
			l = n.newCutLog()
			l.stepAll(base)
		}
		l.log = l.log[:0]
	}
	if n.orphans == 0 && l.stepAll(targets) {
		// the base fired (in the order the candidates joined, which is
		// insertion order's answer: see cutLog) and every target is
		// enabled after it
		slices.SortFunc(base, byID)
		sched = append(base, targets...)
	}
	return targets, sched
}

// ownKeysCut is ownKeys(append(targets, p)) for mergeCut, given that it
// holds for targets, whose joint past is base, and that extra is what p's
// past holds beyond base. A write or lock target t already in targets has
// its past in base, so no event of extra may write, lock or unlock t's key;
// if p writes or locks, every event of extra is in its past, and the
// base's events on p's key (other than reads) must be too.
func (n *net) ownKeysCut(targets []*event, p *event, base, extra []*event, keyed *map[int32][]*event) bool {
	for _, t := range targets {
		if t.op.kind != opWrite && t.op.kind != opLock {
			continue
		}
		for _, e := range extra {
			if e.op.k == t.op.k && e.op.kind != opRead {
				return false
			}
		}
	}
	if p.op.kind != opWrite && p.op.kind != opLock {
		return true
	}
	if *keyed == nil {
		*keyed = map[int32][]*event{}
		for _, e := range base {
			if e.op.kind != opRead {
				(*keyed)[e.op.k] = append((*keyed)[e.op.k], e)
			}
		}
	}
	for _, e := range (*keyed)[p.op.k] {
		if !inPast(e, p) {
			return false
		}
	}
	return true
}

// lastByThread updates last, per thread the latest event of the thread in
// a configuration, with the events evs added to it.
func lastByThread(last []*event, evs []*event) []*event {
	for _, e := range evs {
		for len(last) <= e.thread {
			last = append(last, nil)
		}
		if l := last[e.thread]; l == nil || l.depth < e.depth {
			last[e.thread] = e
		}
	}
	return last
}

// forks reports whether the causal past of the pending event p and the
// configuration whose latest event per thread is last hold events of one
// thread on different branches (neither precedes the other): then their
// union consumes a thread condition twice, and it is no configuration. A
// quick exact rejection of most merge candidates by vector clocks, before
// their pasts are collected (on dining(4), 94% of them).
func forks(last []*event, p *event) bool {
	res := false
	p.conds(func(c *cond) {
		if res || c.prod == nil {
			return
		}
		for i, b := range c.prod.last {
			if i >= len(last) {
				break
			}
			a := last[i]
			if a == nil || b == nil || a == b {
				continue
			}
			if a.depth > b.depth {
				a, b = b, a
			}
			if !precedes(a, b) {
				res = true
				return
			}
		}
	})
	return res
}

// inPast reports whether the inserted event e is in the causal past of
// the pending event p: it is the producer of a condition of p's preset or
// precedes one.
func inPast(e, p *event) bool {
	found := false
	p.conds(func(c *cond) {
		if !found && c.prod != nil && precedes(e, c.prod) {
			found = true
		}
	})
	return found
}

// mergeReplay is merge scheduling each candidate's joint past anew
// (scheduleWith), for contextual unfoldings; with fork, candidates that
// forks rejects are not scheduled (a thread condition consumed twice
// leaves no schedule, Fig. 5.7's either).
func (n *net) mergeReplay(target *event, others candSource, limit int, fork bool) []*event {
	targets := []*event{target}
	base := n.past(nil, target) // the targets' joint past, stamped bst
	bst := n.stamp
	var last []*event
	if fork {
		last = lastByThread(nil, base)
	}
	for p := range others.candidates(target, &targets, limit) {
		if fork && forks(last, p) {
			continue
		}
		joint := n.pastPlus(base, bst, p)
		if n.scheduleWith(joint, append(targets, p)) == nil {
			continue
		}
		ok := n.ownKeys(append(targets, p))
		if ok {
			targets = append(targets, p)
			base = joint
			if fork {
				last = lastByThread(last[:0], base)
			}
		}
		n.stamp++ // ownKeys restamped events: mark base again
		bst = n.stamp
		for _, e := range base {
			e.stamp = bst
		}
	}
	return targets
}

// pastPlus returns the causal past of the events whose joint past is base
// (sorted, every event of it stamped bst) and of p, sorted by insertion
// order: base merged with what only p's past holds.
func (n *net) pastPlus(base []*event, bst int, p *event) []*event {
	n.stamp++
	extra := n.collect(n.stamp, bst, []*event{p})
	if len(extra) == 0 {
		return base
	}
	slices.SortFunc(extra, byID)
	out := make([]*event, 0, len(base)+len(extra))
	i, j := 0, 0
	for i < len(base) && j < len(extra) {
		if base[i].id < extra[j].id {
			out = append(out, base[i])
			i++
		} else {
			out = append(out, extra[j])
			j++
		}
	}
	out = append(append(out, base[i:]...), extra[j:]...)
	return out
}

func compatible(p *event, targets []*event) bool {
	for _, t := range targets {
		if t.thread == p.thread {
			return false
		}
		if t.op.k == p.op.k && (t.op.kind != opRead || p.op.kind != opRead) {
			return false
		}
	}
	return true
}

// ownKeys checks that every write or lock target's key is written or
// locked in the joint past only by events of that target's own past (a
// pending target does not fire, so the schedule check cannot see the
// conflict).
func (n *net) ownKeys(targets []*event) bool {
	joint := n.past(nil, targets...)
	for _, t := range targets {
		if t.op.kind != opWrite && t.op.kind != opLock {
			continue
		}
		own := map[*event]bool{}
		for _, e := range n.past(nil, t) {
			own[e] = true
		}
		for _, e := range joint {
			if e.op.k == t.op.k && e.op.kind != opRead && !own[e] {
				return false
			}
		}
	}
	return true
}

// candidates yields up to limit of the other pending extensions that may
// join the targets (*targets as they grow): not the target, neither
// inserted nor a target already, and compatible with every target.
func candidates(target *event, others []*event, targets *[]*event, limit int) iter.Seq[*event] {
	return func(yield func(*event) bool) {
		tried := 0
		for _, p := range others {
			if tried >= limit {
				return
			}
			if p == target || p.id >= 0 || p.target || !compatible(p, *targets) {
				continue
			}
			tried++
			if !yield(p) {
				return
			}
		}
	}
}
