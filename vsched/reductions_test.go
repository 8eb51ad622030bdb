package vsched

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"weft/classfile"
	"weft/explore"
	"weft/mhp"
	"weft/static"
)

// exploreCase explores the suite-A case name with the strategy s.
func exploreCase(t *testing.T, name string, s *Strategy) *explore.Report {
	t.Helper()
	dir := compileSuiteA(t)
	var c *suiteCase
	for _, k := range suiteACases(t) {
		if k.Name == name {
			c = &suiteCase{k.Main, k.Args}
		}
	}
	if c == nil {
		t.Fatalf("no suite-A case %s", name)
	}
	explore.Register("vsched-"+t.Name(), func(explore.Options) explore.Strategy { return s })
	p := &explore.Program{ClassPath: []string{dir}, Main: c.main, Args: c.args}
	rep, _, err := explore.Explore(p, explore.Config{Strategy: "vsched-" + t.Name(),
		Budget: explore.Budget{MaxExecutions: 20_000, Timeout: 5 * time.Minute, MaxSteps: 5_000_000, MaxPoints: 100_000}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Bug == nil {
		t.Fatalf("%s: no bug found (%s)", name, rep.Exhausted)
	}
	return rep
}

type suiteCase struct {
	main string
	args []string
}

// TestLockSites: alarmclock's insert() writes Sleeper.next at line 119
// always under the clock's monitor, a single object made in main; tick()
// reads head at line 85 under none. A bpt made while holding the clock
// (ringDue's read of next at line 101) has no pair with line 119.
func TestLockSites(t *testing.T) {
	dir := compileSuiteA(t)
	cp, _, err := classfile.ForApplication(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer cp.Close()
	rep, err := mhp.Run(static.NewProgram(cp), "alarmclock/Main", mhp.Config{Mode: mhp.Precise, Filters: mhp.AllFilters})
	if err != nil {
		t.Fatal(err)
	}
	m := newModel(rep)
	find := func(line int, o op) (key, bool) {
		for k := range m.targets {
			if k.Site.Class == "alarmclock/AlarmClock" && k.Site.PC == -line && k.Op == o {
				return k, true
			}
		}
		return key{}, false
	}
	w119, ok := find(119, opWrite)
	if !ok {
		t.Fatal("no write at Main.java:119")
	}
	if hs := m.mustHeld[w119]; len(hs) != 1 || hs[0].Class != "alarmclock/Main" || !strings.HasPrefix(hs[0].Method, "main(") {
		t.Errorf("line 119 is made under %v, want the AlarmClock made in main", hs)
	}
	if r85, ok := find(85, opRead); !ok || len(m.mustHeld[r85]) != 0 {
		t.Errorf("line 85 (found %v) is made under %v, want none", ok, m.mustHeld[r85])
	}

	s := New()
	s.Record = true
	exploreCase(t, "alarmclock", s)
	for _, b := range s.Created {
		if strings.Contains(b, " r Main.java:101:") && strings.Contains(b, "RW Main.java:119;") {
			t.Errorf("bpt %q pairs ringDue's read, under the clock, with insert's write, under the clock", b)
		}
	}
	if s.Abandoned["state matched: a backtracking point at this state is stored already"] == 0 {
		t.Errorf("no run ended at a state already stored (abandoned: %v)", s.Abandoned)
	}
}

// TestBarging: piper's lost tune needs a sender woken at put()'s wait to be
// barged by another sender's entry (W2, §5.3.4): the last pair of the value
// schedule orders that entry before the woken sender's notified wait.
func TestBarging(t *testing.T) {
	rep := exploreCase(t, "piper", New())
	if rep.Bug.Kind != explore.KindDeadlock {
		t.Fatalf("found %s, want the deadlock", rep.Bug.Summary())
	}
	vs := rep.ValueSchedule
	if len(vs) == 0 {
		t.Fatal("no value schedule")
	}
	last := vs[len(vs)-1]
	if last.Kind != "WM" || last.First.Op != "acq" || last.First.Pos != "Main.java:77" || last.Second.Op != "notified" || last.Second.Pos != "Main.java:49" {
		t.Errorf("last pair %s, want a sender's entry at Main.java:77 before a woken sender at Main.java:49", last)
	}
}

// TestSnapshotsSameSearch: restoring a bpt's snapshot is the same as
// replaying its prefix: Figure 5.1 makes the same bpts, executions and
// value schedule either way.
func TestSnapshotsSameSearch(t *testing.T) {
	var got [2]string
	for i, snap := range []bool{false, true} {
		dir := compileFigure(t, "Fig51")
		s := New()
		s.Record, s.Snapshots = true, snap
		explore.Register("vsched-snap", func(explore.Options) explore.Strategy { return s })
		p := &explore.Program{ClassPath: []string{dir}, Main: "Fig51"}
		rep, _, err := explore.Explore(p, explore.Config{Strategy: "vsched-snap",
			Budget: explore.Budget{Timeout: time.Minute, MaxSteps: 1_000_000, MaxPoints: 10_000}})
		if err != nil || rep.Bug == nil {
			t.Fatalf("snapshots %v: %v, bug %v", snap, err, rep.Bug)
		}
		got[i] = strings.Join(s.Created, "\n") + "\n" + rep.ValueSchedule[0].String() + fmt.Sprintf("\n%d states, %d executions", rep.Counters.States, rep.Counters.Executions)
	}
	if got[0] != got[1] {
		t.Errorf("without snapshots:\n%s\nwith:\n%s", got[0], got[1])
	}
}
