package vsched

import (
	"path/filepath"
	"strings"
	"testing"

	"weft/explore"
)

// A parallel stream over a Spliterator of the program's whose trySplit
// gives the prefix the same counter (the fifteenth round's splitscan,
// reduced): the pool's worker runs the Spliterator's methods in turn
// (static.Thread.RepeatsEntries), so vsched can take the worker from
// trySplit or estimateSize to tryAdvance. Before, 1 thread and no pair:
// "exhausted" after 1 execution; then, with the worker's methods as
// alternatives, its 62 pairs were all infeasible.
func TestParallelSpliterator(t *testing.T) {
	findBugIn(t, filepath.Join("..", "mhp", "testdata", "figures", "SplitShared.java"), "SplitShared", "a lost count",
		func(b *explore.Bug) bool { return strings.Contains(b.Summary(), "saw 1 of 2") })
}
