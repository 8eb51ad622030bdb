package vm

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"weft/classfile"
)

var schedOnce sync.Once
var schedDir string
var schedErr error

// schedClassPath compiles testdata/sched once per test binary.
func schedClassPath(t *testing.T) *classfile.ClassPath {
	needJDK(t)
	schedOnce.Do(func() {
		schedDir, schedErr = mkTemp()
		if schedErr != nil {
			return
		}
		files, _ := filepath.Glob("testdata/sched/*.java")
		schedErr = javac("17", schedDir, files)
	})
	if schedErr != nil {
		t.Fatal(schedErr)
	}
	cp := openClassPath(t, schedDir)
	return cp
}

type eventLog struct{ lines []string }

func (l *eventLog) OnEvent(e *Event) {
	l.lines = append(l.lines, fmt.Sprintf("%d %s v=%d %v", e.Step, e.Access, e.Value, e.ValueObj))
}

func runWith(t *testing.T, cp *classfile.ClassPath, main string, s Scheduler) (string, *Outcome, []string) {
	t.Helper()
	var out bytes.Buffer
	log := &eventLog{}
	m, err := New(Config{ClassPath: cp, Stdout: &out, Scheduler: s, Listeners: []Listener{log}, MaxSteps: 10_000_000})
	if err != nil {
		t.Fatal(err)
	}
	o, err := m.Run(main, nil)
	if err != nil {
		t.Fatalf("%s: %v", main, err)
	}
	return out.String(), o, log.lines
}

func TestDeterministicReplay(t *testing.T) {
	cp := schedClassPath(t)
	for seed := int64(1); seed <= 5; seed++ {
		rec := &Recorder{S: NewRandom(seed)}
		out1, o1, ev1 := runWith(t, cp, "Race", rec)
		out2, o2, ev2 := runWith(t, cp, "Race", NewRandom(seed))
		out3, o3, ev3 := runWith(t, cp, "Race", &Replay{Threads: rec.Chosen})
		if out1 != out2 || out1 != out3 || o1.Steps != o2.Steps || o1.Steps != o3.Steps {
			t.Fatalf("seed %d: runs differ:\n%s\n--\n%s\n--\n%s", seed, out1, out2, out3)
		}
		if strings.Join(ev1, "\n") != strings.Join(ev2, "\n") || strings.Join(ev1, "\n") != strings.Join(ev3, "\n") {
			t.Fatalf("seed %d: event streams differ", seed)
		}
		if len(ev1) == 0 || o1.Points == 0 {
			t.Fatalf("seed %d: no events or scheduling points", seed)
		}
		// Every worker's start precedes its begin, which precedes its end.
		all := strings.Join(ev1, "\n")
		for _, k := range []string{" start ", " begin ", " end ", " read ", " write ", " aread ", " awrite "} {
			if !strings.Contains(all, k) {
				t.Errorf("seed %d: no %q event", seed, strings.TrimSpace(k))
			}
		}
		for th := 1; th <= 3; th++ {
			b := strings.Index(all, fmt.Sprintf(" T%d begin ", th))
			e := strings.Index(all, fmt.Sprintf(" T%d end ", th))
			if b < 0 || e < 0 || e < b {
				t.Errorf("seed %d: thread %d begin at %d, end at %d", seed, th, b, e)
			}
		}
	}
}

func TestRandomFindsLostUpdate(t *testing.T) {
	cp := schedClassPath(t)
	found := false
	counts := map[string]bool{}
	for seed := int64(1); seed <= 20 && !found; seed++ {
		out, o, _ := runWith(t, cp, "Race", NewRandom(seed))
		counts[lastLine(out)] = true
		if len(o.Uncaught) > 0 {
			if o.Uncaught[0].Class != "java.lang.IllegalStateException" || !strings.Contains(o.Uncaught[0].Message, "lost update") {
				t.Fatalf("unexpected failure %+v", o.Uncaught[0])
			}
			if !strings.Contains(o.Uncaught[0].Trace, "at Race.main(Race.java:") {
				t.Fatalf("trace lacks source position:\n%s", o.Uncaught[0].Trace)
			}
			found = true
		}
	}
	if !found {
		t.Fatalf("no seed exposed the lost update; outcomes %v", counts)
	}
	// FIFO runs each worker to completion: no lost update.
	out, o, _ := runWith(t, cp, "Race", &FIFO{})
	if len(o.Uncaught) != 0 || !strings.Contains(out, "count 60") {
		t.Fatalf("FIFO run: %q %+v", out, o.Uncaught)
	}
}

