package vsched

import (
	"errors"
	"testing"

	"weft/benchmarks"
	"weft/explore"
)

// benchExplore explores one suite-A jar (benchmarks/build.sh builds them)
// with strategy s to its first bug, b.N times: the whole cost of weft
// explore on it, static analysis, class loading and VM boot included.
func benchExplore(b *testing.B, name, s string) {
	suite, c, err := benchmarks.DefaultCase(name)
	if errors.Is(err, benchmarks.ErrNotBuilt) {
		b.Skipf("%v (build the jars with benchmarks/build.sh)", err)
	}
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		p := explore.SuiteProgram(suite, c)
		rep, _, err := explore.Explore(p, explore.Config{Strategy: s, Budget: explore.DefaultBudget})
		p.Close()
		if err != nil {
			b.Fatal(err)
		}
		if rep.Bug == nil {
			b.Fatalf("%s, %s: no bug", name, s)
		}
	}
}

// BenchmarkExplore: whole explorations to the first bug, vsched beside
// dpor, on small programs where fixed costs (class loading, VM boot,
// static analysis) dominate and on piper, the slowest for vsched.
func BenchmarkExplore(b *testing.B) {
	for _, c := range []string{"wronglock", "deadlock.d1", "clean", "linkedlist", "piper"} {
		for _, s := range []string{"vsched", "dpor"} {
			if c == "piper" && s == "dpor" {
				continue // seconds per exploration
			}
			b.Run(c+"/"+s, func(b *testing.B) { benchExplore(b, c, s) })
		}
	}
}
