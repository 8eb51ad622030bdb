package vsched

import (
	"math"
	"math/rand"
	"strings"
	"testing"

	"weft/classfile"
	"weft/mhp"
)

// TestKnownCache: model.known, answered from a direct-mapped cache keyed
// by the site strings' addresses, agrees with the PEG's sites (bySite) for
// every site of daisy's PEG, for those sites with copies of
// their strings (another slot, the same answer), and for sites the PEG
// lacks, asked in random orders so that slots are shared and overwritten.
func TestKnownCache(t *testing.T) {
	for _, main := range []string{"daisy/Main"} {
		m := modelOf(t, main)
		var sites []classfile.Site
		for s := range m.bySite {
			sites = append(sites, s,
				classfile.Site{Class: strings.Clone(s.Class), Method: strings.Clone(s.Method), PC: s.PC},
				classfile.Site{Class: s.Class, Method: s.Method, PC: s.PC + 100000},
				classfile.Site{Class: s.Class, Method: s.Method + "x", PC: s.PC})
		}
		if len(sites) < knownSlots {
			t.Fatalf("%s: %d sites, too few to fill the cache", main, len(sites))
		}
		rng := rand.New(rand.NewSource(1))
		for round := range 3 {
			rng.Shuffle(len(sites), func(i, j int) { sites[i], sites[j] = sites[j], sites[i] })
			for _, s := range sites {
				if got, want := m.known(s), len(m.bySite[s]) > 0; got != want {
					t.Fatalf("%s round %d: known(%v) = %v, want %v", main, round, s, got, want)
				}
			}
		}
	}
}

// TestSearchReused: model.search marks the nodes it has seen in a slice
// it keeps from one search to the next (by search number) instead of a
// map per search. Every (start node, target) question on producerconsumer's
// and alarmclock's PEGs, asked in a random order and with the search
// number about to wrap around, gets the answer of a plain search with a
// map of its own.
func TestSearchReused(t *testing.T) {
	for _, main := range []string{"producerconsumer/Main", "alarmclock/Main"} {
		m := modelOf(t, main)
		type question struct {
			start *mhp.Node
			done  bool
			t     key
		}
		var qs []question
		for k := range m.targets {
			for _, n := range m.peg.Nodes {
				qs = append(qs, question{n, false, k}, question{n, true, k})
			}
		}
		rng := rand.New(rand.NewSource(2))
		rng.Shuffle(len(qs), func(i, j int) { qs[i], qs[j] = qs[j], qs[i] })
		yes := 0
		for i, q := range qs {
			if i == 50 {
				// As if every node had been seen by a search numbered
				// 1: the numbers wrap around 5 searches later, and the
				// searches after that must not take those marks for
				// their own.
				for j := range m.seen {
					m.seen[j] = 1
				}
				m.epoch = math.MaxUint32 - 5
			}
			m.reach = map[reachQ]bool{} // no cached answers
			got := m.search(reachQ{Thread: noThread, Done: q.done, Target: q.t}, []*mhp.Node{q.start})
			if want := plainSearch(m, q.start, q.done, q.t); got != want {
				t.Fatalf("%s: question %d: reach %v from node %d (done %v) = %v, want %v", main, i, q.t, q.start.ID, q.done, got, want)
			}
			if got {
				yes++
			}
		}
		if yes == 0 || yes == len(qs) {
			t.Fatalf("%s: %d of %d questions reach their target: the test asks nothing", main, yes, len(qs))
		}
		t.Logf("%s: %d questions, %d reach", main, len(qs), yes)
	}
}

// plainSearch is model.search as it was, with a map of the nodes seen.
func plainSearch(m *model, start *mhp.Node, done bool, t key) bool {
	goal := m.targets[t]
	seen := map[int]bool{}
	var work []*mhp.Node
	push := func(n *mhp.Node) {
		if !seen[n.ID] {
			seen[n.ID] = true
			work = append(work, n)
		}
	}
	if done {
		for _, s := range start.Succs {
			push(s)
		}
	} else {
		push(start)
	}
	for len(work) > 0 {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		if goal[n.ID] {
			return true
		}
		for _, s := range n.Succs {
			push(s)
		}
		if n.Kind == mhp.Start {
			for _, s := range n.SyncSuccs {
				push(s)
			}
		}
	}
	return false
}
