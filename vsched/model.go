package vsched

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unsafe"

	"weft/classfile"
	"weft/mhp"
	"weft/static"
	"weft/vm"
)

// op is the class of an access as both sides see it: the static side's PEG
// node kinds and the VM's visible operations map onto it.
type op uint8

const (
	opNone     op = iota
	opRead        // field or array read
	opWrite       // field or array write
	opEntry       // monitor entry
	opWait        // Object.wait (the waiting node)
	opNotified    // a notified wait taking its monitor back (KWakeup)
	opNotify      // notify, notifyAll
)

var opNames = [...]string{"?", "r", "w", "acq", "wait", "notified", "notify"}

func (o op) String() string { return opNames[o] }

// vmOp maps a pending or executed VM access to its op.
func vmOp(k vm.Kind) op {
	switch k {
	case vm.KRead, vm.KArrayRead:
		return opRead
	case vm.KWrite, vm.KArrayWrite, vm.KCAS:
		return opWrite
	case vm.KLock:
		return opEntry
	case vm.KWait:
		return opWait
	case vm.KWakeup:
		return opNotified
	case vm.KNotify, vm.KNotifyAll:
		return opNotify
	}
	return opNone
}

// accessOp is the op of a runtime access as value schedules show it: a
// ReentrantLock's acquisition is a monitor entry (see model.vkey).
func accessOp(a vm.Access) op {
	if reentrantAcquire(a) {
		return opEntry
	}
	return vmOp(a.Kind)
}

// accessOpName names a runtime access's op in a value schedule: a
// time-passes choice (--time free) that ends a timed wait is "timeout";
// the accesses of a thread's <permit> are "start", "unpark" and "park",
// a read of its <life> (getState, isAlive) "look".
func accessOpName(a vm.Access) string {
	switch a.Kind {
	case vm.KTimeout:
		return "timeout"
	case vm.KClock:
		return opRead.String()
	case vm.KStart:
		return "start" // a write of the started thread's <permit>
	case vm.KUnpark:
		return "unpark"
	case vm.KPark:
		return "park" // a read of the parking thread's <permit>
	case vm.KJoin:
		return "look" // getState or isAlive: a read of the thread's <life>
	case vm.KUnlock:
		return "release" // a monitor's, before which an entry blocked (run.exitPairs)
	}
	return accessOp(a).String()
}

// nodeOp maps a PEG node kind to its op.
func nodeOp(k mhp.NodeKind) op {
	switch k {
	case mhp.Read:
		return opRead
	case mhp.Write:
		return opWrite
	case mhp.Entry:
		return opEntry
	case mhp.Wait, mhp.Waiting:
		return opWait
	case mhp.NotifiedEntry:
		return opNotified
	case mhp.Notify, mhp.NotifyAll:
		return opNotify
	}
	return opNone
}

// key is a value-schedule-relevant access: a source line of a method and
// what it does there (a wait is both a wait and, later, a notified wait).
// Accesses are keyed by line, as the thesis names them (Table 5.1), and
// as mhp keeps one pair per pair of lines: the two reads of head in
// `head == null || head.wakeAt > t` are one access.
type key struct {
	Site classfile.Site // PC holds -line when the line is known
	Op   op
}

// lineSite replaces a site's PC by its source line, read from pos
// ("File.java:line"), if there is one.
func lineSite(s classfile.Site, pos string) classfile.Site {
	if i := strings.LastIndexByte(pos, ':'); i >= 0 {
		if n, err := strconv.Atoi(pos[i+1:]); err == nil && n > 0 {
			s.PC = -n
		}
	}
	return s
}

func vkey(a vm.Access) key { return key{lineSite(a.Site, a.Pos), vmOp(a.Kind)} }

// vkey is the access a runtime access is: its own line, or, for a read,
// write or compare-and-set the VM makes in JDK code on the program's
// behalf at a call the analysis summarizes as an access of the JDK
// object's <state> (AtomicReference.get, ConcurrentHashMap.put), that
// call's line (Access.User and Pos name it), and so for a call on a line
// of a dynamic pair (dynAt: a race the first execution showed there). The
// dynamic alias check (sameVar) then pairs the JDK's own accesses of the
// same field or element: those are where two such calls race.
//
// A ReentrantLock's acquisition, the compare-and-set of its synchronizer's
// state that the VM makes under the program's lock() call, is that call's
// monitor entry, as the PEG has it: so MM pairs of ReentrantLocks (two
// threads taking two locks in opposite orders) make backtracking points
// like those of synchronized blocks.
func (m *model) vkey(a vm.Access) key {
	if a.Kind == vm.KClock {
		// A read of the clock (a scheduling point with --time free,
		// vm.Config.ClockPoints) is its program call's read of <clock>;
		// the start of a timed wait (Field "deadline") is none.
		if u := lineSite(a.User, a.Pos); a.Field == "" && m.clockReadAt[u] {
			return key{u, opRead}
		}
		return key{}
	}
	if k, ok := m.condKey(a); ok {
		return k
	}
	if a.Kind == vm.KStart || a.Kind == vm.KUnpark || a.Kind == vm.KPark {
		return m.permitKey(a)
	}
	if a.Kind == vm.KJoin {
		// A look at a thread's life (getState, isAlive) is the
		// program's call's read of the thread's <life>, if the analysis
		// made one there; Thread.join's look is none of it.
		if k := m.permitKey(a); k.Op != opNone {
			return k
		}
	}
	if m.taskStarts && (taskCheck(a) || len(m.stopAt) > 0 && workerLock(a)) && !m.known(a.Site) {
		return taskStartKey
	}
	if m.taskEnds && taskRelay(a) && !m.known(a.Site) {
		return taskEndKey
	}
	if m.taskStarts && timerTaskLock(a) {
		// TimerTask.cancel writes the task's state under the task's
		// lock, which the Timer thread's check takes first: the two
		// lock acquisitions stand for the cancel and the task's start,
		// so that a backtracking point at the cancel comes before the
		// lock is taken, and the dynamic alias check pairs the two.
		if a.User == a.Site && !m.appClasses[a.Site.Class] {
			return taskStartKey
		}
		if u := lineSite(a.User, a.Pos); a.User != a.Site && m.stateAt[u] {
			return key{u, opWrite}
		}
	}
	k := vkey(a)
	if a.User == a.Site || a.User == (classfile.Site{}) || m.known(a.Site) {
		return k
	}
	if a.Kind == vm.KLock && m.stopCall(a) {
		// Timer.cancel empties the Timer's queue under the queue's
		// monitor, which the Timer thread holds while it takes a task:
		// the acquisition is the call's write, so that a backtracking
		// point at the cancel comes before it (stopCall).
		return key{lineSite(a.User, a.Pos), opWrite}
	}
	if len(m.cancelAt) > 0 && taskCancel(a) {
		// invokeAny's cancel of a task (FutureTask.cancel's
		// compare-and-set of its state, under the program's call) is
		// the call's write of the tasks' state; the call's other
		// accesses (its queue, its workers' start) are none of it.
		if u := lineSite(a.User, a.Pos); m.cancelAt[u] {
			return key{u, opWrite}
		}
	}
	if len(m.lockAt) > 0 && reentrantAcquire(a) {
		if u := lineSite(a.User, a.Pos); m.lockAt[u] {
			return key{u, opEntry}
		}
	}
	if len(m.stateAt) == 0 && len(m.dynAt) == 0 {
		return k
	}
	switch a.Kind {
	case vm.KRead, vm.KWrite, vm.KArrayRead, vm.KArrayWrite, vm.KCAS:
		if u := lineSite(a.User, a.Pos); m.stateAt[u] || m.dynAt[u] {
			if vmOp(a.Kind) == opWrite && m.cancelAt[u] && !m.stateWriteAt[u] && !m.dynAt[u] {
				// The call's write is its cancel alone (above), which
				// invokeAny's read of its collection does not change.
				return k
			}
			k.Site = u
			if a.Op && m.stateWriteAt[u] {
				// The scheduling point of a synchronizer's whole
				// operation (vm.Config.AtomicSync), at its first access
				// (the read of a latch's state before countDown's
				// compare-and-set): the call's write, as the analysis
				// has it.
				k.Op = opWrite
			}
		}
	}
	return k
}

