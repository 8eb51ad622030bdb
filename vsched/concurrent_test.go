package vsched

import (
	"reflect"
	"runtime"
	"testing"
	"time"

	"weft/explore"
)

// The static analysis runs beside the VM's boot (Strategy.startAnalysis)
// and the first scheduling point waits for it: every suite-A exploration
// is the one vsched makes with the analysis first (SerialAnalysis), the
// same counters and value schedule, and the analysis's wall and CPU time
// are reported.
func TestConcurrentAnalysis(t *testing.T) {
	dir := compileSuiteA(t)
	budget := explore.Budget{MaxExecutions: 20_000, Timeout: 5 * time.Minute, MaxSteps: 5_000_000, MaxPoints: 100_000}
	explore.Register("vsched-serial-test", func(explore.Options) explore.Strategy {
		s := New()
		s.SerialAnalysis = true
		return s
	})
	for _, c := range suiteACases(t) {
		t.Run(c.Name, func(t *testing.T) {
			var reps [2]*explore.Report
			for i, s := range []string{"vsched", "vsched-serial-test"} {
				p := &explore.Program{ClassPath: []string{dir}, Main: c.Main, Args: c.Args}
				rep, _, err := explore.Explore(p, explore.Config{Strategy: s, Budget: budget})
				p.Close()
				if err != nil {
					t.Fatal(err)
				}
				if rep.Counters.Static <= 0 || runtime.GOOS == "linux" && rep.Counters.StaticCPU <= 0 {
					t.Errorf("%s: static %v, CPU %v: want the analysis timed", s, rep.Counters.Static, rep.Counters.StaticCPU)
				}
				rep.Counters.Static, rep.Counters.StaticCPU, rep.Counters.Dynamic = 0, 0, 0
				reps[i] = rep
			}
			if reps[0].Counters != reps[1].Counters {
				t.Errorf("beside the boot %+v, analysis first %+v", reps[0].Counters, reps[1].Counters)
			}
			if (reps[0].Bug == nil) != (reps[1].Bug == nil) || !reflect.DeepEqual(reps[0].ValueSchedule, reps[1].ValueSchedule) {
				t.Errorf("beside the boot: bug %v, schedule %v; analysis first: bug %v, schedule %v",
					reps[0].Bug, reps[0].ValueSchedule, reps[1].Bug, reps[1].ValueSchedule)
			}
		})
	}
}
