package explore

import (
	"weft/classfile"
	"weft/vm"
)

// Spin-loop reduction for dpor. A thread that waits for another by
// spinning (ConcurrentHashMap.initTable while another thread initializes
// the table: read table, read sizeCtl, Thread.yield; a loop on a
// volatile flag, with Thread.onSpinWait or nothing in it) makes every
// number of its spins a trace of its own for a stateless search: each
// spin's reads race with the write that ends the wait, and dpor reverses
// every one of them until the execution is cut.
//
// A spin that changes nothing is a self-loop of the state graph, and
// running it again changes nothing either until another thread writes
// what it read. So a thread t is taken as waiting, and not run, at a
// scheduling point where
//
//   - it is about to perform the same operation (instruction and
//     variable) as at an earlier point, and every event since then is a
//     read of its own (a field or array element; no write,
//     compare-and-set, monitor (but see monitors below) or other
//     synchronization operation, and no other thread's event), at
//     least one, and
//   - the VM's state hash (heap, every thread's frames and scheduling
//     state, classes, I/O) is the same here as the last time the
//     operation recurred: the iteration between returned to the state it
//     started from, the thread's locals and objects of its own included
//     (a counted loop, a timed sleeper's deadline, an allocation still
//     reachable make the states differ; garbage in the heap does not, as
//     the hash sums only what the program can reach, but without
//     Config.CanonicalFrames, as under dpor, a dead local still holding
//     it does: frame slots are then hashed raw).
//
// The hash is taken only where an operation recurs within such a
// read-only stretch, so a thread that writes, or reads each variable
// once, costs nothing but the bookkeeping of its events.
//
// It waits on the keys it read in that iteration. As long as no other
// thread writes one of them, its next iteration starts from the same
// frames and reads the same values, so it is the same self-loop, and
// leaving it out loses no state. Its wait ends once another thread
// writes one of those keys, or once it runs: where no other thread can
// run (every other one is blocked, ended or waiting too: the run goes on
// as without the reduction), or where another thread has run since it
// began to wait and is about to write one of the keys (its next
// iteration may then read some of them before that write and some after
// it, as it could on a JVM; where no other thread has run, the iteration
// it ran last started from this very state, and its reads race with
// that write, which dpor reverses).
//
// With monitors set (dpor's; unfold keeps the rule above) three things
// differ: an iteration may also enter and exit monitors, provided its
// thread then holds no other one (monitorOp); the hash is also taken at
// the first return to the operation, so a loop is found after two
// iterations, not three; and a self-loop that read one variable, once,
// is kept in loop, whose steps dpor passes over when it looks for the
// race to reverse (the step before the iteration leads to the states
// the iteration's step would).
//
// The hash leaves out the virtual clock: an iteration that polls
// System.nanoTime without storing it is taken as waiting for its shared
// reads (or for every other thread to block). dfs needs none of this:
// its state matching cuts a run whose spin returns to a state seen.
type spinWaits struct {
	x    *Explorer
	seen int // events processed
	// win: thread → its current window of read-only steps.
	win map[int]*spinWindow
	// The latest run of consecutive events of one thread: its thread,
	// the index of its first event and of its latest event that is not
	// a read (-1: none).
	runThread, runStart, runDirty int
	// waiting: the threads stopped after a self-loop.
	waiting map[int]*spinWait
	// monitors: an iteration may enter and exit monitors (dpor's; see
	// monitorOp); held counts each thread's monitors then.
	monitors bool
	held     map[int][]heldMonitor
	saved    map[int]int // thread → its entries of the monitor it waits on
	// loop: the self-loop found at the last update that read one
	// variable once (nil: none).
	loop *spinLoop
}

// spinWait is a waiting thread's: the keys its last iteration read, and
// whether another thread has run since it began to wait.
type spinWait struct {
	keys  map[key]bool
	moved bool
}

// spinWindow is a thread's run of points since which it has done nothing
// but read (its own events only): the number of events at its start,
// and the points in it by the operation the thread was about to perform.
type spinWindow struct {
	start int
	marks []spinMark
}

// opSig identifies an operation of a thread's code: the instruction and
// the variable.
type opSig struct {
	kind   vm.Kind
	site   classfile.Site
	hasObj bool
	obj    vm.ObjectID
	field  string
	index  int
}

// maxMarks bounds a window's points (a long read-only stretch, such as a
// scan of an array, starts a new window when it has this many).
const maxMarks = 64

// spinMark is the latest point of a window at which the thread was about
// to perform an operation: the number of events then, the reads since
// the point before it and, if they were the same reads as the time
// before, the state hash.
type spinMark struct {
	op     opSig
	events int
	seq    uint64 // readKeys's hash of the reads before it
	seqOK  bool
	hash   uint64
	hashed bool
}

