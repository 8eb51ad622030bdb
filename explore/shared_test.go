package explore

import (
	"bytes"
	"os"
	"testing"

	"weft/benchmarks"
)

// TestSharedBase: the Explorers of one Program run on one VM booted up to
// main (Program.Boot boots it ahead), whatever Config.Alone each asks for,
// and every run on it is the run an Explorer with a VM of its own makes:
// on each suite-A program, an explorer with Alone on runs random
// schedules first, then one with Alone off and another with it on run
// the same seeds on that VM as explorers of a second Program, each with
// its own VM (same state hashes, decisions, events and outcomes).
func TestSharedBase(t *testing.T) {
	s, err := benchmarks.Load("../benchmarks")
	if err != nil {
		t.Skip(err)
	}
	runs := int64(2)
	if testing.Short() {
		runs = 1
	}
	budget := Budget{MaxSteps: 2_000_000, MaxPoints: 5_000}
	newX := func(p *Program, alone bool) *Explorer {
		x := NewExplorer(p, budget)
		x.NotifyChoice, x.CanonicalFrames, x.Alone = true, true, alone
		return x
	}
	for _, c := range s.Filter("A") {
		if _, err := os.Stat(s.JarPath(c)); err != nil {
			t.Skipf("benchmark jars not built (benchmarks/build.sh): %v", err)
		}
		t.Run(c.Name, func(t *testing.T) {
			p := SuiteProgram(s, c)
			t.Cleanup(func() { p.Close() })
			first := newX(p, true)
			for seed := int64(100); seed < 100+runs; seed++ {
				recordRun(t, first, seed)
			}
			for _, alone := range []bool{false, true} {
				own := SuiteProgram(s, c)
				t.Cleanup(func() { own.Close() })
				shared, apart := newX(p, alone), newX(own, alone)
				for seed := int64(1); seed <= runs; seed++ {
					sameRun(t, seed, "own VM", "shared", recordRun(t, apart, seed), recordRun(t, shared, seed))
				}
				if first.base.single && shared.base != first.base {
					t.Errorf("alone %v: the second explorer booted a VM of its own", alone)
				}
			}
		})
	}
}

// TestBaseKept: an Explorer whose settings differ from the booted VM's in
// what the boot depends on, or that writes the program's output
// somewhere, boots a VM of its own; Boot's VM serves the next explorer
// with the same MaxSteps.
func TestBaseKept(t *testing.T) {
	p := testProgram(t, "LostUpdate")
	budget := Budget{MaxSteps: 1_000_000, MaxPoints: 10_000}
	if err := p.Boot(budget); err != nil {
		t.Fatal(err)
	}
	if len(p.bases) != 1 {
		t.Fatalf("Boot left %d VMs, want 1", len(p.bases))
	}
	booted := p.bases[0]
	run := func(x *Explorer) *base {
		t.Helper()
		ex, err := x.Execute(firstEnabled{})
		if err != nil {
			t.Fatal(err)
		}
		if ex.Outcome == nil {
			t.Fatalf("no outcome (cut: %s)", ex.Cut)
		}
		return x.base
	}
	x := NewExplorer(p, budget)
	x.Alone = true
	if b := run(x); b != booted {
		t.Error("an explorer with the same MaxSteps did not take the booted VM")
	}
	other := NewExplorer(p, Budget{MaxSteps: 2_000_000})
	if b := run(other); b == booted {
		t.Error("an explorer with another MaxSteps took the booted VM")
	}
	var out bytes.Buffer
	printing := NewExplorer(p, budget)
	printing.Stdout = &out
	if b := run(printing); b == booted {
		t.Error("an explorer with its own Stdout took the booted VM")
	}
	if len(p.bases) != 2 {
		t.Errorf("%d shared VMs, want 2 (Boot's and the other MaxSteps')", len(p.bases))
	}
}
