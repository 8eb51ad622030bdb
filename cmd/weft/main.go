// Command weft finds concurrency bugs in Java programs from their bytecode.
//
// Each subcommand lives in its own file and registers itself in init by
// appending to commands.
package main

import (
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"weft/explore"
)

// Exit statuses (DESIGN.md, Output): 0 no bug found, 1 bug found, 2 usage or
// input error; 3 (replay only) the trace does not fit the program.
const (
	exitOK     = 0
	exitBug    = 1
	exitInput  = 2
	exitMisfit = 3
)

var commands []*cli.Command

// usageError is a bad command line or bad input: one line on stderr, exit 2.
func usageError(format string, args ...any) error {
	return cli.Exit("weft: "+fmt.Sprintf(format, args...), exitInput)
}

// inputError wraps an error about the user's input (a missing file, a
// corrupt class) as a one-line message with exit status 2.
func inputError(err error) error {
	var ec cli.ExitCoder
	if errors.As(err, &ec) {
		return err
	}
	return cli.Exit("weft: "+err.Error(), exitInput)
}

// namedError puts the command's name after "weft: " in an input or usage
// error that does not name it yet ("weft: explore: stat app.jar: no such
// file or directory"); other errors and exit statuses pass unchanged.
func namedError(name string, err error) error {
	if err == nil {
		return nil
	}
	var ec cli.ExitCoder
	if !errors.As(err, &ec) {
		return cli.Exit("weft: "+name+": "+err.Error(), exitInput)
	}
	msg, ok := strings.CutPrefix(ec.Error(), "weft: ")
	if ec.ExitCode() != exitInput || !ok || strings.HasPrefix(msg, name+": ") {
		return err
	}
	return cli.Exit("weft: "+name+": "+msg, exitInput)
}

func newApp(stdout, stderr io.Writer) *cli.App {
	all := append(append([]*cli.Command(nil), commands...), benchCommand())
	sort.Slice(all, func(i, j int) bool { return all[i].Name < all[j].Name })
	setUsageErrors(all, "")
	app := &cli.App{
		Name:  "weft",
		Usage: "find concurrency bugs in Java programs from their bytecode",
		Description: "weft reads class files and jars, ranks the pairs of accesses that different\n" +
			"threads may make in parallel (analyze), and runs the program on an embedded JVM\n" +
			"steered through the interleavings those pairs suggest until it fails (explore).\n\n" +
			"Exit status: 0 no bug found, 1 bug found (or the program failed), 2 usage or input error, 3 (replay) the trace does not fit the program.",
		Commands: all,
		// --version, -v: the module version and the VCS revision the
		// binary was built from, as traces record it ("weft": Version()).
		Version: strings.TrimPrefix(explore.Version(), "weft "),
		OnUsageError: func(c *cli.Context, err error, _ bool) error {
			return flagError("", c.App.Flags, err)
		},
		CommandNotFound: func(c *cli.Context, name string) {
			where, help := "", "weft --help"
			if c.Command != nil && c.Command.Name != "" && c.Command.Name != "weft" {
				where, help = c.Command.Name+": ", "weft "+c.Command.Name+" --help"
			}
			var names []string
			for _, cmd := range c.Command.Subcommands {
				names = append(names, cmd.Name)
			}
			if c.Command == nil || c.Command.Name == "" || c.Command.Name == "weft" {
				for _, cmd := range c.App.Commands {
					names = append(names, cmd.Name)
				}
			}
			fmt.Fprintf(stderr, "weft: %sunknown command %q%s (see %s)\n", where, name, didYouMean(name, names, ""), help)
			cli.OsExiter(exitInput)
		},
		Writer:               stdout,
		ErrWriter:            stderr,
		EnableBashCompletion: true,
		ExitErrHandler: func(c *cli.Context, err error) {
			if err == nil {
				return
			}
			var ec cli.ExitCoder
			if errors.As(err, &ec) {
				if msg := ec.Error(); msg != "" {
					fmt.Fprintln(stderr, msg)
				}
				cli.OsExiter(ec.ExitCode())
				return
			}
			fmt.Fprintln(stderr, "weft:", err)
			cli.OsExiter(exitInput)
		},
	}
	return app
}

