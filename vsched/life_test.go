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

// A getState that sees a started thread WAITING, TIMED_WAITING or
// BLOCKED (StateRace: main starts t, which parks, waits, sleeps, joins a
// thread that parks, or enters a monitor main holds, and throws if
// t.getState() shows t blocked): the static analysis makes t's calls that
// may block and its monitor entries writes of t's <life>
// (static.BlockCall, mhp's ownLife; only for the threads the program
// looks at with getState), which pair with main's look, and
// model.blockKey maps t's park, wait, sleep or monitor entry to them:
// vsched runs t to its park or wait, or into its entry, which blocks
// while main holds the monitor, before main's look and finds the
// exception. A sleep has no scheduling point before it: its event
// fulfils the goal (run.slept). Session 19 found park, wait and join (4,
// 3, 6 executions) and called sleep, lock and enter exhausted (after 5,
// 5, 6); found now in 5, 7, 6. The fixed variants join t before the
// look: exhausted, no bug.
func TestLookAtBlocked(t *testing.T) {
	src := filepath.Join("..", "explore", "testdata", "StateRace.java")
	dir := javatest.Compile(t, src)
	for _, c := range []struct{ mode, state string }{
		{"park", "WAITING"}, {"wait", "WAITING"}, {"sleep", "TIMED_WAITING"}, {"join", "WAITING"}, {"lock", "BLOCKED"}, {"enter", "BLOCKED"},
	} {
		t.Run(c.mode, func(t *testing.T) {
			what := "IllegalStateException: t is " + c.state
			rep, _ := findBugDir(t, dir, "StateRace", "main's "+what, func(b *explore.Bug) bool {
				return strings.Contains(b.Summary(), what)
			}, c.mode)
			if len(rep.ValueSchedule) == 0 {
				t.Fatalf("no value schedule, want t's blocking before main's look on t's <life>")
			}
			p := rep.ValueSchedule[len(rep.ValueSchedule)-1]
			if !strings.HasSuffix(p.Var, "<life>") || p.First.Name != "t" || p.Second.Op != "look" || p.Second.Pos != "StateRace.java:112" {
				t.Errorf("value schedule %+v, want t's blocking before main's look (StateRace.java:112) on t's <life>", rep.ValueSchedule)
			}
			exhaustsDir(t, dir, "StateRace", c.mode, "fixed")
		})
	}
}

// LateLook: main starts t inside synchronized (o) and yields, leaves the
// block, then throws if t.getState() is BLOCKED (t enters o too). The
// look comes after the release, when the monitor is free: a bpt there
// cannot make t block. So a release of a monitor that a thread the
// program looks at with getState may enter is a bpt (run.exitPairs): t's
// entry comes first and blocks, main releases the monitor and looks
// before t gets it. Before, vsched called it exhausted after 1
// execution (dfs finds it in 34); found now in 3. The fixed variant
// joins t before the look: exhausted, no bug.
func TestLookAfterRelease(t *testing.T) {
	src := filepath.Join("testdata", "LateLook.java")
	rep, _ := findBugIn(t, src, "LateLook", "main's IllegalStateException: t is BLOCKED", func(b *explore.Bug) bool {
		return strings.Contains(b.Summary(), "IllegalStateException: t is BLOCKED")
	})
	if len(rep.ValueSchedule) != 1 {
		t.Fatalf("value schedule %+v, want one pair: t's entry before main's release", rep.ValueSchedule)
	}
	p := rep.ValueSchedule[0]
	if p.First.Name != "t" || p.First.Pos != "LateLook.java:11" || p.Second.Op != "release" || p.Second.Pos != "LateLook.java:18" {
		t.Errorf("value schedule %+v, want t's entry (LateLook.java:11) before main's release (LateLook.java:18)", p)
	}
	exhaustsDir(t, javatest.Compile(t, src), "LateLook", "fixed")
}

// WaitLook: main starts d, enters o, starts t (which enters o too) and
// u, and waits on o. u spins until main is WAITING, then throws if t is
// BLOCKED. A wait releases its monitor as a monitorexit does: t's entry
// comes first and blocks, main's wait frees o, and u looks before t gets
// it (java: 173 of 2000 runs in one JVM). With d alive
// main's entry has a known owner, so the WM pair of t's entry and the
// wait is not offered at the wait (main holds o); only a release bpt
// before the wait (run.exitPairs, its goal met by t's blocking entry:
// run.blocksFor) orders t's entry before it. Before, vsched called it
// exhausted after 6 executions (dfs and dpor too; random finds it);
// found now in 6. The fixed variant joins t before the look: exhausted,
// no bug.
func TestLookAfterWaitRelease(t *testing.T) {
	src := filepath.Join("..", "explore", "testdata", "WaitLook.java") // shared with dpor's and dfs's tests
	rep, _ := findBugIn(t, src, "WaitLook", "u's IllegalStateException: t is BLOCKED", func(b *explore.Bug) bool {
		return strings.Contains(b.Summary(), "IllegalStateException: t is BLOCKED")
	})
	found := false
	for _, p := range rep.ValueSchedule {
		found = found || p.First.Name == "t" && p.First.Pos == "WaitLook.java:13" && p.Second.Pos == "WaitLook.java:46"
	}
	if !found {
		t.Errorf("value schedule %+v, want t's entry (WaitLook.java:13) before main's wait (WaitLook.java:46)", rep.ValueSchedule)
	}
	exhaustsDir(t, javatest.Compile(t, src), "WaitLook", "fixed")
}

