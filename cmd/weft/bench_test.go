package main

import (
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/urfave/cli/v2"

	"weft/explore"
	"weft/vsched"
)

// weft bench explore runs the strategies on suite-A cases and counts the
// documented bugs found.
func TestBenchExplore(t *testing.T) {
	suiteACases(t) // skips unless the jars are built
	out, stderr, code := runWeft(t, "bench", "explore", "--dir", "../../benchmarks",
		"--cases", "twostage,deadlock.d1", "--strategies", "vsched,dpor", "--timeout", "30s", "--runs", "2")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, stderr)
	}
	// Times are milliseconds with a decimal, not seconds rounded to 0.03.
	if !regexp.MustCompile(`\| twostage \| \d+ / \d+ / \d+\.\d / \d+\.\d \| \d+ / \d+ / \d+\.\d / \d+\.\d \| \d+\.\d \(\d+\.\d\) \+ \d+\.\d \|`).MatchString(out) {
		t.Errorf("twostage's row lacks states / bytecodes / wall ms / CPU ms cells and vsched's static (CPU) + dynamic ms:\n%s", out)
	}
	for _, want := range []string{
		"| twostage |", "| deadlock.d1 |",
		"vsched found the documented bug in 2 of 2 cases.",
		"dpor found the documented bug in 2 of 2 cases.",
		"the fastest of 2 runs",
		"Exception",
		// the ratios of the strategies run only (there was an empty
		// vsched/dfs column)
		"| program | vsched | dpor | vsched static (CPU) + dynamic ms | thesis VS states / instr / s | thesis JPF states / instr / s | vsched/dpor states, wall, CPU |\n|---|---|---|---|---|---|---|\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// weft bench explore --timeout 0 explores without a time limit, and its
// header says so (it said "budget per case and strategy: 0s").
func TestBenchExploreNoLimit(t *testing.T) {
	suiteACases(t)
	out, stderr, code := runWeft(t, "bench", "explore", "--dir", "../../benchmarks",
		"--cases", "twostage", "--strategies", "vsched", "--timeout", "0")
	if code != 0 || !strings.Contains(out, "(budget per case and strategy: no time limit)") {
		t.Errorf("exit %d; want 0 and a header naming no time limit:\n%s%s", code, out, stderr)
	}
}

// weft bench static reports every documented race of suite A.
func TestBenchStatic(t *testing.T) {
	suiteACases(t)
	out, stderr, code := runWeft(t, "bench", "static", "--dir", "../../benchmarks")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, stderr)
	}
	m := regexp.MustCompile(`Documented races: (\d+), reported (\d+), in the top 10 (\d+)`).FindStringSubmatch(out)
	if m == nil || m[1] != m[2] || m[1] != m[3] || m[1] == "0" {
		t.Errorf("not every documented race reported in the top 10:\n%s", out)
	}
}

func TestBenchUsage(t *testing.T) {
	for _, args := range [][]string{
		{"bench", "explore", "--dir", "../../benchmarks", "--cases", "nosuchcase"},
		{"bench", "explore", "--dir", "../../benchmarks", "--strategies", "nosuch"},
		{"bench", "static", "--dir", "/no/such/dir"},
	} {
		_, stderr, code := runWeft(t, args...)
		if code != 2 || !strings.HasPrefix(stderr, "weft: ") {
			t.Errorf("%v: exit %d, stderr %q; want 2 and a weft: message", args, code, stderr)
		}
	}
}

// weft bench explore runs each strategy with weft explore's default
// --seed and --depth, so that a cell is what weft explore finds: vsched's
// PCT runs, pct and random had seed 0 in the bench and 1 in weft explore.
func TestBenchDefaultOptions(t *testing.T) {
	var flags []cli.Flag
	for _, c := range newApp(io.Discard, io.Discard).Commands {
		if c.Name == "explore" {
			flags = c.Flags
		}
	}
	cfg := benchConfig("vsched", explore.DefaultBudget, false)
	found := 0
	for _, f := range flags {
		switch f := f.(type) {
		case *cli.Int64Flag:
			if f.Name == "seed" {
				found++
				if f.Value != cfg.Options.Seed {
					t.Errorf("weft explore's --seed is %d, the bench's seed %d", f.Value, cfg.Options.Seed)
				}
			}
		case *cli.IntFlag:
			if f.Name == "depth" {
				found++
				if f.Value != cfg.Options.Depth {
					t.Errorf("weft explore's --depth is %d, the bench's depth %d", f.Value, cfg.Options.Depth)
				}
			}
		}
	}
	if found != 2 {
		t.Fatalf("weft explore's --seed and --depth not found (%d of 2)", found)
	}
	s, err := explore.New(cfg.Strategy, cfg.Options)
	if err != nil {
		t.Fatal(err)
	}
	if v, ok := s.(*vsched.Strategy); !ok {
		t.Errorf("the bench's vsched is a %T", s)
	} else if v.Seed != 1 {
		t.Errorf("the bench's vsched has seed %d for its PCT runs, want 1", v.Seed)
	}
}
