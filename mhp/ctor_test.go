package mhp

import (
	"sort"
	"strings"
	"testing"
)

// TestCtorChain: the Node a linked list's constructor makes for its next
// node stands for every node after the head (static.allocRecv), so it is
// not one runtime object: main's count under the second node's monitor
// and the worker's under the third's make pairs, as they race (java -ea
// prints 1 or 2). Before, the node was taken for one object, its monitor
// for one lock, and the counts made no pair; with the constructors'
// allocations keyed by their receiver and no bound, the analysis
// recursed until the Go stack overflowed.
func TestCtorChain(t *testing.T) {
	expectPairs(t, "CtorChain", AllFilters,
		"MM monitor Node@CtorChain.java:13 | main entry main CtorChain.java:26 | Thread entry 0 CtorChain.java:21",
		"RW CtorChain.hits | main read main CtorChain.java:27 | Thread write 0 CtorChain.java:22",
		"RW CtorChain.hits | main write main CtorChain.java:27 | Thread read 0 CtorChain.java:22",
		"RW CtorChain.hits | main write main CtorChain.java:27 | Thread write 0 CtorChain.java:22")
}

// TestAlarmClockSleepers: in suite A's alarmclock each Client makes its
// own Sleeper in its constructor (Main.java:154), one object per Client,
// so the two Clients' sleeps on their own Sleeper's monitor make no pair;
// each pairs with the ticker's ring, whose Sleeper may be either. Before,
// the Sleepers were one object taken for one runtime object: its monitor
// paired the two Clients too (9 pairs instead of 6), and the monitor was
// taken as one lock.
func TestAlarmClockSleepers(t *testing.T) {
	var p suiteProgram
	for _, x := range compileSuiteA(t) {
		if x.Name == "alarmclock" {
			p = x
		}
	}
	if p.Name == "" {
		t.Skip("no alarmclock")
	}
	rep, err := Run(suiteProgramOf(t, p), "alarmclock/Main", Config{Mode: Precise, Filters: AllFilters})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, pr := range rep.Result.Pairs {
		if strings.HasPrefix(pr.Var, "monitor Sleeper") {
			got = append(got, short(pr))
		}
	}
	sort.Strings(got)
	want := []string{
		"MM monitor Sleeper@Main.java:154#1 | Client entry sleep Main.java:66 | Ticker entry ring Main.java:111",
		"MM monitor Sleeper@Main.java:154#2 | Client entry sleep Main.java:66 | Ticker entry ring Main.java:111",
		"WM monitor Sleeper@Main.java:154#1 | Client wait sleep Main.java:68 | Ticker entry ring Main.java:111",
		"WM monitor Sleeper@Main.java:154#2 | Client wait sleep Main.java:68 | Ticker entry ring Main.java:111",
		"WN monitor Sleeper@Main.java:154#1 | Client wait sleep Main.java:68 | Ticker notify ring Main.java:113",
		"WN monitor Sleeper@Main.java:154#2 | Client wait sleep Main.java:68 | Ticker notify ring Main.java:113",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Sleeper monitor pairs:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

// TestEarlyFinal: a final field written by a constructor after the
// constructor of its superclass started a thread that reads it
// (EarlyFinal, examples/selfstart) makes a pair: the analysis skipped
// every final field, and found none. So does one whose superclass's
// constructor starts the thread in a helper (Echo) or through an
// executor (Gauge). A final field of a class whose constructors start no
// thread (Plain.out) still makes none.
func TestEarlyFinal(t *testing.T) {
	got := pairsOf(t, "EarlyFinal", Precise, AllFilters)
	var log []string
	for _, p := range got {
		if strings.Contains(p, "EarlyFinal$Plain.out") {
			t.Errorf("a pair of Plain's final field: %s", p)
		}
		if strings.HasPrefix(p, "RW EarlyFinal$Meter.log ") {
			log = append(log, p)
		}
	}
	if len(log) != 1 || !strings.Contains(log[0], "EarlyFinal.java:26") || !strings.Contains(log[0], "EarlyFinal.java:30") {
		t.Errorf("Meter.log's pairs %q, want the constructor's write (EarlyFinal.java:26) against tick's read (EarlyFinal.java:30); all:\n%s", log, strings.Join(got, "\n"))
	}
	// A constructor that starts its thread in a helper (Relay.begin) or
	// through an executor (Pump): startsThread looked at the
	// constructor's own JDK calls only, and Echo.log and Gauge.log stayed
	// frozen, with no pair.
	for _, c := range []struct{ cls, write, read string }{
		{"Echo", "EarlyFinal.java:78", "EarlyFinal.java:82"},
		{"Gauge", "EarlyFinal.java:103", "EarlyFinal.java:107"},
	} {
		var ps []string
		for _, p := range got {
			if strings.HasPrefix(p, "RW EarlyFinal$"+c.cls+".log ") {
				ps = append(ps, p)
			}
		}
		if len(ps) != 1 || !strings.Contains(ps[0], c.write) || !strings.Contains(ps[0], c.read) {
			t.Errorf("%s.log's pairs %q, want the constructor's write (%s) against tick's read (%s); all:\n%s", c.cls, ps, c.write, c.read, strings.Join(got, "\n"))
		}
	}
}
