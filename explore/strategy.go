package explore

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"weft/classfile"
)

// Strategy explores a program's schedules through an Explorer.
//
// Explore runs executions with x.Execute until one fails and returns it,
// or returns nil when it has covered its whole search space; it returns the
// Explorer's *BudgetError when the budget runs out.
type Strategy interface {
	Name() string
	Explore(x *Explorer) (*Execution, error)
}

// EndCoverer is implemented by a strategy that says whether its search
// covers the schedules in which a thread the program's end kills (a
// daemon thread still able to run when the last other thread ends, any
// thread at System.exit) runs before that end. A strategy that does not
// implement it is taken not to: when a run ended so (vm.VM.KilledAtEnd)
// and it found no bug, the report warns and does not call the search
// complete.
type EndCoverer interface {
	CoversEnd() bool
}

// InitOrderCoverer is implemented by a strategy that says whether its
// search covers the orders in which threads start initializing classes
// (vm/initclass.go: which thread initializes a class first is decided
// inside a step, by no visible operation). A strategy that does not
// implement it is taken not to: when threads interleaved with a class
// initialization (vm.VM.InitRaces) and it found no bug, the report warns
// that the strategy may not have tried every order and does not call the
// search complete.
type InitOrderCoverer interface {
	// CoversInitOrder reports whether the strategy's report that it
	// covered its search space (Explore returning nil) holds for every
	// order of the class initializations too.
	CoversInitOrder() bool
}

// coversInitOrder reports what s declares (InitOrderCoverer), false if it
// declares nothing.
func coversInitOrder(s Strategy) bool {
	c, ok := s.(InitOrderCoverer)
	return ok && c.CoversInitOrder()
}

// TimeChooser is implemented by a strategy that explores the passing of
// time as a scheduling choice (Config.FreeTime, vm.Config.FreeTime: the
// time-passes choices of vm.Point). Explore runs any other strategy with
// virtual time, and says so in the report's warnings.
type TimeChooser interface {
	ChoosesTime() bool
}

// Annotator is implemented by strategies that add their own findings to the
// report (vsched: the value schedule, the pair counts).
type Annotator interface {
	Annotate(r *Report, failing *Execution)
}

// Options parameterize the strategies.
type Options struct {
	Seed  int64 // random, pct
	Depth int   // pct: the bug depth d
	// unfold, unfold-ctx: Bound is the bound k on events per thread (0:
	// none); Exhaustive explores the whole unfolding and reports the
	// first bug at the end.
	Bound      int
	Exhaustive bool
	// SolverTimeout bounds the solver's time on one path constraint
	// (unfold, unfold-ctx, dpor-dse; 0: the solver's default). A path
	// constraint it gives up on is counted in Counters.GaveUp.
	SolverTimeout time.Duration
}

var registry = map[string]func(Options) Strategy{
	"random": func(o Options) Strategy { return &Random{Seed: o.Seed} },
	"pct":    func(o Options) Strategy { return &PCT{Seed: o.Seed, Depth: o.Depth} },
	"dfs":    func(o Options) Strategy { return &DFS{} },
	"dpor":   func(o Options) Strategy { return &DPOR{} },
}

// Register makes a strategy available by name (package vsched registers
// itself).
func Register(name string, f func(Options) Strategy) { registry[name] = f }

// ErrNoStrategy is returned by New for an unknown strategy.
var ErrNoStrategy = errors.New("unknown strategy")

// New returns the named strategy.
func New(name string, o Options) (Strategy, error) {
	f, ok := registry[name]
	if !ok {
		return nil, fmt.Errorf("%w %q (have %s)", ErrNoStrategy, name, strings.Join(Strategies(), ", "))
	}
	return f(o), nil
}

