package vsched

import "testing"

// TestPrioritize follows Figure 6.5 on a worklist (front last): the bpt of
// highest relevance not yet served out of order is served, in PRIORITY
// mode unless it is the front; its last pair sets OutofOrderOnce, after
// which the DFS order (the front) takes over.
func TestPrioritize(t *testing.T) {
	mm := partner{Kind: kindMM}
	rw := partner{Kind: kindRW}
	wn := partner{Kind: kindWN}
	mk := func(id int, ps ...partner) *bpt {
		b := &bpt{ID: id, Pairs: ps}
		for _, q := range ps {
			b.relevance = max(b.relevance, relevance(q.Kind))
		}
		return b
	}
	s := New()
	b1, b2, b3 := mk(1, rw, rw), mk(2, wn), mk(3, mm, mm)
	s.work = []*bpt{b1, b2, b3}
	want := []struct {
		id   int
		prio bool
	}{{1, true}, {1, true}, {2, true}, {3, false}, {3, false}}
	for i, w := range want {
		b, prio := s.prioritize()
		if b == nil || b.ID != w.id || prio != w.prio {
			t.Fatalf("step %d: got bpt %v prio %v, want %d %v", i, b, prio, w.id, w.prio)
		}
		s.take(b, prio)
	}
	if !b1.outOfOrderOnce || !b2.outOfOrderOnce || b3.outOfOrderOnce {
		t.Errorf("OutofOrderOnce: %v %v %v", b1.outOfOrderOnce, b2.outOfOrderOnce, b3.outOfOrderOnce)
	}
	// Now b2 is the front: served in order, then b1 in DFS.
	for _, id := range []int{2, 1, 1} {
		b, prio := s.prioritize()
		if b.ID != id || prio {
			t.Fatalf("got bpt %d prio %v, want %d in order", b.ID, prio, id)
		}
		s.take(b, prio)
	}
	if b, _ := s.prioritize(); b != nil {
		t.Fatalf("worklist not empty: %d", b.ID)
	}
}
