package unfold

import (
	"slices"
	"strings"

	"weft/classfile"
	"weft/vm"
)

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
// did (StateRace's park mode: no exception). An Object.wait's release
// and a monitor entry write it too (waitWrite, entryWrite), not
// Thread.join's wait.
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
// lock or unlock of the model on a started thread's object by the
// program's own instruction, programMon; a hold that the end finds taken
// is released before it, and that release marks it), the end is a
// critical section of that
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

// threadMons is learnt as runs go: a run whose program's operation
// locks a thread object's monitor, where the unfolding already has that
// thread's end as the lone write (plainEnds: an earlier run, or this one,
// ended the thread before the program took its monitor), would leave
// both forms of the end in the unfolding, and targets past the lone
// write no run reaches where the program holds the monitor. The
// exploration then starts again with threadMons known from its first
// run (Explore's restart; the tests made before count; plainEnds and
// threadMons grow only, so it restarts at most once per thread object).
// Before (session 20), the unfolding kept both forms: testdata/LateMon,
// whose main takes a started worker's monitor only once it sees another
// thread's volatile flag, had 2 missed targets in 7 tests in its fixed
// variant (unfold-ctx 6 in 10); now none in 8 (1 restart).

// threadMon records that the program's operations lock thread object
// obj's monitor.
func (n *net) threadMon(obj vm.ObjectID) {
	if n.threadMons == nil {
		n.threadMons = map[vm.ObjectID]bool{}
	}
	n.threadMons[obj] = true
	if n.plainEnds[obj] {
		n.learnt = true
	}
}

