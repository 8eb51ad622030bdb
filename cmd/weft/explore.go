package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"weft/classfile"
	"weft/explore"
	"weft/static"
	_ "weft/unfold" // registers --strategy unfold, unfold-ctx
	"weft/vm"
	_ "weft/vsched" // registers --strategy vsched
)

func init() {
	commands = append(commands, &cli.Command{
		Name:      "explore",
		Usage:     "run a Java program under many schedules until it fails",
		ArgsUsage: "app.jar [args] | --cp DIR[:JAR...] Main [args] | (app.jar | --cp DIR[:JAR...]) --entry pkg.Class#method | --test pkg.Class[#method]",
		Description: "Runs the program on weft's JVM again and again, steering the scheduler with\n" +
			"a search strategy, and stops at the first bug: an uncaught exception, a failed\n" +
			"assertion, a deadlock or a non-zero System.exit. It prints the bug (the\n" +
			"failing thread and its stack, or the deadlock cycle), for vsched the value\n" +
			"schedule (the ordered access pairs that exposed it, each access with thread,\n" +
			"method and File.java:line), the interleaving as numbered context switches\n" +
			"with source lines, and the counters (executions, states, bytecodes, static\n" +
			"and dynamic time), and saves the schedule (and the value schedule) as a trace\n" +
			"file that weft replay re-runs. Without a bug it says why the search ended:\n" +
			"\"the search space is exhausted\" when the strategy explored all it would\n" +
			"(vsched: every pair of the static analysis, then each data race of its first\n" +
			"execution that no static pair covers, tried as a pair \"seen in the first\n" +
			"execution\" in the other order) and saw nothing it does not cover; otherwise a\n" +
			"warning names what it did not cover (for vsched, such a race that no execution\n" +
			"ran in the other order; for unfold, a notify's choice of waiter, the order\n" +
			"of class initializations or a daemon thread the program's end killed; for\n" +
			"any strategy, executions cut off at a bound of the budget, e.g. a thread\n" +
			"spinning for ever). An exception that ended a thread before its execution\n" +
			"was cut off is a bug too: the report says where the run was cut off, and\n" +
			"the replay stops there.\n" +
			"On a terminal, a run longer than a second shows its progress (states,\n" +
			"executions, elapsed time and the --timeout budget) on stderr.\n\n" +
			"Strategies: vsched (value schedules, the default), dfs (every scheduling\n" +
			"point, with state matching), dpor (dynamic partial-order reduction with sleep\n" +
			"sets), random, pct (probabilistic concurrency testing, bug depth --depth),\n" +
			"unfold and unfold-ctx (unfolding-based testing with symbolic inputs, with\n" +
			"place replication or read arcs; --bound K cuts runs at K events per thread,\n" +
			"--exhaustive explores the whole unfolding and prints tests, events and time),\n" +
			"dpor-dse (dpor with the same symbolic inputs in one tree: a branch outcome\n" +
			"not taken is a backtrack choice, its path constraint solved for inputs;\n" +
			"--exhaustive explores the whole tree and prints tests, complete runs and time).\n\n" +
			"--entry starts every execution at a no-argument method instead of main (after\n" +
			"the --setup methods); --test explores JUnit 4 or 5 tests (put the JUnit jars on\n" +
			"--cp), each with its before and after methods, one by one with the whole\n" +
			"budget each, and ends with one line per test: bug found (with its trace, which\n" +
			"records the test so that weft replay starts it the same way), passed under\n" +
			"every explored schedule, or budget exhausted (with --format json, one object\n" +
			"{\"tests\": [{test, skipped}, {test, error} or {test, report}]}). A test the VM\n" +
			"cannot run (an unmodelled native method) is reported and the others still\n" +
			"run; the exit status is then 2.\n\n" +
			"Every execution reads the same standard input: --stdin FILE, else none (not\n" +
			"weft's own: explore notes a pipe or a file there), and the files as they\n" +
			"were when first read; the program's file writes go to an overlay in the\n" +
			"VM's state, never to disk.\n\n" +
			"Flags may follow the jar; program arguments that start with - go after --.\n\n" +
			"Exit status: 1 bug found, 0 none found, 2 usage or input error.\n\n" +
			"Examples:\n" +
			"  weft explore app.jar                          # vsched, 1 minute; trace in app.trace.json\n" +
			"  weft explore app.jar 5 fixed --strategy dpor  # program arguments 5 fixed\n" +
			"  weft explore --cp build/classes --main app.Main --timeout 5m --format json\n" +
			"  weft explore app.jar --strategy unfold --exhaustive --input-method app.Cfg.limit",
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "cp", Aliases: []string{"classpath"}, Usage: "class path: directories and jars separated by ':'"},
			&cli.StringFlag{Name: "main", Usage: "main class (default: the jar's Main-Class)"},
			&cli.StringFlag{Name: "strategy", Usage: "one of " + strings.Join(explore.Strategies(), ", ") + " (default: vsched)"},
			&cli.Int64Flag{Name: "max-states", Usage: "stop after this many states (0: no limit)"},
			&cli.Int64Flag{Name: "max-execs", Usage: "stop after this many executions (0: no limit)"},
			&cli.DurationFlag{Name: "timeout", Value: explore.DefaultBudget.Timeout, Usage: "stop after this much time (0: no limit); Ctrl-C stops too, and both report what was explored"},
			&cli.Int64Flag{Name: "max-steps", Value: explore.DefaultBudget.MaxSteps, Usage: "cut off an execution after this many bytecodes"},
			&cli.Int64Flag{Name: "max-points", Value: explore.DefaultBudget.MaxPoints, Usage: "cut off an execution after this many scheduling points (0: no limit)"},
			&cli.StringFlag{Name: "max-memory", Usage: "stop \"out of memory budget\" once weft holds more than `SIZE` of memory (512M, 2G; a bare number is MiB; 0 or none: no limit); the garbage collector works to stay below it first"},
			&cli.Int64Flag{Name: "seed", Value: defaultOptions.Seed, Usage: "seed of random, pct and the PCT runs of vsched's portfolio (--strategy random, pct or vsched only)"},
			&cli.IntFlag{Name: "depth", Value: defaultOptions.Depth, Usage: "bug depth d of pct (--strategy pct only)"},
			timeFlag(),
			&cli.StringFlag{Name: "trace", Usage: "write the failing schedule to `FILE` (default: APP.trace.json next to the jar, or MAIN.trace.json; pkg.Class.method.trace.json for --entry and each --test)"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "text or json"},
			stdinFlag("explore"),
			// unfold and unfold-ctx
			&cli.IntFlag{Name: "bound", Usage: "unfold, unfold-ctx: cut a run after `K` events in one thread (0: no bound)"},
			&cli.BoolFlag{Name: "exhaustive", Usage: "unfold, unfold-ctx, dpor-dse: explore the whole unfolding (dpor-dse: execution tree) instead of stopping at the first bug; report tests, events (dpor-dse: complete runs) and time (and the first bug), and whether the solver gave up on a path constraint (then the search may be incomplete)"},
			&cli.DurationFlag{Name: "solver-timeout", Usage: "unfold, unfold-ctx, dpor-dse: Z3's time limit on one path constraint (0: 10s); one it gives up on has its targets dropped and is counted (solver_gave_up in --format json): the search may be incomplete"},
		}, append(inputFlags(), entryFlags()...)...),
		Action: exploreAction,
	})
}

