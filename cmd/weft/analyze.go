package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"weft/classfile"
	"weft/entry"
	"weft/mhp"
	"weft/static"
)

func init() {
	commands = append(commands, &cli.Command{
		Name:      "analyze",
		Usage:     "list the ranked concurrent access pairs (RW, WN, WM, MM) of a program",
		ArgsUsage: "APP.jar|DIR | --cp DIR[:JAR...] [Main]",
		Description: "Builds the program's IR, call graph and points-to from its main class,\n" +
			"its threads and their parallel execution graph (PEG), computes which\n" +
			"statements may happen in parallel (MHP), and prints the concurrent access\n" +
			"pairs of Figure 4.17 of the value-schedule thesis, ranked: RW before WN\n" +
			"before WM before MM, must-alias before may-alias, inconsistently locked\n" +
			"before consistently locked. Then the counts (PEG nodes, MHP pairs, pairs by\n" +
			"kind) and the time.\n\n" +
			"--format json prints {program, main, mhp, filters, pairs, counts, time_ms};\n" +
			"each pair has rank, kind, variable, priority, must_alias, consistently_locked\n" +
			"and two accesses a and b (a is the wait of WM/WN pairs), each with thread,\n" +
			"op, class, method (name+descriptor), pc, file, line, context and locks;\n" +
			"counts has peg_nodes, mhp_pairs, threads, RW, MM, WM, WN. --format sarif prints\n" +
			"SARIF 2.1.0 with one rule per pair kind and one result per pair.\n\n" +
			"--entry pkg.Class#method roots the main thread at that method instead of main\n" +
			"(after the --setup methods, with this bound to one object of the class for\n" +
			"instance methods); --test does the same for each JUnit test with its before\n" +
			"and after methods, one report per test (--format json: one object\n" +
			"{\"tests\": [{test, skipped} or {test, report}]}; --format sarif takes one test).\n\n" +
			"Exit status: 0 (also when there are pairs), 2 usage or input error.\n\n" +
			"Examples:\n" +
			"  weft analyze app.jar --top 10              # the ten highest-ranked pairs\n" +
			"  weft analyze --cp build/classes app.Main --format sarif > pairs.sarif  # or --main app.Main\n" +
			"  weft analyze app.jar --mhp unsync --filters none  # the unfiltered pairs",
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "cp", Aliases: []string{"classpath"}, Usage: "class path: directories and jars separated by ':' (instead of APP.jar)"},
			&cli.StringFlag{Name: "main", Usage: "main class (default: the jar's Main-Class)"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "text, json or sarif"},
			&cli.StringFlag{Name: "mhp", Value: "precise", Usage: "precise (Naumovich-Avrunin-Clarke) or unsync (ignore synchronization)"},
			&cli.StringFlag{Name: "filters", Value: "alias,escape,disjoint", Usage: "any of alias,escape,disjoint, or none"},
			&cli.IntFlag{Name: "top", Value: 0, Usage: "print only the first N pairs (0: all)"},
			&cli.StringFlag{Name: "dot", Usage: "write the PEG in Graphviz DOT to `FILE`"},
			&cli.StringFlag{Name: "suite", Usage: "instead of one program, analyze suite A of the benchmarks `DIR` (jars built) and print the thesis Table 4.2 comparison"},
		}, entryFlags()...),
		Action: analyzeAction,
	})
}

