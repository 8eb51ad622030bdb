package explore

import (
	"runtime"
	"testing"
	"time"
)

// TestDPORLaterMemory: the choices dpor puts off (dporLaters) keep the
// nodes of their paths, hundreds of thousands on the larger examples,
// so a node must be small. On MailGap's 332 executions to its bug the
// live heap (sampled every 50 executions) grows by 22.5 MB with the
// compact nodes (dacc, tset, dporRare, parent links), and grew by 72.8
// MB with a vm.Access per runnable and sleeping thread, three maps per
// node and a copy of the path for each run whose choices were put off.
func TestDPORLaterMemory(t *testing.T) {
	var ms runtime.MemStats
	live := func() uint64 {
		runtime.GC()
		runtime.ReadMemStats(&ms)
		return ms.HeapAlloc
	}
	p := testProgram(t, "MailGap")
	if err := p.Open(); err != nil {
		t.Fatal(err)
	}
	base := live()
	var peak uint64
	n := 0
	budget := Budget{MaxExecutions: 2000, Timeout: 3 * time.Minute, MaxSteps: 5_000_000, MaxPoints: 10_000}
	r, _, err := Explore(p, Config{Strategy: "dpor", Budget: budget, OnExecution: func(*Execution) {
		if n++; n%50 == 0 {
			peak = max(peak, live())
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	if r.Bug == nil {
		t.Fatalf("no bug: %s", r.Counters)
	}
	if n < 50 {
		t.Fatalf("%d executions: the live heap was never sampled", n)
	}
	grown := float64(peak-min(peak, base)) / (1 << 20)
	t.Logf("%s; live heap grew by %.1f MB", r.Counters, grown)
	if grown > 40 {
		t.Errorf("the live heap grew by %.1f MB, want at most 40", grown)
	}
}
