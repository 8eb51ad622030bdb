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

import "weft/static"

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
	N := len(g.Nodes)
	M := make([]static.Bitset, N)
	OUT := make([]static.Bitset, N)
	KILL := make([]static.Bitset, N)
	words := (N + 63) / 64
	for i := range M {
		M[i] = make(static.Bitset, words)
		OUT[i] = make(static.Bitset, words)
	}
	// N(m): nodes inside real monitor m; waiting nodes per monitor.
	inside := map[*Monitor]static.Bitset{}
	waitingOf := map[*Monitor][]*Node{}
	for _, n := range g.Nodes {
		for _, m := range n.LockSet {
			s := inside[m]
			s.Add(n.ID)
			inside[m] = s
		}
		if n.Kind == Waiting && n.Monitor != nil && !n.Monitor.Artificial {
			waitingOf[n.Monitor] = append(waitingOf[n.Monitor], n)
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
			if m := n.Monitor; m != nil && !m.Artificial {
				k.UnionWith(inside[m])
			}
		case NotifyAll:
			if m := n.Monitor; m != nil && !m.Artificial {
				for _, w := range waitingOf[m] {
					k.Add(w.ID)
				}
			}
		case Notify:
			if m := n.Monitor; m != nil && !m.Artificial && len(waitingOf[m]) == 1 {
				k.Add(waitingOf[m][0].ID)
			}
		}
		KILL[n.ID] = k
	}

	work := make([]int, 0, N)
	queued := make([]bool, N)
	push := func(id int) {
		if !queued[id] {
			queued[id] = true
			work = append(work, id)
		}
	}
	for i := N - 1; i >= 0; i-- {
		push(i)
	}
	newM := make(static.Bitset, words)
	tmp := make(static.Bitset, words)
	gen := make(static.Bitset, words)
	for len(work) > 0 {
		id := work[len(work)-1]
		work = work[:len(work)-1]
		queued[id] = false
		n := g.Nodes[id]
		clear(newM)
		switch n.Kind {
		case Begin:
			for _, s := range n.SyncPreds {
				newM.UnionWith(OUT[s.ID])
			}
			newM.DifferenceWith(n.Thread.Nodes)
		case NotifiedEntry:
			clear(tmp)
			w := n.WaitingNode
			for _, r := range n.SyncPreds {
				if M[r.ID].Has(w.ID) {
					tmp.UnionWith(OUT[r.ID])
					if r.Kind == NotifyAll {
						// Waiters released by the same notifyAll.
						for _, o := range r.SyncSuccs {
							if o != n && o.Thread != n.Thread && M[r.ID].Has(o.WaitingNode.ID) && M[w.ID].Has(o.WaitingNode.ID) {
								newM.Add(o.ID)
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
			newM.UnionWith(tmp)
		default:
			for _, p := range n.Preds {
				newM.UnionWith(OUT[p.ID])
			}
		}
		// Nodes of the own thread are never parallel to n (a
		// multi-instance thread's second copy is another PThread).
		newM.DifferenceWith(n.Thread.Nodes)
		// Symmetry: every new m in M(n) gets n.
		copy(tmp, newM)
		tmp.DifferenceWith(M[id])
		mChanged := false
		for m := range tmp.Elems {
			mChanged = true
			if M[m].Add(id) {
				recomputeOut(g, m, M, OUT, KILL, gen, push)
				if k := g.Nodes[m].Kind; k == Notify || k == NotifyAll {
					for _, s := range g.Nodes[m].SyncSuccs {
						push(s.ID)
					}
				}
			}
		}
		if mChanged {
			M[id].UnionWith(newM)
			if n.Kind == Notify || n.Kind == NotifyAll {
				for _, s := range n.SyncSuccs {
					push(s.ID)
				}
			}
		}
		recomputeOut(g, id, M, OUT, KILL, gen, push)
	}
	r.M = M
	return r
}

// recomputeOut recomputes OUT(id) and queues the successors if it grew.
func recomputeOut(g *PEG, id int, M, OUT, KILL []static.Bitset, gen static.Bitset, push func(int)) {
	n := g.Nodes[id]
	clear(gen)
	gen.UnionWith(M[id])
	switch n.Kind {
	case Start:
		for _, t := range n.Started {
			gen.Add(t.Begin.ID)
		}
	case Notify, NotifyAll:
		for _, s := range n.SyncSuccs {
			if s.WaitingNode != nil && M[id].Has(s.WaitingNode.ID) {
				gen.Add(s.ID)
			}
		}
	}
	gen.DifferenceWith(KILL[id])
	if OUT[id].UnionWith(gen) {
		for _, s := range n.Succs {
			push(s.ID)
		}
		for _, s := range n.SyncSuccs {
			push(s.ID)
		}
		// M of a notify's notified-entries depends on M(notify) as well;
		// the symmetric partners of id see a new OUT only through their
		// own predecessors, already queued above.
	}
}