// Strategies lists the registered strategies.
func Strategies() []string {
	var names []string
	for n := range registry {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Config configures Explore.
type Config struct {
	Strategy string
	Options  Options
	Budget   Budget
	Progress func(c Counters, elapsed time.Duration)
	// OnExecution, if set, sees every execution that runs to its end.
	OnExecution func(*Execution)
	// Interrupt, if set, ends the exploration when it receives or is
	// closed, as a budget that ran out (Explorer.Interrupt).
	Interrupt <-chan struct{}
	// FreeTime lets time pass at any scheduling point (Explorer.FreeTime)
	// for a strategy that explores it (TimeChooser).
	FreeTime bool
}

// Explore runs a strategy on p until the first bug or the end of the
// budget. It returns the report, and the trace of the failing execution
// (nil without a bug). The error is about the input: the program cannot be
// loaded or the VM cannot run it.
func Explore(p *Program, cfg Config) (*Report, *Trace, error) {
	s, err := New(cfg.Strategy, cfg.Options)
	if err != nil {
		return nil, nil, err
	}
	began := time.Now() // opening the program counts, as for every strategy
	if err := p.Open(); err != nil {
		return nil, nil, err
	}
	x := NewExplorer(p, cfg.Budget)
	x.start = began
	if cfg.Budget.Timeout > 0 {
		x.deadline = began.Add(cfg.Budget.Timeout)
	}
	x.Progress = cfg.Progress
	x.OnExecution = cfg.OnExecution
	var timeWarning string
	if tc, ok := s.(TimeChooser); ok && tc.ChoosesTime() {
		x.FreeTime = cfg.FreeTime
	} else if cfg.FreeTime {
		timeWarning = fmt.Sprintf("%s does not explore the passing of time: it ran with virtual time (--time virtual), where a timed wait ends once the other threads have run up to its deadline", s.Name())
	}
	defer x.InterruptOn(cfg.Interrupt)()
	exec, err := s.Explore(x)
	r := &Report{Program: p.Name(), Main: classfile.DottedName(p.Main), Entry: p.EntryName, Strategy: s.Name(), Seed: cfg.Options.Seed}
	var be *BudgetError
	switch {
	case errors.As(err, &be):
		r.Exhausted = be.Reason
	case err != nil:
		return nil, nil, err
	case exec == nil:
		// A path constraint the solver gave up on dropped targets that
		// may be reachable: the search space is not known to be covered.
		r.Complete = x.Counters.GaveUp == 0
	}
	r.Warnings = x.initCycles()
	// partial adds a warning that the search did not cover everything:
	// "exhausted" would claim more than it did.
	partial := func(w string) {
		if w != "" {
			r.Warnings = append(r.Warnings, w)
			r.Complete = false
		}
	}
	// What it covered with timeWarning are the runs of virtual time, not
	// those the user asked for.
	partial(timeWarning)
	if exec == nil || exec.Bug == nil {
		partial(x.initWaitWarning(s))
		partial(x.boundWarning())
		partial(x.timeoutWarning())
		partial(x.endWarning(s))
		partial(x.notifyWarning(s.Name()))
		if !cfg.FreeTime && x.timedAsideRuns > 0 {
			r.Notes = append(r.Notes, fmt.Sprintf("in %s a thread was in a timed wait (a sleep, wait(ms), a timed park or join) while others ran; with virtual time such a wait ends only at its deadline, once the others have run up to it: --time free also explores its ending earlier (with dfs, dpor, random, pct or vsched)",
				Plural(x.timedAsideRuns, "execution")))
		}
	}
	var tr *Trace
	if exec != nil && exec.Bug != nil {
		r.Bug = exec.Bug
		r.Interleaving = interleaving(exec.Events, objectNamer(p.cp))
		nameThreads(r.Interleaving, exec.Bug, exec.Outcome)
		r.Decisions = len(exec.Decisions)
		r.Stopped = exec.Cut
		r.Inputs = inputValues(exec.Inputs)
		depth := 0
		if s.Name() == "pct" {
			depth = cfg.Options.Depth
		}
		tr = NewTrace(p, s.Name(), cfg.Options.Seed, depth, exec)
		tr.Alone = x.Alone
	}
	if a, ok := s.(Annotator); ok {
		a.Annotate(r, exec)
	}
	if tr != nil && len(r.ValueSchedule) > 0 {
		nameSchedule(r.ValueSchedule, threadNames(exec.Bug, exec.Outcome))
		tr.ValueSchedule = append([]OrderedPair(nil), r.ValueSchedule...)
	}
	r.Counters = x.Counters
	r.Counters.Dynamic = max(time.Since(began)-r.Counters.Static, 0)
	return r, tr, nil
}

// ReplayReport re-runs a trace and reports the failure it reproduces; the
// program's output goes to stdout and stderr (nil discards it).
func ReplayReport(t *Trace, b Budget, stdout, stderr io.Writer) (*Report, error) {
	p := t.Program()
	if err := p.Open(); err != nil {
		return nil, err
	}
	defer p.Close()
	exec, x, err := t.ReplayTo(p, b, stdout, stderr)
	if exec == nil {
		return nil, err
	}
	r := &Report{Program: p.Name(), Main: classfile.DottedName(p.Main), Entry: p.EntryName, Strategy: "replay of " + t.Strategy, Seed: t.Seed,
		Bug: exec.Bug, Interleaving: interleaving(exec.Events, objectNamer(p.cp)), Decisions: len(exec.Decisions), Stopped: exec.Cut, Counters: x.Counters}
	nameThreads(r.Interleaving, exec.Bug, exec.Outcome)
	r.ValueSchedule = append([]OrderedPair(nil), t.ValueSchedule...)
	r.Inputs = inputValues(exec.Inputs)
	return r, err
}