func newSpinWaits(x *Explorer, monitors bool) *spinWaits {
	return &spinWaits{x: x, monitors: monitors, win: map[int]*spinWindow{}, waiting: map[int]*spinWait{}, runThread: -1, runDirty: -1,
		held: map[int][]heldMonitor{}, saved: map[int]int{}}
}

// update processes the events since the last point (a write by another
// thread to a key a waiting thread read ends its wait) and, at p, the
// current thread's window.
func (w *spinWaits) update(p *vm.Point, events []vm.Event) {
	for ; w.seen < len(events); w.seen++ {
		e := &events[w.seen]
		switch e.Kind {
		case vm.KBranch, vm.KInput, vm.KClock:
			continue // KClock: the hash leaves out the clock (see above)
		}
		if e.Thread != w.runThread {
			w.runThread, w.runStart, w.runDirty = e.Thread, w.seen, -1
		}
		if !spinRead(e) && !w.monitorOp(e) {
			w.runDirty = w.seen
		}
		if len(w.waiting) == 0 {
			continue
		}
		k, write, ok := accessKey(&e.Access)
		if !ok || !write {
			continue
		}
		for t, sw := range w.waiting {
			if t != e.Thread && sw.keys[k] {
				delete(w.waiting, t)
			}
		}
	}
	if p.Current < 0 || p.Wake {
		return
	}
	t := p.Current
	var next *vm.Access
	for i := range p.Enabled {
		if p.Enabled[i].Thread == t {
			next = &p.Enabled[i].Next
		}
	}
	if next == nil {
		return
	}
	win := w.win[t]
	if win == nil {
		win = &spinWindow{}
		w.win[t] = win
	}
	// Since the window began, only reads of t's own (or no event).
	if len(win.marks) == 0 || len(win.marks) >= maxMarks || !(len(events) == win.start || (w.runThread == t && w.runStart <= win.start && w.runDirty < win.start)) {
		win.start, win.marks = len(events), win.marks[:0]
	}
	op := opSig{next.Kind, next.Site, next.HasObj, next.Obj, next.Field, next.Index}
	var m *spinMark
	for i := range win.marks {
		if win.marks[i].op == op {
			m = &win.marks[i]
			break
		}
	}
	if m == nil {
		win.marks = append(win.marks, spinMark{op: op, events: len(events)})
		return
	}
	keys, seq, one := readKeys(events[m.events:])
	from := m.events
	m.events = len(events)
	// The state hash costs a walk of the heap's changed pages: it is
	// taken only where the iteration read the same values of the same
	// variables as the one before it (with monitors also at the first
	// return to the operation, so that a loop is found after two
	// iterations, not three, the second the self-loop).
	same := m.seqOK && m.seq == seq
	first := !m.seqOK
	m.seq, m.seqOK = seq, keys != nil
	if keys == nil || !same && !(w.monitors && first) {
		m.hashed = false
		return
	}
	if h, ok := w.x.StateHash(); ok {
		if m.hashed && m.hash == h {
			w.waiting[t] = &spinWait{keys: keys}
			if one {
				w.loop = &spinLoop{thread: t, from: from, to: len(events)}
			}
		}
		m.hash, m.hashed = h, true
	}
}

// spinLoop is a self-loop just found that read one variable, once:
// thread's iteration, events [from, to) of the run, which returned to
// the state it started from (dpor's races pass over its steps).
type spinLoop struct{ thread, from, to int }

// monitorOp reports whether e, not a read, may still be part of a
// self-loop (with monitors set): a monitor entry or exit, if the thread
// then holds no other monitor (an entry while holding another could
// deadlock with a thread that takes the two in the other order, which
// only a run of the loop while that thread holds one of them shows;
// such a loop is not taken as waiting). It keeps held up to date.
//
// A loop that polls under a lock (a reaper's synchronized check, a
// tryAcquire loop with Thread.yield) returns to the same state, the
// monitor free again, as a loop of reads does: running it again while
// no other thread writes what it read changes nothing. Another thread's
// entry of that monitor does not end the wait: the loop's critical
// section runs wholly before or after the other's, from the same values
// either way.
func (w *spinWaits) monitorOp(e *vm.Event) bool {
	if !w.monitors || !e.HasObj {
		return false
	}
	h := w.held[e.Thread]
	i := 0
	for i < len(h) && h[i].obj != e.Obj {
		i++
	}
	switch e.Kind {
	case vm.KLock:
		if i == len(h) {
			w.held[e.Thread] = append(h, heldMonitor{e.Obj, 1})
			return len(h) == 0
		}
		h[i].n++
		return len(h) == 1
	case vm.KUnlock:
		if i < len(h) {
			if h[i].n--; h[i].n == 0 {
				h = append(h[:i], h[i+1:]...)
				w.held[e.Thread] = h
				return len(h) == 0
			}
		}
		return len(h) == 1 && i == 0
	case vm.KWait:
		if i < len(h) {
			w.saved[e.Thread] = h[i].n
			w.held[e.Thread] = append(h[:i], h[i+1:]...)
		}
	case vm.KWakeup:
		w.held[e.Thread] = append(h, heldMonitor{e.Obj, max(w.saved[e.Thread], 1)})
		delete(w.saved, e.Thread)
	}
	return false
}

