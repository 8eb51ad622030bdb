package unfold

import (
	"cmp"
	"slices"

	"weft/vm"
)

// lookup returns the inserted event or pending extension equal to e, if any.
// It searches the shortest of the thread condition's lists and those of
// each variable or lock condition of e's preset (or its context): an
// equal event is in all of them. (A write's family and its thread
// condition can both have tens of thousands, examples/poolcounter's
// family of a spin loop's reads and the thread condition that may write
// after each of them, where each read copy has a few.)
func lookup(e *event) *event {
	var c *cond
	size := func(c *cond) int { return len(c.cons) + len(c.readers()) + len(c.vpend()) }
	if e.ctx != nil {
		c = e.ctx
	} else {
		for _, d := range e.vpre {
			if c == nil || size(d) < size(c) {
				c = d
			}
		}
	}
	if c != nil && size(c) < len(e.tpre.cons)+len(e.tpre.pend) {
		for _, xs := range [...][]*event{c.cons, c.readers(), c.vpend()} {
			for _, f := range xs {
				// vpend keeps inserted and dropped extensions;
				// the thread condition's lists do not hold
				// dropped ones
				if f.tpre == e.tpre && !f.dropped && samePreset(e, f) {
					return f
				}
			}
		}
		return nil
	}
	for _, f := range e.tpre.cons {
		if samePreset(e, f) {
			return f
		}
	}
	for _, f := range e.tpre.pend {
		if samePreset(e, f) {
			return f
		}
	}
	return nil
}

// insert adds e (a fresh candidate or a pending extension) to the unfolding
// and computes the possible extensions its new conditions enable.
func (n *net) insert(e *event) {
	if e.id >= 0 {
		return
	}
	e.id = len(n.events)
	n.events = append(n.events, e)
	if e.op.kind == opLock || e.op.kind == opUnlock {
		e.lockSide = &lockSide{}
	}
	e.setClock()
	tc := e.tpre
	for i, f := range tc.pend {
		if f == e {
			tc.pend = append(tc.pend[:i], tc.pend[i+1:]...)
			break
		}
	}
	tc.addCons(e)
	for _, c := range e.vpre {
		c.addCons(e)
	}
	if e.ctx != nil {
		vs := e.ctx.side()
		vs.readers = append(vs.readers, e)
	}
	if tc.next == nil {
		o := e.op
		n.setNext(tc, &o)
	}
	e.tpost = n.newCond(cThread, e.thread, 0, e)
	var freshBuf [1]*cond
	fresh := freshBuf[:0]
	switch e.op.kind {
	case opRead:
		if !n.ctx {
			c := n.newCond(cCopy, e.thread, e.op.k, e)
			c.fam = e.vpre[0].fam
			e.vpost = c
			n.readCopies[e.op.k] = append(n.readCopies[e.op.k], c)
			if f := c.fam; f != nil {
				// by ascending thread, each thread's in insertion order
				// (extendWrite groups them so)
				f.addRead(c)
			}
			fresh = append(fresh, c)
		}
	case opWrite:
		c := n.newCond(cVar, -1, e.op.k, e)
		c.fdepth = e.vpre[0].fdepth + 1
		e.vpost = c
		e.vpre[0].setPost(e)
		n.fams[e.op.k] = append(n.fams[e.op.k], c)
		fresh = append(fresh, c)
	case opUnlock:
		c := n.newCond(cLock, -1, e.op.k, e)
		e.vpost = c
		n.lockConds[e.op.k] = append(n.lockConds[e.op.k], c)
		n.releases(e)
		fresh = append(fresh, c)
	case opStart:
		t := -1
		if id, ok := n.objThread[n.keyAt(e.op.k).obj]; ok {
			t = id
		}
		c := n.newCond(cThread, t, 0, e)
		c.startedBy = int32(e.id)
		e.child = c
		obj := n.keyAt(e.op.k).obj
		n.started[obj] = append(n.started[obj], c)
	}
	// Extensions of other threads through the new variable or lock
	// conditions (000 §4.5, §4.6), restricted to presets containing the
	// new condition. Variables: by Lemma 5 of 000 every such extension
	// has a sibling, an event or extension with e's preset condition
	// adjacent to the new one in its place, so only the thread conditions
	// of the events and extensions consuming (or reading) e's variable
	// preset are candidates. Locks: the thread conditions that want the
	// lock and whose last event on it is on the chain of e's causal past
	// (lockWaiters).
	for _, c := range fresh {
		if c.kind == cLock {
			for _, tc := range n.lockWaiters(e) {
				n.extend(tc, c)
			}
			continue
		}
		for _, tc := range n.siblingThreads(e) {
			n.extend(tc, c)
		}
	}
}

