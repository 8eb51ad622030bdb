package explore

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"weft/internal/javatest"
	"weft/vm"
)

// testClasses compiles testdata/*.java once (javac --release 8) into a
// directory removed when the tests end.
func testClasses(t testing.TB) string {
	t.Helper()
	return javatest.Shared(t, "testdata/*.java")
}

func TestMain(m *testing.M) { javatest.Main(m) }

func testProgram(t *testing.T, main string) *Program {
	p := &Program{ClassPath: []string{testClasses(t)}, Main: main}
	t.Cleanup(func() { p.Close() })
	return p
}

// testBudget is generous: the programs are small, and each strategy must
// find their bugs well within it.
var testBudget = Budget{MaxExecutions: 3000, Timeout: 2 * time.Minute, MaxSteps: 5_000_000, MaxPoints: 10_000}

// TestStrategiesFindBugs runs every strategy on each buggy program, checks
// the kind of bug found, and replays its trace to the same failure.
func TestStrategiesFindBugs(t *testing.T) {
	programs := []struct {
		main      string
		kind      BugKind
		exception string
	}{
		{"LostUpdate", KindException, "java.lang.IllegalStateException"},
		{"AssertRace", KindAssertion, "java.lang.AssertionError"},
		{"LockOrder", KindDeadlock, ""},
		{"MissedNotify", KindDeadlock, ""},
		{"SpinFlag", KindException, "java.lang.IllegalStateException"},
		{"LateCheck", KindException, "java.lang.IllegalStateException"},
		{"JoinLast", KindException, "java.lang.IllegalStateException"},
		{"DaemonTick", KindException, "java.lang.IllegalStateException"},
	}
	for _, strategy := range []string{"random", "pct", "dfs", "dpor"} {
		for _, prog := range programs {
			t.Run(strategy+"/"+prog.main, func(t *testing.T) {
				p := testProgram(t, prog.main)
				r, tr, err := Explore(p, Config{Strategy: strategy, Options: Options{Seed: 1, Depth: 3}, Budget: testBudget})
				if err != nil {
					t.Fatal(err)
				}
				if r.Bug == nil {
					t.Fatalf("no bug found: complete=%v exhausted=%q %s", r.Complete, r.Exhausted, r.Counters)
				}
				if r.Bug.Kind != prog.kind || r.Bug.Exception != prog.exception {
					t.Fatalf("found %s, want %s %s", r.Bug.Summary(), prog.kind, prog.exception)
				}
				if prog.main == "LockOrder" && len(r.Bug.Cycle) != 2 {
					t.Errorf("deadlock cycle %v, want two threads: %+v", r.Bug.Cycle, r.Bug.Threads)
				}
				if len(r.Interleaving) < 2 {
					t.Errorf("interleaving has %d context switches", len(r.Interleaving))
				}
				for _, sw := range r.Interleaving {
					if sw.Name == "" {
						t.Errorf("context switch %d: thread %d has no name", sw.N, sw.Thread)
					}
					// Objects are named by class and source line, not by
					// method descriptor and bytecode offset.
					if strings.Contains(sw.Op, "(") {
						t.Errorf("context switch %d names a raw object: %s", sw.N, sw.Op)
					}
				}
				t.Logf("%s: %s; %s", strategy, r.Bug.Summary(), r.Counters)

				rr := saveAndReplay(t, tr, testBudget)
				if got, want := failOf(rr.Bug), tr.Expect; got != want {
					t.Errorf("replay failed with %s, want %s", got, want)
				}
				if len(rr.Interleaving) != len(r.Interleaving) {
					t.Errorf("replay has %d context switches, exploration %d", len(rr.Interleaving), len(r.Interleaving))
				}
			})
		}
	}
}

// saveAndReplay saves tr to a file, loads it and replays it within b.
func saveAndReplay(t *testing.T, tr *Trace, b Budget) *Report {
	t.Helper()
	path := filepath.Join(t.TempDir(), "trace.json")
	if err := tr.Save(path); err != nil {
		t.Fatal(err)
	}
	loaded, err := LoadTrace(path)
	if err != nil {
		t.Fatal(err)
	}
	rr, err := ReplayReport(loaded, b, nil, nil)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	return rr
}

