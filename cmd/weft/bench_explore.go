package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/urfave/cli/v2"

	"weft/benchmarks"
	"weft/explore"
)

func init() {
	benchSubcommands = append(benchSubcommands, &cli.Command{
		Name:  "explore",
		Usage: "explore suite A with every strategy under one budget, beside the thesis's Tables 6.2-6.5",
		Description: "For each suite-A case and each strategy, runs weft explore until the first bug or\n" +
			"the budget, and prints states, bytecodes and time to the bug, with the thesis's VS\n" +
			"(value schedules) and JPF figures and the ratios vsched/dfs and vsched/dpor;\n" +
			"vsched's time also split into static analysis + dynamic exploration (Table 6.5): the\n" +
			"analysis's wall time (its CPU time in parentheses) + the rest of the wall time (the\n" +
			"analysis runs beside the VM's boot, so the boot it overlapped is not in the rest).\n" +
			"A cell shows states / bytecodes / wall ms / CPU ms: the wall time of the whole exploration\n" +
			"(opening the program, vsched's static analysis, booting the VM, the executions and the\n" +
			"strategy's work between them), measured the same way for every strategy, each after a\n" +
			"garbage collection (the JDK's classes, read once per process and shared by every program,\n" +
			"are read before the first case is timed), then the CPU time the process used meanwhile (user + system,\n" +
			"steadier than the wall time on a shared machine); \"-\" means no bug\n" +
			"within the budget, \"wrong\" a failure other than the documented one. After the\n" +
			"table, every exception: a case where vsched needs more states or more time than\n" +
			"dfs or dpor, misses the bug, stores more states than the thesis's VS column, or\n" +
			"takes more than one second. Each cell is also printed on stderr as it is done;\n" +
			"Ctrl-C ends the bench with the table of the cases done.\n\n" + benchExitStatus,
		Flags: []cli.Flag{
			benchDirFlag,
			&cli.StringFlag{Name: "strategies", Value: "vsched,dfs,dpor,pct,random", Usage: "comma-separated strategies"},
			&cli.StringFlag{Name: "cases", Usage: "comma-separated case names (default: all of suite A)"},
			&cli.DurationFlag{Name: "timeout", Value: 10 * time.Second, Usage: "budget per case and strategy (0: no limit)"},
			&cli.Int64Flag{Name: "max-execs", Usage: "execution budget per case and strategy (0: none)"},
			&cli.IntFlag{Name: "runs", Value: 1, Usage: "explorations per case and strategy: a cell shows the fastest (the counters of every run must agree)"},
			timeFlag(),
		},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usageError("bench explore: unexpected argument %q", c.Args().First())
			}
			if c.Duration("timeout") < 0 || c.Int64("max-execs") < 0 {
				return usageError("bench explore: --timeout and --max-execs must not be negative")
			}
			if c.Int("runs") < 1 {
				return usageError("bench explore: --runs must be at least 1")
			}
			suite, err := loadSuite("--dir", c.String("dir"))
			if err != nil {
				return inputError(err)
			}
			cases := suite.Filter("A")
			if names := c.String("cases"); names != "" {
				cases = nil
				for _, n := range strings.Split(names, ",") {
					cs := suite.Case(n)
					if cs == nil {
						return noCase("bench explore", n, suite, "A")
					}
					cases = append(cases, cs)
				}
			}
			strategies := strings.Split(c.String("strategies"), ",")
			for _, s := range strategies {
				if _, err := explore.New(s, explore.Options{}); err != nil {
					return usageError("bench explore: --strategies: %v", err)
				}
			}
			free, err := freeTime(c, "bench explore")
			if err != nil {
				return err
			}
			budget := explore.DefaultBudget
			budget.Timeout = c.Duration("timeout")
			budget.MaxExecutions = c.Int64("max-execs")
			return benchExplore(c.App.Writer, os.Stderr, suite, cases, strategies, budget, c.Int("runs"), free)
		},
	})
}

// exploreResult is one cell of the table.
type exploreResult struct {
	found, wrong bool
	counters     explore.Counters
	// cpu is the process's CPU time (user + system, every thread: the
	// garbage collector's too) during the exploration: on a machine
	// shared with other jobs it varies far less than the wall time.
	cpu time.Duration
}

