package explore

import (
	"fmt"
	"testing"

	"weft/vm"
)

// roundRobin picks the enabled threads in turn and asks to save the
// scheduling point numbered at (counting from 1).
type roundRobin struct {
	x     *Explorer
	n, at int
	saved *Saved
}

func (s *roundRobin) Choose(p *vm.Point) int {
	s.n++
	if s.n == s.at {
		s.x.SaveHere(func(sv *Saved) { s.saved = sv })
	}
	return s.n % len(p.Enabled)
}

// TestExecuteFrom: an execution restored from a point saved with SaveHere
// and driven by the same scheduler from there makes the same decisions,
// the same events and the same outcome as the execution that saved it,
// and counts only the bytecodes run after the point.
func TestExecuteFrom(t *testing.T) {
	p := testProgram(t, "LostUpdate")
	x := NewExplorer(p, testBudget)
	s := &roundRobin{x: x, at: 7}
	full, err := x.Execute(s)
	if err != nil || full.Cut != "" {
		t.Fatalf("first run: %v %q", err, full.Cut)
	}
	if s.saved == nil {
		t.Fatal("nothing saved")
	}
	if len(s.saved.decisions) != 6 {
		t.Fatalf("saved after %d decisions, want 6", len(s.saved.decisions))
	}
	// An execution in between moves the VM elsewhere.
	if _, err := x.Execute(&roundRobin{x: x}); err != nil {
		t.Fatal(err)
	}
	again := &roundRobin{x: x, n: 6}
	from, err := x.ExecuteFrom(s.saved, again)
	if err != nil || from.Cut != "" {
		t.Fatalf("restored run: %v %q", err, from.Cut)
	}
	if fmt.Sprint(from.Decisions) != fmt.Sprint(full.Decisions) {
		t.Errorf("decisions %v, want %v", from.Decisions, full.Decisions)
	}
	if len(from.Events) != len(full.Events) {
		t.Fatalf("%d events, want %d", len(from.Events), len(full.Events))
	}
	for i := range full.Events {
		if from.Events[i].Access != full.Events[i].Access || from.Events[i].Value != full.Events[i].Value {
			t.Fatalf("event %d: %v, want %v", i, from.Events[i], full.Events[i])
		}
	}
	if (from.Bug == nil) != (full.Bug == nil) || from.Bug != nil && from.Bug.Summary() != full.Bug.Summary() {
		t.Errorf("bug %v, want %v", from.Bug, full.Bug)
	}
	if from.Steps <= 0 || from.Steps >= full.Steps {
		t.Errorf("restored run counted %d bytecodes, want fewer than the full run's %d", from.Steps, full.Steps)
	}
}