// TestDPORFewerThanDFS: on threads that share nothing, DPOR explores one
// execution per Mazurkiewicz trace, DFS every interleaving.
func TestDPORFewerThanDFS(t *testing.T) {
	counts := map[string]Counters{}
	for _, s := range []string{"dfs", "dpor"} {
		p := testProgram(t, "Independent")
		r, _, err := Explore(p, Config{Strategy: s, Budget: testBudget})
		if err != nil {
			t.Fatal(err)
		}
		if r.Bug != nil {
			t.Fatalf("%s found a bug in a correct program: %s", s, r.Bug.Summary())
		}
		if !r.Complete {
			t.Fatalf("%s did not finish: %s", s, r.Exhausted)
		}
		t.Logf("%s: %s", s, r.Counters)
		counts[s] = r.Counters
	}
	if d, f := counts["dpor"].Executions, counts["dfs"].Executions; d*10 > f {
		t.Errorf("dpor ran %d executions, dfs %d: want dpor at least 10 times fewer", d, f)
	}
}

// TestReplayDetectsChange: a trace whose expected failure differs is
// reported as not reproduced.
func TestReplayDetectsChange(t *testing.T) {
	p := testProgram(t, "LostUpdate")
	r, tr, err := Explore(p, Config{Strategy: "dfs", Budget: testBudget})
	if err != nil || r.Bug == nil {
		t.Fatalf("explore: %v %v", err, r)
	}
	tr.Expect.Message = "lost update: count = 7"
	if _, err := ReplayReport(tr, testBudget, nil, nil); err == nil {
		t.Fatal("replay of a changed expectation succeeded")
	} else if _, ok := err.(*ReplayError); !ok {
		t.Fatalf("got %T %v, want a ReplayError", err, err)
	}
	tr.Decisions = nil // FIFO from the start: no lost update
	tr.Expect = failOf(r.Bug)
	if _, err := ReplayReport(tr, testBudget, nil, nil); err == nil {
		t.Fatal("replay without decisions reproduced the bug")
	}
}

// TestDPORCoversTraces: on store buffering, DPOR and DFS (with state
// matching) reach every outcome sequential consistency allows (each needs
// its own Mazurkiewicz trace), and only those. The outcome is what the
// threads store in r1 and r2: a run cut off at a state seen before does
// not reach its end, but the run that saw it first did, with the same r1
// and r2.
func TestDPORCoversTraces(t *testing.T) {
	for _, s := range []string{"dpor", "dfs"} {
		seen := map[string]bool{}
		p := testProgram(t, "Racy")
		r, _, err := Explore(p, Config{Strategy: s, Budget: testBudget, OnExecution: func(e *Execution) {
			r1, r2 := "?", "?"
			for _, ev := range e.Events {
				switch {
				case ev.Kind == vm.KWrite && ev.Field == "Racy.r1":
					r1 = fmt.Sprint(ev.Value)
				case ev.Kind == vm.KWrite && ev.Field == "Racy.r2":
					r2 = fmt.Sprint(ev.Value)
				}
			}
			seen["r1="+r1+" r2="+r2] = true
		}})
		if err != nil {
			t.Fatal(err)
		}
		if !r.Complete || r.Bug != nil {
			t.Fatalf("%s: complete=%v bug=%v %s", s, r.Complete, r.Bug, r.Exhausted)
		}
		t.Logf("%s: outcomes %v; %s", s, seen, r.Counters)
		for _, want := range []string{"r1=0 r2=1", "r1=1 r2=0", "r1=1 r2=1"} {
			if !seen[want] {
				t.Errorf("%s never reaches %s (reached %v)", s, want, seen)
			}
		}
		if seen["r1=0 r2=0"] {
			t.Errorf("%s reached r1=0 r2=0, which sequential consistency forbids", s)
		}
	}
}

