package vsched

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"weft/explore"
	"weft/internal/javatest"
)

// TestAtomicSync: vsched runs each operation of a JDK synchronizer as one
// step (vm.Config.AtomicSync), whose scheduling point is its first
// access. LatchEarly's bug needs the worker's countDown before main's
// await: the countDown's point is its read of the latch's state, and it
// stands for the call's write of the latch's <state>, as the analysis
// has it (model.vkey); keyed as the read it is, no backtracking point was
// made at the countDown and vsched said "exhausted" after 2 executions.
// LatchChain (2 * 3 latches handing a token back and forth) is exhausted;
// stepwise, the AbstractQueuedSynchronizer's own accesses were
// backtracking points of the calls' pairs, and vsched ran out of 15 s
// (17958 executions).
func TestAtomicSync(t *testing.T) {
	dir := javatest.Compile(t, filepath.Join("..", "explore", "testdata", "LatchEarly.java"), filepath.Join("..", "explore", "testdata", "LatchChain.java"))
	findBugDir(t, dir, "LatchEarly", "the countDown before the await", func(b *explore.Bug) bool {
		return strings.Contains(b.Summary(), "counted down before the await")
	})
	_, rep, _ := vschedExploreDir(t, dir, "LatchChain")
	if rep.Bug != nil || !rep.Complete || len(rep.Warnings) > 0 {
		t.Fatalf("LatchChain: want no bug and the search exhausted, got %v (%s, warnings %q)", rep.Bug, rep.Exhausted, rep.Warnings)
	}
	if n := rep.Counters.Executions; n > 200 {
		t.Errorf("LatchChain: %d executions, want at most 200", n)
	}
}

// TestExchangerSyncQueue: vsched and dpor run an Exchanger's exchange
// and a SynchronousQueue's put and take as one step each
// (vm.Config.AtomicSync, the yields of their spins before they park no
// scheduling points: vm.TestExchQueue) and exhaust ExchLoop (two threads
// exchange twice) and SyncQLoop (a producer puts two items, a consumer
// takes them; explore/testdata) with no execution cut off at a bound.
// Before, each spin's yields were points: vsched had 6 of ExchLoop's 23
// executions and 11 of SyncQLoop's 28 cut off at 100000 scheduling
// points, and dpor did not exhaust either within this budget (ExchLoop:
// out of 2 minutes, 88 of 176 executions cut off; SyncQLoop: 3000
// executions, 1051 cut off).
func TestExchangerSyncQueue(t *testing.T) {
	for _, c := range []struct{ strategy, main string }{{"vsched", "ExchLoop"}, {"vsched", "SyncQLoop"}, {"dpor", "ExchLoop"}, {"dpor", "SyncQLoop"}} {
		main := c.strategy + " " + c.main
		dir := javatest.Compile(t, filepath.Join("..", "explore", "testdata", c.main+".java"))
		p := &explore.Program{ClassPath: []string{dir}, Main: c.main}
		rep, _, err := explore.Explore(p, explore.Config{Strategy: c.strategy,
			Budget: explore.Budget{Timeout: 2 * time.Minute, MaxExecutions: 3000, MaxSteps: 20_000_000, MaxPoints: 100_000}})
		p.Close()
		if err != nil {
			t.Fatal(err)
		}
		if rep.Bug != nil {
			t.Fatalf("%s: %s", main, rep.Bug.Summary())
		}
		if !rep.Complete {
			t.Errorf("%s: search not complete: %s (%s)", main, rep.Exhausted, rep.Counters)
		}
		for _, w := range rep.Warnings {
			if strings.Contains(w, "bound of the budget") {
				t.Errorf("%s: %s (%s)", main, w, rep.Counters)
			}
		}
		t.Logf("%s: %s", main, rep.Counters)
	}
}