// condKey is the wait of a Condition's await of the program that a is,
// as the PEG has it (mhp.Node.Cond): the VM runs ConditionObject.await in
// JDK code, whose park (a KPark under the program's call) is the call's
// wait. A thread parked there is waiting (run.waiting) as one in
// Object.wait is: wakeable and joins judge it by the WN pairs of its
// wait. The signal is not keyed as a notify: its thread holds the lock
// the waiter needs, so a backtracking point there only adds executions
// (loadingbay 111 -> 219), as a notify holding its monitor does (N1).
func (m *model) condKey(a vm.Access) (key, bool) {
	if len(m.condAt) == 0 || a.User == a.Site || a.User == (classfile.Site{}) {
		return key{}, false
	}
	u := lineSite(a.User, a.Pos)
	if a.Kind == vm.KPark && m.condAt[key{u, opWait}] {
		return key{u, opWait}, true
	}
	return key{}, false
}

// permitKey is the access of a thread's park permit (static.PermitVar)
// or life (static.LifeVar) that a, a start, an unpark, a park or a look
// at a thread's life (a KJoin) the VM reports, is: the program's call's
// write (a start, an unpark) or read (a park, a getState or isAlive), if
// the analysis made one there; none otherwise. The VM names the thread
// by its Thread object (the started, the unparked, the parking, the
// looked-at thread's), so that the dynamic alias check (sameVar) pairs
// the start of t with an unpark of t or a look at t only.
func (m *model) permitKey(a vm.Access) key {
	o := opWrite
	if a.Kind == vm.KPark || a.Kind == vm.KJoin {
		o = opRead
	}
	for _, s := range []classfile.Site{a.User, a.Site} {
		if k := (key{lineSite(s, a.Pos), o}); s != (classfile.Site{}) && m.permitAt[k] {
			return k
		}
	}
	return key{}
}

// blockKey is the write of the running thread's <life> that a, the VM's
// park or wait (Thread.join's too) under a call of the program that may
// block (model.blockAt), is: a getState of the thread may see it
// WAITING after it. Such an access keeps its own key too (vkey: a
// park's read of the thread's permit, a wait's monitor op): blockKey is
// a second one, which only a goal whose target it is looks for (fulfil)
// and the run's accesses report (performed). Op is opNone if a is none.
//
// A monitor entry (KLock) at a line whose PEG has such a write before
// its entry (mhp: a thread that finds the monitor held is BLOCKED) is
// that write too: its point is where the thread may block, before
// another thread's look or its release of the monitor (fulfil). So is a
// sleep's event (KSleep): a sleep has no point before it, and a goal
// whose target it is is fulfilled by the event (run.slept); and the
// event of a park that blocks inside a JDK synchronizer's operation
// under such a call (a Lock's lock, a Condition's await, a
// BlockingQueue's take: static.Program.JDKBlocks), whose park is merged
// into the operation's step, with no point of its own (run.parkBlocked).
func (m *model) blockKey(a vm.Access) key {
	if len(m.blockAt) == 0 || a.Kind != vm.KPark && a.Kind != vm.KWait && a.Kind != vm.KLock && a.Kind != vm.KSleep {
		return key{}
	}
	if a.Kind == vm.KLock {
		if u := lineSite(a.Site, a.Pos); m.blockEntry[key{u, opWrite}] != "" {
			return key{u, opWrite}
		}
		if u := lineSite(a.User, a.Pos); a.User != a.Site && m.blockView[u] {
			// An entry in the JDK's code under a call on a
			// synchronized view (mhp.Node.ViewEntry).
			return key{u, opWrite}
		}
		return key{}
	}
	for _, s := range []classfile.Site{a.User, a.Site} {
		if u := lineSite(s, a.Pos); s != (classfile.Site{}) && m.blockAt[u] {
			return key{u, opWrite}
		}
	}
	return key{}
}

