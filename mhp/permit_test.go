package mhp

import (
	"slices"
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
	lastTier(t, "Permits", static.PermitVar, []string{
		"RW Thread@Permits.java:11<permit> | main write main Permits.java:20 | Thread write 1 Permits.java:17",
		"RW Thread@Permits.java:11<permit> | Thread write 1 Permits.java:17 | Thread read 0 Permits.java:13",
	}, 3)
	// t started before a: its start is no partner of a's unpark.
	got := pairsOf(t, "PermitsOrdered", Precise, AllFilters)
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

// lastTier checks that the pairs of figure main on pseudo-field v are
// want, that the figure has others pairs beside them, and that they rank
// after those others (Tier 2).
func lastTier(t *testing.T, main, v string, want []string, others int) {
	t.Helper()
	rep, err := Run(figures(t), main, Config{Mode: Precise, Filters: AllFilters})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	lastOther, firstV := 0, len(rep.Result.Pairs)+1
	for _, p := range rep.Result.Pairs {
		got = append(got, short(p))
		if strings.HasSuffix(p.Var, v) {
			firstV = min(firstV, p.Rank)
		} else {
			lastOther = max(lastOther, p.Rank)
		}
	}
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("%s: no pair %s in\n  %s", main, w, strings.Join(got, "\n  "))
		}
	}
	if len(got) != len(want)+others {
		t.Errorf("%s: %d pairs, want %d and the %d of %s:\n  %s", main, len(got), others, len(want), v, strings.Join(got, "\n  "))
	}
	if firstV < lastOther {
		t.Errorf("%s: a %s pair ranks %d, before another pair (%d):\n  %s", main, v, firstV, lastOther, strings.Join(got, "\n  "))
	}
}

// TestTaskPermits: a park in an executor's task reads the <permit> of
// what Thread.currentThread() returns there (static.Thread.Self), which
// main publishes and unparks: the unpark pairs with the park. Before,
// the task thread had no Thread object, currentThread() pointed nowhere,
// and neither call touched a permit.
func TestTaskPermits(t *testing.T) {
	expectPairOn(t, "TaskPermits", "RW Thread@TaskPermits.java:15[task@TaskPermits.java:14]<permit> | main write main TaskPermits.java:21 | task read 0 TaskPermits.java:16")
}

// TestPoolPermits: two task sites on one single-thread executor share its
// pool thread, so a park in the second task reads the <permit> of what
// Thread.currentThread() returned in the first (static.PoolSelves), and
// main's unpark of that thread pairs with it. Before, a park read its
// own task site's object only: no pair (the permit left for the pool
// thread, consumed by the other task's park, was missed). On two
// executors the tasks share no pool thread, and there is no pair.
func TestPoolPermits(t *testing.T) {
	expectPairOn(t, "PoolPermits", "RW Thread@PoolPermits.java:16[task@PoolPermits.java:15]<permit> | main write main PoolPermits.java:21 | task read 1 PoolPermits.java:19")
	for _, p := range pairsOf(t, "PoolPermitsApart", Precise, AllFilters) {
		if strings.Contains(p, "<permit>") {
			t.Errorf("PoolPermitsApart: %s", p)
		}
	}
}
