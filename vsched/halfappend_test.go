package vsched

import (
	"testing"
	"time"

	"weft/explore"
)

// A goal whose partner is a JDK call summarized as one <state> write
// (StringBuilder.append) runs that call to its end before the trigger.
func TestHalfAppend(t *testing.T) {
	dir := compileFigure(t, "HalfAppend")
	p := &explore.Program{ClassPath: []string{dir}, Main: "HalfAppend"}
	rep, _, err := explore.Explore(p, explore.Config{Strategy: "vsched",
		Budget: explore.Budget{Timeout: time.Minute, MaxSteps: 1_000_000, MaxPoints: 10_000}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Bug == nil || rep.Bug.Exception != "java.lang.IllegalStateException" || rep.Bug.Message != "half-written: a" {
		t.Fatalf("want IllegalStateException: half-written: a, got %v (%s)", rep.Bug, rep.Exhausted)
	}
}
