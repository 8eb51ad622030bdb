package unfold

import (
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"weft/benchmarks"
	"weft/explore"
)

// Result is one exhaustive exploration of a benchmark by one strategy.
type Result struct {
	Tests  int64 // test runs (executions), including cut-off ones
	Traces int64 // DPOR: complete runs, one per Mazurkiewicz trace
	Events int   // unfolding events (unfold, unfold-ctx)
	Missed int   // targets a run did not reach
	// GaveWay counts unfold's free choices at which a thread gave way
	// to another (Stats.GaveWay).
	GaveWay int
	// GaveUp counts the path constraints the solver gave up on (Z3's
	// unknown): their targets were dropped, so Complete is false.
	GaveUp int64
	Time   time.Duration
	// CPU is the process's CPU time during the exploration (all threads,
	// the garbage collector's too; 0 where unknown): on a loaded machine
	// a steadier measure than Time.
	CPU      time.Duration
	Complete bool   // the search space was covered
	Stop     string // why it did not complete
	Bug      string // the first bug found, if any
}

// PerTest is the time per test run.
func (r Result) PerTest() time.Duration {
	if r.Tests == 0 {
		return 0
	}
	return r.Time / time.Duration(r.Tests)
}

// Run explores the program exhaustively with strategy unfold, unfold-ctx
// or dpor (DPOR with sleep sets and DSE: DPORDSE) within the budget.
func Run(p *explore.Program, strategy string, b explore.Budget) (Result, error) {
	return RunWith(p, strategy, b, RunOptions{})
}

// RunOptions configure RunWith.
type RunOptions struct {
	// SolverTimeout bounds Z3 on one path constraint (0: dse's default).
	SolverTimeout time.Duration
	// Solver, if set, makes the exploration's solver instead (closed at
	// the end if it has a Close); SolverTimeout is then not used.
	Solver func() DSE
	// Interrupt, if set, ends the exploration when it receives or is
	// closed, as a budget that ran out (explore.Explorer.Interrupt).
	Interrupt <-chan struct{}
}

// RunWith is Run with options. An exploration whose solver gave up on a
// path constraint, or an unfolding that missed targets, is not Complete:
// Stop says how many.
func RunWith(p *explore.Program, strategy string, b explore.Budget, o RunOptions) (r Result, err error) {
	x := explore.NewExplorer(p, b)
	defer x.InterruptOn(o.Interrupt)()
	solver := solverFor(o.SolverTimeout)
	if o.Solver != nil {
		solver = o.Solver()
		defer closeSolver(solver)
	}
	cpu0, cpuOK := cpuTime()
	defer func() {
		if cpu1, ok := cpuTime(); ok && cpuOK {
			r.CPU = cpu1 - cpu0
		}
		if r.GaveUp = x.Counters.GaveUp; r.GaveUp > 0 && r.Complete {
			r.Complete = false
			r.Stop = incomplete(r.GaveUp)
		}
	}()
	start := time.Now()
	switch strategy {
	case "unfold", "unfold-ctx":
		u := &Unfold{Contextual: strategy == "unfold-ctx", Exhaustive: true, DSE: solver}
		exec, err := u.Explore(x)
		r.Time = time.Since(start)
		r.Tests, r.Events, r.Missed, r.GaveWay = x.Counters.Executions, u.Stats.Events, u.Stats.Missed, u.Stats.GaveWay
		if err != nil {
			if _, ok := err.(*explore.BudgetError); !ok {
				return r, err
			}
			r.Stop = err.Error()
		} else if r.Stop = u.missed(); r.Stop == "" {
			r.Complete = true
		}
		if exec != nil && exec.Bug != nil {
			r.Bug = exec.Bug.Summary()
		}
		return r, nil
	}
	// dpor is DPOR with sleep sets plus the same DSE as unfold, in one
	// execution tree (the same runs as plain dpor on programs without
	// inputs), exploring on past bugs like unfold's exhaustive mode.
	var s explore.Strategy = &DPORDSE{Exhaustive: true, DSE: solver}
	if strategy != "dpor" {
		var err error
		if s, err = explore.New(strategy, explore.Options{SolverTimeout: o.SolverTimeout}); err != nil {
			return r, err
		}
	}
	// DPOR stops at the first bug; run it on to count every trace.
	for {
		exec, err := s.Explore(x)
		r.Time = time.Since(start)
		r.Tests = x.Counters.Executions
		r.Traces = x.Counters.Executions - x.Counters.Cut
		if err != nil {
			if _, ok := err.(*explore.BudgetError); !ok {
				return r, err
			}
			r.Stop = err.Error()
			return r, nil
		}
		if exec != nil && exec.Bug != nil {
			if r.Bug == "" {
				r.Bug = exec.Bug.Summary()
			}
			if d, ok := s.(*DPORDSE); !ok || !d.Exhaustive {
				// No resume: report what it covered up to the bug.
				r.Stop = "stopped at the first bug"
				return r, nil
			}
		}
		r.Complete = true
		return r, nil
	}
}

