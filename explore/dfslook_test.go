package explore

import (
	"strings"
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
	for _, name := range []string{"WaitLook", "JdkLook", "StateRace"} {
		for _, fixed := range []bool{false, true} {
			p := testProgram(t, name)
			if name == "StateRace" {
				p.Args = []string{"enter"}
			}
			if fixed {
				p.Args = append(p.Args, "fixed")
			}
			b := testBudget
			b.MaxExecutions = 6000 // WaitLook fixed: 4539
			r, _, err := Explore(p, Config{Strategy: "dfs", Budget: b})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s %v: %s", name, p.Args, r.Counters)
			if fixed {
				if r.Bug != nil || !r.Complete {
					t.Errorf("%s fixed: bug=%v (%s), want exhausted without a bug", name, r.Bug, r.Exhausted)
				}
				continue
			}
			if r.Bug == nil || !strings.Contains(r.Bug.Summary(), "IllegalStateException: t is BLOCKED") {
				t.Errorf("%s: bug=%v (%s), want IllegalStateException: t is BLOCKED", name, r.Bug, r.Exhausted)
			}
		}
	}
}
