package unfold

import "slices"

// coFast reports whether the preset of the pending event e is a co-set in
// the regular sense (000 §4.7): the union U of the causal pasts of its
// conditions is conflict-free (no condition consumed twice) and consumes
// none of them. With read arcs this is necessary but not sufficient (the
// asymmetric conflicts are checked by schedule).
func (n *net) coFast(e *event) bool {
	if ok, decided := coPair(e, n.ctx); decided {
		if checkCoPair != nil {
			checkCoPair(e, ok, n.co(e, false))
		}
		return ok
	}
	if e.op.kind == opWrite && !n.ctx && e.ctx == nil && len(e.vpre) > 0 {
		ok := n.coWrite(e.tpre, e.vpre[0], e.vpre[1:], false)
		if checkCoWrite != nil {
			checkCoWrite(ok, n.co(e, false))
		}
		return ok
	}
	return n.co(e, false)
}

// checkCoWrite, if set (tests), sees coWrite's answer and co's on every
// write preset (partial or whole) coWrite decides.
var checkCoWrite func(got, want bool)

// checkCoPair, if set (tests), sees coPair's answer and co's of every
// preset coPair decides.
var checkCoPair func(e *event, pair, co bool)

// coPair is the co check of an event e whose preset is its thread
// condition tc and at most one variable or lock condition c (with read
// arcs every event; with place replication a read, a lock and the events
// without a variable), without the union of the causal pasts: decided is
// false when it cannot tell.
//
// The union is A ∪ C, A = [a] and C = [p] the local configurations of
// the producers a of tc and p of c, each conflict free (a run fired
// them). An event consumes its thread condition and the conditions of its
// variable or lock preset; with place replication a write also consumes
// the family's copies of the threads it does not list. A condition
// consumed twice in A ∪ C is consumed by an event of A\C and one of C\A:
// a thread condition if and only if a thread's events in A and in C are
// on two branches (diverged); else every thread's events of A ∪ C are one
// chain, A\C and C\A are the parts of those chains beyond the other's
// clock, and it is enough to look for an event of the shorter part that
// consumes a condition consumed in the other past (consumerAt; for a read
// of a family's copy, the family consumed there by a write that does not
// list the reader's thread; for a write, a copy of its family it does not
// list). tc is consumed in A ∪ C iff C holds more events of its thread
// than A (behind); c only where A consumes it (C is c's producer's past;
// a family's copy also where A's write of the family does not list it).
func coPair(e *event, ctx bool) (ok, decided bool) {
	tc := e.tpre
	var c *cond
	switch {
	case e.ctx != nil && len(e.vpre) == 0:
		c = e.ctx
	case e.ctx == nil && len(e.vpre) == 1 && (ctx || e.op.kind != opWrite):
		c = e.vpre[0]
	case e.ctx == nil && len(e.vpre) == 0:
		return true, true // A: tc is not consumed in its producer's past
	default:
		return false, false
	}
	if c.kind == cThread {
		return false, false
	}
	a, p := tc.prod, c.prod
	if a != nil {
		if consumerAt(c, a) != nil {
			return false, true // c is consumed in A
		}
		if !ctx && c.famCopy && c.fam != nil {
			if w := consumerAt(c.fam, a); w != nil && !lists(w, c.thread) {
				return false, true // and so is this copy of the family
			}
		}
	}
	switch {
	case p == nil:
		return true, true // A ∪ C = A
	case behind(tc, c) || diverged(a, p):
		return false, true
	case a == nil:
		return true, true // C, with no event of tc's thread
	}
	return !excessConsumed(a, p, ctx), true
}

// excessConsumed reports whether an event of the shorter of [x]\[y] and
// [y]\[x] (by clockExcess; [y]\[x] on a tie) consumes a condition the
// other past consumes (consumedAcross), walking it against the other.
func excessConsumed(x, y *event, ctx bool) bool {
	from, other := y, x
	if clockExcess(x, y) < clockExcess(y, x) {
		from, other = x, y
	}
	for i, l := range from.last {
		d := other.clock(i)
		for e := l; e != nil && e.depth > d; e = e.up() {
			if consumedAcross(e, other, ctx) {
				return true
			}
		}
	}
	return false
}

// consumedAcross reports whether the inserted event y, not in the causal
// past of event q, consumes a condition an event of that past consumes.
func consumedAcross(y, q *event, ctx bool) bool {
	for _, k := range y.vpre {
		if consumerAt(k, q) != nil {
			return true
		}
	}
	if ctx || len(y.vpre) == 0 {
		return false
	}
	switch f := y.vpre[0]; {
	case y.op.kind == opRead && f.famCopy && f.fam != nil:
		// the copy is consumed by a write of its family that does not
		// list y's thread
		w := consumerAt(f.fam, q)
		return w != nil && !lists(w, y.thread)
	case y.op.kind == opWrite:
		// y consumes the copies of the threads it does not list
		for _, c := range f.copies() {
			if !listsCond(y.vpre[1:], c.thread) && consumerAt(c, q) != nil {
				return true
			}
		}
	}
	return false
}

// clockExcess is how many events of p's causal past the vector clock of
// q does not count (|[p] \ [q]| when no thread's events of the two pasts
// are on different branches).
func clockExcess(p, q *event) int {
	x := 0
	for i, v := range p.vc {
		if d := v - q.clock(i); d > 0 {
			x += int(d)
		}
	}
	return x
}

