package vm

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"weft/classfile"
)

// Config configures a VM.
type Config struct {
	ClassPath *classfile.ClassPath
	Stdout    io.Writer
	Stderr    io.Writer
	Scheduler Scheduler // nil: FIFO
	Listeners []Listener
	MaxSteps  int64 // bytecodes; 0: unlimited
	MaxDepth  int   // frames per thread; 0: 6000
	// CanonicalFrames makes StateHash name the references in thread
	// frames (locals, operand stacks) by their targets' ObjectIDs, as it
	// names those in heap slots, so that one state reached through
	// different allocation orders hashes the same. Off, frame slots are
	// hashed raw (handles): states match only when allocated in the same
	// order. (Off by default: vsched's state matching loses bugs with it.)
	CanonicalFrames bool
	// NotifyChoice makes Object.notify a scheduling choice when several
	// threads wait: the Scheduler is asked at a Point with Wake set which
	// waiter to wake, as the JVM may wake any. Off, notify wakes the
	// longest-waiting thread without asking (no extra scheduling point).
	NotifyChoice bool
	// Alone keeps reporting events and scheduling points once a second
	// thread has been started, even while only one thread is alive (by
	// default a thread running alone is invisible: it races with nothing).
	// Strategies that model every thread's operations (unfold) need them.
	Alone bool
	// FreeTime makes the passing of time a scheduling choice, as a thread
	// may be arbitrarily slow: at a scheduling point where threads are in
	// timed waits (Thread.sleep, Object.wait(ms), a timed park) whose
	// deadline is in the future, those with the earliest deadline are
	// offered as time-passes choices (Choice.Timeout); choosing one jumps
	// the virtual clock to that deadline. The clock also runs with the
	// bytecodes as without the option, so deadlines end in the same order
	// (a sleep(1) begun before a sleep(100) ends first); only the other
	// threads' speed is free. A wait(ms) whose monitor another thread
	// holds is offered once the monitor is free. Reads of the clock and
	// the starts of timed waits are then KClock events. Off, timed waits
	// end when the bytecodes run reach their deadline (NanosPerBytecode),
	// or when no thread can run.
	FreeTime bool
	// AtomicSync runs each operation of the JDK's queued synchronizers
	// (syncOpClass: java.util.concurrent.locks, CountDownLatch,
	// Semaphore, Exchanger, SynchronousQueue) as one step: the
	// operation's first visible access is a scheduling point (Access.Op),
	// its other accesses (the state's compare-and-sets, the wait queue's
	// links, an unpark, a park) and its spins' yields (syncYield) are
	// events without one, up to the operation's return; a park that
	// blocks ends the step (once woken, the thread runs on to the return
	// in the step that resumes it). The synchronizers are linearizable,
	// so a program observes each operation as one action at its point:
	// what the interleavings of their internal steps add are orders of
	// the JDK's own accesses. Off, every shared access in them is a
	// scheduling point.
	AtomicSync bool
	// ClockPoints (with FreeTime) makes a read of the clock
	// (System.nanoTime, currentTimeMillis, the wall clock) a scheduling
	// point, its Next a KClock: a strategy that orders the passing of
	// time against the read itself (vsched's <clock> pairs) chooses
	// there. Off, a read is an event of the step it is in.
	ClockPoints bool

	// Inputs gives the values of symbolic inputs by name (see
	// VM.SetInputs); an input without a value is 0, or the default a
	// weft.Input method was passed.
	Inputs map[string]int64
	// InputMethods names further static methods ("pkg.Cls.method" or
	// "pkg/Cls.method", every overload) whose calls read a symbolic input
	// of their return type (int, long, boolean, short, byte or char)
	// instead of running.
	InputMethods []string
	// SymbolicJDK keeps symbolic values symbolic inside the JDK's own code
	// (classes in java/, javax/, jdk/, sun/, com/sun/): its branches on
	// them are symbolic branches like the program's. Off (the default),
	// such values are concretized where they reach the library (see
	// symPin in sym.go).
	SymbolicJDK bool

	// Stdin is the program's standard input (System.in), read on demand;
	// every run of the VM (every restore) reads it again from its start.
	// nil: empty.
	Stdin io.Reader
	// Disk is the file system as first read (see io.go); VMs that share
	// one see the same file contents. nil: a Disk of the VM's own.
	Disk *Disk
}

type classState struct {
	state   uint8 // 0 uninitialized, 1 in progress, 2 initialized, 3 erroneous
	thread  int   // initializing thread
	statics Ref
	// watch: other threads could interleave with the class's stepwise
	// initialization (initclass.go, initWatch), so each thread's first use
	// of it is reported to the InitListener (KInitUse); used has bit i set
	// once thread i's was (threads from 64 on report every use). Neither
	// is in the state hash: they change what is reported, not what runs.
	watch bool
	used  uint64
}

const (
	csNone = iota
	csBusy
	csDone
	csError
)

