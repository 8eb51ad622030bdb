package explore

import (
	"testing"

	"weft/vm"
)

// TestFreeTime: bugs that need a timed wait to end before another thread
// is done (WaitSleep: lock.wait(100) used as a sleep; SchedDelayed: a
// sleep(1) begun just after a task was scheduled in 1 ms, taken to mean
// the task is done; ClockSkew: a step timed with System.nanoTime, which
// another thread's sleep ending in it makes slow) are found with
// Config.FreeTime, and their traces replay; without it dfs and dpor
// exhaust the programs (the waits end in virtual time, after the others
// are done). The fixed variants have no bug either way. ClockSkew is
// found by dpor only if it takes the end of the sleep as dependent with
// main's reads of the clock (TestTimeDependence).
func TestFreeTime(t *testing.T) {
	programs := []struct {
		main, exception string
		args, fixed     []string
	}{
		{"WaitSleep", "java.lang.NullPointerException", nil, []string{"1", "fixed"}},
		{"SchedDelayed", "java.lang.IllegalStateException", nil, []string{"fixed"}},
		{"ClockSkew", "java.lang.IllegalStateException", nil, []string{"fixed"}},
	}
	for _, strategy := range []string{"random", "pct", "dfs", "dpor"} {
		for _, prog := range programs {
			t.Run(strategy+"/"+prog.main, func(t *testing.T) {
				p := testProgram(t, prog.main)
				p.Args = prog.args
				r, tr, err := Explore(p, Config{Strategy: strategy, Options: Options{Seed: 1, Depth: 3}, Budget: testBudget, FreeTime: true})
				if err != nil {
					t.Fatal(err)
				}
				if r.Bug == nil {
					t.Fatalf("no bug found: complete=%v exhausted=%q %s", r.Complete, r.Exhausted, r.Counters)
				}
				if r.Bug.Kind != KindException || r.Bug.Exception != prog.exception {
					t.Fatalf("found %s, want %s", r.Bug.Summary(), prog.exception)
				}
				if !tr.FreeTime {
					t.Errorf("the trace does not say that time was free")
				}
				t.Logf("%s: %s; %s", strategy, r.Bug.Summary(), r.Counters)
				rr := saveAndReplay(t, tr, testBudget)
				if got, want := failOf(rr.Bug), tr.Expect; got != want {
					t.Errorf("replay failed with %s, want %s", got, want)
				}
				if strategy != "dpor" && (strategy != "dfs" || prog.main == "SchedDelayed") {
					return // dfs: SchedDelayed fixed takes 5000 executions
				}
				for _, free := range []bool{false, true} {
					args := prog.args
					if free {
						args = prog.fixed
					}
					p := testProgram(t, prog.main)
					p.Args = args
					r, _, err := Explore(p, Config{Strategy: strategy, Budget: testBudget, FreeTime: free})
					if err != nil {
						t.Fatal(err)
					}
					if r.Bug != nil || !r.Complete {
						t.Errorf("%v free=%v: want no bug and the search exhausted, got bug %v, exhausted %q, warnings %q",
							args, free, r.Bug != nil, r.Exhausted, r.Warnings)
					}
				}
			})
		}
	}
}

// dependent reports whether dpor takes two accesses of different threads
// as dependent (dacc.dep, on the accesses' numbers in one dporKeys).
func dependent(a, b *vm.Access) bool {
	ks := newDPORKeys()
	return ks.of(a).dep(ks.of(b))
}

// TestTimeDependence: dpor takes a time-passes step as dependent with a
// read of the clock (System.nanoTime, the start of a timed wait) and, for
// a wait(ms), with the operations on its monitor; two reads of the clock
// are independent.
func TestTimeDependence(t *testing.T) {
	m := vm.ObjectID{Seq: 7}
	sleepEnd := vm.Access{Thread: 1, Kind: vm.KTimeout}
	waitEnd := vm.Access{Thread: 1, Kind: vm.KTimeout, Obj: m, HasObj: true, Field: "wait"}
	clock := vm.Access{Thread: 2, Kind: vm.KClock}
	notify := vm.Access{Thread: 2, Kind: vm.KNotify, Obj: m, HasObj: true}
	for _, c := range []struct {
		a, b vm.Access
		want bool
	}{
		{sleepEnd, clock, true},
		{waitEnd, clock, true},
		{waitEnd, notify, true},
		{sleepEnd, notify, false},
		{clock, vm.Access{Thread: 1, Kind: vm.KClock}, false},
		{waitEnd, vm.Access{Thread: 2, Kind: vm.KTimeout, Obj: vm.ObjectID{Seq: 8}, HasObj: true, Field: "wait"}, true},
		{waitEnd, vm.Access{Thread: 2, Kind: vm.KNotify, Obj: vm.ObjectID{Seq: 8}, HasObj: true}, false},
		{vm.Access{Thread: 1, Kind: vm.KRead, Obj: m, HasObj: true, Field: "f"}, vm.Access{Thread: 2, Kind: vm.KWrite, Obj: m, HasObj: true, Field: "f"}, true},
		{vm.Access{Thread: 1, Kind: vm.KRead, Obj: m, HasObj: true, Field: "f"}, vm.Access{Thread: 2, Kind: vm.KRead, Obj: m, HasObj: true, Field: "f"}, false},
		{vm.Access{Thread: 1, Kind: vm.KWrite, Obj: m, HasObj: true, Field: "f"}, vm.Access{Thread: 2, Kind: vm.KWrite, Obj: m, HasObj: true, Field: "g"}, false},
		{vm.Access{Thread: 1, Kind: vm.KSleep}, vm.Access{Thread: 2, Kind: vm.KSleep}, false},
	} {
		if got := dependent(&c.a, &c.b); got != c.want {
			t.Errorf("dependent(%v, %v) = %v, want %v", c.a, c.b, got, c.want)
		}
		if got := dependent(&c.b, &c.a); got != c.want {
			t.Errorf("dependent(%v, %v) = %v, want %v", c.b, c.a, got, c.want)
		}
	}
}
