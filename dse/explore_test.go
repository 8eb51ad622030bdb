package dse

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"weft/classfile"
	"weft/internal/javatest"
	"weft/vm"
)

func symPrograms(t *testing.T) *classfile.ClassPath {
	javatest.Need(t, "javac")
	dir := javatest.Compile(t, filepath.Join("..", "vm", "testdata", "sym", "*.java"), filepath.Join("..", "benchmarks", "api", "src", "weft", "Input.java"))
	cp, _, err := classfile.ForApplication(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cp.Close() })
	return cp
}

// vmRun runs main once per call on a fresh VM; a run that ends with an
// uncaught exception stops the search.
func vmRun(t *testing.T, cp *classfile.ClassPath, main string, outs *[]string) Run {
	return func(in map[string]int64) ([]Branch, bool, error) {
		var out bytes.Buffer
		rec := &Recorder{}
		m, err := vm.New(vm.Config{ClassPath: cp, Stdout: &out, Stderr: &out, Listeners: []vm.Listener{rec}, Inputs: in, MaxSteps: 10_000_000})
		if err != nil {
			return nil, false, err
		}
		o, err := m.Run(main, nil)
		if err != nil {
			return nil, false, err
		}
		*outs = append(*outs, strings.TrimSpace(out.String()))
		return rec.Branches, len(o.Uncaught) > 0, nil
	}
}

// TestExploreFindsGuardedBug: the exception behind x - 12000 == 345 is
// found in the second run, by solving the negation of the first run's
// first branch.
func TestExploreFindsGuardedBug(t *testing.T) {
	cp := symPrograms(t)
	s := New()
	defer s.Close()
	var outs []string
	res, err := Explore(s, vmRun(t, cp, "SymBranch", &outs), 10)
	if err != nil {
		t.Fatal(err)
	}
	if !res.Stopped || res.Runs > 2 || res.Inputs["main#0"] != 12345 {
		t.Fatalf("%+v; outputs %q", res, outs)
	}
	if !strings.Contains(outs[len(outs)-1], "x is 12345") {
		t.Fatalf("last run printed %q", outs[len(outs)-1])
	}
}

// TestExploreBothDirections: negate-and-solve over programs whose
// branches all depend on inputs reaches every outcome that is feasible:
// both directions of each if, every case of each switch (the search stops
// once every outcome was printed; SymLong has 2^8 paths).
func TestExploreBothDirections(t *testing.T) {
	cp := symPrograms(t)
	s := New()
	defer s.Close()
	for _, tc := range []struct {
		main string
		want []string // lines some run must print
	}{
		{"SymSwitch", []string{"one", "two", "three", "other", "z", "1000", "default", "b + s > 200", "flag", "(byte) (2x) == -2"}},
		{"SymLong", []string{"z > 100", "high bits 5", "low int -1", "y / -7 == 3", "y % 10 == -3", "i << 28 negative", "xor, and", "100 / i == 20"}},
	} {
		if tc.main == "SymLong" && testing.Short() {
			continue // 64-bit divisions take Z3 most of a second each
		}
		var outs []string
		run := vmRun(t, cp, tc.main, &outs)
		seen := map[string]bool{}
		res, err := Explore(s, func(in map[string]int64) ([]Branch, bool, error) {
			bs, _, err := run(in)
			for _, l := range strings.Split(outs[len(outs)-1], "\n") {
				seen[l] = true
			}
			all := true
			for _, w := range tc.want {
				all = all && seen[w]
			}
			return bs, all, err
		}, 400)
		if err != nil {
			t.Fatal(err)
		}
		all := "\n" + strings.Join(outs, "\n") + "\n"
		for _, w := range tc.want {
			if !strings.Contains(all, "\n"+w+"\n") {
				t.Errorf("%s: no run printed %q (%d runs, %d paths)", tc.main, w, res.Runs, res.Paths)
			}
		}
		if !res.Stopped {
			t.Errorf("%s: not every outcome reached in %d runs", tc.main, res.Runs)
		}
		t.Logf("%s: %d runs, %d paths, %d infeasible alternatives", tc.main, res.Runs, res.Paths, res.Unsat)
	}
}
