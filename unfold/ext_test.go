package unfold

import (
	"testing"

	"weft/vm"
)

// The fast co check (000 §4.7) agrees with the replay of the joint causal
// past on every candidate extension of the golden programs.
func TestCoFastAgrees(t *testing.T) {
	for _, name := range []string{"Fig51", "Locks"} {
		p := compile(t, name)
		bad := 0
		checkCo = func(e *event, fast, sched bool) {
			if fast != sched && bad < 5 {
				bad++
				t.Errorf("%s: %v: fast co %v, schedule %v", name, e, fast, sched)
			}
		}
		exploreAll(t, p, &Unfold{})
		checkCo = nil
	}
}

// Hand-built event structures: the possible extensions of 000 ch. 4 for
// the thread, shared-variable and lock cases.
func TestPossibleExtensions(t *testing.T) {
	for _, ctx := range []bool{false, true} {
		n := newNet(ctx)
		x := n.keyOf(vkey{field: "X", index: -1})
		l := n.keyOf(vkey{field: "L", index: -1})
		var exts []*event
		n.onExt = func(e *event) { exts = append(exts, e) }
		m := n.newMarking()
		run := func(th int, o op) *event {
			e := m.candidate(th, o)
			if f := lookup(e); f != nil {
				e = f
			}
			n.insert(e)
			m.fire(e)
			return e
		}
		n.threadInit(1)
		n.threadInit(2)
		// Thread 1 reads X, thread 2 will write it: once thread 2's next
		// operation is known, its writes after and before the read are
		// extensions (with read arcs they are one event: the write does
		// not consume what the read reads).
		run(1, op{kind: opRead, k: x})
		n.setNext(m.threadCond(2), &op{kind: opWrite, k: x})
		want := 2
		if ctx {
			want = 1
		}
		if len(exts) != want {
			t.Fatalf("ctx=%v: %d extensions of the write, want %d: %v", ctx, len(exts), want, exts)
		}
		w := run(2, op{kind: opWrite, k: x})
		if w != exts[len(exts)-1] && w != exts[0] {
			t.Errorf("ctx=%v: the write run is not an extension", ctx)
		}
		if !ctx && len(w.vpre) != 2 {
			t.Errorf("the write after the read consumes %d variable conditions, want the family and the reader's copy", len(w.vpre))
		}
		// The read by thread 1 after the write, from thread 1's initial
		// condition (the thread case, found from the new write condition).
		// With replication, it follows the write before the read (run it
		// from a fresh marking).
		if !ctx {
			m = n.newMarking()
			if wb := run(2, op{kind: opWrite, k: x}); wb == w || len(wb.vpre) != 1 {
				t.Errorf("the write before the read: %v", wb)
			}
		}
		found := false
		for _, e := range exts[1:] {
			if e.thread == 1 && e.op.kind == opRead && e.tpre == n.initThread[1] {
				found = true
			}
		}
		if !found {
			t.Errorf("ctx=%v: no read-after-write extension: %v", ctx, exts)
		}
		// The lock case: thread 1 locks L and unlocks it; thread 2 wants
		// L: it can take it from the initial condition or after the unlock.
		exts = nil
		run(1, op{kind: opLock, k: l})
		run(1, op{kind: opUnlock, k: l})
		n.setNext(m.threadCond(2), &op{kind: opLock, k: l})
		locks := 0
		for _, e := range exts {
			if e.thread == 2 && e.op.kind == opLock {
				locks++
			}
		}
		if locks != 2 {
			t.Errorf("ctx=%v: %d lock extensions for thread 2, want 2 (before the lock, after the unlock): %v", ctx, locks, exts)
		}
		_ = vm.KLock
	}
}