// expiry returns the write of <clock> that time-passes choice a (a
// vm.KTimeout, with --time free) is: the end of a timed wait of the
// program's call (its line), which a read of the clock in another thread
// may see. Op is opNone if a is none.
func (m *model) expiry(a vm.Access) key {
	if u := lineSite(a.User, a.Pos); a.Kind == vm.KTimeout && m.clockWriteAt[u] {
		return key{u, opWrite}
	}
	return key{}
}

// timedKey stands, as a reachability target, for every call of the
// program that waits with a timeout (model.timedAt).
var timedKey = key{Site: classfile.Site{Class: "<timed wait>"}, Op: opWrite}

// timedAfter reports whether a thread that has performed access k may
// still reach a call that waits with a timeout (timedKey), by the PEG.
func (m *model) timedAfter(k key) bool {
	if v, ok := m.after[k]; ok {
		return v
	}
	v := false
	if len(m.targets[timedKey]) > 0 {
		var starts []*mhp.Node
		for id := range m.targets[k] {
			starts = append(starts, m.peg.Nodes[id])
		}
		v = len(starts) > 0 && m.search(reachQ{Thread: noThread, From: k.Site, Done: true, Target: timedKey}, starts)
	}
	m.after[k] = v
	return v
}

// stopCall reports whether a is the VM's access under the program's call
// of a shutdownNow or a Timer's cancel (mhp.Node.TaskStop), which drops
// the tasks still queued: the call's write of the executor's state, which
// a task's start (taskStartKey) reads. The executor's objects and the
// task's Future are not the same at run time: any task's start fulfils
// the pair (the analysis paired the call with the starts of the tasks of
// the executor it is made on). Only the call's lock acquisitions make
// backtracking points for it (stopAcquire): its first one takes the lock
// under which it stops the executor, and a task that has not started by
// the time it holds that lock never starts.
func (m *model) stopCall(a vm.Access) bool {
	return len(m.stopAt) > 0 && a.User != a.Site && a.User != (classfile.Site{}) && m.stopAt[lineSite(a.User, a.Pos)]
}

// aqsState is the state field of java.util.concurrent's locks, written by
// the compare-and-set that acquires one.
const aqsState = "java/util/concurrent/locks/AbstractQueuedSynchronizer.state"

// workerLock reports whether a is a ThreadPoolExecutor worker's
// acquisition of its own lock (the Worker that addWorker makes), which
// runWorker takes before each task it runs, one handed over by execute
// too (no Future's state is read before a Runnable's run): that task's
// start against a shutdownNow (stopCall), in a program that has one.
func workerLock(a vm.Access) bool {
	return a.Kind == vm.KCAS && a.HasObj && a.User == a.Site && a.Field == aqsState &&
		a.Obj.Site.Class == "java/util/concurrent/ThreadPoolExecutor" && strings.HasPrefix(a.Obj.Site.Method, "addWorker")
}

// stopAcquire reports whether a, under a stop call (stopCall), takes a
// lock: ThreadPoolExecutor.shutdownNow's mainLock (and its queue's,
// draining it), Timer.cancel's queue monitor; or sets a ForkJoinPool's
// mode to stop (its shutdownNow takes no lock: a worker that took a task
// before runs it, and the tasks still queued are cancelled after).
func stopAcquire(a vm.Access) bool {
	return a.Kind == vm.KLock || a.Kind == vm.KCAS && (a.Field == aqsState || a.Field == fjPoolMode)
}

// fjPoolMode is a ForkJoinPool's mode, which its shutdownNow sets to stop
// (getAndBitwiseOr) before it cancels the queued tasks.
const fjPoolMode = "java/util/concurrent/ForkJoinPool.mode"

// reentrantAcquire reports whether a is an attempt to take a
// ReentrantLock: the compare-and-set of the state of the synchronizer its
// constructor made (a reentrant acquisition or a release writes the state
// instead).
func reentrantAcquire(a vm.Access) bool {
	return a.Kind == vm.KCAS && a.HasObj && a.Field == aqsState &&
		a.Obj.Site.Class == "java/util/concurrent/locks/ReentrantLock"
}

func nkey(n *mhp.Node) key {
	if n.TaskStart {
		return taskStartKey
	}
	if n.TaskEnd {
		return taskEndKey
	}
	s := n.Site()
	if line := n.Line(); line > 0 {
		s.PC = -line // the line its position names, as lineSite's
	}
	return key{s, nodeOp(n.Kind)}
}

// taskStartKey is the access a task thread begins with (mhp.Node.TaskStart):
// the executor's check of the task's Future (a Timer's of its TimerTask)
// before it runs the task, which a cancel in another thread races with.
// At run time it is a read of FutureTask.state or TimerTask.state by a
// thread with no frame of the program (taskCheck), which does not tell
// which call handed the task over: every task thread's start is this one
// access, and the dynamic alias check (sameVar) pairs a cancel with the
// start of the very task it cancels.
var taskStartKey = key{Site: classfile.Site{Class: "<task start>"}, Op: opRead}

// taskEndKey is the access a task thread ends with (mhp.Node.TaskEnd):
// the completion of the anyOf futures its task's future is a source of,
// which another source's completion races with. At run time it is the
// compare-and-set of a CompletableFuture's result by the relay
// (completeRelay, which the AnyOf completion fires) in a thread with no
// frame of the program (taskRelay), which does not tell which task it
// ends: every task thread's end is this one access, and the dynamic
// alias check (sameVar) pairs two sources' completions of the same
// anyOf future.
var taskEndKey = key{Site: classfile.Site{Class: "<task end>"}, Op: opWrite}

// taskRelay reports whether a is a relay's compare-and-set of a
// CompletableFuture's result made by the JDK's code alone (an anyOf's
// completion by a source's completing thread).
func taskRelay(a vm.Access) bool {
	return a.Kind == vm.KCAS && a.HasObj && a.User == a.Site &&
		a.Field == "java/util/concurrent/CompletableFuture.result" && strings.HasPrefix(a.Site.Method, "completeRelay")
}

// taskCancel reports whether a is the compare-and-set by which
// FutureTask.cancel takes a task that has not completed (its state NEW).
func taskCancel(a vm.Access) bool {
	return a.Kind == vm.KCAS && a.HasObj && a.Field == "java/util/concurrent/FutureTask.state"
}

