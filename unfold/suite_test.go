package unfold

import (
	"os"
	"testing"
	"time"

	"weft/benchmarks"
	"weft/explore"
)

// A reduced suite-B run: filesystem(14) and indexer(12) need the tests of
// Table 1 of seeds/002 (2 and 8).
func TestSuiteBReduced(t *testing.T) {
	s, err := benchmarks.Default()
	if err != nil {
		t.Skip(err)
	}
	for _, tc := range []struct {
		name  string
		tests int64
	}{{"filesystem(14)", 2}, {"indexer(12)", 8}} {
		c := s.Case(tc.name)
		if c == nil {
			t.Fatalf("no case %s", tc.name)
		}
		jar := s.JarPath(c)
		if _, err := os.Stat(jar); err != nil {
			t.Skipf("%s not built (make jars)", jar)
		}
		p := &explore.Program{Jar: jar, ClassPath: []string{jar}, Main: c.Main, Args: c.Args}
		if err := p.Open(); err != nil {
			t.Fatal(err)
		}
		for _, st := range []string{"unfold", "unfold-ctx"} {
			r, err := Run(p, st, explore.Budget{Timeout: time.Minute, MaxSteps: 20_000_000})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s %s: %d tests, %d events, %v", tc.name, st, r.Tests, r.Events, r.Time)
			if !r.Complete || r.Tests > tc.tests || r.Bug != "" {
				t.Errorf("%s %s: %+v, want complete in at most %d tests", tc.name, st, r, tc.tests)
			}
		}
		p.Close()
	}
}
