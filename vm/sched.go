package vm

import (
	"fmt"
	"math/rand"

	"weft/classfile"
)

// Kind is the kind of a visible operation.
type Kind uint8

const (
	KRead        Kind = iota + 1 // getfield, getstatic
	KWrite                       // putfield, putstatic
	KArrayRead                   // xaload
	KArrayWrite                  // xastore
	KLock                        // monitorenter, synchronized method entry
	KUnlock                      // monitorexit, synchronized method exit
	KWait                        // Object.wait
	KNotify                      // Object.notify
	KNotifyAll                   // Object.notifyAll
	KStart                       // Thread.start
	KJoin                        // Thread.join (its isAlive check)
	KPark                        // LockSupport.park
	KUnpark                      // LockSupport.unpark
	KCAS                         // compare-and-set (Unsafe, VarHandle)
	KSleep                       // Thread.sleep, Thread.yield
	KThreadBegin                 // a started thread's first step
	KThreadEnd                   // a thread terminates
	KWakeup                      // a notified or timed-out thread takes its monitor back
	KBranch                      // a conditional branch on a symbolic value (not a scheduling point)
	KInput                       // a symbolic input was read (not a scheduling point)
	// KClassInit is the next operation of a thread whose wait for another
	// thread's initialization of a class (Obj: the class's mirror) is
	// over: it runs the op that needed the class again (Choice.Next only,
	// never an event).
	KClassInit
	// KInitStart, KInitWait and KInitUse are class-initialization steps
	// (Obj: the class's mirror), reported only to an InitListener, never
	// as events or scheduling points: a thread marked the class as being
	// initialized by itself (JLS 12.4.2 step 6), found it being
	// initialized by another thread and waits, or used for the first time
	// a class whose initialization other threads could interleave with
	// (another thread waited for it, or it had a scheduling point with
	// other threads enabled).
	KInitStart
	KInitWait
	KInitUse
	// KClock is a read of the virtual clock (System.nanoTime,
	// currentTimeMillis, the wall clock), or the start of a timed wait,
	// whose deadline is the clock plus its timeout (Field "deadline"): an
	// event only with Config.FreeTime, not a scheduling point.
	KClock
	// KTimeout is the Next of a time-passes choice (Choice.Timeout): the
	// virtual clock jumps to the thread's deadline, which ends its timed
	// wait (Obj: the monitor of a wait(ms), with Field "wait"; the thread
	// of a timed park; none for a sleep). Once chosen, also an event of
	// that thread.
	KTimeout
	// KInitDone is the end of a watched class's initialization (Obj: the
	// class's mirror; see KInitStart), normal or erroneous, by the thread
	// that ran it, reported only to an InitListener: JLS 12.4.2's
	// initialization lock orders it before each other thread's use of
	// the class (KInitUse), an edge of happens-before (explore.Races).
	KInitDone
)

