package unfold

import (
	"syscall"
	"testing"
	"time"

	"weft/explore"
)

// BenchmarkSuiteB explores suite-B cases exhaustively, as weft bench unfold
// does (its budget), with unfold, unfold-ctx and dpor: the figures of
// issue 6's target (time per test run at most twice DPOR's), measured the
// same way by everyone. It reports the wall and the CPU milliseconds per
// test run (the CPU time of the whole process, garbage collection
// included: wall time on a shared machine is noisy), the test runs and the
// unfolding events per exploration. A case whose jar is not built is
// skipped (make jars); an exploration that does not complete fails.
//
//	go test ./unfold -run XXX -bench SuiteB -benchtime 3x
//	go test ./unfold -run XXX -bench 'SuiteB/dining/unfold$' -cpuprofile cpu.out
func BenchmarkSuiteB(b *testing.B) {
	for _, name := range []string{"dining(4)", "locking(4)"} {
		b.Run(name, func(b *testing.B) {
			p := suiteProgram(b, name, false)
			for _, st := range []string{"unfold", "unfold-ctx", "dpor"} {
				b.Run(st, func(b *testing.B) {
					var tests, events int64
					cpu := benchCPU()
					for i := 0; i < b.N; i++ {
						r, err := Run(p, st, explore.Budget{Timeout: time.Minute, MaxSteps: explore.DefaultBudget.MaxSteps, MaxPoints: explore.DefaultBudget.MaxPoints})
						if err != nil {
							b.Fatal(err)
						}
						if !r.Complete {
							b.Fatalf("%s %s: incomplete: %s", name, st, r.Stop)
						}
						tests += r.Tests
						events += int64(r.Events)
					}
					cpu = benchCPU() - cpu
					b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e6/float64(tests), "ms/test")
					b.ReportMetric(float64(cpu.Nanoseconds())/1e6/float64(tests), "cpu-ms/test")
					b.ReportMetric(float64(tests)/float64(b.N), "tests/op")
					if st != "dpor" {
						b.ReportMetric(float64(events)/float64(b.N), "events/op")
					}
				})
			}
		})
	}
}

// benchCPU is the CPU time the process has used so far (user + system).
func benchCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