func exploreAction(c *cli.Context) error {
	args, err := interspersed(c)
	if err != nil {
		return err
	}
	format := c.String("format")
	if format != "text" && format != "json" {
		return usageError("explore: --format %q: want text or json", format)
	}
	if err := checkOutputPath(c.String("trace")); err != nil {
		return usageError("explore: --trace: %v", err)
	}
	strategy := c.String("strategy")
	if strategy == "" && c.IsSet("strategy") {
		return usageError("explore: --strategy \"\": want one of %s", strings.Join(explore.Strategies(), ", "))
	}
	if strategy == "" {
		strategy = "dpor"
		if _, err := explore.New("vsched", explore.Options{}); err == nil {
			strategy = "vsched"
		}
	}
	if _, err := explore.New(strategy, explore.Options{}); err != nil {
		if strategy == "vsched" {
			return usageError("explore: --strategy vsched is not implemented yet (package vsched); use dfs, dpor, random or pct")
		}
		return usageError("explore: --strategy: %v", err)
	}
	for _, f := range []string{"max-states", "max-execs", "max-steps", "max-points"} {
		if c.Int64(f) < 0 {
			return usageError("explore: --%s must not be negative", f)
		}
	}
	if c.Duration("solver-timeout") < 0 {
		return usageError("explore: --solver-timeout must not be negative")
	}
	if _, err := parseSize(c.String("max-memory")); err != nil {
		return usageError("explore: --max-memory: %v", err)
	}
	if c.Int("bound") < 0 {
		return usageError("explore: --bound must not be negative")
	}
	if c.Duration("timeout") < 0 {
		return usageError("explore: --timeout must not be negative")
	}
	if c.Int("depth") < 1 {
		return usageError("explore: --depth must be at least 1")
	}
	for _, f := range strategyFlags {
		if c.IsSet(f.flag) && !slices.Contains(f.strategies, strategy) {
			return usageError("explore: --%s applies to --strategy %s only", f.flag, andList(f.strategies))
		}
	}
	if _, err := freeTime(c, "explore"); err != nil {
		return err
	}
	sel, err := entryOf(c, "explore")
	if err != nil {
		return err
	}
	if !c.IsSet("stdin") && pipedStdin() {
		fmt.Fprintln(c.App.ErrWriter, "weft: explore: note: the program's standard input is empty in every execution, not weft's; give it with --stdin FILE")
	}
	if sel != nil {
		return exploreEntries(c, sel, args, strategy)
	}
	spec, err := parseProgram("explore", c.String("cp"), c.String("main"), args)
	if err != nil {
		return err
	}
	p := &explore.Program{Jar: spec.jar, ClassPath: spec.entries, Main: spec.main, Args: spec.args}
	if p.InputMethods, p.Inputs, err = inputOptions(c, "explore"); err != nil {
		return err
	}
	if p.Stdin, _, err = stdinBytes(c, "explore"); err != nil {
		return err
	}
	p.SymbolicJDK = c.Bool("symbolic-jdk")
	// One class path, checked and then explored: loading it costs
	// milliseconds, a good part of exploring a small program.
	cp, jarMain, err := classfile.ForApplication(spec.entries...)
	if err != nil {
		return inputError(err)
	}
	if err := checkMainIn("explore", spec, cp, jarMain); err != nil {
		cp.Close()
		return err
	}
	if err := p.OpenWith(cp, jarMain); err != nil {
		cp.Close()
		return inputError(err)
	}
	defer p.Close()
	r, err := exploreOne(c, p, strategy, spec, c.String("trace"))
	if err != nil {
		return err
	}
	if err := writeReport(c.App.Writer, r, format); err != nil {
		return err
	}
	if c.Bool("exhaustive") && format == "text" {
		secs := (r.Counters.Static + r.Counters.Dynamic).Seconds()
		if strategy == "dpor-dse" {
			// Its complete runs are the Mazurkiewicz traces (the others
			// were blocked by sleep sets).
			fmt.Fprintf(c.App.Writer, "exhaustive %s: %d tests, %d complete runs, %.2fs\n", strategy, r.Counters.Executions, r.Counters.Executions-r.Counters.Cut, secs)
		} else {
			// unfold counts the events it adds as states.
			fmt.Fprintf(c.App.Writer, "exhaustive %s: %d tests, %d events, %.2fs\n", strategy, r.Counters.Executions, r.Counters.States, secs)
		}
		if n := r.Counters.GaveUp; n > 0 {
			fmt.Fprintf(c.App.Writer, "exhaustive %s: incomplete: the solver gave up on %d path constraints, whose targets were dropped\n", strategy, n)
		}
	}
	if r.Bug != nil {
		return cli.Exit("", exitBug)
	}
	return nil
}

