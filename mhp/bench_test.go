package mhp

import (
	"testing"

	"weft/classfile"
)

// BenchmarkAnalyzeSuiteA times the whole static pipeline (points-to, PEG,
// precise MHP, pairs) per suite-A program, class loading excluded after the
// first iteration (the class path caches parsed classes).
func BenchmarkAnalyzeSuiteA(b *testing.B) {
	for _, p := range compileSuiteA(b) {
		b.Run(p.Name, func(b *testing.B) {
			prog := suiteProgramOf(b, p)
			main := classfile.InternalName(p.Main)
			for i := 0; i < b.N; i++ {
				if _, err := Run(prog, main, Config{Filters: AllFilters}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkMHP times the Naumovich–Avrunin–Clarke fixed point alone on the
// largest suite-A PEG.
func BenchmarkMHP(b *testing.B) {
	var best *PEG
	for _, p := range compileSuiteA(b) {
		rep, err := Run(suiteProgramOf(b, p), classfile.InternalName(p.Main), Config{Filters: AllFilters})
		if err != nil {
			b.Fatal(err)
		}
		if best == nil || len(rep.PEG.Nodes) > len(best.Nodes) {
			best = rep.PEG
		}
	}
	b.Logf("%d PEG nodes", len(best.Nodes))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Compute(best, Precise)
	}
}