// spinRead reports whether e reads and writes nothing: a read of a field
// or an array element, or Thread.isAlive's check of another thread
// (vm.KJoin on the thread object; a join's wait is no read and ends a
// self-loop). A loop waiting for a thread's result or its end
// (`while (s.id < 0 && s.isAlive())`) reads the thread's liveness, which
// only its start and end change: both are synchronization operations on
// the thread object, writes of its key (accessKey), so they end the wait.
func spinRead(e *vm.Event) bool {
	return e.Kind == vm.KRead || e.Kind == vm.KArrayRead || e.Kind == vm.KJoin && e.HasObj
}

// heldMonitor is a monitor a thread holds, entered n times.
type heldMonitor struct {
	obj vm.ObjectID
	n   int
}

// readKeys returns the keys that evs (reads, symbolic branches and
// inputs) read, nil if none, and a hash of the reads: their operations,
// variables and values, in order; one tells whether they are a single
// read (no other read, input or read of the clock).
func readKeys(evs []vm.Event) (keys map[key]bool, seq uint64, one bool) {
	seq = uint64(14695981039346656037)
	mix := func(x uint64) { seq = (seq ^ x) * 1099511628211 }
	n := 0
	for i := range evs {
		e := &evs[i]
		if e.Kind == vm.KClock || e.Kind == vm.KInput {
			n += 2
		}
		k, _, ok := accessKey(&e.Access)
		if !ok || !spinRead(e) {
			continue
		}
		n++
		if keys == nil {
			keys = map[key]bool{}
		}
		keys[k] = true
		mix(uint64(e.Kind))
		mix(uint64(e.Site.PC))
		mix(uint64(e.Index))
		mix(uint64(len(e.Field)))
		mix(uint64(e.Obj.Seq))
		mix(e.Value)
		if e.Ref {
			mix(uint64(e.ValueObj.Seq) ^ 1<<63)
		}
	}
	return keys, seq, n == 1
}

// ran records that thread t was chosen: its wait, if any, is over, and
// the other waiting threads have seen another thread run.
func (w *spinWaits) ran(t int) {
	if len(w.waiting) == 0 {
		return
	}
	delete(w.waiting, t)
	for _, sw := range w.waiting {
		sw.moved = true
	}
}

// filter removes from idx (indexes into p.Enabled) the threads that wait
// at a self-loop; if that leaves none, idx is returned as it is.
func (w *spinWaits) filter(p *vm.Point, idx []int) []int {
	if len(w.waiting) == 0 {
		return idx
	}
	var out []int
	for _, i := range idx {
		if !w.blocked(p, idx, p.Enabled[i].Thread) {
			out = append(out, i)
		}
	}
	if len(out) == 0 {
		return idx
	}
	return out
}

// blocked reports whether thread t waits, unless other threads have run
// since it began to wait and one of idx is about to write a key it waits
// on (t's next iteration may then read some keys before that write and
// some after it; where no other thread has run, the iteration t ran last
// was that one, and its reads race with the write).
func (w *spinWaits) blocked(p *vm.Point, idx []int, t int) bool {
	sw, ok := w.waiting[t]
	if !ok {
		return false
	}
	if !sw.moved {
		return true
	}
	for _, i := range idx {
		c := &p.Enabled[i]
		if c.Thread == t {
			continue
		}
		if k, write, ok := accessKey(&c.Next); ok && write && sw.keys[k] {
			return false
		}
	}
	return true
}

// SpinWaits is the spin detection above for another strategy's scheduler
// (unfold's free choices): which threads wait at a self-loop. Update it
// at the scheduling points where it is asked (it catches up on the
// events in between; a spin is found at the points it sees), filter the
// candidates with Filter, and tell it every thread chosen with Ran.
type SpinWaits struct{ w *spinWaits }

// NewSpinWaits returns the spin detection of one execution of x.
func NewSpinWaits(x *Explorer) *SpinWaits { return &SpinWaits{newSpinWaits(x, false)} }

// Update processes the execution's events so far and the point p.
func (s *SpinWaits) Update(p *vm.Point) { s.w.update(p, s.w.x.Events()) }

// Filter removes from idx (indexes into p.Enabled) the threads waiting at
// a self-loop; if that leaves none, idx is returned as it is.
func (s *SpinWaits) Filter(p *vm.Point, idx []int) []int { return s.w.filter(p, idx) }

// Ran records that thread t was chosen.
func (s *SpinWaits) Ran(t int) { s.w.ran(t) }
