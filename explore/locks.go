package explore

import "weft/vm"

// lockTracker follows monitor ownership from the events of a run, so that
// the systematic strategies do not choose a thread whose next operation is
// entering a monitor another thread holds: the VM lists such a thread as
// enabled (it blocks when chosen), but choosing it is a wasted step.
type lockTracker struct {
	owner map[vm.ObjectID]lockState
	saved map[int]int // thread → recursion count released by its wait
	seen  int         // events processed
}

type lockState struct{ thread, count int }

func newLockTracker() *lockTracker {
	return &lockTracker{owner: map[vm.ObjectID]lockState{}, saved: map[int]int{}}
}

// update processes the events not seen yet.
func (l *lockTracker) update(events []vm.Event) {
	for ; l.seen < len(events); l.seen++ {
		l.apply(&events[l.seen].Access)
	}
}

// apply updates the owners with access e.
func (l *lockTracker) apply(e *vm.Access) {
	if !e.HasObj {
		return
	}
	st, held := l.owner[e.Obj]
	switch e.Kind {
	case vm.KLock:
		if held && st.thread == e.Thread {
			st.count++
		} else {
			st = lockState{e.Thread, 1}
		}
		l.owner[e.Obj] = st
	case vm.KUnlock:
		if held && st.thread == e.Thread {
			if st.count--; st.count == 0 {
				delete(l.owner, e.Obj)
			} else {
				l.owner[e.Obj] = st
			}
		}
	case vm.KWait:
		if held && st.thread == e.Thread {
			l.saved[e.Thread] = st.count
			delete(l.owner, e.Obj)
		}
	case vm.KWakeup:
		n := l.saved[e.Thread]
		if n == 0 {
			n = 1
		}
		delete(l.saved, e.Thread)
		l.owner[e.Obj] = lockState{e.Thread, n}
	}
}

// holds reports whether thread t holds the monitor of object o.
func (l *lockTracker) holds(t int, o vm.ObjectID) bool {
	st, held := l.owner[o]
	return held && st.thread == t
}

// count returns how many times monitor o's owner holds it (0: free).
func (l *lockTracker) count(o vm.ObjectID) int {
	if st, held := l.owner[o]; held {
		return st.count
	}
	return 0
}

// wouldBlock reports whether choosing c would only block its thread.
func (l *lockTracker) wouldBlock(c *vm.Choice) bool {
	if c.Next.Kind != vm.KLock || !c.Next.HasObj {
		return false
	}
	st, held := l.owner[c.Next.Obj]
	return held && st.thread != c.Thread
}

// runnable returns the indexes of the enabled threads that can make
// progress (all of them if the tracker rules out every one, which would
// be its own mistake), the current thread first, then by thread id; the
// current thread goes last if g says it is spinning.
func (l *lockTracker) runnable(p *vm.Point, g *spinGuard) []int {
	var idx []int
	for i := range p.Enabled {
		if !l.wouldBlock(&p.Enabled[i]) {
			idx = append(idx, i)
		}
	}
	if len(idx) == 0 {
		for i := range p.Enabled {
			idx = append(idx, i)
		}
	}
	for k, i := range idx {
		if p.Enabled[i].Thread == p.Current && k > 0 {
			copy(idx[1:k+1], idx[:k])
			idx[0] = i
			break
		}
	}
	if g.spinning(p) && p.Enabled[idx[0]].Thread == p.Current {
		idx = demote(idx)
	}
	return idx
}

// spinSlice is how many scheduling points in a row a thread may run while
// others could, before the systematic strategies' default order (and PCT)
// lets the others go first: a thread busy-waiting on a flag would
// otherwise run until the per-execution bound, in every execution.
const spinSlice = 1000

// spinGuard counts the points the current thread has run in a row.
type spinGuard struct{ last, run int }

// spinning reports whether the current thread of p has run spinSlice
// points in a row while others were enabled; the count then restarts.
func (g *spinGuard) spinning(p *vm.Point) bool {
	if len(p.Enabled) < 2 || p.Current != g.last {
		g.last, g.run = p.Current, 0
		return false
	}
	if g.run++; g.run >= spinSlice {
		g.run = 0
		return true
	}
	return false
}

// demote moves the current thread, first in idx, to the end.
func demote(idx []int) []int {
	if len(idx) > 1 {
		idx = append(idx[1:], idx[0])
	}
	return idx
}
