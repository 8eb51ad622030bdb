package explore

import (
	"strings"
	"testing"

	"weft/internal/javatest"
)

// TestDPORInterruptBlock: main starts t, interrupts it and joins it; t
// sleeps, waits (wait(5)) or parks (parkNanos) for 5 ms (InterruptBlock,
// in a directory of its own: no class there calls Thread.getState, so
// dpor's life accesses are off, which the shared testdata directory
// turns on). "before": t throws if the interrupt ended its
// block; "after": main throws if t's block ended on its own, before the
// interrupt, which only --time free allows (in virtual time t's deadline
// comes once main is in its join). The VM's sleep, wait and park read
// the interrupt status natively; the read is now an event (a volatile
// read of Thread.interrupted, vm.interruptRead), which Thread.interrupt's
// write races with: at the block's start (the interrupt before it throws
// at once or returns the park) and at its return once woken (by the
// interrupt, or by its deadline in the time-passes step). Before, dpor
// found "before" in its first execution (main runs first) but called
// every "after" exhausted in 2 executions: the interrupt was independent
// of t's steps, and the time-passes step was never put before it (found
// now in 4; the fixed variants exhausted in 6). dfs finds them all.
func TestDPORInterruptBlock(t *testing.T) {
	classes := javatest.CompileRelease(t, "8", "testdata/interruptblock/*.java")
	for _, strategy := range []string{"dpor", "dfs"} {
		for _, mode := range []string{"sleep", "wait", "park"} {
			for _, when := range []string{"before", "after"} {
				t.Run(strategy+"/"+mode+"/"+when, func(t *testing.T) {
					want := "t's " + mode + " was interrupted"
					if when == "after" {
						want = "the interrupt came after t's " + mode + " ended"
					}
					interruptBlock(t, classes, strategy, mode, when, want)
				})
			}
		}
	}
}

func interruptBlock(t *testing.T, classes, strategy, mode, when, want string) {
	for _, fixed := range []bool{false, true} {
		p := &Program{ClassPath: []string{classes}, Main: "InterruptBlock"}
		t.Cleanup(func() { p.Close() })
		p.Args = []string{mode, when}
		if fixed {
			p.Args = append(p.Args, "fixed")
		}
		r, tr, err := Explore(p, Config{Strategy: strategy, Budget: testBudget, FreeTime: true})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%v: %s", p.Args, r.Counters)
		if lifeLooks(p.Classes()) {
			t.Fatalf("lifeLooks is on: a class beside InterruptBlock calls Thread.getState")
		}
		if fixed {
			if r.Bug != nil || !r.Complete {
				t.Errorf("%v: bug=%v (%s), want exhausted without a bug", p.Args, r.Bug, r.Exhausted)
			}
			continue
		}
		if r.Bug == nil || !strings.Contains(r.Bug.Summary(), want) {
			t.Errorf("%v: bug=%v after %s (%s), want %s", p.Args, r.Bug, r.Counters, r.Exhausted, want)
			continue
		}
		if exec, _, err := tr.Replay(p, DefaultBudget); err != nil || exec.Bug == nil || exec.Bug.Kind != r.Bug.Kind {
			t.Errorf("%v: replay: %v", p.Args, err)
		}
	}
}
