package explore

import (
	"testing"

	"weft/internal/javatest"
)

// handles17Program is a program of testdata/handles17, compiled with
// --release 17 (the loops and tryFinally are of Java 9).
func handles17Program(t *testing.T, main string) *Program {
	p := &Program{ClassPath: []string{javatest.CompileRelease(t, "17", "testdata/handles17/*.java")}, Main: main}
	t.Cleanup(func() { p.Close() })
	return p
}

// The bodies of the method-handle loops and tryFinally run as ordinary
// frames (vm/methodhandle_driver.go): a race inside a countedLoop's body
// is interleaved, and dpor finds the lost update (before, the loop ran in
// one step: dpor exhausted 5 executions with no bug).
// So it is when the loop's result is boxed (invokeWithArguments: before,
// such a call ran the whole loop nested, with no bug found either), and
// when invoke widens a loop's or a tryFinally's result to another
// reference type (a String taken as a CharSequence, a StringBuilder as
// an Appendable: before, nested, dpor exhausted with no bug), as a
// method's handle whose result invoke widens does.
func TestHandleLoopRace(t *testing.T) {
	for _, args := range [][]string{nil, {"boxed"}, {"widened"}, {"widenedtf"}, {"widenedcall"}} {
		p := handles17Program(t, "HandleLoop")
		p.Args = args
		r, _, err := Explore(p, Config{Strategy: "dpor", Budget: testBudget})
		if err != nil {
			t.Fatal(err)
		}
		if r.Bug == nil || r.Bug.Kind != KindException || r.Bug.Exception != "java.lang.IllegalStateException" {
			t.Errorf("%v: want the lost update's IllegalStateException, got %+v (%s)", args, r.Bug, r.Counters)
		}
	}
}

// A whileLoop's body and a tryFinally's target and cleanup block on a
// monitor main holds, as any call does (before, random's runs stopped
// with "would block on a monitor inside a nested call").
func TestHandleLoopLock(t *testing.T) {
	p := handles17Program(t, "HandleLoopLock")
	for _, s := range []string{"random", "dpor"} {
		r, _, err := Explore(p, Config{Strategy: s, Options: Options{Seed: 1}, Budget: Budget{MaxExecutions: 200, Timeout: testBudget.Timeout, MaxSteps: testBudget.MaxSteps, MaxPoints: testBudget.MaxPoints}})
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		if r.Bug != nil {
			t.Fatalf("%s: %s", s, r.Bug.Summary())
		}
	}
}