// timerTaskLock reports whether a takes the lock of a TimerTask (the
// object TimerTask's constructor makes), which TimerTask.cancel and the
// Timer thread's check of the task's state hold.
func timerTaskLock(a vm.Access) bool {
	return a.Kind == vm.KLock && a.HasObj && a.Obj.Site.Class == "java/util/TimerTask" && strings.HasPrefix(a.Obj.Site.Method, "<init>")
}

// taskCheck reports whether a is a pool worker's (a Timer thread's) read of
// a task's state outside the program's code: FutureTask.run's and
// runAndReset's first step, TimerThread.mainLoop's check of a TimerTask,
// a CompletableFuture task's (AsyncSupply.run's, a stage's tryFire's)
// check that its future has no result yet, and a ForkJoinPool worker's
// check of a ForkJoinTask's status before it runs it (doExec).
func taskCheck(a vm.Access) bool {
	return a.Kind == vm.KRead && a.HasObj && a.User == a.Site &&
		(a.Field == "java/util/concurrent/FutureTask.state" || a.Field == "java/util/TimerTask.state" ||
			a.Field == "java/util/concurrent/CompletableFuture.result" ||
			a.Field == "java/util/concurrent/ForkJoinTask.status" && strings.HasPrefix(a.Site.Method, "doExec"))
}

// Pair kinds, with the WW pairs that only exist at run time (§5.3.4).
const (
	kindRW = "RW"
	kindWN = "WN"
	kindWM = "WM"
	kindWW = "WW"
	kindMM = "MM"
)

// relevance is Priority 6.1: RW > WN > WM ≥ WW > MM.
func relevance(kind string) int {
	switch kind {
	case kindRW:
		return 4
	case kindWN:
		return 3
	case kindWM, kindWW:
		return 2
	}
	return 1
}

// partner is the other side of a concurrent access pair: the access a
// trigger may yield to (Rule 2).
type partner struct {
	K      key
	Kind   string
	Var    string
	Pos    string // File.java:line
	Prio   int    // the pair's mhp priority, higher first
	Thread string
	cands  []int // the threads that could fulfil it when its bpt was made
	// late: when its bpt was made, what earlier runs learned made the
	// pair unlikely (run.canFulfil): it is served only once the
	// worklists are empty.
	late bool
	// waiter (a notify's choice, run.wake): the abstract thread of the
	// waiter to wake plus one, so that two threads waiting at one wait
	// site make two pairs; 0 for every other pair.
	waiter int
	// dyn: the pair is a data race seen in the first execution that the
	// static analysis made no pair of (model.addRaces).
	dyn bool
	// timeout: an MM pair whose trigger is a tryLock with a timeout
	// (model.timedLockAt), with --time free: once the partner's thread
	// holds the lock, the trigger's tryLock times out (run.timeoutT).
	timeout bool
	// expire: a pair whose partner is a call that waits with a timeout
	// (model.timedAt), with --time free: the partner's wait expires, and
	// its call ends, before the trigger (a poll(t, unit) giving up before
	// another thread's offer). Fulfilled by the time-passes choice of a
	// thread in that call (run.fulfil).
	expire bool
	// after: an MM pair (with --time free) whose partner's thread, once
	// it has entered, may reach a call that waits with a timeout
	// (model.timedAfter): the partner enters first, its thread runs on
	// to that wait, which expires, and finishes the call before the
	// trigger (a Condition.await(t, unit) under the lock giving up
	// before the signaller takes the lock; run.expireAfter).
	after bool
}