// VM is one Java virtual machine: classes, heap, threads.
type VM struct {
	cfg   Config
	cp    *classfile.ClassPath
	sched Scheduler
	out   *bufio.Writer
	errw  *bufio.Writer

	classes    map[string]*Class
	classList  []*Class
	prims      map[string]*Class
	primByDesc [256]*Class
	cstate     csTable

	heap    heapTable // handle → object; 0 is null
	nobj    int       // handles in use (including 0)
	gen     uint32
	bootSeq int
	allocs  int64

	threads    []*Thread
	live       int        // threads started and not terminated
	primArrays [12]*Class // newarray atype → class
	current    *Thread
	steps      int64
	points     int64
	clock      int64 // virtual nanoseconds
	// timedAside: with virtual time, a scheduling point came where a
	// thread was in a timed wait while others could run (TimedAside).
	timedAside bool
	// initStack is the classes whose <clinit> runs nested (atomically,
	// initClass); initCycles the cycles among the program's class
	// initializers seen there while another thread was live (see
	// InitCycles). Diagnostics, not state: empty at every scheduling
	// point, kept across restores.
	initStack  []*Class
	initCycles []string
	// initRaces describes the first interleaving with each class's
	// initialization (see InitRaces): diagnostics, kept across restores.
	initRaces []string
	initRaced map[*Class]bool
	// notifyPicks describes the notifies that woke the longest waiter of
	// several without asking the scheduler (see NotifyPicks), the first
	// at each site: diagnostics, kept across restores.
	notifyPicks  []string
	notifyPicked map[classfile.Site]bool
	// killed describes the threads able to run that a run's end killed
	// (see KilledAtEnd), the first at each site: diagnostics, kept across
	// restores.
	killed   []string
	killedAt map[classfile.Site]bool

	// initL sees the class-initialization steps (InitListener), nil: none.
	initL     InitListener
	waitSeq   int64
	intern    map[string]Ref
	internLog []string
	nextTID   int64

	exited     bool
	exitCode   int
	exitBy     exitSite // who ended the VM (halt), when exited
	fatal      error
	paused     bool
	lambdas    map[lambdaKey]*Class // by invokedynamic constant
	pristine   map[Ref]*Object      // permanent objects as made (Restore resets them)
	sym        *symState            // symbolic values; nil while no input was read
	symOnce    bool                 // exec: symStep ran for the next op, run it
	symPending symPending           // a heap store symStep shadowed, until it has run
	// highWater is above every handle ever allocated, in any branch of
	// snapshots (never restored): permanent objects are allocated there.
	highWater int
	// The state hash's reachable heap (statehash.go): handles below base
	// were allocated while the VM booted, and an object of generation
	// baseGen or older is as the boot left it (boot ends with a new
	// generation); permAbove lists the permanent objects at handles from
	// base on (never restored, as they are not); seen and walk are the
	// scratch of the reachability walk (seen[h-base] == seenEpoch: h
	// reached).
	base      int
	baseGen   uint32
	permAbove []Ref
	seen      []uint32
	seenEpoch uint32
	walk      []Ref
	// choiceBuf is the scratch space of choices: Point.Enabled is valid
	// only during Choose, so each scheduling point reuses it instead of
	// allocating (on a program with many threads that allocation was most
	// of an exploration's garbage).
	choiceBuf []Choice
	curPoint  Point     // the Point pickYield passes to the scheduler
	free      freeLists // storage Restore recycled (recycle.go)
	event     Event     // the event emitValue passes to the listeners
	io        ioState   // open files, the file overlay, the stdin position (io.go)
	disk      *Disk
	stdin     stdinBuf // standard input as read so far (not restored)

	// well-known classes and slots
	cObject, cString, cClass, cThread, cThrowable *Class
	strValue, strCoder, strHash                   int
	thrDetail, thrCause                           int
	mainClass                                     string
}

// Outcome is how a run ended.
type Outcome struct {
	Status   Status
	ExitCode int // the java-compatible exit status
	// ExitThread is the thread that called System.exit (Runtime.exit or
	// halt) when Status == Exited, ExitStack its frames at the call,
	// innermost first (the exit's own System, Runtime and Shutdown frames
	// left out).
	ExitThread int
	ExitStack  []Frame
	// Uncaught lists every thread killed by an uncaught exception.
	Uncaught []Uncaught
	// Blocked describes every live thread when Status == Deadlocked, and
	// Deadlock renders it as text.
	Blocked  []BlockedThread
	Deadlock string
	Threads  int
	// ThreadNames holds each thread's name (getName), indexed by id.
	ThreadNames []string
	Steps       int64 // bytecodes executed
	Points      int64 // scheduling points
}

// Status classifies a run's end.
type Status int

const (
	Completed  Status = iota // all non-daemon threads ended
	Exited                   // System.exit
	Deadlocked               // every live thread blocked
	Paused                   // the scheduler returned Pause; Continue resumes
)

func (s Status) String() string {
	return [...]string{"completed", "exited", "deadlock", "paused"}[s]
}

// Uncaught is an exception that ended a thread.
type Uncaught struct {
	Thread     int
	ThreadName string
	Class      string // dotted
	Message    string
	Trace      string // as printStackTrace prints it
	// Assertion: the exception is a java.lang.AssertionError or a subclass
	// (JUnit's ComparisonFailure, opentest4j's AssertionFailedError).
	Assertion bool
}

