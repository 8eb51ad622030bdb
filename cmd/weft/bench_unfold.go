package main

import (
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"weft/explore"
	"weft/unfold"
)

func init() {
	benchSubcommands = append(benchSubcommands, &cli.Command{
		Name:  "unfold",
		Usage: "explore suite B exhaustively with unfold, unfold-ctx and dpor (with sleep sets and DSE) beside Table 1 of the unfolding paper (ASE 2012) and Table 8.1 of the unfolding dissertation",
		Description: "Each case's program is loaded first (its classes read, linked and lowered, the VM booted, and 100 dpor runs made that link the code\n" +
			"the runs reach; the load ms column), then every strategy explores it on that VM within the budget, each from a collected heap; tests,\n" +
			"events or DPOR's traces, seconds and ms per test are the strategy's alone. Ctrl-C ends the case being explored and writes the\n" +
			"table of the cases done.\n\n" + benchExitStatus,
		Flags: []cli.Flag{benchDirFlag,
			&cli.StringFlag{Name: "cases", Usage: "comma-separated case names (default: all of suite B)"},
			&cli.StringFlag{Name: "strategies", Value: "unfold,unfold-ctx,dpor", Usage: "comma-separated strategies"},
			&cli.DurationFlag{Name: "timeout", Value: 60e9, Usage: "budget per case and strategy (0: 1m)"},
			&cli.BoolFlag{Name: "symbolic-jdk", Usage: "keep inputs symbolic inside the JDK's code (see explore --help); by default they are concretized there"},
			&cli.DurationFlag{Name: "solver-timeout", Usage: "Z3's time limit on one path constraint (0: 10s); a case whose solver gave up on one is marked ? (its search may be incomplete)"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usageError("bench unfold: unexpected argument %q", c.Args().First())
			}
			if c.Duration("timeout") < 0 {
				return usageError("bench unfold: --timeout must not be negative")
			}
			if c.Duration("solver-timeout") < 0 {
				return usageError("bench unfold: --solver-timeout must not be negative")
			}
			s, err := loadSuite("--dir", c.String("dir"))
			if err != nil {
				return inputError(err)
			}
			o := unfold.BenchOptions{Timeout: c.Duration("timeout"), Progress: c.App.ErrWriter, SymbolicJDK: c.Bool("symbolic-jdk"), SolverTimeout: c.Duration("solver-timeout")}
			if v := c.String("cases"); v != "" {
				o.Cases = strings.Split(v, ",")
				for _, n := range o.Cases {
					if s.Case(n) == nil {
						return noCase("bench unfold", n, s, "B")
					}
				}
			}
			o.Strategies = strings.Split(c.String("strategies"), ",")
			for _, st := range o.Strategies {
				if !slices.Contains(explore.Strategies(), st) {
					return usageError("bench unfold: --strategies: unknown strategy %q (have %s)", st, strings.Join(explore.Strategies(), ", "))
				}
			}
			// Ctrl-C ends the case being explored and writes the table
			// of the cases done; a second one kills weft.
			interrupt, stop := onInterrupt()
			defer stop()
			o.Interrupt = interrupt
			if err := unfold.Bench(c.App.Writer, s, o); err != nil {
				return inputError(err)
			}
			return nil
		},
	})
}
