package explore

import (
	"errors"
	"strings"
	"testing"

	"weft/vm"
)

// A thread's uncaught exception is a bug even when the run is cut off
// afterwards (here main spins for ever for a flag the dead worker was to
// raise): every strategy reports it, says the run was then cut off, and
// the trace replays to the same failure, stopping where the run stopped.
func TestFailureBeforeCut(t *testing.T) {
	for _, strategy := range []string{"random", "pct", "dfs", "dpor"} {
		t.Run(strategy, func(t *testing.T) {
			p := testProgram(t, "ThrowThenSpin")
			b := testBudget
			b.MaxSteps = 200_000 // the spinning runs end at this bound
			r, tr, err := Explore(p, Config{Strategy: strategy, Options: Options{Seed: 1, Depth: 3}, Budget: b})
			if err != nil {
				t.Fatal(err)
			}
			if r.Bug == nil {
				t.Fatalf("no bug found: complete=%v exhausted=%q %s", r.Complete, r.Exhausted, r.Counters)
			}
			if r.Bug.Exception != "java.lang.IllegalStateException" || r.Bug.ThreadName != "worker" {
				t.Fatalf("found %s in %q, want IllegalStateException in worker", r.Bug.Summary(), r.Bug.ThreadName)
			}
			if !strings.HasPrefix(r.Stopped, "more than ") || tr.Stopped != r.Stopped {
				t.Errorf("report stopped %q, trace %q: want the bound that cut the run", r.Stopped, tr.Stopped)
			}
			var text strings.Builder
			if err := r.WriteText(&text); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(text.String(), "the run was then cut off ("+r.Stopped+")") {
				t.Errorf("the report does not say the run was cut off:\n%s", text.String())
			}
			// The replay runs under the same budget and is cut by the
			// same bound: the worker's failure leaves main spinning
			// alone, with no scheduling point at which the trace's stop
			// (for runs a strategy cut) could act.
			rr := saveAndReplay(t, tr, b)
			if rr.Bug == nil || rr.Bug.Summary() != r.Bug.Summary() || rr.Stopped != r.Stopped {
				t.Fatalf("replay: %+v, stopped %q; want %s, stopped %q", rr.Bug, rr.Stopped, r.Bug.Summary(), r.Stopped)
			}
		})
	}
}

// oneRun is a strategy that runs the program once with its scheduler
// (nil: always the first enabled thread), and says it covered everything.
type oneRun struct {
	name string
	s    vm.Scheduler
}

func (o oneRun) Name() string { return o.name }
func (o oneRun) Explore(x *Explorer) (*Execution, error) {
	s := o.s
	if s == nil {
		s = firstEnabled{}
	}
	exec, err := x.Execute(s)
	if err != nil || exec.Bug != nil {
		return exec, err
	}
	return nil, nil
}

// A search one of whose runs was cut off at a bound of the budget (here
// a worker spinning at SpinYield's barrier for ever while the other,
// never chosen, does not arrive) is not called complete, and the report
// says why (unfold said "exhausted" so, after one run cut at 100001
// scheduling points).
func TestBoundCutIncomplete(t *testing.T) {
	Register("onerun", func(Options) Strategy { return oneRun{name: "onerun"} })
	defer delete(registry, "onerun")
	p := testProgram(t, "SpinYield")
	p.Args = []string{"fixed"}
	r, _, err := Explore(p, Config{Strategy: "onerun", Budget: testBudget})
	if err != nil {
		t.Fatal(err)
	}
	want := "1 execution cut off at a bound of the budget (the first: more than 10000 scheduling points; --max-points raises it)"
	if r.Bug != nil || r.Complete || len(r.Warnings) != 1 || !strings.HasPrefix(r.Warnings[0], want) {
		t.Errorf("want no bug, not complete, the warning %q; got bug %v complete %v warnings %q (%s)", want, r.Bug, r.Complete, r.Warnings, r.Counters)
	}
}

