package unfold

import (
	"cmp"
	"slices"
)

// The lock conditions of a lock form a tree (seeds/000 §4.6, Defs 13–14):
// an acquisition consumes one lock condition, and the unlocks that release
// it (one per branch of its thread: the "alternative" conditions) each
// produce one, the children of the acquisition. In a configuration the
// events on one lock are a chain down this tree (the lock has one token),
// unless an orphan unlock (a lock taken before the unfolding starts, by
// the main thread while it was alone) adds a second token; then the
// searches below fall back to scanning every lock condition and every
// thread condition that wants the lock.

// releases records the acquisition that unlock u releases: the last lock
// event on u's lock in u's thread before it.
func (n *net) releases(u *event) {
	v := u.op.k
	for c := u.tpre; c.prod != nil && c.prod.thread == u.thread && c.startedBy < 0; c = c.prod.tpre {
		e := c.prod
		if e.op.k != v {
			continue
		}
		if e.op.kind == opLock {
			u.acq = e
			e.rel = append(e.rel, u)
			return
		}
		break
	}
	n.setOrphan(v)
	n.lockRoots[v] = append(n.lockRoots[v], u.vpost)
}

// lockWalk returns the lock conditions of v that can be concurrent with
// thread condition tc, in creation order, and the last event on v in tc's
// causal past (nil if none).
//
// Walking down the tree from its roots: a condition consumed by an
// acquisition in tc's past is consumed before tc (consumedBefore rejects
// it), its other acquisitions are in conflict with that one and so with
// tc (the co check rejects every condition below them), and the search
// goes on below the unlocks of the acquisition in tc's past. Below a
// condition not consumed in tc's past, the walk does not follow an
// acquisition or unlock x that rules out its whole subtree (lockCut): x
// has more events of tc's thread in its past than tc (x comes after tc or
// is in conflict with it: behind rejects every condition below it), or
// x's past and tc's hold events of one thread on different branches
// (diverged rejects every condition below it; an event of tc's own
// thread outside tc's past is one of the two). Every condition left out
// is one that offer rejects. On dining(5) this keeps 1 in 70 of the
// conditions the walk without the cut visited.
func (n *net) lockWalk(tc *cond, v int32) (live []*cond, last *event) {
	if fullLockScan {
		return n.lockConds[v], nil
	}
	q := tc.prod
	t, pos := tc.thread, tc.pos()
	var walk func(l *cond)
	walk = func(l *cond) {
		// the acquisition of l in tc's past, if any (at most one: a
		// configuration consumes l once), found by the positions of
		// l's consumers (consumerAt) instead of testing each consumer
		var a *event
		if q != nil {
			a = consumerAt(l, q)
		}
		if checkLockPast != nil {
			var b *event
			for _, x := range l.cons {
				if precedes(x, q) {
					b = x
					break
				}
			}
			checkLockPast(a, b)
		}
		if a != nil {
			last = a
			for _, u := range a.rel {
				if precedes(u, q) {
					last = u
				}
			}
			for _, u := range a.rel {
				if !lockCut(q, t, pos, u) {
					walk(u.vpost)
				}
			}
			return
		}
		live = append(live, l)
		// the acquisitions of l by lockCut from l's columns of their
		// clocks and latest events (most are on other branches: on
		// updater1 this scan was 9% of unfold's CPU samples, nearly
		// all in loading each acquisition's clock and latest events)
		// and of those only the ones its index (cands) leaves, nearly
		// all on other branches: n.acqBuf[start:end], which the walks
		// below append to and truncate back
		cols := l.lockCols()
		start := len(n.acqBuf)
		n.acqBuf = cols.cands(n, n.acqBuf, l.cons, q, t, pos)
		end := len(n.acqBuf)
		if checkAcqIdx != nil {
			var fast, plain []int32
			for _, i := range n.acqBuf[start:end] {
				if !cols.cut(int(i), q, t, pos) {
					fast = append(fast, i)
				}
			}
			for i := range l.cons {
				if !cols.cut(i, q, t, pos) {
					plain = append(plain, int32(i))
				}
			}
			checkAcqIdx(fast, plain)
		}
		for k := start; k < end; k++ {
			i := int(n.acqBuf[k])
			a := l.cons[i]
			cut := cols.cut(i, q, t, pos)
			if checkLockCols != nil {
				checkLockCols(cut, lockCut(q, t, pos, a))
			}
			if cut {
				continue
			}
			for _, u := range a.rel {
				if !lockCut(q, t, pos, u) {
					walk(u.vpost)
				}
			}
		}
		n.acqBuf = n.acqBuf[:start]
	}
	for _, r := range n.lockRoots[v] {
		walk(r)
	}
	slices.SortFunc(live, func(a, b *cond) int { return cmp.Compare(a.id, b.id) })
	return live, last
}

