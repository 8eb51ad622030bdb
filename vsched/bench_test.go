package vsched

import (
	"errors"
	"syscall"
	"testing"
	"time"

	"weft/benchmarks"
	"weft/classfile"
	"weft/explore"
	"weft/static"
)

func init() {
	// vsched with its static analysis before the VM's boot, to compare.
	explore.Register("vsched-serial", func(explore.Options) explore.Strategy {
		s := New()
		s.SerialAnalysis = true
		return s
	})
}

// processCPU is the CPU time the process has used (user + system).
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// benchExplore explores one suite-A jar (benchmarks/build.sh builds them)
// with strategy s to its first bug, b.N times: the whole cost of weft
// explore on it, static analysis, class loading and VM boot included. It
// reports the process's CPU time per exploration too (cpu-ns/op: every
// thread's, the garbage collector's and the analysis's beside the boot).
func benchExplore(b *testing.B, name, s string) {
	suite, c, err := benchmarks.DefaultCase(name)
	if errors.Is(err, benchmarks.ErrNotBuilt) {
		b.Skipf("%v (build the jars with benchmarks/build.sh)", err)
	}
	if err != nil {
		b.Fatal(err)
	}
	cpu0 := processCPU()
	for b.Loop() {
		p := explore.SuiteProgram(suite, c)
		rep, _, err := explore.Explore(p, explore.Config{Strategy: s, Budget: explore.DefaultBudget})
		p.Close()
		if err != nil {
			b.Fatal(err)
		}
		if rep.Bug == nil {
			b.Fatalf("%s, %s: no bug", name, s)
		}
	}
	b.ReportMetric(float64(processCPU()-cpu0)/float64(b.N), "cpu-ns/op")
}

// BenchmarkExplore: whole explorations to the first bug, vsched beside
// dpor (and vsched-serial, its analysis before the VM's boot), on small
// programs where fixed costs (class loading, VM boot, static analysis)
// dominate and on piper, daisy and RW-exception, the slowest for vsched.
func BenchmarkExplore(b *testing.B) {
	for _, c := range []string{"wronglock", "deadlock.d1", "clean", "linkedlist", "piper", "daisy", "RW-exception"} {
		for _, s := range []string{"vsched", "vsched-serial", "dpor"} {
			if c == "piper" && s == "dpor" {
				continue // seconds per exploration
			}
			b.Run(c+"/"+s, func(b *testing.B) { benchExplore(b, c, s) })
		}
	}
}

// analysisCases are the eleven small suite-A cases where the analysis is
// most of vsched's cost above dpor's, and the three largest.
var analysisCases = []string{"twostage", "wronglock", "blockbarrier", "reorder", "deadlock.d1", "deadlock.d2",
	"losenotify", "clean", "nestedmonitor", "linkedlist", "account-race", "daisy", "piper", "boundedbuffer"}

// BenchmarkAnalysis times vsched's static analysis (mhp.RunFrom and the
// model) of a suite-A jar as an exploration pays it: each iteration opens
// the program afresh (not timed), so the application's classes are read
// and parsed in it; the JDK's classes are parsed once per process.
func BenchmarkAnalysis(b *testing.B) {
	for _, name := range analysisCases {
		b.Run(name, func(b *testing.B) {
			suite, c, err := benchmarks.DefaultCase(name)
			if errors.Is(err, benchmarks.ErrNotBuilt) {
				b.Skipf("%v (build the jars with benchmarks/build.sh)", err)
			}
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			var cpu time.Duration
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				p := explore.SuiteProgram(suite, c)
				if err := p.Open(); err != nil {
					b.Fatal(err)
				}
				opt := static.Options{MainClass: classfile.InternalName(p.Main)}
				a := &analysis{done: make(chan struct{})}
				b.StartTimer()
				a.run(p.Classes(), opt)
				b.StopTimer()
				if a.err != nil {
					b.Fatal(a.err)
				}
				cpu += a.cpu
				p.Close()
				b.StartTimer()
			}
			// The analysis thread's CPU time, as Counters.StaticCPU.
			b.ReportMetric(float64(cpu)/float64(b.N), "cpu-ns/op")
		})
	}
}
