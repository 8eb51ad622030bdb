package unfold

import (
	"testing"

	"weft/explore"
)

// BenchmarkInputRace explores suite B's inputrace exhaustively (as weft
// bench unfold does) with unfold and with dpor-dse, with the JDK's code
// concretized (the default) and symbolic: the time per test run that
// issue 6 bounds by twice DPOR's.
func BenchmarkInputRace(b *testing.B) {
	for _, mode := range []struct {
		name string
		sym  bool
	}{{"concrete-jdk", false}, {"symbolic-jdk", true}} {
		p := suiteProgram(b, "inputrace", mode.sym)
		for _, st := range []string{"unfold", "dpor"} {
			b.Run(mode.name+"/"+st, func(b *testing.B) {
				var tests int64
				for i := 0; i < b.N; i++ {
					r, err := Run(p, st, explore.Budget{Timeout: explore.DefaultBudget.Timeout, MaxSteps: explore.DefaultBudget.MaxSteps, MaxPoints: explore.DefaultBudget.MaxPoints})
					if err != nil {
						b.Fatal(err)
					}
					if !r.Complete || r.Bug == "" {
						b.Fatalf("%s: incomplete (%s) or no bug", st, r.Stop)
					}
					tests += r.Tests
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e6/float64(tests), "ms/test")
				b.ReportMetric(float64(tests)/float64(b.N), "tests/op")
			})
		}
	}
}
