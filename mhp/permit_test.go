package mhp

import (
	"strings"
	"testing"

	"weft/static"
)

// TestPermits: Thread.start and LockSupport.unpark of a thread are
// writes of its <permit>, a park a read of the parking thread's own
// (static.PermitVar): an unpark that may come before the start pairs
// with it (an unpark lost before the start: explore's UnparkStart), and
// an unpark with the park. They rank after the program's own race (Tier
// 2). Without the pseudo-field, Permits had the race on hits alone.
func TestPermits(t *testing.T) {
	rep, err := Run(figures(t), "Permits", Config{Mode: Precise, Filters: AllFilters})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	lastHits, firstPermit := 0, len(rep.Result.Pairs)+1
	for _, p := range rep.Result.Pairs {
		got = append(got, short(p))
		if strings.HasSuffix(p.Var, static.PermitVar) {
			firstPermit = min(firstPermit, p.Rank)
		} else {
			lastHits = max(lastHits, p.Rank)
		}
	}
	want := []string{
		"RW Thread@Permits.java:11<permit> | main write main Permits.java:20 | Thread write 1 Permits.java:17",
		"RW Thread@Permits.java:11<permit> | Thread write 1 Permits.java:17 | Thread read 0 Permits.java:13",
	}
	for _, w := range want {
		found := false
		for _, p := range got {
			found = found || p == w
		}
		if !found {
			t.Errorf("no pair %s in\n  %s", w, strings.Join(got, "\n  "))
		}
	}
	if len(got) != len(want)+3 {
		t.Errorf("%d pairs, want the three on hits and the two of <permit>:\n  %s", len(got), strings.Join(got, "\n  "))
	}
	if firstPermit < lastHits {
		t.Errorf("a <permit> pair ranks %d, before a pair on hits (%d):\n  %s", firstPermit, lastHits, strings.Join(got, "\n  "))
	}
	// t started before a: its start is no partner of a's unpark.
	got = pairsOf(t, "PermitsOrdered", Precise, AllFilters)
	if w := "RW Thread@PermitsOrdered.java:7<permit> | Thread read 0 PermitsOrdered.java:7 | Thread write 1 PermitsOrdered.java:8"; len(got) != 1 || got[0] != w {
		t.Errorf("PermitsOrdered: want %s alone:\n  %s", w, strings.Join(got, "\n  "))
	}
	// A program that unparks no thread has no <permit> access: its
	// starts pair with nothing new.
	for _, p := range pairsOf(t, "Threads", Precise, AllFilters) {
		if strings.Contains(p, "<permit>") {
			t.Errorf("Threads: %s", p)
		}
	}
}
