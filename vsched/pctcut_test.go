package vsched

import (
	"testing"
	"time"

	"weft/explore"
)

// A PCT run of the portfolio (RandomAfter) cut off at a bound of the
// budget leaves the verdict to the searches (explore.NewPCTRun's runs are
// samples): they exhaust YieldGo in runs of a few dozen scheduling
// points, where a PCT run lets a worker spin 1000 points (explore's
// spinSlice) before main sets go, and --max-points 700 or --max-steps
// 20000 (the VM's boot is about 15000 bytecodes) cuts such runs off.
// Before, a cut PCT run made the verdict "not exhaustive" with a warning,
// although the searches were.
func TestPCTCutNotIncomplete(t *testing.T) {
	dir := compileFigure(t, "YieldGo")
	for _, b := range []explore.Budget{
		{Timeout: time.Minute, MaxSteps: 20_000_000, MaxPoints: 700},
		{Timeout: time.Minute, MaxSteps: 20_000, MaxPoints: 100_000},
	} {
		var s *Strategy
		explore.Register("vsched-pctcut", func(o explore.Options) explore.Strategy {
			s = New()
			s.RandomAfter, s.RandomShare, s.Seed = 1, 4, 1
			return s
		})
		p := &explore.Program{ClassPath: []string{dir}, Main: "YieldGo"}
		rep, _, err := explore.Explore(p, explore.Config{Strategy: "vsched-pctcut", Budget: b})
		p.Close()
		if err != nil {
			t.Fatal(err)
		}
		// The cuts of the searches' runs (their own, and any bound) are
		// in Abandoned; the rest are the PCT runs'.
		searches := int64(0)
		for _, n := range s.Abandoned {
			searches += int64(n)
		}
		pctCut := rep.Counters.Cut - searches
		t.Logf("max-points %d, max-steps %d: %s; %d PCT runs, %d cut off", b.MaxPoints, b.MaxSteps, rep.Counters, s.randomExecs, pctCut)
		if pctCut == 0 {
			t.Errorf("max-points %d, max-steps %d: no PCT run was cut off (of %d): the test tests nothing", b.MaxPoints, b.MaxSteps, s.randomExecs)
		}
		if rep.Bug != nil || !rep.Complete || len(rep.Warnings) > 0 {
			t.Errorf("max-points %d, max-steps %d: want no bug and the search exhausted, got bug %v complete %v (%s), warnings %q",
				b.MaxPoints, b.MaxSteps, rep.Bug, rep.Complete, rep.Exhausted, rep.Warnings)
		}
	}
}