// JdkLook: main starts t, which enters a Vector v, calls v.add (a
// synchronized JDK method, whose release of v is in the JDK's code), then
// throws if t is BLOCKED. A release in a JDK method the program calls is
// a release bpt too (run.exitPairs looks at the program's site, not the
// JDK's; java: 430 of 3000 runs in one JVM). Before, vsched called it exhausted after 6 executions (dfs
// too; random finds it); found now in 3. The fixed variant joins t
// before the look: exhausted, no bug.
func TestLookAfterJDKRelease(t *testing.T) {
	src := filepath.Join("..", "explore", "testdata", "JdkLook.java")
	rep, _ := findBugIn(t, src, "JdkLook", "main's IllegalStateException: t is BLOCKED", func(b *explore.Bug) bool {
		return strings.Contains(b.Summary(), "IllegalStateException: t is BLOCKED")
	})
	found := false
	for _, p := range rep.ValueSchedule {
		found = found || p.First.Name == "t" && p.First.Pos == "JdkLook.java:12" && p.Second.Op == "release" && p.Second.Pos == "JdkLook.java:18"
	}
	if !found {
		t.Errorf("value schedule %+v, want t's entry (JdkLook.java:12) before main's release in Vector.add (JdkLook.java:18)", rep.ValueSchedule)
	}
	exhaustsDir(t, javatest.Compile(t, src), "JdkLook", "fixed")
}

// A getState that sees a thread blocked inside the JDK's code: t enters a
// monitor in a synchronized JDK method (SyncLook: Vector.add, BLOCKED
// while main holds v), or parks in a JDK synchronizer (LockLook: a
// ReentrantLock's lock while main holds it; AwaitLook: a Condition's
// await; TakeLook: a BlockingQueue's take of an empty queue; WAITING).
// Mode "in" looks while t may be blocked, "after" once main has released
// v. The static analysis makes such a call of a thread the program looks
// at with getState a write of its <life> (static.Program.JDKBlocks), and
// vsched fulfils the look's goal with t's monitor entry, or, a park
// inside a synchronizer's operation having no scheduling point, with the
// park's event (run.parkBlocked); the release of v is a bpt as a program
// monitor's (run.exitPairs). Before, the look paired with nothing of t
// and vsched called each exhausted after 1, 1, 1, 2 and 12 executions
// (java finds each on HotSpot); found now in 2, 4, 2, 3 and 13. With the
// <life> writes but no parkBlocked, the three parks' runs hit the bug
// with an empty value schedule: the goal was never fulfilled. The fixed
// variants join t before the look: exhausted, no bug. (Looks after the
// unlock, the signal or the put, which HotSpot may show WAITING until
// the unparked thread runs, see RUNNABLE on weft's VM: dfs and dpor
// exhaust them too.)
//
// SyncMapLook: t's put on a Collections.synchronizedMap while main holds
// the view, BLOCKED on it in the JDK's synchronized block: the call is
// resolved to Map's or HashMap's put, so the analysis knows it by its
// receiver, the view (static.Analysis.SyncViewBlocks), and vsched takes
// the VM's entry in the JDK's code under that call as the write
// (mhp.Node.ViewEntry, model.blockView). Before: exhausted after 1
// execution; with the analysis's write alone, found with an empty value
// schedule (the goal never fulfilled).
func TestLookAtJDKBlocked(t *testing.T) {
	for _, c := range []struct {
		main, mode, state, first, second, op string
	}{
		{"SyncLook", "in", "BLOCKED", "SyncLook.java:14", "SyncLook.java:33", "look"},
		{"SyncLook", "after", "BLOCKED", "SyncLook.java:14", "SyncLook.java:22", "release"},
		{"LockLook", "in", "WAITING", "LockLook.java:15", "LockLook.java:39", "look"},
		{"AwaitLook", "in", "WAITING", "AwaitLook.java:21", "AwaitLook.java:49", "look"},
		{"TakeLook", "in", "WAITING", "TakeLook.java:16", "TakeLook.java:37", "look"},
		{"SyncMapLook", "in", "BLOCKED", "SyncMapLook.java:14", "SyncMapLook.java:31", "look"},
	} {
		t.Run(c.main+"/"+c.mode, func(t *testing.T) {
			dir := javatest.Compile(t, filepath.Join("testdata", c.main+".java"))
			what := "IllegalStateException: t is " + c.state
			rep, _ := findBugDir(t, dir, c.main, "main's "+what, func(b *explore.Bug) bool {
				return strings.Contains(b.Summary(), what)
			}, c.mode)
			found := false
			for _, p := range rep.ValueSchedule {
				found = found || p.First.Name == "t" && p.First.Pos == c.first && p.Second.Op == c.op && p.Second.Pos == c.second
			}
			if !found {
				t.Errorf("value schedule %+v, want t's blocking (%s) before main's %s (%s)", rep.ValueSchedule, c.first, c.op, c.second)
			}
			exhaustsDir(t, dir, c.main, c.mode, "fixed")
		})
	}
}
