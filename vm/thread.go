package vm

import "weft/classfile"

type threadState uint8

const (
	tRunnable  threadState = iota
	tBlocked               // entering a monitor held by another thread (the op is re-executed)
	tWaiting               // in a wait set (Object.wait), until notified or timed out
	tReacquire             // notified or timed out: needs its monitor back
	tSleeping              // Thread.sleep: wakes when virtual time reaches deadline
	tParked                // LockSupport.park
	tTerminated
	tInitWait // needs a class another thread is initializing (initWait; the op is re-executed)
)

var stateNames = [...]string{"RUNNABLE", "BLOCKED", "WAITING", "BLOCKED (reacquiring after wait)", "TIMED_WAITING (sleeping)", "WAITING (parked)", "TERMINATED",
	"WAITING (class initialization)"}

// frame is one activation. pc is an op index; for callers it is the index
// of the invoke being executed. Locals start at lp in the thread's slab;
// the operand stack follows them and its saved top is sp.
type frame struct {
	m       *Method
	code    *lowered
	pc      int
	lp, sp  int
	sync    Ref  // monitor taken by a synchronized method, released on exit
	nested  bool // callNested: return to Go when this frame returns
	discard bool // the caller is a void native's tail call: drop the result
	// init is the class whose <clinit> this frame runs for the thread
	// initializing it (initclass.go): when it returns, or an exception
	// leaves it, the class is initialized or erroneous, and the caller's
	// op that needed it runs again.
	init *Class
	// opBegun: the frame is a synchronizer operation's outermost
	// (Config.AtomicSync) and its first visible access had its
	// scheduling point: the others have none.
	opBegun bool
}

// Thread is a Java thread: its frames and operand slab are data, so the
// interpreter can switch threads at any scheduling point and snapshots can
// copy them.
type Thread struct {
	ID     int
	obj    Ref // the java.lang.Thread
	frames []frame
	stack  []uint64
	state  threadState

	monObj  Ref     // blocked on / waiting on / reacquiring this object's monitor
	entryOf *Method // the synchronized method whose entry t is blocked at (entrySite), or nil
	// initWait is the class another thread is initializing that t waits
	// for (tInitWait); initPending the classes t marked as being
	// initialized whose <clinit> has not started, each waiting for its
	// superclass and superinterfaces, with the frame count of the op that
	// needed it (initclass.go). Never written in place: a snapshot's copy
	// of the thread may share the array.
	initWait    *Class
	initPending []initPend
	initFrames  int  // frames on its stack running a <clinit> (frame.init)
	inNative    bool // in a native method the interpreter called (call)
	// mainGate: the bottom frame is main's, not entered yet, below the
	// initialization of its class (Start): no handler of main's catches
	// what that initialization throws.
	mainGate    bool
	waitCount   int // monitor recursion count to restore after wait
	timed       bool
	deadline    int64
	permit      bool
	interrupted bool
	daemon      bool
	// allocs counts allocations per site (ObjectID.Seq); shared with
	// snapshots until the next allocation copies it (allocsShared).
	allocs       map[allocSite]int
	allocsShared bool
	waitSeq      int64 // when it entered the wait set, for notify's order

	granted  bool   // the pending visible op was granted; run it without asking
	inWait   bool   // a blocking native (wait, sleep, park) is completing
	ending   bool   // terminated, waiting for its Thread object's monitor
	yielding bool   // Thread.yield: the next point is a yield
	begun    bool   // has run at least once (KThreadBegin emitted)
	pending  Access // the visible op it is stopped at
	// opPoint is the point access of the JDK synchronizer operation it
	// is in (Config.AtomicSync), its pending op while parked there.
	opPoint Access
	atomic  int // > 0: inside a nested call from Go, never switch

	exc           Ref    // exception being thrown
	nestedRet     uint64 // result of the frame a callNested waits for
	nestedExc     Ref
	uncaught      Ref // the exception that killed it
	uncaughtTrace string
	// dispatching: the frames are the program's uncaught-exception
	// handler running for the exception that ended the thread's run
	// (threadDies); the bottom frame, Thread.dispatchUncaughtException,
	// tells it apart in the state hash.
	dispatching bool

	entry entryState // the main thread of an entry run (entry.go)
	// Symbolic values (sym.go): shadow parallels stack (nil while no
	// input was read); symRet is an input native's symbolic result.
	shadow   []*Expr
	symRet   *Expr
	nInputs  int    // inputs this thread read
	key      string // stable name ("" for main), see threadKey
	children int    // threads this thread started
	// destroy: the thread the VM started at the program's normal end to
	// run its shutdown hooks (HotSpot's DestroyJavaVM, destroyJavaVM)
	destroy bool
}

// allocSite is an allocation site: a method and an op index.
type allocSite struct {
	m  *Method
	pc int
}

