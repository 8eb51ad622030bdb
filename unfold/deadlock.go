package unfold

import (
	"cmp"
	"fmt"
	"slices"
)

const maxDeadlockTries = 16

// findDeadlocks searches the unfolding for lock-cycle deadlocks (000
// §6.3): thread conditions c1..ck of different threads that form a co-set,
// where the thread of ci holds a lock the thread of ci+1 wants next (and
// the last holds one the first wants). Every configuration containing
// such a co-set in its cut can never fire any of their next events, so a
// run that follows the schedule of their joint causal past and then runs
// the other threads freely ends in a deadlock the VM reports. The search
// is depth-first over the wait-for graph of lock-wanting conditions,
// pruned as soon as the chosen conditions are not a co-set. It returns the
// firing sequences of up to max candidates. Its work is charged to the
// budget (budget.go).
func (n *net) findDeadlocks(max int, tried map[string]bool) [][]*event {
	if n.dl == nil {
		n.dl = &deadlockIndex{heldMemo: map[*cond][]int32{}, byLock: map[int32][]waiter{}}
	}
	n.dl.update(n.events)
	all, byLock := n.dl.all, n.dl.byLock
	if checkDeadlockIndex != nil {
		d := &deadlockIndex{heldMemo: map[*cond][]int32{}, byLock: map[int32][]waiter{}}
		d.update(n.events)
		checkDeadlockIndex(n.dl, d)
	}
	var out [][]*event
	var chain []waiter
	// coReplay is the co test of the chain so far (net.coReplay).
	coReplay := func() ([]*event, bool) { return n.coReplay(chain) }
	dc := n.newDeadlockCut()
	// co is coReplay for the chain whose last waiter was just appended,
	// given that the chain before it passed: a fork of a thread between
	// the new condition's past and another's rejects at once; then, for
	// regular unfoldings, the new condition's past beyond the chain's is
	// fired on the chain's marking (cutLog), kept while the chain is
	// extended and taken back by pop.
	co := func() bool {
		w := chain[len(chain)-1]
		fork := false
		for _, v := range chain[:len(chain)-1] {
			if diverged(v.c.prod, w.c.prod) {
				fork = true
				break
			}
		}
		if checkDeadlockCut != nil {
			_, ok := coReplay()
			cut := false
			switch {
			case fork:
				dc.skip()
			case n.ctx:
				cut = ok
				dc.skip()
			default:
				cut = dc.push(chain)
			}
			checkDeadlockCut(ok, cut)
			return ok
		}
		switch {
		case n.ctx:
			if fork {
				return false
			}
			_, ok := coReplay()
			return ok
		case fork:
			dc.skip()
			return false
		}
		return dc.push(chain)
	}
	pop := func() {
		if !n.ctx || checkDeadlockCut != nil {
			dc.pop()
		}
	}
	var rec func()
	rec = func() {
		if len(out) >= max {
			return
		}
		first, last := chain[0], chain[len(chain)-1]
		// Close the cycle: the last wants a lock the first holds.
		if len(chain) >= 2 && containsKey(first.held, last.want) {
			key := ""
			for _, w := range chain {
				key += fmt.Sprint(w.c.id, ",")
			}
			if tried[key] {
				return
			}
			// the chain passed co when its last waiter joined
			if past, ok := coReplay(); ok {
				tried[key] = true
				out = append(out, past)
			}
			return
		}
		for _, w := range byLock[last.want] {
			n.spend(1)
			if w.c.id < first.c.id || usesThread(chain, w.c.thread) {
				continue // each cycle once, from its smallest condition
			}
			chain = append(chain, w)
			if co() {
				rec()
			}
			pop()
			chain = chain[:len(chain)-1]
		}
	}
	for _, w := range all {
		chain = append(chain[:0], w)
		if !n.ctx || checkDeadlockCut != nil {
			dc.start(w.c)
		}
		rec()
	}
	return out
}