// New creates a VM on a class path.
func New(cfg Config) (*VM, error) {
	if cfg.ClassPath == nil {
		return nil, vmErrorf("no class path")
	}
	if cfg.Stdout == nil {
		cfg.Stdout = io.Discard
	}
	if cfg.Stderr == nil {
		cfg.Stderr = io.Discard
	}
	if cfg.MaxDepth == 0 {
		cfg.MaxDepth = 6000
	}
	v := &VM{cfg: cfg, cp: cfg.ClassPath, sched: cfg.Scheduler,
		out: bufio.NewWriter(cfg.Stdout), errw: bufio.NewWriter(cfg.Stderr),
		classes: map[string]*Class{}, prims: map[string]*Class{}, intern: map[string]Ref{},
		gen: 1}
	v.setObj(0, nil)
	if v.sched == nil {
		v.sched = &FIFO{}
	}
	if v.disk = cfg.Disk; v.disk == nil {
		v.disk = NewDisk()
	}
	for _, l := range cfg.Listeners {
		if il, ok := l.(InitListener); ok {
			v.initL = il
			break
		}
	}
	for _, p := range []struct {
		name string
		d    byte
	}{{"int", 'I'}, {"long", 'J'}, {"float", 'F'}, {"double", 'D'}, {"byte", 'B'}, {"char", 'C'}, {"short", 'S'}, {"boolean", 'Z'}, {"void", 'V'}} {
		c := &Class{Name: p.name, prim: p.d, flags: classfile.AccPublic | classfile.AccFinal | classfile.AccAbstract,
			fields: map[string]*Field{}, methods: map[string]*Method{}, vcache: map[string]*Method{}}
		v.prims[p.name] = c
		v.primByDesc[p.d] = c
		v.addClass(c)
	}
	var err error
	load := func(n string) *Class {
		if err != nil {
			return nil
		}
		var c *Class
		c, err = v.loadClass(n)
		return c
	}
	v.cObject = load("java/lang/Object")
	v.cString = load("java/lang/String")
	v.cClass = load("java/lang/Class")
	v.cThread = load("java/lang/Thread")
	v.cThrowable = load("java/lang/Throwable")
	if err != nil {
		return nil, fmt.Errorf("loading java.base: %w", err)
	}
	slot := func(c *Class, name string) int {
		if f := c.findField(name); f != nil {
			return f.Slot
		}
		if err == nil {
			err = vmErrorf("java.base: %s has no field %s", c.Name, name)
		}
		return 0
	}
	v.strValue = slot(v.cString, "value")
	v.strCoder = slot(v.cString, "coder")
	v.strHash = slot(v.cString, "hash")
	v.thrDetail = slot(v.cThrowable, "detailMessage")
	v.thrCause = slot(v.cThrowable, "cause")
	if err != nil {
		return nil, err
	}
	return v, nil
}

// Steps returns the number of bytecodes executed so far.
func (v *VM) Steps() int64 { return v.steps }

// SetAlone turns Config.Alone on or off for the runs that follow (after a
// Restore). It matters only once a second thread exists, so a VM
// snapshotted while Threads is 1 then runs as one booted with the new
// setting.
func (v *VM) SetAlone(on bool) { v.cfg.Alone = on }

// OutcomeSoFar describes a run that has not ended (paused, or cut off
// at a scheduling point or its bytecode budget): Status Paused, with the
// threads an uncaught exception has ended so far and every thread's name.
func (v *VM) OutcomeSoFar() *Outcome { return v.outcome(Paused) }

// Failed reports whether an uncaught exception has ended a thread so far.
func (v *VM) Failed() bool {
	for _, t := range v.threads {
		if t.uncaught != 0 {
			return true
		}
	}
	return false
}

// Threads is how many threads the VM has made, the main thread included
// (ended ones too).
func (v *VM) Threads() int { return len(v.threads) }

// ThreadObject returns the id of thread id's java.lang.Thread object, if
// it has one (the main thread's is made at boot, and no event names it as
// main's: dpor's looks at main's state need it).
func (v *VM) ThreadObject(id int) (ObjectID, bool) {
	if id < 0 || id >= len(v.threads) || v.threads[id].obj == 0 {
		return ObjectID{}, false
	}
	return v.obj(v.threads[id].obj).id, true
}

// Run runs mainClass.main(args) to the end and reports the outcome. The
// error is a clean VM error (unsupported bytecode, unmodelled native,
// exhausted step budget, missing class).
func (v *VM) Run(mainClass string, args []string) (out *Outcome, err error) {
	defer func() {
		v.out.Flush()
		v.errw.Flush()
	}()
	if err := v.Start(mainClass, args); err != nil {
		return nil, err
	}
	return v.Continue()
}

