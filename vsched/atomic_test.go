package vsched

import (
	"strings"
	"testing"

	"weft/explore"
)

// ABA in a Treiber stack that recycles its nodes (AbaStack, the eighth
// round's abastack): worker-1's top.get() must come before worker-2's two
// pops and its push into the recycled node, and worker-1's compareAndSet
// after them. The static analysis took AtomicReference.compareAndSet for
// a read of the reference's <state> (its name begins as Comparator's
// compare), so get and compareAndSet on top made no pair and no bpt was
// ever made at them: vsched said "the search space is exhausted" after
// 169 executions. As a write (static.AtomicUpdate), vsched stacks two
// fulfilments of worker-2's compareAndSet before worker-1's. The fixed
// variant (an AtomicStampedReference) is exhausted without a bug.
func TestAtomicReferenceABA(t *testing.T) {
	findBug(t, "AbaStack", "a job handed out twice", func(b *explore.Bug) bool {
		return strings.Contains(b.Summary(), "handed out twice")
	})
	exhausts(t, "AbaStack", "1", "fixed")
}