// plainEnd records that thread object obj's end was unfolded as the lone
// write of its "#alive".
func (n *net) plainEnd(obj vm.ObjectID) {
	if n.plainEnds == nil {
		n.plainEnds = map[vm.ObjectID]bool{}
	}
	n.plainEnds[obj] = true
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

// A monitor entry that blocks shows in Thread.getState (BLOCKED), as a
// park, a wait or a sleep does, but the VM reports no event for it: the
// thread is just not enabled until the monitor is free. Where the
// program calls getState (stateChecks), a started thread's monitor entry
// that is a lock of the model writes the thread's "#alive" first (a
// write with op.reset, as blockWrite's): at the entry's event, or at the
// choice that lets the thread block there (blockedEntry), and again
// right after its acquisition. A look (getState's read) that reads the
// first write sees the thread at the entry, blocked where another thread
// holds the monitor; one before it, or one that reads the second, running.
// (With the first write alone, a look after the acquisition read it too,
// and explore/testdata/LateLook's wait mode, whose runs all let t take
// the monitor before main's look, was called exhausted.) The run scheduled for a target
// past the write lets the thread block (choose: its entry write is
// scheduled though the monitor is taken), and where the monitor is free
// and the schedule has another thread take it first, puts the write off
// (lockFirst). Before, no run let a thread block on a
// monitor (free choices never choose a thread that would block), and
// StateRace's lock and enter modes (main throws if it sees t BLOCKED on
// the monitor main holds) were not found.

// entryWrite reports whether a, with o its op, is a monitor entry of a
// started thread that writes the thread's life first.
func (s *scheduler) entryWrite(a *vm.Access, o *op) bool {
	if !s.n.stateChecks || a.Kind != vm.KLock || o.kind != opLock || o.wake || a.Thread == s.destroyer {
		return false
	}
	_, known := s.threadObj[a.Thread]
	return known
}

// waitWrite reports whether a, with o its op, is the release of an
// Object.wait (a lock of the model's: not Thread.join's) by a started
// thread that writes the thread's life first, as entryWrite's monitor
// entry does: a look after it sees the thread WAITING (or BLOCKED, once
// notified), one before it running. Without it, a look that read a
// monitor entry's write stood for one before the wait and one after it,
// and unfold-ctx no longer found StateRace's wait mode.
func (s *scheduler) waitWrite(a *vm.Access, o *op) bool {
	if !s.n.stateChecks || a.Kind != vm.KWait || o.kind != opUnlock || !o.wake || a.Thread == s.destroyer {
		return false
	}
	_, known := s.threadObj[a.Thread]
	return known
}

// lifeWrite is the write of the VM's thread vt's "#alive" before it
// blocks (vt has a thread object).
func (s *scheduler) lifeWrite(vt int) op {
	return op{kind: opWrite, reset: true, k: s.n.keyOf(aliveKey(s.threadObj[vt]))}
}

// isEntryWrite reports whether the scheduled event e is the write of
// entryWrite for choice ch, its thread's monitor entry.
func (s *scheduler) isEntryWrite(e *event, ch *vm.Choice) bool {
	if e.op.kind != opWrite || !e.op.reset || ch.Next.Kind != vm.KLock || s.entryBlocked[ch.Thread] {
		return false
	}
	obj, known := s.threadObj[ch.Thread]
	return known && s.n.keyAt(e.op.k) == aliveKey(obj)
}

// lockFirst reports whether the schedule wants another thread to take
// lock k before the thread of s.sched[i], a monitor entry's write of its
// life where the monitor is free: an acquisition of k by another thread,
// not fired yet, comes later in the schedule but before the thread's own
// next event there (its acquisition, or another).
func (s *scheduler) lockFirst(i int, k int32) bool {
	t := s.sched[i].thread
	other := false
	for _, e := range s.sched[i+1:] {
		if e.thread == t {
			return other
		}
		if e.op.kind == opLock && e.op.k == k && !(e.id >= 0 && s.fired(e)) {
			other = true
		}
	}
	return other
}

// blockedEntry fires the entry write of choice ch's thread where the
// choice lets it block at a monitor entry (another thread holds the
// monitor), and records that it did.
func (s *scheduler) blockedEntry(ch *vm.Choice) {
	if ch.Next.Kind != vm.KLock || !s.multi || !s.wouldBlock(ch) || s.entryBlocked[ch.Thread] {
		return
	}
	o, ok := s.opOf(&ch.Next, 0, true)
	if !ok || !s.entryWrite(&ch.Next, &o) {
		return
	}
	t := s.model(ch.Thread)
	if c := s.m.threadCond(t); c.terminal {
		return
	}
	if s.entryBlocked == nil {
		s.entryBlocked = map[int]bool{}
	}
	s.entryBlocked[ch.Thread] = true
	s.fireWrites(t, []op{s.lifeWrite(ch.Thread)})
}

// heldAtStart records, at the first Thread.start (by the VM's thread vt,
// main), that main holds the locks it held there in earlier runs
// (heldFirst): before the first start main is alone and the VM reports no
// monitor operation, so the scheduler's owners (wouldBlock) missed them,
// and a thread's entry of such a monitor, which blocks, was taken for
// one that does not (StateRace's lock mode: main starts t inside its hold
// of the monitor t enters). The model is as before: main's release of
// such a lock is an orphan unlock (lock.go).
func (s *scheduler) heldAtStart(vt int) {
	for _, v := range s.n.heldFirst {
		if k := s.n.keyOf(v); !s.ownerKnown(k) {
			s.owner[k] = lockState{vt, 1}
		}
	}
}

func (s *scheduler) ownerKnown(k int32) bool {
	_, ok := s.owner[k]
	return ok
}

// orphanUnlock records the lock of e, main's unlock with no acquisition
// before it (an orphan: main held the lock at the first start), in
// heldFirst. (Where main's path before the first start depends on the
// inputs, a lock held there in one run may not be in another: the
// scheduler then takes main for its holder; not seen in the tests.)
func (n *net) orphanUnlock(e *event) {
	if v := n.keyAt(e.op.k); !slices.Contains(n.heldFirst, v) {
		n.heldFirst = append(n.heldFirst, v)
	}
}

// programMon reports whether monitor operation a is the program's own:
// the instruction at its site is a monitorenter or monitorexit, a return
// (a synchronized method's exit), a call of a
// method of the program's (a synchronized method's entry, named at its
// call). Not a synchronized method of the JDK's entered from the JDK's
// code, which the VM names at the program's call that led there
// (hookrace: the shutdown hooks' Thread.start and join inside
// System.exit, which made the hook thread's end a critical section for
// nothing: 5 -> 7 executions to its bug, 290 -> 600 states), nor the
// exit of one (its site is in the JDK's class). The class of a call is
// the one that declares the method it resolves to (declaring), not the
// one it names: SubJoin's w.setName on a W extends Thread names W but
// calls Thread's synchronized setName. A wait's release and
// wake-up: the program's call of Object.wait (at a.User).
func (s *scheduler) programMon(a *vm.Access) bool {
	if a.Kind == vm.KWait || a.Kind == vm.KWakeup {
		// at the program's call of wait (a.User)
		in, ref, ok := invokeAt(s.x.Program.Classes(), a.User)
		return ok && in.Op == classfile.INVOKEVIRTUAL && ref.Name == "wait"
	}
	if jdkClass(a.Site.Class) {
		return false // a synchronized method of the JDK's returns
	}
	in, ref, ok := invokeAt(s.x.Program.Classes(), a.Site)
	if !ok {
		return false
	}
	switch in.Op {
	case classfile.MONITORENTER, classfile.MONITOREXIT, classfile.RETURN, classfile.IRETURN, classfile.ARETURN,
		classfile.LRETURN, classfile.FRETURN, classfile.DRETURN:
		return true
	case classfile.INVOKESTATIC, classfile.INVOKEVIRTUAL, classfile.INVOKESPECIAL, classfile.INVOKEINTERFACE:
		return !jdkClass(declaring(s.x.Program.Classes(), ref))
	}
	return false
}

// declaring returns the class that declares the method ref resolves to:
// ref's class or its nearest superclass with a method of that name and
// descriptor; ref's class where none is found (a class not on the path,
// an interface's default method).
func declaring(cp *classfile.ClassPath, ref classfile.MemberRef) string {
	for c, i := ref.Class, 0; c != "" && i < 64; i++ {
		cf, err := cp.Lookup(c)
		if err != nil || cf == nil {
			break
		}
		if cf.Method(ref.Name, ref.Desc) != nil {
			return c
		}
		c = cf.Super
	}
	return ref.Class
}

// jdkClass reports whether class c is the JDK's (net.jdkKey's prefixes).
func jdkClass(c string) bool {
	for _, p := range [...]string{"java/", "javax/", "jdk/", "sun/", "com/sun/"} {
		if strings.HasPrefix(c, p) {
			return true
		}
	}
	return false
}