// Start creates the main thread and prepares main(args) without running
// any of the program's bytecode beyond class initialization of the
// library.
func (v *VM) Start(mainClass string, args []string) error {
	mainClass = classfile.InternalName(mainClass)
	v.mainClass = mainClass
	t, err := v.boot()
	if err != nil {
		return err
	}
	c, err := v.loadClass(mainClass)
	if err != nil {
		var nf *classNotFound
		if ok := errors.As(err, &nf); ok {
			if nf.name != mainClass {
				// As java: a LinkageError while loading the main
				// class, not "could not find" the class that is there.
				return vmErrorf("could not find or load main class %s, caused by java.lang.NoClassDefFoundError: %s (a superclass or interface of %s that is not on the class path)",
					classfile.DottedName(mainClass), nf.name, classfile.DottedName(mainClass))
			}
			return vmErrorf("could not find or load main class %s", classfile.DottedName(mainClass))
		}
		return err
	}
	// Like the java launcher (Class.getMethod): main may be inherited
	// from a superclass.
	var m *Method
	for k := c; k != nil && m == nil; k = k.Super {
		m = k.methods["main([Ljava/lang/String;)V"]
	}
	if m == nil || !m.IsStatic() {
		return vmErrorf("main method not found in class %s, please define the main method as:\n   public static void main(String[] args)", classfile.DottedName(mainClass))
	}
	sa, err := v.arrayClass("[Ljava/lang/String;")
	if err != nil {
		return err
	}
	arr := v.newArray(t, sa, len(args))
	for i, a := range args {
		v.obj(arr).slots[i] = v.newString(t, a)
	}
	// Initialize the main class before main runs (JLS 12.4.1), stepwise,
	// by the run, like any class of the program: threads its static
	// initializer starts can wait for it. main's frame waits below the
	// <clinit> frames (initclass.go, mainGate).
	if ci := c.methods["<clinit>()V"]; ci != nil && stepwise(t, c) {
		if err := v.pushFrame(t, m, []uint64{arr}); err != nil {
			return err
		}
		t.mainGate = true
		if err := v.initBegin(t, c); err != nil {
			return err
		}
		return v.initDrive(t)
	}
	if exc, err := v.initClass(t, c); err != nil {
		return err
	} else if exc != 0 {
		v.threadDies(t, exc)
		return nil
	}
	if err := v.pushFrame(t, m, []uint64{arr}); err != nil {
		return err
	}
	return nil
}

// Continue runs until the program ends (or the scheduler pauses it).
func (v *VM) Continue() (out *Outcome, err error) {
	defer func() {
		// A Go panic here is a VM bug (or input the VM failed to validate):
		// report it as a clean error naming where the program was.
		if r := recover(); r != nil {
			where := ""
			if t := v.current; t != nil {
				where = " at " + t.site().String()
			}
			out, err = nil, vmErrorf("internal error%s: %v", where, r)
		}
	}()
	v.paused = false
	for {
		if v.fatal != nil {
			return nil, v.fatal
		}
		if v.paused {
			return &Outcome{Status: Paused, Threads: len(v.threads), Steps: v.steps, Points: v.points}, nil
		}
		if v.exited {
			return v.outcome(Exited), nil
		}
		t := v.current
		if t == nil || !v.enabled(t) {
			if !v.userThreadsLive() {
				// As the JVM: once every non-daemon thread has ended, the
				// program is over, whatever its daemon threads are doing
				// (a daemon spinning or on a timer would run forever),
				// once its shutdown hooks have run.
				if v.destroyJavaVM() {
					continue
				}
				return v.outcome(Completed), nil
			}
			var dead bool
			t, dead = v.pick(nil)
			if v.paused {
				continue
			}
			if t == nil {
				if dead {
					o := v.outcome(Deadlocked)
					o.Blocked = v.blockedThreads()
					o.Deadlock = v.deadlockText(o.Blocked)
					return o, nil
				}
				if v.destroyJavaVM() {
					continue
				}
				return v.outcome(Completed), nil
			}
		}
		v.current = t
		v.resume(t)
		if err := v.exec(t, 0); err != nil {
			v.fatal = v.locate(t, err)
		}
	}
}

func (v *VM) outcome(s Status) *Outcome {
	v.out.Flush()
	v.errw.Flush()
	o := &Outcome{Status: s, Threads: len(v.threads), Steps: v.steps, Points: v.points}
	if s == Completed || s == Exited {
		v.noteKilled(s)
	}
	for _, t := range v.threads {
		o.ThreadNames = append(o.ThreadNames, v.threadName(t))
		if t.uncaught != 0 {
			o.Uncaught = append(o.Uncaught, v.describeUncaught(t))
		}
	}
	switch s {
	case Exited:
		o.ExitCode = v.exitCode
		o.ExitThread, o.ExitStack = v.exitBy.thread, v.exitBy.stack
	case Deadlocked:
		o.ExitCode = 1
	default:
		if len(v.threads) > 0 && v.threads[0].uncaught != 0 {
			o.ExitCode = 1
		}
	}
	return o
}