// defaultOptions are the defaults of --seed and --depth, which weft bench
// explore runs every strategy with, so that a cell is what weft explore
// finds at its defaults (pct's, random's and vsched's PCT runs' seed).
var defaultOptions = explore.Options{Seed: 1, Depth: 3}

// exploreOne explores an opened program with the command's budget and
// saves the trace of a bug to tracePath (or the default path).
func exploreOne(c *cli.Context, p *explore.Program, strategy string, spec *programSpec, tracePath string) (*explore.Report, error) {
	budget := explore.DefaultBudget
	budget.MaxStates = c.Int64("max-states")
	budget.MaxExecutions = c.Int64("max-execs")
	budget.Timeout = c.Duration("timeout")
	budget.MaxSteps = c.Int64("max-steps")
	budget.MaxPoints = c.Int64("max-points")
	budget.MaxMemory, _ = parseSize(c.String("max-memory")) // checked by the action
	if budget.MaxMemory > 0 {
		// The collector keeps the heap below the budget while it can
		// (without a limit it lets the heap grow to twice the live data,
		// and the budget would end a search whose live data is half of it).
		debug.SetMemoryLimit(budget.MaxMemory)
	}
	cfg := explore.Config{Strategy: strategy, Budget: budget,
		Options: explore.Options{Seed: c.Int64("seed"), Depth: c.Int("depth"), Bound: c.Int("bound"), Exhaustive: c.Bool("exhaustive"),
			SolverTimeout: c.Duration("solver-timeout")}}
	cfg.FreeTime, _ = freeTime(c, "explore") // checked by the action
	stderr := c.App.ErrWriter
	prog := newProgress(stderr)
	prog.limit = budget.Timeout
	cfg.Progress = prog.show
	// Ctrl-C ends the exploration with the report of what it explored
	// (budget exhausted: interrupted); a second one kills weft.
	interrupt, stop := onInterrupt()
	cfg.Interrupt = interrupt
	r, tr, err := explore.Explore(p, cfg)
	stop()
	prog.clear()
	if e := stepBudgetError("explore", budget.MaxSteps, err); e != nil {
		// An execution past the budget is cut off; this is the VM's
		// start-up (or the static initializers before main) past it.
		return nil, e
	}
	if err != nil {
		return nil, vmInputError("explore", err)
	}
	if tr != nil {
		path := tracePath
		if path == "" {
			path = defaultTracePath(spec, p.Main)
		}
		if err := tr.Save(path); err != nil {
			return nil, inputError(fmt.Errorf("explore: writing the trace: %w", err))
		}
		r.Trace = path
	}
	return r, nil
}

