package unfold

// A condition's vpend lists the pending extensions with the condition in
// their preset or context, and siblingThreads asks of each still pending
// one (id < 0) only its thread, the key of its operation and its thread
// condition: add1 adds the thread condition once, so only the first
// pending entry of each such triple counts, in vpend's order. A spin loop
// makes that list long and nearly uniform: examples/poolcounter's pool
// thread reads one variable tens of thousands of times in a run, and the
// main thread's write after each of those reads is a pending extension
// in the family's vpend, all with the same thread condition; scanning
// them all for every new read made the runs quadratic (87% of the CPU
// samples, 61 tests in 20 s).
//
// Once a vpend is long (pendRunsMin entries still pending),
// siblingThreads scans its runs instead: the maximal stretches of
// consecutive entries with the same triple. A run's first pending entry
// stands for the run, which gives add1 the same triples in the same order
// of first appearance (the later ones of a triple change nothing), so the
// thread conditions returned are the same, in the same order. A run keeps
// a cursor past its leading inserted entries (events are never
// un-inserted), and a run with none pending is dropped. vpend itself is
// compacted (its inserted entries dropped) only once its length is twice
// an upper bound on its pending entries (the sum of the runs' lengths from
// their cursors), so each entry costs its scans a constant amortized
// time; lookup, which searches vpend too, does not depend on whether it
// still holds inserted entries.

// pendRunsMin is the length of the scanned vpend from which
// siblingThreads keeps its runs.
const pendRunsMin = 64

// pendRun is a stretch vpend[lo:hi] of pending extensions of thread t on
// key k with thread condition tc; vpend[lo] is its first entry that may
// still be pending.
type pendRun struct {
	tc     *cond
	t, k   int32
	lo, hi int32
}

// pendRuns is the run index of a long vpend.
type pendRuns struct {
	runs []pendRun
}

// extends reports whether e extends run r, which ends at vpend index i.
func (r *pendRun) extends(e *event, i int32) bool {
	return r.hi == i && r.tc == e.tpre && r.t == int32(e.thread) && r.k == e.op.k
}

// newPendRuns returns the runs of vp.
func newPendRuns(vp []*event) *pendRuns {
	p := &pendRuns{}
	for i, x := range vp {
		p.add(x, int32(i))
	}
	return p
}

// add records that vpend[i] is x, after the entries already recorded.
func (p *pendRuns) add(x *event, i int32) {
	if n := len(p.runs); n > 0 && p.runs[n-1].extends(x, i) {
		p.runs[n-1].hi++
		return
	}
	p.runs = append(p.runs, pendRun{tc: x.tpre, t: int32(x.thread), k: x.op.k, lo: i, hi: i + 1})
}

// addPend appends the pending extension e to c's vpend (and its runs).
func (c *cond) addPend(e *event) {
	vs := c.side()
	vs.vpend = append(vs.vpend, e)
	if vs.vruns != nil {
		vs.vruns.add(e, int32(len(vs.vpend)-1))
	}
}

// scan calls add1 on the first pending entry of each run of c.vpend that
// has one, in order, drops the runs without, and compacts vpend once most
// of its entries may be inserted.
func (p *pendRuns) scan(c *cond, add1 func(*event)) {
	vp := c.vs.vpend
	if checkPendRuns != nil {
		checkPendRuns(c, p)
	}
	rs := p.runs[:0]
	bound := 0
	for _, r := range p.runs {
		for r.lo < r.hi && vp[r.lo].id >= 0 {
			r.lo++
		}
		if r.lo == r.hi {
			continue
		}
		rs = append(rs, r)
		bound += int(r.hi - r.lo)
		add1(vp[r.lo])
	}
	clear(p.runs[len(rs):])
	p.runs = rs
	if len(vp) < 2*bound+pendRunsMin {
		return
	}
	// compact: keep the pending entries and make their runs anew
	// (runs that the dropped entries separated may join)
	kept := vp[:0]
	old := len(p.runs)
	p.runs = p.runs[:0]
	for _, x := range vp {
		if x.id < 0 {
			p.add(x, int32(len(kept)))
			kept = append(kept, x)
		}
	}
	clear(vp[len(kept):])
	clear(p.runs[len(p.runs):old])
	c.vs.vpend = kept
}

// checkPendRuns, if set (tests), sees every condition whose runs
// siblingThreads scans, before the scan.
var checkPendRuns func(c *cond, p *pendRuns)

// noPendRuns (tests) makes siblingThreads scan every vpend whole.
var noPendRuns bool
