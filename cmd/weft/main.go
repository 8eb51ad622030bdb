// Command weft finds concurrency bugs in Java programs from their bytecode.
//
// Each subcommand lives in its own file and registers itself in init by
// appending to commands.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"

	"github.com/urfave/cli/v2"
)

// Exit statuses (DESIGN.md, Output): 0 no bug found, 1 bug found, 2 usage or
// input error.
const (
	exitOK    = 0
	exitBug   = 1
	exitInput = 2
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

func newApp(stdout, stderr io.Writer) *cli.App {
	all := append(append([]*cli.Command(nil), commands...), benchCommand())
	sort.Slice(all, func(i, j int) bool { return all[i].Name < all[j].Name })
	app := &cli.App{
		Name:  "weft",
		Usage: "find concurrency bugs in Java programs from their bytecode",
		Description: "weft reads class files and jars, ranks the pairs of accesses that different\n" +
			"threads may make in parallel (analyze), and runs the program on an embedded JVM\n" +
			"steered through the interleavings those pairs suggest until it fails (explore).\n\n" +
			"Exit status: 0 no bug found, 1 bug found (or the program failed), 2 usage or input error.",
		Commands:             all,
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

func main() {
	app := newApp(os.Stdout, os.Stderr)
	if err := app.Run(os.Args); err != nil {
		// Errors not handled by ExitErrHandler (e.g. flag parsing) are usage errors.
		os.Exit(exitInput)
	}
}
