package vm

import (
	"io"
	"path/filepath"
	"testing"
	"time"

	"weft/classfile"
)

func benchClassPath(b *testing.B) *classfile.ClassPath {
	needJDK(b)
	dir := b.TempDir()
	files, _ := filepath.Glob("testdata/bench/*.java")
	if err := javac("8", dir, files); err != nil {
		b.Fatal(err)
	}
	cp, _, err := classfile.ForApplication(dir)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { cp.Close() })
	return cp
}

// BenchmarkInterpreter runs testdata/bench/Bench.java (nested loops with
// array access, a sieve, an insertion sort) and reports bytecodes/s.
func BenchmarkInterpreter(b *testing.B) {
	cp := benchClassPath(b)
	var steps int64
	var elapsed time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m, err := New(Config{ClassPath: cp, Stdout: io.Discard})
		if err != nil {
			b.Fatal(err)
		}
		if err := m.Start("Bench", []string{"1"}); err != nil {
			b.Fatal(err)
		}
		s0 := m.Steps()
		t0 := time.Now()
		o, err := m.Continue()
		elapsed += time.Since(t0)
		if err != nil {
			b.Fatal(err)
		}
		steps += o.Steps - s0
	}
	b.ReportMetric(float64(steps)/elapsed.Seconds(), "bytecodes/s")
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
	b.ReportMetric(float64(len(m.heap)), "objects")
}