// co is coFast; partial (a write preset under construction) skips the
// check that the copies of threads not listed yet are unconsumed.
func (n *net) co(e *event, partial bool) bool {
	n.stamp++
	st := n.stamp
	U := n.coBuf[:0]
	defer func() { n.coBuf = U[:0] }()
	var visit func(f *event)
	visit = func(f *event) {
		if f == nil || f.stamp == st {
			return
		}
		f.stamp = st
		f.conds(func(c *cond) { visit(c.prod) })
		U = append(U, f)
	}
	e.conds(func(c *cond) { visit(c.prod) })
	n.spend(len(U) + 1)
	n.stamp++
	cst := n.stamp // condition stamps: consumed in U
	consume := func(c *cond, by *event) bool {
		if c.cstamp == cst && c.cby != by {
			return false
		}
		c.cstamp, c.cby = cst, by
		return true
	}
	for _, f := range U {
		if f.id < 0 {
			continue
		}
		if !consume(f.tpre, f) {
			return false
		}
		for _, c := range f.vpre {
			if !consume(c, f) {
				return false
			}
		}
	}
	// A write consumes every copy of its family, also those of threads
	// it does not list: such a copy read in U is consumed twice.
	if !n.ctx {
		for _, f := range U {
			if f.id < 0 || f.op.kind != opRead || !f.vpre[0].famCopy {
				continue
			}
			fam := f.vpre[0].fam
			if fam.cstamp == cst && fam.cby != f {
				w := fam.cby
				if !lists(w, f.thread) {
					return false
				}
			}
		}
	}
	avail := func(c *cond) bool {
		if c.cstamp == cst {
			return false
		}
		if c.kind == cThread && c.startedBy >= 0 {
			return c.prod.stamp == st // its creation event is in U
		}
		if !n.ctx && c.famCopy && c.fam.cstamp == cst && !lists(c.fam.cby, c.thread) {
			return false
		}
		return true
	}
	if !avail(e.tpre) {
		return false
	}
	switch {
	case e.ctx != nil:
		return e.ctx.cstamp != cst
	case e.op.kind == opWrite && !n.ctx:
		f := e.vpre[0]
		if f.cstamp == cst {
			return false
		}
		for _, c := range e.vpre[1:] {
			if !avail(c) {
				return false
			}
		}
		for _, c := range f.copies() {
			if partial {
				break
			}
			if c.cstamp == cst && !listsCond(e.vpre[1:], c.thread) {
				return false
			}
		}
		return true
	}
	for _, c := range e.vpre {
		if !avail(c) {
			return false
		}
	}
	return true
}

// lists reports whether write w lists a read copy of thread t.
func lists(w *event, t int) bool {
	if w == nil || w.op.kind != opWrite {
		return false
	}
	return listsCond(w.vpre[1:], t)
}

func listsCond(cs []*cond, t int) bool {
	for _, c := range cs {
		if c.thread == t {
			return true
		}
	}
	return false
}

// coWrite is co for a write preset of thread condition tc: family f and
// the chosen read copies of f (partial as co's), without the union of the
// causal pasts. The union U of the pasts [x] of the conditions' producers
// x is conflict free if and only if every two of them are (joins: a
// condition consumed twice in U is consumed by events of two pasts, each
// a configuration); a condition is consumed in U if and only if it is in
// one of them (consumerAt). On examples/poolcounter, one thread condition
// had 49947 candidate copies of one thread's spin loop, each a past of
// up to as many events: co's union cost their square, coWrite the parts
// of the pasts beyond each other's clocks (tc's few events).
func (n *net) coWrite(tc, f *cond, chosen []*cond, partial bool) bool {
	xs := n.xsBuf[:0]
	add := func(x *event) {
		if x != nil && !slices.Contains(xs, x) {
			xs = append(xs, x)
		}
	}
	add(tc.prod)
	add(f.prod)
	for _, c := range chosen {
		add(c.prod)
	}
	n.xsBuf = xs
	n.spend(len(xs))
	for i, p := range xs {
		for _, q := range xs[i+1:] {
			if !joins(p, q) {
				return false
			}
		}
	}
	// U is conflict free: a condition consumed in it has one consumer
	consumer := func(c *cond) *event {
		for _, x := range xs {
			if w := consumerAt(c, x); w != nil {
				return w
			}
		}
		return nil
	}
	if tc.startedBy < 0 && consumer(tc) != nil {
		return false // (a started thread's condition: its start is in U)
	}
	if consumer(f) != nil {
		return false
	}
	for _, c := range chosen {
		if consumer(c) != nil {
			return false
		}
		if c.famCopy {
			if w := consumer(c.fam); w != nil && !lists(w, c.thread) {
				return false
			}
		}
	}
	if !partial {
		for _, c := range f.copies() {
			if !listsCond(chosen, c.thread) && consumer(c) != nil {
				return false
			}
		}
	}
	return true
}

// joins reports whether the union of the causal pasts of the inserted
// events p and q is conflict free (place replication), as coPair decides
// it: no thread's events of the two on different branches (diverged),
// and no event of the shorter of [p]\[q] and [q]\[p] consumes a
// condition the other past consumes.
func joins(p, q *event) bool {
	if precedes(p, q) || precedes(q, p) {
		return true
	}
	return !diverged(p, q) && !excessConsumed(q, p, false)
}
