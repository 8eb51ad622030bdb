package unfold

import "slices"

// varState is the marking of one variable: its write condition and, in
// the replicated model, the copies reads produced since (by thread).
type varState struct {
	fam  *cond
	over []*cond // by ascending thread
}

// overOf returns thread t's copy in over, if any.
func overOf(over []*cond, t int) *cond {
	for _, c := range over {
		if c.thread == t {
			return c
		}
	}
	return nil
}

// marking is a reachable marking of the unfolding (the cut of a
// configuration).
type marking struct {
	n      *net
	thread map[int]*cond
	vars   []varState     // by key index (op.k); fam nil: the initial state
	locks  []lockSlot     // by key index
	child  map[*cond]bool // started child conditions not yet begun
	ended  map[int]bool
}

// newMarking returns the initial marking: one that freeMarking returned,
// emptied, if there is one.
func (n *net) newMarking() *marking {
	if k := len(n.spareMarks); k > 0 {
		m := n.spareMarks[k-1]
		n.spareMarks = n.spareMarks[:k-1]
		clear(m.thread)
		clear(m.child)
		clear(m.ended)
		for i := range m.vars {
			m.vars[i] = varState{over: m.vars[i].over[:0]}
		}
		clear(m.locks)
		return m
	}
	return &marking{n: n, thread: map[int]*cond{}, child: map[*cond]bool{}, ended: map[int]bool{}}
}

// noMarkReuse (tests) makes freeMarking drop the markings.
var noMarkReuse bool

// freeMarking gives m, which its user no longer needs, to newMarking to
// reuse: each test run made several (its own, schedule's, merge's), each
// with its tables by key and thread (12% of the bytes allocated on
// updater1).
func (n *net) freeMarking(m *marking) {
	if m != nil && len(n.spareMarks) < 4 && !noMarkReuse {
		n.spareMarks = append(n.spareMarks, m)
	}
}

// lockSlot is the marking of one lock: unset, its initial condition; set
// with c nil, held.
type lockSlot struct {
	c   *cond
	set bool
}

func (m *marking) threadCond(t int) *cond {
	if c, ok := m.thread[t]; ok {
		return c
	}
	return m.n.threadInit(t)
}

// varOf returns the marking of variable k (valid until the next varOf).
func (m *marking) varOf(k int32) *varState {
	i := int(k)
	if i >= len(m.vars) {
		m.growVars(i)
	}
	s := &m.vars[i]
	if s.fam == nil {
		s.fam = m.n.varInit(k)
	}
	return s
}

// growVars makes room for key index i in m.vars, doubling (up to the
// number of keys the net knows), not one key at a time.
func (m *marking) growVars(i int) {
	m.vars = append(m.vars, make([]varState, grown(i, len(m.vars), len(m.n.keyList))-len(m.vars))...)
}

// grown is the new length of a table of n entries by key index that
// needs index i, of at most keys entries unless i needs more.
func grown(i, n, keys int) int {
	return max(i+1, min(max(2*n, 16), keys))
}

// copyOf is thread t's copy of variable k in the marking (replicated model).
func (m *marking) copyOf(k int32, t int) *cond {
	s := m.varOf(k)
	if c := overOf(s.over, t); c != nil {
		return c
	}
	return m.n.famCopyOf(s.fam, t)
}

func (m *marking) lockOf(k int32) (*cond, bool) {
	i := int(k)
	if i >= len(m.locks) || !m.locks[i].set {
		return m.n.lockInit(k), true
	}
	c := m.locks[i].c
	return c, c != nil
}

func (m *marking) setLock(k int32, c *cond) {
	i := int(k)
	if i >= len(m.locks) {
		m.locks = append(m.locks, make([]lockSlot, grown(i, len(m.locks), len(m.n.keyList))-len(m.locks))...)
	}
	m.locks[i] = lockSlot{c: c, set: true}
}

// candidate builds the event thread t performs with o in m (not looked up).
func (m *marking) candidate(t int, o op) *event {
	e := new(event)
	m.fill(e, nil, t, o)
	return e
}

// fill sets e to the event thread t performs with o in m, its preset in
// buf (reused); it returns buf.
func (m *marking) fill(e *event, buf []*cond, t int, o op) []*cond {
	*e = event{id: -1, thread: t, op: o, tpre: m.threadCond(t)}
	switch o.kind {
	case opRead:
		if m.n.ctx {
			e.ctx = m.varOf(o.k).fam
		} else {
			buf = append(buf[:0], m.copyOf(o.k, t))
			e.vpre = buf
		}
	case opWrite:
		s := m.varOf(o.k)
		buf = append(buf[:0], s.fam)
		if !m.n.ctx {
			buf = append(buf, s.over...)
		}
		e.vpre = buf
	case opLock:
		c, _ := m.lockOf(o.k)
		buf = append(buf[:0], c)
		e.vpre = buf
	}
	return buf
}

// enabled reports whether e can fire in m.
func (m *marking) enabled(e *event) bool {
	if m.threadCond(e.thread) != e.tpre {
		return false
	}
	switch e.op.kind {
	case opRead:
		if m.n.ctx {
			return m.varOf(e.op.k).fam == e.ctx
		}
		return m.copyOf(e.op.k, e.thread) == e.vpre[0]
	case opWrite:
		s := m.varOf(e.op.k)
		if s.fam != e.vpre[0] {
			return false
		}
		if m.n.ctx {
			return true
		}
		if len(e.vpre)-1 != len(s.over) {
			return false
		}
		for _, c := range e.vpre[1:] {
			if overOf(s.over, c.thread) != c {
				return false
			}
		}
		return true
	case opLock:
		c, free := m.lockOf(e.op.k)
		return free && c == e.vpre[0]
	}
	return true
}

// fire fires the inserted event e in m.
func (m *marking) fire(e *event) {
	m.thread[e.thread] = e.tpost
	switch e.op.kind {
	case opRead:
		if !m.n.ctx {
			s := m.varOf(e.op.k)
			i := 0
			for i < len(s.over) && s.over[i].thread < e.thread {
				i++
			}
			if i < len(s.over) && s.over[i].thread == e.thread {
				s.over[i] = e.vpost
			} else {
				s.over = slices.Insert(s.over, i, e.vpost)
			}
		}
	case opWrite:
		i := int(e.op.k)
		if i >= len(m.vars) {
			m.growVars(i)
		}
		m.vars[i] = varState{fam: e.vpost}
	case opLock:
		m.setLock(e.op.k, nil)
	case opUnlock:
		m.setLock(e.op.k, e.vpost)
	case opStart:
		m.child[e.child] = true
	}
}

// replay fires the events of a configuration in the given order; it
// returns false if one is not enabled (the set is not a configuration or
// the order is not a valid one).
func (n *net) replay(evs []*event) (*marking, bool) {
	m := n.newMarking()
	for _, e := range evs {
		if !m.enabledAsChild(e) || !m.enabled(e) {
			return m, false
		}
		m.fire(e)
	}
	return m, true
}

// enabledAsChild positions a child thread at its start condition when its
// first event comes from the creation event's child condition.
func (m *marking) enabledAsChild(e *event) bool {
	if e.tpre.startedBy >= 0 {
		if _, ok := m.thread[e.thread]; !ok {
			if !m.child[e.tpre] {
				return false
			}
			m.thread[e.thread] = e.tpre
		}
	}
	return true
}
