package unfold

import (
	"errors"
	"testing"
	"time"

	"weft/benchmarks"
	"weft/explore"
)

// A reduced suite-B run: the cases where the papers' unfolding needs few
// tests, at most their figures (Table 1 of seeds/002: filesystem(14) 2,
// filesystem(16) ≤ 4, filesystem(18) ≤ 5, pairs(6) ≤ 10, indexer(12) 8,
// parallel pi(4) 24; with unfold-ctx at most as many as unfold). No
// thread gives way at a free choice (fair.go): suite B has no spin.
func TestSuiteBReduced(t *testing.T) {
	for _, tc := range []struct {
		name  string
		tests int64
	}{{"filesystem(14)", 2}, {"filesystem(16)", 4}, {"filesystem(18)", 5}, {"pairs(6)", 10}, {"indexer(12)", 8}, {"parallelpi(4)", 24}} {
		p := suiteProgram(t, tc.name, false)
		var tests []int64
		for _, st := range []string{"unfold", "unfold-ctx"} {
			r, err := Run(p, st, explore.Budget{Timeout: time.Minute, MaxSteps: 20_000_000})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s %s: %d tests, %d events, %v", tc.name, st, r.Tests, r.Events, r.Time)
			if !r.Complete || r.Tests > tc.tests || r.Bug != "" || r.Missed > 0 || r.GaveWay > 0 {
				t.Errorf("%s %s: %+v, want complete in at most %d tests", tc.name, st, r, tc.tests)
			}
			tests = append(tests, r.Tests)
		}
		if tests[1] > tests[0] {
			t.Errorf("%s: unfold-ctx %d tests, more than unfold's %d", tc.name, tests[1], tests[0])
		}
	}
}

// A bug that needs an input over 1000 and a specific interleaving
// (suite B's inputrace): unfold and unfold-ctx find it by solving the path
// constraint of a branch event; DPOR with DSE finds it too, plain DPOR
// (the input's default 0) cannot.
func TestInputRace(t *testing.T) {
	p := suiteProgram(t, "inputrace", false)
	for _, st := range []string{"unfold", "unfold-ctx", "dpor-dse", "dpor"} {
		rep, _, err := explore.Explore(p, explore.Config{Strategy: st, Budget: testBudget})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d tests, bug %v, inputs %v", st, rep.Counters.Executions, rep.Bug != nil, rep.Inputs)
		if st == "dpor" {
			if rep.Bug != nil {
				t.Errorf("dpor without DSE found %s", rep.Bug.Summary())
			}
			continue
		}
		if rep.Bug == nil || rep.Bug.Kind != explore.KindAssertion || len(rep.Inputs) != 1 || rep.Inputs[0].Value <= 1000 {
			t.Errorf("%s: %+v, want the assertion with an input over 1000", st, rep.Bug)
		}
	}
}

// suiteProgram opens suite B's case name, its JDK code symbolic or not
// (tb skips when the suite or the case's jar is not built; the program is
// closed at cleanup).
func suiteProgram(tb testing.TB, name string, symbolicJDK bool) *explore.Program {
	tb.Helper()
	s, c, err := benchmarks.DefaultCase(name)
	if errors.Is(err, benchmarks.ErrNotBuilt) {
		tb.Skip(err)
	}
	if err != nil {
		tb.Fatal(err)
	}
	p := explore.SuiteProgram(s, c)
	p.SymbolicJDK = symbolicJDK
	if err := p.Open(); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { p.Close() })
	return p
}