// lockCut reports whether no condition produced by event x or below it
// can be concurrent with the thread condition of thread t whose producer
// is q and whose position is pos: x's past has more events of t than
// that (behind), or x's past and q's diverge. Both carry over to every
// event with x in its past. An event of t outside q's past is one or the
// other (deeper than q on t's chain, or on another branch of it). It
// never holds for an x in q's past, so the walks below such an x are
// kept.
func lockCut(q *event, t int, pos int32, x *event) bool {
	return x.clock(t) > pos || diverged(q, x)
}

// addWaiter records thread condition tc, which wants lock v next, under
// the last event on v in its causal past.
func (n *net) addWaiter(tc *cond, v int32, last *event) {
	w := &n.rootWaiters[v]
	if last != nil {
		w = &last.waiters
	}
	if *w == nil {
		*w = &waitList{}
	}
	(*w).add(tc)
}

// waitList is a list of thread conditions (the waiters of a lock event,
// or of no event) with what lockCut asks of each, column by column: its
// thread and position, and its producer's vector clock and latest event
// of each thread. lockWaiters tests every waiter on the path of a new
// unlock, and these lists grow with the unfolding (updater1's first
// 10000 tests: 15.0M waiters tested, 7581 kept); the columns let it test
// them without following a pointer per waiter (to the thread condition,
// its producer, and the producer's clock and latest events), and a long
// list's index (subIdx) lets keep test only the waiters that are neither
// behind nor on another branch of their own thread.
type waitList struct {
	tcs    []*cond
	thread []int32
	pos    []int32
	vc     clockCols       // vc.col(i)[j] is tcs[j].prod's clock entry of thread i
	last   columns[*event] // last.col(i)[j] is tcs[j].prod's latest event of thread i (nil: none)

	sub     *subIdx // the index of a long list (kept), nil before
	indexed int     // the entries sub holds
}

// add appends thread condition tc to the list.
func (w *waitList) add(tc *cond) {
	w.tcs = append(w.tcs, tc)
	w.thread = append(w.thread, int32(tc.thread))
	w.pos = append(w.pos, tc.pos())
	var vc []int32
	var last []*event
	if tc.prod != nil {
		vc, last = tc.prod.vc, tc.prod.last
	}
	w.vc.add(vc)
	w.last.add(last)
}

// keep appends to out the thread conditions of w (nil: none) for which
// lockCut does not rule out event x, in w's order: lockCut(tc.prod,
// tc.thread, tc.pos(), x) from the columns.
func (w *waitList) keep(n *net, x *event, out []*cond, scratch *[]int32) []*cond {
	if w == nil {
		return out
	}
	if checkWaitKeep != nil {
		from := len(out)
		defer func() {
			var plain []*cond
			for _, tc := range w.tcs {
				if !lockCut(tc.prod, tc.thread, tc.pos(), x) {
					plain = append(plain, tc)
				}
			}
			checkWaitKeep(out[from:], plain)
		}()
	}
	for _, j := range w.kept(n, x, false, scratch) {
		out = append(out, w.tcs[j])
	}
	return out
}

// cut is lockCut(tc.prod, tc.thread, tc.pos(), x) for the thread
// condition tc at j, from the columns.
func (w *waitList) cut(j int, x *event) bool {
	if x.clock(int(w.thread[j])) > w.pos[j] {
		return true // behind
	}
	// diverged(tc.prod, x), as diverged computes it
	for i := range min(w.last.ncols(), len(x.last)) {
		a, b := w.last.at(i, j), x.last[i]
		if a == nil || b == nil || a == b {
			continue
		}
		if offChain(a, b, w.vc.at(i, j), x.vc[i]) {
			return true
		}
	}
	return false
}

