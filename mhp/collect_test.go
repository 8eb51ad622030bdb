package mhp

import (
	"strings"
	"testing"

	"weft/static"
)

// collect(Collectors.toList()) hands the stream's elements to the list,
// not the collector: what as.get(i) returns in SelfGuard$Methods' main
// (the list of accounts()) holds an Account and no Collector. Before,
// collect's collector argument became one of the stream's elements, and
// so of the list's (a guard or monitor named
// Account@SelfGuard.java:48|Collector@SelfGuard.java:48).
func TestCollectElems(t *testing.T) {
	rep, err := Run(figures(t), "SelfGuard$Methods", Config{Mode: Precise, Filters: AllFilters})
	if err != nil {
		t.Fatal(err)
	}
	a, gets := rep.A, 0
	for _, n := range a.Nodes {
		if n.Func.Class.Name != "SelfGuard$Methods" || n.Func.Method.Name != "main" {
			continue
		}
		for _, b := range n.Func.Blocks {
			for _, in := range b.Instrs {
				c, ok := in.(*static.Call)
				if !ok || c.Method.Name != "get" || c.Def() == nil {
					continue
				}
				gets++
				account := false
				for id := range a.PointsTo(n, c.Def()).Elems {
					switch o := a.Objects[id]; o.Class {
					case "SelfGuard$Account":
						account = true
					case "java/util/stream/Collector":
						t.Errorf("as.get at pc %d may return %s", c.PC(), o)
					}
				}
				if !account {
					t.Errorf("as.get at pc %d returns no Account", c.PC())
				}
			}
		}
	}
	if gets != 2 {
		t.Errorf("%d calls of get in main, want 2", gets)
	}
}

// A Collector argument of collect is no element of its result, but what
// it holds is: toMap's values, toCollection's container, a downstream
// collector's values through groupingBy (Collected.java). Each case has
// its two threads' count++ on one Holder, so RW pairs on Holder.count.
// (A first version of the fix above dropped what the collector holds
// too, and these races with it.)
func TestCollectHeld(t *testing.T) {
	for _, main := range []string{"ToMap", "ToCollection", "Grouped"} {
		n := 0
		for _, p := range pairsOf(t, "Collected$"+main, Precise, AllFilters) {
			if strings.HasPrefix(p, "RW Collected$Holder.count") {
				n++
			}
		}
		if n == 0 {
			t.Errorf("%s: no RW pair on Holder.count; want its two threads' count++ paired", main)
		}
	}
}
