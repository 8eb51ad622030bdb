package explore

import (
	"testing"

	"weft/internal/javatest"
	"weft/vm"
)

// nonPreemptive runs the current thread while it can; when it cannot,
// a thread that has not begun (if beginFirst), else the lowest enabled;
// a notify wakes the longest waiting thread.
type nonPreemptive struct{ beginFirst bool }

func (s *nonPreemptive) Choose(p *vm.Point) int {
	if p.Wake {
		return 0
	}
	best := -1
	for k := range p.Enabled[:p.Runnable()] {
		c := &p.Enabled[k]
		if c.Thread == p.Current {
			return k
		}
		if best < 0 || s.beginFirst && c.Next.Kind == vm.KThreadBegin && p.Enabled[best].Next.Kind != vm.KThreadBegin {
			best = k
		}
	}
	return best
}

// TestBoundedBufferNoPreemption: suite A's boundedbuffer deadlocks in a
// schedule without a preemption and with notify's default choice (the
// longest waiting thread), one where, whenever the running thread
// blocks or ends, a thread that has not begun goes first: the first
// consumer takes both items and wakes two producers, and the other
// consumers begin and wait before those producers re-enter. The same
// order with the lowest thread first (dpor's first execution's) has the
// woken producers re-enter first, and runs to the end. dpor misses the
// deadlock (docs/explore.md, why dpor misses boundedbuffer): the other
// consumers first is a reversal at a middle node of its first
// execution, below which it explores the orders of the later critical
// sections first.
func TestBoundedBufferNoPreemption(t *testing.T) {
	dir := javatest.Shared(t, "../benchmarks/suiteA/boundedbuffer", "../benchmarks/api/src")
	p := &Program{ClassPath: []string{dir}, Main: "boundedbuffer.Main"}
	defer p.Close()
	if err := p.Open(); err != nil {
		t.Fatal(err)
	}
	for _, beginFirst := range []bool{true, false} {
		x := NewExplorer(p, testBudget)
		x.NotifyChoice = true
		ex, err := x.Execute(&nonPreemptive{beginFirst: beginFirst})
		if err != nil {
			t.Fatal(err)
		}
		if deadlock := ex.Bug != nil && ex.Bug.Kind == KindDeadlock; deadlock != beginFirst {
			t.Errorf("begin first %v: bug %v, want a deadlock %v", beginFirst, ex.Bug, beginFirst)
		}
	}
}
