package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"weft/explore"
	"weft/vm"
)

func init() {
	commands = append(commands, &cli.Command{
		Name:      "replay",
		Usage:     "re-run the failing schedule of a trace written by weft explore",
		ArgsUsage: "trace.json",
		Description: "Runs the trace's program on a fresh VM along the recorded scheduling\n" +
			"decisions and checks that it fails as recorded (the same kind of bug, the\n" +
			"same exception and message, or the same deadlock). It prints the same report\n" +
			"as weft explore. Decisions left over after the failure (a trace edited by\n" +
			"hand, or from a longer run) do not matter: the failure is reported, with a\n" +
			"note on stderr that says how many were not used.\n\n" +
			"A trace that does not fit the program (it chooses a thread the program\n" +
			"does not have, or one that is blocked or has ended at that point, or its\n" +
			"decisions end while the program goes on: a trace of another program, cut\n" +
			"short, or a jar rebuilt since) stops at that decision and says which one,\n" +
			"what it asked for, and which threads could run there, at which lines.\n\n" +
			"Exit status: 1 the failure is reproduced, 2 the trace fits but the\n" +
			"program no longer fails as recorded (or bad input), 3 the trace does not\n" +
			"fit the program.\n\n" +
			"Examples:\n" +
			"  weft replay app.trace.json                  # the report again\n" +
			"  weft replay --output app.trace.json         # with the program's own output\n" +
			"  weft replay --format json app.trace.json",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "format", Value: "text", Usage: "text or json"},
			&cli.Int64Flag{Name: "max-steps", Value: explore.DefaultBudget.MaxSteps, Usage: "cut off the run after this many bytecodes"},
			&cli.BoolFlag{Name: "output", Usage: "show the program's stdout and stderr (on stderr) before the report"},
			stdinFlag("replay"),
		},
		Action: replayAction,
	})
}

func replayAction(c *cli.Context) error {
	args, err := interspersed(c)
	if err != nil {
		return err
	}
	if len(args) != 1 {
		return usageError("replay: want one trace file, got %d arguments (see weft replay --help)", len(args))
	}
	format := c.String("format")
	if format != "text" && format != "json" {
		return usageError("replay: --format %q: want text or json", format)
	}
	if c.Int64("max-steps") < 0 {
		return usageError("replay: --max-steps must not be negative")
	}
	tr, err := explore.LoadTrace(args[0])
	if errors.Is(err, fs.ErrNotExist) {
		return usageError("replay: %s: no such trace file: weft explore writes one when it finds a bug (APP.trace.json next to the jar, or --trace FILE)", args[0])
	}
	if err != nil {
		return inputError(err)
	}
	if names := explore.Strategies(); !slices.Contains(names, tr.Strategy) {
		return usageError("replay: %s: the trace names an unknown strategy %q; weft explore writes one of %s", args[0], tr.Strategy, strings.Join(names, ", "))
	}
	b, stdinSet, err := stdinBytes(c, "replay")
	if err != nil {
		return err
	} else if stdinSet {
		tr.Stdin = b
	}
	var out io.Writer
	if c.Bool("output") {
		out = c.App.ErrWriter
	}
	r, err := explore.ReplayReport(tr, explore.Budget{MaxSteps: c.Int64("max-steps")}, out, out)
	var left *explore.LeftoverError
	if errors.As(err, &left) {
		// The failure is reproduced: report it, and say that the trace
		// had more decisions than the failing run made.
		fmt.Fprintf(c.App.ErrWriter, "weft: replay: note: %s: %v (the trace was edited, or its decisions come from a longer run)\n", args[0], left)
		err = nil
	}
	var misfit *explore.MisfitError
	if errors.As(err, &misfit) {
		// Why, after the threads' parentheses: not in one more.
		why := "the trace is of another program, was edited or cut short, or the program changed since it was written: explore it again"
		if note := changedNote(tr, args[0]); note != "" {
			why = strings.TrimSuffix(strings.TrimPrefix(note, " ("), ")")
		} else if stdinSet {
			why = "the program read the --stdin file, not the input the trace recorded, and ran otherwise"
		}
		return cli.Exit("weft: replay: "+args[0]+": "+misfit.Error()+"; "+why, exitMisfit)
	}
	var re *explore.ReplayError
	if errors.As(err, &re) {
		if max := c.Int64("max-steps"); c.IsSet("max-steps") && re.Msg == fmt.Sprintf("the replay was cut off: more than %d bytecodes", max) {
			// The user's own budget cut the run, not a changed program.
			return usageError("replay: %s: the run took more than --max-steps %d bytecodes before the recorded failure (raise it, or 0 for no limit)", args[0], max)
		}
		return usageError("replay: %s: %s%s", args[0], re.Msg, changedNote(tr, args[0]))
	}
	if errors.Is(err, fs.ErrNotExist) {
		return usageError("replay: %s: the traced program is gone: %v", args[0], err)
	}
	if e := stepBudgetError("replay: "+args[0], c.Int64("max-steps"), err); e != nil {
		return e
	}
	if err != nil {
		msg := err.Error()
		var ve *vm.Error
		if errors.As(err, &ve) {
			msg = ve.Msg
		}
		return cli.Exit("weft: replay: "+args[0]+": "+msg+changedNote(tr, args[0]), exitInput)
	}
	r.Trace = args[0]
	if err := writeReport(c.App.Writer, r, format); err != nil {
		return err
	}
	return cli.Exit("", exitBug)
}

// changedNote names a jar of the trace's class path that was modified
// after the trace file was written ("" if none): a replay that diverges
// or cannot start then most likely runs another program than the traced
// one. Else it names the other weft that wrote the trace, if one did.
func changedNote(tr *explore.Trace, path string) string {
	ti, err := os.Stat(path)
	if err != nil {
		return ""
	}
	for _, e := range tr.ClassPath {
		if fi, err := os.Stat(e); err == nil && !fi.IsDir() && fi.ModTime().After(ti.ModTime()) {
			return fmt.Sprintf(" (%s was modified after the trace was written: the program may have changed since; explore it again)", e)
		}
	}
	if v := explore.Version(); tr.Weft != "" && tr.Weft != v {
		return fmt.Sprintf(" (the trace was written by %s, this is %s: a VM that schedules differently diverges; explore it again)", tr.Weft, v)
	}
	return ""
}
