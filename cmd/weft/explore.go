package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"weft/classfile"
	"weft/explore"
	_ "weft/unfold" // registers --strategy unfold, unfold-ctx
	"weft/vm"
	_ "weft/vsched" // registers --strategy vsched
)

func init() {
	commands = append(commands, &cli.Command{
		Name:      "explore",
		Usage:     "run a Java program under many schedules until it fails",
		ArgsUsage: "app.jar [args] | --cp DIR[:JAR...] Main [args]",
		Description: "Runs the program on weft's JVM again and again, steering the scheduler with\n" +
			"a search strategy, and stops at the first bug: an uncaught exception, a failed\n" +
			"assertion, a deadlock or a non-zero System.exit. It prints the bug (the\n" +
			"failing thread and its stack, or the deadlock cycle), the interleaving as\n" +
			"numbered context switches with source lines, and the counters (executions,\n" +
			"states, bytecodes, static and dynamic time), and saves the schedule as a trace\n" +
			"file that weft replay re-runs. Without a bug it says why the search ended.\n\n" +
			"Strategies: vsched (value schedules, the default), dfs (every scheduling\n" +
			"point, with state matching), dpor (dynamic partial-order reduction with sleep\n" +
			"sets), random, pct (probabilistic concurrency testing, bug depth --depth).\n\n" +
			"Flags may follow the jar; program arguments that start with - go after --.\n\n" +
			"Exit status: 1 bug found, 0 none found, 2 usage or input error.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "cp", Aliases: []string{"classpath"}, Usage: "class path: directories and jars separated by ':'"},
			&cli.StringFlag{Name: "main", Usage: "main class (default: the jar's Main-Class)"},
			&cli.StringFlag{Name: "strategy", Usage: "one of " + strings.Join(explore.Strategies(), ", ")},
			&cli.Int64Flag{Name: "max-states", Usage: "stop after this many states (0: no limit)"},
			&cli.Int64Flag{Name: "max-execs", Usage: "stop after this many executions (0: no limit)"},
			&cli.DurationFlag{Name: "timeout", Value: explore.DefaultBudget.Timeout, Usage: "stop after this much time (0: no limit)"},
			&cli.Int64Flag{Name: "max-steps", Value: explore.DefaultBudget.MaxSteps, Usage: "cut off an execution after this many bytecodes"},
			&cli.Int64Flag{Name: "seed", Value: 1, Usage: "seed of random and pct"},
			&cli.IntFlag{Name: "depth", Value: 3, Usage: "bug depth d of pct"},
			&cli.StringFlag{Name: "trace", Usage: "write the failing schedule to `FILE` (default: APP.trace.json next to the jar, or MAIN.trace.json)"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "text or json"},
		},
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
	strategy := c.String("strategy")
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
	for _, f := range []string{"max-states", "max-execs", "max-steps"} {
		if c.Int64(f) < 0 {
			return usageError("explore: --%s must not be negative", f)
		}
	}
	if c.Duration("timeout") < 0 || c.Int("depth") < 1 {
		return usageError("explore: --timeout must not be negative and --depth must be at least 1")
	}
	spec, err := parseProgram("explore", c.String("cp"), args)
	if err != nil {
		return err
	}
	if m := c.String("main"); m != "" {
		spec.main = m
	}
	p := &explore.Program{Jar: spec.jar, ClassPath: spec.entries, Main: spec.main, Args: spec.args}
	if err := p.Open(); err != nil {
		return inputError(err)
	}
	defer p.Close()

	budget := explore.DefaultBudget
	budget.MaxStates = c.Int64("max-states")
	budget.MaxExecutions = c.Int64("max-execs")
	budget.Timeout = c.Duration("timeout")
	budget.MaxSteps = c.Int64("max-steps")
	cfg := explore.Config{Strategy: strategy, Budget: budget,
		Options: explore.Options{Seed: c.Int64("seed"), Depth: c.Int("depth")}}
	stderr := c.App.ErrWriter
	prog := newProgress(stderr)
	cfg.Progress = prog.show
	r, tr, err := explore.Explore(p, cfg)
	prog.clear()
	if err != nil {
		return vmInputError("explore", err)
	}
	if tr != nil {
		path := c.String("trace")
		if path == "" {
			path = defaultTracePath(spec, p.Main)
		}
		if err := tr.Save(path); err != nil {
			return inputError(fmt.Errorf("explore: writing the trace: %w", err))
		}
		r.Trace = path
	}
	if err := writeReport(c.App.Writer, r, format); err != nil {
		return err
	}
	if r.Bug != nil {
		return cli.Exit("", exitBug)
	}
	return nil
}

// vmInputError reports an error of the program or the VM (an unmodelled
// native, a missing class) as an input error.
func vmInputError(cmd string, err error) error {
	var ve *vm.Error
	if errors.As(err, &ve) {
		return cli.Exit("weft: "+cmd+": "+ve.Msg, exitInput)
	}
	return cli.Exit("weft: "+cmd+": "+err.Error(), exitInput)
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
	fmt.Fprintf(p.w, "\rweft: explore: %d states, %d executions, %.1fs\x1b[K", c.States, c.Executions, elapsed.Seconds())
}

func (p *progress) clear() {
	if p.shown {
		fmt.Fprint(p.w, "\r\x1b[K")
	}
}
