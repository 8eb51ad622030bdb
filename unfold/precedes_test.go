package unfold

import (
	"math/rand"
	"testing"
)

// precedes (by jump pointers) agrees with a walk up the thread's chain on
// every pair of events of a random tree of one thread's branches, with a
// second thread whose events each see a random event of the first.
func TestPrecedesJumps(t *testing.T) {
	n := newNet(false)
	rng := rand.New(rand.NewSource(1))
	root := n.threadInit(0)
	var evs []*event
	add := func(thread int, tc *cond, extra *cond) *event {
		e := &event{id: len(n.events), thread: thread, op: op{kind: opRead}, tpre: tc}
		if extra != nil {
			e.vpre = []*cond{extra}
		}
		n.events = append(n.events, e)
		e.setClock()
		e.tpost = n.newCond(cThread, thread, 0, e)
		return e
	}
	for i := 0; i < 600; i++ {
		tc := root
		if len(evs) > 0 && rng.Intn(8) > 0 {
			tc = evs[rng.Intn(len(evs))].tpost // a branch below a random event
		}
		evs = append(evs, add(0, tc, nil))
	}
	// the other thread: a chain whose events read a condition of a random
	// event of thread 0
	other := n.threadInit(1)
	var qs []*event
	for i := 0; i < 200; i++ {
		p := evs[rng.Intn(len(evs))]
		c := n.newCond(cCopy, 1, 0, p)
		e := add(1, other, c)
		other = e.tpost
		qs = append(qs, e)
	}
	walk := func(p, q *event) bool { // p ≤ q, by the chain of q's latest event of p's thread
		if p.thread >= len(q.last) {
			return false
		}
		for l := q.last[p.thread]; l != nil; l = l.up() {
			if l == p {
				return true
			}
		}
		return false
	}
	yes := 0
	for _, q := range append(evs, qs...) {
		for _, p := range evs {
			want := walk(p, q)
			if got := precedes(p, q); got != want {
				t.Fatalf("precedes(%v depth %d, %v) = %v, want %v", p, p.depth, q, got, want)
			}
			if want {
				yes++
			}
		}
	}
	if yes == 0 || yes == len(evs)*(len(evs)+len(qs)) {
		t.Fatalf("degenerate tree: %d related pairs", yes)
	}
	t.Logf("%d related pairs of %d", yes, len(evs)*(len(evs)+len(qs)))
}

// diverged (by the clocks' depths and jump pointers) agrees with walks up
// the threads' chains on every pair of events of two threads that each
// branch at random and see random events of the other.
func TestDivergedPlain(t *testing.T) {
	n := newNet(false)
	rng := rand.New(rand.NewSource(2))
	var evs [2][]*event
	for i := 0; i < 800; i++ {
		th := rng.Intn(2)
		tc := n.threadInit(th)
		if len(evs[th]) > 0 && rng.Intn(6) > 0 {
			tc = evs[th][rng.Intn(len(evs[th]))].tpost
		}
		e := &event{id: len(n.events), thread: th, op: op{kind: opRead}, tpre: tc}
		if o := evs[1-th]; len(o) > 0 && rng.Intn(3) == 0 {
			e.vpre = []*cond{n.newCond(cCopy, th, 0, o[rng.Intn(len(o))])}
		}
		n.events = append(n.events, e)
		e.setClock()
		e.tpost = n.newCond(cThread, th, 0, e)
		evs[th] = append(evs[th], e)
	}
	chain := func(a, b *event) bool { // a is b or above it on b's thread
		for l := b; l != nil; l = l.up() {
			if l == a {
				return true
			}
		}
		return false
	}
	plain := func(p, q *event) bool {
		for i := 0; i < min(len(p.last), len(q.last)); i++ {
			a, b := p.last[i], q.last[i]
			if a != nil && b != nil && !chain(a, b) && !chain(b, a) {
				return true
			}
		}
		return false
	}
	all := append(evs[0], evs[1]...)
	yes := 0
	for _, p := range all {
		for _, q := range all {
			want := plain(p, q)
			if got := diverged(p, q); got != want {
				t.Fatalf("diverged(%v, %v) = %v, the chains say %v", p, q, got, want)
			}
			if want {
				yes++
			}
		}
	}
	if yes == 0 || yes == len(all)*len(all) {
		t.Fatalf("degenerate: %d diverged pairs", yes)
	}
	t.Logf("%d diverged pairs of %d", yes, len(all)*len(all))
}
