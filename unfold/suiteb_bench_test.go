package unfold

import (
	"flag"
	"strings"
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
//	go test ./unfold -run XXX -bench 'SuiteB$' -benchtime 3x
//	go test ./unfold -run XXX -bench 'SuiteB/dining/unfold$' -cpuprofile cpu.out
func BenchmarkSuiteB(b *testing.B) {
	for _, name := range []string{"dining(4)", "locking(4)"} {
		b.Run(name, func(b *testing.B) {
			benchStrategies(b, suiteProgram(b, name, false), explore.Budget{Timeout: time.Minute, MaxSteps: explore.DefaultBudget.MaxSteps, MaxPoints: explore.DefaultBudget.MaxPoints}, true)
		})
	}
}

// benchStrategies explores p within budget b with unfold, unfold-ctx and
// dpor, one sub-benchmark each, and reports wall and CPU ms per test,
// tests and events per exploration; complete: an exploration that does
// not complete fails.
func benchStrategies(b *testing.B, p *explore.Program, budget explore.Budget, complete bool) {
	for _, st := range []string{"unfold", "unfold-ctx", "dpor"} {
		b.Run(st, func(b *testing.B) {
			var tests, events int64
			cpu := benchCPU()
			for i := 0; i < b.N; i++ {
				r, err := Run(p, st, budget)
				if err != nil {
					b.Fatal(err)
				}
				if complete && !r.Complete {
					b.Fatalf("%s: incomplete: %s", st, r.Stop)
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
}

// benchCPU is the CPU time the process has used so far (user + system).
func benchCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkSuiteBTests explores the first N tests (-suiteb.tests, default
// 20000) of the suite-B cases the 20 s budget cuts (-suiteb.cases), with
// unfold, unfold-ctx and dpor: a fixed amount of work, so that CPU per test
// can be compared across versions and profiled, where the bench's budget
// gives each version as many tests as it gets through.
//
//	go test ./unfold -run XXX -bench 'SuiteBTests/locking\(5\)/unfold$' -benchtime 1x -cpuprofile cpu.out
func BenchmarkSuiteBTests(b *testing.B) {
	for _, name := range strings.Split(*suiteBCases, ",") {
		b.Run(name, func(b *testing.B) {
			benchStrategies(b, suiteProgram(b, name, false), explore.Budget{MaxExecutions: *suiteBTests, Timeout: 10 * time.Minute, MaxSteps: explore.DefaultBudget.MaxSteps, MaxPoints: explore.DefaultBudget.MaxPoints}, false)
		})
	}
}

var (
	suiteBCases = flag.String("suiteb.cases", "updater1,updater2,writes(4),locking(5)", "BenchmarkSuiteBTests: the suite-B cases")
	suiteBTests = flag.Int64("suiteb.tests", 20000, "BenchmarkSuiteBTests: the tests explored per case and strategy")
)
