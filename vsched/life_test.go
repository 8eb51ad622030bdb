package vsched

import (
	"path/filepath"
	"strings"
	"testing"

	"weft/explore"
	"weft/internal/javatest"
)

// Two threads that each start a worker if its getState() is NEW may both
// see NEW: the second start throws IllegalThreadStateException (HotSpot
// shows it). The static analysis makes a getState of a thread a read of
// its <life> and its start a write (static.LifeVar), and model.vkey maps
// the VM's look at the thread (a KJoin) and its start to them: vsched
// runs one thread's look before the other's start and finds the
// exception. Before, the analysis paired nothing and vsched called
// LazyStart exhausted after 1 execution. The fixed variant makes the
// check and the start one synchronized block: exhausted, no bug.
func TestLookBeforeStart(t *testing.T) {
	src := filepath.Join("..", "explore", "testdata", "LazyStart.java")
	rep, _ := findBugIn(t, src, "LazyStart", "the second start's IllegalThreadStateException", func(b *explore.Bug) bool {
		return strings.Contains(b.Summary(), "IllegalThreadStateException")
	})
	if len(rep.ValueSchedule) == 0 {
		t.Fatalf("no value schedule, want a look at the worker's <life> before a start")
	}
	p := rep.ValueSchedule[0]
	if !strings.HasSuffix(p.Var, "<life>") || p.First.Op != "look" || p.First.Pos != "LazyStart.java:18" ||
		p.Second.Op != "start" || p.Second.Pos != "LazyStart.java:19" {
		t.Errorf("value schedule %+v, want one thread's look (LazyStart.java:18) before the other's start (LazyStart.java:19) on the worker's <life>", p)
	}
	exhaustsDir(t, javatest.Compile(t, src), "LazyStart", "fixed")
}
