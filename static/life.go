package static

import "strings"

// A thread's life state as a shared variable. Thread.getState() and
// isAlive() look at whether a thread has been started (and has ended),
// which its start changes: two threads that each start a worker if its
// state is NEW may both see NEW, and the second start throws
// IllegalThreadStateException (vm's LazyStart; the VM makes a look a
// scheduling point and an operation on the thread, which dpor takes as
// depending on the start). The analysis makes each getState/isAlive of
// t a read of the pseudo-field <life> of t's Thread object (LifeVar),
// and t.start() a write of it, so that "a's look before b's start" is a
// concurrent access pair like any other (package mhp, vsched's goals).
// Only for the threads the program looks at (LifeChecked): without a
// look, a start's write would pair with nothing but another start.

// LifeVar is the field name of a thread's life state.
const LifeVar = "<life>"

// LifeCall reports whether j is Thread.getState() or Thread.isAlive(),
// which read their receiver's life state.
func LifeCall(j JDKMethod) bool {
	if j.Class.Name != "java/lang/Thread" {
		return false
	}
	switch j.Method.Name + j.Method.Desc {
	case "getState()Ljava/lang/Thread$State;", "isAlive()Z":
		return true
	}
	return false
}

// StateCall reports whether j is Thread.getState(), which sees whether
// its receiver is blocked (WAITING, TIMED_WAITING, BLOCKED) too.
func StateCall(j JDKMethod) bool {
	return j.Class.Name == "java/lang/Thread" && j.Method.Name == "getState" && j.Method.Desc == "()Ljava/lang/Thread$State;"
}

// BlockCall reports whether j may block the running thread, changing
// the state its getState shows: LockSupport's parks (ParkCall),
// Object.wait, Thread.sleep and Thread.join, each with or without a
// timeout. (Entering a monitor another thread holds blocks it too: not
// a JDK call, or one of JDKBlocks.)
func BlockCall(j JDKMethod) bool {
	if ParkCall(j) {
		return true
	}
	switch j.Class.Name + "." + j.Method.Name {
	case "java/lang/Object.wait", "java/lang/Thread.sleep", "java/lang/Thread.join":
		return true
	}
	return false
}

// JDKBlocks reports whether j may block the running thread inside the
// JDK's code, which a getState of it may see: a synchronized JDK method
// (Vector.add, StringBuffer.append), BLOCKED while another thread holds
// the monitor; a Lock's lock, lockInterruptibly or tryLock with a
// timeout, a Condition's await, and a BlockingQueue's operations (take
// and put wait, the others may wait for the queue's lock), parked in the
// lock's queue: WAITING or TIMED_WAITING. Not the other JDK
// synchronizers (a latch's await, a semaphore's acquire, Future.get), nor
// the synchronized blocks in JDK methods (ConcurrentHashMap's bins): not
// yet. A Collections.synchronizedMap's put, whose call is not resolved to
// the view's class, is SyncViewBlocks'.
func (p *Program) JDKBlocks(j JDKMethod) bool {
	cls, name, desc := j.Class.Name, j.Method.Name, j.Method.Desc
	if name == "<init>" || name == "<clinit>" {
		return false
	}
	switch {
	case j.Synchronized():
		return true
	case p.IsSubtype(cls, "java/util/concurrent/locks/Lock"):
		return (name == "lock" || name == "lockInterruptibly") && desc == "()V" || name == "tryLock" && desc == "(JLjava/util/concurrent/TimeUnit;)Z"
	case p.IsSubtype(cls, "java/util/concurrent/locks/Condition"):
		return strings.HasPrefix(name, "await")
	case p.IsSubtype(cls, "java/util/concurrent/BlockingQueue"):
		return true
	}
	return false
}

// SyncViewBlocks reports whether instance method j, called on a receiver
// that may be one of objs, may block the running thread inside the JDK's
// code because the receiver may be a view that Collections.synchronizedMap,
// synchronizedList, synchronizedCollection... returned (a summary object
// made at that call: the call on it is resolved to Map's, List's, or to
// the wrapped collection's class, never to Collections$SynchronizedMap):
// its methods lock the view in synchronized blocks, BLOCKED while another
// thread holds it, all but iterator, spliterator, stream and
// parallelStream, which the program must lock itself.
func (a *Analysis) SyncViewBlocks(j JDKMethod, objs Bitset) bool {
	switch j.Method.Name {
	case "<init>", "<clinit>", "iterator", "spliterator", "stream", "parallelStream":
		return false
	}
	if j.Method.IsStatic() {
		return false
	}
	for _, id := range objs.Slice() {
		o := a.Objects[id]
		if c, ok := o.instr.(*Call); ok && o.Kind == SummaryObj && c.Method.Class == "java/util/Collections" && strings.HasPrefix(c.Method.Name, "synchronized") {
			return true
		}
	}
	return false
}

// StateChecked returns the Thread objects whose state the program looks
// at with getState (StateCall): their blocking calls (BlockCall) and
// monitor entries change what it sees. The caller must not change it.
func (a *Analysis) StateChecked() Bitset {
	a.LifeChecked()
	return a.stateChecked
}

// LifeChecked returns the Thread objects whose life state the program
// looks at: the receivers of its getState and isAlive calls (LifeCall).
// The caller must not change it.
func (a *Analysis) LifeChecked() Bitset {
	if a.lifeChecked == nil {
		a.lifeChecked, a.stateChecked = Bitset{}, Bitset{}
		for _, n := range a.Nodes {
			for in, js := range n.JDK {
				c, ok := in.(*Call)
				if !ok || c.Kind == Static || len(c.Args) == 0 {
					continue
				}
				for _, j := range js {
					if LifeCall(j) {
						a.lifeChecked.UnionWith(a.PointsTo(n, c.Args[0]))
					}
					if StateCall(j) {
						a.stateChecked.UnionWith(a.PointsTo(n, c.Args[0]))
					}
				}
			}
		}
	}
	return a.lifeChecked
}
