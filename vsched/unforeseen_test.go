package vsched

import (
	"strconv"
	"strings"
	"testing"

	"weft/classfile"
	"weft/explore"
	"weft/mhp"
	"weft/vm"
)

// A data race of the first execution between lines the static analysis
// made no pair of is unforeseen: the report then says no bug was found,
// not that the search space is exhausted, and names the race. A race the
// pairs cover is not.
func TestUnforeseenRaces(t *testing.T) {
	site := func(pc int) classfile.Site { return classfile.Site{Class: "app/Main", Method: "run()V", PC: pc} }
	th := func(n int) vm.ObjectID {
		return vm.ObjectID{Thread: "main", Site: classfile.Site{Class: "app/Main", Method: "main", PC: n}, Seq: 1}
	}
	acc := func(t int, k vm.Kind, pc, line int) vm.Event {
		s := site(pc)
		return vm.Event{Access: vm.Access{Thread: t, Kind: k, Field: "app/Main.hits", Site: s, User: s, Pos: "Main.java:" + strconv.Itoa(line)}}
	}
	ev := func(t int, k vm.Kind, o vm.ObjectID) vm.Event {
		return vm.Event{Access: vm.Access{Thread: t, Kind: k, Obj: o, HasObj: true}}
	}
	evs := []vm.Event{
		ev(0, vm.KStart, th(1)), ev(0, vm.KStart, th(2)),
		ev(1, vm.KThreadBegin, th(1)), acc(1, vm.KRead, 10, 7), acc(1, vm.KWrite, 12, 7), ev(1, vm.KThreadEnd, th(1)),
		ev(2, vm.KThreadBegin, th(2)), acc(2, vm.KRead, 10, 7), acc(2, vm.KWrite, 12, 7), ev(2, vm.KThreadEnd, th(2)),
		ev(0, vm.KJoin, th(1)), ev(0, vm.KJoin, th(2)), acc(0, vm.KRead, 20, 9),
	}
	s := New()
	s.m = &model{partners: map[key][]partner{}, bySite: map[classfile.Site][]*mhp.Node{}}
	got := s.unforeseenRaces(evs)
	if len(got) != 2 {
		t.Fatalf("unforeseen races %v, want thread 1's write against thread 2's read and write", got)
	}
	for _, r := range got {
		if r.A.Thread != 1 || r.B.Thread != 2 || r.A.Kind != vm.KWrite {
			t.Errorf("race %+v, want thread 1's write first, then thread 2's access", r)
		}
	}
	// With a pair of line 7's write and read and one of its writes, the
	// static analysis foresaw them.
	w, r := key{lineSite(site(12), "Main.java:7"), opWrite}, key{lineSite(site(10), "Main.java:7"), opRead}
	s.m.partners[w] = []partner{{K: r}, {K: w}}
	if got := s.unforeseenRaces(evs); len(got) != 0 {
		t.Errorf("races %v unforeseen, but the pairs cover them", got)
	}
	// The report of an exploration without a bug.
	s.m.partners = map[key][]partner{}
	s.unforeseen = s.unforeseenRaces(evs)
	rep := &explore.Report{Complete: true}
	s.Annotate(rep, nil)
	if rep.Complete || len(rep.Warnings) != 1 || !strings.Contains(rep.Warnings[0], "2 data races that the static analysis made no pair of") ||
		!strings.Contains(rep.Warnings[0], "w Main.java:7 in app.Main.run by thread 1") {
		t.Errorf("report complete %v, warnings %q", rep.Complete, rep.Warnings)
	}
	// Searched as dynamic pairs (startDynamic): a race whose order a
	// fulfilment reversed is covered, one never reversed is still named.
	s.dynStarted = true
	s.reversed = map[[2]key]bool{{dynKey(s.unforeseen[0].A), dynKey(s.unforeseen[0].B)}: true}
	rep = &explore.Report{Complete: true}
	s.Annotate(rep, nil)
	if rep.Complete || len(rep.Warnings) != 1 || !strings.Contains(rep.Warnings[0], "vsched searched them as pairs, but no execution ran the second access of 1 of them before the first") ||
		!strings.Contains(rep.Warnings[0], "w Main.java:7 in app.Main.run by thread 1 and w Main.java:7 in app.Main.run by thread 2") {
		t.Errorf("report complete %v, warnings %q", rep.Complete, rep.Warnings)
	}
	for _, r := range s.unforeseen {
		s.reversed[[2]key{dynKey(r.A), dynKey(r.B)}] = true
	}
	rep = &explore.Report{Complete: true}
	s.Annotate(rep, nil)
	if !rep.Complete || len(rep.Warnings) != 0 {
		t.Errorf("every race reversed: report complete %v, warnings %q", rep.Complete, rep.Warnings)
	}
}
