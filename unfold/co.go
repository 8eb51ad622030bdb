package unfold

// coFast reports whether the preset of the pending event e is a co-set in
// the regular sense (000 §4.7): the union U of the causal pasts of its
// conditions is conflict-free (no condition consumed twice) and consumes
// none of them. With read arcs this is necessary but not sufficient (the
// asymmetric conflicts are checked by schedule).
func (n *net) coFast(e *event) bool { return n.co(e, false) }

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
