package vsched

import (
	"strings"
	"testing"

	"weft/explore"
)

// A pair that what earlier runs learned makes unlikely is put off, not
// dropped (Strategy.unlikely). In DequeMove thread 2's add must come
// before thread 1's, after both removes found nothing: the bpt is at
// thread 1's CAS of the empty deque's first node's next, which thread 2
// had never written in the first execution (its add came second and
// linked after thread 1's node), so Affinity dropped the pair and vsched
// said "the search space is exhausted" after 2 executions. Tried once
// the worklist is empty, it fulfils the pair and finds the duplicate.
func TestUnlikelyPairsPutOff(t *testing.T) {
	findBug(t, "DequeMove", "the key in the deque twice", func(b *explore.Bug) bool {
		return strings.Contains(b.Summary(), "duplicate: [k, k]")
	})
	exhausts(t, "DequeMove", "fixed")
}
