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

// A getState that sees a started thread WAITING (StateRace: main starts
// t, which parks, waits or joins a thread that parks, and throws if
// t.getState() shows t blocked): the static analysis makes t's calls
// that may block writes of t's <life> (static.BlockCall, only for the
// threads the program looks at with getState), which pair with main's
// look, and model.blockKey maps t's park or wait to them: vsched runs t
// to its park or wait before main's look and finds the exception.
// Before, the look paired only with t's start and vsched called each
// mode exhausted (park after 3 executions, wait 3, join 2; found now in
// 4, 3, 6). A sleep has no scheduling point before it, and a monitor
// entry no <life> write: those modes stay exhausted. The fixed
// variants join t before the look: exhausted, no bug.
func TestLookAtBlocked(t *testing.T) {
	src := filepath.Join("..", "explore", "testdata", "StateRace.java")
	dir := javatest.Compile(t, src)
	for _, mode := range []string{"park", "wait", "join"} {
		t.Run(mode, func(t *testing.T) {
			rep, _ := findBugDir(t, dir, "StateRace", "main's IllegalStateException: t is WAITING", func(b *explore.Bug) bool {
				return strings.Contains(b.Summary(), "IllegalStateException: t is WAITING")
			}, mode)
			if len(rep.ValueSchedule) == 0 {
				t.Fatalf("no value schedule, want t's blocking call before main's look on t's <life>")
			}
			p := rep.ValueSchedule[0]
			if !strings.HasSuffix(p.Var, "<life>") || p.Second.Op != "look" || p.Second.Pos != "StateRace.java:112" {
				t.Errorf("value schedule %+v, want t's blocking call before main's look (StateRace.java:112) on t's <life>", p)
			}
			exhaustsDir(t, dir, "StateRace", mode, "fixed")
		})
	}
}
