package explore

import (
	"path/filepath"
	"testing"

	"weft/internal/javatest"
)

// TestAtomicSync: dpor runs each operation of a JDK synchronizer as one
// step (vm.Config.AtomicSync). LatchChain's six latch operations per
// trip are then one step each, and the orders that matter are each await
// before or after its countDown: 4^3 = 64 executions. Stepwise, the
// AbstractQueuedSynchronizer's compare-and-sets and queue links of each
// operation were dependent steps of their own, and dpor did not finish
// within 15 s on K = 2 (24961 executions; 560 for K = 1). A thread asleep
// at a node stays asleep only if its whole step there is independent of
// the step taken, not its first access alone: judged by that (an await's
// and a countDown's first accesses are reads of the latch's state, the
// countDown's compare-and-set comes after) dpor ran 33 executions, and
// missed orders. LatchEarly's bug needs the worker's countDown before
// main's await.
func TestAtomicSync(t *testing.T) {
	x := NewExplorer(testProgram(t, "LatchChain"), testBudget)
	ex, err := (&DPOR{}).Explore(x)
	if err != nil {
		t.Fatal(err)
	}
	if ex != nil && ex.Bug != nil {
		t.Fatalf("LatchChain: bug: %v", ex.Bug)
	}
	if err := x.Exhausted(); err != nil {
		t.Fatalf("LatchChain: not exhausted: %v", err)
	}
	if n := x.Counters.Executions; n != 64 {
		t.Errorf("LatchChain: %d executions, want 64", n)
	}

	x = NewExplorer(testProgram(t, "LatchEarly"), testBudget)
	ex, err = (&DPOR{}).Explore(x)
	if err != nil {
		t.Fatal(err)
	}
	if ex == nil || ex.Bug == nil || ex.Bug.Exception != "java.lang.IllegalStateException" {
		t.Fatalf("LatchEarly: no bug found (%d executions)", x.Counters.Executions)
	}
}

// TestTimeoutBound: with --time free dpor lets a thread's timed wait end
// early at most timeoutBound times in a run while another thread could
// run. timerthrow's periodic task (examples/) could otherwise run any
// number of times while main is slow, and dpor did not find its
// NullPointerException (none in 60 s, 496 executions; none in this
// test's 3000 executions); the search then warns that it left such
// endings out.
func TestTimeoutBound(t *testing.T) {
	dir := javatest.Compile(t, filepath.Join("..", "examples", "timerthrow", "src", "timerthrow", "Main.java"))
	p := &Program{ClassPath: []string{dir}, Main: "timerthrow.Main"}
	t.Cleanup(func() { p.Close() })
	r, _, err := Explore(p, Config{Strategy: "dpor", Budget: testBudget, FreeTime: true})
	if err != nil {
		t.Fatal(err)
	}
	if r.Bug == nil || r.Bug.Exception != "java.lang.NullPointerException" {
		t.Fatalf("no NullPointerException found: %v %q %s", r.Bug, r.Exhausted, r.Counters)
	}
	t.Logf("%s", r.Counters)
}

// TestDPORPermit: a park and an unpark use the thread's permit, not the
// monitor of its Thread object, which main's join waits on. Taken as
// operations on that monitor, every exchange's unpark of a parked
// partner raced with main's join of it, and dpor ran 376 executions of
// ExchLoop 3 (98 of ExchLoop 2), as many orders of the joins against
// the hand-offs, where it now runs 20 (10); relay's fixed variant
// (tenth round) ran out of 30 s, and is exhausted in 231.
func TestDPORPermit(t *testing.T) {
	p := testProgram(t, "ExchLoop")
	p.Args = []string{"3"}
	r, _, err := Explore(p, Config{Strategy: "dpor", Budget: testBudget})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s", r.Counters)
	if !r.Complete || r.Bug != nil {
		t.Fatalf("complete=%v bug=%v %s", r.Complete, r.Bug, r.Exhausted)
	}
	if r.Counters.Executions > 40 {
		t.Errorf("%d executions, want at most 40", r.Counters.Executions)
	}
}

// TestDPORUnparkBeforeStart: a start writes the started thread's permit
// (dporScheduler.consume), and the VM reports an unpark of a thread not
// yet started as an operation on its permit, with no effect. Without
// either, dpor's first run (t started, then a's unpark) shows no race and
// dpor called UnparkStart exhausted where dfs finds the deadlock of the
// unpark lost before the start.
func TestDPORUnparkBeforeStart(t *testing.T) {
	for _, fixed := range []bool{false, true} {
		p := testProgram(t, "UnparkStart")
		if fixed {
			p.Args = []string{"fixed"}
		}
		r, _, err := Explore(p, Config{Strategy: "dpor", Budget: testBudget})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("fixed=%v: %s", fixed, r.Counters)
		switch {
		case fixed && (r.Bug != nil || !r.Complete):
			t.Errorf("fixed: bug=%v complete=%v, want exhausted without a bug", r.Bug, r.Complete)
		case !fixed && (r.Bug == nil || r.Bug.Kind != KindDeadlock):
			t.Errorf("bug=%v (%s), want the deadlock", r.Bug, r.Exhausted)
		}
	}
}