// siblingThreads returns the thread conditions, of threads other than
// e's, of the events and pending extensions that consume or read a
// variable condition of e's preset (for a write also the family's copies
// that e consumed implicitly), without duplicates, leaving out those for
// which lockCut rules out e (see below).
//
// The lists hold the events of every branch: the thread conditions found
// are marked with a fresh stamp (cstamp, which co sets only with stamps of
// its own) instead of searched for in the result (on updater1, 8% of the
// CPU samples went to that search). The result is valid until the next
// call.
//
// Every preset the new condition c of e can be in holds c, whose producer
// is e: a thread condition tc with more events of its thread in e's past
// than its own (behind) or whose past and e's diverge gets no extension
// from c (offer rejects each by excluded's behind or by diverged, which
// lockCut(tc.prod, tc.thread, tc.pos(), e) tests together). These are
// nearly all the candidates on the large unfoldings, whose lists hold the
// thread conditions of every branch (updater1's first 3000 tests: 585887
// of 600807), and the test costs a few clock entries, against extend's
// look-up, exclusions and the read copy it makes (famCopyOf) for each.
func (n *net) siblingThreads(e *event) []*cond {
	n.stamp++
	st := n.stamp
	out := n.sibBuf[:0]
	add1 := func(x *event) {
		if x.thread != e.thread && x.op.k == e.op.k && x.tpre.cstamp != st {
			tc := x.tpre
			tc.cstamp = st
			if fullSiblingScan || !lockCut(tc.prod, tc.thread, tc.pos(), e) {
				out = append(out, tc)
			}
		}
	}
	// addKept is add1 for a consumer x whose thread condition lockCut
	// has kept (scan)
	addKept := func(x *event) {
		if tc := x.tpre; tc.cstamp != st {
			tc.cstamp = st
			out = append(out, tc)
		}
	}
	add := func(xs []*event) {
		for _, x := range xs {
			add1(x)
		}
	}
	// scan is add1 for the consumers (or readers) xs of a condition,
	// w their thread conditions' columns: those of
	// other threads are tested by lockCut from the columns, which rule
	// out most of them (updater1's first 1000 tests: 43302 of the 62188
	// consumers of families scanned), so those cost no load of the
	// consumer, its thread condition, and its producer with its clock
	// and latest events. A thread condition ruled out is not marked:
	// another consumer of it is ruled out again (lockCut depends on it
	// alone). A condition's consumers and readers are events on its
	// variable, as add1 asks. A long list is searched by its index
	// (waitList.kept, subIdx), which visits only the consumers that are
	// neither behind e nor on another branch of their thread.
	scan := func(xs []*event, w *waitList) {
		for _, i := range w.kept(n, e, true, &n.keptBuf) {
			addKept(xs[i])
		}
		if checkSibCut != nil {
			for i, x := range xs {
				if x.thread != e.thread {
					checkSibCut(w.cut(i, e), lockCut(x.tpre.prod, x.tpre.thread, x.tpre.pos(), e), x.op.k == e.op.k)
				}
			}
		}
	}
	from := func(c *cond) {
		// Most consumers are of e's thread (on fib1, writes(4) and
		// szymanski1, all but 0.2% of the families' consumers): the
		// positions of the consumers, or a family's consumer threads,
		// tell without following the pointers.
		switch {
		case onlyThread(c.consAt, e.thread):
		case fullSiblingScan:
			add(c.cons)
		default:
			fs := c.sibCols()
			scan(c.cons, &fs.consTC)
		}
		switch {
		case fullSiblingScan:
			add(c.readers())
		case len(c.readers()) > 0:
			fs := c.sibCols()
			scan(c.readers(), fs.readTC)
		}
		// vpend keeps the extensions inserted since, which are in cons
		// or readers too (scanned first): drop them here, where they
		// are scanned (updater1's first 3000 tests: 2.47M of the 4.01M
		// entries scanned)
		if fullSiblingScan {
			add(c.vpend())
			return
		}
		vs := c.vs
		if vs == nil {
			return
		}
		if vs.vruns != nil {
			vs.vruns.scan(c, add1)
			return
		}
		vp := vs.vpend[:0]
		for _, x := range vs.vpend {
			if x.id < 0 {
				vp = append(vp, x)
				add1(x)
			}
		}
		clear(vs.vpend[len(vp):])
		vs.vpend = vp
		if len(vp) >= pendRunsMin && !noPendRuns {
			vs.vruns = newPendRuns(vp)
		}
	}
	for _, c := range e.vpre {
		from(c)
		if c.kind == cCopy && c.fam != nil {
			// a write's preset holds a family for the copies of the
			// threads it does not list
			from(c.fam)
		}
		if c.kind == cVar && e.op.kind == opWrite {
			for _, cc := range c.copies() {
				from(cc) // in thread order: a run's order is the next run's
			}
		}
	}
	if e.ctx != nil {
		from(e.ctx)
	}
	n.sibBuf = out
	return out
}

// fullSiblingScan (tests) makes siblingThreads return every thread
// condition of the siblings, without the lockCut test, and scan vpend
// whole.
var fullSiblingScan bool

// checkSibCut, if set (tests), sees for every consumer or reader of
// another thread that siblingThreads scans the lockCut answer of the
// condition's columns and lockCut's own, and whether the consumer is an
// event on e's variable (add1's test, which scan leaves out).
var checkSibCut func(cols, plain, sameKey bool)

// onlyThread reports whether every position of ps is of thread t.
func onlyThread(ps []tclock, t int) bool {
	for _, p := range ps {
		if int(p.t) != t {
			return false
		}
	}
	return true
}

// setNext records the next operation of thread condition c and computes
// its possible extensions (000 §4.4).
func (n *net) setNext(c *cond, o *op) {
	if c.next != nil || c.terminal {
		return
	}
	c.next = o
	switch o.kind {
	case opRead, opWrite, opLock:
		c.wantIdx = int32(len(n.wants[o.k]))
		n.wants[o.k] = append(n.wants[o.k], c)
	}
	n.extend(c, nil)
}

