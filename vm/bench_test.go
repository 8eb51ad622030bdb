package vm

import (
	"io"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"weft/benchmarks"
	"weft/classfile"
)

func benchClassPath(b *testing.B) *classfile.ClassPath {
	needJDK(b)
	dir := b.TempDir()
	files, _ := filepath.Glob("testdata/bench/*.java")
	if err := javac("8", dir, files); err != nil {
		b.Fatal(err)
	}
	cp := openClassPath(b, dir)
	return cp
}

// BenchmarkInterpreter runs testdata/bench/Bench.java (nested loops with
// array access, a sieve, an insertion sort) and reports bytecodes/s.
func BenchmarkInterpreter(b *testing.B) {
	benchInterpreter(b, Config{}, "Bench", []string{"1"})
}

// BenchmarkInterpreterSymbolic runs the same work from BenchInput, whose
// repetition count and loop bound are symbolic inputs: every op then
// takes the symbolic path (symStep before it runs alone).
func BenchmarkInterpreterSymbolic(b *testing.B) {
	benchInterpreter(b, Config{InputMethods: []string{"BenchInput.input"}, Inputs: map[string]int64{"main#0": 1}}, "BenchInput", nil)
}

func benchInterpreter(b *testing.B, cfg Config, main string, args []string) {
	cp := benchClassPath(b)
	var steps int64
	var elapsed, cpu time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c := cfg
		c.ClassPath, c.Stdout = cp, io.Discard
		m, err := New(c)
		if err != nil {
			b.Fatal(err)
		}
		if err := m.Start(main, args); err != nil {
			b.Fatal(err)
		}
		s0 := m.Steps()
		t0, c0 := time.Now(), cpuTime()
		o, err := m.Continue()
		elapsed += time.Since(t0)
		cpu += cpuTime() - c0
		if err != nil {
			b.Fatal(err)
		}
		if len(cfg.InputMethods) > 0 && len(m.PathConstraint()) == 0 {
			b.Fatal("no symbolic branch: the input was not symbolic")
		}
		steps += o.Steps - s0
	}
	b.ReportMetric(float64(steps)/elapsed.Seconds(), "bytecodes/s")
	// On a shared machine wall time includes waiting for a core; the
	// process CPU time (GC included) is the steadier figure.
	b.ReportMetric(float64(steps)/cpu.Seconds(), "bytecodes/cpu-s")
	b.ReportMetric(float64(steps)/float64(b.N), "bytecodes/op")
}

// BenchmarkSnapshotRestore measures one backtracking point (snapshot, then
// restore) on the heap of a benchmark program paused mid-run.
func BenchmarkSnapshotRestore(b *testing.B) {
	cp := benchClassPath(b)
	m, err := New(Config{ClassPath: cp, Stdout: io.Discard, MaxSteps: 3_000_000})
	if err != nil {
		b.Fatal(err)
	}
	if err := m.Start("Bench", []string{"1"}); err != nil {
		b.Fatal(err)
	}
	if _, err := m.Continue(); err == nil {
		b.Fatal("expected the step budget to stop the run mid-way")
	}
	m.fatal = nil
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := m.Snapshot()
		m.Restore(s)
	}
	b.ReportMetric(float64(m.nobj), "objects")
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkSnapshotRestoreSuite measures one backtracking point on the heap
// of a suite benchmark (daisy, a file-system simulator) paused at its 200th
// scheduling point.
func BenchmarkSnapshotRestoreSuite(b *testing.B) {
	suite, err := benchmarks.Default()
	if err != nil {
		b.Skip(err)
	}
	c := suite.Case("daisy")
	if c == nil {
		b.Skip("no daisy case")
	}
	cp, _, err := classfile.ForApplication(suite.JarPath(c))
	if err != nil {
		b.Skip(err)
	}
	defer cp.Close()
	m, err := New(Config{ClassPath: cp, Stdout: io.Discard, Scheduler: &pauseAt{n: 200, s: NewRandom(1)}})
	if err != nil {
		b.Fatal(err)
	}
	if err := m.Start(c.Main, c.Args); err != nil {
		b.Fatal(err)
	}
	if o, err := m.Continue(); err != nil || o.Status != Paused {
		b.Fatalf("not paused: %v %v", o, err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := m.Snapshot()
		m.Restore(s)
	}
	b.StopTimer()
	live := 0
	for h := 1; h < m.nobj; h++ {
		if m.obj(Ref(h)) != nil {
			live++
		}
	}
	b.ReportMetric(float64(live), "objects")
	b.ReportMetric(float64(len(m.threads)), "threads")
}

// BenchmarkStateHash measures one state hash of a suite-A program paused
// at its 20th scheduling point: "old" as StateHash was before its caches
// (stateHashOld), "uncached" with every object hashed afresh, "cached"
// after a snapshot (as at the strategies' stored states: every object
// hashed from its cache), and "run" what a run restored from a snapshot
// pays at its next scheduling point (the objects it wrote, hashed anew).
func BenchmarkStateHash(b *testing.B) {
	suite, err := benchmarks.Default()
	if err != nil {
		b.Skip(err)
	}
	for _, name := range []string{"account-race", "daisy"} {
		c := suite.Case(name)
		cp, _, err := classfile.ForApplication(suite.JarPath(c))
		if err != nil {
			b.Skip(err)
		}
		defer cp.Close()
		m, err := New(Config{ClassPath: cp, Stdout: io.Discard, Scheduler: &pauseAt{n: 20, s: NewRandom(1)}})
		if err != nil {
			b.Fatal(err)
		}
		if err := m.Start(c.Main, c.Args); err != nil {
			b.Fatal(err)
		}
		if o, err := m.Continue(); err != nil || o.Status != Paused {
			b.Fatalf("%s: not paused: %v %v", name, o, err)
		}
		b.Run(name+"/old", func(b *testing.B) {
			for b.Loop() {
				m.stateHashOld()
			}
		})
		b.Run(name+"/uncached", func(b *testing.B) {
			for b.Loop() {
				m.stateHash(false)
			}
		})
		b.Run(name+"/cached", func(b *testing.B) {
			m.Snapshot()
			for b.Loop() {
				m.StateHash()
			}
		})
		b.Run(name+"/run", func(b *testing.B) {
			s := m.Snapshot()
			m.StateHash()
			for b.Loop() {
				b.StopTimer()
				m.Restore(s)
				m.sched = &pauseAt{n: m.points + 5, s: NewRandom(2)}
				if o, err := m.Continue(); err != nil || o.Status != Paused {
					b.Fatalf("not paused: %v %v", o, err)
				}
				b.StartTimer()
				m.StateHash()
			}
		})
		b.ReportMetric(float64(m.nobj), "handles")
	}
}
