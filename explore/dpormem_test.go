package explore

import (
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
	"time"
	"unsafe"
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

// TestMemoryBudget: Budget.MaxMemory ends a search whose memory grows
// past it "out of memory budget", with its counters, as the other
// budgets do. dpor's choices put off on MailGap keep some 22.5 MB of
// nodes to its bug (332 executions): with 4 MiB over what the process
// held before, and the collector held to that limit as weft explore
// --max-memory does, the search stops before it (after the program's
// first execution, whose JDK classes and boot stay); a budget of one
// byte stops it before the first execution.
func TestMemoryBudget(t *testing.T) {
	p := testProgram(t, "MailGap")
	// One execution first: the JDK's classes and the program's boot are
	// read once and kept.
	if _, _, err := Explore(p, Config{Strategy: "dpor", Budget: Budget{MaxExecutions: 1}}); err != nil {
		t.Fatal(err)
	}
	// The memory earlier tests freed goes back to the system first.
	debug.FreeOSMemory()
	limit := MemoryInUse() + 4<<20
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(limit))
	budget := Budget{MaxExecutions: 2000, Timeout: 3 * time.Minute, MaxSteps: 5_000_000, MaxPoints: 10_000, MaxMemory: limit}
	r, _, err := Explore(p, Config{Strategy: "dpor", Budget: budget})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: %s; in use %s, limit %s", r.Exhausted, r.Counters, MiB(MemoryInUse()), MiB(limit))
	if r.Bug != nil || r.Complete || !strings.HasPrefix(r.Exhausted, "out of memory budget: ") || r.Counters.Executions == 0 {
		t.Fatalf("bug %v, complete %v, exhausted %q after %d executions; want out of memory budget before the bug", r.Bug, r.Complete, r.Exhausted, r.Counters.Executions)
	}
	budget.MaxMemory = 1
	r, _, err = Explore(p, Config{Strategy: "dpor", Budget: budget})
	if err != nil {
		t.Fatal(err)
	}
	if r.Complete || !strings.HasPrefix(r.Exhausted, "out of memory budget: ") || r.Counters.Executions != 0 {
		t.Fatalf("one byte: complete %v, exhausted %q after %d executions", r.Complete, r.Exhausted, r.Counters.Executions)
	}
}

// TestDPORNodeSize: the nodes of the paths of the choices put off are
// most of dpor's memory (some 570000 to mailbox's bug, the ninth
// round's), so a node stays within the allocator's 96-byte size class
// (it was 136 bytes, in the 144 class, with its step's branches and
// two sets of threads of 16 bytes each in it) and what few nodes have
// hangs off rare, itself within 64 bytes (what only the nodes on the
// path of a choice put off have is apart again). Threads from 64 on
// are in the sets all the same.
func TestDPORNodeSize(t *testing.T) {
	if s := unsafe.Sizeof(dporNode{}); s > 96 {
		t.Errorf("a dporNode is %d bytes, want at most 96", s)
	}
	if s := unsafe.Sizeof(dporRare{}); s > 64 {
		t.Errorf("a dporRare is %d bytes, want at most 64", s)
	}
	var n dporNode
	for _, th := range []int{0, 5, 63, 64, 130} {
		n.addToBacktrack(th)
		if th != 5 {
			n.addDone(th)
		}
	}
	for _, th := range []int{0, 5, 63, 64, 130} {
		if !n.inBacktrack(th) || n.isDone(th) != (th != 5) {
			t.Errorf("thread %d: in backtrack %v, done %v", th, n.inBacktrack(th), n.isDone(th))
		}
	}
	for _, th := range []int{1, 62, 65, 127, 129, 131, 400} {
		if n.inBacktrack(th) || n.isDone(th) {
			t.Errorf("thread %d: in backtrack %v, done %v, never added", th, n.inBacktrack(th), n.isDone(th))
		}
	}
	d := n.doneSet()
	n.addDone(131)
	if !d.has(130) || d.has(5) || d.has(131) {
		t.Errorf("done set copied: has 130 %v, 5 %v, 131 (added after) %v", d.has(130), d.has(5), d.has(131))
	}
	n.addToBacktrack(-1)
	if n.backtrack>>63 != 1 || n.backtrack&^(1|1<<5|1<<63) != 0 {
		t.Errorf("backtrack word %b", n.backtrack)
	}
}