// warmRuns is how many dpor runs Bench makes, untimed but for the load
// column, before the strategies it times.
const warmRuns = 100

// checkBenchRun, if set (tests), sees each strategy Bench runs, warm
// (untimed) or timed, in order.
var checkBenchRun func(strategy string, warm bool)

// warmStrategyRuns is how many test runs of each other strategy Bench
// makes, untimed but for the load column, after the dpor runs.
const warmStrategyRuns = 10

// incomplete is why an exploration whose solver gave up on n path
// constraints is not complete.
func incomplete(n int64) string {
	return fmt.Sprintf("the solver gave up on %d path constraints, whose targets were dropped (the search may be incomplete)", n)
}

// reference is the papers' figures of a suite-B case.
type reference struct {
	T1 *struct {
		Runs   string `json:"unfolding_runs"`
		Secs   string `json:"unfolding_s"`
		Events int    `json:"unfolding_events"`
		DPOR   string `json:"dpor_runs"`
	} `json:"table1_002"`
	T81 *struct {
		Traces   int    `json:"mazurkiewicz_traces"`
		Unf      int    `json:"unfolding_tests"`
		UnfTime  string `json:"unfolding_time"`
		Ctx      int    `json:"contextual_tests"`
		CtxTime  string `json:"contextual_time"`
		DPOR     int    `json:"dpor_tests"`
		DPORTime string `json:"dpor_time"`
	} `json:"table81_000"`
}

// BenchOptions configure Bench.
type BenchOptions struct {
	Cases      []string      // case names (default: every suite-B case)
	Strategies []string      // default: unfold, unfold-ctx, dpor
	Timeout    time.Duration // per case and strategy
	MaxSteps   int64
	Progress   io.Writer // a line per run, if set
	// SymbolicJDK keeps inputs symbolic in the JDK's code
	// (explore.Program.SymbolicJDK).
	SymbolicJDK bool
	// SolverTimeout bounds Z3 on one path constraint (0: dse's default).
	SolverTimeout time.Duration
	// Interrupt, if set, ends the case being explored when it receives
	// or is closed: that case is left out and the table of the cases
	// done is written, saying so.
	Interrupt <-chan struct{}
}

