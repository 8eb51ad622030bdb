package mhp

// May-happen-in-parallel over the PEG: the data-flow algorithm of
// Naumovich, Avrunin and Clarke (reference [52] of seeds/003, used as
// described in §4.2.1): per node the sets M (nodes that may run in parallel
// with it), OUT, GEN and KILL, solved with a worklist to a fixed point,
// every set a bitset over PEG node ids.
//
//	M(begin t)          = ∪ OUT(s) over the start nodes s of t, minus N(t)
//	M(notified-entry n) = (OUT(waiting(n)) ∩ ∪ OUT(r) over the notify nodes
//	                       r with waiting(n) ∈ M(r)) ∪ the notified-entries
//	                       woken by the same notifyAll; OUT(waiting(n))
//	                       for a timed wait
//	M(n)                = ∪ OUT(p) over the control predecessors p
//	OUT(n)              = (M(n) ∪ GEN(n)) \ KILL(n)
//	GEN(start)          = begin nodes of the started threads
//	GEN(notify r)       = notified-entry nodes whose waiting node ∈ M(r)
//	KILL(join t)        = N(t)   (when the joined thread is unique)
//	KILL(entry m), KILL(notified-entry m) = N(m), the nodes inside m
//	KILL(notifyAll m)   = the waiting nodes of m; KILL(notify m) = the
//	                      waiting node of m when it is the only one
//
// and the symmetry step: m ∈ M(n) ⇒ n ∈ M(m). Only real monitors (single
// runtime objects) kill: artificial monitors exclude nothing (§4.2.2).

import (
	"math/bits"
	"sync"

	"weft/static"
)

// Mode selects the MHP analysis.
type Mode uint8

const (
	// Precise is the Naumovich–Avrunin–Clarke analysis.
	Precise Mode = iota
	// Unsync ignores synchronization, mutual exclusion and start/join:
	// nodes of different threads are MHP (the coarse analysis of §4.3,
	// Table 4.3).
	Unsync
)

// MHP is the result: M(n) for every node.
type MHP struct {
	G    *PEG
	Mode Mode
	M    []static.Bitset
	// mx is M computed without mutual exclusion (no monitor KILLs): the
	// order-only relation that wait/notify pairs are about, since a wait
	// and its notify always run inside their monitor (§4.2.3, WN: "the
	// enclosing entries decide the order") and may also sit inside an
	// outer monitor (nested monitors). It is solved on the first question
	// (ParallelIgnoringLocks): only a program that waits asks.
	mx     []static.Bitset
	mxOnce sync.Once
}

// ParallelIgnoringLocks reports whether a and b may happen in parallel
// when mutual exclusion is ignored (start/join and notification order
// kept).
func (r *MHP) ParallelIgnoringLocks(a, b *Node) bool {
	if r.Mode == Unsync {
		return a.Thread != b.Thread
	}
	r.mxOnce.Do(func() { r.mx = solve(r.G, false) })
	return r.mx[a.ID].Has(b.ID)
}

// Parallel reports whether nodes a and b may happen in parallel.
func (r *MHP) Parallel(a, b *Node) bool {
	if r.Mode == Unsync {
		return a.Thread != b.Thread
	}
	return r.M[a.ID].Has(b.ID)
}

// Pairs returns the number of unordered MHP node pairs.
func (r *MHP) Pairs() int {
	if r.Mode == Unsync {
		n := 0
		total := len(r.G.Nodes)
		for _, t := range r.G.Threads {
			k := t.Nodes.Len()
			n += k * (total - k)
		}
		return n / 2
	}
	n := 0
	for _, m := range r.M {
		n += m.Len()
	}
	return n / 2
}

// Compute runs the MHP analysis in the given mode.
func Compute(g *PEG, mode Mode) *MHP {
	r := &MHP{G: g, Mode: mode}
	if mode == Unsync {
		return r
	}
	r.M = solve(g, true)
	return r
}

// bitsets returns n empty sets of the given number of words, cut from one
// allocation (each capped at its own words, so one that grows moves out).
func bitsets(n, words int) []static.Bitset {
	out := make([]static.Bitset, n)
	all := make(static.Bitset, n*words)
	for i := range out {
		out[i] = all[i*words : (i+1)*words : (i+1)*words]
	}
	return out
}

