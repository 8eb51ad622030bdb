package explore

import (
	"os"
	"sort"
	"strings"
	"testing"

	"weft/benchmarks"
	"weft/vm"
)

// racesOf runs main once (the VM's default schedule) and returns its
// races among the accesses of main's class and its nested classes, as "File.java:line kind - File.java:line
// kind", the two accesses in order.
func racesOf(t *testing.T, main string) []string {
	t.Helper()
	return racesWhere(t, main, func(a *vm.Access) bool {
		return a.Site.Class == main || strings.HasPrefix(a.Site.Class, main+"$")
	})
}

// racesWhere is racesOf among the accesses check selects.
func racesWhere(t *testing.T, main string, check func(a *vm.Access) bool) []string {
	t.Helper()
	p := testProgram(t, main)
	if err := p.Open(); err != nil {
		t.Fatal(err)
	}
	x := NewExplorer(p, testBudget)
	ex, err := x.Execute(&vm.FIFO{})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range Races(EventsWithInits(ex), check) {
		a, b := r.A.Pos+" "+r.A.Kind.String(), r.B.Pos+" "+r.B.Kind.String()
		out = append(out, min(a, b)+" - "+max(a, b))
	}
	sort.Strings(out)
	return out
}

// Two threads' unsynchronized increments race (lines 7 and 8); main's read
// after joining them (line 18) does not.
func TestRacesLostUpdate(t *testing.T) {
	got := strings.Join(racesOf(t, "LostUpdate"), "\n")
	for _, want := range []string{"LostUpdate.java:7 read - LostUpdate.java:8 write", "LostUpdate.java:8 write - LostUpdate.java:8 write"} {
		if !strings.Contains(got, want) {
			t.Errorf("races:\n%s\nlack %q", got, want)
		}
	}
	if strings.Contains(got, "LostUpdate.java:18") {
		t.Errorf("main's read after the joins races:\n%s", got)
	}
}

// Programs whose accesses happen-before edges order, so that they have no
// race (each raced before its edge was modelled, and vsched warned):
//   - RaceFree: data handed over by a monitor, an atomic, a volatile, a
//     latch, a Future, start and join;
//   - HookJoined: the hooks DestroyJavaVM starts at a normal end come
//     after every non-daemon thread's end (it joins them), so a worker's
//     write does not race with a hook's read;
//   - EnumSwitch: the thread that initializes a class writes its statics
//     before another thread's use of the class reads them (JLS 12.4.2):
//     EnumSwitch$1's switch map, written by the first thread to switch
//     and read by the second;
//   - ParkBack: an unpark happens before the return of the park it ends,
//     so the worker's read of a field before its unpark does not race
//     with main's clear of it after its park (as the JDK's
//     AbstractQueuedSynchronizer reads and clears a Node's waiter: a
//     CountDownLatch awaited by main and counted down by workers).
func TestRacesNone(t *testing.T) {
	for _, main := range []string{"RaceFree", "HookJoined", "EnumSwitch", "ParkBack"} {
		if got := racesOf(t, main); len(got) > 0 {
			t.Errorf("%s: races:\n%s", main, strings.Join(got, "\n"))
		}
	}
}

// The edges main takes while it runs alone, after the worker that wrote
// AloneJoin.n ended (a join, a monitor, a volatile, a compare-and-set, a
// latch, a Future, a join before System.exit), order the write before
// the read of the thread main starts next: no race (each was one, the VM
// reported no synchronization of a thread running alone).
func TestRacesAloneEdges(t *testing.T) {
	for _, main := range []string{"AloneJoin", "AloneLock", "AloneVolatile", "AloneCAS", "AloneLatch", "AloneFuture", "AloneExit"} {
		t.Run(main, func(t *testing.T) {
			n := 0
			got := racesWhere(t, main, func(a *vm.Access) bool {
				if a.Field == "AloneJoin.n" {
					n++
					return true
				}
				return false
			})
			if len(got) > 0 {
				t.Errorf("races:\n%s", strings.Join(got, "\n"))
			}
			if n < 2 {
				t.Errorf("%d accesses of AloneJoin.n checked, want the write and the read", n)
			}
		})
	}
}

// Without an edge, the thread main starts after the worker ended races
// with it: the edges taken alone hide no race.
func TestRacesAloneNoEdge(t *testing.T) {
	got := racesWhere(t, "AloneNoEdge", func(a *vm.Access) bool { return a.Field == "AloneJoin.n" })
	if len(got) != 1 {
		t.Errorf("races: %q, want the read against the write", got)
	}
}

// dpor races each operation of a step with its thread's clock at that
// operation: a thread running alone synchronizes (vm.syncVisible) without
// scheduling points, and what its step joined before an operation
// happens before it. Raced with the clock before the step, the monitor
// entries main makes alone on suite A's account-subtype after joining
// the tellers reordered steps of theirs it is ordered after: 597 states
// to the bug, 492 before the VM reported them, 453 now.
func TestDPORStepClock(t *testing.T) {
	s, err := benchmarks.Load("../benchmarks")
	if err != nil {
		t.Skip(err)
	}
	c := s.Case("account-subtype")
	if c == nil {
		t.Fatal("no suite-A case account-subtype")
	}
	if _, err := os.Stat(s.JarPath(c)); err != nil {
		t.Skipf("benchmark jars not built (benchmarks/build.sh): %v", err)
	}
	p := SuiteProgram(s, c)
	defer p.Close()
	r, _, err := Explore(p, Config{Strategy: "dpor", Budget: testBudget})
	if err != nil {
		t.Fatal(err)
	}
	if r.Bug == nil || r.Counters.States > 492 {
		t.Errorf("dpor on account-subtype: bug %v in %d states, want one in at most 492", r.Bug, r.Counters.States)
	}
}

// A static field's write through a method handle (findStaticSetter) is an
// access of the variable getstatic reads: they race. (The handle named the
// class's statics object too, a variable of its own: no race.)
func TestRacesHandleStatic(t *testing.T) {
	got := strings.Join(racesOf(t, "HandleStatic"), "\n")
	if !strings.Contains(got, "HandleStatic.java:19 read") {
		t.Errorf("races:\n%s\nwant main's read at line 19 against the handle's write", got)
	}
}

// TestRacesWideBytes: a heap ByteBuffer's putInt(0, …) writes bytes 0 to
// 3 of its byte[] through one Unsafe putInt, an event on byte 0 whose
// vm.Access.Width is 4 (UnsafeWide); main's plain read of byte 2, which
// no edge orders with it, races with it (Races takes the put as an access
// of each of its bytes: wideBytes). Before, the put was an access of byte
// 0 alone and Races found no race on the array.
func TestRacesWideBytes(t *testing.T) {
	arrays := func(a *vm.Access) bool { return a.Kind == vm.KArrayRead || a.Kind == vm.KArrayWrite }
	got := racesWhere(t, "UnsafeWide", arrays)
	if len(got) != 1 || got[0] != "UnsafeWide.java:11 awrite - UnsafeWide.java:16 aread" {
		t.Errorf("races on byte[] elements:\n%s\nwant main's read at UnsafeWide.java:16 with the put's write", strings.Join(got, "\n"))
	}
}