// extend computes the possible extensions from thread condition tc whose
// variable or lock preset is built from the candidate conditions; with a
// non-nil fresh, only presets that contain fresh.
func (n *net) extend(tc *cond, fresh *cond) {
	o := tc.next
	if o == nil {
		return
	}
	t := tc.thread
	if fresh != nil && n.joinRead(o) && (fresh.kind == cVar || fresh.kind == cCopy) && !ended(fresh) {
		return
	}
	switch o.kind {
	case opUnlock, opStart:
		if fresh == nil {
			n.offer(event{id: -1, thread: t, op: *o, tpre: tc})
		}
	case opBranch:
		// Both ways of a symbolic branch (the label's index is the
		// direction); the path constraint decides feasibility.
		if fresh == nil {
			for dir := 0; dir < int(o.alts); dir++ {
				b := *o
				b.k = n.branchKey(o.k, dir)
				var c *vm.Expr // none for a notify's choice
				if dir < len(tc.alts) {
					c = tc.alts[dir]
				}
				n.offer(event{id: -1, thread: t, op: b, tpre: tc, constraint: c})
			}
		}
	case opLock:
		if fresh != nil {
			// the new condition of an unlock (every lock condition of
			// the lock is in lockConds)
			if fresh.kind == cLock && fresh.k == o.k {
				n.offer(event{id: -1, thread: t, op: *o, tpre: tc, vpre: []*cond{fresh}})
			}
			return
		}
		live, last := n.lockWalk(tc, o.k)
		n.addWaiter(tc, o.k, last)
		for _, l := range live {
			n.offer(event{id: -1, thread: t, op: *o, tpre: tc, vpre: []*cond{l}})
		}
	case opRead:
		if n.ctx {
			for _, f := range n.famCands(tc, o.k, fresh) {
				if n.joinRead(o) && !ended(f) {
					continue // a join reads the thread's end
				}
				if fresh == nil || fresh == f {
					n.offer(event{id: -1, thread: t, op: *o, tpre: tc, ctx: f})
				}
			}
			return
		}
		if fresh != nil && fresh.kind == cCopy && fresh.thread != t {
			return
		}
		var cands []*cond
		if fresh != nil && fresh.kind == cVar {
			cands = []*cond{n.famCopyOf(fresh, t)}
		} else if fresh != nil {
			cands = []*cond{fresh}
		} else {
			for _, f := range n.famLive(tc, o.k) {
				if n.joinRead(o) && !ended(f) {
					continue // a join reads the thread's end
				}
				cands = append(cands, n.famCopyOf(f, t))
			}
			// Of the thread's own read copies only the one its latest
			// access of the variable before tc produced can be
			// concurrent with tc (the others are consumed before tc or
			// on other branches of the thread).
			// A join's read not of the copy of a look (isAlive) before
			// it that saw the thread alive.
			if c := lastOwnCopy(tc, o.k); c != nil && !(n.joinRead(o) && !ended(c)) {
				cands = append(cands, c)
			}
		}
		for _, c := range cands {
			n.offer(event{id: -1, thread: t, op: *o, tpre: tc, vpre: []*cond{c}})
		}
	case opWrite:
		if n.ctx {
			for _, f := range n.famCands(tc, o.k, fresh) {
				if fresh == nil || fresh == f {
					n.offer(event{id: -1, thread: t, op: *o, tpre: tc, vpre: []*cond{f}})
				}
			}
			return
		}
		// the families of the walk (famLive) are not consumed in tc's past
		walked := fresh == nil && len(n.fams[o.k]) >= 8 && !fullFamScan
		for _, f := range n.famCands(tc, o.k, fresh) {
			if fresh != nil && fresh.kind == cVar && fresh != f {
				continue
			}
			if fresh != nil && fresh.kind == cCopy && fresh.fam != f {
				continue
			}
			n.extendWrite(tc, f, fresh, walked)
		}
	}
}

// lastOwnCopy returns the copy of v produced by the last access of v in
// thread condition tc's thread before tc, if that access is a read.
func lastOwnCopy(tc *cond, v int32) *cond {
	for c := tc; c.prod != nil && c.prod.thread == tc.thread && c.startedBy < 0; c = c.prod.tpre {
		e := c.prod
		if e.op.k != v {
			continue
		}
		if e.op.kind == opRead {
			return e.vpost
		}
		if e.op.kind == opWrite {
			return nil
		}
	}
	return nil
}