// exploreEntries explores each target of --entry or --test in turn, each
// with the whole budget, prints each report and then one line per target.
func exploreEntries(c *cli.Context, sel *entrySel, args []string, strategy string) error {
	spec, err := parseEntryProgram("explore", c.String("cp"), args, sel.flag())
	if err != nil {
		return err
	}
	cp, _, err := classfile.ForApplication(spec.entries...)
	if err != nil {
		return inputError(err)
	}
	targets, err := sel.targets(cp)
	cp.Close()
	if err != nil {
		return inputError(err)
	}
	if len(targets) > 1 && c.String("trace") != "" {
		return usageError("explore: --trace names one file but %s has %d tests: name one with --test pkg.Class#method", sel.test, len(targets))
	}
	w := c.App.Writer
	format := c.String("format")
	// --format json with --test: one object {"tests": [{test, skipped} or
	// {test, report}]}, in the order the tests ran.
	type testResult struct {
		Test    string          `json:"test"`
		Skipped string          `json:"skipped,omitempty"`
		Error   string          `json:"error,omitempty"` // the VM could not run it
		Report  *explore.Report `json:"report,omitempty"`
	}
	var results []testResult
	jsonTests := format == "json" && sel.test != ""
	var summary []string
	bugs, failed := 0, 0
	for _, t := range targets {
		if t.Skipped != "" {
			summary = append(summary, fmt.Sprintf("%s: skipped (%s)", t.Name, t.Skipped))
			results = append(results, testResult{Test: t.Name, Skipped: t.Skipped})
			continue
		}
		class, _, _ := strings.Cut(t.Name, "#")
		p := &explore.Program{Jar: spec.jar, ClassPath: spec.entries, Main: class, Entry: t.Plan, EntryName: targetName(t)}
		if p.InputMethods, p.Inputs, err = inputOptions(c, "explore"); err != nil {
			return err
		}
		if p.Stdin, _, err = stdinBytes(c, "explore"); err != nil {
			return err
		}
		p.SymbolicJDK = c.Bool("symbolic-jdk")
		if err := p.Open(); err != nil {
			return inputError(err)
		}
		tracePath := c.String("trace")
		if tracePath == "" {
			tracePath = entryTracePath(spec, t.Name)
		}
		r, err := exploreOne(c, p, strategy, spec, tracePath)
		p.Close()
		if err != nil && sel.test != "" && len(targets) > 1 {
			// The VM cannot run this test (an unmodelled native, say): say
			// so, go on with the others, and exit 2 at the end.
			msg := strings.TrimPrefix(err.Error(), "weft: explore: ")
			fmt.Fprintf(c.App.ErrWriter, "weft: explore: %s: %s\n", t.Name, msg)
			summary = append(summary, t.Name+": error: "+msg)
			results = append(results, testResult{Test: t.Name, Error: msg})
			failed++
			continue
		}
		if err != nil {
			return err
		}
		results = append(results, testResult{Test: t.Name, Report: r})
		if !jsonTests {
			if err := writeReport(w, r, format); err != nil {
				return err
			}
		}
		if format == "text" && len(targets) > 1 {
			fmt.Fprintln(w)
		}
		var verdict string
		switch {
		case r.Bug != nil:
			bugs++
			verdict = fmt.Sprintf("bug found after %s: %s (trace %s)", explore.Plural(r.Counters.Executions, "execution"), r.Bug.Summary(), r.Trace)
		case r.Complete:
			verdict = fmt.Sprintf("passed under every explored schedule: %s, the search space is exhausted", explore.Plural(r.Counters.Executions, "execution"))
		default:
			verdict = fmt.Sprintf("no bug before the budget ran out (%s): %s passed", r.Exhausted, explore.Plural(r.Counters.Executions, "execution"))
		}
		summary = append(summary, t.Name+": "+verdict)
	}
	if jsonTests {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		if err := enc.Encode(map[string]any{"tests": results}); err != nil {
			return err
		}
	}
	if format == "text" && sel.test != "" {
		fmt.Fprintf(w, "%d tests:\n", len(targets))
		for _, s := range summary {
			fmt.Fprintln(w, "  "+s)
		}
	}
	switch {
	case failed > 0:
		return cli.Exit("", exitInput)
	case bugs > 0:
		return cli.Exit("", exitBug)
	}
	return nil
}

