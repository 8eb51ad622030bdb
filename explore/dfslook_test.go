package explore

import (
	"testing"
)

// TestDFSLookAtBlocked: a thread blocked at a monitor entry is BLOCKED
// for getState until it is granted the monitor: WaitLook's t, blocked on
// o before main's wait releases it, is seen BLOCKED by u; JdkLook's t,
// blocked on a Vector while main is in its synchronized add, is seen by
// main after the add. dfs left out every step that would only block its
// thread (lockTracker), so it never made a thread BLOCKED, and called
// both exhausted (WaitLook after 3679 executions, JdkLook 191). With a
// program that calls getState it now tries those steps last
// (blockingLast): found (1382, 99). StateRace's "enter" mode (t enters
// a monitor main takes after the start, main throws if it sees t
// BLOCKED): exhausted after 54 executions before, found in 42 now. With
// "fixed" (the look after a join of t): exhausted, no bug.
func TestDFSLookAtBlocked(t *testing.T) {
	b := testBudget
	b.MaxExecutions = 6000 // WaitLook fixed: 4539
	for _, name := range []string{"WaitLook", "JdkLook", "StateRace"} {
		var args []string
		if name == "StateRace" {
			args = []string{"enter"}
		}
		bugAndFixed(t, "dfs", name, args, "IllegalStateException: t is BLOCKED", b, false)
	}
}