// extendWrite enumerates the write presets from family f: for each thread
// that read f, none or one of its read copies (the restricted search of
// 000 §4.4 case 3, pruned by the co check of the partial choice).
//
// unconsumed says that f is known not to be consumed in tc's past.
func (n *net) extendWrite(tc *cond, f *cond, fresh *cond, unconsumed bool) {
	freshCopy := fresh != nil && fresh.kind == cCopy
	if freshCopy && checkCo == nil && excludedCopy(tc, fresh, f) {
		// Every preset holds fresh: none is offered (the cheaper test
		// first: fresh is new, it has no consumers).
		return
	}
	var fex bool
	if unconsumed {
		fex = behind(tc, f) || otherBranch(tc, f) || lockedAway(tc, f)
	} else {
		fex = excluded(tc, f)
	}
	if checkCo == nil && fex {
		// Every preset holds f, so offer and coPartial reject them all.
		// The families famCands keeps are often excluded (on locking(4),
		// 1.56M of 1.63M write candidates were one excluded family
		// alone, mostly produced in a critical section of a lock tc's
		// thread holds: lockedAway). With checkCo (tests) they are
		// offered, so that it sees the exclusion.
		return
	}
	o := *tc.next
	if fex {
		// (tests) no copy passes the exclusions: only f alone, and
		// nothing when the preset must hold the fresh copy
		if fresh == nil || fresh.kind != cCopy {
			n.offerChecked(event{id: -1, thread: tc.thread, op: o, tpre: tc, vpre: []*cond{f}}, false)
		}
		return
	}
	// The copies a preset may hold: f's read copies that are not
	// excluded for tc (which does not depend on the other choices, so
	// each is tested once, not at every node of the enumeration), grouped
	// by thread, threads in ascending order, each thread's copies in
	// insertion order. A fresh copy is its thread's only choice (every
	// preset holds it). Most copies are behind tc: the column of tc's
	// thread in the group's clocks tells without following the copy.
	var checked [][]*cond // the presets offered, for checkWriteSearch
	if checkWriteSearch != nil {
		defer func() { checkWriteSearch(n, tc, f, fresh, checked) }()
	}
	if freshCopy && excludedCopy(tc, fresh, f) {
		return
	}
	pos := tc.pos()
	h := tc.held()
	cands, starts := n.candBuf[:0], n.startsBuf[:0]
	groups := f.readGroups()
	for gi := range groups {
		g := &groups[gi]
		k := len(cands)
		own := g.thread == tc.thread
		indexed := false
		if freshCopy && g.thread == fresh.thread {
			cands = append(cands, fresh)
			indexed = true
		} else if len(g.copies) >= groupIdxMin && (own || len(h) > 0) && !noGroupIdx {
			cands, indexed = n.groupCands(tc, g, f, own, h, pos, cands)
		}
		if !indexed {
			vct := g.vc.col(tc.thread)
			for i, c := range g.copies {
				if keepsGroupCopy(tc, g, i, vct, pos, f, own, h) {
					cands = append(cands, c)
				}
			}
		}
		if len(cands) > k {
			starts = append(starts, k)
		}
	}
	starts = append(starts, len(cands))
	n.candBuf, n.startsBuf = cands, starts
	// vpre is f and the chosen copies; offer copies it when it keeps the
	// extension. Each level of the enumeration checks the co-set of its
	// choice with those above.
	vpre := append(make([]*cond, 0, len(starts)), f)
	var rec func(i int)
	rec = func(i int) {
		if i == len(starts)-1 {
			if freshCopy && !containsCond(vpre[1:], fresh) {
				return
			}
			if checkWriteSearch != nil {
				checked = append(checked, slices.Clone(vpre))
			}
			n.offerChecked(event{id: -1, thread: tc.thread, op: o, tpre: tc, vpre: vpre}, true)
			return
		}
		group := cands[starts[i]:starts[i+1]]
		if !freshCopy || group[0] != fresh {
			rec(i + 1) // none of the group's copies
		}
		for _, c := range group {
			n.spend(1)
			vpre = append(vpre, c)
			if n.coPartial(tc, f, vpre[1:]) {
				rec(i + 1)
			}
			vpre = vpre[:len(vpre)-1]
		}
	}
	rec(0)
}

// checkWriteSearch, if set (tests), sees the presets extendWrite offers
// from family f for thread condition tc (f not excluded for tc), in order.
var checkWriteSearch func(n *net, tc, f, fresh *cond, offered [][]*cond)

// excludedCopy is excluded(tc, c) for a read copy c of family f that is
// known not to be excluded for tc.
func excludedCopy(tc, c, f *cond) bool {
	if behind(tc, c) || otherBranch(tc, c) || lockedAway(tc, c) || consumedBefore(tc, c) {
		return true
	}
	return c.kind == cCopy && c.fam != nil && c.fam != f && consumedBefore(tc, c.fam)
}

// keepsGroupCopy reports whether extendWrite's scan keeps copy i of group
// g, whose clock column for tc's thread is vct: not behind tc (pos), and
// not excluded (excludedGroupCopy).
func keepsGroupCopy(tc *cond, g *readGroup, i int, vct []int32, pos int32, f *cond, own bool, h []int32) bool {
	return (vct == nil || vct[i] <= pos) && !excludedGroupCopy(tc, g, i, f, own, h)
}

