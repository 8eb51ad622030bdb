package unfold

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"weft/explore"
	"weft/internal/javatest"
)

// compile compiles testdata/NAME.java into a temporary directory.
func compile(t *testing.T, name string) *explore.Program {
	t.Helper()
	dir := javatest.Compile(t, filepath.Join("testdata", name+".java"))
	p := &explore.Program{ClassPath: []string{dir}, Main: name}
	if err := p.Open(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}

var testBudget = explore.Budget{Timeout: time.Minute, MaxSteps: 1_000_000, MaxPoints: 10_000}

// explore runs u exhaustively on p and returns the failing execution.
func exploreAll(t *testing.T, p *explore.Program, u *Unfold) *explore.Execution {
	t.Helper()
	u.Exhaustive = true
	exec, err := u.Explore(explore.NewExplorer(p, testBudget))
	if err != nil {
		t.Fatal(err)
	}
	return exec
}

// eventsOn counts the events of the last unfolding on static field name.
func eventsOn(u *Unfold, field string) int {
	n := 0
	for _, e := range u.net.events {
		if !e.op.v.hasObj && e.op.v.field == field {
			n++
		}
	}
	return n
}

func TestFigure2(t *testing.T) {
	p := compile(t, "Fig2")
	u := &Unfold{}
	if exec := exploreAll(t, p, u); exec != nil {
		t.Fatalf("unexpected bug %s", exec.Bug.Summary())
	}
	if got := eventsOn(u, "Fig2.x"); got != 4 || u.Stats.Tests != 2 || u.Stats.Missed != 0 {
		t.Errorf("unfold: %d events on x, %d tests, %d missed; want 4, 2, 0 (002 Fig. 2)", got, u.Stats.Tests, u.Stats.Missed)
	}
	c := &Unfold{Contextual: true}
	exploreAll(t, p, c)
	if got := eventsOn(c, "Fig2.x"); got != 3 || c.Stats.Tests != 2 {
		t.Errorf("unfold-ctx: %d events on x, %d tests; want 3 and 2", got, c.Stats.Tests)
	}
}

func TestFigure6(t *testing.T) {
	p := compile(t, "Fig6")
	u := &Unfold{}
	exec := exploreAll(t, p, u)
	if exec == nil || exec.Bug == nil || exec.Bug.Kind != explore.KindAssertion {
		t.Fatalf("the error of Fig. 6 was not found")
	}
	// Events 1-5 of Fig. 6 (the branch events 6, 7 need symbolic inputs).
	if got := eventsOn(u, "Fig6.x"); got != 5 || u.Stats.Tests != 2 || u.Stats.Missed != 0 {
		t.Errorf("%d events on x, %d tests, %d missed; want 5, 2, 0 (002 Fig. 6, Example 1)", got, u.Stats.Tests, u.Stats.Missed)
	}
	// Stop at the first bug through explore, and replay its trace.
	rep, tr, err := explore.Explore(p, explore.Config{Strategy: "unfold", Budget: testBudget})
	if err != nil || rep.Bug == nil || tr == nil {
		t.Fatalf("explore: %v, %+v", err, rep)
	}
	if rep.Counters.Executions != 2 {
		t.Errorf("explore: %d executions to the bug, want 2", rep.Counters.Executions)
	}
	if exec, _, err := tr.Replay(p, explore.DefaultBudget); err != nil || exec.Bug == nil {
		t.Fatalf("replay: %v", err)
	}
}

func TestFigure51Contextual(t *testing.T) {
	p := compile(t, "Fig51")
	u := &Unfold{}
	exploreAll(t, p, u)
	c := &Unfold{Contextual: true}
	exploreAll(t, p, c)
	t.Logf("unfold: %d tests, %d events on x; unfold-ctx: %d tests, %d events on x", u.Stats.Tests, eventsOn(u, "Fig51.x"), c.Stats.Tests, eventsOn(c, "Fig51.x"))
	if u.Stats.Tests != 4 || c.Stats.Tests != 2 {
		t.Errorf("tests: unfold %d, unfold-ctx %d; want 4 and 2 (000 Fig. 5.1)", u.Stats.Tests, c.Stats.Tests)
	}
}

func TestDeadlock(t *testing.T) {
	p := compile(t, "Dining")
	for _, ctx := range []bool{false, true} {
		rep, tr, err := explore.Explore(p, explore.Config{Strategy: map[bool]string{false: "unfold", true: "unfold-ctx"}[ctx], Budget: testBudget})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Bug == nil || rep.Bug.Kind != explore.KindDeadlock {
			t.Fatalf("ctx=%v: no deadlock: %+v", ctx, rep)
		}
		if !strings.Contains(rep.Bug.Summary(), "deadlock") {
			t.Errorf("summary %q", rep.Bug.Summary())
		}
		if exec, _, err := tr.Replay(p, explore.DefaultBudget); err != nil || exec.Bug == nil {
			t.Fatalf("replay: %v", err)
		}
	}
}

func TestReentrantLock(t *testing.T) {
	p := compile(t, "RL")
	for _, ctx := range []bool{false, true} {
		u := &Unfold{Contextual: ctx}
		if exec := exploreAll(t, p, u); exec != nil {
			t.Fatalf("ctx=%v: unexpected bug %s", ctx, exec.Bug.Summary())
		}
		// The two lock orders, plus one run for main's join of the first
		// thread after the second: a join main does alone at the end is
		// unannounced by the VM, so the run of the second order does not
		// show it.
		if u.Stats.Tests > 3 {
			t.Errorf("ctx=%v: %d tests, want at most 3 (the two lock orders, and main's join)", ctx, u.Stats.Tests)
		}
	}
	p = compile(t, "RLD")
	rep, _, err := explore.Explore(p, explore.Config{Strategy: "unfold", Budget: testBudget})
	if err != nil || rep.Bug == nil || rep.Bug.Kind != explore.KindDeadlock {
		t.Fatalf("ReentrantLock deadlock not found: %v %+v", err, rep)
	}
}

// A bug found by unfold replays: the trace records that the VM reported a
// lone thread's operations (Explorer.Alone), so the replay makes the same
// scheduling points.
func TestReplayTrace(t *testing.T) {
	p := compile(t, "LostUpdate")
	for _, s := range []string{"unfold", "unfold-ctx"} {
		rep, tr, err := explore.Explore(p, explore.Config{Strategy: s, Budget: testBudget})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Bug == nil || rep.Bug.Exception != "java.lang.IllegalStateException" {
			t.Fatalf("%s: no lost update: %+v", s, rep)
		}
		path := filepath.Join(t.TempDir(), "t.json")
		if err := tr.Save(path); err != nil {
			t.Fatal(err)
		}
		lt, err := explore.LoadTrace(path)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := lt.Replay(lt.Program(), explore.DefaultBudget); err != nil {
			t.Fatalf("%s: replay: %v", s, err)
		}
	}
}