// model is what vsched keeps of the static analysis: the pairs indexed by
// their accesses, and the PEG for reachability questions.
type model struct {
	partners map[key][]partner
	// condAt holds the wait keys of the program's Condition awaits
	// (mhp.Node.Cond): condKey.
	condAt map[key]bool
	bySite map[classfile.Site][]*mhp.Node
	// seen and work are search's, reused from one search to the next:
	// a node is seen in the search numbered epoch when seen[ID] == epoch.
	seen  []uint32
	epoch uint32
	work  []*mhp.Node
	// knownAt caches known's answers (see knownSlot), lazily made.
	knownAt  *[knownSlots]knownEntry
	byMethod map[[2]string][]*mhp.Node
	// byThread narrows bySite and byMethod to the nodes of one abstract
	// thread: a runtime thread is asked about from its own thread's nodes
	// only (a method two threads run, say waitHere under put and under
	// take, has nodes in both, and the other thread's may reach accesses
	// this one never makes).
	byThread map[threadSite][]*mhp.Node
	// threadOf maps a Thread object's allocation site to its abstract
	// thread's ID.
	threadOf map[classfile.Site]int
	// varsOf is, per access, what its PEG nodes may touch (see mayTouch).
	varsOf map[key]*touches
	calls  map[int][]classfile.Site // call strings of nodes, by ID (see callString)
	// callKeys are the call strings printed (fmt.Sprint), by node ID: the
	// reachability cache's key of a call string (see inContext).
	callKeys map[int]string
	// appClasses are the classes with PEG nodes: a runtime object
	// allocated elsewhere (in the JDK) is not judged by allocation site.
	appClasses map[string]bool
	targets    map[key]map[int]bool // PEG node ids of each relevant access
	reach      map[reachQ]bool
	pairs      int
	peg        *mhp.PEG
	reachHits  int64
	// mustHeld lists, per access, the allocation sites of the monitors
	// it is always made under (every PEG node of the access holds them),
	// each standing for one runtime object (see lockSites).
	mustHeld map[key][]classfile.Site
	// stateAt holds the lines (lineSite) of the program's calls of
	// summarized JDK methods that read or write a JDK object's <state>
	// (ConcurrentHashMap.get, AtomicReference.set): see vkey.
	stateAt map[classfile.Site]bool
	// cancelAt holds the lines of the program's calls that cancel the
	// tasks they handed over (mhp.Node.TaskCancel), stateWriteAt those
	// of the <state> writes at stateAt: see vkey.
	cancelAt, stateWriteAt map[classfile.Site]bool
	// lockAt holds the lines of the program's Lock.lock calls, which the
	// PEG makes monitor entries (mhp.Node.LockCall): see vkey.
	lockAt map[classfile.Site]bool
	// timedLockAt: the lines of those that are a tryLock with a timeout.
	timedLockAt map[classfile.Site]bool
	// clockReadAt and clockWriteAt hold the lines of the program's calls
	// that read the clock and those that wait with a timeout, the reads
	// and writes of <clock> (static.ClockVar): see vkey and expiry.
	clockReadAt, clockWriteAt map[classfile.Site]bool
	// timedAt holds the lines of the program's calls that read or write
	// a JDK object's <state> and wait with a timeout (mhp.Node.Timed:
	// poll(t, unit), offer(e, t, unit), tryAcquire(t, unit)): their pairs
	// are tried with the wait expiring too (partner.expire).
	timedAt map[classfile.Site]bool
	// after caches timedAfter.
	after map[key]bool
	// permitAt holds the accesses of threads' park permits
	// (static.PermitVar) and lives (static.LifeVar): the writes of the
	// program's Thread.start and LockSupport.unpark calls and the reads
	// of its parks and of its getState and isAlive calls (see permitKey).
	permitAt map[key]bool
	// blockAt holds the lines of the program's calls that may block the
	// running thread (a park, wait or join) in a thread whose state the
	// program looks at with getState: their writes of the thread's
	// <life> (static.LifeVar, mhp.Node.OwnThread; see blockKey).
	blockAt map[classfile.Site]bool
	// blockEntry holds the writes of blockAt at the lines of monitor
	// entries (mhp.Entry): a thread that finds the monitor held blocks
	// there (blockKey, run.exitPairs); each holds its position.
	blockEntry map[key]string
	// blockView holds the lines of blockAt that are calls on a
	// synchronized view (mhp.Node.ViewEntry): the VM's monitor entry in
	// the JDK's code under such a call is its write (blockKey).
	blockView map[classfile.Site]bool
	// dynAt holds the program lines of the accesses of dynamic pairs
	// (addRaces): the VM's accesses in JDK code under a call on such a
	// line are that line's access, as at stateAt (see vkey).
	dynAt map[classfile.Site]bool
	// taskStarts: the PEG has task starts (taskStartKey); taskEnds:
	// task ends (taskEndKey).
	taskStarts, taskEnds bool
	// stopAt holds the lines of the program's calls that drop the tasks
	// queued on an executor or Timer (mhp.Node.TaskStop): see stopCall.
	stopAt map[classfile.Site]bool
	// taskThread holds the abstract threads that run executor tasks
	// (static.Thread.Task).
	taskThread map[int]bool
	// afterTask caches taskReach.
	afterTask map[key]bool
	// code names the code each abstract thread runs: its entry methods
	// (sameCode).
	code map[int]string
}

// sameCode reports whether abstract threads a and b (or noThread) run the
// same code: the same entry methods (three Writers allocated at three
// sites run Writer.run; two lambdas run two methods).
func (m *model) sameCode(a, b int) bool {
	if a == b {
		return true
	}
	ca, cb := m.code[a], m.code[b]
	return ca != "" && ca == cb
}

// touches is what the PEG nodes of one access may touch: field names, and
// the allocation sites of the objects (nil: any object, as when a
// points-to set holds an object that is not an allocation of the program).
type touches struct {
	fields map[string]bool
	sites  map[classfile.Site]bool
}

// fieldName is the name part of a field key "pkg/C.name" ("" for "[]"):
// the declaring class the VM and the analysis name may differ.
func fieldName(f string) string {
	if f == "[]" {
		return ""
	}
	if i := strings.LastIndexByte(f, '.'); i >= 0 {
		return f[i+1:]
	}
	return f
}

// mayTouch reports whether access k, which the static analysis pairs with
// runtime access a, may touch a's variable: some PEG node of k accesses a
// field of a's name (or an array element, or a monitor, as a does) and, when
// a's object was allocated by the program, its points-to set holds an
// object of a's allocation site. A pair failing it cannot be fulfilled on
// a's variable (the dynamic alias check of §6.2.3 would reject every
// instance), so it makes no bpt. Conservative: unknown answers true.
func (m *model) mayTouch(k key, a vm.Access) bool {
	t := m.varsOf[k]
	if t == nil {
		return true
	}
	switch a.Kind {
	case vm.KRead, vm.KWrite, vm.KArrayRead, vm.KArrayWrite:
		f := ""
		if a.Kind == vm.KRead || a.Kind == vm.KWrite {
			f = fieldName(a.Field)
		}
		if t.fields != nil && !t.fields[f] {
			return false
		}
	case vm.KLock, vm.KWait, vm.KWakeup, vm.KNotify, vm.KNotifyAll:
	default:
		return true
	}
	if !a.HasObj || t.sites == nil || !m.appClasses[a.Obj.Site.Class] {
		return true
	}
	return t.sites[a.Obj.Site]
}

// addTouches records what PEG node n of access k may touch.
func (m *model) addTouches(k key, n *mhp.Node) {
	t := m.varsOf[k]
	if t == nil {
		t = &touches{fields: map[string]bool{}, sites: map[classfile.Site]bool{}}
		m.varsOf[k] = t
	}
	switch n.Kind {
	case mhp.Read, mhp.Write:
		if n.Field == "<state>" || n.Field == "" {
			t.fields = nil
		} else if t.fields != nil {
			t.fields[fieldName(n.Field)] = true
		}
	default:
		t.fields = nil
	}
	if t.sites == nil {
		return
	}
	if n.Static || len(n.Objs) == 0 {
		t.sites = nil // a static field, or nothing known
		return
	}
	for i := range m.peg.A.Objects {
		if !n.Objs.Has(i) {
			continue
		}
		o := m.peg.A.Objects[i]
		if o.Kind != static.AllocObj || o.Site == (classfile.Site{}) {
			t.sites = nil
			return
		}
		t.sites[o.Site] = true
	}
}

// threadSite is a site (or a method, PC -1) within one abstract thread.
type threadSite struct {
	Site   classfile.Site
	Thread int
}

