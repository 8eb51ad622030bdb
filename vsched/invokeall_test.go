package vsched

import (
	"strings"
	"testing"

	"weft/explore"
)

// The tasks of ExecutorService.invokeAll race (InvokeAllLost: two
// increments of a plain int, one lost): the static analysis starts them
// as a task thread, so vsched has their pair and finds the lost update.
// Before, invokeAll started nothing, there was no pair and vsched said
// "the search space is exhausted" after one execution.
func TestInvokeAll(t *testing.T) {
	findBug(t, "InvokeAllLost", "the lost update", func(b *explore.Bug) bool { return strings.Contains(b.Summary(), "lost update: 1") })
}
