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

// A thread's end takes its thread object's monitor (the VM's threadEnd,
// as HotSpot's: it notifies the joiners, which wait on that monitor), so
// where the program's own operations lock that monitor (threadMons: a
// lock or unlock of the model on a started thread's object, or a hold of
// it across the thread's start), the end is a critical section of that
// lock: a lock, the write of "#alive", a write of "#notify" (the
// notifyAll that wakes the program's waiters on the thread object, so
// that notified offers their wake-ups after the end), an unlock. The
// VM's end is one step with no monitor events, and an end that finds the
// monitor taken blocks until it is free (its next operation then a
// monitor entry of its own object with no site: endEntry). Before, the
// end was the write alone, independent of the program's holds:
// EndLock's end before main's isAlive check under the monitor, and
// EndWait's fixed variant's, were targets no run reaches. Where no
// program operation locks a thread's monitor (Thread.join's holds are
// local), the end is the write alone as before.

// threadMon records that the program's operations lock thread object
// obj's monitor.
func (n *net) threadMon(obj vm.ObjectID) {
	if n.threadMons == nil {
		n.threadMons = map[vm.ObjectID]bool{}
	}
	n.threadMons[obj] = true
}

// endOps returns the operations of the end of the thread of thread object
// obj around its write of "#alive": the lock of its monitor before it,
// the notify and the unlock after it.
func (s *scheduler) endOps(obj vm.ObjectID) (pre [1]op, post [2]op) {
	k := s.n.keyOf(vkey{obj: obj, hasObj: true, field: "#lock", index: -1})
	pre[0] = op{kind: opLock, k: k}
	post[0] = op{kind: opWrite, k: s.n.keyOf(vkey{obj: obj, hasObj: true, field: "#notify", index: -1})}
	post[1] = op{kind: opUnlock, k: k}
	return pre, post
}

// endEntry reports whether choice ch is a thread's end blocked on its own
// thread object's monitor (threadEnd: the thread has no frame left, so
// the entry has no site) where that monitor is a lock of the model.
func (s *scheduler) endEntry(ch *vm.Choice) bool {
	a := &ch.Next
	return a.Kind == vm.KLock && a.HasObj && a.Site.Class == "" && s.n.threadMons[a.Obj] && s.threadObj[ch.Thread] == a.Obj
}

// unlockThenEnd reports whether a, a thread's release of its own thread
// object's monitor (a lock of the model), is followed in events by the
// thread's end, in the same VM step (a synchronized (this) block or a
// synchronized method that ends run): no other thread can take the
// monitor between them, so the release is left to the end's critical
// section (its lock and unlock are then the hold's). Before, ThreadLock's
// fixed variant had main's acquisition between the two as a target no
// run reaches.
func (s *scheduler) unlockThenEnd(events []vm.Event, a *vm.Access) bool {
	if !a.HasObj || a.Kind != vm.KUnlock || s.threadObj[a.Thread] != a.Obj || !s.n.threadMons[a.Obj] || s.seen+1 >= len(events) {
		return false
	}
	b := &events[s.seen+1].Access
	return b.Kind == vm.KThreadEnd && b.Thread == a.Thread && b.Obj == a.Obj
}