// resume prepares a chosen thread to run.
func (v *VM) resume(t *Thread) {
	if !t.begun {
		t.begun = true
		if t.obj != 0 && t.ID > 0 {
			v.emit(t, Access{Kind: KThreadBegin, Obj: v.obj(t.obj).id, HasObj: true}, 0)
		}
		if t.destroy {
			// DestroyJavaVM runs once every non-daemon thread has
			// ended (HotSpot's waits for them): it joins them, so
			// that what they did happens before the hooks.
			for _, u := range v.threads {
				if u != t && !u.daemon && !u.live() && u.obj != 0 {
					v.emit(t, Access{Kind: KJoin, Obj: v.obj(u.obj).id, HasObj: true}, 0)
				}
			}
		}
	}
	switch t.state {
	case tBlocked:
		t.state = tRunnable
		if t.ending {
			v.threadEnd(t)
			return
		}
		t.granted = true // re-executes the monitorenter/invoke that blocked
	case tInitWait:
		// The class's initialization completed or failed: the op that
		// needed it runs again (initclass.go); main's frame waiting for
		// its class's supers has no op to run again: go on here.
		t.state = tRunnable
		t.initWait = nil
		if n := len(t.initPending); t.mainGate && n > 0 && t.initPending[n-1].depth == len(t.frames) {
			if err := v.initDrive(t); err != nil && v.fatal == nil {
				v.fatal = err
			}
		}
	case tReacquire:
		if !v.monitorEnter(t, t.monObj, t.waitCount) {
			panic("BUG: resumed a thread whose monitor is taken")
		}
		v.emit(t, Access{Kind: KWakeup, Obj: v.obj(t.monObj).id, HasObj: true}, 0)
		t.state = tRunnable
		t.monObj = 0
	}
}

// choices lists the enabled threads and their pending operations.
func (v *VM) choices() []Choice {
	cs := v.choiceBuf[:0]
	for _, t := range v.threads {
		if !v.enabled(t) {
			continue
		}
		// Each choice is written in place: copying a local Access into
		// a Choice literal and that into cs was three copies of 170
		// bytes per enabled thread at every point (piper: 32 threads,
		// a sixth of its instructions in this loop).
		cs = slices.Grow(cs, 1)[:len(cs)+1]
		c := &cs[len(cs)-1]
		c.Thread, c.Timeout = t.ID, false
		acc := &c.Next
		switch t.state {
		case tBlocked:
			*acc = Access{Kind: KLock, Obj: v.obj(t.monObj).id, HasObj: true}
			if t.entryOf != nil {
				entrySite(t, t.entryOf, acc)
			}
			if acc.Site.Class == "" {
				acc.Site = t.site()
				acc.User, acc.Pos = t.where()
			}
		case tReacquire:
			*acc = Access{Kind: KWakeup, Obj: v.obj(t.monObj).id, HasObj: true, Site: t.site()}
			acc.User, acc.Pos = t.where()
		case tInitWait:
			// The class is initialized or erroneous: t runs the op that
			// needed it again.
			*acc = Access{Kind: KClassInit, Obj: mirrorID(t.initWait), HasObj: true, Site: t.site()}
			acc.User, acc.Pos = t.where()
		default:
			*acc = t.pending
		}
		acc.Thread = t.ID
	}
	v.choiceBuf = cs
	return cs
}

// locate adds to a one-line *Error (an unmodelled native method, an
// unsupported use of a JDK class) where the program was when it happened:
// its innermost frame outside the JDK, as File.java:line with the method,
// and the thread.
func (v *VM) locate(t *Thread, err error) error {
	ve, ok := err.(*Error)
	var cnf *classNotFound
	if !ok && errors.As(err, &cnf) {
		// A class in a JDK package that no module the java launcher
		// resolves holds (an incubator module, a class of another JDK).
		what := "class not found: " + classfile.DottedName(cnf.name)
		if isJDKName(cnf.name) {
			what += " (weft's VM has the program's classes and the JDK modules java resolves for a class-path program)"
		} else if v.cp != nil && len(v.cp.Missing) > 0 {
			what += fmt.Sprintf(" (a jar's manifest Class-Path names %s, which does not exist)", strings.Join(v.cp.Missing, ", "))
		}
		ve, ok = &Error{what}, true
	}
	if !ok || strings.Contains(ve.Msg, "\n") || len(t.frames) == 0 {
		return err
	}
	site, pos := t.where()
	if pos == "" {
		pos = "?"
	}
	m := site.Method
	if i := strings.IndexByte(m, '('); i >= 0 {
		m = m[:i]
	}
	return &Error{fmt.Sprintf("%s (reached at %s in %s.%s, thread %q)", ve.Msg, pos, classfile.DottedName(site.Class), m, v.threadName(t))}
}

// InitCycles describes the cycles among the program's class initializers
// met while another thread was live in an initialization the VM runs
// atomically (one a nested call needs: Class.forName, a method handle, a
// library callback; see initclass.go), one line each, in the order first
// seen (over every run of the VM). Such an initialization never
// interleaves with another thread's, so a class-initialization deadlock
// between the classes of such a cycle (one thread initializing each, each
// waiting for the other's class, JLS 12.4.2) is not explored. Tools
// report them as warnings. The initializations the program's bytecode
// needs are explored, deadlocks included.
func (v *VM) InitCycles() []string { return v.initCycles }

