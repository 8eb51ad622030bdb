package vsched

import (
	"os"
	"testing"

	"weft/benchmarks"
	"weft/explore"
)

// benchExplore explores one suite-A jar (benchmarks/build.sh builds them)
// with strategy s to its first bug, b.N times: the whole cost of weft
// explore on it, static analysis, class loading and VM boot included.
func benchExplore(b *testing.B, name, s string) {
	suite, err := benchmarks.Default()
	if err != nil {
		b.Fatal(err)
	}
	c := suite.Case(name)
	if c == nil {
		b.Fatalf("no case %s", name)
	}
	jar := suite.JarPath(c)
	if _, err := os.Stat(jar); err != nil {
		b.Skipf("%v (build the jars with benchmarks/build.sh)", err)
	}
	for b.Loop() {
		p := &explore.Program{Jar: jar, Main: c.Main, Args: c.Args}
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

func BenchmarkExploreWronglockVsched(b *testing.B) { benchExplore(b, "wronglock", "vsched") }
func BenchmarkExploreWronglockDPOR(b *testing.B)   { benchExplore(b, "wronglock", "dpor") }
func BenchmarkExplorePiperVsched(b *testing.B)     { benchExplore(b, "piper", "vsched") }