// deadlockIndex is findDeadlocks' wait-for graph, kept from one search to
// the next (in stop-at-the-first-bug mode the search runs every
// deadlockEvery tests): the thread conditions whose next operation takes a
// lock while their thread holds one (waiters), sorted by condition id,
// and by each lock they hold. Events are only ever added, and a thread
// condition's next operation is set once, so each search scans only the
// events inserted since the last one and the conditions whose next
// operation was not known then.
type deadlockIndex struct {
	scanned   int     // events scanned
	undecided []*cond // their thread conditions whose next operation was not known
	heldMemo  map[*cond][]int32
	all       []waiter           // by condition id
	byLock    map[int32][]waiter // waiters by a lock they hold, by condition id
	fresh     []*cond            // update's scratch
}

// update adds the waiters among the thread conditions of the events
// after the scanned ones and among the undecided ones.
func (d *deadlockIndex) update(events []*event) {
	fresh := d.fresh[:0]
	keep := d.undecided[:0]
	for _, c := range d.undecided {
		switch {
		case c.next != nil:
			fresh = append(fresh, c)
		case !c.terminal:
			keep = append(keep, c)
		}
	}
	d.undecided = keep
	for _, e := range events[d.scanned:] {
		switch c := e.tpost; {
		case c.next != nil:
			fresh = append(fresh, c)
		case !c.terminal:
			d.undecided = append(d.undecided, c)
		}
	}
	d.scanned = len(events)
	slices.SortFunc(fresh, func(a, b *cond) int { return cmp.Compare(a.id, b.id) })
	byID := func(a waiter, id int) int { return cmp.Compare(a.c.id, id) }
	for _, c := range fresh {
		if c.next.kind != opLock || c.next.wake {
			continue
		}
		h := d.held(c)
		if len(h) == 0 {
			continue
		}
		w := waiter{c: c, want: c.next.k, held: h}
		i, _ := slices.BinarySearchFunc(d.all, c.id, byID)
		d.all = slices.Insert(d.all, i, w)
		for _, l := range h {
			ws := d.byLock[l]
			i, _ := slices.BinarySearchFunc(ws, c.id, byID)
			d.byLock[l] = slices.Insert(ws, i, w)
		}
	}
	clear(fresh)
	d.fresh = fresh[:0]
}

// held returns the locks c's thread holds at thread condition c, in the
// order it took them.
func (d *deadlockIndex) held(c *cond) []int32 {
	if h, ok := d.heldMemo[c]; ok {
		return h
	}
	var h []int32
	if e := c.prod; e != nil && e.thread == c.thread && e.tpost == c {
		prev := d.held(e.tpre)
		h = append(h, prev...)
		switch e.op.kind {
		case opLock:
			h = append(h, e.op.k)
		case opUnlock:
			for i := len(h) - 1; i >= 0; i-- {
				if h[i] == e.op.k {
					h = append(h[:i:i], h[i+1:]...)
					break
				}
			}
		}
	}
	d.heldMemo[c] = h
	return h
}

func containsKey(ks []int32, k int32) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}

// waiter is a thread condition whose next operation takes a lock, and the
// locks its thread holds there.
type waiter struct {
	c    *cond
	want int32
	held []int32
}

func usesThread(chain []waiter, t int) bool {
	for _, w := range chain {
		if w.c.thread == t {
			return true
		}
	}
	return false
}

// current reports whether thread condition c is in the cut of m.
func (m *marking) current(c *cond) bool {
	if d, ok := m.thread[c.thread]; ok {
		return d == c
	}
	if c.startedBy >= 0 {
		return m.child[c]
	}
	return c.prod == nil
}

// checkDeadlockIndex, if set (tests), sees findDeadlocks' index, kept
// from earlier searches, beside one built from scratch.
var checkDeadlockIndex func(kept, scratch *deadlockIndex)

// checkDeadlockCut, if set (tests), makes findDeadlocks test every chain
// both ways (replaying the joint past, and incrementally) and sees both
// answers (the replay's first).
var checkDeadlockCut func(replay, cut bool)

// deadlockCut is the incremental co test of findDeadlocks' chains (regular
// unfoldings): the joint causal past of the chain's conditions, its
// marking fired on a cutLog, and per chain level what it added, so that
// the chain can be extended and shortened.
type deadlockCut struct {
	n      *net
	in     []bool   // by event id: in the chain's joint past
	evs    []*event // the joint past, by level
	levels []dcLevel
	l      *cutLog
	full   int   // levels from which on the test replays in full (0: none)
	first  *cond // the chain's first condition, until base fires its past
}

