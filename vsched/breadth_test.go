package vsched

import (
	"slices"
	"testing"
	"time"

	"weft/classfile"
	"weft/vm"
)

// The breadth-first search (Strategy.BreadthAfter) serves an execution's
// bpts after every bpt already on its worklist, the earliest of them
// first; the depth-first ones serve them before (the latest first, or
// the earliest first).
func TestBreadthOrder(t *testing.T) {
	a, b, c, d := &bpt{ID: 1}, &bpt{ID: 2}, &bpt{ID: 3}, &bpt{ID: 4}
	served := func(w []*bpt) []int {
		var ids []int
		for i := len(w) - 1; i >= 0; i-- {
			ids = append(ids, w[i].ID)
		}
		return ids
	}
	for _, tc := range []struct {
		breadth, earliest bool
		want              []int
	}{
		{true, false, []int{2, 1, 3, 4}},
		{false, false, []int{4, 3, 2, 1}},
		{false, true, []int{3, 4, 2, 1}},
	} {
		s := New()
		s.NestedFirst = false
		s.breadth, s.EarliestFirst = tc.breadth, tc.earliest
		s.work = []*bpt{a, b, c, d} // c and d stored by the last execution
		s.order(2)
		if got := served(s.work); !slices.Equal(got, tc.want) {
			t.Errorf("breadth %v, earliest %v: served %v, want %v", tc.breadth, tc.earliest, got, tc.want)
		}
	}
}

// In the breadth-first search a pair's tries are counted per context, the
// pairs served before its bpt: one put off after DeferAfter tries at bpts
// where no pair was served is tried afresh at a bpt after a served pair.
// The depth-first searches count them across all bpts.
func TestBreadthTriesPerContext(t *testing.T) {
	site := func(m string, pc int) classfile.Site { return classfile.Site{Class: "A", Method: m, PC: pc} }
	acc := func(th int, k vm.Kind, s classfile.Site, f string) vm.Access {
		return vm.Access{Thread: th, Kind: k, Site: s, Field: f}
	}
	trig := acc(1, vm.KWrite, site("a()V", 3), "f")
	q := partner{K: key{Site: site("b()V", 5), Op: opRead}}
	served := ordered{First: acc(2, vm.KRead, site("b()V", 9), "g"), Second: acc(1, vm.KWrite, site("a()V", 1), "g")}
	plain := &bpt{Trig: trig}
	after := &bpt{Trig: trig, Sched: []ordered{served}}
	twice := &bpt{Trig: trig, Sched: []ordered{served, served}}
	s := New()
	s.m = &model{}
	if s.triesKey(plain, q) != s.triesKey(after, q) {
		t.Errorf("depth first: the tries are counted apart per context")
	}
	s.breadth = true
	if s.triesKey(plain, q) == s.triesKey(after, q) {
		t.Errorf("breadth first: the tries at a bpt after a served pair are counted with those at a bpt after none")
	}
	if s.triesKey(after, q) != s.triesKey(twice, q) {
		t.Errorf("breadth first: a pair served twice makes another context than once")
	}
}

// connpool (the ninth round's connection pool: a reaper thread takes back
// a lease that is not busy; the lease is made busy only after the
// client has it, so the reaper can give the first client's connection to
// the second while the first uses it). The bug needs a reaper pass
// between the first client's acquire and its write of busy (the pass's
// entry after the acquire, or its read of busy before the write: pairs
// of bpts the first execution makes early, served once each in the
// prioritized phase, whose runs store no bpts) and then the second
// client's entry into the connection's monitor before the first
// client's. The depth-first searches never come back to those bpts: the
// clients' retry loops and the reaper's loop give every later bpt new
// states below it. And the second client's entry, tried 20 times where
// the first client still held the lease, was put off everywhere. A
// breadth-first search that joins after 3000 executions and counts a
// pair's tries per context finds it (4745 executions: the reaper's entry
// after client-1's acquire, then client-2's begin before client-1's);
// without it none in 30 s of weft explore (11696 executions).
func TestBreadthConnpool(t *testing.T) {
	// Without the PCT runs (RandomAfter), which find it first.
	findInSource(t, "connpool", "com.acme.pool.app.Main", []string{"1"}, 5*time.Minute, 8000, noRandom,
		"connection db-1 used by", "a connection used by two clients at once")
}
