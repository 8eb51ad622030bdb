package vm

import "strings"

// syncOpClass reports whether the JDK class name is part of one of its
// queued synchronizers, whose operations Config.AtomicSync runs as one
// step: java.util.concurrent.locks (AbstractQueuedSynchronizer and its
// nodes and conditions, the locks built on it), CountDownLatch and
// Semaphore, Exchanger and SynchronousQueue, with their nested classes
// (Sync, Exchanger's Node, SynchronousQueue's TransferStack and
// TransferQueue). Exchanger and SynchronousQueue spin before they park
// (Thread.yield, Thread.onSpinWait): inside an operation run as one step
// these are no scheduling points (syncYield), so the spin runs out within
// the step, nothing else runs meanwhile, and the thread parks. LockSupport is none: its
// park and unpark inside a synchronizer's operation are merged as the
// operation's other accesses are, but a park called by the program (or
// by other JDK code, a FutureTask's get) is a scheduling point of its
// own, as on a real JVM, where another thread may see the parking
// thread between its last write and its park (Thread.getState still
// RUNNABLE: vm.TestProgramPark).
func syncOpClass(name string) bool {
	if name == "java/util/concurrent/locks/LockSupport" {
		return false
	}
	if strings.HasPrefix(name, "java/util/concurrent/locks/") {
		return true
	}
	for _, c := range []string{"java/util/concurrent/CountDownLatch", "java/util/concurrent/Semaphore", "java/util/concurrent/Exchanger", "java/util/concurrent/SynchronousQueue"} {
		if name == c || strings.HasPrefix(name, c) && name[len(c)] == '$' {
			return true
		}
	}
	return false
}

// inSyncOp reports whether t's access of kind k lies inside an operation
// of a JDK synchronizer (Config.AtomicSync): merged if it is past the
// operation's first visible access, and so has no scheduling point; first
// if it is that first access, whose point is the operation's; op is the
// operation's frame (-1: not in one). The
// operation is the outermost frame of a synchronizer class among the
// innermost run of JDK frames: a call from the program (or from other JDK
// code, as a LinkedBlockingQueue's lock of its putLock) into the
// synchronizer, up to its return; a callback into the program's code (an
// AbstractQueuedSynchronizer subclass's tryAcquire) ends the run, and its
// accesses, and the synchronizer's below them, are points as usual. Data
// accesses, unparks and parks are merged: a park that blocks ends the
// step all the same (the thread cannot run), and once woken the thread
// runs on to the return in the step that resumes it. The first access
// marks the operation's frame (frame.opBegun) once its point is passed,
// so that each call has exactly one point; a park after it leaves the
// thread at the operation's access (Thread.opPoint): once woken, it runs
// the rest of the operation (a lock's compare-and-set that takes it) in
// the step that resumes it.
//
// An access of the thread's own Thread object (an acquire's check of its
// interrupt flag, the park blocker LockSupport sets, the park itself) is
// merged wherever it is in the operation, and is never its point: the
// operation's point is its first access of the synchronizer (a
// ReentrantLock.tryLock's compare-and-set of the state, which vsched
// takes for the lock's entry, not the interrupt check before it).
func (v *VM) inSyncOp(t *Thread, a *Access) (merged bool, op int) {
	switch a.Kind {
	case KRead, KWrite, KArrayRead, KArrayWrite, KCAS, KUnpark, KPark:
	default:
		return false, -1
	}
	op = syncOpFrame(t)
	if op >= 0 && (t.frames[op].opBegun || a.HasObj && t.obj != 0 && a.Obj == v.obj(t.obj).id) {
		return true, op
	}
	return false, op
}

// syncOpFrame returns the frame of the JDK synchronizer operation t is in
// (inSyncOp), -1 if none.
func syncOpFrame(t *Thread) int {
	op := -1
	for i := len(t.frames) - 1; i >= 0; i-- {
		f := &t.frames[i]
		if !f.m.Class.lib {
			break
		}
		if f.m.Class.syncOp {
			op = i
		}
	}
	return op
}

// syncYield reports whether a yield (Thread.yield, Thread.onSpinWait) by t
// is no scheduling point: t is in a synchronizer's operation run as one
// step (Config.AtomicSync), whose spin before its park (Exchanger's
// slotExchange, SynchronousQueue's awaitFulfill) waits for another thread
// that cannot run within the step. As a point, each spin's yields were
// decisions and vsched and dpor cut executions off at their limit of
// scheduling points.
func (v *VM) syncYield(t *Thread) bool {
	return v.cfg.AtomicSync && syncOpFrame(t) >= 0
}