// InitRaces describes, one line each in the order first seen (over every
// run of the VM), where threads interleaved with a class's initialization
// by another thread: a thread that had to wait because another was
// initializing a class it needed ("thread "main" waited for class X's
// initialization by thread "Thread-0" at File.java:line (Class.method)"),
// or a scheduling point inside a class initializer while another thread
// could run. Which thread initializes a class first is decided by a check
// that is not a visible operation (initclass.go), so strategies that
// reverse only dependent visible operations (dpor, unfold) report these
// as warnings: they may not have tried every order of the
// initializations.
func (v *VM) InitRaces() []string { return v.initRaces }

// NotifyPicks describes, one line each in the order first seen (over
// every run of the VM, the first at each program site), the notifies
// that had several threads waiting and woke the longest-waiting one
// without asking the scheduler (Config.NotifyChoice off, or a notify
// inside a nested call, class initialization or library callback, where
// the VM cannot pause). JLS 17.2.2 lets notify wake any of them, so a
// strategy that claims to have covered every schedule warns about these:
// it did not try the other waiters.
func (v *VM) NotifyPicks() []string { return v.notifyPicks }

// KilledAtEnd describes, one line each in the order first seen (over
// every run of the VM, the first at each program site), the threads that
// could still run when a run ended: daemon threads when the last
// non-daemon thread ended, at System.exit any other than the caller. The end kills them;
// a strategy that claims to have covered every schedule but does not
// treat the end as dependent with their next steps warns about these.
func (v *VM) KilledAtEnd() []string { return v.killed }

// noteKilled records the threads able to run as the run ends with status
// s (at System.exit, the others than the thread calling it).
func (v *VM) noteKilled(s Status) {
	for _, t := range v.threads {
		if !t.live() || !v.enabled(t) || len(t.frames) == 0 || (s == Exited && t == v.current) {
			continue
		}
		site, _ := t.where()
		if v.killedAt[site] {
			continue
		}
		if v.killedAt == nil {
			v.killedAt = map[classfile.Site]bool{}
		}
		v.killedAt[site] = true
		kind := "daemon thread"
		if !t.daemon {
			kind = "thread"
		}
		where := "at " + posIn(t)
		if !t.begun {
			where = "before it began"
		}
		v.killed = append(v.killed, fmt.Sprintf("%s %q could still run (%s) when the program ended", kind, v.threadName(t), where))
	}
}

// noteNotifyPick records that t's notify of h woke the longest of n
// waiters without a choice.
func (v *VM) noteNotifyPick(t *Thread, h Ref, n int) {
	site, _ := t.where()
	if v.notifyPicked[site] {
		return
	}
	if v.notifyPicked == nil {
		v.notifyPicked = map[classfile.Site]bool{}
	}
	v.notifyPicked[site] = true
	v.notifyPicks = append(v.notifyPicks, fmt.Sprintf("thread %q's notify of a %s woke the longest-waiting of %d waiting threads at %s",
		v.threadName(t), classfile.DottedName(v.obj(h).class.Name), n, posIn(t)))
}

// noteInitRace records the first race with the initialization of c.
func (v *VM) noteInitRace(c *Class, msg string) {
	if v.initRaced[c] {
		return
	}
	if v.initRaced == nil {
		v.initRaced = map[*Class]bool{}
	}
	v.initRaced[c] = true
	v.initRaces = append(v.initRaces, msg)
}

// posIn is "File.java:line (Class.method)" for t's program position.
func posIn(t *Thread) string {
	site, pos := t.where()
	m := site.Method
	if i := strings.IndexByte(m, '('); i >= 0 {
		m = m[:i]
	}
	return fmt.Sprintf("%s (%s.%s)", pos, classfile.DottedName(site.Class), m)
}

// noteInitWait records t's wait for c's initialization by holder.
func (v *VM) noteInitWait(t *Thread, c *Class, holder int) {
	if !v.initRaced[c] {
		v.noteInitRace(c, fmt.Sprintf("thread %q waited for class %s's initialization by thread %q at %s",
			v.threadName(t), classfile.DottedName(c.Name), v.threadName(v.threads[holder]), posIn(t)))
	}
}

// noteInitPoint records a scheduling point of t, with other threads
// enabled, inside the initializer of a class t is initializing.
func (v *VM) noteInitPoint(t *Thread) {
	for i := len(t.frames) - 1; i >= 0; i-- {
		if c := t.frames[i].init; c != nil {
			if !v.initRaced[c] {
				v.noteInitRace(c, fmt.Sprintf("other threads could run while thread %q was initializing class %s, at %s",
					v.threadName(t), classfile.DottedName(c.Name), posIn(t)))
			}
			return
		}
	}
}