// lockWaiters returns the thread conditions that want lock v and can be
// concurrent with the lock condition the new unlock u produces, in the
// order of net.wants (the lock case of 000 §4.6, restricted exactly).
//
// If tc and u's condition l are concurrent, [tc] ∪ [u] is a configuration
// in which l is free, so its events on v are a chain ending with u: the
// chain of u's causal past, up the tree from u. The events on v of [tc]
// are a prefix of that chain, so the last of them is on it (or there is
// none). Hence the candidates are the waiters of the events on the path
// from u to the root, and those with no event on v in their past.
func (n *net) lockWaiters(u *event) []*cond {
	v := u.op.k
	out := n.waitBuf[:0]
	// keep leaves out the thread conditions that offer would reject for
	// u's condition by lockCut (behind or diverged), before the sort (the
	// wait lists' keep is the same test)
	keep := func(cs []*cond) {
		for _, tc := range cs {
			if fullLockScan || !lockCut(tc.prod, tc.thread, tc.pos(), u) {
				out = append(out, tc)
			}
		}
	}
	if n.lockOrphan[v] || fullLockScan {
		keep(n.wants[v])
		n.waitBuf = out
		return out
	}
	out = n.rootWaiters[v].keep(n, u, out, &n.keptBuf)
	for e := u; e != nil; {
		out = e.waiters.keep(n, u, out, &n.keptBuf)
		if e.op.kind == opUnlock {
			e = e.acq
			continue
		}
		e = e.vpre[0].prod // the unlock that produced the condition e took
	}
	slices.SortFunc(out, func(a, b *cond) int { return cmp.Compare(a.wantIdx, b.wantIdx) })
	n.waitBuf = out
	return out
}

// checkLockPast, if set (tests), sees the acquisition of a lock
// condition in a thread condition's past that lockWalk found by
// consumerAt and the one a test of every consumer by precedes finds.
var checkLockPast func(fast, plain *event)

// checkLockCols, if set (tests), sees lockWalk's lockCut answer from a
// lock condition's columns for each of its acquisitions and lockCut's own.
var checkLockCols func(cols, plain bool)

// evCols holds the vector clocks and the latest events per thread of a
// list of events (a lock condition's acquisitions) column by column.
type evCols struct {
	vc   clockCols       // vc.col(i)[j] is event j's clock entry of thread i
	last columns[*event] // last.col(i)[j] is event j's latest event of thread i (nil: none)

	idx     *acqIdx // the index of a long list (cands), nil before
	indexed int     // the events added (the index's threads hold them)
}

// add appends event x to the list.
func (ec *evCols) add(x *event) {
	j := int(ec.vc.n)
	if ec.idx != nil {
		for t := range ec.idx.th {
			if th := &ec.idx.th[t]; th.built {
				th.add(t, j, x)
			}
		}
	}
	ec.indexed = j + 1
	ec.vc.add(x.vc)
	ec.last.add(x.last)
}

// cut is lockCut(q, t, pos, x) for the event x at j, from the columns.
func (ec *evCols) cut(j int, q *event, t int, pos int32) bool {
	if c := ec.vc.col(t); c != nil && c[j] > pos {
		return true // x.clock(t) > pos
	}
	if q == nil {
		return false
	}
	// diverged(q, x), as diverged computes it
	for i := range min(ec.last.ncols(), len(q.last)) {
		a, b := q.last[i], ec.last.at(i, j)
		if a == nil || b == nil || a == b {
			continue
		}
		if offChain(a, b, q.vc[i], ec.vc.at(i, j)) {
			return true
		}
	}
	return false
}

// lockCols returns the columns of lock condition l's acquisitions
// (l.cons), brought up to date.
func (l *cond) lockCols() *evCols {
	fs := l.famSt()
	if fs.lockCons == nil {
		fs.lockCons = &evCols{}
	}
	for _, x := range l.cons[int(fs.lockCons.vc.n):] {
		fs.lockCons.add(x)
	}
	return fs.lockCons
}

// checkWaitKeep, if set (tests), sees the thread conditions a wait list's
// keep returns and those lockCut itself keeps.
var checkWaitKeep func(fast, plain []*cond)

// fullLockScan (tests) makes the lock searches consider every lock
// condition and every thread condition that wants the lock, as before the
// tree walk and without lockCut.
var fullLockScan bool