// checkDeadlockStructure checks Outcome.Blocked for testdata/sched/Deadlock:
// t1 and t2 each hold one lock and wait for the other's, main joins t1.
func checkDeadlockStructure(t *testing.T, o *Outcome) {
	t.Helper()
	by := map[string]BlockedThread{}
	for _, b := range o.Blocked {
		by[b.Name] = b
	}
	t1, t2, main := by["t1"], by["t2"], by["main"]
	if len(o.Blocked) != 3 || t1.HeldBy != t2.Thread || t2.HeldBy != t1.Thread || t1.Waits != WaitMonitor || t2.Waits != WaitMonitor {
		t.Fatalf("blocked threads: %+v", o.Blocked)
	}
	if len(t1.Holds) != 1 || len(t2.Holds) != 1 || t1.Holds[0] != *t2.On || t2.Holds[0] != *t1.On || t1.On.Class != "java.lang.Object" {
		t.Errorf("monitors: t1 holds %v waits for %v; t2 holds %v waits for %v", t1.Holds, t1.On, t2.Holds, t2.On)
	}
	if t1.At.Pos != "Deadlock.java:5" || t2.At.Pos != "Deadlock.java:6" || t1.At.Method != "lambda$main$0" {
		t.Errorf("t1 at %+v, t2 at %+v", t1.At, t2.At)
	}
	if main.Waits != WaitJoin || main.Joins != t1.Thread || main.At.Pos != "Deadlock.java:8" || main.At.Method != "main" || main.At.Library {
		t.Errorf("main: %+v", main)
	}
}

func lastLine(s string) string {
	ls := strings.Split(strings.TrimSpace(s), "\n")
	return ls[len(ls)-1]
}

func TestDeadlockDetection(t *testing.T) {
	cp := schedClassPath(t)
	_, o, _ := runWith(t, cp, "Deadlock", &FIFO{})
	if o.Status != Completed {
		t.Fatalf("FIFO: %v", o.Status)
	}
	found := false
	for seed := int64(1); seed <= 40 && !found; seed++ {
		out, o, _ := runWith(t, cp, "Deadlock", NewRandom(seed))
		switch o.Status {
		case Completed:
			if !strings.HasSuffix(out, "done\n") {
				t.Fatalf("completed without done: %q", out)
			}
		case Deadlocked:
			found = true
			r := o.Deadlock
			for _, want := range []string{`"t1": BLOCKED on java.lang.Object@`, `"t2": BLOCKED on java.lang.Object@`, "held by thread", "holds java.lang.Object@", `"main": WAITING`, "at Deadlock.lambda$main$"} {
				if !strings.Contains(r, want) {
					t.Errorf("deadlock report lacks %q:\n%s", want, r)
				}
			}
			if o.ExitCode != 1 {
				t.Errorf("exit code %d", o.ExitCode)
			}
			checkDeadlockStructure(t, o)
		default:
			t.Fatalf("seed %d: status %v", seed, o.Status)
		}
	}
	if !found {
		t.Fatal("no seed deadlocked")
	}
}

// pauseAt pauses once at scheduling point n, then follows s.
type pauseAt struct {
	n      int64
	s      Scheduler
	paused bool
}

func (p *pauseAt) Choose(pt *Point) int {
	if !p.paused && pt.N >= p.n {
		p.paused = true
		return Pause
	}
	return p.s.Choose(pt)
}

// TestSnapshotRestore: run, snapshot, run on, restore, run again: both
// continuations give identical events, output and final state.
func TestSnapshotRestore(t *testing.T) {
	cp := schedClassPath(t)
	for _, at := range []int64{1, 5, 40} {
		var out bytes.Buffer
		log := &eventLog{}
		rec := &Recorder{S: NewRandom(7)}
		ps := &pauseAt{n: at, s: rec}
		m, err := New(Config{ClassPath: cp, Stdout: &out, Scheduler: ps, Listeners: []Listener{log}, MaxSteps: 10_000_000})
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Start("Race", nil); err != nil {
			t.Fatal(err)
		}
		o, err := m.Continue()
		if err != nil || o.Status != Paused {
			t.Fatalf("pause at %d: %v %v", at, o, err)
		}
		h00 := m.StateHash()
		snap := m.Snapshot()
		idx := len(rec.Chosen)
		h0 := m.StateHash()
		if h00 != h0 {
			t.Fatalf("snapshot changed the state hash")
		}
		m.Restore(snap)
		if h := m.StateHash(); h != h0 {
			t.Fatalf("immediate restore changed the state hash")
		}
		outLen, evLen := out.Len(), len(log.lines)
		o1, err := m.Continue()
		if err != nil {
			t.Fatal(err)
		}
		out1 := out.String()[outLen:]
		ev1 := append([]string(nil), log.lines[evLen:]...)
		h1 := m.StateHash()

		m.Restore(snap)
		if h := m.StateHash(); h != h0 {
			t.Fatalf("pause at %d: state hash after restore %x, at snapshot %x", at, h, h0)
		}
		out.Truncate(outLen)
		log.lines = log.lines[:evLen]
		m.sched = &Replay{Threads: append([]int(nil), rec.Chosen[idx:]...)}
		o2, err := m.Continue()
		if err != nil {
			t.Fatal(err)
		}
		out2 := out.String()[outLen:]
		ev2 := log.lines[evLen:]
		if out1 != out2 {
			t.Fatalf("pause at %d: outputs differ:\n%s\n--\n%s", at, out1, out2)
		}
		if strings.Join(ev1, "\n") != strings.Join(ev2, "\n") {
			for i := range ev1 {
				if ev1[i] != ev2[i] {
					t.Fatalf("pause at %d: events differ at %d:\n%s\n%s", at, i, ev1[i], ev2[i])
				}
			}
			t.Fatalf("pause at %d: events differ (%d vs %d)", at, len(ev1), len(ev2))
		}
		if o1.Steps != o2.Steps || o1.Points != o2.Points || h1 != m.StateHash() {
			t.Fatalf("pause at %d: outcomes differ: %+v %+v", at, o1, o2)
		}
		if len(ev1) == 0 {
			t.Fatalf("pause at %d: no events after the snapshot", at)
		}
	}
}

