package vsched

import (
	"strings"
	"testing"
	"time"

	"weft/explore"
)

// firstExecution explores the suite-A case name for one execution only
// and returns its report and the bpts it made.
func firstExecution(t *testing.T, name string) (*explore.Report, []string) {
	t.Helper()
	dir := compileSuiteA(t)
	c := suiteCaseNamed(t, name)
	s := New()
	s.Record = true
	explore.Register("vsched-first-"+name, func(explore.Options) explore.Strategy { return s })
	p := &explore.Program{ClassPath: []string{dir}, Main: c.main, Args: c.args}
	rep, _, err := explore.Explore(p, explore.Config{Strategy: "vsched-first-" + name,
		Budget: explore.Budget{MaxExecutions: 1, Timeout: time.Minute, MaxSteps: 5_000_000, MaxPoints: 100_000}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Bug != nil || rep.Counters.Executions != 1 {
		t.Fatalf("%s: bug %v after %d executions, want one execution without a bug", name, rep.Bug, rep.Counters.Executions)
	}
	return rep, s.Created
}

// TestFirstExecutionFloor: in clean, producerconsumer, raxextend and
// RW-deadlock every state vsched stores before the bug is stored by the
// first execution; the executions after it that find the bug are PRIORITY
// runs (§6.1.2), which store none (Figure 6.1 line 22). The thesis's search
// stores them too: out-of-order service starts only once the first path is
// complete (Figure 6.5 lines 3-4 return the path at the front of the
// worklist, and Figure 6.1 line 38 puts it back there after every step;
// §6.1.2 starts "from the point when the first value schedule ... is
// fulfilled and tested"). So the first execution's bpts are the floor of
// these cases, and every one of them is a relevant access with a partner
// another live thread can still reach (benchmarks/RESULTS.md lists them).
//
// For clean the eight bpts are pinned: each round, First's unlocked read
// of event1.count (line 27) and its entry into event1's waitForEvent (line
// 28), then Second's read of event2.count (line 41) and its entry into
// event2's waitForEvent (line 42). The other accesses of the run make none
// because the partner's thread is then waiting for a notification only the
// trigger's thread can send (the thesis's rule, reachability alone, would
// make 14 more).
func TestFirstExecutionFloor(t *testing.T) {
	want := map[string]int64{"clean": 8, "producerconsumer": 63, "raxextend": 23, "RW-deadlock": 34}
	for _, name := range []string{"clean", "producerconsumer", "raxextend", "RW-deadlock"} {
		t.Run(name, func(t *testing.T) {
			first, bpts := firstExecution(t, name)
			all := exploreCase(t, name, New())
			t.Logf("%s: first execution %d states; to the bug %d states, %d executions", name,
				first.Counters.States, all.Counters.States, all.Counters.Executions)
			if first.Counters.States != want[name] {
				t.Errorf("first execution stored %d states, want %d (bpts %q)", first.Counters.States, want[name], bpts)
			}
			if all.Counters.States != first.Counters.States {
				t.Errorf("%d states to the bug, want the first execution's %d", all.Counters.States, first.Counters.States)
			}
			if name != "clean" {
				return
			}
			round := []string{
				"T1 r Main.java:27: RW Main.java:72;",
				"T1 acq Main.java:28: MM Main.java:40;",
				"T2 r Main.java:41: RW Main.java:72;",
				"T2 acq Main.java:42: MM Main.java:31;",
			}
			wantBpts := append(append([]string(nil), round...), round...)
			if strings.Join(bpts, "\n") != strings.Join(wantBpts, "\n") {
				t.Errorf("bpts:\n%s\nwant:\n%s", strings.Join(bpts, "\n"), strings.Join(wantBpts, "\n"))
			}
		})
	}
}
