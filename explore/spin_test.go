package explore

import (
	"strings"
	"testing"
	"time"
)

// TestDPORSpins: a thread that spins, on Thread.yield or on nothing, until
// another thread writes what it reads (SpinYield's barrier,
// ConcurrentHashMap.initTable's wait for the table) made every number of
// spins a trace of its own for dpor, which then never reached the lost
// update of the tickets taken before the barrier, nor exhausted the fixed
// program; the spinning thread waits there now (spin.go). SpinFlag's spin
// is released by the flag's write while the writer still runs: the reads
// after it still interleave with the rest of the writer (a reduction that
// held the spinning thread back until the writer ended would miss it).
// LockPoll's consumer polls a flag under a lock (as a reaper's
// synchronized check or a tryAcquire loop with Thread.yield does): its
// monitor entry and exit made the spin no read-only loop, and dpor used
// its 200 executions on the fixed program (101 cut off at the 10000
// points), which it now exhausts in 6. SpinYield's spin reads one
// variable, so dpor's races pass over its self-loop (dpor.go's race):
// 13 executions to its bug, 60 to exhaust the fixed variant (25 and 120
// before).
// dfs's state matching cuts a spin's return to its state already.
func TestDPORSpins(t *testing.T) {
	budget := Budget{MaxExecutions: 200, Timeout: 2 * time.Minute, MaxSteps: 5_000_000, MaxPoints: 10_000}
	for _, c := range []struct {
		main string
		args []string
	}{
		{"SpinYield", nil}, {"SpinYield", []string{"fixed"}},
		{"SpinYield", []string{"racy", "busy"}}, {"SpinYield", []string{"fixed", "busy"}},
		{"SpinFlag", []string{"yield"}}, {"SpinFlag", nil},
		{"LockPoll", nil}, {"LockPoll", []string{"fixed"}},
	} {
		fixed := len(c.args) > 0 && c.args[0] == "fixed"
		t.Run(c.main+"/"+strings.Join(c.args, ","), func(t *testing.T) {
			p := testProgram(t, c.main)
			p.Args = c.args
			r, _, err := Explore(p, Config{Strategy: "dpor", Budget: budget})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s", r.Counters)
			if fixed {
				if r.Bug != nil {
					t.Fatalf("found %s in the fixed program", r.Bug.Summary())
				}
				if !r.Complete {
					t.Fatalf("not exhausted: %s", r.Exhausted)
				}
				return
			}
			if r.Bug == nil {
				t.Fatalf("no bug found: complete=%v exhausted=%q", r.Complete, r.Exhausted)
			}
			if r.Bug.Exception != "java.lang.IllegalStateException" {
				t.Fatalf("found %s, want an IllegalStateException", r.Bug.Summary())
			}
		})
	}
}

// TestDPORSpinAlive: a loop waiting for a thread's result or its end
// (`while (s.id < 0 && s.isAlive()) { Thread.onSpinWait(); Thread.yield(); }`,
// the twelfth round's sensors) checks the thread's liveness, a
// synchronization operation (vm.KJoin) that the spin reduction took as
// a change of state: no iteration was a self-loop, and every number of
// spins was a trace of its own. dpor needed 500 executions (504996
// states) to SpinAlive's duplicate id and did not exhaust the fixed
// variant in 40 s (20928 executions); the check is a read of the
// thread's liveness now (spinRead), which its end writes: the bug in 9
// executions, the fixed variant exhausted in 208.
func TestDPORSpinAlive(t *testing.T) {
	budget := Budget{MaxExecutions: 300, Timeout: 2 * time.Minute, MaxSteps: 5_000_000, MaxPoints: 10_000}
	for _, args := range [][]string{nil, {"fixed"}} {
		t.Run(strings.Join(args, ","), func(t *testing.T) {
			p := testProgram(t, "SpinAlive")
			p.Args = args
			r, _, err := Explore(p, Config{Strategy: "dpor", Budget: budget})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s", r.Counters)
			if len(args) > 0 {
				if r.Bug != nil {
					t.Fatalf("found %s in the fixed program", r.Bug.Summary())
				}
				if !r.Complete {
					t.Fatalf("not exhausted: %s", r.Exhausted)
				}
				return
			}
			if r.Bug == nil || r.Bug.Exception != "java.lang.IllegalStateException" {
				t.Fatalf("want the duplicate id's IllegalStateException, got bug=%v complete=%v exhausted=%q", r.Bug, r.Complete, r.Exhausted)
			}
			if r.Counters.Executions > 50 {
				t.Fatalf("%d executions to the bug, want at most 50", r.Counters.Executions)
			}
		})
	}
}
