package main

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"weft/benchmarks"
)

// benchSubcommands are the tables of `weft bench`; each evaluation appends
// its own subcommand in an init function.
var benchSubcommands []*cli.Command

// benchDirFlag is the --dir flag every bench subcommand takes.
var benchDirFlag = &cli.StringFlag{Name: "dir", Value: "benchmarks", Usage: "benchmarks `DIR` with suite.json and built jars (make jars)"}

func init() {
	benchSubcommands = append(benchSubcommands, &cli.Command{
		Name:        "static",
		Usage:       "static analysis of suite A beside the thesis's Table 4.2, with documented-race ranks and the filter ablation of Tables 4.4/4.5",
		Description: benchExitStatus,
		Flags:       []cli.Flag{benchDirFlag},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usageError("bench static: unexpected argument %q", c.Args().First())
			}
			if err := benchStatic(c.App.Writer, "--dir", c.String("dir")); err != nil {
				return inputError(err)
			}
			return nil
		},
	})
}

// benchCommand assembles `weft bench` from the registered subcommands.
func benchCommand() *cli.Command {
	return &cli.Command{
		Name:        "bench",
		Usage:       "run the benchmark suite and print the evaluation tables beside the papers' figures",
		Description: "Each subcommand runs one evaluation on the jars in benchmarks/jars (build them with make jars).\n\n" + benchExitStatus,
		Subcommands: benchSubcommands,
	}
}

// benchExitStatus ends the help of bench and of each of its subcommands.
const benchExitStatus = "Exit status: 0 the table was printed (whatever its cells show; also after Ctrl-C, with the cases done), 2 usage or input error (no suite.json, an unknown case or strategy, a jar not built)."

// loadSuite reads the benchmarks directory dir, named by flag (--dir, or
// analyze's --suite); a directory without suite.json is most often the
// default "benchmarks" read outside weft's repository, so the error says
// where to run from.
func loadSuite(flag, dir string) (*benchmarks.Suite, error) {
	s, err := benchmarks.Load(dir)
	if errors.Is(err, fs.ErrNotExist) {
		abs, _ := filepath.Abs(dir)
		return nil, fmt.Errorf("%s is not a weft benchmarks directory (no suite.json): run from weft's repository, or name the directory with %s DIR", abs, flag)
	}
	return s, err
}

// noCase is the error for a --cases name the suite does not have: it
// names the cases of the suite the command runs (A or B), which --cases
// takes.
func noCase(cmd, name string, suite *benchmarks.Suite, which string) error {
	var names []string
	for _, c := range suite.Filter(which) {
		names = append(names, c.Name)
	}
	return usageError("%s: no case %q in %s/suite.json; suite %s has %s", cmd, name, suite.Dir, which, strings.Join(names, ", "))
}