// excludedGroupCopy is excludedCopy(tc, c, f) for a read copy c of
// family f whose group's clock column has shown that c is not behind tc
// (extendWrite's scan): own says that the group's thread (c's producer's)
// is tc's, h are the locks tc's thread holds (tc.held()). The tests that
// need c's producer (otherBranch, lockedAway) are made only where these
// let them hold (on updater1 the copies' producers and clocks were 7% of
// the CPU samples, nearly all in behind, which the column had decided).
// c is g.copies[i]; otherBranch and lockedAway take its producer, depth
// and locks from the group's columns (readGroup.prod, held), so that they
// load neither the copy nor its producer (on updater1's first 15000
// tests they were 9% of unfold's CPU samples, nearly all in that load),
// and they decide most copies (its first 5000 tests: 0.92M of the 1.03M
// copies tested, nearly all on other branches of tc's thread or of a
// thread in a critical section of a lock tc's thread holds); only the
// others load the copy, for the positions of its consumers.
func excludedGroupCopy(tc *cond, g *readGroup, i int, f *cond, own bool, h []int32) bool {
	ex := own && !precedesAt(g.prod[i], g.thread, g.depth(i), tc.prod) ||
		!own && len(h) > 0 && g.lockedAway(i, tc, h)
	c := g.copies[i]
	if !ex {
		ex = consumedBefore(tc, c) || c.kind == cCopy && c.fam != nil && c.fam != f && consumedBefore(tc, c.fam)
	}
	if checkGroupCopy != nil {
		checkGroupCopy(excludedCopy(tc, c, f), ex)
	}
	return ex
}

// checkGroupCopy, if set (tests), sees excludedCopy's answer and
// excludedGroupCopy's for every copy extendWrite's scan tests.
var checkGroupCopy func(want, got bool)

// coPartial checks that the thread condition, the family and the chosen
// copies so far, none of them excluded for tc, are a co-set.
//
// When f and the copies are all produced in tc's causal past, the union of
// the pasts is that past, a configuration, in which none of them is
// consumed (they are not excluded): the answer is yes without the union.
func (n *net) coPartial(tc, f *cond, chosen []*cond) bool {
	own := tc.prod != nil && precedes(f.prod, tc.prod)
	for _, c := range chosen {
		own = own && precedes(c.prod, tc.prod)
	}
	if own && checkOwnPartial == nil {
		return true
	}
	ok := n.coWrite(tc, f, chosen, true)
	if checkCoWrite != nil {
		n.pbuf = append(append(n.pbuf[:0], f), chosen...)
		e := &n.ptmp
		*e = event{id: -1, thread: tc.thread, op: *tc.next, tpre: tc, vpre: n.pbuf}
		checkCoWrite(ok, n.co(e, true))
		n.ptmp = event{}
	}
	if own {
		checkOwnPartial(ok)
	}
	return ok
}

// checkOwnPartial, if set (tests), sees the co check's answer on every
// partial write preset whose conditions are all produced in its thread
// condition's past (coPartial answers yes without it otherwise).
var checkOwnPartial func(co bool)

func containsCond(cs []*cond, c *cond) bool {
	for _, d := range cs {
		if d == c {
			return true
		}
	}
	return false
}

// offer adds e as a pending extension if it is new and its preset is a
// co-set (the target's schedule exists).
func (n *net) offer(ev event) { n.offerChecked(ev, false) }

// offerChecked is offer; checked says that no condition of e's preset is
// excluded for its thread condition (the caller tested them).
func (n *net) offerChecked(ev event, checked bool) {
	n.spend(1)
	// Most candidates are rejected: check a copy in the net's scratch
	// event and allocate only the accepted ones.
	e := &n.tmp
	*e = ev
	if lookup(e) != nil {
		return
	}
	ok := true
	if !checked {
		for _, c := range e.vpre {
			if excluded(e.tpre, c) {
				ok = false
			}
		}
		if e.ctx != nil && excluded(e.tpre, e.ctx) {
			ok = false
		}
	}
	if ok {
		for _, c := range e.vpre {
			if c.prod != nil && diverged(e.tpre.prod, c.prod) {
				ok = false
			}
		}
		if e.ctx != nil && e.ctx.prod != nil && diverged(e.tpre.prod, e.ctx.prod) {
			ok = false
		}
	}
	if ok || checkCo != nil {
		ok = ok && (inOwnPast(e) || n.coFast(e))
	}
	if checkCo != nil {
		checkCo(e, ok, n.schedule(e) != nil)
	}
	if !ok || (n.ctx && !n.ctxSchedulable(e)) {
		return
	}
	if ok, chosenOut := n.notified(e); !ok {
		if e.op.timed { // a Condition's (notified admits a monitor's)
			if n.unsignaled == nil {
				n.unsignaled = map[[2]*cond]bool{}
			}
			n.unsignaled[[2]*cond{e.tpre, e.vpre[0]}] = true
			return
		}
		if n.unnotified == nil {
			n.unnotified = map[[2]*cond]bool{}
		}
		n.unnotified[[2]*cond{e.tpre, e.vpre[0]}] = chosenOut
		return
	}
	if !permitted(e) {
		if n.unpermitted == nil {
			n.unpermitted = map[[2]*cond]bool{}
		}
		n.unpermitted[[2]*cond{e.tpre, e.vpre[0]}] = true
		return
	}
	e = n.newEvent(&n.tmp)
	n.tmp = event{}
	e.vpre = slices.Clone(e.vpre) // callers may reuse theirs
	e.tpre.pend = append(e.tpre.pend, e)
	for _, c := range e.vpre {
		c.addPend(e)
	}
	if e.ctx != nil {
		e.ctx.addPend(e)
	}
	if n.onExt != nil {
		n.onExt(e)
	}
}

