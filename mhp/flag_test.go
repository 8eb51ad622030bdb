package mhp

import (
	"strings"
	"testing"
)

// TestFlagBranches: a final flag that every Worker gets from main's one
// value or from another Worker's flag (static.Analysis.InvariantField)
// has one value in a run, so the add the workers make where it is clear
// and the merge where it is set never run in one execution: no add/merge
// pair (forkscan's false pairs; before, 9 of FlagBranches' 14 RW pairs).
// The adds still pair, and with two Workers made with two flags
// (FlagBranchesTwo) add and merge pair again.
func TestFlagBranches(t *testing.T) {
	mixed := func(main string) (n, adds int) {
		for _, p := range pairsOf(t, main, Precise, AllFilters) {
			if !strings.HasPrefix(p, "RW ") {
				continue
			}
			if strings.Contains(p, " merge ") && strings.Contains(p, " add ") {
				n++
			} else if strings.Count(p, " add ") == 2 {
				adds++
			}
		}
		return n, adds
	}
	if n, adds := mixed("FlagBranches"); n != 0 || adds == 0 {
		t.Errorf("FlagBranches: %d add/merge pairs, want 0; %d add/add, want some", n, adds)
	}
	if n, _ := mixed("FlagBranchesTwo"); n == 0 {
		t.Errorf("FlagBranchesTwo: no add/merge pair")
	}
}

// TestFlagReuse: Worker.run's fifth bump() runs whatever the flag, but
// is linked to the fourth clone of bump, inlined under "if (fixed)"
// (builder.reuse past maxClones): that call string's guard no longer
// holds for the clone's nodes (Node.ContextFrom), and main's write where
// the flag is clear pairs with bump's. Before, the write had no pair.
func TestFlagReuse(t *testing.T) {
	n := 0
	for _, p := range pairsOf(t, "FlagReuse", Precise, AllFilters) {
		if strings.HasPrefix(p, "RW FlagReuse$Tally.n | main write main ") && strings.Contains(p, "| Worker write bump ") {
			n++
		}
	}
	if n == 0 {
		t.Errorf("FlagReuse: no pair of main's write of n with bump's")
	}
}
