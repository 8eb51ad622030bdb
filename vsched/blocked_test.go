package vsched

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"weft/explore"
	"weft/internal/javatest"
)

// A pair whose candidates were found blocked, on their way to the
// partner, by a monitor the trigger's thread holds is put off at a later
// bpt where they are where they were then and that thread holds that
// monitor (run.learnBlocked, Strategy.blockedBehind). sessions (examples/):
// two request threads put into a Collections.synchronizedMap, whose put
// holds the map's lock, and a sweeper iterates its entrySet without it
// (entrySet itself takes the lock). Each put was a bpt paired with the
// sweeper's iterator accesses, and with the sweeper not yet in its loop
// every try ended with the sweeper blocked at entrySet: 225 of the 242
// executions to the bug. Now the ConcurrentModificationException comes
// in 18.
func TestBlockedBehindPutOff(t *testing.T) {
	dir := javatest.CompileRelease(t, "8", filepath.Join("..", "examples", "sessions", "src", "sessions", "*.java"))
	p := &explore.Program{ClassPath: []string{dir}, Main: "sessions.Main"}
	t.Cleanup(func() { p.Close() })
	rep, _, err := explore.Explore(p, explore.Config{Strategy: "vsched",
		Budget: explore.Budget{Timeout: 2 * time.Minute, MaxExecutions: 60, MaxSteps: 20_000_000, MaxPoints: 100_000}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Bug == nil {
		t.Fatalf("no bug found in 60 executions: %s (%s)", rep.Exhausted, rep.Counters)
	}
	if s := rep.Bug.Summary(); !strings.Contains(s, "ConcurrentModificationException") {
		t.Errorf("found %s, want the sweeper's ConcurrentModificationException", s)
	}
	t.Logf("%s", rep.Counters)
}