func TestDeadlockParked(t *testing.T) {
	cp := schedClassPath(t)
	for _, s := range []Scheduler{&FIFO{}, NewRandom(1), NewRandom(2)} {
		_, o, _ := runWith(t, cp, "LockDeadlock", s)
		if o.Status != Deadlocked {
			t.Fatalf("%T: status %v", s, o.Status)
		}
		for _, want := range []string{`"main": WAITING (parked) for java.util.concurrent.locks.ReentrantLock@`,
			`"Thread-0": WAITING (parked) for java.util.concurrent.locks.ReentrantLock@`, `held by thread 0 "main"`, `held by thread 1 "Thread-0"`,
			"at LockDeadlock.main(LockDeadlock.java:"} {
			if !strings.Contains(o.Deadlock, want) {
				t.Errorf("%T: report lacks %q:\n%s", s, want, o.Deadlock)
			}
		}
		if strings.Contains(o.Deadlock, "$$Lambda$") {
			t.Errorf("lambda frames shown:\n%s", o.Deadlock)
		}
		// Both threads are parked in AQS, each at its own lock() call,
		// for the ReentrantLock the other one holds.
		at := map[string]string{}
		for _, b := range o.Blocked {
			other := &o.Blocked[1-b.Thread]
			if b.Waits != WaitPark || b.On == nil || b.On.Class != "java.util.concurrent.locks.ReentrantLock" || b.At.Library ||
				b.HeldBy != other.Thread || len(other.Holds) != 1 || other.Holds[0] != *b.On {
				t.Errorf("%T: thread %d: %+v", s, b.Thread, b)
			}
			at[b.Name] = b.At.Pos + " " + b.At.Method
		}
		if want := map[string]string{"main": "LockDeadlock.java:11 main", "Thread-0": "LockDeadlock.java:7 lambda$main$0"}; !reflect.DeepEqual(at, want) {
			t.Errorf("%T: blocked at %v, want %v", s, at, want)
		}
	}
}

// multiPause pauses at each of the scheduling points in at.
type multiPause struct {
	at []int64
	s  Scheduler
}

func (p *multiPause) Choose(pt *Point) int {
	if len(p.at) > 0 && pt.N >= p.at[0] {
		p.at = p.at[1:]
		return Pause
	}
	return p.s.Choose(pt)
}

// TestSnapshotNested: snapshots A, B, C taken at successive pauses of one
// run stay valid together; restoring them in any order (C, B, A, B, C, A)
// and replaying the recorded decisions gives the first run's events, output
// and final state from that point on.
func TestSnapshotNested(t *testing.T) {
	cp := schedClassPath(t)
	var out bytes.Buffer
	log := &eventLog{}
	rec := &Recorder{S: NewRandom(11)}
	m, err := New(Config{ClassPath: cp, Stdout: &out, Scheduler: &multiPause{at: []int64{2, 8, 30}, s: rec}, Listeners: []Listener{log}, MaxSteps: 10_000_000})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Start("Race", nil); err != nil {
		t.Fatal(err)
	}
	pts := pauseAll(t, m, &out, log, func() int { return len(rec.Chosen) }, 3)
	refOut, refEv, refHash := out.String(), append([]string(nil), log.lines...), m.StateHash()
	for _, i := range []int{2, 1, 0, 1, 2, 0} {
		replayFrom(t, fmt.Sprintf("snapshot %d", i), m, pts[i], &out, log, append([]int(nil), rec.Chosen...), refOut, refEv, refHash)
	}
}

// pausedPoint is a VM paused by multiPause: its snapshot and state hash,
// how many decisions were made, and how much output and how many events
// there were.
type pausedPoint struct {
	snap          *Snapshot
	hash          uint64
	chosen        int
	outLen, evLen int
}

