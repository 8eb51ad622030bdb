package vsched

import (
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"weft/explore"
	"weft/internal/javatest"
	"weft/vm"
)

// A pair whose candidates were found blocked, on their way to the
// partner, by a monitor the trigger's thread holds is put off at a later
// bpt where they are where they were then and that thread holds that
// monitor (run.learnBlocked, Strategy.blockedBehind). sessions (examples/):
// two request threads put into a Collections.synchronizedMap, whose put
// holds the map's lock, and a sweeper iterates its entrySet without it
// (entrySet itself takes the lock). Each put was a bpt paired with the
// sweeper's iterator accesses, and with the sweeper not yet in its loop
// every try ended with the sweeper blocked at entrySet: 225 of the 242
// executions to the bug. Now the ConcurrentModificationException comes
// in 18, and in 3 with those pairs served from before the put's monitor
// entry (run.hoist, TestHoistBeforeCallLock).
func TestBlockedBehindPutOff(t *testing.T) {
	dir := javatest.CompileRelease(t, "8", filepath.Join("..", "examples", "sessions", "src", "sessions", "*.java"))
	p := &explore.Program{ClassPath: []string{dir}, Main: "sessions.Main"}
	t.Cleanup(func() { p.Close() })
	rep, _, err := explore.Explore(p, explore.Config{Strategy: "vsched",
		Budget: explore.Budget{Timeout: 2 * time.Minute, MaxExecutions: 60, MaxSteps: 20_000_000, MaxPoints: 100_000}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Bug == nil {
		t.Fatalf("no bug found in 60 executions: %s (%s)", rep.Exhausted, rep.Counters)
	}
	if s := rep.Bug.Summary(); !strings.Contains(s, "ConcurrentModificationException") {
		t.Errorf("found %s, want the sweeper's ConcurrentModificationException", s)
	}
	t.Logf("%s", rep.Counters)
}

// A bpt at an access that a JDK call the analysis summarizes makes under
// a monitor the call took (a Collections.synchronizedMap's put, under the
// map's mutex) is served from before that monitor entry when a pair's
// candidate is found blocked on it (run.hoist). SweepLock (sessions
// reduced): two writers put into a synchronizedMap, a sweeper started
// after them iterates its entrySet without the lock (entrySet takes it).
// Every put's bpt was made with the mutex held, and each try ended with
// the sweeper blocked at entrySet: "the search space is exhausted" after
// 163 executions, where dpor finds the ConcurrentModificationException
// (here a PCT run of the portfolio found it, after 422 executions, with
// no value schedule). Now the value-schedule search finds it in 3.
func TestHoistBeforeCallLock(t *testing.T) {
	rep, _ := findBug(t, "SweepLock", "the sweeper's ConcurrentModificationException", func(b *explore.Bug) bool {
		return strings.Contains(b.Summary(), "ConcurrentModificationException")
	})
	if len(rep.ValueSchedule) == 0 || rep.Counters.Executions > 60 {
		t.Errorf("found in %d executions with %d ordered pairs, want a value schedule within 60", rep.Counters.Executions, len(rep.ValueSchedule))
	}
}

// A hoisted bpt keeps the goals of the bpt it comes from, so two bpts at
// the same point with the same partner under other goals are two hoisted
// bpts (run.hoist's hoistKey has the goal stack). HoistGoals: main's read
// of v is a bpt with two pairs, the writer's v = 1 and v = 2 first; both
// runs drive the writer through its put into a synchronizedMap, where
// each makes bpts paired with the sweeper's iteration, found blocked on
// the map's lock. The bug needs the sweeper first and v = 2 before main's
// read. Keyed by point and partner alone, only the bpts under the v = 1
// goal were hoisted: "exhausted" after 100 executions; now the bug comes
// in 45.
func TestHoistKeyedByGoals(t *testing.T) {
	findBug(t, "HoistGoals", "main's IllegalStateException", func(b *explore.Bug) bool {
		return strings.Contains(b.Summary(), "IllegalStateException")
	})
}

// A static the trigger's thread writes between two bpts of its JDK call
// (KnownStatic: replaceAll's operator on a synchronizedList) may decide
// whether the candidate blocks: the try from a bpt after the write blocks
// the reader on the list's lock (phase == 1) and is hoisted, the try of
// the same pair from the bpt before it (phase == 0) does not block and
// finds the half-replaced list, so knownBlocked must not skip it.
func TestKnownBlockedStatic(t *testing.T) {
	findBug(t, "KnownStatic", "the reader's IllegalStateException", func(b *explore.Bug) bool {
		return strings.Contains(b.Summary(), "half replaced")
	})
}

// A pair of a bpt made under a JDK call's monitor is not tried when a try
// of the same pair from another bpt of the same call, whose candidate ran
// alone and blocked on that monitor, made the hoisted bpt, and the
// trigger's thread touched nothing the candidate touched in between
// (Strategy.knownBlocked): the try would repeat that one step for step.
// HoistGoals' fixed variant (the sweeper iterates under the map's lock)
// is explored to its end with the same bpts, in fewer executions.
func TestKnownBlockedSameSearch(t *testing.T) {
	dir := javatest.Compile(t, filepath.Join("testdata", "HoistGoals.java"))
	var created [2]string
	var execs, states [2]int64
	for i, skip := range []bool{false, true} {
		s := New()
		s.Record, s.SkipKnownBlocked = true, skip
		explore.Register("vsched-"+t.Name(), func(explore.Options) explore.Strategy { return s })
		p := &explore.Program{ClassPath: []string{dir}, Main: "HoistGoals", Args: []string{"fixed"}}
		rep, _, err := explore.Explore(p, explore.Config{Strategy: "vsched-" + t.Name(),
			Budget: explore.Budget{Timeout: 2 * time.Minute, MaxSteps: 1_000_000, MaxPoints: 100_000}})
		p.Close()
		if err != nil {
			t.Fatal(err)
		}
		if rep.Bug != nil || rep.Exhausted != "" {
			t.Fatalf("skip %v: want the search space exhausted, got bug %v (%s)", skip, rep.Bug, rep.Exhausted)
		}
		if skip && s.KnownBlocked == 0 {
			t.Errorf("no pair skipped as known blocked")
		}
		sort.Strings(s.Created)
		created[i] = strings.Join(s.Created, "\n")
		execs[i], states[i] = rep.Counters.Executions, rep.Counters.States
		t.Logf("skip %v: %s, %d skipped", skip, rep.Counters, s.KnownBlocked)
	}
	if created[0] != created[1] || states[0] != states[1] {
		t.Errorf("the bpts differ: %d states without, %d with", states[0], states[1])
	}
	if execs[1] >= execs[0] {
		t.Errorf("%d executions with the pairs known blocked skipped, %d without: want fewer", execs[1], execs[0])
	}
}

// goalsKey names the accesses of a goal's Alts, not their count: two goal
// stacks alike but for which other accesses of the trigger's call fulfil
// the goal are two hoisted bpts' keys (hoistKey), not one.
func TestGoalsKeyNamesAlts(t *testing.T) {
	obj := vm.ObjectID{Thread: "main", Seq: 1}
	trig := vm.Access{Thread: 1, Kind: vm.KWrite, Obj: obj, HasObj: true, Field: "java/util/HashMap.modCount"}
	alt := func(f string) vm.Access {
		return vm.Access{Thread: 1, Kind: vm.KWrite, Obj: obj, HasObj: true, Field: f}
	}
	g1 := []goal{{Trig: trig, Alts: []vm.Access{alt("java/util/HashMap.size")}}}
	g2 := []goal{{Trig: trig, Alts: []vm.Access{alt("java/util/HashMap.table")}}}
	if goalsKey(g1) == goalsKey(g2) {
		t.Errorf("two goal stacks whose goal's Alts differ share the key %q", goalsKey(g1))
	}
	g3 := []goal{{Trig: trig, Alts: []vm.Access{alt("java/util/HashMap.size")}}}
	if goalsKey(g1) != goalsKey(g3) {
		t.Errorf("one goal stack, two keys: %q, %q", goalsKey(g1), goalsKey(g3))
	}
}

// TestMemoVars checks the variables knownBlocked compares (memoVars): a
// wide byte[] write meets a read of any of its bytes, and the clock a
// sleep moves is the clock a KClock event reads.
func TestMemoVars(t *testing.T) {
	o := vm.ObjectID{Thread: "main", Seq: 7}
	wide := vm.Access{Kind: vm.KArrayWrite, Obj: o, HasObj: true, Index: 0, Width: 4}
	read := vm.Access{Kind: vm.KArrayRead, Obj: o, HasObj: true, Index: 2}
	has := func(vs []variable, v variable) bool { return slices.Contains(vs, v) }
	for _, v := range memoVars(read) {
		if !has(memoVars(wide), v) {
			t.Errorf("byte 2's read %v is not among the wide write's variables %v", v, memoVars(wide))
		}
	}
	if len(memoVars(wide)) != 4 {
		t.Errorf("a 4-byte write touches %d variables, want 4", len(memoVars(wide)))
	}
	clock := memoVars(vm.Access{Kind: vm.KClock})
	for _, k := range []vm.Kind{vm.KSleep, vm.KTimeout} {
		if c := memoVars(vm.Access{Kind: k}); len(c) != 1 || !has(clock, c[0]) {
			t.Errorf("%v touches %v, want the clock a KClock reads (%v)", k, c, clock)
		}
	}
	if vs := memoVars(vm.Access{Kind: vm.KRead, Field: "p/C.phase"}); len(vs) != 1 {
		t.Errorf("a static field's read touches %v, want its field", vs)
	}
}
