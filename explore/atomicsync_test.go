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
