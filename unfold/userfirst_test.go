package unfold

import "testing"

// The extensions on the program's own variables are targets before
// those on the JDK's (Explore's user queue): on ParForEach with 4 elements (a
// parallel stream's forEach into an ArrayList; the tenth round's
// statsagg reduced) both unfoldings find a bug of the racy list within
// 150 tests, the lost add or, as unfold-ctx does, the
// ArrayIndexOutOfBoundsException of two adds growing it at once.
// Without it the common pool's scans and parks make the
// extensions tried first: no bug in 150 tests (unfold) nor within this
// budget's minute (unfold-ctx, 29 tests at load 25).
func TestUserFirstParForEach(t *testing.T) {
	b := testBudget
	b.MaxExecutions = 150
	parForEachFinds(t, "4", b, " of 4", "ArrayIndexOutOfBounds")
}