// span returns the words of s from lo to hi (excluded) outside which
// every word is zero; lo == hi when s is empty.
func span(s static.Bitset) (lo, hi int) {
	return narrow(s, 0, len(s))
}

// narrow returns the words of s from lo to hi outside which every word
// is zero, given that s is zero outside lo to hi.
func narrow(s static.Bitset, lo, hi int) (int, int) {
	for lo < hi && s[lo] == 0 {
		lo++
	}
	for hi > lo && s[hi-1] == 0 {
		hi--
	}
	return lo, hi
}

// differenceSpan removes t's elements from s's words lo to hi:
// s.DifferenceWith(t) when s is zero outside them.
func differenceSpan(s, t static.Bitset, lo, hi int) {
	for i := lo; i < min(hi, len(t)); i++ {
		s[i] &^= t[i]
	}
}

// unionSpan adds t's words from lo to hi to s, whose length is at least
// hi, and reports whether s changed: s.UnionWith(t) when t is zero
// outside them.
func unionSpan(s, t static.Bitset, lo, hi int) bool {
	changed := false
	for i := lo; i < hi; i++ {
		if n := s[i] | t[i]; n != s[i] {
			s[i] = n
			changed = true
		}
	}
	return changed
}

// condSet is the wait set of a Condition: the static object's id.
type condSet int

// waitSet returns the wait set a waiting or notify node is on when it is
// one runtime wait set, or nil: an Object.wait's real monitor, or a
// Condition (Node.Cond) that is one runtime object of a real monitor's
// Lock. Two Conditions of one Lock have their own waiters: a signal of
// one wakes none of the other's (so it kills none of them).
func waitSet(g *PEG, n *Node) any {
	m := n.Monitor
	if m == nil || m.Artificial {
		return nil
	}
	if !n.Cond {
		return m
	}
	if n.Objs.Len() != 1 {
		return nil
	}
	id := n.Objs.Slice()[0]
	if !g.A.Objects[id].Once {
		return nil
	}
	return condSet(id)
}

