package vsched

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"weft/explore"
	"weft/internal/javatest"
)

// TestRandomConnpool: the portfolio's PCT runs (Strategy.RandomAfter)
// find connpool's bug (TestBreadthConnpool) soon after they join at 300
// executions: a reaper pass between client-1's acquire and its write of
// busy, then client-2 first into the connection, three preemptions a PCT
// run of depth 3 makes with a fair chance, where the value-schedule
// searches need about 4650 executions (none within 1000 without the PCT
// runs). The trace replays to the same failure, and the report has no
// value schedule.
func TestRandomConnpool(t *testing.T) {
	rep, tr, p := findInSource(t, "connpool", "com.acme.pool.app.Main", []string{"1"}, 5*time.Minute, 1000, nil,
		"connection db-1 used by", "a connection used by two clients at once")
	if len(rep.ValueSchedule) > 0 {
		t.Errorf("a value schedule for a bug a PCT run found: %v", rep.ValueSchedule)
	}
	var text strings.Builder
	if err := rep.WriteText(&text); err != nil || !strings.Contains(text.String(), "note: found by one of the random-priority (PCT) runs") {
		t.Errorf("the report does not say a PCT run found the bug (%v):\n%s", err, text.String())
	}
	exec, _, err := tr.Replay(p, explore.DefaultBudget)
	if err != nil || exec.Bug == nil || exec.Bug.Summary() != rep.Bug.Summary() {
		t.Fatalf("replay: %v, %v; want %s", err, exec.Bug, rep.Bug.Summary())
	}
}

// TestRandomNotExhausted: PCT runs joining from the first execution on
// leave the value-schedule search as it was: LatchChain's is exhausted
// with the same states, the PCT runs added to its executions, and
// LatchEarly's bug is found.
func TestRandomNotExhausted(t *testing.T) {
	dir := javatest.Compile(t, filepath.Join("..", "explore", "testdata", "LatchEarly.java"), filepath.Join("..", "explore", "testdata", "LatchChain.java"))
	explore1 := func(main string, after int64) (*explore.Report, *Strategy) {
		t.Helper()
		var s *Strategy
		name := "vsched-" + t.Name()
		explore.Register(name, func(explore.Options) explore.Strategy { s = New(); s.RandomAfter = after; return s })
		p := &explore.Program{ClassPath: []string{dir}, Main: main}
		defer p.Close()
		rep, _, err := explore.Explore(p, explore.Config{Strategy: name,
			Budget: explore.Budget{Timeout: time.Minute, MaxSteps: 1_000_000, MaxPoints: 10_000}})
		if err != nil {
			t.Fatal(err)
		}
		return rep, s
	}
	without, _ := explore1("LatchChain", 0)
	with, s := explore1("LatchChain", 1)
	if with.Bug != nil || !with.Complete || without.Bug != nil || !without.Complete {
		t.Fatalf("want no bug and the search exhausted: with PCT runs %v %v (%s), without %v %v (%s)",
			with.Bug, with.Complete, with.Exhausted, without.Bug, without.Complete, without.Exhausted)
	}
	if s.randomExecs == 0 {
		t.Fatalf("no PCT run")
	}
	if with.Counters.States != without.Counters.States || with.Counters.Executions != without.Counters.Executions+s.randomExecs {
		t.Errorf("with %d PCT runs: %s; without: %s", s.randomExecs, with.Counters, without.Counters)
	}
	if rep, _ := explore1("LatchEarly", 1); rep.Bug == nil {
		t.Errorf("LatchEarly: no bug found (%s)", rep.Exhausted)
	}
}
