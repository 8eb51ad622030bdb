package unfold

import "slices"

// cutLog is a marking grown event by event with an undo log, for the
// incremental co checks of merge and findDeadlocks: they fire the events a
// candidate adds to a configuration's past on top of the configuration's
// marking, and take them back when the candidate is rejected, instead of
// replaying the whole joint past in a fresh marking per candidate.
//
// Why firing the base's events and then the added ones is the same test as
// replaying their union in insertion order (what replay and the regular
// scheduleWith do): the marking is a marking of the net's conditions, one
// component per thread, variable and lock, and an event's enabledness
// depends only on the components it touches, whose state depends only on
// the events fired on them before. Both orders respect causality (the base
// is causally closed, and insertion order does), and in each component a
// condition is produced before its consumers in both; so in both orders
// every event fires iff no condition is consumed by two events of the union
// — except on a lock with an orphan unlock (lockOrphan: two tokens in one
// slot, where the unlock overwrites the initial condition no event
// consumed), whose events must keep their relative order: callers replay
// in full when a candidate adds events on such a lock. For contextual
// unfoldings insertion order also decides which of a read and a write of
// its context fires first (asymmetric conflict): there the callers replay.
type cutLog struct {
	m   *marking
	log []undoRec
}

type undoKind uint8

const (
	uThread  undoKind = iota // m.thread[t] was c (absent if !had)
	uChild                   // m.child[c] was unset
	uVar                     // m.vars[i] was vs
	uOverSet                 // m.vars[i].over[j] was c
	uOverIns                 // m.vars[i].over[j] was inserted
	uLock                    // m.locks[i] was slot
)

type undoRec struct {
	kind    undoKind
	had     bool
	t, i, j int
	c       *cond
	vs      varState
	slot    lockSlot
}

func (n *net) newCutLog() *cutLog { return &cutLog{m: n.newMarking()} }

func (l *cutLog) saveThread(t int) {
	c, had := l.m.thread[t]
	l.log = append(l.log, undoRec{kind: uThread, t: t, c: c, had: had})
}

// step is one step of replay (scheduleWith, for a pending event): it
// reports whether e is enabled and fires it if it is inserted, logging
// what changes.
func (l *cutLog) step(e *event) bool {
	m := l.m
	if e.tpre.startedBy >= 0 {
		if _, ok := m.thread[e.thread]; !ok {
			l.saveThread(e.thread) // enabledAsChild sets it
		}
	}
	if !m.enabledAsChild(e) || !m.enabled(e) {
		return false
	}
	if e.id < 0 {
		return true
	}
	l.saveThread(e.thread)
	switch e.op.kind {
	case opRead:
		if !m.n.ctx {
			s := m.varOf(e.op.k)
			i := int(e.op.k)
			j := 0
			for j < len(s.over) && s.over[j].thread < e.thread {
				j++
			}
			if j < len(s.over) && s.over[j].thread == e.thread {
				l.log = append(l.log, undoRec{kind: uOverSet, i: i, j: j, c: s.over[j]})
			} else {
				l.log = append(l.log, undoRec{kind: uOverIns, i: i, j: j})
			}
		}
	case opWrite:
		i := int(e.op.k) // enabled made m.vars[i]
		l.log = append(l.log, undoRec{kind: uVar, i: i, vs: m.vars[i]})
	case opLock, opUnlock:
		i := int(e.op.k)
		var old lockSlot
		if i < len(m.locks) {
			old = m.locks[i]
		}
		l.log = append(l.log, undoRec{kind: uLock, i: i, slot: old})
	case opStart:
		if !m.child[e.child] {
			l.log = append(l.log, undoRec{kind: uChild, c: e.child})
		}
	}
	m.fire(e)
	return true
}

// undo takes back every change logged after the log had length to.
func (l *cutLog) undo(to int) {
	m := l.m
	for k := len(l.log) - 1; k >= to; k-- {
		r := &l.log[k]
		switch r.kind {
		case uThread:
			if r.had {
				m.thread[r.t] = r.c
			} else {
				delete(m.thread, r.t)
			}
		case uChild:
			delete(m.child, r.c)
		case uVar:
			m.vars[r.i] = r.vs
		case uOverSet:
			m.vars[r.i].over[r.j] = r.c
		case uOverIns:
			s := &m.vars[r.i]
			s.over = slices.Delete(s.over, r.j, r.j+1)
		case uLock:
			m.locks[r.i] = r.slot
		}
		*r = undoRec{}
	}
	l.log = l.log[:to]
}

// onOrphanLock reports whether an event of evs locks or unlocks a lock
// with an orphan unlock (see cutLog).
func (n *net) onOrphanLock(evs []*event) bool {
	if n.orphans == 0 {
		return false
	}
	for _, e := range evs {
		if (e.op.kind == opLock || e.op.kind == opUnlock) && n.lockOrphan[e.op.k] {
			return true
		}
	}
	return false
}

// stepAll steps evs in order; it stops at the first that cannot fire
// (what was fired stays logged for undo).
func (l *cutLog) stepAll(evs []*event) bool {
	for _, e := range evs {
		if !l.step(e) {
			return false
		}
	}
	return true
}