func (r exploreResult) seconds() float64 { return (r.counters.Static + r.counters.Dynamic).Seconds() }

func (r exploreResult) ms() float64 { return r.seconds() * 1000 }

func (r exploreResult) cell() string {
	switch {
	case r.wrong:
		return "wrong"
	case !r.found:
		return "-"
	}
	return fmt.Sprintf("%d / %d / %.1f / %.1f", r.counters.States, r.counters.Bytecodes, r.ms(), ms(r.cpu))
}

// benchConfig is the configuration of one cell: strategy s under budget,
// with weft explore's default options (defaultOptions: before, pct,
// random and vsched's PCT runs had seed 0 here and 1 in weft explore).
func benchConfig(s string, budget explore.Budget, free bool) explore.Config {
	return explore.Config{Strategy: s, Budget: budget, FreeTime: free, Options: defaultOptions}
}

// benchExplore explores each case with each strategy and writes the table.
func benchExplore(w, progress io.Writer, suite *benchmarks.Suite, cases []*benchmarks.Case, strategies []string, budget explore.Budget, runs int, free bool) error {
	results := make([]map[string]exploreResult, len(cases))
	if len(cases) > 0 {
		// The JDK's classes are read once per process and shared by every
		// program (classfile.ForApplication); read them before timing, so
		// that the first strategy of the first case does not pay for all.
		if err := warmUp(suite, cases[0], budget); err != nil {
			return err
		}
	}
	// Ctrl-C interrupts the exploration running, drops its case, and
	// writes the table of the cases done; a second one kills weft.
	interrupt, stop := onInterrupt()
	defer stop()
	// On a terminal, the counters of an exploration that takes more
	// than a second, as weft explore shows them (none otherwise: the
	// callback would cost the timed runs a clock read per poll).
	prog := newProgress(progress)
	prog.limit = budget.Timeout
	interrupted := func() bool {
		select {
		case <-interrupt:
			return true
		default:
			return false
		}
	}
	all := len(cases)
cases:
	for i, c := range cases {
		results[i] = map[string]exploreResult{}
		for _, s := range strategies {
			jar := suite.JarPath(c)
			if _, err := os.Stat(jar); err != nil {
				return inputError(fmt.Errorf("%s: %v (build the jars with make jars)", c.Name, err))
			}
			var r exploreResult
			for k := range runs {
				p := explore.SuiteProgram(suite, c)
				// Each exploration starts from a collected heap, as in a
				// fresh weft process; Explore's counters time it whole.
				runtime.GC()
				cpu0 := cpuTime()
				cfg := benchConfig(s, budget, free)
				cfg.Interrupt = interrupt
				if prog.tty {
					prog.what = "bench explore: " + c.Name + " " + s
					cfg.Progress = prog.show
				}
				rep, _, err := explore.Explore(p, cfg)
				cpu := cpuTime() - cpu0
				prog.clear()
				p.Close()
				if err != nil {
					return inputError(fmt.Errorf("%s, %s: %v", c.Name, s, err))
				}
				if interrupted() {
					fmt.Fprintf(progress, "%-18s %-7s interrupted\n", c.Name, s)
					cases, results = cases[:i], results[:i]
					break cases
				}
				rk := exploreResult{counters: rep.Counters, cpu: cpu}
				if rep.Bug != nil {
					rk.found = true
					rk.wrong = !bugMatches(rep.Bug, c.Bug)
				}
				if k == 0 {
					r = rk
					continue
				}
				// The runs must agree on everything but the time (a
				// timeout may cut them at different points).
				a, b := r.counters, rk.counters
				a.Static, a.StaticCPU, a.Dynamic, b.Static, b.StaticCPU, b.Dynamic = 0, 0, 0, 0, 0, 0
				if rk.found != r.found || rk.wrong != r.wrong || (r.found && a != b) {
					fmt.Fprintf(progress, "%-18s %-7s run %d differs: %s vs %s\n", c.Name, s, k+1, rk.cell(), r.cell())
				}
				if rk.seconds() < r.seconds() {
					r.counters.Static, r.counters.StaticCPU, r.counters.Dynamic = rk.counters.Static, rk.counters.StaticCPU, rk.counters.Dynamic
				}
				r.cpu = min(r.cpu, rk.cpu)
			}
			results[i][s] = r
			fmt.Fprintf(progress, "%-18s %-7s %s\n", c.Name, s, r.cell())
		}
	}

	limit := budget.Timeout.String()
	if budget.Timeout == 0 {
		limit = "no time limit"
	}
	fmt.Fprintf(w, "Exploration of suite A to the first bug (budget per case and strategy: %s", limit)
	if budget.MaxExecutions > 0 {
		fmt.Fprintf(w, ", %d executions", budget.MaxExecutions)
	}
	if runs > 1 {
		fmt.Fprintf(w, "; the fastest of %d runs", runs)
	}
	fmt.Fprintln(w, "). Cells: states / bytecodes / wall ms (static + dynamic) / CPU ms.")
	if len(cases) < all {
		fmt.Fprintf(w, "Interrupted (Ctrl-C): the table has the %d of %d cases done.\n", len(cases), all)
	}
	fmt.Fprintln(w)
	// vsched's own columns, and its ratios to dfs and dpor, when they ran.
	vs := slices.Contains(strategies, "vsched")
	var bases []string
	for _, base := range []string{"dfs", "dpor"} {
		if vs && slices.Contains(strategies, base) {
			bases = append(bases, base)
		}
	}
	fmt.Fprint(w, "| program |")
	for _, s := range strategies {
		fmt.Fprintf(w, " %s |", s)
	}
	if vs {
		fmt.Fprint(w, " vsched static (CPU) + dynamic ms |")
	}
	fmt.Fprint(w, " thesis VS states / instr / s | thesis JPF states / instr / s |")
	for _, base := range bases {
		fmt.Fprintf(w, " vsched/%s states, wall, CPU |", base)
	}
	fmt.Fprintln(w)
	fmt.Fprint(w, "|---|")
	for range len(strategies) + len(bases) + 2 {
		fmt.Fprint(w, "---|")
	}
	if vs {
		fmt.Fprint(w, "---|")
	}
	fmt.Fprintln(w)
	found := map[string]int{}
	beats := map[string]int{}
	beatsCPU := map[string]int{} // fewer states and less CPU time
	for i, c := range cases {
		fmt.Fprintf(w, "| %s |", c.Name)
		for _, s := range strategies {
			r := results[i][s]
			if r.found && !r.wrong {
				found[s]++
			}
			fmt.Fprintf(w, " %s |", r.cell())
		}
		if v := results[i]["vsched"]; vs && v.found {
			fmt.Fprintf(w, " %.1f (%.1f) + %.1f |", ms(v.counters.Static), ms(v.counters.StaticCPU), ms(v.counters.Dynamic))
		} else if vs {
			fmt.Fprint(w, " |")
		}
		ref, _ := c.SuiteA()
		fmt.Fprintf(w, " %s / %s / %s | %s / %s / %s |", optInt(ref.VSStates), optInt(ref.VSInstr), optFloat(ref.VSTotalS),
			optInt(ref.JPFStates), optInt(ref.JPFInstr), optFloat(ref.JPFSeconds))
		for _, base := range bases {
			v, okV := results[i]["vsched"]
			b, okB := results[i][base]
			switch {
			case !okV || !okB || !v.found || v.wrong:
				fmt.Fprint(w, " |")
			case !b.found || b.wrong:
				fmt.Fprintf(w, " %s missed |", base)
				beats[base]++
				beatsCPU[base]++
			default:
				fmt.Fprintf(w, " %s, %s, %s |", ratio(float64(v.counters.States), float64(b.counters.States)), ratio(v.seconds(), b.seconds()), ratio(v.cpu.Seconds(), b.cpu.Seconds()))
				if v.counters.States < b.counters.States && v.cpu < b.cpu {
					beatsCPU[base]++
				}
				if v.counters.States < b.counters.States && v.seconds() < b.seconds() {
					beats[base]++
				}
			}
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w)
	for _, s := range strategies {
		fmt.Fprintf(w, "%s found the documented bug in %d of %d cases.\n", s, found[s], len(cases))
	}
	for _, base := range bases {
		if len(cases) > 0 {
			fmt.Fprintf(w, "vsched found the bug with fewer states and in less time than %s, or where %s found none, in %s (in less CPU time: %d).\n", base, base, explore.Plural(int64(beats[base]), "case"), beatsCPU[base])
		}
	}
	writeExceptions(w, cases, results)
	return nil
}

// warmUp boots c's program once, untimed: the shared java.base classes a
// run needs are read and parsed then.
func warmUp(suite *benchmarks.Suite, c *benchmarks.Case, budget explore.Budget) error {
	if _, err := os.Stat(suite.JarPath(c)); err != nil {
		return inputError(fmt.Errorf("%s: %v (build the jars with make jars)", c.Name, err))
	}
	p := explore.SuiteProgram(suite, c)
	defer p.Close()
	if err := p.Open(); err != nil {
		return inputError(fmt.Errorf("%s: %v", c.Name, err))
	}
	return p.Boot(budget)
}

// writeExceptions lists every case where vsched is not better than dfs or
// dpor (more states or more time, both having found the bug), where it
// missed the bug, where its states exceed the thesis's VS column, and
// where its total time exceeds one second.
func writeExceptions(w io.Writer, cases []*benchmarks.Case, results []map[string]exploreResult) {
	var ex []string
	for i, c := range cases {
		v, ok := results[i]["vsched"]
		if !ok {
			return
		}
		if !v.found || v.wrong {
			ex = append(ex, fmt.Sprintf("%s: vsched did not find the documented bug (%s)", c.Name, v.cell()))
			continue
		}
		for _, base := range []string{"dfs", "dpor"} {
			b, ok := results[i][base]
			if !ok || !b.found || b.wrong {
				continue
			}
			var worse []string
			if v.counters.States >= b.counters.States {
				worse = append(worse, fmt.Sprintf("states %d vs %d", v.counters.States, b.counters.States))
			}
			if v.seconds() >= b.seconds() {
				worse = append(worse, fmt.Sprintf("time %.1f ms vs %.1f ms", v.ms(), b.ms()))
			}
			if v.cpu >= b.cpu {
				worse = append(worse, fmt.Sprintf("CPU %.1f ms vs %.1f ms", ms(v.cpu), ms(b.cpu)))
			}
			if len(worse) > 0 {
				ex = append(ex, fmt.Sprintf("%s: not better than %s: %s", c.Name, base, strings.Join(worse, ", ")))
			}
		}
		ref, _ := c.SuiteA()
		if ref.VSStates != nil && v.counters.States > int64(*ref.VSStates) {
			ex = append(ex, fmt.Sprintf("%s: %d states, above the thesis's VS %d", c.Name, v.counters.States, *ref.VSStates))
		}
		if v.seconds() > 1 {
			ex = append(ex, fmt.Sprintf("%s: %.1f ms in total (static + dynamic), above 1 s", c.Name, v.ms()))
		}
	}
	fmt.Fprintln(w)
	if len(ex) == 0 {
		fmt.Fprintln(w, "Exceptions: none.")
		return
	}
	fmt.Fprintln(w, "Exceptions (where vsched is not better, or misses a target):")
	for _, e := range ex {
		fmt.Fprintf(w, "  - %s\n", e)
	}
}

// bugMatches reports whether a found bug is the case's documented one.
func bugMatches(b *explore.Bug, want benchmarks.Bug) bool {
	if string(b.Kind) != want.Kind {
		return false
	}
	return want.Exception == "" || b.Exception == want.Exception
}

func ratio(a, b float64) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", a/b)
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// cpuTime is the CPU time the process has used so far (user + system).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func optInt(p *int) string {
	if p == nil {
		return "-"
	}
	return fmt.Sprint(*p)
}

func optFloat(p *float64) string {
	if p == nil {
		return "-"
	}
	return fmt.Sprintf("%.2f", *p)
}