// cutAt runs the program once, taking the enabled threads in turn, and
// cuts the run off at its scheduling point n, as dpor and vsched cut runs
// they need no further.
type cutAt struct{ n int }

func (cutAt) Name() string { return "cutat" }
func (s cutAt) Explore(x *Explorer) (*Execution, error) {
	exec, err := x.Execute(&roundRobinCut{x: x, n: s.n})
	if err != nil || exec.Bug != nil {
		return exec, err
	}
	return nil, nil
}

type roundRobinCut struct {
	x    *Explorer
	n, i int
}

func (r *roundRobinCut) Choose(p *vm.Point) int {
	if r.i == r.n {
		r.x.Cut("the test's cut")
	}
	r.i++
	return r.i % len(p.Enabled)
}

// A run a strategy cut off at a scheduling point after a failure replays
// to the same point and stops there (Trace.Stopped): without the stop,
// the program goes on past the trace's decisions, which do not fit it
// (a MisfitError at the decision after the last).
func TestReplayStopsWhereCut(t *testing.T) {
	Register("cutat", func(Options) Strategy { return cutAt{n: 200} })
	defer delete(registry, "cutat")
	p := testProgram(t, "ThrowThenTwo")
	r, tr, err := Explore(p, Config{Strategy: "cutat", Budget: testBudget})
	if err != nil {
		t.Fatal(err)
	}
	if r.Bug == nil || r.Bug.ThreadName != "worker" || r.Stopped != "the test's cut" {
		t.Fatalf("got bug %v, stopped %q; want the worker's failure and the test's cut", r.Bug, r.Stopped)
	}
	if len(tr.Decisions) != 200 || tr.Stopped != r.Stopped {
		t.Fatalf("trace: %d decisions, stopped %q; want 200, %q", len(tr.Decisions), tr.Stopped, r.Stopped)
	}
	rr := saveAndReplay(t, tr, testBudget)
	if rr.Bug == nil || rr.Bug.Summary() != r.Bug.Summary() || rr.Decisions != 200 ||
		rr.Stopped != "the trace's failing run was cut off here: the test's cut" {
		t.Fatalf("replay: bug %v, %d decisions, stopped %q", rr.Bug, rr.Decisions, rr.Stopped)
	}
	tr.Stopped = ""
	_, _, err = tr.Replay(p, testBudget)
	var mf *MisfitError
	if !errors.As(err, &mf) || !mf.UsedUp || mf.Decision != 201 || len(mf.Choices) == 0 {
		t.Fatalf("replay without the stop: %v; want the trace's 200 decisions used up with the program going on", err)
	}
}

// lastEnabled always runs the enabled thread with the highest id.
type lastEnabled struct{}

func (lastEnabled) Choose(p *vm.Point) int { return p.Runnable() - 1 }

// A strategy that runs without Explorer.NotifyChoice (here lastrun: one
// run, the highest enabled thread at each point, which has the watchdog
// wait before the server notifies) has every notify with
// several waiters wake the longest waiting: the report warns that the
// others were not tried and does not call the search complete, as it
// must also for a notify the VM cannot pause at (inside a nested call).
func TestNotifyPickWarning(t *testing.T) {
	Register("lastrun", func(Options) Strategy { return oneRun{name: "lastrun", s: lastEnabled{}} })
	defer delete(registry, "lastrun")
	r, _, err := Explore(testProgram(t, "WrongWaiter"), Config{Strategy: "lastrun", Budget: testBudget})
	if err != nil {
		t.Fatal(err)
	}
	want := `thread "Thread-1"'s notify of a java.lang.Object woke the longest-waiting of 2 waiting threads at WrongWaiter.java:29 (WrongWaiter.lambda$main$1): Object.notify may wake any waiting thread (JLS 17.2.2), and lastrun did not try the others there`
	if r.Bug != nil || r.Complete || len(r.Warnings) != 1 || !strings.HasPrefix(r.Warnings[0], want) {
		t.Errorf("want no bug, not complete, the warning %q; got bug %v complete %v warnings %q", want, r.Bug, r.Complete, r.Warnings)
	}
}
