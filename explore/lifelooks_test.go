package explore

import (
	"testing"

	"weft/internal/javatest"
)

// TestDPORLifeLooksThreadOnly: the life accesses are on where the
// program calls Thread.getState (lifeLooks), not where it names any
// getState: testdata/aqsstate's AqsState calls an AQS subclass's
// getState (an int), testdata/aqsowner's is the same program without
// it, and dpor explores both alike. Before, the AQS's getState turned
// them on: 5 executions against 3.
func TestDPORLifeLooksThreadOnly(t *testing.T) {
	var counters [2]Counters
	for k, dir := range []string{"aqsstate", "aqsowner"} {
		p := &Program{ClassPath: []string{javatest.CompileRelease(t, "8", "testdata/"+dir+"/*.java")}, Main: "AqsState"}
		t.Cleanup(func() { p.Close() })
		r, _, err := Explore(p, Config{Strategy: "dpor", Budget: testBudget})
		if err != nil {
			t.Fatal(err)
		}
		if lifeLooks(p.Classes()) {
			t.Errorf("%s: lifeLooks is on without a call of Thread.getState", dir)
		}
		if r.Bug != nil || !r.Complete {
			t.Fatalf("%s: bug=%v (%s), want exhausted without a bug", dir, r.Bug, r.Exhausted)
		}
		t.Logf("%s: %s", dir, r.Counters)
		counters[k] = r.Counters
	}
	if a, b := counters[0], counters[1]; a.Executions != b.Executions || a.States != b.States {
		t.Errorf("AqsState: %d executions, %d states with the AQS's getState, %d, %d without", a.Executions, a.States, b.Executions, b.States)
	}
	p := testProgram(t, "StateRace")
	if _, _, err := Explore(p, Config{Strategy: "random", Budget: Budget{MaxExecutions: 1}}); err != nil {
		t.Fatal(err)
	}
	if !lifeLooks(p.Classes()) {
		t.Errorf("testdata: lifeLooks is off where StateRace calls Thread.getState")
	}
}