// pauseAll continues m to its end, snapshotting at every pause (want of
// them); chosen says how many decisions were made so far.
func pauseAll(t *testing.T, m *VM, out *bytes.Buffer, log *eventLog, chosen func() int, want int) []pausedPoint {
	t.Helper()
	var pts []pausedPoint
	for {
		o, err := m.Continue()
		if err != nil {
			t.Fatal(err)
		}
		if o.Status != Paused {
			break
		}
		pts = append(pts, pausedPoint{m.Snapshot(), m.StateHash(), chosen(), out.Len(), len(log.lines)})
	}
	if len(pts) != want {
		t.Fatalf("%d pauses, want %d", len(pts), want)
	}
	return pts
}

// replayFrom restores p, replays the decisions from there and checks the
// state hash after the restore, and the output, events and final state
// hash against a reference run.
func replayFrom(t *testing.T, label string, m *VM, p pausedPoint, out *bytes.Buffer, log *eventLog, decisions []int, refOut string, refEv []string, refHash uint64) {
	t.Helper()
	m.Restore(p.snap)
	if h := m.StateHash(); h != p.hash {
		t.Fatalf("%s: hash after restore %x, at snapshot %x", label, h, p.hash)
	}
	out.Truncate(p.outLen)
	log.lines = log.lines[:p.evLen]
	m.sched = &Replay{Threads: decisions[p.chosen:]}
	if _, err := m.Continue(); err != nil {
		t.Fatal(err)
	}
	if out.String() != refOut {
		t.Fatalf("%s: output differs:\n%s\n--\n%s", label, out.String(), refOut)
	}
	if strings.Join(log.lines, "\n") != strings.Join(refEv, "\n") {
		t.Fatalf("%s: events differ (%d vs %d)", label, len(log.lines), len(refEv))
	}
	if h := m.StateHash(); h != refHash {
		t.Fatalf("%s: final state hash differs from the reference's", label)
	}
}

// TestLambdaNames: lambda classes are named after their invokedynamic
// constant, so a fresh VM, a VM that ran another schedule first, and a VM
// restored to its start all give the same lambdas the same names (and the
// same state hash after the same schedule).
func TestLambdaNames(t *testing.T) {
	cp := schedClassPath(t)
	lambdaNames := func(m *VM) map[string]bool {
		names := map[string]bool{}
		for _, c := range m.classList {
			if c.lambda != nil && strings.HasPrefix(c.Name, "Deadlock$$") {
				names[c.Name] = true
			}
		}
		return names
	}
	run := func(m *VM) (string, uint64, string) {
		var out bytes.Buffer
		m.out.Reset(&out)
		o, err := m.Continue()
		if err != nil {
			t.Fatal(err)
		}
		m.out.Flush()
		return out.String(), m.StateHash(), o.Deadlock
	}
	fresh, err := New(Config{ClassPath: cp, MaxSteps: 10_000_000})
	if err != nil {
		t.Fatal(err)
	}
	if err := fresh.Start("Deadlock", nil); err != nil {
		t.Fatal(err)
	}
	out0, h0, dl0 := run(fresh)
	want := lambdaNames(fresh)
	if len(want) != 2 {
		t.Fatalf("lambda classes %v", want)
	}
	for seed := int64(1); seed <= 4; seed++ {
		m, err := New(Config{ClassPath: cp, Scheduler: NewRandom(seed), MaxSteps: 10_000_000})
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Start("Deadlock", nil); err != nil {
			t.Fatal(err)
		}
		s := m.Snapshot()
		run(m)
		if got := lambdaNames(m); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("seed %d: lambda classes %v, fresh FIFO VM %v", seed, got, want)
		}
		m.Restore(s)
		m.sched = &FIFO{}
		out, h, dl := run(m)
		if out != out0 || h != h0 || dl != dl0 {
			t.Fatalf("seed %d: restored FIFO run differs from a fresh one:\n%q %x %s\n%q %x %s", seed, out, h, dl, out0, h0, dl0)
		}
	}
}

// TestLambdaNamesOrder: two threads link one lambda each, in the order the
// schedule picks; every schedule, fresh or after a restore, names each
// lambda the same.
func TestLambdaNamesOrder(t *testing.T) {
	cp := schedClassPath(t)
	lines := func(out string) string {
		l := strings.Split(strings.TrimSpace(out), "\n")
		sort.Strings(l)
		return strings.Join(l, "\n")
	}
	var want string
	for seed := int64(1); seed <= 6; seed++ {
		var out bytes.Buffer
		m, err := New(Config{ClassPath: cp, Stdout: &out, Scheduler: NewRandom(seed), MaxSteps: 10_000_000})
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Start("LambdaOrder", nil); err != nil {
			t.Fatal(err)
		}
		s := m.Snapshot()
		for k := 0; k < 2; k++ {
			out.Reset()
			if _, err := m.Continue(); err != nil {
				t.Fatal(err)
			}
			got := lines(out.String())
			if want == "" {
				want = got
				if !strings.Contains(want, "A LambdaOrder$$Lambda$") {
					t.Fatalf("output %q", want)
				}
			}
			if got != want {
				t.Fatalf("seed %d run %d: lambda names\n%s\nwant\n%s", seed, k, got, want)
			}
			m.Restore(s)
			m.sched = NewRandom(seed + 100)
		}
	}
}

