package explore

import (
	"strings"
	"testing"

	"weft/vm"
)

// TestDPORInitOrder: on testdata/InitOrder the order in which two threads
// start initializing two classes whose initializers need each other is
// the only race. dpor reverses it (the VM reports the class-initialization
// steps, which dpor treats as accesses of a pseudo-field per class) and
// finds the deadlock, whose trace replays; without the cycle ("fixed") it
// exhausts the search without the warning it used to give.
func TestDPORInitOrder(t *testing.T) {
	p := testProgram(t, "InitOrder")
	var starts []string
	r, tr, err := Explore(p, Config{Strategy: "dpor", Budget: testBudget, OnExecution: func(e *Execution) {
		if len(starts) > 0 {
			return
		}
		for _, a := range e.Inits {
			if a.Kind == vm.KInitStart {
				starts = append(starts, a.Obj.Site.Class)
			}
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	if r.Bug == nil || r.Bug.Kind != KindDeadlock {
		t.Fatalf("dpor: want the class-initialization deadlock, got %+v (%s)", r.Bug, r.Counters)
	}
	// The first run (convert initializes both classes) reports its starts.
	if strings.Join(starts, " ") != "InitOrder$Units InitOrder$Formats" {
		t.Errorf("first run's class-initialization starts %q, want Units then Formats", starts)
	}
	rr, err := ReplayReport(tr, testBudget, nil, nil)
	if err != nil || rr.Bug == nil || rr.Bug.Kind != KindDeadlock {
		t.Fatalf("replay: %v %+v", err, rr)
	}

	p = testProgram(t, "InitOrder")
	p.Args = []string{"fixed"}
	r, _, err = Explore(p, Config{Strategy: "dpor", Budget: testBudget})
	if err != nil {
		t.Fatal(err)
	}
	if r.Bug != nil || !r.Complete || len(r.Warnings) > 0 {
		t.Errorf("fixed: want no bug, complete, no warning; got bug %v complete %v warnings %q", r.Bug, r.Complete, r.Warnings)
	}
}

// undeclared is a strategy that does not say whether it covers the
// orders of class initializations (InitOrderCoverer).
type undeclared struct{ d DPOR }

func (*undeclared) Name() string                              { return "undeclared" }
func (u *undeclared) Explore(x *Explorer) (*Execution, error) { return u.d.Explore(x) }

// A strategy that does not declare whether it covers the orders of
// class initializations is warned about, and its search is not called
// complete, when threads interleaved with a class initialization: the
// same search as dpor's, which declares it and is complete.
func TestInitOrderUndeclared(t *testing.T) {
	Register("undeclared", func(Options) Strategy { return &undeclared{} })
	defer delete(registry, "undeclared")
	p := testProgram(t, "InitOrder")
	p.Args = []string{"fixed"}
	r, _, err := Explore(p, Config{Strategy: "undeclared", Budget: testBudget})
	if err != nil {
		t.Fatal(err)
	}
	want := "undeclared does not declare whether it tries every order in which threads initialize classes"
	if r.Bug != nil || r.Complete || len(r.Warnings) != 1 || !strings.Contains(r.Warnings[0], want) {
		t.Errorf("want no bug, not complete, and the warning %q; got bug %v complete %v warnings %q", want, r.Bug, r.Complete, r.Warnings)
	}
}

// A strategy that does not declare whether it runs the threads the
// program's end kills before that end (EndCoverer) is warned about when a
// run ended with one able to run (DaemonTick: a daemon thread started
// just before main ends), and its search is not called complete; dpor,
// which declares it, runs the daemon first in its second run and is
// complete without a warning.
func TestEndUndeclared(t *testing.T) {
	Register("undeclared", func(Options) Strategy { return &undeclared{} })
	defer delete(registry, "undeclared")
	for _, s := range []string{"dpor", "undeclared"} {
		p := testProgram(t, "DaemonTick")
		p.Args = []string{"fixed"}
		r, _, err := Explore(p, Config{Strategy: s, Budget: testBudget})
		if err != nil {
			t.Fatal(err)
		}
		if r.Bug != nil || r.Counters.Executions != 2 {
			t.Errorf("%s: want no bug in 2 executions, got %v in %s", s, r.Bug, r.Counters)
		}
		want := `daemon thread "ticker" could still run (before it began) when the program ended: undeclared does not run a thread the program's end kills`
		if s == "dpor" {
			if !r.Complete || len(r.Warnings) > 0 {
				t.Errorf("dpor: want complete, no warning; got complete %v warnings %q", r.Complete, r.Warnings)
			}
		} else if r.Complete || len(r.Warnings) != 1 || !strings.HasPrefix(r.Warnings[0], want) {
			t.Errorf("undeclared: want not complete and the warning %q; got complete %v warnings %q", want, r.Complete, r.Warnings)
		}
	}
}

// At System.exit the threads able to run are killed (ExitEarly: the worker
// if it has not run), but not the thread calling exit: a strategy that does
// not declare EndCoverer is warned about the first and not about the
// second (ExitEarly join).
func TestEndExit(t *testing.T) {
	Register("undeclared", func(Options) Strategy { return &undeclared{} })
	defer delete(registry, "undeclared")
	for _, args := range [][]string{nil, {"join"}} {
		p := testProgram(t, "ExitEarly")
		p.Args = args
		r, _, err := Explore(p, Config{Strategy: "undeclared", Budget: testBudget})
		if err != nil {
			t.Fatal(err)
		}
		want := 0
		if args == nil {
			want = 1
		}
		if r.Bug != nil || len(r.Warnings) != want || (want == 1 && !strings.HasPrefix(r.Warnings[0], `thread "worker" could still run (before it began) when the program ended`)) {
			t.Errorf("%v: want no bug and %d warning(s) about the worker; got bug %v warnings %q", args, want, r.Bug, r.Warnings)
		}
	}
}
