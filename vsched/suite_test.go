package vsched

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"weft/benchmarks"
	"weft/explore"
	"weft/internal/javatest"
)

// suiteACases reads the suite-A cases from benchmarks/suite.json.
func suiteACases(t testing.TB) []*benchmarks.Case {
	s, err := benchmarks.Default()
	if err != nil {
		t.Fatal(err)
	}
	return s.Filter("A")
}

// compileSuiteA compiles every suite-A program (each in its own package)
// into one class directory.
func compileSuiteA(t testing.TB) string {
	t.Helper()
	return javatest.Shared(t, "../benchmarks/suiteA", "../benchmarks/api/src")
}

// notYet lists the cases vsched does not find the bug of yet.
var notYet = map[string]bool{}

// TestSuiteA explores every suite-A program with vsched: it must find the
// documented bug kind (and exception class), and the trace must replay.
func TestSuiteA(t *testing.T) {
	cases := suiteACases(t)
	dir := compileSuiteA(t)
	only := os.Getenv("VSCHED_CASE")
	for _, c := range cases {
		if only != "" && only != c.Name {
			continue
		}
		t.Run(c.Name, func(t *testing.T) {
			if notYet[c.Name] && testing.Short() {
				t.Skip("vsched does not find this bug yet (run without -short to try)")
			}
			p := &explore.Program{ClassPath: []string{dir}, Main: c.Main, Args: c.Args}
			// Executions bound the search (deterministic); the timeout only
			// guards against a hang.
			budget := explore.Budget{MaxExecutions: 20_000, Timeout: 5 * time.Minute, MaxSteps: 5_000_000, MaxPoints: 100_000}
			if notYet[c.Name] {
				budget.MaxExecutions = 2_000
			}
			if n, err := strconv.ParseInt(os.Getenv("VSCHED_EXECS"), 10, 64); err == nil {
				budget.MaxExecutions = n
			}
			began := time.Now()
			var strat *Strategy
			explore.Register("vsched-test", func(explore.Options) explore.Strategy {
				strat = New()
				strat.Prioritize = os.Getenv("VSCHED_NOPRIO") == ""
				strat.StrictPriority = os.Getenv("VSCHED_STRICT") != ""
				strat.EarliestFirst = os.Getenv("VSCHED_EARLY") != ""
				strat.NestedFirst = os.Getenv("VSCHED_NONEST") == ""
				strat.FinishBlocked = os.Getenv("VSCHED_NOFINISH") == ""
				strat.StateMatching = os.Getenv("VSCHED_NOMATCH") == ""
				strat.CanonicalFrames = os.Getenv("VSCHED_NOCANON") == ""
				strat.Snapshots = os.Getenv("VSCHED_NOSNAP") == ""
				strat.Portfolio = os.Getenv("VSCHED_NOPORTFOLIO") == ""
				strat.Unblock = os.Getenv("VSCHED_NOUNBLOCK") == ""
				strat.ResumeWaiter = os.Getenv("VSCHED_RESUME") != ""
				strat.SpecialAnyThread = os.Getenv("VSCHED_SPECIALANY") != ""
				strat.SpecialOtherThreads = os.Getenv("VSCHED_NOSPECIALOTHER") == ""
				strat.SpecialStaticNotified = os.Getenv("VSCHED_SPECIALSTATIC") != ""
				if n, err := strconv.ParseInt(os.Getenv("VSCHED_PRIOEXECS"), 10, 64); err == nil {
					strat.PriorityExecs = n
				}
				if n, err := strconv.Atoi(os.Getenv("VSCHED_DEFER")); err == nil {
					strat.DeferAfter = n
				}
				if n, err := strconv.Atoi(os.Getenv("VSCHED_PORTFOLIO_AFTER")); err == nil {
					strat.PortfolioAfter = n
				}
				return strat
			})
			rep, tr, err := explore.Explore(p, explore.Config{Strategy: "vsched-test", Budget: budget})
			if err != nil {
				t.Fatal(err)
			}
			ref, _ := c.SuiteA()
			vs := "-"
			if ref.VSStates != nil {
				vs = fmt.Sprint(*ref.VSStates)
			}
			t.Logf("%s: bug=%v states=%d (thesis VS %s) execs=%d cut=%d bytecodes=%d static=%v dynamic=%v total=%v",
				c.Name, rep.Bug != nil, rep.Counters.States, vs, rep.Counters.Executions, rep.Counters.Cut,
				rep.Counters.Bytecodes, rep.Counters.Static.Round(time.Millisecond), rep.Counters.Dynamic.Round(time.Millisecond), time.Since(began).Round(time.Millisecond))
			if os.Getenv("VSCHED_DEBUG") != "" {
				for r, n := range strat.Abandoned {
					t.Logf("abandoned %d× %s", n, r)
				}
			}
			if rep.Bug == nil && notYet[c.Name] {
				t.Skipf("not found yet (%s, pairs %+v)", rep.Exhausted, rep.Pairs)
			}
			if rep.Bug == nil {
				t.Fatalf("no bug found (%s, pairs %+v)", rep.Exhausted, rep.Pairs)
			}
			t.Logf("bug: %s; schedule %q", rep.Bug.Summary(), rep.ValueSchedule)
			switch c.Bug.Kind {
			case benchmarks.BugDeadlock:
				if rep.Bug.Kind != explore.KindDeadlock {
					t.Fatalf("found %s, want a deadlock", rep.Bug.Summary())
				}
			case benchmarks.BugException, benchmarks.BugAssertion:
				if rep.Bug.Kind != explore.KindException && rep.Bug.Kind != explore.KindAssertion {
					t.Fatalf("found %s, want %s %s", rep.Bug.Summary(), c.Bug.Kind, c.Bug.Exception)
				}
				if c.Bug.Exception != "" && rep.Bug.Exception != c.Bug.Exception {
					t.Fatalf("found %s, want %s", rep.Bug.Summary(), c.Bug.Exception)
				}
			}
			// The trace keeps the value schedule, every access located.
			if !reflect.DeepEqual(tr.ValueSchedule, rep.ValueSchedule) {
				t.Errorf("trace value schedule %v, want the report's %v", tr.ValueSchedule, rep.ValueSchedule)
			}
			for _, o := range tr.ValueSchedule {
				for _, a := range []explore.PairAccess{o.First, o.Second} {
					if a.Method == "" || a.Class == "" || a.Name == "" || !strings.Contains(a.Pos, ".java:") {
						t.Errorf("value schedule access %+v lacks its method, thread name or File.java:line", a)
					}
				}
			}
			// weft replay's path: the trace saved and loaded again.
			path := filepath.Join(t.TempDir(), "trace.json")
			if err := tr.Save(path); err != nil {
				t.Fatal(err)
			}
			tr2, err := explore.LoadTrace(path)
			if err != nil {
				t.Fatal(err)
			}
			rr, err := explore.ReplayReport(tr2, budget, nil, nil)
			if err != nil {
				t.Fatalf("replay: %v", err)
			}
			if rr.Bug == nil || rr.Bug.Kind != rep.Bug.Kind || rr.Bug.Exception != rep.Bug.Exception {
				t.Fatalf("replay: %v, want %s", rr.Bug, rep.Bug.Summary())
			}
			if !reflect.DeepEqual(rr.ValueSchedule, rep.ValueSchedule) {
				t.Errorf("replayed value schedule %v, want %v", rr.ValueSchedule, rep.ValueSchedule)
			}
		})
	}
}

func TestMain(m *testing.M) { javatest.Main(m) }
