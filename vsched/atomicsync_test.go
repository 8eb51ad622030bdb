package vsched

import (
	"path/filepath"
	"strings"
	"testing"

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
