package vm

import (
	"io"
	"math/rand"
	"strings"
	"testing"

	"weft/classfile"
	"weft/internal/javatest"
)

// classPathOf compiles the Java files of a testdata directory.
func classPathOf(t *testing.T, glob string) *classfile.ClassPath {
	t.Helper()
	needJDK(t)
	dir := javatest.Compile(t, glob)
	cp := openClassPath(t, dir)
	return cp
}

// A cycle among the program's class initializers met in a nested
// (atomic) initialization while another thread is live is reported, once,
// with the classes, the line and the thread. The same cycle met by the
// program's bytecode is explored (TestClassInitDeadlock), and is not
// reported; nor is it in a single-threaded program.
func TestInitCycles(t *testing.T) {
	cp := classPathOf(t, "testdata/initcycle/*.java")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, ""},
		{[]string{"threads"}, ""},
		{[]string{"reflect"}, `class initializers InitCycle$A → InitCycle$B → InitCycle$A depend on each other (at InitCycle.java:26, thread "main") while other threads run`},
	} {
		m, err := New(Config{ClassPath: cp, Stdout: &strings.Builder{}, Stderr: &strings.Builder{}, Scheduler: &FIFO{}})
		if err != nil {
			t.Fatal(err)
		}
		out, err := m.Run("InitCycle", tc.args)
		// FIFO switches at the yields: "threads" deadlocks.
		if err != nil || out.Status != Completed && (tc.args == nil || tc.args[0] != "threads") {
			t.Fatalf("%v: %v %+v", tc.args, err, out)
		}
		got := m.InitCycles()
		switch {
		case tc.want == "" && len(got) != 0:
			t.Errorf("%v: warnings %q, want none", tc.args, got)
		case tc.want != "" && (len(got) != 1 || !strings.HasPrefix(got[0], tc.want)):
			t.Errorf("%v: warnings %q, want one starting %q", tc.args, got, tc.want)
		}
	}
}

// initWatch wraps a scheduler and records, at every scheduling point,
// each thread waiting for a class's initialization: "waiter waits for
// Class held by holder".
type initWatch struct {
	s    Scheduler
	m    *VM
	seen map[string]bool
}

func (w *initWatch) Choose(p *Point) int {
	for _, b := range w.m.blockedThreads() {
		if b.Waits == WaitClassInit && b.HeldBy >= 0 {
			w.seen[b.Name+" waits for "+b.On.Mirror+" held by "+w.m.threadName(w.m.threads[b.HeldBy])] = true
		}
	}
	return w.s.Choose(p)
}

// A thread that needs a class another thread is initializing waits for
// it (and, in the conformance test, sees it initialized, or gets
// NoClassDefFoundError when the initializer threw): ClassInitThreads
// under FIFO has main wait for each of the four classes the other
// threads are initializing (the last one in Class.forName).
func TestClassInitWaits(t *testing.T) {
	cp := classPathOf(t, "testdata/conformance/ClassInitThreads.java")
	var out strings.Builder
	w := &initWatch{s: &FIFO{}, seen: map[string]bool{}}
	m, err := New(Config{ClassPath: cp, Stdout: &out, Stderr: &out, Scheduler: w})
	if err != nil {
		t.Fatal(err)
	}
	w.m = m
	o, err := m.Run("ClassInitThreads", nil)
	if err != nil || o.Status != Completed || o.ExitCode != 0 {
		t.Fatalf("%v %+v\n%s", err, o, out.String())
	}
	for _, want := range []string{
		"main waits for ClassInitThreads$Slow held by t",
		"main waits for ClassInitThreads$Bad held by u",
		"main waits for ClassInitThreads$Base held by w",
		"main waits for ClassInitThreads$Refl held by r", // in Class.forName
	} {
		if !w.seen[want] {
			t.Errorf("never saw %q; saw %v\n%s", want, w.seen, out.String())
		}
	}
	if !strings.Contains(out.String(), "main: NoClassDefFoundError Could not initialize class ClassInitThreads$Bad") {
		t.Errorf("output:\n%s", out.String())
	}
}

