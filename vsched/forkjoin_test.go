package vsched

import (
	"strings"
	"testing"

	"weft/explore"
)

// A fork/join lost update (ForkJoinLost: the two leaves of a
// RecursiveAction increment a plain int): the static analysis starts the
// forked task and the pool's invoke as task threads running compute, so
// vsched has the leaves' pairs and finds the bug. Before, nothing ran
// compute, there was no pair and vsched said "the search space is
// exhausted" after one execution.
func TestForkJoin(t *testing.T) {
	findBug(t, "ForkJoinLost", "the lost update", func(b *explore.Bug) bool { return strings.Contains(b.Summary(), "lost update: 1") })
}

// The same lost update by two leaves that a RecursiveAction computes
// through ForkJoinTask.invokeAll (ForkJoinInvokeAll): invokeAll starts a task
// thread running its tasks' compute (static), so vsched has the leaves'
// pair. Before, nothing ran Leaf's compute, there was no pair and vsched
// said "the search space is exhausted" after one execution.
func TestInvokeAllForkJoin(t *testing.T) {
	findBug(t, "ForkJoinInvokeAll", "the lost update", func(b *explore.Bug) bool { return strings.Contains(b.Summary(), "lost update: 1") })
}