// noThread is the abstract thread of a runtime thread the analysis does not
// name (any of them may be it).
const noThread = -1

type reachQ struct {
	Thread   int    // the abstract thread asked about, or noThread
	Ctx      string // the call string the start nodes were chosen by, if any
	From     classfile.Site
	Done     bool // the access at From has executed (start from its successors)
	Target   key
	ByMethod bool
}

func newModel(rep *mhp.Report) *model {
	// Sized for the PEG: a program has about a site per PEG node and two
	// entries of byThread per site, a third of them accesses.
	nn := len(rep.PEG.Nodes)
	m := &model{
		partners:     map[key][]partner{},
		bySite:       make(map[classfile.Site][]*mhp.Node, nn),
		byMethod:     map[[2]string][]*mhp.Node{},
		targets:      make(map[key]map[int]bool, nn/3),
		reach:        map[reachQ]bool{},
		peg:          rep.PEG,
		byThread:     make(map[threadSite][]*mhp.Node, nn),
		threadOf:     map[classfile.Site]int{},
		varsOf:       make(map[key]*touches, nn/3),
		calls:        map[int][]classfile.Site{},
		callKeys:     map[int]string{},
		appClasses:   map[string]bool{},
		stateAt:      map[classfile.Site]bool{},
		cancelAt:     map[classfile.Site]bool{},
		stateWriteAt: map[classfile.Site]bool{},
		lockAt:       map[classfile.Site]bool{},
		timedLockAt:  map[classfile.Site]bool{},
		clockReadAt:  map[classfile.Site]bool{},
		clockWriteAt: map[classfile.Site]bool{},
		timedAt:      map[classfile.Site]bool{},
		after:        map[key]bool{},
		permitAt:     map[key]bool{},
		blockAt:      map[classfile.Site]bool{},
		blockEntry:   map[key]string{},
		blockView:    map[classfile.Site]bool{},
		stopAt:       map[classfile.Site]bool{},
		condAt:       map[key]bool{},
		taskThread:   map[int]bool{},
		code:         map[int]string{},
	}
	for _, pt := range rep.PEG.Threads {
		if pt.Thread != nil && pt.Thread.Task() {
			m.taskThread[pt.Thread.ID] = true
		}
		if th := pt.Thread; th != nil && m.code[th.ID] == "" {
			var names []string
			for _, e := range th.Entries {
				names = append(names, e.Func.Name())
			}
			sort.Strings(names)
			m.code[th.ID] = strings.Join(names, " ")
		}
	}
	for _, n := range rep.PEG.Nodes {
		s := n.Site()
		if s == (classfile.Site{}) {
			continue
		}
		m.bySite[s] = append(m.bySite[s], n)
		mk := [2]string{s.Class, s.Method}
		m.byMethod[mk] = append(m.byMethod[mk], n)
		m.appClasses[s.Class] = true
		if n.Thread != nil && n.Thread.Thread != nil {
			th := n.Thread.Thread
			m.byThread[threadSite{s, th.ID}] = append(m.byThread[threadSite{s, th.ID}], n)
			ms := classfile.Site{Class: s.Class, Method: s.Method, PC: -1}
			m.byThread[threadSite{ms, th.ID}] = append(m.byThread[threadSite{ms, th.ID}], n)
			if th.Site != (classfile.Site{}) {
				m.threadOf[th.Site] = th.ID
			}
		}
		if o := nodeOp(n.Kind); o != opNone {
			k := nkey(n)
			if m.targets[k] == nil {
				m.targets[k] = map[int]bool{}
			}
			m.targets[k][n.ID] = true
			m.addTouches(k, n)
			if n.TaskStart {
				m.taskStarts = true
			} else if n.TaskEnd {
				m.taskEnds = true
			} else if n.TaskCancel {
				m.cancelAt[k.Site] = true
			} else if n.Field == "<state>" && (n.Kind == mhp.Read || n.Kind == mhp.Write) {
				m.stateAt[k.Site] = true
				m.stateWriteAt[k.Site] = m.stateWriteAt[k.Site] || n.Kind == mhp.Write
				m.timedAt[k.Site] = m.timedAt[k.Site] || n.Timed
				if n.Timed {
					if m.targets[timedKey] == nil {
						m.targets[timedKey] = map[int]bool{}
					}
					m.targets[timedKey][n.ID] = true
				}
			}
			if n.LockCall && n.Kind == mhp.Entry {
				m.lockAt[k.Site] = true
				m.timedLockAt[k.Site] = m.timedLockAt[k.Site] || n.TryLock && n.Timed
			}
			if n.TaskStop {
				m.stopAt[k.Site] = true
			}
			if n.Cond && k.Op == opWait {
				m.condAt[k] = true
			}
			if n.Field == static.PermitVar || n.Field == static.LifeVar {
				m.permitAt[k] = true
			}
			if n.Field == static.LifeVar && n.OwnThread && n.Kind == mhp.Write {
				m.blockAt[k.Site] = true
				if n.ViewEntry {
					m.blockView[k.Site] = true
				}
			}
			if n.Field == static.ClockVar {
				if n.Kind == mhp.Read {
					m.clockReadAt[k.Site] = true
				} else {
					m.clockWriteAt[k.Site] = true
				}
			}
		}
	}
	if len(m.blockAt) > 0 {
		for _, n := range rep.PEG.Nodes {
			if n.Kind == mhp.Entry && !n.LockCall {
				if k := nkey(n); m.blockAt[k.Site] {
					m.blockEntry[key{k.Site, opWrite}] = n.Pos()
				}
			}
		}
	}
	add := func(a, b mhp.Access, p *mhp.AccessPair) {
		ka, kb := nkey(a.Node), nkey(b.Node)
		if ka.Op == opNone || kb.Op == opNone || ka.Site == (classfile.Site{}) || kb.Site == (classfile.Site{}) {
			return
		}
		for i, q := range m.partners[ka] {
			if q.K == kb {
				if relevance(p.Kind.String()) > relevance(q.Kind) || p.Priority > q.Prio {
					m.partners[ka][i].Prio = max(q.Prio, p.Priority)
					if relevance(p.Kind.String()) > relevance(q.Kind) {
						m.partners[ka][i].Kind = p.Kind.String()
					}
				}
				return
			}
		}
		m.partners[ka] = append(m.partners[ka], partner{K: kb, Kind: p.Kind.String(), Var: p.Var, Pos: b.Pos, Prio: p.Priority, Thread: b.Thread})
	}
	m.mustHeld = lockSites(rep.PEG)
	for _, p := range rep.Result.Pairs {
		m.pairs++
		add(p.A, p.B, p)
		add(p.B, p.A, p)
	}
	for k, ps := range m.partners {
		// The sites printed once each, for the last tie-break below.
		names := map[classfile.Site]string{}
		for _, q := range ps {
			if _, ok := names[q.K.Site]; !ok {
				names[q.K.Site] = q.K.Site.String()
			}
		}
		sort.SliceStable(ps, func(i, j int) bool {
			if a, b := relevance(ps[i].Kind), relevance(ps[j].Kind); a != b {
				return a > b
			}
			if ps[i].Prio != ps[j].Prio {
				return ps[i].Prio > ps[j].Prio
			}
			// mhp's order among equals is not ours to rely on.
			if a, b := names[ps[i].K.Site], names[ps[j].K.Site]; a != b {
				return a < b
			}
			return ps[i].K.Op < ps[j].K.Op
		})
		m.partners[k] = ps
	}
	return m
}