type dcLevel struct {
	evs, log int  // len(evs) and len(l.log) before the level
	ok       bool // the level's events are fired
}

func (n *net) newDeadlockCut() *deadlockCut {
	return &deadlockCut{n: n, in: make([]bool, len(n.events)), l: n.newCutLog()}
}

// start resets the cut to the past of thread condition c (the chain's
// first waiter), which push fires when the chain is first extended (most
// waiters start no chain that gets that far).
func (d *deadlockCut) start(c *cond) {
	for len(d.levels) > 0 {
		d.pop()
	}
	d.full = 0
	d.first = c
}

// base fires the past of the chain's first waiter as level 0.
func (d *deadlockCut) base() {
	c := d.first
	d.first = nil
	if len(d.l.log) > 0 || len(d.l.m.thread) > 0 {
		d.l = d.n.newCutLog()
	}
	if !d.add(c) {
		d.full = 1
	}
}

// add fires the events of c's causal past that are not in the cut yet,
// in insertion order, as a new level; false if one is not enabled or a
// lock with two tokens is involved (see cutLog) — the level is then
// empty.
func (d *deadlockCut) add(c *cond) bool {
	lv := dcLevel{evs: len(d.evs), log: len(d.l.log)}
	d.evs = d.n.collectOut(d.in, c.prod, d.evs)
	extra := d.evs[lv.evs:]
	d.n.spend(len(extra))
	slices.SortFunc(extra, byID)
	lv.ok = !d.n.onOrphanLock(extra)
	for _, e := range extra {
		if !lv.ok {
			break
		}
		lv.ok = d.l.step(e)
	}
	d.levels = append(d.levels, lv)
	if !lv.ok {
		d.l.undo(lv.log)
	}
	return lv.ok
}

// skip adds an empty level (a chain rejected without firing).
func (d *deadlockCut) skip() {
	if d.first != nil {
		d.base()
	}
	d.levels = append(d.levels, dcLevel{evs: len(d.evs), log: len(d.l.log)})
}

// push is co for the chain whose last waiter's condition is new: it adds
// that condition's past as a level and reports whether every condition of
// the chain is in the cut. Below a level whose events could not be fired
// incrementally, it replays the chain's joint past in full.
func (d *deadlockCut) push(chain []waiter) bool {
	if d.first != nil {
		d.base()
	}
	if d.full > 0 {
		d.skip()
		return d.replay(chain)
	}
	if !d.add(chain[len(chain)-1].c) {
		if !d.n.onOrphanLock(d.evs[d.levels[len(d.levels)-1].evs:]) {
			return false // not a configuration
		}
		d.full = len(d.levels)
		return d.replay(chain)
	}
	for _, w := range chain {
		if !d.l.m.current(w.c) {
			return false
		}
	}
	return true
}

// replay is coReplay.
func (d *deadlockCut) replay(chain []waiter) bool {
	_, ok := d.n.coReplay(chain)
	return ok
}

// coReplay is the co test of the chain's conditions: the schedule of
// their joint causal past (in insertion order) fires and leaves each of
// them in the cut. It returns that past.
func (n *net) coReplay(chain []waiter) ([]*event, bool) {
	cs := make([]*cond, len(chain))
	for i, w := range chain {
		cs[i] = w.c
	}
	past := n.past(cs)
	n.spend(len(past))
	m, ok := n.replay(past)
	if !ok {
		return nil, false
	}
	for _, c := range cs {
		if !m.current(c) {
			return nil, false
		}
	}
	return past, true
}

// pop takes back the last level.
func (d *deadlockCut) pop() {
	lv := d.levels[len(d.levels)-1]
	d.levels = d.levels[:len(d.levels)-1]
	if lv.ok {
		d.l.undo(lv.log)
	}
	for _, e := range d.evs[lv.evs:] {
		d.in[e.id] = false
	}
	d.evs = d.evs[:lv.evs]
	if d.full > len(d.levels) {
		d.full = 0
	}
}