// With Config.Alone a thread left running alone still reports its
// operations; by default it is invisible once the other threads ended.
func TestAloneEvents(t *testing.T) {
	cp := schedClassPath(t)
	count := func(alone bool) int {
		log := &eventLog{}
		m, err := New(Config{ClassPath: cp, Scheduler: &FIFO{}, Listeners: []Listener{log}, MaxSteps: 10_000_000, Alone: alone})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Run("Alone", nil); err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, l := range log.lines {
			if strings.Contains(l, " write ") && strings.Contains(l, "Alone.x") {
				n++
			}
		}
		return n
	}
	if got := count(true); got != 3 {
		t.Errorf("Alone: %d writes of Alone.x reported, want 3", got)
	}
	if got := count(false); got >= 3 {
		t.Errorf("default: %d writes of Alone.x reported, want fewer than 3 (main has ended)", got)
	}
}

// TestLibraryOpsAtUserLine: wait, join, park and unpark happen inside the
// JDK (Object.wait(), Thread.join, AQS under ReentrantLock); their events
// keep the JDK's Site but carry the program's line (Pos) and site (User).
func TestLibraryOpsAtUserLine(t *testing.T) {
	cp := schedClassPath(t)
	src, err := os.ReadFile("testdata/sched/UserLines.java")
	if err != nil {
		t.Fatal(err)
	}
	line := map[string]string{}
	for i, l := range strings.Split(string(src), "\n") {
		if j := strings.Index(l, "// "); j >= 0 && strings.ToUpper(l[j+3:]) == l[j+3:] {
			line[l[j+3:]] = fmt.Sprintf("UserLines.java:%d", i+1)
		}
	}
	var evs []*Event
	// The worker runs whenever it can (so it parks on the lock main
	// holds); Alone keeps main's join visible after the worker ended.
	m, err := New(Config{ClassPath: cp, Scheduler: lastEnabled{}, Alone: true, Listeners: []Listener{listenerFunc(func(e *Event) {
		c := *e
		evs = append(evs, &c)
	})}})
	if err != nil {
		t.Fatal(err)
	}
	if o, err := m.Run("UserLines", nil); err != nil || o.Status != Completed {
		t.Fatalf("%v %v", o, err)
	}
	want := map[Kind]string{KPark: line["PARK"], KUnpark: line["UNPARK"], KWait: line["WAIT"], KWakeup: line["WAIT"], KJoin: line["JOIN"]}
	seen := map[Kind]bool{}
	for _, e := range evs {
		w, ok := want[e.Kind]
		if !ok || e.Kind == KPark && e.Thread != 1 {
			continue
		}
		seen[e.Kind] = true
		if e.Pos != w || e.User.Class != "UserLines" || e.Kind != KWakeup && !libraryClass(e.Site.Class) {
			t.Errorf("%s: Pos %s User %v Site %v, want Pos %s in UserLines, Site in the JDK", e.Kind, e.Pos, e.User, e.Site, w)
		}
	}
	for k := range want {
		if !seen[k] {
			t.Errorf("no %s event", k)
		}
	}
}

// A KPark event's value says whether the park returned at once
// (ParkReturns: the permit was there) or blocked, and whether it had a
// deadline (ParkTimed); a KUnpark's is 1 if it woke the parked thread,
// 0 if it left the permit. The worker runs whenever it can, so main's
// unpark comes while it is parked.
func TestParkValues(t *testing.T) {
	cp := schedClassPath(t)
	var parks, unparks []uint64
	m, err := New(Config{ClassPath: cp, Scheduler: lastEnabled{}, Listeners: []Listener{listenerFunc(func(e *Event) {
		switch e.Kind {
		case KPark:
			parks = append(parks, e.Value)
		case KUnpark:
			unparks = append(unparks, e.Value)
		}
	})}})
	if err != nil {
		t.Fatal(err)
	}
	if o, err := m.Run("ParkValues", nil); err != nil || o.Status != Completed {
		t.Fatalf("%v %v", o, err)
	}
	if !slices.Equal(parks, []uint64{ParkReturns, 0, ParkTimed}) || !slices.Equal(unparks, []uint64{0, 1}) {
		t.Errorf("parks %v, unparks %v; want [%d 0 %d] and [0 1]", parks, unparks, ParkReturns, ParkTimed)
	}
}