// inOwnPast reports whether the one variable or lock condition of the
// preset of e (not a write), which offer found not excluded for e's
// thread condition tc, is produced in tc's causal past: then the union of
// the pasts is [tc], a configuration, which consumes neither tc nor (not
// excluded) the other condition or its family, and the preset is a co-set
// without the co check.
func inOwnPast(e *event) bool {
	if e.op.kind == opWrite || e.tpre.prod == nil {
		return false
	}
	var c *cond
	switch {
	case e.ctx != nil && len(e.vpre) == 0:
		c = e.ctx
	case e.ctx == nil && len(e.vpre) == 1:
		c = e.vpre[0]
	default:
		return false
	}
	return c.prod != nil && precedes(c.prod, e.tpre.prod)
}

// schedule returns a firing sequence of the targets' joint causal past
// ending with the targets (pending extensions), or nil if there is none
// (the presets are not a co-set). Regular unfoldings: the causal past in
// insertion order (000 §3.5), then the targets. Contextual unfoldings:
// Fig. 5.7 of 000, which postpones a write until the reads with a read arc
// to its preset have fired. Targets are never fired: each is the last
// event of its thread, and mergeable ones (see merge) touch nothing the
// others need.
func (n *net) schedule(targets ...*event) []*event {
	return n.scheduleWith(n.past(nil, targets...), targets)
}

// scheduleWith is schedule given the targets' joint causal past (sorted
// by insertion order; the caller's slice may be appended to).
func (n *net) scheduleWith(past []*event, targets []*event) []*event {
	all := append(past[:len(past):len(past)], targets...)
	inOrder := n.inOrder(all)
	if !n.ctx {
		return inOrder
	}
	// Contextual: when every event fires in insertion order, Fig. 5.7
	// fires them in that order too (it takes the first enabled event of
	// L each time, and postpones a write only for a later read of the
	// condition the write consumes, which could then not fire in
	// insertion order); else it searches.
	if inOrder != nil && checkSchedule == nil {
		return inOrder
	}
	fig := n.scheduleFig57(slices.Clone(all))
	if checkSchedule != nil {
		checkSchedule(inOrder, fig)
	}
	return fig
}

// checkSchedule, if set (tests), sees both schedules of every contextual
// scheduleWith: in insertion order (nil if an event is not enabled in it)
// and Fig. 5.7's.
var checkSchedule func(inOrder, fig []*event)

// inOrder returns all if its events fire in this order (the pending ones,
// the targets, are only tested for being enabled), else nil.
func (n *net) inOrder(all []*event) []*event {
	m := n.newMarking()
	defer n.freeMarking(m)
	for _, e := range all {
		if !m.enabledAsChild(e) || !m.enabled(e) {
			return nil
		}
		if e.id >= 0 {
			m.fire(e)
		}
	}
	return all
}

// scheduleFig57 is Fig. 5.7 of 000 on the list L of the joint past in
// insertion order followed by the targets (L is its own).
func (n *net) scheduleFig57(L []*event) []*event {
	m := n.newMarking()
	defer n.freeMarking(m)
	var out []*event
	left, first := len(L), 0 // L's events not in out yet, the first of them
	var postponed []int      // threads
	for left > 0 {
		postponed = postponed[:0]
		fired := false
		for L[first] == nil {
			first++
		}
		for i := first; i < len(L); i++ {
			e := L[i]
			if e == nil || slices.Contains(postponed, e.thread) {
				continue
			}
			if e.id < 0 && e.op.kind != opRead && left > 1 && !lastOn(L, e) {
				continue // a pending write or lock goes after the others on its key
			}
			save := m.thread[e.thread]
			_, had := m.thread[e.thread]
			if m.enabledAsChild(e) && m.enabled(e) && (e.op.kind != opWrite || !readerPending(L, e.vpre[0])) {
				if e.id >= 0 {
					m.fire(e)
				}
				out = append(out, e)
				L[i] = nil // L is schedule's own
				left--
				fired = true
				break
			}
			if had {
				m.thread[e.thread] = save
			} else {
				delete(m.thread, e.thread)
			}
			postponed = append(postponed, e.thread)
		}
		if !fired {
			return nil
		}
	}
	return out
}

// lastOn reports whether no other event of L (nil: scheduled already)
// touches e's variable or lock.
func lastOn(L []*event, e *event) bool {
	for _, f := range L {
		if f != nil && f != e && f.op.k == e.op.k {
			return false
		}
	}
	return true
}

// readerPending reports whether an event of L (nil: scheduled already)
// reads condition c.
func readerPending(L []*event, c *cond) bool {
	for _, e := range L {
		if e != nil && e.ctx == c {
			return true
		}
	}
	return false
}

// checkCo, if set (tests), sees the fast co check and the schedule-based
// one of every candidate extension.
var checkCo func(e *event, fast, sched bool)

