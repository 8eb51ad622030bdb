package unfold

import (
	"testing"

	"weft/explore"
)

// A marking that freeMarking took back comes out of newMarking as the
// initial marking, and the explorations with markings reused are those
// with new ones (statistics, every test's inputs and schedule, every
// event with its preset's producers).
func TestMarkingReuse(t *testing.T) {
	progs, limit := exactAndSuite(t, map[string]int64{"updater1": 300, "dining(5)": 200, "writes(4)": 200})
	defer func() { noMarkReuse = false }()
	for name, p := range progs {
		for _, ctx := range []bool{false, true} {
			st, h := divTrace(t, p, ctx, false, limit[name])
			noMarkReuse = true
			st2, h2 := divTrace(t, p, ctx, false, limit[name])
			noMarkReuse = false
			if st != st2 || h != h2 {
				t.Errorf("%s ctx=%v: markings reused %+v (digest %x), new %+v (digest %x)", name, ctx, st, h, st2, h2)
			}
		}
	}
	// a marking after a run's events, freed and taken again
	u := &Unfold{Exhaustive: true}
	p := progs["Fig51"]
	if _, err := u.Explore(explore.NewExplorer(p, testBudget)); err != nil {
		t.Fatal(err)
	}
	n := u.net
	m := n.newMarking()
	for _, e := range n.events {
		if m.enabledAsChild(e) && m.enabled(e) {
			m.fire(e)
		}
	}
	if len(m.thread) == 0 {
		t.Fatal("no event fired")
	}
	n.freeMarking(m)
	r := n.newMarking()
	if r != m {
		t.Fatal("newMarking did not reuse the freed marking")
	}
	if len(r.thread) != 0 || len(r.child) != 0 || len(r.ended) != 0 {
		t.Errorf("reused marking has threads %v, children %v, ended %v", r.thread, r.child, r.ended)
	}
	for i, v := range r.vars {
		if v.fam != nil || len(v.over) != 0 {
			t.Errorf("reused marking: variable %d has %v", i, v)
		}
	}
	for i, l := range r.locks {
		if l.set || l.c != nil {
			t.Errorf("reused marking: lock %d has %v", i, l)
		}
	}
}