// noteInitCycle records that the initializer of c, running on t, was
// asked again from a class initializer that c's started (c is busy below
// the top of initStack): a cycle, worth a warning when c is the program's
// and another thread is live.
func (v *VM) noteInitCycle(t *Thread, c *Class) {
	if c.lib || len(v.initStack) == 0 || v.initStack[len(v.initStack)-1] == c {
		return
	}
	i := len(v.initStack) - 1
	for i >= 0 && v.initStack[i] != c {
		i--
	}
	if i < 0 {
		return
	}
	other := false
	for _, u := range v.threads {
		if u != t && u.live() {
			other = true
		}
	}
	if !other {
		return
	}
	names := make([]string, 0, len(v.initStack)-i+1)
	for _, d := range v.initStack[i:] {
		names = append(names, classfile.DottedName(d.Name))
	}
	names = append(names, classfile.DottedName(c.Name))
	_, pos := t.where()
	msg := fmt.Sprintf("class initializers %s depend on each other (at %s, thread %q) while other threads run: "+
		"weft runs a class initialization that a nested call (reflection, a method handle, a library callback) needs atomically and does not explore a class-initialization deadlock among them",
		strings.Join(names, " → "), pos, v.threadName(t))
	for _, m := range v.initCycles {
		if m == msg {
			return
		}
	}
	v.initCycles = append(v.initCycles, msg)
}

