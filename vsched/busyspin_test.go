package vsched

import (
	"testing"
	"time"

	"weft/explore"
)

// TestBusySpin: a value schedule that holds main back at its write of x
// drives t to its read, but t spins on a volatile flag (no yield, sleep
// or clock read) that main sets after the write. The goal is given up
// after drivenLimit scheduling points of the driven threads, and the
// search is exhausted. Before, such runs were cut off at the budget's
// --max-points (here 10000), and the verdict was "not exhaustive"
// (parstats' fixed variant: a common-pool worker scanning a queue whose
// push vsched held back, 3023 rounds of 33 points).
func TestBusySpin(t *testing.T) {
	dir := compileFigure(t, "BusySpin")
	var s *Strategy
	explore.Register("vsched-busyspin", func(explore.Options) explore.Strategy { s = New(); return s })
	p := &explore.Program{ClassPath: []string{dir}, Main: "BusySpin"}
	defer p.Close()
	rep, _, err := explore.Explore(p, explore.Config{Strategy: "vsched-busyspin",
		Budget: explore.Budget{Timeout: time.Minute, MaxSteps: 10_000_000, MaxPoints: 10_000}})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s; abandoned %v", rep.Counters, s.Abandoned)
	if rep.Bug != nil || !rep.Complete || len(rep.Warnings) > 0 {
		t.Errorf("want no bug and the search exhausted, got bug %v complete %v (%s), warnings %q",
			rep.Bug, rep.Complete, rep.Exhausted, rep.Warnings)
	}
}