// famCands returns the families (variable conditions) of v that can be
// concurrent with thread condition tc, in creation order; with a fresh
// condition (the incremental search), only the family of fresh, the one
// every preset containing fresh holds.
//
// The writes of v consume its families one at a time, so the families
// form a tree (a family's children are the families its consuming writes
// produce). In a configuration the writes of v are a chain; a family f
// concurrent with tc is produced by a write w with [tc] ∪ [w] a
// configuration in which f is unconsumed, so w comes after every write
// of v in [tc]. Hence the search walks down from the root along the
// writes in tc's causal past (a family consumed there is not a candidate,
// and the other consumers of it are in conflict with tc, their subtrees
// too), and below the last such family takes every family except the
// subtrees of writes with more events of tc's thread in their past than
// tc (those come after tc or are in conflict with it). Every family left
// out is one the exclusions or the co check reject.
func (n *net) famCands(tc *cond, v int32, fresh *cond) []*cond {
	if fresh != nil {
		f := fresh
		switch fresh.kind {
		case cVar:
		case cCopy:
			f = fresh.fam
		default:
			return n.fams[v]
		}
		if f == nil || f.kind != cVar || f.k != v {
			return nil // not a family of v (every family of v is in fams)
		}
		return []*cond{f}
	}
	if len(n.fams[v]) < 8 {
		return n.fams[v]
	}
	return n.famLive(tc, v)
}

// famLive returns the families of v that famCands keeps, in creation
// order.
func (n *net) famLive(tc *cond, v int32) []*cond {
	if fullFamScan {
		return n.fams[v]
	}
	root := n.initVar[v] // the only family no write produced
	if root == nil {
		return nil
	}
	start, exact := n.lastFam(tc, root)
	n.liveBuf, n.famStack = liveFams(tc, start, !exact, n.liveBuf[:0], n.famStack[:0])
	live := n.liveBuf
	slices.SortFunc(live, func(a, b *cond) int { return cmp.Compare(a.id, b.id) })
	if checkLiveIdx != nil && !noGroupIdx {
		noGroupIdx = true
		plain, _ := liveFams(tc, start, !exact, nil, nil)
		noGroupIdx = false
		slices.SortFunc(plain, func(a, b *cond) int { return cmp.Compare(a.id, b.id) })
		checkLiveIdx(live, plain)
	}
	return live
}

// checkLiveIdx, if set (tests), sees the families famLive keeps and
// those the walk keeps without the consumers' lock-set index; meanwhile
// liveIdxUsed counts the consumer groups walked by that index.
var (
	checkLiveIdx func(fast, plain []*cond)
	liveIdxUsed  int
)

// lastFam returns the family of root's variable that thread condition
// tc's causal past ends with: the one the last write of the variable in
// [tc] produced (root, the initial family, if there is none), which is
// not consumed in [tc]. The writes of a variable in a configuration are a
// chain, and the latest access of the variable by each thread in [tc]
// reads or writes a family of that chain; the thread of the last write
// accesses its family last, so the deepest of these families is the one.
// The search walks back each thread's chain from its latest event in
// [tc] to its latest access of the variable, instead of down the family
// tree from the root (whose families can have a consumer in every branch
// of every thread). exact is false when an access's family is not known
// (then the walk starts at root and tests each family).
func (n *net) lastFam(tc *cond, root *cond) (f *cond, exact bool) {
	q := tc.prod
	if q == nil {
		return root, true
	}
	f = root
	for _, l := range q.last {
		for e := l; e != nil; e = e.up() {
			if (e.op.kind != opRead && e.op.kind != opWrite) || e.op.k != root.k {
				continue
			}
			var g *cond
			switch {
			case e.op.kind == opWrite:
				g = e.vpost
			case e.ctx != nil:
				g = e.ctx
			case len(e.vpre) > 0:
				g = e.vpre[0].fam
			}
			if g == nil || g.kind != cVar {
				return root, false
			}
			if g.fdepth > f.fdepth {
				f = g
			}
			break
		}
	}
	return f, true
}

// liveFams walks the family tree below start for famLive, appending the
// families kept to live (the stack is scratch space; both are returned for
// reuse). When test is false, start is the last family of [tc] (lastFam)
// and no family below it is consumed in [tc]; else each family is tested
// (consumerIn) and the walk goes down the chain of writes in [tc] first.
//
// Below a family kept, the walk does not follow a write w whose families
// cannot be concurrent with tc: w has more events of tc's thread in its
// past than tc (it comes after tc or is in conflict with it), w is an
// event of tc's thread outside [tc] (another branch), w is outside
// [tc] in a critical section of a lock tc's thread holds (the
// acquisitions of a lock are a chain in a configuration: had w's come
// first, w's thread would have released the lock before tc's thread took
// it and w would be in [tc]; else w's thread took it after tc's thread
// released it, after tc), or the pasts of w and tc hold events of one
// thread on different branches (diverged). Every family below w has w in
// its past, so the exclusions (behind, otherBranch, lockedAway), diverged
// (the latest events of that thread in the family's past are on w's
// chain, so off tc's too) or the co check reject it. On exhaustive
// locking(4) this leaves 69k families of 1.66M. The last test is the
// one the large unfoldings need: a write's past holds the reads whose
// copies it consumes, and on updater1's first 5000 tests 264k of the
// 288k writes the others let through diverge from tc (a worker's read on
// another branch of its thread), each the root of a subtree of families
// whose read copies offer made and then rejected by diverged.
//
// The consumers' thread is not tc's and their clock entry of it is
// at most tc's position: most consumers of a family are writes on other
// branches of the threads, loaded for that test.
//
// The families the walk visits are not consumed in [tc], so none of their
// consumers is in [tc]: a consumer of tc's thread is another branch or
// comes after tc. The others mostly fail the test of their clock entry
// of tc's thread (on fib1's first 3000 tests, 8.57M of the 8.62M
// consumers scanned failed one or the other): the walk skips the group
// of tc's thread (consBy), reads the clock entries of the others from
// their group's column, and follows the pointer to the write only for
// the rest.
func liveFams(tc *cond, start *cond, test bool, live, stack []*cond) ([]*cond, []*cond) {
	q := tc.prod
	t, pos := tc.thread, tc.pos()
	h := tc.held()
	stack = append(stack, start)
	for len(stack) > 0 {
		f := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if test {
			if w := consumerIn(f, q); w != nil {
				// f is consumed in [tc]; every other consumer is in
				// conflict with tc
				if w.vpost != nil {
					stack = append(stack, w.vpost)
				}
				continue
			}
		}
		live = append(live, f)
		// f is not consumed in [tc], so none of its consumers is in
		// [tc]. The pointer-free entries first: most consumers fail them.
		if f.fs == nil {
			continue
		}
		for gi := range f.fs.consBy {
			g := &f.fs.consBy[gi]
			if g.thread == t {
				continue // tc's thread outside [tc]: after tc or another branch
			}
			vct := g.vc.col(t)
			if len(h) == 0 || len(g.post) < groupIdxMin || noGroupIdx {
				for i := range g.post {
					stack = g.follow(i, vct, q, pos, h, stack)
				}
				continue
			}
			// A long list by its lock sets: the consumers that hold a
			// lock tc's thread holds are all locked away (updater1's
			// first 30000 tests: 30.9M of the 34.6M consumers scanned),
			// which the scan tested one by one.
			if checkLiveIdx != nil {
				liveIdxUsed++
			}
			x := g.held.index(&g.idx)
			for j := range x.sets {
				if s := &x.sets[j]; !s.sharesAll(h) {
					for _, i := range s.idx {
						stack = g.follow(int(i), vct, q, pos, h, stack)
					}
				}
			}
		}
	}
	return live, stack
}

