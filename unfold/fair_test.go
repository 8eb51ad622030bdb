package unfold

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"weft/explore"
	"weft/internal/javatest"
)

// explore/testdata/SpinYield: two workers take a ticket each with a
// get-then-set, then wait at a barrier spinning on Thread.yield ("busy":
// on nothing). Keeping the current thread at every free choice, unfold's
// scheduler ran the first worker's spin until the run was cut at the
// budget's bound on scheduling points, and the search ended after that
// one test without the other worker ever running. Now the spinning
// worker gives way (fair.go): both unfoldings find the two workers with
// the same ticket, and the trace replays to it. The fixed program
// (tickets under a lock) has an unfolding without end (every number of
// spins before the other worker arrives makes events of its own), so
// its search ends when the budget runs out, with no bug and not called
// complete.
func TestSpinYield(t *testing.T) {
	dir := javatest.Compile(t, filepath.Join("..", "explore", "testdata", "SpinYield.java"))
	for _, st := range []string{"unfold", "unfold-ctx"} {
		for _, args := range [][]string{nil, {"racy", "busy"}, {"fixed"}, {"fixed", "busy"}} {
			t.Run(st+"/"+strings.Join(args, ","), func(t *testing.T) {
				p := &explore.Program{ClassPath: []string{dir}, Main: "SpinYield", Args: args}
				defer p.Close()
				b := testBudget
				b.MaxPoints = 100_000
				fixed := len(args) > 0 && args[0] == "fixed"
				if fixed {
					b.Timeout = 2 * time.Second
				}
				start := time.Now()
				r, tr, err := explore.Explore(p, explore.Config{Strategy: st, Budget: b})
				took := time.Since(start)
				if err != nil {
					t.Fatal(err)
				}
				t.Logf("%s in %v; %s", r.Counters, took, r.Exhausted)
				if fixed {
					if r.Bug != nil || r.Complete || r.Exhausted != "timeout 2s" {
						t.Fatalf("bug %v, complete %v, exhausted %q: want the timeout", r.Bug != nil, r.Complete, r.Exhausted)
					}
					// a bound on the return, not on speed
					if took > 30*time.Second {
						t.Errorf("returned after %v with a 2s timeout", took)
					}
					return
				}
				if r.Bug == nil {
					t.Fatalf("no bug: complete %v, exhausted %q, warnings %v", r.Complete, r.Exhausted, r.Warnings)
				}
				if r.Bug.Exception != "java.lang.IllegalStateException" || !strings.HasPrefix(r.Bug.Message, "both workers took ticket") {
					t.Fatalf("found %s, want both workers with the same ticket", r.Bug.Summary())
				}
				path := filepath.Join(t.TempDir(), "trace.json")
				if err := tr.Save(path); err != nil {
					t.Fatal(err)
				}
				loaded, err := explore.LoadTrace(path)
				if err != nil {
					t.Fatal(err)
				}
				rr, err := explore.ReplayReport(loaded, b, nil, nil)
				if err != nil {
					t.Fatal(err)
				}
				if rr.Bug == nil || rr.Bug.Summary() != r.Bug.Summary() {
					t.Errorf("replay: %v, want %s", rr.Bug, r.Bug.Summary())
				}
			})
		}
	}
}