// TestNotifyChoiceExplored: NotifyWhich fails only if notify wakes its
// later waiter; dfs, random and pct explore that choice (the VM's
// NotifyChoice), and the trace replays it.
func TestNotifyChoiceExplored(t *testing.T) {
	for _, strategy := range []string{"dfs", "random", "pct"} {
		t.Run(strategy, func(t *testing.T) {
			// The VM's own test program (vm/testdata/sched).
			p := &Program{ClassPath: []string{javatest.Shared(t, "../vm/testdata/sched/NotifyWhich.java")}, Main: "NotifyWhich"}
			t.Cleanup(func() { p.Close() })
			r, tr, err := Explore(p, Config{Strategy: strategy, Options: Options{Seed: 1, Depth: 3}, Budget: testBudget})
			if err != nil {
				t.Fatal(err)
			}
			if r.Bug == nil || r.Bug.Exception != "java.lang.IllegalStateException" || r.Bug.Message != "woken in order ba" {
				t.Fatalf("want woken in order ba, got %+v (%s)", r.Bug, r.Counters)
			}
			if !tr.NotifyChoice {
				t.Error("the trace does not record NotifyChoice")
			}
			rr, err := ReplayReport(tr, testBudget, nil, nil)
			if err != nil {
				t.Fatalf("replay: %v", err)
			}
			if got := failOf(rr.Bug); got != tr.Expect {
				t.Errorf("replay failed with %s, want %s", got, tr.Expect)
			}
			t.Logf("%s: %s", strategy, r.Counters)
		})
	}
}

// sleepy runs one execution, then works (sleeps) for pause before it
// reports the search space exhausted.
type sleepy struct{ pause time.Duration }

func (*sleepy) Name() string { return "sleepy" }

func (s *sleepy) Explore(x *Explorer) (*Execution, error) {
	if _, err := x.Execute(&vm.FIFO{}); err != nil {
		return nil, err
	}
	time.Sleep(s.pause)
	return nil, nil
}

// Explore's counters time the whole exploration: static + dynamic is the
// wall time of the call, and a strategy's work between executions counts
// as dynamic time (it used to count only the executions).
func TestExploreTimesWhole(t *testing.T) {
	const pause = 30 * time.Millisecond
	Register("test-sleepy", func(Options) Strategy { return &sleepy{pause} })
	classes := testClasses(t)
	p := &Program{ClassPath: []string{classes}, Main: "LostUpdate"}
	defer p.Close()
	began := time.Now()
	rep, _, err := Explore(p, Config{Strategy: "test-sleepy", Budget: Budget{MaxExecutions: 5}})
	wall := time.Since(began)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Complete || rep.Counters.Executions != 1 {
		t.Fatalf("complete %v after %d executions, want one", rep.Complete, rep.Counters.Executions)
	}
	if d := rep.Counters.Dynamic; d < pause || rep.Counters.Static+d > wall {
		t.Errorf("static %v + dynamic %v: want dynamic at least the strategy's %v and the sum at most the call's %v",
			rep.Counters.Static, d, pause, wall)
	}
}

// givesUp is a strategy that covers its search space but whose solver
// gave up on two path constraints.
type givesUp struct{}

func (givesUp) Name() string { return "gives-up" }
func (givesUp) Explore(x *Explorer) (*Execution, error) {
	x.Counters.GaveUp += 2
	return nil, nil
}

// TestGaveUpReport: a search whose solver gave up on a path constraint is
// not complete: the report says it may be incomplete, in text and JSON.
func TestGaveUpReport(t *testing.T) {
	Register("gives-up", func(Options) Strategy { return givesUp{} })
	p := &Program{ClassPath: []string{t.TempDir()}, Main: "Nothing"}
	r, _, err := Explore(p, Config{Strategy: "gives-up"})
	if err != nil {
		t.Fatal(err)
	}
	var text, js strings.Builder
	if err := r.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	if err := r.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	if r.Complete || !strings.Contains(text.String(), "no bug found, but the search may be incomplete: the solver gave up on 2 path constraints") {
		t.Errorf("complete %v, text:\n%s", r.Complete, text.String())
	}
	if strings.Contains(js.String(), `"complete"`) || !strings.Contains(js.String(), `"solver_gave_up": 2`) {
		t.Errorf("JSON:\n%s", js.String())
	}
}

