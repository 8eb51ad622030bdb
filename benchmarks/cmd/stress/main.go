// Command stress is the "stress testing with HotSpot" baseline: it runs each
// benchmark jar under the real JVM (java -ea) many times, each run with a
// timeout, and counts how often the documented bug shows. A run that fails
// in any other way is an error in the benchmark.
//
//	go run ./benchmarks/cmd/stress [-runs 50] [-timeout 3s] [-suite A] [-readme benchmarks/README.md]
//
// With -readme the table replaces the block between the markers
// <!-- stress:begin --> and <!-- stress:end --> in that file.
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"time"

	"weft/benchmarks"
)

type outcome int

const (
	passed outcome = iota
	bugSeen
	otherFailure
)

// uncaught matches HotSpot's report of an uncaught exception. The class
// must be qualified: when two threads die at once their reports can
// interleave ("Exception in thread "T-0" Exception in thread "T-1" java…").
var uncaught = regexp.MustCompile(`Exception in thread "[^"]*" ([\w$]+(?:\.[\w$]+)+)`)

// classify runs one execution and says what happened; detail describes an
// unexpected failure.
func classify(s *benchmarks.Suite, c *benchmarks.Case, timeout time.Duration) (outcome, string) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	args := append([]string{"-ea", "-cp", s.JarPath(c), c.Main}, c.Args...)
	cmd := exec.CommandContext(ctx, "java", args...)
	var stderr bytes.Buffer
	cmd.Stdout = nil
	cmd.Stderr = &stderr
	err := cmd.Run()
	var thrown []string
	for _, m := range uncaught.FindAllStringSubmatch(stderr.String(), -1) {
		thrown = append(thrown, m[1])
	}
	if ctx.Err() != nil {
		// A hang is the deadlock; after the documented exception the other
		// threads of some programs wait forever, which is the same bug.
		switch {
		case len(thrown) == 0 && c.Bug.Kind == benchmarks.BugDeadlock:
			return bugSeen, ""
		case len(thrown) == 0:
			return otherFailure, "hung (timeout)"
		case thrown[0] == c.Bug.Exception:
			return bugSeen, ""
		}
		return otherFailure, "uncaught " + thrown[0] + ", then hung"
	}
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) {
		return otherFailure, err.Error()
	}
	if len(thrown) == 0 {
		if err != nil {
			return otherFailure, fmt.Sprintf("exit %v: %s", err, firstLine(stderr.String()))
		}
		return passed, ""
	}
	for _, t := range thrown {
		if (c.Bug.Kind == benchmarks.BugException || c.Bug.Kind == benchmarks.BugAssertion) && t == c.Bug.Exception {
			continue
		}
		return otherFailure, "uncaught " + t
	}
	return bugSeen, ""
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}

type row struct {
	c            *benchmarks.Case
	runs, bugs   int
	other        int
	otherExample string
}

func main() {
	runs := flag.Int("runs", 50, "executions per case")
	timeout := flag.Duration("timeout", 3*time.Second, "time limit per execution (a hang counts as a deadlock)")
	suite := flag.String("suite", "A", "suite to run (A, B, or all)")
	dir := flag.String("dir", "benchmarks", "benchmarks directory (with suite.json and jars/)")
	readme := flag.String("readme", "", "update the stress table in this markdown file")
	par := flag.Int("j", 2, "parallel executions")
	flag.Parse()

	s, err := benchmarks.Load(*dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "stress:", err)
		os.Exit(2)
	}
	cases := s.Cases
	if *suite != "all" {
		cases = s.Filter(*suite)
	}
	var rows []*row
	failed := false
	for _, c := range cases {
		if _, err := os.Stat(s.JarPath(c)); err != nil {
			fmt.Fprintf(os.Stderr, "stress: %s: %v (run make jars)\n", c.Name, err)
			os.Exit(2)
		}
		r := &row{c: c, runs: *runs}
		var mu sync.Mutex
		var wg sync.WaitGroup
		sem := make(chan struct{}, *par)
		for i := 0; i < *runs; i++ {
			wg.Add(1)
			sem <- struct{}{}
			go func() {
				defer wg.Done()
				defer func() { <-sem }()
				o, detail := classify(s, c, *timeout)
				mu.Lock()
				defer mu.Unlock()
				switch o {
				case bugSeen:
					r.bugs++
				case otherFailure:
					r.other++
					r.otherExample = detail
				}
			}()
		}
		wg.Wait()
		fmt.Fprintf(os.Stderr, "%-20s %3d runs  bug seen %3d  other failures %d %s\n", c.Name, r.runs, r.bugs, r.other, r.otherExample)
		if r.other > 0 {
			failed = true
		}
		rows = append(rows, r)
	}
	table := render(rows, *runs, *timeout)
	fmt.Print(table)
	if *readme != "" {
		if err := replaceBlock(*readme, table); err != nil {
			fmt.Fprintln(os.Stderr, "stress:", err)
			os.Exit(2)
		}
	}
	if failed {
		fmt.Fprintln(os.Stderr, "stress: some runs failed in a way that is not the documented bug")
		os.Exit(1)
	}
}

func render(rows []*row, runs int, timeout time.Duration) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Each case run %d times under `java -ea` (OpenJDK HotSpot), %v per run; a run that hangs counts as the deadlock.\n\n", runs, timeout)
	b.WriteString("| case | documented bug | runs | bug seen | other failures |\n|---|---|---|---|---|\n")
	for _, r := range rows {
		bug := r.c.Bug.Kind
		if r.c.Bug.Exception != "" {
			bug += " " + r.c.Bug.Exception
		}
		fmt.Fprintf(&b, "| %s | %s | %d | %d | %d |\n", r.c.Name, bug, r.runs, r.bugs, r.other)
	}
	return b.String()
}

func replaceBlock(path, table string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	const begin, end = "<!-- stress:begin -->", "<!-- stress:end -->"
	s := string(data)
	i, j := strings.Index(s, begin), strings.Index(s, end)
	if i < 0 || j < i {
		return fmt.Errorf("%s: markers %s … %s not found", path, begin, end)
	}
	s = s[:i+len(begin)] + "\n" + table + s[j:]
	return os.WriteFile(path, []byte(s), 0o644)
}
