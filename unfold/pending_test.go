package unfold

import (
	"fmt"
	"math/rand"
	"slices"
	"testing"

	"weft/explore"
)

// The pending index yields the candidates of the plain scan of the queue,
// in the same order, in every merge of unfold's and unfold-ctx's
// explorations of suite B (with TestMergeCutAgrees' budget).
func TestPendingIndexAgrees(t *testing.T) {
	if testing.Short() {
		t.Skip("explores every suite-B case")
	}
	for _, ctx := range []bool{false, true} {
		merges, yielded := 0, 0
		for _, name := range suiteBNames(t) {
			p := suiteProgram(t, name, false)
			bad := 0
			checkCandidates = func(index, plain []*event) {
				merges++
				yielded += len(index)
				if !slices.Equal(index, plain) {
					bad++
					if bad <= 3 {
						t.Errorf("%s ctx=%v: merge of %d candidates: the index yields %v, the plain scan %v", name, ctx, len(plain), index, plain)
					}
				}
			}
			u := &Unfold{Contextual: ctx, Exhaustive: true}
			_, err := u.Explore(explore.NewExplorer(p, crossCheckBudget()))
			checkCandidates = nil
			if _, ok := err.(*explore.BudgetError); err != nil && !ok {
				t.Fatal(err)
			}
		}
		t.Logf("%s: %d merges, %d candidates", u0(ctx).Name(), merges, yielded)
		if merges == 0 || yielded == 0 {
			t.Errorf("%s: %d merges, %d candidates: nothing compared", u0(ctx).Name(), merges, yielded)
		}
	}
}

// The same on random queues: entries of a few threads on a few keys,
// reads or writes, some inserted or tried, merges that accept candidates
// at random, the queue consumed from the front as the exploration does.
func TestPendingIndexRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	kinds := []opKind{opRead, opWrite, opLock, opUnlock}
	for round := 0; round < 200; round++ {
		idx := newPendingIndex()
		var queue []*event
		id := 0
		add := func(k int) {
			for range k {
				e := &event{id: -1, thread: rng.Intn(4), op: op{kind: kinds[rng.Intn(len(kinds))], k: int32(1 + rng.Intn(5))}}
				queue = append(queue, e)
				idx.add(e)
			}
		}
		add(rng.Intn(60))
		for len(queue) > 0 {
			target := queue[0]
			queue = queue[1:]
			if deadEntry(target) {
				continue
			}
			// some entries are inserted meanwhile
			for _, e := range queue {
				if rng.Intn(10) == 0 {
					e.id = id
					id++
				}
			}
			limit := 1 + rng.Intn(8)
			accept := func(p *event) bool { return rng.Intn(3) == 0 }
			targets := []*event{target}
			var got []*event
			for p := range idx.candidates(target, &targets, limit) {
				got = append(got, p)
				if accept(p) {
					targets = append(targets, p)
				}
			}
			want := plainCandidates(target, queue, targets, limit)
			if !slices.Equal(got, want) {
				t.Fatalf("round %d: the index yields %s, the plain scan %s", round, evList(got), evList(want))
			}
			for _, e := range targets {
				e.target = true
			}
			if rng.Intn(4) == 0 {
				add(rng.Intn(10))
			}
		}
	}
}

func evList(es []*event) string {
	s := ""
	for _, e := range es {
		s += fmt.Sprintf("[t%d %v k%d]", e.thread, e.op.kind, e.op.k)
	}
	return s
}