// An interrupt (weft explore's Ctrl-C) ends the exploration as a budget
// that ran out: the report says "interrupted", and the search is not
// complete. Config.Interrupt closed before Explore starts stops it before
// its first execution; Explorer.Interrupt makes the budget checks fail.
func TestInterrupt(t *testing.T) {
	p := testProgram(t, "LostUpdate")
	stop := make(chan struct{})
	close(stop)
	for _, st := range []string{"dfs", "dpor", "random"} {
		r, _, err := Explore(p, Config{Strategy: st, Budget: testBudget, Interrupt: stop})
		if err != nil {
			t.Fatal(err)
		}
		if r.Exhausted != "interrupted" || r.Complete || r.Bug != nil || r.Counters.Executions != 0 {
			t.Errorf("%s: exhausted %q, complete %v, bug %v, %d executions; want interrupted before the first", st,
				r.Exhausted, r.Complete, r.Bug != nil, r.Counters.Executions)
		}
	}
	x := NewExplorer(p, Budget{})
	if x.Expired() != nil || x.Exhausted() != nil {
		t.Fatal("budget exhausted before the interrupt")
	}
	x.Interrupt()
	if err := x.Expired(); err == nil || err.Error() != "budget exhausted: interrupted" {
		t.Errorf("Expired after Interrupt: %v", err)
	}
	if err := x.Exhausted(); err == nil || err.Error() != "budget exhausted: interrupted" {
		t.Errorf("Exhausted after Interrupt: %v", err)
	}
}

// TestDPORNotifyChoice: WrongWaiter deadlocks only when the server's
// notify wakes the watchdog, the later of two waiters. dpor explores a
// notify's choice of waiter, so it finds the deadlock (before, it woke the
// longest waiter and called the search exhausted), the trace replays it,
// and with notifyAll the search is exhausted without a warning. dfs
// finds the deadlock too.
func TestDPORNotifyChoice(t *testing.T) {
	for _, strategy := range []string{"dpor", "dfs"} {
		p := testProgram(t, "WrongWaiter")
		r, tr, err := Explore(p, Config{Strategy: strategy, Budget: testBudget})
		if err != nil {
			t.Fatal(err)
		}
		if r.Bug == nil || r.Bug.Kind != KindDeadlock {
			t.Fatalf("%s: no deadlock found: complete=%v exhausted=%q %s", strategy, r.Complete, r.Exhausted, r.Counters)
		}
		if !tr.NotifyChoice {
			t.Errorf("%s: the trace does not record the notify's choice", strategy)
		}
		rr, err := ReplayReport(tr, testBudget, nil, nil)
		if err != nil || rr.Bug == nil || rr.Bug.Kind != KindDeadlock {
			t.Errorf("%s: replay: %v %+v", strategy, err, rr)
		}
		if strategy == "dfs" {
			continue // its search with notifyAll is beyond the budget
		}
		fixed := testProgram(t, "WrongWaiter")
		fixed.Args = []string{"all"}
		r, _, err = Explore(fixed, Config{Strategy: strategy, Budget: testBudget})
		if err != nil {
			t.Fatal(err)
		}
		if r.Bug != nil || !r.Complete || len(r.Warnings) != 0 {
			t.Errorf("%s with notifyAll: bug %v, complete %v, warnings %q", strategy, r.Bug, r.Complete, r.Warnings)
		}
	}
}

// With virtual time, an exploration without a bug notes that a thread was
// in a timed wait while others ran (WaitSleep: main's wait(100) while the
// loader works, whose bug only --time free shows), which --time free
// would let end earlier; a program without timed waits (Independent, and
// WaitSleep's fixed variant) has no such note. (vsched.TestFreeTime: none
// with --time free.)
func TestTimeNote(t *testing.T) {
	for _, c := range []struct {
		main string
		args []string
		note bool
	}{
		{"WaitSleep", nil, true},
		{"WaitSleep", []string{"1", "fixed"}, false},
		{"Independent", nil, false},
	} {
		p := testProgram(t, c.main)
		p.Args = c.args
		r, _, err := Explore(p, Config{Strategy: "dpor", Budget: testBudget})
		if err != nil {
			t.Fatal(err)
		}
		note := len(r.Notes) == 1 && strings.Contains(r.Notes[0], "--time free")
		if r.Bug != nil || !r.Complete || note != c.note {
			t.Errorf("%s %v: bug %v, complete %v, notes %q; want no bug, complete, the --time free note %v",
				c.main, c.args, r.Bug, r.Complete, r.Notes, c.note)
		}
	}
}

