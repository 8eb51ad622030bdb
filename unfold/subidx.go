package unfold

import "slices"

// subIdx indexes the entries of a waitList (thread conditions) by where
// they are in their thread's tree of events, so that the searches find
// the entries lockCut can keep for an event x without testing every entry
// (waitList.kept).
//
// lockCut(tc.prod, t, pos, x) holds when x's past has more events of t
// than tc (behind: x.clock(t) > pos) or when x's latest event b of t and
// tc's latest a are on different branches of t: together, unless a is b
// or below b on t's chain (or x has no event of t). Those are nearly all
// the entries of the long lists (updater1's first 10000 tests: of 23.0M
// entries tested, 11.3M were behind and 9.7M on another branch of their
// own thread, 1.6M diverged on another thread and 0.4M were kept), whose
// thread conditions are those of every branch of the unfolding.
//
// The index is a tree per thread t: a node per event of t on the chain of
// an entry's latest event of t, under its predecessor, and a root for t
// (the entries with no event of t, and the thread's first events); each
// entry sits at the node of its latest event of t. The entries below b's
// node (or all of t's, if x has no event of t) are those that are neither
// behind nor on another branch of t; the others are not visited. An entry
// whose position is not the depth of its latest event of t (or of no
// thread) is not indexed and always visited (rest).
type subIdx struct {
	at    map[*event]int32 // the list of an event: below[at[a]]
	below [][]int32        // the entries at or below an event, or of a thread (ascending)
	root  []int32          // root[t]: thread t's list in below, +1 (0: none)
	ts    []int32          // the threads with a root
	rest  []int32          // the entries not indexed
	out   []int32          // candidates' scratch
}

// subIdxMin is the length from which a waitList is indexed (shorter ones
// are scanned); tests lower it.
var subIdxMin = 32

// noSubIdx (tests) makes waitList.kept scan every entry.
var noSubIdx bool

// checkSubIdx, if set (tests), sees for each waitList.kept the entries it
// returned and those a test of every entry keeps.
var checkSubIdx func(fast, plain []int32)

// add indexes w's entry j: in the list of its thread, and in those of
// its latest event of the thread and that event's predecessors. It
// returns the lists it added j to (its work: a thread's chain of events
// can be long, a spin's thousands of reads).
func (s *subIdx) add(w *waitList, j int) int {
	t := w.thread[j]
	var a *event
	var da int32
	if t >= 0 && int(t) < w.last.ncols() {
		a = w.last.at(int(t), j)
		da = w.vc.at(int(t), j)
	}
	if t < 0 || da != w.pos[j] || (a == nil) != (da == 0) {
		s.rest = append(s.rest, int32(j))
		return 1
	}
	for int(t) >= len(s.root) {
		s.root = append(s.root, 0)
	}
	if s.root[t] == 0 {
		s.below = append(s.below, nil)
		s.root[t] = int32(len(s.below))
		s.ts = append(s.ts, t)
	}
	r := s.root[t] - 1
	s.below[r] = append(s.below[r], int32(j))
	work := 1
	for ; a != nil; a = a.up() {
		k, ok := s.at[a]
		if !ok {
			k = int32(len(s.below))
			s.below = append(s.below, nil)
			s.at[a] = k
		}
		s.below[k] = append(s.below[k], int32(j))
		work++
	}
	return work
}

// index returns w's index, made and brought up to date (nil for a short
// list), its work charged to n's budget (budget.go).
func (w *waitList) index(n *net) *subIdx {
	if len(w.tcs) < subIdxMin || noSubIdx {
		return nil
	}
	if w.sub == nil {
		w.sub = &subIdx{at: map[*event]int32{}}
	}
	for j := w.indexed; j < len(w.tcs); j++ {
		n.spend(w.sub.add(w, j))
	}
	w.indexed = len(w.tcs)
	return w.sub
}

// candidates returns, in ascending order, the entries of w that are
// neither behind x nor on another branch of their thread than x's
// latest event of it, and those not indexed: a superset of the entries
// lockCut keeps. The result is valid until the next call.
func (s *subIdx) candidates(x *event) []int32 {
	out := s.out[:0]
	lists := 0
	for _, t := range s.ts {
		var b *event
		if int(t) < len(x.last) {
			b = x.last[t]
		}
		var l []int32
		if b == nil {
			l = s.below[s.root[t]-1]
		} else if k, ok := s.at[b]; ok {
			l = s.below[k]
		}
		if len(l) > 0 {
			lists++
			out = append(out, l...)
		}
	}
	if len(s.rest) > 0 {
		lists++
		out = append(out, s.rest...)
	}
	if lists > 1 {
		slices.Sort(out)
	}
	s.out = out
	return out
}