// The class-initialization deadlock of InitCycle (main initializes B,
// initA initializes A, each yields inside its initializer and then needs
// the other's class) is found by random schedules, reported with both
// waits (the class, who initializes it, the line), and replays.
func TestClassInitDeadlock(t *testing.T) {
	cp := classPathOf(t, "testdata/initcycle/*.java")
	found := 0
	for seed := int64(1); seed <= 40 && found < 2; seed++ {
		var out strings.Builder
		rec := &Recorder{S: NewRandom(seed)}
		m, err := New(Config{ClassPath: cp, Stdout: &out, Stderr: &out, Scheduler: rec})
		if err != nil {
			t.Fatal(err)
		}
		o, err := m.Run("InitCycle", []string{"threads"})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if o.Status != Deadlocked {
			if o.Status != Completed || out.String() != "B 2\nA 1\n" && out.String() != "A 2\nB 1\n" && out.String() != "A 1\nB 2\n" && out.String() != "B 1\nA 2\n" {
				t.Fatalf("seed %d: %+v\n%s", seed, o, out.String())
			}
			continue
		}
		found++
		waits := map[string]string{}
		for _, b := range o.Blocked {
			if b.Waits != WaitClassInit || b.HeldBy < 0 {
				t.Fatalf("seed %d: %+v", seed, b)
			}
			waits[b.Name] = b.On.Mirror + " by " + o.ThreadNames[b.HeldBy] + " at " + b.At.Pos + " in " + b.At.Method
		}
		if waits["main"] != "InitCycle$A by initA at InitCycle.java:26 in <clinit>" || waits["initA"] != "InitCycle$B by main at InitCycle.java:17 in <clinit>" {
			t.Errorf("seed %d: waits %v", seed, waits)
		}
		for _, want := range []string{
			`thread 0 "main": WAITING (class initialization) for class InitCycle$A's initialization by thread 1 "initA" at InitCycle.java:26 in InitCycle$B.<clinit>`,
			"    initializing class InitCycle$B\n",
		} {
			if !strings.Contains(o.Deadlock, want) {
				t.Errorf("seed %d: report lacks %q:\n%s", seed, want, o.Deadlock)
			}
		}
		// The same decisions replay the deadlock.
		m2, err := New(Config{ClassPath: cp, Stdout: io.Discard, Stderr: io.Discard, Scheduler: &Replay{Threads: rec.Chosen}})
		if err != nil {
			t.Fatal(err)
		}
		if o2, err := m2.Run("InitCycle", []string{"threads"}); err != nil || o2.Status != Deadlocked || o2.Deadlock != o.Deadlock {
			t.Errorf("seed %d: replay %v %+v", seed, err, o2)
		}
	}
	if found == 0 {
		t.Fatal("no random schedule of 40 deadlocked")
	}
}

// Snapshots and the state hash cover class initialization: along random
// schedules of InitCycle and ClassInitThreads, with snapshots at random
// points and restores of random earlier ones, the cached state hash
// equals one recomputed from scratch and tells states apart exactly as
// the reference hash does, and a restored run that waits for, or holds,
// a class's initialization goes on as the original.
func TestClassInitSnapshots(t *testing.T) {
	for i, tc := range []struct {
		glob, main string
		args       []string
	}{
		{"testdata/initcycle/*.java", "InitCycle", []string{"threads"}},
		{"testdata/conformance/ClassInitThreads.java", "ClassInitThreads", nil},
	} {
		cp := classPathOf(t, tc.glob)
		hc := &hashChecker{t: t, name: tc.main, rng: rand.New(rand.NewSource(int64(i + 1))), pause: 4,
			newToOld: map[uint64]uint64{}, oldToNew: map[uint64]uint64{}}
		m, err := New(Config{ClassPath: cp, Stdout: io.Discard, Stderr: io.Discard, Scheduler: hc, MaxSteps: 2_000_000})
		if err != nil {
			t.Fatal(err)
		}
		hc.m = m
		if err := m.Start(tc.main, tc.args); err != nil {
			t.Fatal(err)
		}
		snaps := []*Snapshot{m.Snapshot()}
		restores, waiting := 0, 0
		for hc.checks < 600 {
			o, err := m.Continue()
			if err != nil {
				t.Fatal(err)
			}
			if o.Status == Paused {
				for _, th := range m.threads {
					if th.state == tInitWait {
						waiting++
					}
				}
				snaps = append(snaps, m.Snapshot())
				hc.check("snapshot")
				if hc.rng.Intn(3) != 0 {
					continue
				}
			}
			m.Restore(snaps[hc.rng.Intn(len(snaps))])
			restores++
			hc.check("restore")
		}
		if restores < 5 || waiting == 0 {
			t.Errorf("%s: %d restores, %d snapshots with a thread waiting for an initialization: the test proves little", tc.main, restores, waiting)
		}
		t.Logf("%s: %d checks, %d distinct states, %d snapshots, %d restores, %d waiting", tc.main, hc.checks, len(hc.newToOld), len(snaps), restores, waiting)
	}
}