func analyzeAction(c *cli.Context) error {
	start := time.Now()
	args, err := interspersed(c)
	if err != nil {
		return err
	}
	if dir := c.String("suite"); dir != "" {
		if len(args) != 0 {
			return usageError("analyze: --suite takes no program argument")
		}
		if err := benchStatic(c.App.Writer, "--suite", dir); err != nil {
			return inputError(err)
		}
		return nil
	}
	sel, err := entryOf(c, "analyze")
	if err != nil {
		return err
	}
	var entries []string
	app, mainArg := "", ""
	switch cp := c.String("cp"); {
	case cp != "" && (len(args) == 0 || len(args) == 1 && c.String("main") == "" && sel == nil && looksLikeClass(args[0])):
		// The main class may follow --cp, as explore and run take it.
		if entries, err = splitClassPath("analyze", cp); err != nil {
			return err
		}
		app = entries[0]
		if len(args) == 1 {
			mainArg = args[0]
		}
	case cp != "":
		return usageError("analyze: --cp replaces APP.jar: unexpected arguments %s", strings.Join(args, " "))
	case len(args) == 2 && c.String("main") == "" && sel == nil && looksLikeClass(args[1]):
		return usageError("analyze: name the main class with --main: weft analyze --main %s %s", args[1], args[0])
	case len(args) != 1:
		return usageError("analyze: want one APP.jar or class directory, got %d arguments (see weft analyze --help)", len(args))
	default:
		app = args[0]
		entries = []string{app}
	}
	var cfg mhp.Config
	switch c.String("mhp") {
	case "precise":
		cfg.Mode = mhp.Precise
	case "unsync":
		cfg.Mode = mhp.Unsync
	default:
		return usageError("analyze: --mhp %q: want precise or unsync", c.String("mhp"))
	}
	f, err := mhp.ParseFilters(c.String("filters"))
	if err != nil {
		return usageError("analyze: --filters: %v", err)
	}
	cfg.Filters = f
	format := c.String("format")
	if format != "text" && format != "json" && format != "sarif" {
		return usageError("analyze: --format %q: want text, json or sarif", format)
	}
	if c.Int("top") < 0 {
		return usageError("analyze: --top must not be negative")
	}
	for _, e := range entries {
		if _, err := os.Stat(e); err != nil {
			return inputError(err)
		}
	}
	cp, mainClass, err := classfile.ForApplication(entries...)
	if err != nil {
		return inputError(err)
	}
	defer cp.Close()
	if sel != nil {
		return analyzeEntries(c, sel, cp, entries, app, cfg, format, start)
	}
	if m := c.String("main"); m != "" {
		mainClass = m
	} else if mainArg != "" {
		mainClass = mainArg
	}
	if mainClass == "" {
		return noMainClass("analyze", app, "--main Main", nil)
	}
	main := classfile.InternalName(strings.TrimSuffix(mainClass, ".class"))
	if _, err := cp.Lookup(main); errors.Is(err, classfile.ErrNotFound) {
		return missingMain("analyze", classfile.DottedName(main), entries)
	} else if err != nil {
		return inputError(fmt.Errorf("main class %s: %v", classfile.DottedName(main), err))
	}
	warnUnreadable(c.App.ErrWriter, "analyze", cp, entries)
	rep, err := mhp.Run(static.NewProgram(cp), main, cfg)
	if err != nil {
		return inputError(err)
	}
	return writeAnalysis(c, c.App.Writer, rep, app, classfile.DottedName(main), cfg, format, c.String("dot"), start)
}

// warnUnreadable warns, on w, about the classes of the program's class-path
// entries that cannot be parsed: the static analysis leaves out what it
// cannot read, so its pairs may miss their accesses, and about the
// entries of a jar's manifest Class-Path that do not exist.
func warnUnreadable(w io.Writer, cmd string, cp *classfile.ClassPath, entries []string) {
	for _, m := range cp.Missing {
		fmt.Fprintf(w, "weft: %s: warning: a jar's manifest Class-Path names %s, which does not exist: its classes are not analyzed\n", cmd, m)
	}
	app := map[string]bool{}
	for _, e := range entries {
		app[e] = true
	}
	var first error
	n := 0
	for _, src := range cp.Sources {
		if !app[src.String()] {
			continue
		}
		for _, name := range src.Names() {
			if _, err := cp.Lookup(name); err != nil && !errors.Is(err, classfile.ErrNotFound) {
				if first == nil {
					first = err
				}
				n++
			}
		}
	}
	switch {
	case n == 1:
		fmt.Fprintf(w, "weft: %s: warning: a class cannot be read and is not analyzed: %v\n", cmd, first)
	case n > 1:
		fmt.Fprintf(w, "weft: %s: warning: %d classes cannot be read and are not analyzed; the first: %v\n", cmd, n, first)
	}
}