// entryTracePath is pkg.Class.method.trace.json next to the jar if its
// directory is writable, else in the current directory.
func entryTracePath(spec *programSpec, name string) string {
	file := strings.ReplaceAll(name, "#", ".") + ".trace.json"
	if spec.jar != "" {
		next := filepath.Join(filepath.Dir(spec.jar), file)
		if f, err := os.OpenFile(next, os.O_WRONLY|os.O_CREATE, 0o644); err == nil {
			f.Close()
			return next
		}
	}
	return file
}

// vmInputError reports an error of the program or the VM (an unmodelled
// native, a missing class) as an input error.
func vmInputError(cmd string, err error) error {
	var ve *vm.Error
	if errors.As(err, &ve) {
		return cli.Exit("weft: "+cmd+": "+ve.Msg, exitInput)
	}
	msg := err.Error()
	if be := (*static.BuildError)(nil); errors.As(err, &be) {
		// Only vsched's static analysis lowers the program's methods.
		msg += " (--strategy dpor explores without the static analysis)"
	}
	return cli.Exit("weft: "+cmd+": "+msg, exitInput)
}

func writeReport(w io.Writer, r *explore.Report, format string) error {
	if format == "json" {
		return r.WriteJSON(w)
	}
	return r.WriteText(w)
}

// defaultTracePath is APP.trace.json next to the jar if its directory is
// writable, else in the current directory; MAIN.trace.json for a class
// path.
func defaultTracePath(spec *programSpec, main string) string {
	if spec.jar != "" {
		name := strings.TrimSuffix(filepath.Base(spec.jar), ".jar") + ".trace.json"
		next := filepath.Join(filepath.Dir(spec.jar), name)
		if f, err := os.OpenFile(next, os.O_WRONLY|os.O_CREATE, 0o644); err == nil {
			f.Close()
			return next
		}
		return name
	}
	return classfile.DottedName(main) + ".trace.json"
}

