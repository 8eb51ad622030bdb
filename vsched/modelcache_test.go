package vsched

import (
	"math/rand"
	"strings"
	"testing"

	"weft/classfile"
)

// TestKnownCache: model.known, answered from a direct-mapped cache keyed
// by the site strings' addresses, agrees with the PEG's sites (bySite) for
// every site of daisy's PEG, for those sites with copies of
// their strings (another slot, the same answer), and for sites the PEG
// lacks, asked in random orders so that slots are shared and overwritten.
func TestKnownCache(t *testing.T) {
	for _, main := range []string{"daisy/Main"} {
		m := modelOf(t, main)
		var sites []classfile.Site
		for s := range m.bySite {
			sites = append(sites, s,
				classfile.Site{Class: strings.Clone(s.Class), Method: strings.Clone(s.Method), PC: s.PC},
				classfile.Site{Class: s.Class, Method: s.Method, PC: s.PC + 100000},
				classfile.Site{Class: s.Class, Method: s.Method + "x", PC: s.PC})
		}
		if len(sites) < knownSlots {
			t.Fatalf("%s: %d sites, too few to fill the cache", main, len(sites))
		}
		rng := rand.New(rand.NewSource(1))
		for round := range 3 {
			rng.Shuffle(len(sites), func(i, j int) { sites[i], sites[j] = sites[j], sites[i] })
			for _, s := range sites {
				if got, want := m.known(s), len(m.bySite[s]) > 0; got != want {
					t.Fatalf("%s round %d: known(%v) = %v, want %v", main, round, s, got, want)
				}
			}
		}
	}
}
