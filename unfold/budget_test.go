package unfold

import (
	"errors"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"weft/explore"
	"weft/internal/javatest"
)

// poolcounter compiles examples/poolcounter (whose ThreadPoolExecutor
// makes long runs with large extension searches) and returns it.
func poolcounter(t *testing.T) *explore.Program {
	t.Helper()
	dir := javatest.CompileRelease(t, "17", filepath.Join("..", "examples", "poolcounter", "src"))
	p := &explore.Program{ClassPath: []string{dir}, Main: "poolcounter.Main"}
	if err := p.Open(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}

// onStack reports whether the caller's stack holds a function whose
// name contains fn.
func onStack(fn string) bool {
	pc := make([]uintptr, 256)
	frames := runtime.CallersFrames(pc[:runtime.Callers(2, pc)])
	for {
		f, more := frames.Next()
		if strings.Contains(f.Function, fn) {
			return true
		}
		if !more {
			return false
		}
	}
}

// The budget reaches into the searches: an interrupt that arrives while
// unfold computes possible extensions (at a poll inside extendWrite or a
// co check, during an execution or while the strategy processes one's
// last events after it), indexes a long list of thread conditions (a
// spin's chain of reads made each new entry's walk up its thread's
// events seconds long, with no poll: SpinYield fixed busy, 4.4 s) or
// searches the unfolding for deadlocks ends the exploration at that
// poll, with the budget error, whatever the rest of the search would
// cost.
func TestBudgetInsideSearch(t *testing.T) {
	javatest.Need(t, "javac")
	pool := poolcounter(t)
	// the fixed variant has no bug to end the exploration before the
	// 50th poll (the bug variant's is found in 2 tests since the
	// program's variables are tried first)
	fixedPool := poolcounter(t)
	fixedPool.Args = []string{"1", "fixed"}
	dining := compile(t, "Dining")
	defer func(k int64, m int) { pollEvery, subIdxMin = k, m }(pollEvery, subIdxMin)
	idxMin := subIdxMin
	for _, tc := range []struct {
		name   string
		p      *explore.Program
		search string // a function the stack must hold at the poll
		inRun  bool   // during an execution (Choose on the stack)
		every  int64  // pollEvery
		k      int    // the interrupt comes at the k-th such poll
		idxMin int    // subIdxMin (0: the default)
	}{
		{"write search in a run", fixedPool, "extendWrite", true, 256, 50, 0},
		{"between runs", pool, "unfold.(*net)", false, 1, 1, 0},
		// the first lists indexed, not only the long ones (which
		// take seconds to reach with a poll at every unit of work)
		{"wait list index", pool, "waitList).index", true, 1, 1, 2},
		{"deadlock search", dining, "findDeadlocks", false, 1, 1, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			subIdxMin = idxMin
			if tc.idxMin > 0 {
				subIdxMin = tc.idxMin
			}
			// the other bounds only end the test if it fails
			x := explore.NewExplorer(tc.p, explore.Budget{MaxExecutions: 200, Timeout: time.Minute, MaxSteps: 20_000_000, MaxPoints: 100_000})
			pollEvery = tc.every
			fired, after, seen := false, 0, 0
			checkPoll = func(n *net) {
				if fired {
					after++
					return
				}
				if onStack(tc.search) && onStack("scheduler).Choose") == tc.inRun {
					seen++
				}
				if seen == tc.k {
					fired = true
					x.Interrupt()
				}
			}
			defer func() { checkPoll = nil }()
			u := &Unfold{}
			exec, err := u.Explore(x)
			var be *explore.BudgetError
			if !errors.As(err, &be) || be.Reason != "interrupted" || exec != nil {
				t.Fatalf("Explore: bug %v, %v; want budget exhausted: interrupted", exec != nil, err)
			}
			if !fired || after != 0 {
				t.Errorf("interrupt fired %v, %d polls after it; want the exploration to end at that poll", fired, after)
			}
			t.Logf("%d tests, %d events, %d units of work", x.Counters.Executions, len(u.net.events), u.net.work)
		})
	}
}

// The progress output ticks inside unfold's searches too: they poll the
// budget (Explorer.Expired), which reports progress when due.
func TestProgressInsideSearch(t *testing.T) {
	javatest.Need(t, "javac")
	p := poolcounter(t)
	defer func(k int64) { pollEvery = k }(pollEvery)
	pollEvery = 256
	x := explore.NewExplorer(p, explore.Budget{MaxExecutions: 200, Timeout: time.Minute, MaxSteps: 20_000_000, MaxPoints: 100_000})
	// Every budget check reports (at 200ms, whether one falls inside a
	// search depended on the machine's speed: 2 ticks, none there, once).
	x.ProgressEvery = time.Nanosecond
	ticks, inSearch := 0, 0
	x.Progress = func(explore.Counters, time.Duration) {
		ticks++
		if onStack("unfold.(*net).spend") {
			inSearch++
			x.Interrupt()
		}
	}
	u := &Unfold{}
	_, err := u.Explore(x)
	t.Logf("%d ticks, %d in a search; %v", ticks, inSearch, err)
	if inSearch == 0 {
		t.Errorf("no progress reported from inside a search in %d ticks (%d tests)", ticks, x.Counters.Executions)
	}
}

// weft explore --strategy unfold --timeout on examples/poolcounter
// returns with the budget-exhausted report (it ran for minutes in one
// extension step, past any --timeout).
func TestPoolcounterTimeout(t *testing.T) {
	javatest.Need(t, "javac")
	p := poolcounter(t)
	for _, st := range []string{"unfold", "unfold-ctx"} {
		b := explore.DefaultBudget
		b.Timeout = 300 * time.Millisecond
		r, _, err := explore.Explore(p, explore.Config{Strategy: st, Budget: b})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d tests, exhausted %q, bug %v", st, r.Counters.Executions, r.Exhausted, r.Bug != nil)
		if r.Exhausted != "timeout 300ms" && r.Bug == nil {
			t.Errorf("%s: %+v, want the budget exhausted by the timeout", st, r)
		}
	}
}