// TestDPORPreemptionOrder: dpor explores the executions with fewer
// preemptions first (dpor.go's dporLaters). Depth-first, it missed
// MailGap's double schedule (front-2 reads `scheduled` before front-1
// sets it, step 14 of some 200, above 120 steps of the pool's shutdown
// whose races it exhausted first: no bug in 11016 executions, the
// shallowest backtrack point it took at depth 63) and ReapGap's
// connection handed to two clients (32816 executions, none shallower
// than 37). The order is not the extent: Ring's exhaustive search still
// reaches every outcome sequential consistency allows, those of n-1
// preemptions included.
func TestDPORPreemptionOrder(t *testing.T) {
	budget := Budget{MaxExecutions: 2000, Timeout: 3 * time.Minute, MaxSteps: 5_000_000, MaxPoints: 10_000}
	for _, main := range []string{"MailGap", "ReapGap"} {
		t.Run(main, func(t *testing.T) {
			r, _, err := Explore(testProgram(t, main), Config{Strategy: "dpor", Budget: budget})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s", r.Counters)
			if r.Bug == nil || r.Bug.Exception != "java.lang.IllegalStateException" {
				t.Fatalf("found %v, want an IllegalStateException (complete=%v %s)", r.Bug, r.Complete, r.Exhausted)
			}
		})
	}
	for _, n := range []int{3, 4} {
		seen := map[string]bool{}
		p := testProgram(t, "Ring")
		p.Args = []string{fmt.Sprint(n)}
		r, _, err := Explore(p, Config{Strategy: "dpor", Budget: testBudget, OnExecution: func(e *Execution) {
			v := map[string]string{}
			for _, ev := range e.Events {
				if ev.Kind == vm.KWrite && strings.HasPrefix(ev.Field, "Ring.r") {
					v[ev.Field] = fmt.Sprint(ev.Value)
				}
			}
			o := ""
			for i := 0; i < n; i++ {
				o += v[fmt.Sprintf("Ring.r%d", i)]
			}
			seen[o] = true
		}})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("Ring %d: %d outcomes; %s", n, len(seen), r.Counters)
		if !r.Complete || r.Bug != nil {
			t.Fatalf("Ring %d: complete=%v bug=%v %s", n, r.Complete, r.Bug, r.Exhausted)
		}
		for m := 1; m < 1<<n; m++ {
			o := ""
			for i := 0; i < n; i++ {
				o += fmt.Sprint(m >> i & 1)
			}
			if !seen[o] {
				t.Errorf("Ring %d: dpor never reaches r=%s (reached %v)", n, o, seen)
			}
		}
		if seen[strings.Repeat("0", n)] {
			t.Errorf("Ring %d: dpor reached all zeros, which sequential consistency forbids", n)
		}
	}
}

// TestDPORLaterPaths: the choices put off after one run share its path
// (since dporLaters.put keeps nodes, not paths: the nodes' parent
// links); a choice taken must start from a stack of its own (take
// builds one from the links), or the runs below it append their nodes
// over the nodes of the deeper choices put off on the same path, which
// then replay another schedule: on suite A's alarmclock dpor stopped
// with "the VM is not deterministic" before its bug when the stack
// shared the path's array. It finds the bug in 189.
func TestDPORLaterPaths(t *testing.T) {
	dir := javatest.Shared(t, "../benchmarks/suiteA/alarmclock", "../benchmarks/api/src")
	p := &Program{ClassPath: []string{dir}, Main: "alarmclock.Main"}
	defer p.Close()
	r, _, err := Explore(p, Config{Strategy: "dpor", Budget: testBudget})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s", r.Counters)
	if r.Bug == nil {
		t.Fatalf("no bug found: complete=%v %s", r.Complete, r.Exhausted)
	}
}
