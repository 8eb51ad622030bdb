package unfold

import (
	"fmt"
	"slices"
	"testing"

	"weft/explore"
	"weft/vm"
)

// dporDSERuns explores p exhaustively with dpor-dse and returns a summary
// of each run: the outcome of each thread's branch and the order of the
// threads' accesses to the static field.
func dporDSERuns(t *testing.T, p *explore.Program, field string) (*DPORDSE, []string) {
	t.Helper()
	x := explore.NewExplorer(p, testBudget)
	var runs []string
	x.OnExecution = func(e *explore.Execution) {
		s := ""
		for _, ev := range e.Events {
			switch {
			case ev.Kind == vm.KBranch:
				s += fmt.Sprintf("t%d:b%d ", ev.Thread, ev.Branch)
			case ev.Field == field && (ev.Kind == vm.KRead || ev.Kind == vm.KWrite):
				s += fmt.Sprintf("t%d:%v ", ev.Thread, ev.Kind)
			}
		}
		runs = append(runs, s)
	}
	d := &DPORDSE{Exhaustive: true}
	if _, err := d.Explore(x); err != nil {
		t.Fatal(err)
	}
	return d, runs
}

// DPOR with DSE in one execution tree (seeds/000 §2.3–2.4) on the program
// of Fig. 2.4: its 8 symbolic paths hold 6 Mazurkiewicz traces (both
// orders of the two reads are one trace), and the tree covers each once.
func TestDPORDSEFigure24(t *testing.T) {
	p := compile(t, "Fig24")
	p.InputMethods = []string{"Fig24.input"}
	d, runs := dporDSERuns(t, p, "Fig24.X")
	for _, r := range runs {
		t.Log(r)
	}
	distinct := slices.Compact(slices.Sorted(slices.Values(runs)))
	if len(runs) != 6 || len(distinct) != 6 || d.Stats.Missed != 0 {
		t.Errorf("%d runs (%d distinct), %+v; want the 6 traces once each", len(runs), len(distinct), d.Stats)
	}
}

// A branch before the first scheduling point is a node above the whole
// tree: its other outcome is explored too (one thread, one run), and the
// outcome that starts two writers gets both orders of their writes (the
// VM reports a thread's accesses only while another thread is live, so
// each run shows the first write).
func TestDPORDSERootBranch(t *testing.T) {
	p := compile(t, "PreBranch")
	p.InputMethods = []string{"PreBranch.input"}
	d, runs := dporDSERuns(t, p, "PreBranch.X")
	for _, r := range runs {
		t.Log(r)
	}
	got := slices.Compact(slices.Sorted(slices.Values(runs)))
	want := [][]string{
		{"t0:b0 t1:write ", "t0:b0 t2:write ", "t0:b1 "},
		{"t0:b0 ", "t0:b1 t1:write ", "t0:b1 t2:write "},
	}
	if len(runs) != 3 || (!slices.Equal(got, want[0]) && !slices.Equal(got, want[1])) || d.Stats.Solves != 1 || d.Stats.Missed != 0 {
		t.Errorf("runs %q, %+v; want one run of the one-thread outcome and one per first writer of the other", runs, d.Stats)
	}
}

// A notify's choice of waiter is recorded among the symbolic branches of
// the notifier's step, in order, and flipped like them: WakeInput
// deadlocks only when the server's notify wakes the later waiter and its
// input, read after the notify in the same step, is above 5. dpor-dse
// starts with the input 0 and the longest waiter, so it needs both flips
// in one step (the branch's with the choice replayed, or the choice's
// with the solved input kept) to find the deadlock.
func TestDPORDSENotifyChoice(t *testing.T) {
	p := compile(t, "WakeInput")
	p.InputMethods = []string{"WakeInput.input"}
	x := explore.NewExplorer(p, testBudget)
	d := &DPORDSE{}
	exec, err := d.Explore(x)
	if err != nil {
		t.Fatal(err)
	}
	if exec == nil || exec.Bug == nil || exec.Bug.Kind != explore.KindDeadlock {
		t.Fatalf("no deadlock found (%+v, %s)", d.Stats, x.Counters)
	}
	if len(exec.Inputs) != 1 || exec.Inputs[0].Value <= 5 || !exec.NotifyChoice {
		t.Errorf("the deadlock's run read %+v (notify choice %v), want one input above 5", exec.Inputs, exec.NotifyChoice)
	}
	if d.Stats.Missed != 0 {
		t.Errorf("%+v: a solved outcome was missed", d.Stats)
	}
}