// A main class whose static initializer starts threads is initialized
// by the run, stepwise: Lazy (Java Puzzlers 85), whose initializer joins
// a thread that sets one of Lazy's statics, deadlocks as on HotSpot (the
// VM used to stop with "Object.wait inside a nested call"), and its
// snapshots and state hash stay exact.
func TestMainClassInitDeadlock(t *testing.T) {
	cp := classPathOf(t, "testdata/initcycle/*.java")
	var out strings.Builder
	m, err := New(Config{ClassPath: cp, Stdout: &out, Stderr: &out, Scheduler: &FIFO{}})
	if err != nil {
		t.Fatal(err)
	}
	o, err := m.Run("Lazy", nil)
	if err != nil || o.Status != Deadlocked {
		t.Fatalf("%v %+v\n%s", err, o, out.String())
	}
	for _, want := range []string{
		`thread 0 "main": WAITING in join() of thread 1 "Thread-0" at Lazy.java:16 in Lazy.<clinit>` + "\n    initializing class Lazy\n",
		`thread 1 "Thread-0": WAITING (class initialization) for class Lazy's initialization by thread 0 "main" at Lazy.java:11 in Lazy$1.run`,
	} {
		if !strings.Contains(o.Deadlock, want) {
			t.Errorf("report lacks %q:\n%s", want, o.Deadlock)
		}
	}
	if strings.Contains(o.Deadlock, "Lazy.main") {
		t.Errorf("main, not entered yet, is on a stack:\n%s", o.Deadlock)
	}
	hc := &hashChecker{t: t, name: "Lazy", rng: rand.New(rand.NewSource(3)), pause: 2,
		newToOld: map[uint64]uint64{}, oldToNew: map[uint64]uint64{}}
	m, err = New(Config{ClassPath: cp, Stdout: io.Discard, Stderr: io.Discard, Scheduler: hc})
	if err != nil {
		t.Fatal(err)
	}
	hc.m = m
	if err := m.Start("Lazy", nil); err != nil {
		t.Fatal(err)
	}
	snaps := []*Snapshot{m.Snapshot()}
	for hc.checks < 100 {
		o, err := m.Continue()
		if err != nil {
			t.Fatal(err)
		}
		if o.Status == Paused {
			snaps = append(snaps, m.Snapshot())
			hc.check("snapshot")
			continue
		}
		if o.Status != Deadlocked {
			t.Fatalf("%+v", o)
		}
		m.Restore(snaps[hc.rng.Intn(len(snaps))])
		hc.check("restore")
	}
}

// TestMainClassInitHelper: a main class whose static initializer starts
// and joins a thread only through a helper method (LazyPool.warmUp) is
// initialized stepwise like any other, so the worker waits for its
// initialization and the run deadlocks as HotSpot hangs. The main class
// used to be initialized stepwise only when its <clinit> itself called a
// method named start, join, execute, submit or invokeAll; this one was
// initialized atomically and the run stopped with "Object.wait inside a
// nested call".
func TestMainClassInitHelper(t *testing.T) {
	cp := classPathOf(t, "testdata/initcycle/*.java")
	var out strings.Builder
	m, err := New(Config{ClassPath: cp, Stdout: &out, Stderr: &out, Scheduler: &FIFO{}})
	if err != nil {
		t.Fatal(err)
	}
	o, err := m.Run("LazyPool", nil)
	if err != nil || o.Status != Deadlocked {
		t.Fatalf("%v %+v\n%s", err, o, out.String())
	}
	for _, want := range []string{
		`thread 0 "main": WAITING in join() of thread 1 "warmer" at LazyPool.java:18 in LazyPool.warmUp` + "\n    initializing class LazyPool\n",
		`thread 1 "warmer": WAITING (class initialization) for class LazyPool's initialization by thread 0 "main"`,
	} {
		if !strings.Contains(o.Deadlock, want) {
			t.Errorf("report lacks %q:\n%s", want, o.Deadlock)
		}
	}
}
