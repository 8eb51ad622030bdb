package mhp

import (
	"fmt"
	"strings"
)

// Check verifies the PEG's invariants: every start has its begin, every
// thread its begin and end, every monitor entry a reachable exit (unless it
// never reaches its thread's end), every wait its waiting and notified-entry, and
// the control and synchronization edge lists agree in both directions.
func (g *PEG) Check() error {
	var errs []string
	bad := func(format string, args ...any) { errs = append(errs, fmt.Sprintf(format, args...)) }
	for i, n := range g.Nodes {
		if n.ID != i {
			bad("node %v has id %d at %d", n, n.ID, i)
		}
		if n.Kind == nop {
			bad("nop node %d left in the graph", n.ID)
		}
		for _, s := range n.Succs {
			if !contains(s.Preds, n) {
				bad("%v → %v missing in preds", n, s)
			}
			if s.Thread != n.Thread {
				bad("control edge %v → %v crosses threads", n, s)
			}
		}
		for _, p := range n.Preds {
			if !contains(p.Succs, n) {
				bad("%v ← %v missing in succs", n, p)
			}
		}
		for _, s := range n.SyncSuccs {
			if !contains(s.SyncPreds, n) {
				bad("sync %v → %v missing in preds", n, s)
			}
		}
		switch n.Kind {
		case Start:
			for _, t := range n.Started {
				if t.Begin == nil || !contains(n.SyncSuccs, t.Begin) {
					bad("start %v lacks the begin of %v", n, t)
				}
			}
		case Entry:
			if n.Monitor == nil {
				bad("entry %v without monitor", n)
			} else if !n.LockCall && !reachesExit(n) && reaches(n, n.Thread.End) {
				bad("entry %v reaches no exit", n)
			}
		case Wait:
			if n.WaitingNode == nil || n.NotifiedNode == nil || !contains(n.Succs, n.WaitingNode) ||
				!contains(n.WaitingNode.Succs, n.NotifiedNode) {
				bad("wait %v lacks its waiting and notified-entry", n)
			}
		}
	}
	for _, t := range g.Threads {
		if t.Begin == nil || t.End == nil || t.Begin.Kind != Begin || t.End.Kind != End {
			bad("thread %v lacks begin or end", t)
		}
		if t != g.Main && len(t.Begin.SyncPreds) == 0 {
			bad("thread %v is never started", t)
		}
	}
	if len(errs) > 0 {
		return fmt.Errorf("%s", strings.Join(errs, "\n"))
	}
	return nil
}

func contains(ns []*Node, x *Node) bool {
	for _, n := range ns {
		if n == x {
			return true
		}
	}
	return false
}

// reachesExit reports whether an exit is reachable from the entry (locking
// is structured, so the first exit on every path is the entry's).
func reachesExit(e *Node) bool {
	seen := map[*Node]bool{e: true}
	work := []*Node{e}
	for len(work) > 0 {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range n.Succs {
			if s.Kind == Exit {
				return true
			}
			if !seen[s] {
				seen[s] = true
				work = append(work, s)
			}
		}
	}
	return false
}

// reaches reports whether to is reachable from n along control edges.
func reaches(n, to *Node) bool {
	seen := map[*Node]bool{n: true}
	work := []*Node{n}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if x == to {
			return true
		}
		for _, s := range x.Succs {
			if !seen[s] {
				seen[s] = true
				work = append(work, s)
			}
		}
	}
	return false
}