// untimedJoin reports whether the program's call at site s is a
// Thread.join without a timeout (by its PEG nodes): a thread in it runs on
// only once the joined thread has ended.
func (m *model) untimedJoin(s classfile.Site) bool {
	any := false
	for _, n := range m.bySite[s] {
		if n.Kind != mhp.Join || n.Timed {
			return false
		}
		any = true
	}
	return any
}

// known reports whether the PEG has a node at site s. vsched asks it for
// every enabled thread at every scheduling point (piper: 32 threads), and
// a lookup in bySite hashes the site's class and method names: the answers
// are kept in a small direct-mapped cache indexed by the names' addresses
// (the VM's sites share the class file's strings), checked by value, so
// that a slot shared by two sites only costs a lookup.
func (m *model) known(s classfile.Site) bool {
	if m.knownAt == nil {
		m.knownAt = new([knownSlots]knownEntry)
	}
	e := &m.knownAt[knownSlot(s)]
	if !e.set || e.site != s {
		*e = knownEntry{site: s, known: len(m.bySite[s]) > 0, set: true}
	}
	return e.known
}

const knownSlots = 256

type knownEntry struct {
	site       classfile.Site
	known, set bool
}

// knownSlot is s's slot in model.knownAt: a mix of its strings' addresses
// and lengths and its PC (equal sites with other copies of the strings
// take other slots, which costs room, not correctness).
func knownSlot(s classfile.Site) int {
	h := uint64(uintptr(unsafe.Pointer(unsafe.StringData(s.Class))))
	h = h*31 + uint64(uintptr(unsafe.Pointer(unsafe.StringData(s.Method)))) + uint64(len(s.Method))
	h = h*31 + uint64(s.PC)
	h ^= h >> 29
	h *= 0x9e3779b97f4a7c15
	return int(h >> (64 - 8))
}

// reachable answers the static half of accessibility (§6.2.1): can a
// thread of abstract thread th (or noThread) positioned at from (before
// its access there, or after it when done) still reach the access t, along
// the PEG's control flow and into the threads it has yet to start? stack,
// if not nil, is where the thread is (vm.VM.CallSites, outermost first):
// the PEG inlines every call, so a method called from two places has a
// copy of its nodes per call string, and only the copies whose call string
// the stack ends with are where the thread is (a thread in ringDue()
// called from close() cannot reach tick() any more; the copy under tick()
// can). Unknown positions answer true. Results are cached per (thread,
// position, call string, target).
func (m *model) reachable(th int, from classfile.Site, done bool, t key, stack []classfile.Site) bool {
	q := reachQ{Thread: th, From: from, Done: done, Target: t}
	var starts []*mhp.Node
	if th != noThread {
		starts = m.byThread[threadSite{from, th}]
	}
	if len(starts) == 0 {
		q.Thread = noThread
		starts = m.bySite[from]
	}
	if len(starts) > 1 && len(stack) > 1 && stack[len(stack)-1] == from {
		if in, key := m.inContext(starts, stack[:len(stack)-1]); len(in) > 0 {
			starts, q.Ctx = in, key
		}
	}
	if len(starts) == 0 {
		q.Done, q.ByMethod = false, true
		if th != noThread {
			q.Thread = th
			starts = m.byThread[threadSite{classfile.Site{Class: from.Class, Method: from.Method, PC: -1}, th}]
		}
		if len(starts) == 0 {
			q.Thread = noThread
			starts = m.byMethod[[2]string{from.Class, from.Method}]
		}
		if len(starts) == 0 {
			return true
		}
	}
	return m.search(q, starts)
}

// taskReach reports whether a pool worker that has done its task may
// still reach access k in another: whether some task thread (a task
// handed to an executor, a parallel stream's function) reaches k from
// its beginning. Cached per access.
func (m *model) taskReach(k key) bool {
	if v, ok := m.afterTask[k]; ok {
		return v
	}
	v := false
	for th := range m.taskThread {
		if m.reachableFromBegin(th, k) {
			v = true
			break
		}
	}
	if m.afterTask == nil {
		m.afterTask = map[key]bool{}
	}
	m.afterTask[k] = v
	return v
}

// beginSite names, in the reachability cache, the beginning of a thread.
var beginSite = classfile.Site{Class: "<begin>"}

// reachableFromBegin is reachable for a thread of abstract thread th that
// has not reached any site of the PEG yet: it is at its beginning (its
// copies' begin nodes).
func (m *model) reachableFromBegin(th int, t key) bool {
	var starts []*mhp.Node
	for _, pt := range m.peg.Threads {
		if pt.Thread != nil && pt.Thread.ID == th && pt.Begin != nil {
			starts = append(starts, pt.Begin)
		}
	}
	if len(starts) == 0 {
		return true
	}
	return m.search(reachQ{Thread: th, From: beginSite, Target: t}, starts)
}