// analyzeEntries analyzes each target of --entry or --test with the main
// thread rooted at its plan, one report per target.
func analyzeEntries(c *cli.Context, sel *entrySel, cp *classfile.ClassPath, entries []string, app string, cfg mhp.Config, format string, start time.Time) error {
	targets, err := sel.targets(cp)
	if err != nil {
		return inputError(err)
	}
	warnUnreadable(c.App.ErrWriter, "analyze", cp, entries)
	n := 0
	for _, t := range targets {
		if t.Plan != nil {
			n++
		}
	}
	if n > 1 && c.String("dot") != "" {
		return usageError("analyze: --dot names one file but %s has %d tests: name one with --test pkg.Class#method", sel.test, n)
	}
	if n > 1 && format == "sarif" {
		return usageError("analyze: --format sarif writes one program's log but %s has %d tests: name one with --test pkg.Class#method, or use --format json", sel.test, n)
	}
	prog := static.NewProgram(cp)
	w := c.App.Writer
	// --format json with --test: one object {"tests": [{test, skipped} or
	// {test, report}]}, as weft explore --test writes, in the tests' order.
	type testResult struct {
		Test    string          `json:"test"`
		Skipped string          `json:"skipped,omitempty"`
		Report  json.RawMessage `json:"report,omitempty"`
	}
	var results []testResult
	jsonTests := format == "json" && sel.test != ""
	for _, t := range targets {
		if t.Plan == nil {
			if format == "text" {
				fmt.Fprintf(w, "== %s: skipped (%s)\n\n", targetName(t), t.Skipped)
			}
			results = append(results, testResult{Test: t.Name, Skipped: t.Skipped})
			continue
		}
		rep, err := mhp.RunFrom(prog, static.Options{Calls: entry.Roots(t.Plan)}, cfg)
		if err != nil {
			return inputError(fmt.Errorf("%s: %w", t.Name, err))
		}
		if format == "text" {
			fmt.Fprintf(w, "== %s: %s\n", targetName(t), t.Plan)
		}
		if jsonTests {
			var b bytes.Buffer
			if err := writeAnalysis(c, &b, rep, app, t.Name, cfg, format, c.String("dot"), start); err != nil {
				return err
			}
			results = append(results, testResult{Test: t.Name, Report: b.Bytes()})
			start = time.Now()
			continue
		}
		if err := writeAnalysis(c, w, rep, app, t.Name, cfg, format, c.String("dot"), start); err != nil {
			return err
		}
		if format == "text" && n > 1 {
			fmt.Fprintln(w)
		}
		start = time.Now()
	}
	if jsonTests {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		return enc.Encode(map[string]any{"tests": results})
	}
	return nil
}

// writeAnalysis prints a report (and writes the PEG to dot, if set); root
// names the main class or the entry.
func writeAnalysis(c *cli.Context, w io.Writer, rep *mhp.Report, app, root string, cfg mhp.Config, format, dot string, start time.Time) error {
	var err error
	if path := dot; path != "" {
		fh, err := os.Create(path)
		if err != nil {
			return inputError(fmt.Errorf("analyze: --dot: %w", err))
		}
		if err := rep.PEG.WriteDOT(fh); err != nil {
			fh.Close()
			return inputError(err)
		}
		if err := fh.Close(); err != nil {
			return inputError(err)
		}
	}
	elapsed := time.Since(start)
	dotted := root
	switch format {
	case "json":
		err = rep.WriteJSON(w, app, dotted, cfg, c.Int("top"), elapsed)
	case "sarif":
		err = rep.WriteSARIF(w, app, c.Int("top"))
	default:
		err = rep.WriteText(w, app, dotted, cfg, c.Int("top"), elapsed)
	}
	return err
}

// looksLikeClass reports whether a command-line argument reads as a class
// name (app.Main, app/Main, Main.class) rather than a file: no such file
// nor a .jar, and only a Java name's characters and separators.
func looksLikeClass(arg string) bool {
	if _, err := os.Stat(arg); err == nil || strings.HasSuffix(arg, ".jar") {
		return false
	}
	return classNameRE.MatchString(strings.TrimSuffix(arg, ".class"))
}

var classNameRE = regexp.MustCompile(`^[\p{L}_$][\p{L}\p{N}_$]*([./][\p{L}_$][\p{L}\p{N}_$]*)*$`)