// follow appends to stack the family consumer i of g produced if liveFams
// follows it for the thread condition of producer q, position pos and
// locks h, its thread's column of g's clocks vct: the write's family and
// locks are taken from the group's columns (post, held), so that most
// writes are not loaded.
func (g *consGroup) follow(i int, vct []int32, q *event, pos int32, h []int32, stack []*cond) []*cond {
	if vct != nil && vct[i] > pos {
		return stack // w comes after tc or is in conflict with it
	}
	post := g.post[i]
	if checkFamCols != nil {
		w := g.cons[i]
		var want *cond
		if w.op.kind == opWrite {
			want = w.vpost
		}
		checkFamCols(want == post, sharesLock(h, w.held) == g.held.shares(i, h, func() []int32 { return w.held }))
	}
	if post == nil {
		return stack // not a write
	}
	if len(h) > 0 && g.held.shares(i, h, func() []int32 { return g.cons[i].held }) {
		return stack // locked away (outside [tc])
	}
	if !fullDivScan && diverged(q, g.cons[i]) {
		return stack // another branch of some thread than [tc]'s
	}
	return append(stack, post)
}

// checkFamCols, if set (tests), sees for each consumer liveFams reads
// past the clock test whether its family column is the family it
// produced (nil: not a write) and whether the columns' lock test agrees
// with sharesLock.
var checkFamCols func(post, held bool)

// sharesLock reports whether lock sets h and g have a lock in common.
func sharesLock(h, g []int32) bool {
	for _, k := range h {
		for _, l := range g {
			if k == l {
				return true
			}
		}
	}
	return false
}

// consumerIn returns the write consuming family f in the causal past of
// event q (nil: the initial state), if any (a configuration consumes f at
// most once).
func consumerIn(f *cond, q *event) *event {
	if q == nil {
		return nil
	}
	if w := consumerAt(f, q); w != nil && w.op.kind == opWrite {
		return w
	}
	return nil
}

// offChain reports whether the distinct events a and b of one thread, at
// depths da and db, are on different branches of the thread: two events
// at one depth are on one chain only if they are one; otherwise the
// deeper one's ancestor at the shallower depth must be the other.
func offChain(a, b *event, da, db int32) bool {
	if da == db {
		return true
	}
	if da > db {
		a, b, da = b, a, db
	}
	return atDepth(b, da) != a
}

// fullFamScan (tests) makes famCands and famLive keep every family, the
// search as it was before the tree walk.
var fullFamScan bool

// fullDivScan (tests) makes liveFams follow the writes whose pasts
// diverge from the thread condition's, as before it left them out.
var fullDivScan bool

// diverged reports whether the causal pasts of events p and q hold events
// of one thread on different branches (the latest events of some thread in
// the two pasts are not on one chain of the thread): then [p] ∪ [q]
// consumes a thread condition twice, p and q are in conflict and no
// condition of theirs is concurrent with the other's. A cheap exact
// exclusion before the co check, by the events' vector clocks.
func diverged(p, q *event) bool {
	if p == nil || q == nil {
		return false
	}
	k := min(len(p.last), len(q.last))
	for i := 0; i < k; i++ {
		a, b := p.last[i], q.last[i]
		if a == nil || b == nil || a == b {
			continue
		}
		// a's depth is p's clock entry i (a is p's latest event of
		// thread i), b's q's
		if offChain(a, b, p.vc[i], q.vc[i]) {
			return true
		}
	}
	return false
}