var kindNames = [...]string{"?", "read", "write", "aread", "awrite", "lock", "unlock", "wait", "notify", "notifyAll",
	"start", "join", "park", "unpark", "cas", "sleep", "begin", "end", "wakeup", "branch", "input", "clinit",
	"initstart", "initwait", "inituse", "clock", "timeout", "initdone"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// Access describes a visible operation: what a thread is about to do at a
// scheduling point, or what it did in an Event.
type Access struct {
	Thread   int
	Kind     Kind
	Obj      ObjectID // the object accessed, locked, waited on, started …
	HasObj   bool
	Field    string // "pkg/Cls.name" for fields, "" for arrays and monitors
	Index    int    // array index
	Volatile bool
	// Width is the number of elements an access of a byte[] spans from
	// Index when more than one (0 or 1: the element at Index): an Unsafe
	// getInt, putLong … of a byte[] (a heap ByteBuffer's), a byte-array
	// view VarHandle's get or set.
	Width uint8
	// Site is where the VM performs the operation: the innermost frame,
	// which may be the JDK's (Object.wait, Thread.join, AQS's CAS and
	// park under ReentrantLock.lock). It identifies the instruction.
	Site classfile.Site
	// User is the program's site: the innermost frame outside the JDK
	// (and lambda stubs), the call of the library wrapper; equal to Site
	// for operations in the program's own code. Pos is its File.java:line,
	// the line reports show.
	User classfile.Site
	Pos  string
	// Op marks the scheduling point of a JDK synchronizer's operation
	// (Config.AtomicSync): the operation's first visible access, at
	// which the whole operation runs, up to its return or a park that
	// blocks, its other accesses without points (a countDown's
	// compare-and-set of the latch's state after this read of it).
	Op bool
}

func (a Access) String() string {
	s := fmt.Sprintf("T%d %s", a.Thread, a.Kind)
	if a.HasObj {
		s += " " + a.Obj.String()
	}
	if a.Field != "" && a.HasObj {
		s += "." + a.Field
	} else if a.Field != "" {
		s += " " + a.Field
	} else if a.Kind == KArrayRead || a.Kind == KArrayWrite {
		s += fmt.Sprintf("[%d]", a.Index)
	}
	if a.Pos != "" {
		s += " at " + a.Pos
	}
	return s
}

// Event is a visible operation that happened.
type Event struct {
	Access
	Value    uint64   // value read or written (slot bits) for primitives
	Ref      bool     // the value is a reference: see ValueObj
	ValueObj ObjectID // the object referenced (zero for null)
	Step     int64    // bytecodes executed so far

	// KBranch: Alts holds the constraint of each outcome of the branch
	// (if<cond>: fall through, jump; a switch: each case in order, then
	// the default; a division by a symbolic divisor: non-zero, zero),
	// Branch the index of the one taken and Cond = Alts[Branch], the
	// constraint that held. Emitted whatever the number of live threads.
	Cond   *Expr
	Alts   []*Expr
	Branch int
	// KInput: the input read (Value holds its slot bits too). KWait:
	// Value is the wait's timeout in milliseconds (0: untimed, woken
	// only by a notify). KPark: ParkReturns if the park returned at once
	// (else it blocked), plus ParkTimed if it had a deadline. KUnpark: 1
	// if it woke the parked thread (else it left the permit).
	Input Input
}

// Choice is an enabled thread at a scheduling point and the visible
// operation it will perform when chosen.
type Choice struct {
	Thread int
	Next   Access
	// Timeout marks a time-passes choice (Config.FreeTime): Thread is in
	// a timed wait (sleep, wait(ms), a timed park) with the earliest
	// deadline of all, not enabled; choosing it makes time pass to that
	// deadline, which wakes it (and any thread whose deadline is the
	// same), and it runs (a wait(ms) first takes its monitor back). Next
	// is a KTimeout. Such choices come last in Point.Enabled.
	Timeout bool
}

// Point is a scheduling point.
type Point struct {
	Current int  // the thread that reached the point, -1 if it blocked or ended
	Yield   bool // the current thread called Thread.yield (or started a thread)
	// Enabled is sorted by thread id (Wake: by wait order), the
	// time-passes choices (Choice.Timeout) last: Enabled[0] is always a
	// thread that can run without time passing.
	Enabled []Choice
	N       int64 // scheduling points so far
	// Wake marks a notify's choice of waiter (Config.NotifyChoice): Current
	// is the notifying thread, which goes on; Enabled lists the threads
	// waiting on the object, longest waiting first (what notify wakes
	// without the option), each with a KWakeup as Next; the chosen one is
	// woken.
	Wake bool
}

// Runnable is the number of choices of p that run a thread without time
// passing: those before the time-passes choices (Choice.Timeout).
func (p *Point) Runnable() int {
	n := len(p.Enabled)
	for n > 0 && p.Enabled[n-1].Timeout {
		n--
	}
	return n
}

// Scheduler decides which enabled thread runs next. Choose returns an index
// into p.Enabled, or Pause to make Continue return (status Paused) before
// anything happens at this point: the caller may then Snapshot, and the
// next Continue asks again at the same point. Given the same sequence of
// decisions, a run is deterministic. p and p.Enabled are valid only during
// the call: the VM reuses p.Enabled's array at the next point, so a
// scheduler that keeps choices copies them (a Choice is a value).
type Scheduler interface {
	Choose(p *Point) int
}

// Pause is the Choose result that pauses the VM at a scheduling point.
const Pause = -1

// Listener observes every visible operation. e is valid only during the
// call (the VM reuses it): a listener that keeps events copies them.
type Listener interface {
	OnEvent(e *Event)
}

// InitListener is a Listener that also sees the class-initialization
// steps of the program's classes initialized stepwise while more than one
// thread is live (KInitStart, KInitWait, KInitUse; initclass.go): which
// thread initializes a class first is decided inside a thread's step, by
// no visible operation, so a strategy that reverses dependent steps
// (dpor) treats them as accesses of a pseudo-variable per class: a start
// writes it, a wait or a first use reads it. a is valid only during the
// call. The VM reports them to the first such listener of Config.Listeners.
type InitListener interface {
	OnInit(a *Access)
}

// FIFO runs the current thread until it blocks or ends, then the enabled
// thread with the lowest id. So that busy-waiting programs (a spin on a
// volatile flag) terminate as they do on a preemptive JVM, a thread that
// keeps running through FIFOSlice scheduling points while others are
// enabled yields to the next enabled thread in id order (deterministic
// round robin). The zero value is ready to use.
type FIFO struct {
	run  int // consecutive points the current thread kept running
	last int
}

// FIFOSlice is the number of consecutive scheduling points after which FIFO
// preempts a running thread that other threads are waiting behind.
const FIFOSlice = 20000

// Choose implements Scheduler. At a notify's choice of waiter it wakes
// the longest waiting, as without Config.NotifyChoice.
func (f *FIFO) Choose(p *Point) int {
	if p.Wake {
		return 0
	}
	for i, c := range p.Enabled {
		if c.Thread == p.Current {
			if p.Current != f.last {
				f.run = 0
			}
			f.last = p.Current
			if len(p.Enabled) > 1 {
				f.run++
				if n := p.Runnable(); n > 1 && (f.run >= FIFOSlice || p.Yield) {
					f.run = 0
					f.last = p.Enabled[(i+1)%n].Thread
					return (i + 1) % n
				}
			}
			return i
		}
	}
	f.run = 0
	f.last = p.Enabled[0].Thread
	return 0
}

// Random picks uniformly among the enabled threads with a seeded generator.
type Random struct{ rng *rand.Rand }

// NewRandom returns a Random scheduler with the given seed.
func NewRandom(seed int64) *Random { return &Random{rng: rand.New(rand.NewSource(seed))} }

// Choose implements Scheduler.
func (r *Random) Choose(p *Point) int { return r.rng.Intn(len(p.Enabled)) }

// Replay follows a recorded list of thread ids, then falls back to FIFO.
type Replay struct {
	Threads []int
	i       int
	fifo    FIFO
}

// Choose implements Scheduler.
func (r *Replay) Choose(p *Point) int {
	if r.i < len(r.Threads) {
		want := r.Threads[r.i]
		r.i++
		for i, c := range p.Enabled {
			if c.Thread == want {
				return i
			}
		}
	}
	return r.fifo.Choose(p)
}

// Recorder wraps a scheduler and records the chosen thread ids.
type Recorder struct {
	S      Scheduler
	Chosen []int
}

// Choose implements Scheduler.
func (r *Recorder) Choose(p *Point) int {
	i := r.S.Choose(p)
	r.Chosen = append(r.Chosen, p.Enabled[i].Thread)
	return i
}
