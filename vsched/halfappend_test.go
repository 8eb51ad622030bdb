package vsched

import (
	"testing"

	"weft/explore"
)

// A goal whose partner is a JDK call summarized as one <state> write
// (StringBuilder.append) runs that call to its end before the trigger.
func TestHalfAppend(t *testing.T) {
	findBug(t, "HalfAppend", "IllegalStateException: half-written: a", func(b *explore.Bug) bool {
		return b.Exception == "java.lang.IllegalStateException" && b.Message == "half-written: a"
	})
}