// setUsageErrors makes every command (and subcommand) report a flag it
// cannot parse in one line with exit status 2, instead of urfave/cli's
// "Incorrect Usage" and the whole help text.
func setUsageErrors(cmds []*cli.Command, parent string) {
	for _, cmd := range cmds {
		name := strings.TrimSpace(parent + " " + cmd.Name)
		flags := cmd.Flags
		cmd.OnUsageError = func(c *cli.Context, err error, _ bool) error {
			return flagError(name, flags, err)
		}
		if action := cmd.Action; action != nil {
			cmd.Action = func(c *cli.Context) error { return namedError(name, action(c)) }
		}
		if action := cmd.Action; action != nil && len(cmd.Subcommands) == 0 {
			// urfave/cli gives every command a help subcommand (help,
			// h): weft run h, of a directory h, printed the help and
			// exited 0. An argument help or h is the help only when no
			// file has that name.
			cmd.HideHelpCommand = true
			cmd.Action = func(c *cli.Context) error {
				if a := c.Args().Slice(); len(a) >= 1 && (a[0] == "help" || a[0] == "h") {
					if _, err := os.Stat(a[0]); err != nil {
						if ls := c.Lineage(); len(ls) > 1 {
							return cli.ShowCommandHelp(ls[1], c.Command.Name)
						}
					}
				}
				return action(c)
			}
		}
		setUsageErrors(cmd.Subcommands, name)
	}
}

var (
	badValueRE   = regexp.MustCompile(`^invalid value "(.*)" for flag -+(\S+): (.*)$`)
	undefinedRE  = regexp.MustCompile(`^flag provided but not defined: -+(\S+)$`)
	needsValueRE = regexp.MustCompile(`^flag needs an argument: -+(\S+)$`)
	badBoolRE    = regexp.MustCompile(`^invalid boolean value "(.*)" for -+(\S+): (.*)$`)
	daysRE       = regexp.MustCompile(`^([0-9]+)d$`)
	durationRE   = regexp.MustCompile(`^[-+]?(([0-9]+(\.[0-9]*)?|\.[0-9]+)(ns|us|µs|μs|ms|s|m|h))+$`)
)

// badFlagValue is the one-line error for a value flag name of command cmd
// cannot take; why is the parser's reason, replaced by what the flag's type
// wants.
func badFlagValue(cmd string, flags []cli.Flag, name, value, why string) error {
	prefix, help := "", "weft --help"
	if cmd != "" {
		prefix, help = cmd+": ", "weft "+cmd+" --help"
	}
	for _, f := range flags {
		for _, n := range f.Names() {
			if n != name {
				continue
			}
			// strconv's "value out of range": the value is a number,
			// only too large (or too small) for the flag's type.
			outOfRange := func(lo, hi int64) string {
				if strings.HasPrefix(value, "-") {
					return fmt.Sprintf("out of range: the smallest value is %d", lo)
				}
				return fmt.Sprintf("out of range: the largest value is %d", hi)
			}
			outside := strings.Contains(why, "out of range")
			switch f.(type) {
			case *cli.DurationFlag:
				why = "want a duration such as 30s, 5m or 1h30m"
				if x, err := strconv.ParseFloat(value, 64); err == nil && x < 0 {
					why = "want a duration such as 30s, 5m or 1h30m, not a negative number"
				} else if err == nil {
					// A bare number: seconds, or minutes? Say which
					// units there are.
					why = fmt.Sprintf("a duration needs a unit: %ss, %sm or %sh (or ms, us, ns)", value, value, value)
				} else if m := daysRE.FindStringSubmatch(value); m != nil {
					why = "the largest unit is h (hours)"
					if n, err := strconv.Atoi(m[1]); err == nil && n < 1e6 {
						why += fmt.Sprintf(": %sd is %dh", m[1], n*24)
					}
				} else if durationRE.MatchString(value) {
					// Well formed, so time.ParseDuration overflowed.
					why = "out of range: the largest duration is " + time.Duration(math.MaxInt64).String()
				}
			case *cli.IntFlag:
				why = "want an integer"
				if outside {
					why = outOfRange(math.MinInt, math.MaxInt)
				}
			case *cli.Int64Flag:
				why = "want an integer"
				if outside {
					why = outOfRange(math.MinInt64, math.MaxInt64)
				}
			case *cli.Uint64Flag, *cli.UintFlag:
				why = "want a non-negative integer"
			case *cli.BoolFlag:
				why = "want true or false"
			case *cli.Float64Flag:
				why = "want a number"
			}
		}
	}
	return usageError("%s--%s %q: %s (see %s)", prefix, name, value, why, help)
}

