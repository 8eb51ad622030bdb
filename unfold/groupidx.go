package unfold

import (
	"slices"
	"sort"
)

// A family's read copies of one thread u (a readGroup) are the places
// (v, u) of the replicated model: in a configuration that holds the
// family f's producer and does not consume f, exactly one condition of
// (v, u) descending from f is unconsumed, the token. It is f's copy for u
// (famCopyOf) if u has not read v since f was written, else the copy u's
// latest read of v produced; every other copy of the group in [tc] is
// consumed in [tc] (each read of u consumes u's token and makes the next).
// So extendWrite's scan keeps of a group at most one copy in [tc]: the
// token of [tc] (tokenCopy), where [tc] is the causal past of thread
// condition tc, whose families the scan visits are not consumed in [tc].
//
// This decides the two groups of copies that the scan otherwise tested one
// by one only to drop nearly all of them: those of tc's own thread (kept
// only if in [tc]: otherBranch), and those produced in a critical section
// of a lock that tc's thread holds (kept only if in [tc]: lockedAway). On
// updater1's first 20000 tests the scan tested 13.5M copies that its
// clock column let through: 5.5M of tc's thread (all but 17k on other
// branches) and 7.5M locked away, and kept 0.5M; the tests it made per
// extension grew with the unfolding (680 per test over the first 20000
// tests, 1630 over the first 100000).
//
// A group of groupIdxMin copies or more keeps its copies by the lock set
// of their producers (heldIdx), so that a scan for a tc whose thread
// holds locks skips the lock sets it shares and tests only the token
// among them.

// groupIdxMin is the number of copies from which a group's scan uses the
// token and the lock-set index; tests lower it.
var groupIdxMin = 32

// noGroupIdx (tests) makes extendWrite scan every group's copies.
var noGroupIdx bool

// checkGroupIdx, if set (tests), sees for each group searched by the
// token and the index the copies kept (indexes into the group, in
// ascending order) and those a test of every copy keeps.
var checkGroupIdx func(fast, plain []int32)

// heldIdx holds the entries of a list (a readGroup's copies, a
// consGroup's consumers) by the lock sets of their events (heldCols).
type heldIdx struct {
	n    int        // entries indexed
	sets []lockSets // by first appearance
}

// lockSets holds the entries whose events hold one lock set of at most
// two locks (n, k0, k1 as in heldCols), or (many) more than two.
type lockSets struct {
	n      int32
	k0, k1 int32
	many   bool
	idx    []int32 // ascending
}

// sharesAll reports whether the lock set shares a lock with h (then each
// of its entries outside [tc] is locked away); false for many locks,
// whose entries the scans test.
func (s *lockSets) sharesAll(h []int32) bool {
	if s.n == 0 || s.many {
		return false
	}
	for _, k := range h {
		if k == s.k0 || k == s.k1 {
			return true
		}
	}
	return false
}

// rowShares is sharesAll for the lock set of hc's entry i.
func (hc *heldCols) rowShares(i int, h []int32) bool {
	s := lockSets{n: hc.n[i], k0: hc.k[0][i], k1: hc.k[1][i], many: hc.n[i] > 2}
	return s.sharesAll(h)
}

// index returns *x, made on first use, brought up to date with hc.
func (hc *heldCols) index(x **heldIdx) *heldIdx {
	if *x == nil {
		*x = &heldIdx{}
	}
	ix := *x
	for ; ix.n < len(hc.n); ix.n++ {
		i := ix.n
		n, k0, k1 := hc.n[i], hc.k[0][i], hc.k[1][i]
		many := n > 2
		j := 0
		for j < len(ix.sets) {
			s := &ix.sets[j]
			if s.many == many && (many || s.n == n && s.k0 == k0 && s.k1 == k1) {
				break
			}
			j++
		}
		if j == len(ix.sets) {
			ix.sets = append(ix.sets, lockSets{n: n, k0: k0, k1: k1, many: many})
		}
		ix.sets[j].idx = append(ix.sets[j].idx, int32(i))
	}
	return ix
}

// tokenCopy returns the read copy of variable v of thread u that the
// latest access of v by u in the causal past of event q produced, if that
// access is a read (nil: q is nil, u has no access of v there, or its
// latest is a write); steps bounds the walk up u's chain, and ok is false
// when it ran out; used is the number of events visited.
func tokenCopy(q *event, u int, v int32, steps int) (c *cond, used int, ok bool) {
	if q == nil || u >= len(q.last) {
		return nil, 0, true
	}
	for e := q.last[u]; e != nil; e = e.up() {
		if used++; used > steps {
			return nil, used, false
		}
		if e.op.k != v {
			continue
		}
		switch e.op.kind {
		case opRead:
			return e.vpost, used, true
		case opWrite:
			return nil, used, true
		}
	}
	return nil, used, true
}

// groupCands appends to cands the copies of group g (of family f) that
// extendWrite's scan keeps for thread condition tc (h: tc.held(), pos:
// tc.pos(), own: g is of tc's thread), in the group's order, by the token
// and the lock-set index; ok is false (cands unchanged) when the token's
// walk ran out of steps, and the caller then scans.
func (n *net) groupCands(tc *cond, g *readGroup, f *cond, own bool, h []int32, pos int32, cands []*cond) (out []*cond, ok bool) {
	var x *heldIdx
	if !own {
		x = g.held.index(&g.idx)
	}
	// the token of [tc] for g's thread, if it is one of g's copies (its
	// index ti)
	ti := -1
	needToken := own
	if !own {
		for j := range x.sets {
			if len(x.sets[j].idx) > 0 && x.sets[j].sharesAll(h) {
				needToken = true
				break
			}
		}
	}
	if needToken {
		tok, steps, walked := tokenCopy(tc.prod, g.thread, tc.next.k, len(g.copies))
		n.spend(steps)
		if !walked {
			return cands, false
		}
		if tok != nil && tok.fam == f && !tok.famCopy && tok.thread == g.thread {
			i := sort.Search(len(g.copies), func(i int) bool { return g.copies[i].id >= tok.id })
			if i < len(g.copies) && g.copies[i] == tok {
				ti = i
			}
		}
	}
	kept := n.gkeptBuf[:0]
	vct := g.vc.col(tc.thread)
	test := func(i int) {
		if keepsGroupCopy(tc, g, i, vct, pos, f, own, h) {
			kept = append(kept, int32(i))
		}
	}
	if own {
		if ti >= 0 {
			test(ti)
		}
	} else {
		for j := range x.sets {
			s := &x.sets[j]
			if s.sharesAll(h) {
				continue
			}
			n.spend(len(s.idx))
			for _, i := range s.idx {
				test(int(i))
			}
		}
		if ti >= 0 && g.held.rowShares(ti, h) {
			test(ti) // else its set's scan tested it
		}
		if len(x.sets) > 1 {
			slices.Sort(kept)
		}
	}
	if checkGroupIdx != nil {
		var plain []int32
		for i := range g.copies {
			if keepsGroupCopy(tc, g, i, vct, pos, f, own, h) {
				plain = append(plain, int32(i))
			}
		}
		checkGroupIdx(slices.Clone(kept), plain)
	}
	for _, i := range kept {
		cands = append(cands, g.copies[i])
	}
	n.gkeptBuf = kept
	return cands, true
}
