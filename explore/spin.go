package explore

import "weft/vm"

// Spin-loop reduction for dpor. A thread that waits for another by
// spinning on Thread.yield (ConcurrentHashMap.initTable while another
// thread initializes the table: read table, read sizeCtl, yield) makes
// every number of its spins a trace of its own for a stateless search:
// each spin's reads race with the write that ends the wait, and dpor
// reverses every one of them until the execution is cut.
//
// A spin that changes nothing is a self-loop of the state graph, and
// running it again changes nothing either until another thread writes
// what it read. So a thread t stopped at a Thread.yield is taken as
// waiting, and not run, when
//
//   - every event since its previous Thread.yield is a read of its own
//     (a field or array element; no write, compare-and-set, monitor or
//     other synchronization operation, and no other thread's event), at
//     least one, and
//   - the VM's state hash (heap, every thread's frames and scheduling
//     state, classes, I/O) is the same here as at that previous yield:
//     the iteration returned to the state it started from, the thread's
//     locals and objects of its own included (a counted loop, a timed
//     sleeper's deadline, an allocation make the states differ).
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
// The hash leaves out the virtual clock: an iteration that polls
// System.nanoTime without storing it is taken as waiting for its shared
// reads (or for every other thread to block). dfs needs none of this:
// its state matching cuts a run whose spin returns to a state seen.
type spinWaits struct {
	x    *Explorer
	seen int              // events processed
	last map[int]spinMark // thread → its latest Thread.yield
	// waiting: the threads stopped at a Thread.yield after a self-loop.
	waiting map[int]*spinWait
}

// spinWait is a waiting thread's: the keys its last iteration read, and
// whether another thread has run since it began to wait.
type spinWait struct {
	keys  map[key]bool
	moved bool
}

// spinMark is a thread's latest Thread.yield: the number of events then
// and, if the iteration that ended there was read-only, the state hash.
type spinMark struct {
	events int
	hash   uint64
	hashed bool
}

func newSpinWaits(x *Explorer) *spinWaits {
	return &spinWaits{x: x, last: map[int]spinMark{}, waiting: map[int]*spinWait{}}
}

// update processes the events since the last point (a write by another
// thread to a key a waiting thread read ends its wait) and, at p, a
// Thread.yield of the current thread.
func (w *spinWaits) update(p *vm.Point, events []vm.Event) {
	for ; w.seen < len(events); w.seen++ {
		if len(w.waiting) == 0 {
			w.seen = len(events)
			break
		}
		e := &events[w.seen]
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
	if !p.Yield || p.Current < 0 || p.Wake {
		return
	}
	t := p.Current
	m, had := w.last[t]
	var keys map[key]bool
	if had {
		keys = readsOnly(t, events[m.events:])
	}
	mark := spinMark{events: len(events)}
	if keys != nil {
		if h, ok := w.x.StateHash(); ok {
			mark.hash, mark.hashed = h, true
			if m.hashed && m.hash == h {
				w.waiting[t] = &spinWait{keys: keys}
			}
		}
	}
	w.last[t] = mark
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

// readsOnly returns the keys that evs read if every one of them is a read
// of thread t (symbolic branches and inputs aside) and there is at least
// one; nil otherwise.
func readsOnly(t int, evs []vm.Event) map[key]bool {
	var keys map[key]bool
	for i := range evs {
		e := &evs[i]
		switch e.Kind {
		case vm.KBranch, vm.KInput:
			continue
		case vm.KRead, vm.KArrayRead:
		default:
			return nil
		}
		if e.Thread != t {
			return nil
		}
		k, _, ok := accessKey(&e.Access)
		if !ok {
			return nil
		}
		if keys == nil {
			keys = map[key]bool{}
		}
		keys[k] = true
	}
	return keys
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
