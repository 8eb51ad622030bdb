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

// A pair that what earlier runs learned makes unlikely when its bpt is
// made is made all the same, and served once the worklists are empty
// (run.canFulfil, Strategy.dormant). In LateLock thread t's second read
// of q.v under m, with thread b about to set q.v without m, is the only
// point where b's set can come between t's reads; q.v had only been seen
// set under m, so the pair was not made, and vsched said "the search
// space is exhausted" after 4 executions. The bpt, all of whose pairs
// are late, is kept aside and stored once the rest is exhausted: the
// bug is found in 7.
func TestLatePairsMade(t *testing.T) {
	findBug(t, "LateLock", "q.v changed between two reads under m", func(b *explore.Bug) bool {
		return strings.Contains(b.Summary(), "q.v changed under m: 1 then 2")
	})
	exhausts(t, "LateLock", "fixed")
}