// progress shows the counters on a terminal once a run has taken more than
// a second.
type progress struct {
	w     io.Writer
	tty   bool
	shown bool
	limit time.Duration // the --timeout budget (0: none), shown after the elapsed time
	what  string        // what runs: "explore" (also if empty), "bench explore: CASE STRATEGY"
}

func newProgress(w io.Writer) *progress {
	p := &progress{w: w}
	if f, ok := w.(*os.File); ok {
		if fi, err := f.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
			p.tty = true
		}
	}
	return p
}

func (p *progress) show(c explore.Counters, elapsed time.Duration) {
	if !p.tty || elapsed < time.Second {
		return
	}
	p.shown = true
	of := ""
	if p.limit > 0 {
		of = " of " + p.limit.String()
	}
	what := p.what
	if what == "" {
		what = "explore"
	}
	fmt.Fprintf(p.w, "\rweft: %s: %d states, %d executions, %.1fs%s\x1b[K", what, c.States, c.Executions, elapsed.Seconds(), of)
}

func (p *progress) clear() {
	if p.shown {
		fmt.Fprint(p.w, "\r\x1b[K")
		p.shown = false
	}
}

// timeFlag is --time of explore and bench explore.
func timeFlag() cli.Flag {
	return &cli.StringFlag{Name: "time", Value: "virtual", Usage: "`free|virtual`: free lets time pass at any scheduling point where a thread is in a timed wait " +
		"(sleep, wait(ms), a timed park, and so Future.get(t), poll(t), tryLock(t), scheduled executors, Timer), as a thread may be arbitrarily slow: " +
		"the strategy may end the earliest such wait before the others have run up to its deadline (deadlines still end in their order). " +
		"virtual ends a timed wait once the other threads have run up to its deadline (100 ns a bytecode) or all wait. " +
		"dfs, dpor, random, pct and vsched explore free time; the others run with virtual time and say so"}
}

// freeTime reads --time: whether time is free.
func freeTime(c *cli.Context, cmd string) (bool, error) {
	switch c.String("time") {
	case "free":
		return true, nil
	case "virtual":
		return false, nil
	}
	return false, usageError("%s: --time %q: want free or virtual", cmd, c.String("time"))
}

// strategyFlags are explore's flags that only some strategies take.
var strategyFlags = []struct {
	flag       string
	strategies []string
}{
	{"solver-timeout", []string{"unfold", "unfold-ctx", "dpor-dse"}},
	{"bound", []string{"unfold", "unfold-ctx"}},
	{"exhaustive", []string{"unfold", "unfold-ctx", "dpor-dse"}},
	{"seed", []string{"random", "pct", "vsched"}},
	{"depth", []string{"pct"}},
}

// andList is "a", "a and b", "a, b and c".
func andList(s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// onInterrupt returns a channel closed at the first Ctrl-C (SIGINT), after
// which a second one kills weft as usual, and the function that stops
// listening.
func onInterrupt() (<-chan struct{}, func()) {
	sig := make(chan os.Signal, 1)
	interrupt := make(chan struct{})
	signal.Notify(sig, os.Interrupt)
	go func() {
		if _, ok := <-sig; ok {
			signal.Stop(sig)
			close(interrupt)
		}
	}()
	return interrupt, func() { signal.Stop(sig); close(sig) }
}

// parseSize parses a memory size: a number with an optional unit K, M,
// G or T (KB, MB, KiB, MiB, … alike, powers of 1024); a bare number is
// MiB. "" is 0.
func parseSize(s string) (int64, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	if t == "" {
		return 0, nil
	}
	unit := strings.TrimSuffix(strings.TrimSuffix(t, "B"), "I")
	shift := 20
	if n := len(unit); n > 0 {
		if i := strings.IndexByte("KMGT", unit[n-1]); i >= 0 {
			shift, t = 10*(i+1), strings.TrimSpace(unit[:n-1])
		}
	}
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil || n < 0 || n > math.MaxInt64>>shift {
		return 0, fmt.Errorf("%q is not a size (512M, 2G; a bare number is MiB)", s)
	}
	return n << shift, nil
}