// isJDKName reports whether an internal class name is in a JDK package.
func isJDKName(name string) bool {
	for _, p := range []string{"java/", "javax/", "jdk/", "sun/", "com/sun/"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// destroyJavaVM starts, once every non-daemon thread of a program that
// registered a shutdown hook has ended, the thread HotSpot's launcher
// calls DestroyJavaVM: it runs Shutdown.shutdown(), which starts the
// hooks and joins them, while daemon threads still run; the run
// completes when it ends. It does so once a run, and reports whether it
// started the thread.
func (v *VM) destroyJavaVM() bool {
	if v.exited || v.fatal != nil || !v.shutdownHooks() {
		return false
	}
	for _, t := range v.threads {
		if t.destroy {
			return false
		}
	}
	m := v.mustClass("java/lang/Shutdown").methods["shutdown()V"]
	if m == nil {
		return false
	}
	main := v.threads[0]
	nt := v.newThread()
	*nt = Thread{ID: len(v.threads), stack: v.slab(1024), frames: v.frameStack(8), key: v.childKey(main), destroy: true}
	ct := v.cThread
	th := v.newObject(nt, ct)
	nt.obj = th
	v.setField(th, ct, "name", v.newString(nt, "DestroyJavaVM"))
	v.setField(th, ct, "priority", 5)
	if main.obj != 0 {
		v.setField(th, ct, "group", v.getField(main.obj, ct, "group"))
	}
	v.nextTID++
	v.setField(th, ct, "tid", uint64(v.nextTID))
	v.setField(th, ct, "blockerLock", v.newObject(nt, v.cObject))
	if err := v.spawn(nt, m, nil); err != nil {
		v.fatal = err
		return false
	}
	return true
}

// userThreadsLive reports whether a non-daemon thread is still live.
func (v *VM) userThreadsLive() bool {
	for _, t := range v.threads {
		if t.live() && !t.daemon {
			return true
		}
	}
	return false
}

// pick asks the scheduler for the next thread at a scheduling point; cur is
// the thread that reached it (nil if it blocked or ended). When no thread
// is enabled, virtual time advances to the earliest timed wait; if there is
// none, the run is over (dead is true if live non-daemon threads remain).
func (v *VM) pick(cur *Thread) (next *Thread, dead bool) { return v.pickYield(cur, false) }

func (v *VM) pickYield(cur *Thread, yield bool) (next *Thread, dead bool) {
	v.tick()
	cs := v.choices()
	if len(cs) == 0 {
		if !v.advanceClock() {
			for _, t := range v.threads {
				if t.live() && !t.daemon {
					return nil, true
				}
			}
			return nil, false
		}
		cs = v.choices()
		if len(cs) == 0 {
			return nil, false
		}
	}
	if v.cfg.FreeTime {
		cs = v.timeChoices(cs)
	} else if !v.timedAside {
		_, v.timedAside = v.earliestDeadline()
	}
	v.points++
	if cur != nil && cur.initFrames > 0 && len(cs) > 1 {
		v.noteInitPoint(cur)
	}
	if v.initL != nil {
		v.initWatchPoint(cs)
	}
	// Like its Enabled, the Point is valid only during Choose: reused.
	p := &v.curPoint
	*p = Point{Current: -1, Enabled: cs, N: v.points, Yield: yield}
	if cur != nil {
		p.Current = cur.ID
	}
	i := v.sched.Choose(p)
	if i == Pause {
		v.points--
		v.paused = true
		return nil, false
	}
	if i < 0 || i >= len(cs) {
		i = 0
	}
	t := v.threads[cs[i].Thread]
	if cs[i].Timeout {
		a := cs[i].Next
		v.passTime(t.deadline)
		v.emit(t, a, 0)
	}
	return t, false
}

// timeChoices appends to cs, the enabled threads at a scheduling point,
// the time-passes choices (Config.FreeTime): the threads in a timed wait
// with the earliest deadline (after the bytecodes' tick, every deadline
// left is in the future), but a wait(ms) whose monitor another thread
// holds.
func (v *VM) timeChoices(cs []Choice) []Choice {
	min, ok := v.earliestDeadline()
	if !ok {
		return cs
	}
	for _, t := range v.threads {
		if !t.timedWait() || t.deadline != min {
			continue
		}
		acc := Access{Thread: t.ID, Kind: KTimeout, Site: t.site()}
		switch t.state {
		case tWaiting:
			o := v.obj(t.monObj)
			if o.mon != nil && o.mon.owner != 0 {
				continue
			}
			acc.Obj, acc.HasObj, acc.Field = o.id, true, "wait"
		case tParked:
			acc.Obj, acc.HasObj = v.obj(t.obj).id, true
		}
		acc.User, acc.Pos = t.where()
		cs = append(cs, Choice{Thread: t.ID, Next: acc, Timeout: true})
	}
	v.choiceBuf = cs
	return cs
}

// timedWait reports whether t is in a timed wait that has not ended.
func (t *Thread) timedWait() bool {
	return t.timed && (t.state == tSleeping || t.state == tWaiting || t.state == tParked)
}

// clockPoint is the scheduling point before t reads the clock, with
// Config.ClockPoints: it reports whether another thread was chosen (the
// native is then run again when t is resumed, as a blocked one is). A
// read inside a JDK synchronizer's operation run as one step
// (Config.AtomicSync: the deadline of a timed tryAcquire, await or poll,
// and its checks of the time left) has none: it is an event of the
// operation's step (TestClockInSyncOp).
func (v *VM) clockPoint(t *Thread) bool {
	if !v.cfg.FreeTime || !v.cfg.ClockPoints || !v.multi() {
		return false
	}
	if v.cfg.AtomicSync && syncOpFrame(t) >= 0 {
		return false
	}
	return v.point(t, Access{Kind: KClock})
}

// clockRead reports to the listeners that t read the virtual clock
// (Config.FreeTime); deadline: to begin a timed wait.
func (v *VM) clockRead(t *Thread, deadline bool) {
	if v.cfg.FreeTime && v.multi() && t.atomic == 0 {
		a := Access{Kind: KClock}
		if deadline {
			a.Field = "deadline"
		}
		v.emit(t, a, 0)
	}
}

// NanosPerBytecode is how fast virtual time runs while threads execute: a
// thread sleeping or waiting with a timeout wakes once the others have
// executed that long, even if they never block (a spin on a flag set after
// a sleep terminates, as on a real JVM). Time is derived from the bytecode
// count, so it is deterministic.
const NanosPerBytecode = 100

// tick advances virtual time with the bytecodes executed and wakes the
// timed waiters whose deadline passed.
func (v *VM) tick() {
	if now := v.steps * NanosPerBytecode; now > v.clock {
		v.passTime(now)
	}
}

// advanceClock wakes the timed waiters with the earliest deadline.
func (v *VM) advanceClock() bool {
	min, ok := v.earliestDeadline()
	if ok {
		v.passTime(min)
	}
	return ok
}

// earliestDeadline returns the earliest deadline of the threads in a timed
// wait, if there is one.
func (v *VM) earliestDeadline() (int64, bool) {
	var min int64 = -1
	for _, t := range v.threads {
		if t.timedWait() && (min < 0 || t.deadline < min) {
			min = t.deadline
		}
	}
	return min, min >= 0
}

// passTime moves the virtual clock to to, if it is later, and wakes the
// timed waiters whose deadline it reached.
func (v *VM) passTime(to int64) {
	if to > v.clock {
		v.clock = to
	}
	for _, t := range v.threads {
		if t.timed && t.deadline <= v.clock {
			switch t.state {
			case tSleeping, tParked:
				t.state = tRunnable
				t.timed = false
			case tWaiting:
				t.state = tReacquire
				t.timed = false
			}
		}
	}
}

// emit sends an event to the listeners.
func (v *VM) emit(t *Thread, a Access, val uint64) { v.emitValue(t, a, val, false) }

// emitValue sends an event whose value may be a reference: references are
// reported as the target's ObjectID (handles are not stable across runs).
func (v *VM) emitValue(t *Thread, a Access, val uint64, isRef bool) {
	if len(v.cfg.Listeners) == 0 {
		return
	}
	var vid ObjectID
	if isRef && val != 0 {
		vid = v.obj(val).id
		val = 0
	}
	a.Thread = t.ID
	if a.Site.Class == "" {
		a.Site = t.site()
	}
	if a.Pos == "" && len(t.frames) > 0 {
		a.User, a.Pos = t.where()
	}
	// The listeners see the event only during OnEvent: one Event is
	// reused, not allocated per operation.
	v.event = Event{Access: a, Value: val, Step: v.steps, Ref: isRef, ValueObj: vid}
	e := &v.event
	for _, l := range v.cfg.Listeners {
		l.OnEvent(e)
	}
}

// emitSync emits a monitor event: once a second thread has been started,
// even while t runs alone (syncVisible).
func (v *VM) emitSync(t *Thread, a Access) {
	if v.syncVisible() {
		v.emit(t, a, 0)
	}
}

// TimedAside reports whether the run so far, with virtual time, came to
// a scheduling point where a thread was in a timed wait (a sleep,
// wait(ms), a timed park or join) while other threads could run: there
// Config.FreeTime would offer to end that wait (time passing), which
// virtual time ends only once its deadline is reached.
func (v *VM) TimedAside() bool { return v.timedAside }