// nextSeq counts an allocation at t's current site and returns its number
// there (1 for the first). A map shared with a snapshot is copied first,
// into one from f.
func (t *Thread) nextSeq(f *freeLists) int {
	var k allocSite
	if n := len(t.frames); n > 0 {
		k = allocSite{t.frames[n-1].m, t.frames[n-1].pc}
	}
	if t.allocs == nil {
		t.allocs = f.copyAllocs(nil)
	} else if t.allocsShared {
		// Copy-on-write: a snapshot holds the old map.
		t.allocs = f.copyAllocs(t.allocs)
	}
	t.allocsShared = false
	n := t.allocs[k] + 1
	t.allocs[k] = n
	return n
}

// site returns the current classfile.Site of t.
func (t *Thread) site() classfile.Site {
	if len(t.frames) == 0 {
		return classfile.Site{}
	}
	f := &t.frames[len(t.frames)-1]
	pc := 0
	if f.code != nil && f.pc < len(f.code.pcs) {
		pc = int(f.code.pcs[f.pc])
	}
	return classfile.Site{Class: f.m.Class.Name, Method: f.m.key, PC: pc}
}

// where returns the site of t's innermost program frame (the first frame
// outward that is neither the JDK's nor a synthetic lambda's; the innermost
// frame if there is none) and its File.java:line: where the program is
// when the VM performs an operation inside a library wrapper such as
// Object.wait(), Thread.join or ReentrantLock.lock.
func (t *Thread) where() (classfile.Site, string) {
	n := len(t.frames)
	if n == 0 {
		return classfile.Site{}, ""
	}
	f := &t.frames[n-1]
	for i := n - 1; i >= 0; i-- {
		if g := &t.frames[i]; !g.m.Class.lib && g.m.Class.lambda == nil {
			f = g
			break
		}
	}
	pc := 0
	if f.code != nil && f.pc < len(f.code.pcs) {
		pc = int(f.code.pcs[f.pc])
	}
	return classfile.Site{Class: f.m.Class.Name, Method: f.m.key, PC: pc}, f.m.sourcePos(pc)
}

func (t *Thread) live() bool { return t.state != tTerminated }

// enabled reports whether t could run now.
func (v *VM) enabled(t *Thread) bool {
	switch t.state {
	case tRunnable:
		return true
	case tBlocked, tReacquire:
		o := v.obj(t.monObj)
		return o.mon == nil || o.mon.owner == 0 || o.mon.owner == t.ID+1
	case tInitWait:
		return v.cs(t.initWait.id).state != csBusy
	}
	return false
}

// monitorEnter tries to take h's monitor for t.
func (v *VM) monitorEnter(t *Thread, h Ref, count int) bool {
	o := v.obj(h)
	if o.mon != nil && o.mon.owner == t.ID+1 {
		o = v.mut(h)
		o.mon.count += count
		return true
	}
	if o.mon != nil && o.mon.owner != 0 {
		return false
	}
	o = v.mut(h)
	if o.mon == nil {
		o.mon = &Monitor{}
	}
	o.mon.owner = t.ID + 1
	o.mon.count = count
	return true
}

// monitorExit releases one level of h's monitor; false if t does not own it.
func (v *VM) monitorExit(t *Thread, h Ref) bool {
	o := v.obj(h)
	if o.mon == nil || o.mon.owner != t.ID+1 {
		return false
	}
	o = v.mut(h)
	o.mon.count--
	if o.mon.count == 0 {
		o.mon.owner = 0
	}
	return true
}

func (v *VM) owns(t *Thread, h Ref) bool {
	o := v.obj(h)
	return o.mon != nil && o.mon.owner == t.ID+1
}

// wakeWaiters moves threads waiting on h to reacquire (all, or the
// longest waiting) and returns how many waited.
func (v *VM) wakeWaiters(h Ref, all bool) (waiting int) {
	var first *Thread
	for _, w := range v.threads {
		if w.state == tWaiting && w.monObj == h {
			waiting++
			if all {
				w.state = tReacquire
				w.timed = false
			} else if first == nil || w.waitSeq < first.waitSeq {
				first = w
			}
		}
	}
	if first != nil {
		first.state = tReacquire
		first.timed = false
	}
	return waiting
}

// CallSites returns where thread id is in the program: the sites of its
// frames outermost first, a caller's being the invoke it is executing and
// the innermost's the instruction it is at; frames of the JDK and of
// synthetic lambda classes are left out. Nil if there is no such thread or
// it has terminated.
func (v *VM) CallSites(id int) []classfile.Site {
	if id < 0 || id >= len(v.threads) || !v.threads[id].live() {
		return nil
	}
	t := v.threads[id]
	var out []classfile.Site
	for i := range t.frames {
		f := &t.frames[i]
		if f.m.Class.lib || f.m.Class.lambda != nil {
			continue
		}
		pc := 0
		if f.code != nil && f.pc < len(f.code.pcs) {
			pc = int(f.code.pcs[f.pc])
		}
		out = append(out, classfile.Site{Class: f.m.Class.Name, Method: f.m.key, PC: pc})
	}
	return out
}
