package vsched

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"weft/explore"
	"weft/internal/javatest"
)

// compileFigure compiles testdata/NAME.java into a temporary directory.
func compileFigure(t *testing.T, name string) string {
	t.Helper()
	return javatest.Compile(t, filepath.Join("testdata", name+".java"))
}

func exploreFigure(t *testing.T, name string) (*explore.Report, *explore.Trace, *Strategy) {
	t.Helper()
	dir := compileFigure(t, name)
	var s *Strategy
	explore.Register("vsched-"+name, func(explore.Options) explore.Strategy { s = New(); s.Record = true; return s })
	p := &explore.Program{ClassPath: []string{dir}, Main: name}
	rep, tr, err := explore.Explore(p, explore.Config{Strategy: "vsched-" + name,
		Budget: explore.Budget{Timeout: time.Minute, MaxSteps: 1_000_000, MaxPoints: 10_000}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Bug == nil {
		t.Fatalf("%s: no bug found (%s)", name, rep.Exhausted)
	}
	if rep.Bug.Kind != explore.KindAssertion || rep.Bug.Exception != "java.lang.AssertionError" {
		t.Fatalf("%s: found %s, want the AssertionError", name, rep.Bug.Summary())
	}
	if exec, _, err := tr.Replay(p, explore.DefaultBudget); err != nil || exec.Bug == nil {
		t.Fatalf("%s: replay: %v", name, err)
	}
	if os.Getenv("VSCHED_DEBUG") != "" {
		rep.WriteText(os.Stderr)
	}
	return rep, tr, s
}

func checkFigure(t *testing.T, name string, states, execs int64, bpts []string, schedule string) {
	rep, tr, s := exploreFigure(t, name)
	t.Logf("states %d executions %d schedule %q bpts %q", rep.Counters.States, rep.Counters.Executions, rep.ValueSchedule, s.Created)
	if rep.Counters.States != states || rep.Counters.Executions != execs {
		t.Errorf("states %d executions %d, want %d and %d", rep.Counters.States, rep.Counters.Executions, states, execs)
	}
	if strings.Join(s.Created, "\n") != strings.Join(bpts, "\n") {
		t.Errorf("bpts:\n%s\nwant:\n%s", strings.Join(s.Created, "\n"), strings.Join(bpts, "\n"))
	}
	if len(rep.ValueSchedule) != 1 || rep.ValueSchedule[0].String() != schedule {
		t.Errorf("value schedule %q, want [%q]", rep.ValueSchedule, schedule)
	}
	// The trace keeps the schedule.
	if len(tr.ValueSchedule) != 1 || tr.ValueSchedule[0] != rep.ValueSchedule[0] {
		t.Errorf("trace value schedule %v, want the report's %v", tr.ValueSchedule, rep.ValueSchedule)
	}
}

// TestFigure51: the first run executes Thread1, then Thread2 (Rule 1
// only) and creates the three bpts of Figure 6.4: bpt1 at t1.r(accX.val)
// l.16 (partners t2.w l.27 and l.29), bpt2 at t1.w(accX.val) l.16 (t2.r
// l.27, t2.w l.27, l.29) and bpt3 at t1.acq(accY) l.18 (t2.acq l.26 and
// l.32); Thread2's accesses make none, Thread1 having ended. Prioritization
// serves the RW bpts before the MM one; bpt2 is the front, so it is
// served in order, and its first pair t2.r(accX.val) → t1.w(accX.val)
// (mhp's top-ranked partner) loses Thread1's update: accX.val = -10. Two
// executions, three states.
func TestFigure51(t *testing.T) {
	checkFigure(t, "Fig51", 3, 2, []string{
		"T1 r Fig51.java:16: RW Fig51.java:27; RW Fig51.java:29;",
		"T1 w Fig51.java:16: RW Fig51.java:27; RW Fig51.java:27; RW Fig51.java:29;",
		"T1 acq Fig51.java:18: MM Fig51.java:26; MM Fig51.java:32;",
	}, `RW Fig51$Account.val: thread 2 "Thread-1" r at Fig51$Thread2.run(Fig51.java:27) → thread 1 "Thread-0" w at Fig51$Thread1.run(Fig51.java:16)`)
}

// TestFigure62: Figure 6.3(a): bpt1 at t1.r(accX.val) and bpt2 at
// t1.w(accX.val); the first pair of bpt2, t2.r → t1.w, fails the
// assertion (L4874–4898). Two executions, two states.
func TestFigure62(t *testing.T) {
	checkFigure(t, "Fig62", 2, 2, []string{
		"T1 r Fig62.java:15: RW Fig62.java:23; RW Fig62.java:25;",
		"T1 w Fig62.java:15: RW Fig62.java:23; RW Fig62.java:23; RW Fig62.java:25;",
	}, `RW Fig62$Account.val: thread 2 "Thread-1" r at Fig62$Thread2.run(Fig62.java:23) → thread 1 "Thread-0" w at Fig62$Thread1.run(Fig62.java:15)`)
}

// TestFigure614: every pair of Fig614 is a false alias of s with accY.
// Thread1 runs first and makes bpts at its read and write of accY.val,
// whose partners are Thread2's read and write of s.val; fulfilling any of
// them runs Thread2 to s.val, which is accX's: not the target, and the
// target is then out of reach, so the interleaving is abandoned. The
// search completes without a bug and without a fulfilled pair.
func TestFigure614(t *testing.T) {
	dir := compileFigure(t, "Fig614")
	var s *Strategy
	explore.Register("vsched-Fig614", func(explore.Options) explore.Strategy { s = New(); s.Record = true; return s })
	p := &explore.Program{ClassPath: []string{dir}, Main: "Fig614"}
	rep, _, err := explore.Explore(p, explore.Config{Strategy: "vsched-Fig614",
		Budget: explore.Budget{Timeout: time.Minute, MaxSteps: 1_000_000, MaxPoints: 10_000}})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("bpts %q abandoned %v pairs %+v", s.Created, s.Abandoned, rep.Pairs)
	if rep.Bug != nil || !rep.Complete {
		t.Fatalf("bug %v, complete %v: want a complete search without a bug", rep.Bug, rep.Complete)
	}
	if rep.Pairs == nil || rep.Pairs.Fulfilled != 0 || rep.Pairs.Infeasible != 3 {
		t.Fatalf("pairs %+v: want none fulfilled, 3 infeasible", rep.Pairs)
	}
	// Two bpts (Thread1's read and write); one execution each for their
	// three pairs after the first.
	if rep.Counters.States != 2 || rep.Counters.Executions != 4 {
		t.Errorf("states %d executions %d, want 2 and 4", rep.Counters.States, rep.Counters.Executions)
	}
	for reason := range s.Abandoned {
		if !strings.Contains(reason, "no longer reachable") {
			t.Errorf("abandoned because %q, want the target out of reach after the alias mismatch", reason)
		}
	}
}

// TestSpecialInstance: a special bpt (Figure 6.1 lines 33-35) is made
// after a fulfilment when the target has a next instance, and line 33 asks
// reachability from s, the target access just performed: from where the
// thread that performed it now is. In SpecialInstance the Reader's read
// of x (line 10) pairs with the Writers' write (line 23). With one write
// per Writer the writer that went first has no next instance, so no
// special bpt is made by that rule (SpecialAnyThread, asking whether any
// other thread can still write, makes one for the other Writer; so does
// SpecialOtherThreads, which New sets, but since the other Writer runs
// the same code, Writer.run, it keeps that bpt aside until the worklists
// are empty: TestOtherThreadInstance); with two writes per Writer the
// first writer's second write is a next instance.
func TestSpecialInstance(t *testing.T) {
	dir := compileFigure(t, "SpecialInstance")
	specials := func(n string, any bool) []string {
		t.Helper()
		var s *Strategy
		name := "vsched-SpecialInstance-" + n + fmt.Sprint(any)
		explore.Register(name, func(explore.Options) explore.Strategy {
			s = New()
			s.Record, s.SpecialAnyThread, s.SpecialOtherThreads = true, any, false
			return s
		})
		p := &explore.Program{ClassPath: []string{dir}, Main: "SpecialInstance", Args: []string{n}}
		rep, _, err := explore.Explore(p, explore.Config{Strategy: name,
			Budget: explore.Budget{Timeout: time.Minute, MaxSteps: 1_000_000, MaxPoints: 10_000}})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Bug != nil || !rep.Complete {
			t.Fatalf("n=%s: bug %v, complete %v: want a complete search without a bug", n, rep.Bug, rep.Complete)
		}
		t.Logf("n=%s any=%v: states %d executions %d bpts %q", n, any, rep.Counters.States, rep.Counters.Executions, s.Created)
		var sp []string
		for _, b := range s.Created {
			if strings.HasPrefix(b, "special ") {
				sp = append(sp, b)
			}
		}
		return sp
	}
	const want = "special T1 r SpecialInstance.java:10: RW SpecialInstance.java:23;"
	if sp := specials("1", false); len(sp) != 0 {
		t.Errorf("one write per Writer: special bpts %q, want none", sp)
	}
	if sp := specials("1", true); !slices.Contains(sp, want) {
		t.Errorf("one write per Writer, SpecialAnyThread: special bpts %q, want %q", sp, want)
	}
	if sp := specials("2", false); !slices.Contains(sp, want) {
		t.Errorf("two writes per Writer: special bpts %q, want %q", sp, want)
	}
}