// TestGetStateEvent: Thread.getState, like isAlive, is a visible
// operation on the thread (a scheduling point and a KJoin event on its
// object), so that a strategy sees it depend on the thread's start. Before,
// it was neither: in LazyStart (each of two threads starts the worker if
// its state is NEW) dpor saw only one start, no race, and called the
// search exhausted after 4 executions; HotSpot throws the second start's
// IllegalThreadStateException (round 13's lazystart).
func TestGetStateEvent(t *testing.T) {
	cp := schedClassPath(t)
	src, err := os.ReadFile("testdata/sched/LazyStart.java")
	if err != nil {
		t.Fatal(err)
	}
	pos := ""
	for i, l := range strings.Split(string(src), "\n") {
		if strings.Contains(l, "// GETSTATE") {
			pos = fmt.Sprintf("LazyStart.java:%d", i+1)
		}
	}
	byThread := map[int]ObjectID{}
	var starts []ObjectID
	var index []int
	m, err := New(Config{ClassPath: cp, Scheduler: &FIFO{}, Listeners: []Listener{listenerFunc(func(e *Event) {
		switch {
		case e.Kind == KJoin && e.Pos == pos:
			byThread[e.Thread] = e.Obj
			index = append(index, e.Index)
		case e.Kind == KStart:
			starts = append(starts, e.Obj)
		}
	})}})
	if err != nil {
		t.Fatal(err)
	}
	if o, err := m.Run("LazyStart", nil); err != nil || o.Status != Completed {
		t.Fatalf("%v %v", o, err)
	}
	if len(byThread) != 2 {
		t.Fatalf("getState events at %s by threads %v, want one by each of a and b", pos, byThread)
	}
	for th, obj := range byThread {
		if !slices.Contains(starts, obj) {
			t.Errorf("thread %d's getState event is on %v, not on a started thread %v", th, obj, starts)
		}
	}
	// A getState's event says it is one (Index LookState), which an
	// isAlive's or Thread.join's does not: dpor orders it with the
	// thread's blocking too (explore/dporlife.go).
	for _, i := range index {
		if i != LookState {
			t.Errorf("getState events' Index %v, want LookState (%d)", index, LookState)
			break
		}
	}
}

// lastEnabled runs the enabled thread with the highest id.
type lastEnabled struct{}

func (lastEnabled) Choose(p *Point) int { return len(p.Enabled) - 1 }

type listenerFunc func(*Event)

func (f listenerFunc) OnEvent(e *Event) { f(e) }

// TestStableObjectIDs runs StableIDs under different schedules and inputs:
// the objects written to its static fields must have the same ObjectID in
// every run, although the grandchildren's run-time ids differ.
func TestStableObjectIDs(t *testing.T) {
	cp := schedClassPath(t)
	type result struct {
		ids    map[string]ObjectID
		writer map[string]int // run-time id of the writing thread
	}
	run := func(s Scheduler, args []string) result {
		r := result{map[string]ObjectID{}, map[string]int{}}
		m, err := New(Config{ClassPath: cp, Scheduler: s, Alone: true, Listeners: []Listener{listenerFunc(func(e *Event) {
			if e.Kind == KWrite && strings.HasPrefix(e.Field, "StableIDs.") {
				r.ids[e.Field] = e.ValueObj
				r.writer[e.Field] = e.Thread
			}
		})}})
		if err != nil {
			t.Fatal(err)
		}
		if o, err := m.Run("StableIDs", args); err != nil || o.Status != Completed {
			t.Fatalf("%v %v", o, err)
		}
		if len(r.ids) != 3 {
			t.Fatalf("writes seen: %v", r.ids)
		}
		return r
	}
	base := run(&FIFO{}, nil)
	if base.ids["StableIDs.fromC"].Thread != "main.1.1" || base.ids["StableIDs.fromD"].Thread != "main.2.1" || base.ids["StableIDs.marker"].Seq != 1 {
		t.Errorf("ids %v", base.ids)
	}
	differ := false
	for i, c := range []struct {
		s    Scheduler
		args []string
	}{{lastEnabled{}, nil}, {&FIFO{}, []string{"x", "y", "z"}}, {lastEnabled{}, []string{"x"}}, {NewRandom(1), nil}, {NewRandom(2), []string{"x", "y"}}, {NewRandom(3), nil}} {
		r := run(c.s, c.args)
		if !reflect.DeepEqual(r.ids, base.ids) {
			t.Errorf("run %d: ids\n%v, want\n%v", i, r.ids, base.ids)
		}
		if r.writer["StableIDs.fromC"] != base.writer["StableIDs.fromC"] {
			differ = true
		}
	}
	if !differ {
		t.Error("the grandchildren's run-time ids never changed: the test proves nothing")
	}
}

