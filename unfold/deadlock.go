package unfold

import (
	"fmt"
	"sort"
)

const maxDeadlockTries = 16

// findDeadlocks searches the unfolding for lock-cycle deadlocks (000
// §6.3): thread conditions c1..ck of different threads that form a co-set,
// where the thread of ci holds a lock the thread of ci+1 wants next (and
// the last holds one the first wants). Every configuration containing
// such a co-set in its cut can never fire any of their next events, so a
// run that follows the schedule of their joint causal past and then runs
// the other threads freely ends in a deadlock the VM reports. The search
// is depth-first over the wait-for graph of lock-wanting conditions,
// pruned as soon as the chosen conditions are not a co-set. It returns the
// firing sequences of up to max candidates.
func (n *net) findDeadlocks(max int, tried map[string]bool) [][]*event {
	heldMemo := map[*cond][]vkey{}
	var held func(c *cond) []vkey
	held = func(c *cond) []vkey {
		if h, ok := heldMemo[c]; ok {
			return h
		}
		var h []vkey
		if e := c.prod; e != nil && e.thread == c.thread && e.tpost == c {
			prev := held(e.tpre)
			h = append(h, prev...)
			switch e.op.kind {
			case opLock:
				h = append(h, e.op.v)
			case opUnlock:
				for i := len(h) - 1; i >= 0; i-- {
					if h[i] == e.op.v {
						h = append(h[:i:i], h[i+1:]...)
						break
					}
				}
			}
		}
		heldMemo[c] = h
		return h
	}
	byLock := map[vkey][]waiter{} // waiters by a lock they hold
	var all []waiter
	seen := map[*cond]bool{}
	for _, e := range n.events {
		c := e.tpost
		if seen[c] || c.next == nil || c.next.kind != opLock || c.next.wake {
			continue
		}
		seen[c] = true
		h := held(c)
		if len(h) == 0 {
			continue
		}
		w := waiter{c: c, want: c.next.v, held: h}
		all = append(all, w)
		for _, l := range h {
			byLock[l] = append(byLock[l], w)
		}
	}
	sort.Slice(all, func(i, j int) bool { return all[i].c.id < all[j].c.id })
	var out [][]*event
	var chain []waiter
	co := func() ([]*event, bool) {
		cs := make([]*cond, len(chain))
		for i, w := range chain {
			cs[i] = w.c
		}
		past := n.past(cs)
		m, ok := n.replay(past)
		if !ok {
			return nil, false
		}
		for _, c := range cs {
			if !m.current(c) {
				return nil, false
			}
		}
		return past, true
	}
	var rec func()
	rec = func() {
		if len(out) >= max {
			return
		}
		first, last := chain[0], chain[len(chain)-1]
		// Close the cycle: the last wants a lock the first holds.
		if len(chain) >= 2 && containsKey(first.held, last.want) {
			key := ""
			for _, w := range chain {
				key += fmt.Sprint(w.c.id, ",")
			}
			if tried[key] {
				return
			}
			if past, ok := co(); ok {
				tried[key] = true
				out = append(out, past)
			}
			return
		}
		for _, w := range byLock[last.want] {
			if w.c.id < first.c.id || usesThread(chain, w.c.thread) {
				continue // each cycle once, from its smallest condition
			}
			chain = append(chain, w)
			if _, ok := co(); ok {
				rec()
			}
			chain = chain[:len(chain)-1]
		}
	}
	for _, w := range all {
		chain = append(chain[:0], w)
		rec()
	}
	return out
}

func containsKey(ks []vkey, k vkey) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}

// waiter is a thread condition whose next operation takes a lock, and the
// locks its thread holds there.
type waiter struct {
	c    *cond
	want vkey
	held []vkey
}

func usesThread(chain []waiter, t int) bool {
	for _, w := range chain {
		if w.c.thread == t {
			return true
		}
	}
	return false
}

// current reports whether thread condition c is in the cut of m.
func (m *marking) current(c *cond) bool {
	if d, ok := m.thread[c.thread]; ok {
		return d == c
	}
	if c.startedBy >= 0 {
		return m.child[c]
	}
	return c.prod == nil
}
