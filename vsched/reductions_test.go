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
	"weft/vm"
)

// suiteCaseNamed is the suite-A case name's main class and arguments.
func suiteCaseNamed(t *testing.T, name string) *suiteCase {
	t.Helper()
	for _, k := range suiteACases(t) {
		if k.Name == name {
			return &suiteCase{k.Main, k.Args}
		}
	}
	t.Fatalf("no suite-A case %s", name)
	return nil
}

// exploreCase explores the suite-A case name with the strategy s.
func exploreCase(t *testing.T, name string, s *Strategy) *explore.Report {
	t.Helper()
	dir := compileSuiteA(t)
	c := suiteCaseNamed(t, name)
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

	// Without Unblock the search takes hundreds of executions, long enough
	// for runs to end at states already stored (with it, three).
	s := New()
	s.Unblock = false
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

// modelOf runs the static analysis of a suite-A program and returns
// vsched's model of it.
func modelOf(t *testing.T, main string) *model {
	t.Helper()
	dir := compileSuiteA(t)
	cp, _, err := classfile.ForApplication(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer cp.Close()
	rep, err := mhp.Run(static.NewProgram(cp), main, mhp.Config{Mode: mhp.Precise, Filters: mhp.AllFilters})
	if err != nil {
		t.Fatal(err)
	}
	return newModel(rep)
}

// findKey returns the access of class at a source line doing o.
func findKey(t *testing.T, m *model, class string, line int, o op) key {
	t.Helper()
	for k := range m.targets {
		if k.Site.Class == class && k.Site.PC == -line && k.Op == o {
			return k
		}
	}
	t.Fatalf("no %s at %s line %d", o, class, line)
	return key{}
}

// TestReachPerThread: producerconsumer's waitHere() is called by put()
// (producers) and by removeWhenReady() (consumers). A producer waiting
// there cannot reach removeNow()'s write of count at line 114, which a
// consumer waiting at the same call can; asked without the thread (the
// site's nodes in every thread) the answer is yes.
func TestReachPerThread(t *testing.T) {
	m := modelOf(t, "producerconsumer/Main")
	w114 := findKey(t, m, "producerconsumer/Buffer", 114, opWrite)
	var wait classfile.Site
	for s, ns := range m.bySite {
		for _, n := range ns {
			if s.Class == "producerconsumer/Buffer" && strings.HasPrefix(s.Method, "waitHere(") && n.Kind == mhp.Wait {
				wait = s
			}
		}
	}
	if wait == (classfile.Site{}) {
		t.Fatal("no wait in waitHere")
	}
	producer, consumer := noThread, noThread
	for site, id := range m.threadOf {
		if site.Class == "producerconsumer/Main" {
			// Producers are allocated at line 55, consumers at 59.
			for _, th := range m.peg.A.Threads {
				if th.ID == id && strings.HasPrefix(th.Name, "Producer@") {
					producer = id
				}
				if th.ID == id && strings.HasPrefix(th.Name, "Consumer@") {
					consumer = id
				}
			}
		}
	}
	if producer == noThread || consumer == noThread {
		t.Fatalf("threads by allocation site %v: no producer or consumer", m.threadOf)
	}
	if m.reachable(producer, wait, false, w114, nil) {
		t.Error("a producer waiting in waitHere reaches removeNow's write of count")
	}
	if !m.reachable(consumer, wait, false, w114, nil) {
		t.Error("a consumer waiting in waitHere does not reach removeNow's write of count")
	}
	if !m.reachable(noThread, wait, false, w114, nil) {
		t.Error("from waitHere in any thread, removeNow's write of count is not reachable")
	}
}

// TestMayTouch: alarmclock's tick() reads AlarmClock.head at line 85;
// line 85's accesses are paired, by line, with sleep()'s write of
// Sleeper.wakeAt at line 62 and unlink()'s write of head at line 133. Only
// the write of head may touch the clock's head; a read of wakeAt of a
// sleeper made in a Client's constructor may be touched by line 62 but not
// by line 133, and not by a write of the clock's fields either.
func TestMayTouch(t *testing.T) {
	m := modelOf(t, "alarmclock/Main")
	w62 := findKey(t, m, "alarmclock/AlarmClock", 62, opWrite)
	w133 := findKey(t, m, "alarmclock/AlarmClock", 133, opWrite)
	var clock, sleeper classfile.Site
	for _, o := range m.peg.A.Objects {
		if o.Kind == static.AllocObj && o.Class == "alarmclock/AlarmClock" {
			clock = o.Site
		}
		if o.Kind == static.AllocObj && o.Class == "alarmclock/Sleeper" {
			sleeper = o.Site
		}
	}
	if clock == (classfile.Site{}) || sleeper == (classfile.Site{}) {
		t.Fatal("no AlarmClock or Sleeper allocation")
	}
	head := vm.Access{Kind: vm.KRead, Field: "alarmclock/AlarmClock.head", HasObj: true, Obj: vm.ObjectID{Thread: "main", Site: clock, Seq: 1}}
	wakeAt := vm.Access{Kind: vm.KRead, Field: "alarmclock/Sleeper.wakeAt", HasObj: true, Obj: vm.ObjectID{Thread: "main", Site: sleeper, Seq: 1}}
	wakeAtOfClock := wakeAt
	wakeAtOfClock.Obj = head.Obj
	for _, c := range []struct {
		k    key
		a    vm.Access
		want bool
	}{{w133, head, true}, {w62, head, false}, {w62, wakeAt, true}, {w133, wakeAt, false}, {w62, wakeAtOfClock, false}} {
		if got := m.mayTouch(c.k, c.a); got != c.want {
			t.Errorf("mayTouch(%v, %v) = %v, want %v", c.k, c.a, got, c.want)
		}
	}
}

// TestReachInContext: alarmclock's ringDue() is called by tick() and by
// close(). The ticker in ringDue() under close() has passed every tick and
// cannot reach tick()'s read of head at line 85 any more; under tick() it
// can. Without its call sites the answer is yes.
func TestReachInContext(t *testing.T) {
	m := modelOf(t, "alarmclock/Main")
	r85 := findKey(t, m, "alarmclock/AlarmClock", 85, opRead)
	var entry classfile.Site
	ticker := noThread
	for _, n := range m.peg.Nodes {
		if s := n.Site(); n.Kind == mhp.Entry && s.Class == "alarmclock/AlarmClock" && strings.HasPrefix(s.Method, "ringDue(") {
			entry = s
			ticker = n.Thread.Thread.ID
		}
	}
	if entry == (classfile.Site{}) {
		t.Fatal("no monitor entry in ringDue")
	}
	var underClose, underTick []classfile.Site
	for _, n := range m.byThread[threadSite{entry, ticker}] {
		cs := m.callString(n)
		if len(cs) == 0 {
			continue
		}
		switch {
		case strings.HasPrefix(cs[len(cs)-1].Method, "close("):
			underClose = append(cs, entry)
		case strings.HasPrefix(cs[len(cs)-1].Method, "tick("):
			underTick = append(cs, entry)
		}
	}
	if underClose == nil || underTick == nil {
		t.Fatalf("ringDue's entry is not under both close() and tick(): %v, %v", underClose, underTick)
	}
	if m.reachable(ticker, entry, false, r85, underClose) {
		t.Errorf("the ticker in ringDue() under close() (%v) reaches line 85", underClose)
	}
	if !m.reachable(ticker, entry, false, r85, underTick) {
		t.Errorf("the ticker in ringDue() under tick() (%v) does not reach line 85", underTick)
	}
	if !m.reachable(ticker, entry, false, r85, nil) {
		t.Error("the ticker in ringDue(), call sites unknown, does not reach line 85")
	}
}

// TestFreshPairs: state matching stores, per state, the pairs its bpts
// hold: a bpt at a state seen before holds only the pairs not stored there
// yet, and none (the run ends) when all were; another state starts afresh.
func TestFreshPairs(t *testing.T) {
	s := New()
	s.seen = map[uint64]map[pairSig]bool{}
	p := func(line int, kind string) partner {
		return partner{K: key{Site: classfile.Site{Class: "C", Method: "m()V", PC: -line}, Op: opWrite}, Kind: kind}
	}
	lines := func(ps []partner) []int {
		var ls []int
		for _, q := range ps {
			ls = append(ls, -q.K.Site.PC)
		}
		return ls
	}
	for _, c := range []struct {
		state uint64
		ps    []partner
		want  []int
	}{
		{1, []partner{p(3, kindRW), p(4, kindRW)}, []int{3, 4}},
		{1, []partner{p(4, kindRW)}, nil},
		{1, []partner{p(4, kindRW), p(5, kindRW)}, []int{5}},
		{1, []partner{p(5, kindMM)}, []int{5}}, // another kind of pair with the same access
		{2, []partner{p(3, kindRW)}, []int{3}},
	} {
		if got := lines(s.fresh(c.state, c.ps)); fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("state %d, pairs %v: fresh %v, want %v", c.state, lines(c.ps), got, c.want)
		}
	}
}

// TestJoinedThread: raxextend's main reads Telemetry.entries at line 40
// after joining every thread; the analysis pairs that read with the
// sensors' writes in record() (lines 94-95), as the joins are in a loop.
// In the first execution each sensor runs to its end while main waits in
// Thread.join for that very sensor, so main cannot read before the
// sensor's write: no bpt pairs a write with line 40.
func TestJoinedThread(t *testing.T) {
	s := New()
	s.Record = true
	exploreCase(t, "raxextend", s)
	writes := 0
	for _, b := range s.Created {
		if strings.Contains(b, " w Main.java:94:") || strings.Contains(b, " w Main.java:95:") {
			writes++
		}
		if strings.Contains(b, "RW Main.java:40;") {
			t.Errorf("bpt %q pairs a sensor's write with main's read after joining it", b)
		}
	}
	t.Logf("%d bpts, %d at record()'s writes", len(s.Created), writes)
}

// TestJoinWithTimeout: JoinLoop's main reads x after joining the writer
// in a loop. While main waits in Thread.join() for the writer, the writer's
// write has no pair with that read (no bpt: its only partner is main's; the
// other thread, not begun or still in the JDK's Thread.run, is asked from
// its beginning and cannot read x); with join(1), main may time out and
// read first, so the pair stays.
func TestJoinWithTimeout(t *testing.T) {
	dir := compileFigure(t, "JoinLoop")
	for _, timed := range []bool{false, true} {
		s := New()
		s.Record = true
		explore.Register("vsched-joinloop", func(explore.Options) explore.Strategy { return s })
		p := &explore.Program{ClassPath: []string{dir}, Main: "JoinLoop"}
		if timed {
			p.Args = []string{"timed"}
		}
		if _, _, err := explore.Explore(p, explore.Config{Strategy: "vsched-joinloop",
			Budget: explore.Budget{Timeout: time.Minute, MaxSteps: 1_000_000, MaxPoints: 10_000}}); err != nil {
			t.Fatal(err)
		}
		paired := false
		for _, b := range s.Created {
			if strings.Contains(b, " w JoinLoop.java:25:") && strings.Contains(b, "RW JoinLoop.java:20;") {
				paired = true
			}
		}
		if paired != timed {
			t.Errorf("join with a timeout %v: the write of x paired with main's read: %v (bpts %q)", timed, paired, s.Created)
		}
	}
}

// TestUnblock: in Unblock the waiter (T1) blocks in wait() before the
// bystander (T2) and the notifier (T3) have run. With Unblock, Rule 1 goes
// on with the notifier, so the first bpt on z is the notifier's read
// (line 36, paired with the bystander's write at line 26); without it, the
// lowest-numbered runnable thread, the bystander, runs first and its write
// makes the first bpt on z.
func TestUnblock(t *testing.T) {
	dir := compileFigure(t, "Unblock")
	for _, unblock := range []bool{true, false} {
		s := New()
		s.Unblock = unblock
		s.Record = true
		explore.Register("vsched-unblock", func(explore.Options) explore.Strategy { return s })
		p := &explore.Program{ClassPath: []string{dir}, Main: "Unblock"}
		rep, _, err := explore.Explore(p, explore.Config{Strategy: "vsched-unblock",
			Budget: explore.Budget{Timeout: time.Minute, MaxSteps: 1_000_000, MaxPoints: 10_000}})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Bug != nil {
			t.Fatalf("Unblock has no bug, found %s", rep.Bug.Summary())
		}
		first := ""
		for _, b := range s.Created {
			if strings.Contains(b, "Unblock.java:26") || strings.Contains(b, "Unblock.java:36") {
				first = b
				break
			}
		}
		want := "T3 r Unblock.java:36: RW Unblock.java:26;"
		if !unblock {
			want = "T2 w Unblock.java:26: RW Unblock.java:36;"
		}
		if first != want {
			t.Errorf("Unblock %v: first bpt on z %q, want %q (bpts %q)", unblock, first, want, s.Created)
		}
	}
}

// TestPiperFirstExecution is the floor under piper's states: its first
// execution (Rule 1: main starts the 32 threads and joins, then each thread
// runs put() or take() to its end, lowest-numbered first, senders and
// listeners alternating, so nobody waits) stores one bpt at every thread's
// entry into the pipe's monitor but the last one's, 31 states. Each is kept
// by the thesis's rule (Figure 6.1 line 22; "statically-reachable
// conflicting accesses in other threads from the current program point"):
// every later thread is alive (main started it before its join loop), has
// not entered yet and can reach its own entry, and the trigger holds no
// monitor. The thesis reports 15 states for its piper (Table 6.2).
func TestPiperFirstExecution(t *testing.T) {
	dir := compileSuiteA(t)
	s := New()
	s.Record = true
	explore.Register("vsched-"+t.Name(), func(explore.Options) explore.Strategy { return s })
	p := &explore.Program{ClassPath: []string{dir}, Main: "piper.Main"}
	rep, _, err := explore.Explore(p, explore.Config{Strategy: "vsched-" + t.Name(),
		Budget: explore.Budget{MaxExecutions: 1, Timeout: time.Minute, MaxSteps: 5_000_000, MaxPoints: 100_000}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Bug != nil || rep.Counters.Executions != 1 {
		t.Fatalf("bug %v after %d executions, want one execution without a bug", rep.Bug, rep.Counters.Executions)
	}
	if rep.Counters.States != 31 || len(s.Created) != 31 {
		t.Fatalf("states %d, bpts %q: want 31", rep.Counters.States, s.Created)
	}
	for i, b := range s.Created {
		// Senders (odd threads) enter at put's call, listeners at take's;
		// until the last sender, both kinds are still to come.
		line := "77"
		if i%2 == 1 {
			line = "93"
		}
		head := fmt.Sprintf("T%d acq Main.java:%s:", i+1, line)
		if i < 30 && (!strings.HasPrefix(b, head) || !strings.Contains(b, " MM Main.java:77;") || !strings.Contains(b, " MM Main.java:93;")) {
			t.Errorf("bpt %d = %q, want %q paired with the senders' and the listeners' entries", i+1, b, head)
		}
		if i == 30 && b != "T31 acq Main.java:77: MM Main.java:93;" {
			t.Errorf("bpt 31 = %q, want the last sender's entry paired with the last listener's", b)
		}
	}
}

// TestSpecialNotified: a special bpt whose target is a notified wait (a WW
// pair, or a WM pair at a monitor entry, W3) is made only while that
// waiter is notified and ready on the trigger's monitor, as the bpt's own
// pairs of these kinds are; right after the fulfilment it holds the
// monitor, so piper's search makes none. Asking the PEG instead
// (SpecialStaticNotified: a listener can wait again in take()'s loop)
// made 22 such bpts, none of whose pairs could be fulfilled.
func TestSpecialNotified(t *testing.T) {
	count := func(static bool) (n int, states int64) {
		s := New()
		s.Record, s.SpecialStaticNotified = true, static
		rep := exploreCase(t, "piper", s)
		for _, b := range s.Created {
			if !strings.HasPrefix(b, "special ") {
				continue
			}
			if strings.Contains(b, ": WW ") || strings.Contains(b, " acq ") && strings.Contains(b, ": WM ") {
				n++
			}
		}
		return n, rep.Counters.States
	}
	n, states := count(false)
	t.Logf("special bpts on notified waits: %d, states %d", n, states)
	if n != 0 {
		t.Errorf("%d special bpts whose target is a notified wait, want none", n)
	}
	if n, states := count(true); n == 0 {
		t.Errorf("SpecialStaticNotified: no special bpt on a notified wait (states %d), want some", states)
	}
}