// kept returns, in ascending order, the entries j of w for which
// lockCut(tc.prod, tc.thread, tc.pos(), x) does not hold (w.cut), leaving
// out, if skipOwn, the entries of x's thread. A long list is searched by its index
// (subIdx), a short one scanned. The result is valid until the next call
// on w or on a list of the net (scratch). Its work is charged to n's
// budget.
func (w *waitList) kept(n *net, x *event, skipOwn bool, scratch *[]int32) []int32 {
	out := (*scratch)[:0]
	if s := w.index(n); s != nil {
		cands := s.candidates(x)
		n.spend(len(cands))
		for _, j := range cands {
			if w.keeps(int(j), x, skipOwn) {
				out = append(out, j)
			}
		}
	} else {
		n.spend(len(w.thread))
		out = w.keepAll(out, x, skipOwn)
	}
	if checkSubIdx != nil {
		checkSubIdx(out, w.keepAll(nil, x, skipOwn))
	}
	*scratch = out
	return out
}

// keeps is kept's test of entry j: not of x's thread if skipOwn, and
// not cut by lockCut.
func (w *waitList) keeps(j int, x *event, skipOwn bool) bool {
	return (!skipOwn || int(w.thread[j]) != x.thread) && !w.cut(j, x)
}

// keepAll appends to out the entries of w that keeps keeps, testing
// every entry.
func (w *waitList) keepAll(out []int32, x *event, skipOwn bool) []int32 {
	for j := range w.thread {
		if w.keeps(j, x, skipOwn) {
			out = append(out, int32(j))
		}
	}
	return out
}

// acqIdx indexes a lock condition's acquisitions (evCols) by their latest
// event of each thread, so that lockWalk visits only those lockCut can
// keep for a thread condition (evCols.cands).
//
// For the thread condition tc of thread t at position pos whose producer
// q has pos events of t (its latest b), lockCut keeps an acquisition x
// only if x's latest event a of t is none, b, or a predecessor of b: a
// deeper a is behind tc, and one at b's depth or above it but not on b's
// chain is on another branch of t (diverged). Those are nearly all the
// acquisitions of the large unfoldings (updater1's first 10000 tests:
// lockWalk tested 5.2M, 7677 were kept). A thread's lists are made when
// that thread is first asked about.
type acqIdx struct {
	th []acqThread // by thread
}

type acqThread struct {
	built bool
	none  []int32            // the acquisitions with no event of the thread in their past
	at    map[*event][]int32 // the acquisitions by their latest event of the thread
}

// acqIdxMin is the number of acquisitions from which a lock condition's
// are indexed; tests lower it.
var acqIdxMin = 32

// checkAcqIdx, if set (tests), sees for each lock condition lockWalk
// searches by its index the acquisitions it kept and those a test of
// every acquisition keeps.
var checkAcqIdx func(fast, plain []int32)

// addTo indexes acquisition j, x, in thread t's lists.
func (th *acqThread) add(t, j int, x *event) {
	var a *event
	if t < len(x.last) {
		a = x.last[t]
	}
	if a == nil {
		th.none = append(th.none, int32(j))
	} else {
		th.at[a] = append(th.at[a], int32(j))
	}
}

// cands appends to buf, in ascending order, the indexes of the
// acquisitions ec holds (of l.cons) that lockCut(q, t, pos, x) may keep:
// every one for a short list or a thread condition whose position is not
// its producer's count of t, else those whose latest event of t is none or
// on the chain of q's latest event of t. Its work is charged to n's
// budget.
func (ec *evCols) cands(n *net, buf []int32, cons []*event, q *event, t int, pos int32) []int32 {
	start := len(buf)
	if noSubIdx || len(cons) < acqIdxMin || q == nil || t < 0 || q.clock(t) != pos {
		for j := range cons {
			buf = append(buf, int32(j))
		}
		return buf
	}
	if ec.idx == nil {
		ec.idx = &acqIdx{}
	}
	for len(ec.idx.th) <= t {
		ec.idx.th = append(ec.idx.th, acqThread{})
	}
	th := &ec.idx.th[t]
	if !th.built {
		th.built, th.at = true, map[*event][]int32{}
		n.spend(ec.indexed)
		for j, x := range cons[:ec.indexed] {
			th.add(t, j, x)
		}
	}
	buf = append(buf, th.none...)
	var b *event
	if t < len(q.last) {
		b = q.last[t]
	}
	for ; b != nil; b = b.up() {
		n.spend(1)
		buf = append(buf, th.at[b]...)
	}
	slices.Sort(buf[start:])
	return buf
}
