package vm

import (
	"fmt"
	"io"
	"testing"
	"time"
)

// BenchmarkSnapshotHeap measures one backtracking point after a small
// change (one object written, one allocated) on heaps of growing size: a
// snapshot, the change, a restore. With page-granular copy-on-write tables
// its cost stays flat as the heap grows.
func BenchmarkSnapshotHeap(b *testing.B) {
	for _, size := range []int{1_000, 10_000, 100_000} {
		b.Run(fmt.Sprintf("objects=%d", size), func(b *testing.B) {
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
			// The program's objects: allocated by its main thread (an
			// allocation without a thread makes a permanent object, which
			// lives above every handle a snapshot used).
			t := m.threads[0]
			var hs []Ref
			for len(hs) < size {
				hs = append(hs, m.alloc(t, m.cObject, 2))
			}
			s0 := m.Snapshot()
			m.Restore(s0)
			b.ResetTimer()
			start := time.Now()
			for i := 0; i < b.N; i++ {
				s := m.Snapshot()
				m.mut(hs[(i*7919)%len(hs)]).slots[0] = uint64(i)
				m.alloc(t, m.cObject, 2)
				m.Restore(s)
			}
			b.ReportMetric(float64(time.Since(start).Microseconds())/float64(b.N), "µs/point")
			b.ReportMetric(float64(len(hs)), "objects")
		})
	}
}