// search answers q from the start nodes (their successors when q.Done),
// along control flow and into the threads started on the way; cached.
func (m *model) search(q reachQ, starts []*mhp.Node) bool {
	t := q.Target
	if r, ok := m.reach[q]; ok {
		m.reachHits++
		return r
	}
	goal := m.targets[t]
	r := false
	if len(goal) > 0 {
		// The nodes seen are marked with this search's number in
		// m.seen (node IDs are dense): a map per search was most of a
		// search's cost on daisy's PEG.
		m.epoch++
		if m.epoch == 0 {
			clear(m.seen)
			m.epoch = 1
		}
		if m.peg != nil && len(m.seen) < len(m.peg.Nodes) {
			m.seen = make([]uint32, len(m.peg.Nodes))
		}
		seen, epoch := m.seen, m.epoch
		work := m.work[:0]
		push := func(n *mhp.Node) {
			if n.ID >= len(seen) {
				seen = append(seen, make([]uint32, n.ID+1-len(seen))...)
				m.seen = seen
			}
			if seen[n.ID] != epoch {
				seen[n.ID] = epoch
				work = append(work, n)
			}
		}
		for _, n := range starts {
			if q.Done {
				for _, s := range n.Succs {
					push(s)
				}
				continue
			}
			push(n)
		}
		for len(work) > 0 && !r {
			n := work[len(work)-1]
			work = work[:len(work)-1]
			if goal[n.ID] {
				r = true
				break
			}
			for _, s := range n.Succs {
				push(s)
			}
			if n.Kind == mhp.Start {
				for _, s := range n.SyncSuccs {
					push(s)
				}
			}
		}
		m.work = work[:0]
	}
	m.reach[q] = r
	return r
}

// inContext returns the nodes of ns whose call string (Node.Context) the
// callers' sites end with, and a key naming that call string; none if no
// node's does (the thread is then judged from all of them).
func (m *model) inContext(ns []*mhp.Node, callers []classfile.Site) ([]*mhp.Node, string) {
	var in []*mhp.Node
	var key string
	for _, n := range ns {
		ctx := m.callString(n)
		if len(ctx) > len(callers) {
			continue
		}
		ok := true
		tail := callers[len(callers)-len(ctx):]
		for i := range ctx {
			if ctx[i] != tail[i] {
				ok = false
				break
			}
		}
		if ok {
			in = append(in, n)
			k, ok := m.callKeys[n.ID]
			if !ok {
				k = fmt.Sprint(ctx)
				m.callKeys[n.ID] = k
			}
			if len(k) > len(key) {
				key = k
			}
		}
	}
	return in, key
}

// callString returns the sites of n's call string, outermost first.
func (m *model) callString(n *mhp.Node) []classfile.Site {
	if cs, ok := m.calls[n.ID]; ok {
		return cs
	}
	var cs []classfile.Site
	for _, c := range n.Context {
		if c.Caller == nil || c.Instr == nil {
			continue
		}
		cs = append(cs, c.Caller.Func.Site(c.Instr.PC()))
	}
	m.calls[n.ID] = cs
	return cs
}

func (p partner) String() string { return fmt.Sprintf("%s %s(%s) %s", p.Kind, p.K.Op, p.Var, p.Pos) }

// waitAfter returns the wait node (an Object.wait call) of the method of
// site s that follows s most closely, or nil. The VM reports a wait at the
// native inside the JDK's Object.wait(), not at the application's call:
// the thread's last position known to the PEG tells which call it is.
func (m *model) waitAfter(s classfile.Site) *mhp.Node {
	var best, last *mhp.Node
	for _, n := range m.byMethod[[2]string{s.Class, s.Method}] {
		if n.Kind != mhp.Wait {
			continue
		}
		pc := n.Site().PC
		if pc >= s.PC && (best == nil || pc < best.Site().PC) {
			best = n
		}
		if last == nil || pc > last.Site().PC {
			last = n
		}
	}
	if best == nil {
		return last
	}
	return best
}

// lockSites computes, for each access, the monitors every one of its PEG
// nodes surely holds (the PEG's lock sets) that stand for exactly one
// runtime object: the lock expression's points-to set is one abstract
// object allocated at most once, and no other abstract object comes from
// the same allocation site. A runtime monitor allocated at such a site is
// that object, so a thread holding it keeps the access from happening
// (Eraser's lockset argument, made at run time: the VM says which
// monitors the trigger's thread holds).
func lockSites(g *mhp.PEG) map[key][]classfile.Site {
	perSite := map[classfile.Site]int{}
	for _, o := range g.A.Objects {
		if o.Site != (classfile.Site{}) {
			perSite[o.Site]++
		}
	}
	held := map[key]map[classfile.Site]bool{}
	for _, n := range g.Nodes {
		if nodeOp(n.Kind) == opNone || n.Site() == (classfile.Site{}) {
			continue
		}
		var cur map[classfile.Site]bool // nil: none
		for _, mon := range n.Held {
			if mon.Artificial || mon.Objs.Len() != 1 {
				continue
			}
			for id := range mon.Objs.Elems {
				o := g.A.Objects[id]
				if o.Once && o.Site != (classfile.Site{}) && perSite[o.Site] == 1 {
					if cur == nil {
						cur = map[classfile.Site]bool{}
					}
					cur[o.Site] = true
				}
			}
		}
		k := nkey(n)
		old, seen := held[k]
		if !seen {
			held[k] = cur
			continue
		}
		for s := range old {
			if !cur[s] {
				delete(old, s)
			}
		}
	}
	out := map[key][]classfile.Site{}
	for k, ss := range held {
		for s := range ss {
			out[k] = append(out[k], s)
		}
	}
	return out
}

// guarded reports whether access k is always made under monitor o (by
// the PEG's lock sets, see lockSites).
func (m *model) guarded(k key, o vm.ObjectID) bool {
	for _, s := range m.mustHeld[k] {
		if s == o.Site {
			return true
		}
	}
	return false
}