// Bench explores suite-B cases exhaustively with unfold, unfold-ctx and
// dpor and prints tests, events and time beside the columns of Table 1 of
// seeds/002 and Table 8.1 of seeds/000.
func Bench(w io.Writer, s *benchmarks.Suite, o BenchOptions) error {
	cases := s.Filter("B")
	if len(o.Cases) > 0 {
		cases = nil
		for _, n := range o.Cases {
			c := s.Case(n)
			if c == nil {
				return fmt.Errorf("bench unfold: no case %q", n)
			}
			cases = append(cases, c)
		}
	}
	strategies := o.Strategies
	if len(strategies) == 0 {
		strategies = []string{"unfold", "unfold-ctx", "dpor"}
	}
	if o.Timeout == 0 {
		o.Timeout = time.Minute
	}
	if o.MaxSteps == 0 {
		o.MaxSteps = explore.DefaultBudget.MaxSteps
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	head := "case\tload ms\t"
	for _, st := range strategies {
		head += st + " tests\t"
		if st == "dpor" {
			head += "traces\t"
		} else {
			head += "events\t"
		}
		head += "s\tms/test\t"
		if st != "dpor" && slices.Contains(strategies, "dpor") {
			head += "÷dpor\t"
		}
		head += "cpu ms/test\t"
		if st != "dpor" && slices.Contains(strategies, "dpor") {
			head += "÷dpor\t"
		}
	}
	head += "002: unf runs\tevents\tDPOR runs\t000: M.traces\tunf\tctx\tDPOR\t"
	fmt.Fprintln(tw, head)
	var notes []string
	interrupted := func() bool {
		select {
		case <-o.Interrupt: // nil: never
			return true
		default:
			return false
		}
	}
	done := 0
cases:
	for _, c := range cases {
		caseNotes := len(notes)
		p := explore.SuiteProgram(s, c)
		p.SymbolicJDK = o.SymbolicJDK
		if err := p.Open(); err != nil {
			return err
		}
		budget := explore.Budget{Timeout: o.Timeout, MaxSteps: o.MaxSteps, MaxPoints: explore.DefaultBudget.MaxPoints}
		// Load the program before the clocks start: reading, linking and
		// lowering its classes and booting the VM is the same for every
		// strategy, and it was charged to the first.
		t0 := time.Now()
		if err := p.Boot(budget); err != nil {
			p.Close()
			return fmt.Errorf("%s: %w", c.Name, err)
		}
		// Boot's one run links the classes of one schedule; the code
		// only other schedules or inputs reach (inputrace's failing
		// assertion: AssertionError, the message's StringBuilder) was
		// linked and lowered on the clock of the first strategy to get
		// there, on inputrace about 0.05 ms per unfold test. A few dpor
		// runs (warmRuns, with DSE) link it first, for every strategy.
		warm := budget
		warm.MaxExecutions = warmRuns
		if _, err := Run(p, "dpor", warm); err != nil {
			p.Close()
			return fmt.Errorf("%s: %w", c.Name, err)
		}
		// Those runs also make dpor's first use of its own code and
		// memory untimed (its instructions and tables loaded, the heap
		// grown), which the first unfold exploration of the process
		// paid on its clock: on inputrace, whose whole exploration is 6
		// tests, about 40 µs CPU per test. A few tests of every other
		// strategy make it even.
		warm.MaxExecutions = warmStrategyRuns
		for _, st := range strategies {
			if st == "dpor" {
				continue
			}
			if _, err := Run(p, st, warm); err != nil {
				p.Close()
				return fmt.Errorf("%s, %s: %w", c.Name, st, err)
			}
			if checkBenchRun != nil {
				checkBenchRun(st, true)
			}
		}
		row := fmt.Sprintf("%s\t%.1f\t", c.Name, float64(time.Since(t0).Microseconds())/1e3)
		results := map[string]Result{}
		for _, st := range strategies {
			// Each strategy starts on a collected heap: otherwise the
			// garbage of the load or of the strategy before is collected
			// on the clock of the next one, which on the small cases
			// (inputrace: 6 unfold tests, about 1.5 ms) is a good part
			// of its time.
			runtime.GC()
			if checkBenchRun != nil {
				checkBenchRun(st, false)
			}
			r, err := RunWith(p, st, budget, RunOptions{SolverTimeout: o.SolverTimeout, Interrupt: o.Interrupt})
			if err != nil {
				p.Close()
				return fmt.Errorf("%s, %s: %w", c.Name, st, err)
			}
			if interrupted() {
				p.Close()
				notes = notes[:caseNotes]
				if o.Progress != nil {
					fmt.Fprintf(o.Progress, "%s %s: interrupted\n", c.Name, st)
				}
				break cases
			}
			results[st] = r
			if !r.Complete {
				notes = append(notes, fmt.Sprintf("%s %s: %s", c.Name, st, r.Stop))
			}
			if r.Bug != "" {
				notes = append(notes, fmt.Sprintf("%s %s: bug %s", c.Name, st, r.Bug))
			}
			if r.GaveUp > 0 && r.Stop != incomplete(r.GaveUp) {
				notes = append(notes, fmt.Sprintf("%s %s: %s", c.Name, st, incomplete(r.GaveUp)))
			}
			if r.Missed > 0 {
				notes = append(notes, fmt.Sprintf("%s %s: %d targets not reached", c.Name, st, r.Missed))
			}
			if o.Progress != nil {
				fmt.Fprintf(o.Progress, "%s %s: %d tests, %s, %.1fs\n", c.Name, st, r.Tests, r.second(st), r.Time.Seconds())
			}
		}
		for _, st := range strategies {
			r := results[st]
			mark := ""
			switch {
			case r.GaveUp > 0 && r.Stop == incomplete(r.GaveUp):
				mark = "?"
			case !r.Complete:
				mark = ">"
			}
			row += fmt.Sprintf("%s%d\t%s\t%.2f\t%.2f\t", mark, r.Tests, r.second(st), r.Time.Seconds(), msPerTest(r))
			if d, ok := results["dpor"]; ok && st != "dpor" {
				if dm := msPerTest(d); dm > 0 && r.Tests > 0 {
					row += fmt.Sprintf("%.1f\t", msPerTest(r)/dm)
				} else {
					row += "-\t"
				}
			}
			if r.CPU > 0 && r.Tests > 0 {
				row += fmt.Sprintf("%.2f\t", cpuMsPerTest(r))
			} else {
				row += "-\t"
			}
			if d, ok := results["dpor"]; ok && st != "dpor" {
				if dm := cpuMsPerTest(d); dm > 0 && r.Tests > 0 && r.CPU > 0 {
					row += fmt.Sprintf("%.1f\t", cpuMsPerTest(r)/dm)
				} else {
					row += "-\t"
				}
			}
		}
		p.Close()
		var ref reference
		if len(c.Reference) > 0 {
			_ = json.Unmarshal(c.Reference, &ref)
		}
		if ref.T1 != nil {
			row += fmt.Sprintf("%s\t%d\t%s\t", ref.T1.Runs, ref.T1.Events, ref.T1.DPOR)
		} else {
			row += "-\t-\t-\t"
		}
		if ref.T81 != nil {
			row += fmt.Sprintf("%d\t%d\t%d\t%d\t", ref.T81.Traces, ref.T81.Unf, ref.T81.Ctx, ref.T81.DPOR)
		} else {
			row += "-\t-\t-\t-\t"
		}
		fmt.Fprintln(tw, row)
		done++
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if done < len(cases) {
		fmt.Fprintf(w, "\nInterrupted (Ctrl-C): the table has the %d of %d cases done.\n", done, len(cases))
	}
	if len(notes) > 0 {
		fmt.Fprintln(w, "\n"+strings.Join(notes, "\n"))
	}
	fmt.Fprintf(w, "\n> : the budget ran out (a lower bound). ? : the solver gave up on a path constraint (Z3's unknown), whose targets were dropped: the search may be incomplete. DPOR traces: its complete runs (sleep-set blocked runs are cut). ms/test: wall time per test run; ÷dpor: that over dpor's; cpu ms/test: the process's CPU time per test run (the garbage collector's too), steadier than wall time on a loaded machine. load ms: reading the program's classes, booting the VM and %d dpor runs that link the code the runs reach, once per case before the strategies run (they share that VM, each from a collected heap).", warmRuns)
	return nil
}

// second is the column after the tests: dpor's Mazurkiewicz traces, or
// the unfolding's events.
func (r Result) second(strategy string) string {
	if strategy == "dpor" {
		return fmt.Sprint(r.Traces)
	}
	return fmt.Sprint(r.Events)
}

// cpuMsPerTest is r's CPU time per test run in milliseconds (0: unknown).
func cpuMsPerTest(r Result) float64 {
	if r.Tests == 0 {
		return 0
	}
	return float64(r.CPU.Nanoseconds()) / 1e6 / float64(r.Tests)
}

// msPerTest is r's wall time per test run in milliseconds.
func msPerTest(r Result) float64 { return float64(r.PerTest().Nanoseconds()) / 1e6 }