// TestSnapshotBranchesKeepPermanent: a permanent object (a class mirror)
// made after restoring one snapshot survives restoring another snapshot
// taken on a different branch, which holds ordinary objects at the handles
// allocated after the first.
func TestSnapshotBranchesKeepPermanent(t *testing.T) {
	cp := schedClassPath(t)
	m, err := New(Config{ClassPath: cp, Scheduler: &FIFO{}, MaxSteps: 10_000_000})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Start("Race", nil); err != nil {
		t.Fatal(err)
	}
	s0 := m.Snapshot()
	for i := 0; i < 5; i++ {
		m.newObject(m.threads[0], m.cClass)
	}
	s1 := m.Snapshot()
	m.Restore(s0)
	c, err := m.loadClass("java/util/ArrayList")
	if err != nil {
		t.Fatal(err)
	}
	h := m.mirror(nil, c)
	m.Restore(s1)
	if o := m.objOK(h); o == nil || o.native != c {
		t.Fatalf("mirror of %s at handle %d lost after restoring another branch: %v", c.Name, h, o)
	}
	if got := m.mirror(nil, c); got != h {
		t.Fatalf("mirror handle %d, want %d", got, h)
	}
}

// TestStateHashCanonical (with Config.CanonicalFrames): whatever the
// schedule, AllocOrder ends in one
// deadlock state, its workers' arrays at handles that depend on the
// allocation order; the state hash must not. Exchanging the arrays the
// two workers hold in their locals makes a different state, which must
// hash differently.
func TestStateHashCanonical(t *testing.T) {
	cp := schedClassPath(t)
	// mineSlot returns the slab index of work's local "mine" (slot 1).
	mineSlot := func(m *VM, th int) int {
		for _, f := range m.threads[th].frames {
			if f.m.Name == "work" {
				return f.lp + 1
			}
		}
		t.Fatalf("thread %d is not in work", th)
		return 0
	}
	var hash uint64
	orders := map[[2]uint64]bool{}
	for seed := int64(1); seed <= 12; seed++ {
		m, err := New(Config{ClassPath: cp, Scheduler: NewRandom(seed), CanonicalFrames: true})
		if err != nil {
			t.Fatal(err)
		}
		o, err := m.Run("AllocOrder", nil)
		if err != nil || o.Status != Deadlocked {
			t.Fatalf("seed %d: %v %v", seed, o, err)
		}
		s1, s2 := mineSlot(m, 1), mineSlot(m, 2)
		h1, h2 := m.threads[1].stack[s1], m.threads[2].stack[s2]
		orders[[2]uint64{h1, h2}] = true
		h := m.StateHash()
		if seed == 1 {
			hash = h
		} else if h != hash {
			t.Errorf("seed %d (arrays at handles %d, %d): hash %x, want %x", seed, h1, h2, h, hash)
		}
		if seed == 1 {
			m.threads[1].stack[s1], m.threads[2].stack[s2] = h2, h1
			if m.StateHash() == hash {
				t.Error("exchanging the workers' arrays does not change the hash")
			}
			m.threads[1].stack[s1], m.threads[2].stack[s2] = h1, h2
		}
	}
	if len(orders) < 2 {
		t.Errorf("every schedule allocated in the same order (%v): the test proves nothing", orders)
	}
}

// wakeLast runs FIFO but wakes the latest waiter at a notify's choice.
type wakeLast struct{ FIFO }

func (w *wakeLast) Choose(p *Point) int {
	if p.Wake {
		return len(p.Enabled) - 1
	}
	return w.FIFO.Choose(p)
}

