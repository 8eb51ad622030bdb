package unfold

import "weft/vm"

// A thread's life is the variable "#alive" of its object: its last event
// writes it (its end), and a join reads that write. Where the program
// calls Thread.getState or isAlive, a start also writes it (a write with
// op.reset: started, not ended) before the start itself, and the
// program's own checks (the VM's KJoin at the program's call, a.Site ==
// a.User) are reads of it (op.peek) that may see the initial condition
// (not started), the start's write or the end's. A check and a start of
// the same thread are then ordered on the variable's chain one way or the
// other: in LazyStart (two threads each start a worker if its getState()
// is NEW) both checks may read the initial condition, and the second
// start throws IllegalThreadStateException. Before, a check of a thread
// not yet started was no event (only a started thread's object was a
// thread's), and unfold called LazyStart's unfolding exhausted. A join's
// read takes only the end's write (joinRead, ended); the checks inside
// the JDK's Thread.join stay local as before.

// joinRead reports whether o is a join's read of a thread's end.
func (n *net) joinRead(o *op) bool { return o.kind == opRead && !o.peek && n.isAlive(o.k) }

// ended reports whether c, a condition of a thread's "#alive" or a copy
// of one, is the thread's end: not the initial one or its start's.
func ended(c *cond) bool {
	if c.fam != nil {
		c = c.fam
	}
	return c.prod != nil && !c.prod.op.reset
}

// startOps returns the writes start a makes before it (in ws[:k]): the
// started thread's permit (park.go), its life.
func (s *scheduler) startOps(a *vm.Access) (ws [2]op, k int) {
	if s.n.startPermits {
		ws[k] = s.startReset(a)
		k++
	}
	if s.n.lifeChecks {
		ws[k] = op{kind: opWrite, reset: true, k: s.n.keyOf(aliveKey(a.Obj))}
		k++
	}
	return ws, k
}

// startWrites fires thread t's writes before start a (startOps) and
// returns t's condition after them, nil if one is not enabled or the
// thread ended. They come from the VM's one step of the start, so no
// event of the child comes between them and the start.
func (s *scheduler) startWrites(t int, a *vm.Access) *cond {
	ws, k := s.startOps(a)
	return s.fireWrites(t, ws[:k])
}

// blockWrite returns the write of its own thread's "#alive" that a, a
// park or a sleep of a started thread, makes before it where the program
// calls getState (stateChecks), which sees the thread WAITING or
// TIMED_WAITING after it: a write with op.reset, not the thread's end,
// which a getState may read and a join does not. Before, a getState that
// saw a thread parked read its start's write as one that saw it running
// did (StateRace's park mode: no exception). Not an Object.wait's
// (Thread.join's): with it, StateRace's fixed wait mode had a target the
// run scheduled for it did not reach; nor a monitor entry that blocks.
func (s *scheduler) blockWrite(a *vm.Access) (w [1]op, ok bool) {
	if !s.n.stateChecks || a.Kind != vm.KPark && a.Kind != vm.KSleep || a.Thread == s.destroyer {
		return w, false
	}
	o, known := s.threadObj[a.Thread]
	if !known {
		return w, false
	}
	w[0] = op{kind: opWrite, reset: true, k: s.n.keyOf(aliveKey(o))}
	return w, true
}

// fireWrites fires thread t's writes ws, made in one VM step with the
// operation after them, and returns t's condition after them, nil if
// one is not enabled or the thread ended.
func (s *scheduler) fireWrites(t int, ws []op) *cond {
	for _, o := range ws {
		r := s.event(t, o)
		if !s.m.enabled(r) {
			return nil
		}
		s.n.insert(r)
		s.m.fire(r)
	}
	if c := s.m.threadCond(t); !c.terminal {
		return c
	}
	return nil
}
