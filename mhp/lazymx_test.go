package mhp

import (
	"testing"

	"weft/classfile"
)

// The order-only relation (without mutual exclusion) is solved on the
// first ParallelIgnoringLocks, not by Compute, and answers as solving it
// at once does, on every suite-A program.
func TestLazyMX(t *testing.T) {
	waits := 0
	for _, p := range compileSuiteA(t) {
		rep, err := Run(suiteProgramOf(t, p), classfile.InternalName(p.Main), Config{})
		if err != nil {
			t.Fatal(err)
		}
		g := rep.PEG
		r := Compute(g, Precise)
		if r.mx != nil {
			t.Fatalf("%s: Compute solved the relation without locks", p.Name)
		}
		want := solve(g, false)
		for _, a := range g.Nodes {
			if a.Kind == Waiting {
				waits++
			}
			for _, b := range g.Nodes {
				if got := r.ParallelIgnoringLocks(a, b); got != want[a.ID].Has(b.ID) {
					t.Fatalf("%s: ParallelIgnoringLocks(%v, %v) = %v", p.Name, a, b, got)
				}
			}
		}
	}
	if waits == 0 {
		t.Fatal("no program waits")
	}
}