// TestNotifyChoice: NotifyWhich fails only when notify wakes its second
// waiter. Without Config.NotifyChoice no schedule does, and NotifyPicks
// names main's notify, which woke the longest of two waiters unasked;
// with it, the scheduler picks the waiter (FIFO the first, as before) and
// NotifyPicks is empty.
func TestNotifyChoice(t *testing.T) {
	cp := schedClassPath(t)
	var picks []string
	run := func(s Scheduler, choice bool) (*Outcome, int) {
		wakes := 0
		rec := &Recorder{S: schedulerFunc(func(p *Point) int {
			if p.Wake {
				wakes++
				if len(p.Enabled) != 2 || p.Enabled[0].Next.Kind != KWakeup || p.Enabled[0].Next.Pos == "" {
					t.Errorf("wake point %+v", p.Enabled)
				}
			}
			return s.Choose(p)
		})}
		m, err := New(Config{ClassPath: cp, Scheduler: rec, NotifyChoice: choice, MaxSteps: 10_000_000})
		if err != nil {
			t.Fatal(err)
		}
		o, err := m.Run("NotifyWhich", nil)
		if err != nil {
			t.Fatal(err)
		}
		picks = m.NotifyPicks()
		return o, wakes
	}
	failed := func(o *Outcome) bool {
		return len(o.Uncaught) == 1 && o.Uncaught[0].Message == "woken in order ba"
	}
	for seed := int64(1); seed <= 10; seed++ {
		if o, w := run(NewRandom(seed), false); failed(o) || w != 0 || o.Status != Completed {
			t.Fatalf("seed %d without NotifyChoice: %v %+v, %d wake points", seed, o.Status, o.Uncaught, w)
		}
		want := `thread "main"'s notify of a java.lang.Object woke the longest-waiting of 2 waiting threads at NotifyWhich.java:20 (NotifyWhich.main)`
		if len(picks) != 1 || picks[0] != want {
			t.Fatalf("seed %d without NotifyChoice: NotifyPicks %q, want [%q]", seed, picks, want)
		}
	}
	if o, w := run(&FIFO{}, true); failed(o) || w != 1 || len(picks) != 0 {
		t.Errorf("FIFO with NotifyChoice: %+v, %d wake points, NotifyPicks %q", o.Uncaught, w, picks)
	}
	if o, w := run(&wakeLast{}, true); !failed(o) || w != 1 {
		t.Errorf("waking the last waiter: %v %+v, %d wake points", o.Status, o.Uncaught, w)
	}
	// Pausing at the wake point: Continue asks the same question again.
	paused, afterPause := false, ""
	wl := &wakeLast{}
	m, err := New(Config{ClassPath: cp, NotifyChoice: true, Scheduler: schedulerFunc(func(p *Point) int {
		if p.Wake && !paused {
			paused = true
			return Pause
		}
		if paused && afterPause == "" {
			afterPause = fmt.Sprintf("wake=%v", p.Wake)
		}
		return wl.Choose(p)
	})})
	if err != nil {
		t.Fatal(err)
	}
	o, err := m.Run("NotifyWhich", nil)
	if err != nil || o.Status != Paused {
		t.Fatalf("pause at the wake point: %v %v", o, err)
	}
	if o, err = m.Continue(); err != nil || !failed(o) || afterPause != "wake=true" {
		t.Errorf("after the pause: %v %+v, first point %s", err, o, afterPause)
	}
	found := false
	for seed := int64(1); seed <= 20 && !found; seed++ {
		o, _ := run(NewRandom(seed), true)
		found = failed(o)
	}
	if !found {
		t.Error("no random schedule with NotifyChoice woke b first")
	}
}

type schedulerFunc func(*Point) int

func (f schedulerFunc) Choose(p *Point) int { return f(p) }

// TestCallSites: at every scheduling point of NotifyWhich, CallSites names
// each live thread's program frames outermost first: main's start at
// main(), a waiter's at its lambda body, then waiter(); no JDK frame (a
// waiter in Object.wait, a thread in Thread.run) appears; the innermost is
// the pending operation's site when that operation is the program's own
// (a thread still in Thread.run has none).
func TestCallSites(t *testing.T) {
	cp := schedClassPath(t)
	var m *VM
	checked, inAwait := 0, false
	fifo := &FIFO{}
	sched := schedulerFunc(func(p *Point) int {
		for _, c := range p.Enabled {
			cs := m.CallSites(c.Thread)
			if len(cs) == 0 {
				if c.Next.Kind != KThreadBegin && c.Next.Site.Class == "NotifyWhich" {
					t.Errorf("T%d at %v: no call sites", c.Thread, c.Next) // only JDK frames may leave none
				}
				continue
			}
			for _, s := range cs {
				if s.Class != "NotifyWhich" {
					t.Errorf("T%d: call sites %v name a class other than the program's", c.Thread, cs)
				}
			}
			first := cs[0].Method
			if c.Thread == 0 && !strings.HasPrefix(first, "main(") || c.Thread > 0 && !strings.HasPrefix(first, "lambda$main$") {
				t.Errorf("T%d: outermost call site %v", c.Thread, cs[0])
			}
			if c.Next.Site.Class == "NotifyWhich" && cs[len(cs)-1] != c.Next.Site {
				t.Errorf("T%d: innermost call site %v, pending %v at %v", c.Thread, cs[len(cs)-1], c.Next, c.Next.Site)
			}
			if c.Thread == 0 && strings.HasPrefix(c.Next.Site.Method, "await(") {
				inAwait = true
				if len(cs) != 2 || !strings.HasPrefix(cs[0].Method, "main(") {
					t.Errorf("main in await(): call sites %v", cs)
				}
			}
			checked++
		}
		if m.CallSites(len(p.Enabled)+100) != nil {
			t.Error("call sites of a thread that does not exist")
		}
		return fifo.Choose(p)
	})
	var err error
	m, err = New(Config{ClassPath: cp, Scheduler: sched, MaxSteps: 10_000_000})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Run("NotifyWhich", nil); err != nil {
		t.Fatal(err)
	}
	if checked == 0 || !inAwait {
		t.Errorf("checked %d threads at scheduling points, main seen in await(): %v", checked, inAwait)
	}
}