// flagError turns the flag package's parse error into weft's one line:
// "weft: CMD: --flag "value": want a duration such as 30s or 5m".
func flagError(cmd string, flags []cli.Flag, err error) error {
	prefix, help := "", "weft --help"
	if cmd != "" {
		prefix, help = cmd+": ", "weft "+cmd+" --help"
	}
	msg := err.Error()
	if m := badValueRE.FindStringSubmatch(msg); m != nil {
		return badFlagValue(cmd, flags, m[2], m[1], m[3])
	}
	if m := badBoolRE.FindStringSubmatch(msg); m != nil {
		return badFlagValue(cmd, flags, m[2], m[1], m[3])
	}
	if m := undefinedRE.FindStringSubmatch(msg); m != nil {
		if m[1] == "format" && cmd != "" {
			// Machine-readable output is analyze's, explore's and
			// replay's: say so rather than leave the user guessing.
			return usageError("%sunknown flag --format: weft %s prints text only; analyze, explore and replay take --format json (see %s)", prefix, cmd, help)
		}
		return usageError("%sunknown flag --%s%s (see %s)", prefix, m[1], didYouMean(m[1], flagNames(flags), "--"), help)
	}
	if m := needsValueRE.FindStringSubmatch(msg); m != nil {
		return usageError("%sflag --%s needs a value (see %s)", prefix, m[1], help)
	}
	return usageError("%s%s (see %s)", prefix, msg, help)
}

// flagNames returns the names of flags, aliases included.
func flagNames(flags []cli.Flag) []string {
	var names []string
	for _, f := range flags {
		names = append(names, f.Names()...)
	}
	return names
}

// didYouMean is ", did you mean PREFIX+NAME?" for the name of names a
// mistyped one most likely meant: the names it starts (--max-exec for
// --max-execs), else the closest at most two edits away (and fewer edits
// than it has letters), else "".
func didYouMean(typed string, names []string, prefix string) string {
	var starts []string
	for _, n := range names {
		if len(typed) >= 2 && strings.HasPrefix(n, typed) && n != typed && !slices.Contains(starts, prefix+n) {
			starts = append(starts, prefix+n)
		}
	}
	if len(starts) > 1 {
		return ", did you mean " + strings.Join(starts[:len(starts)-1], ", ") + " or " + starts[len(starts)-1] + "?"
	}
	best := ""
	if len(starts) == 1 {
		best = strings.TrimPrefix(starts[0], prefix)
	} else {
		bestD := min(3, len(typed))
		for _, n := range names {
			if d := editDistance(typed, n); d < bestD {
				best, bestD = n, d
			}
		}
	}
	if best == "" {
		return ""
	}
	return ", did you mean " + prefix + best + "?"
}

// editDistance is the Levenshtein distance between a and b.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(b)]
}

func main() {
	if len(os.Args) == 1 || len(os.Args) == 2 && os.Args[1] == "bench" {
		// No command (or bench without one) is a usage error, as for go:
		// the help on stderr, exit 2.
		newApp(os.Stderr, os.Stderr).Run(append(os.Args, "--help"))
		os.Exit(exitInput)
	}
	app := newApp(os.Stdout, os.Stderr)
	if err := app.Run(os.Args); err != nil {
		// Errors not handled by ExitErrHandler (e.g. flag parsing) are usage errors.
		os.Exit(exitInput)
	}
}