// solve runs the data-flow equations; locks selects whether monitor
// entries kill the nodes inside their monitor.
func solve(g *PEG, locks bool) []static.Bitset {
	N := len(g.Nodes)
	words := (N + 63) / 64
	M := bitsets(N, words)
	OUT := bitsets(N, words)
	KILL := make([]static.Bitset, N)
	// N(m): nodes inside real monitor m; waiting nodes per monitor.
	inside := map[*Monitor]static.Bitset{}
	waitingOf := map[any][]*Node{}
	for _, n := range g.Nodes {
		for _, m := range n.LockSet {
			s := inside[m]
			s.Add(n.ID)
			inside[m] = s
		}
		if k := waitSet(g, n); n.Kind == Waiting && k != nil {
			waitingOf[k] = append(waitingOf[k], n)
		}
	}
	for _, n := range g.Nodes {
		var k static.Bitset
		switch n.Kind {
		case Join:
			for _, t := range n.Joined {
				k.UnionWith(t.Nodes)
			}
		case Entry, NotifiedEntry:
			if m := n.Monitor; locks && m != nil && !m.Artificial {
				k.UnionWith(inside[m])
			}
		case NotifyAll:
			if ws := waitSet(g, n); ws != nil {
				for _, w := range waitingOf[ws] {
					k.Add(w.ID)
				}
			}
		case Notify:
			if ws := waitSet(g, n); ws != nil && len(waitingOf[ws]) == 1 {
				k.Add(waitingOf[ws][0].ID)
			}
		}
		KILL[n.ID] = k
	}

	// The equations are solved by propagating differences: every node
	// keeps the bits still to be added to its M (pending), and a bit moves
	// along an edge once. Notified-entry nodes, whose equation has an
	// intersection, are recomputed whole.
	pending := bitsets(N, words)
	queue := make([]int, 0, N)
	queued := make([]bool, N)
	push := func(id int) {
		if !queued[id] {
			queued[id] = true
			queue = append(queue, id)
		}
	}
	for i := 0; i < N; i++ {
		push(i)
	}
	// symOut[m]: bits added to M(m) by symmetry, still to reach OUT(m).
	symOut := bitsets(N, words)
	d := make(static.Bitset, words)
	tmp := make(static.Bitset, words)
	dout := make(static.Bitset, words)
	for len(queue) > 0 {
		id := queue[0]
		queue = queue[1:]
		queued[id] = false
		n := g.Nodes[id]
		clear(d)
		if n.Kind == NotifiedEntry {
			clear(tmp)
			w := n.WaitingNode
			for _, r := range n.SyncPreds {
				if M[r.ID].Has(w.ID) {
					tmp.UnionWith(OUT[r.ID])
					if r.Kind == NotifyAll {
						// Waiters released by the same notifyAll.
						for _, o := range r.SyncSuccs {
							if o != n && o.Thread != n.Thread && M[r.ID].Has(o.WaitingNode.ID) && M[w.ID].Has(o.WaitingNode.ID) {
								d.Add(o.ID)
							}
						}
					}
				}
			}
			if n.Timed {
				// A timed wait also ends by its timeout.
				tmp.UnionWith(OUT[w.ID])
			}
			tmp.IntersectWith(OUT[w.ID])
			d.UnionWith(tmp)
			clear(pending[id])
		} else {
			d, pending[id] = pending[id], d
		}
		// The step's new bits lie in the words from lo to hi: only
		// those are visited (daisy: 1350 nodes, sets of 22 words).
		lo, hi := span(d)
		differenceSpan(d, n.Thread.Nodes, lo, hi)
		differenceSpan(d, M[id], lo, hi)
		if locks {
			// Mutual exclusion: a node that surely holds a real monitor
			// runs in parallel with none that surely holds it too. The
			// entry's KILL does this along the block, but not for what
			// reaches the node another way: the return from a clone that
			// calls outside the block share (builder.lockStates).
			for _, m := range n.LockSet {
				differenceSpan(d, inside[m], lo, hi)
			}
		}
		lo, hi = narrow(d, lo, hi)
		unionSpan(M[id], d, lo, hi)
		// Symmetry: every new m in M(n) gets n (M's and symOut's sets
		// all have the same words: no Add, which may grow a set).
		wi, bit := id>>6, uint64(1)<<(uint(id)&63)
		for i := lo; i < hi; i++ {
			for w := d[i]; w != 0; w &= w - 1 {
				if m := i<<6 + bits.TrailingZeros64(w); M[m][wi]&bit == 0 {
					M[m][wi] |= bit
					symOut[m][wi] |= bit
					push(m)
				}
			}
		}
		// OUT(n) = (M(n) ∪ GEN(n)) \ KILL(n): the new part.
		copy(dout, d)
		for i, w := range symOut[id] {
			dout[i] |= w
		}
		clear(symOut[id])
		switch n.Kind {
		case Start:
			for _, t := range n.Started {
				dout.Add(t.Begin.ID)
			}
		case Notify, NotifyAll:
			for _, s := range n.SyncSuccs {
				if s.WaitingNode != nil && M[id].Has(s.WaitingNode.ID) {
					dout.Add(s.ID)
				}
			}
			for _, s := range n.SyncSuccs {
				push(s.ID)
			}
		}
		lo, hi = span(dout)
		differenceSpan(dout, KILL[id], lo, hi)
		differenceSpan(dout, OUT[id], lo, hi)
		lo, hi = narrow(dout, lo, hi)
		if lo == hi {
			continue
		}
		unionSpan(OUT[id], dout, lo, hi)
		for _, s := range n.Succs {
			if unionSpan(pending[s.ID], dout, lo, hi) {
				push(s.ID)
			}
		}
		for _, s := range n.SyncSuccs {
			switch s.Kind {
			case Begin:
				if unionSpan(pending[s.ID], dout, lo, hi) {
					push(s.ID)
				}
			case NotifiedEntry:
				push(s.ID)
			}
		}
	}
	return M
}
