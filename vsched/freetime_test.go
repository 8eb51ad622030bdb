package vsched

import (
	"testing"
	"time"

	"weft/explore"
	"weft/internal/javatest"
)

// With --time free, vsched makes time pass for a thread in a timed wait
// where the target of a goal can be reached only by it (run.fulfil):
// WaitSleep's main reads the settings before the loader writes them once
// its wait(100) times out, SchedDelayed's main checks the flush once its
// sleep(1) ends, while the flush runs. Its default choices keep virtual
// time, in which both are exhausted; the fixed variants have no bug.
func TestFreeTime(t *testing.T) {
	for _, c := range []struct {
		main, exception string
		fixed           []string
	}{
		{"WaitSleep", "java.lang.NullPointerException", []string{"1", "fixed"}},
		{"SchedDelayed", "java.lang.IllegalStateException", []string{"fixed"}},
	} {
		t.Run(c.main, func(t *testing.T) {
			dir := javatest.Compile(t, "../explore/testdata/"+c.main+".java")
			explore1 := func(free bool, args []string) (*explore.Report, *explore.Trace) {
				p := &explore.Program{ClassPath: []string{dir}, Main: c.main, Args: args}
				t.Cleanup(func() { p.Close() })
				r, tr, err := explore.Explore(p, explore.Config{Strategy: "vsched", FreeTime: free,
					Budget: explore.Budget{Timeout: time.Minute, MaxSteps: 1_000_000, MaxPoints: 10_000}})
				if err != nil {
					t.Fatal(err)
				}
				return r, tr
			}
			r, tr := explore1(true, nil)
			if r.Bug == nil || r.Bug.Exception != c.exception {
				t.Fatalf("want %s, got %v (%s, warnings %q)", c.exception, r.Bug, r.Exhausted, r.Warnings)
			}
			p := &explore.Program{ClassPath: []string{dir}, Main: c.main}
			t.Cleanup(func() { p.Close() })
			if exec, _, err := tr.Replay(p, explore.DefaultBudget); err != nil || exec.Bug == nil || exec.Bug.Exception != c.exception {
				t.Fatalf("replay: %v", err)
			}
			t.Logf("%s", r.Counters)
			for _, free := range []bool{false, true} {
				args := []string(nil)
				if free {
					args = c.fixed
				}
				if r, _ := explore1(free, args); r.Bug != nil || !r.Complete {
					t.Errorf("%v free=%v: want no bug and the search exhausted, got %v (%q)", args, free, r.Bug, r.Exhausted)
				}
			}
		})
	}
}
