package explore

import (
	"bytes"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"weft/classfile"
	"weft/internal/javatest"
	"weft/vm"
)

func TestBugOf(t *testing.T) {
	site := func(m string, pc int) classfile.Site { return classfile.Site{Class: "Deadlock", Method: m, PC: pc} }
	lockA := vm.ObjectRef{ID: vm.ObjectID{Thread: "main", Site: site("<clinit>()V", 0), Seq: 1}, Class: "java.lang.Object"}
	lockB := vm.ObjectRef{ID: vm.ObjectID{Thread: "main", Site: site("<clinit>()V", 10), Seq: 1}, Class: "java.lang.Object"}
	t1 := vm.ObjectRef{ID: vm.ObjectID{Thread: "main", Site: site("main([Ljava/lang/String;)V", 0), Seq: 1}, Class: "java.lang.Thread"}
	mirror := vm.ObjectRef{Class: "java.lang.Class", Mirror: "Deadlock"}
	user := func(m string, line int) vm.Frame {
		return vm.Frame{Class: "Deadlock", Method: m, Pos: "Deadlock.java:" + strconv.Itoa(line)}
	}
	join := vm.Frame{Class: "java.lang.Thread", Method: "join", Pos: "Thread.java:1313", Library: true}
	out := &vm.Outcome{Status: vm.Deadlocked, Blocked: []vm.BlockedThread{
		{Thread: 0, Name: "main", State: "WAITING", Waits: vm.WaitJoin, On: &t1, Joins: 1, HeldBy: -1,
			Stack: []vm.Frame{join, user("main", 6)}, At: user("main", 6)},
		{Thread: 1, Name: "Thread-0", State: "BLOCKED", Waits: vm.WaitMonitor, On: &lockB, Joins: -1, HeldBy: 2,
			Holds: []vm.ObjectRef{lockA}, Stack: []vm.Frame{user("lambda$main$0", 4)}, At: user("lambda$main$0", 4)},
		{Thread: 2, Name: "Thread-1", State: "BLOCKED", Waits: vm.WaitMonitor, On: &lockA, Joins: -1, HeldBy: 1,
			Holds: []vm.ObjectRef{lockB, mirror}, Stack: []vm.Frame{user("lambda$main$1", 5)}, At: user("lambda$main$1", 5)},
	}}
	b := bugOf(out, nil, nil)
	want := []BlockedThread{
		{Thread: 0, Name: "main", State: "WAITING", Waits: "join", WaitsFor: "java.lang.Thread@" + t1.ID.String(), Joins: 1, HeldBy: -1,
			At: "Deadlock.java:6", Method: "Deadlock.main", Stack: []string{"java.lang.Thread.join(Thread.java:1313)", "Deadlock.main(Deadlock.java:6)"}},
		{Thread: 1, Name: "Thread-0", State: "BLOCKED", Waits: "monitor", WaitsFor: "java.lang.Object@" + lockB.ID.String(), Joins: -1, HeldBy: 2,
			Holds: []string{"java.lang.Object@" + lockA.ID.String()}, At: "Deadlock.java:4", Method: "Deadlock.lambda$main$0",
			Stack: []string{"Deadlock.lambda$main$0(Deadlock.java:4)"}},
		{Thread: 2, Name: "Thread-1", State: "BLOCKED", Waits: "monitor", WaitsFor: "java.lang.Object@" + lockA.ID.String(), Joins: -1, HeldBy: 1,
			Holds: []string{"java.lang.Object@" + lockB.ID.String(), "class Deadlock"}, At: "Deadlock.java:5", Method: "Deadlock.lambda$main$1",
			Stack: []string{"Deadlock.lambda$main$1(Deadlock.java:5)"}},
	}
	if b.Kind != KindDeadlock || !reflect.DeepEqual(b.Threads, want) {
		t.Errorf("got %s %+v\nwant %+v", b.Kind, b.Threads, want)
	}
	if !reflect.DeepEqual(b.Cycle, []int{1, 2}) {
		t.Errorf("cycle %v, want [1 2]", b.Cycle)
	}
	// A join closes a cycle too: main joins thread 1, which waits for a
	// monitor main holds.
	out.Blocked[1].HeldBy = 0
	if b := bugOf(out, nil, nil); !reflect.DeepEqual(b.Cycle, []int{0, 1}) {
		t.Errorf("join cycle %v, want [0 1]", b.Cycle)
	}

	b = bugOf(&vm.Outcome{Status: vm.Completed, Uncaught: []vm.Uncaught{{Thread: 3, ThreadName: "w", Class: "java.lang.AssertionError", Assertion: true,
		Message: "bad", Trace: "java.lang.AssertionError: bad\n\tat A.f(A.java:3)\n\tat A.run(A.java:9)\nCaused by: java.lang.X\n\tat B.g(B.java:1)\n"}}}, nil, nil)
	if b.Kind != KindAssertion || b.Thread != 3 || !reflect.DeepEqual(b.Stack, []string{"A.f(A.java:3)", "A.run(A.java:9)"}) {
		t.Errorf("assertion: %+v", b)
	}
	two := &vm.Outcome{Uncaught: []vm.Uncaught{{Thread: 0, Class: "java.lang.IllegalStateException"}, {Thread: 2, Class: "java.lang.RuntimeException"}}}
	ends := []vm.Event{{Access: vm.Access{Thread: 2, Kind: vm.KThreadEnd}}, {Access: vm.Access{Thread: 0, Kind: vm.KThreadEnd}}}
	if b := bugOf(two, ends, nil); b.Thread != 2 || b.Exception != "java.lang.RuntimeException" {
		t.Errorf("first uncaught exception: got thread %d %s, want thread 2 java.lang.RuntimeException", b.Thread, b.Exception)
	}
	if b := bugOf(two, nil, nil); b.Thread != 0 {
		t.Errorf("without events: got thread %d, want 0", b.Thread)
	}
	exit := &vm.Outcome{Status: vm.Exited, ExitCode: 3, ExitThread: 1, ThreadNames: []string{"main", "quitter"},
		ExitStack: []vm.Frame{{Class: "app.Main", Method: "quit", Pos: "Main.java:9"}}}
	if b := bugOf(exit, nil, nil); b == nil || b.Kind != KindExit || b.ExitCode != 3 || b.Thread != 1 || b.ThreadName != "quitter" ||
		len(b.Stack) != 1 || b.Stack[0] != "app.Main.quit(Main.java:9)" {
		t.Errorf("exit: %+v, want System.exit(3) by thread 1 \"quitter\" at app.Main.quit(Main.java:9)", b)
	}
	// A trace expects the status alone, as before exits named their thread.
	if f := failOf(bugOf(exit, nil, nil)); f != (Fail{Kind: KindExit, Message: "System.exit(3)"}) {
		t.Errorf("the exit's trace expects %+v, want System.exit(3) without a thread", f)
	}
	if b := bugOf(&vm.Outcome{Status: vm.Exited}, nil, nil); b != nil {
		t.Errorf("System.exit(0) is a bug: %+v", b)
	}
	if b := bugOf(&vm.Outcome{Status: vm.Completed}, nil, nil); b != nil {
		t.Errorf("a normal run is a bug: %+v", b)
	}
}

// TestDeadlockReportLocks: a lock-order deadlock of two ReentrantLocks is a
// cycle too (each thread parked for the lock the other owns), the locks
// named by their allocation lines in the program, not by their
// synchronizers inside the JDK.
func TestDeadlockReportLocks(t *testing.T) {
	p := testProgram(t, "LockCycle")
	r, _, err := Explore(p, Config{Strategy: "random", Options: Options{Seed: 1}, Budget: testBudget})
	if err != nil {
		t.Fatal(err)
	}
	if r.Bug == nil || r.Bug.Kind != KindDeadlock || len(r.Bug.Cycle) != 2 {
		t.Fatalf("no deadlock cycle: %+v", r.Bug)
	}
	text := strings.Join(r.Bug.CycleLines(), "\n")
	for _, w := range []string{`holds ReentrantLock@LockCycle.java:6#1;`, `holds ReentrantLock@LockCycle.java:7#1;`,
		`WAITING (parked) at LockCycle.java:19 in LockCycle.both, waits for the lock of ReentrantLock@LockCycle.java:`} {
		if !strings.Contains(text, w) {
			t.Errorf("cycle lacks %q:\n%s", w, text)
		}
	}
	if strings.Contains(text, "Sync") {
		t.Errorf("cycle names a synchronizer:\n%s", text)
	}
}

// TestDeadlockLockLeaked: a thread blocked for a ReentrantLock that a
// thread which has ended still owns (its unlock was not in a finally) is
// told so, in the report's first line and the blocked thread's, not as a
// notification that never comes.
func TestDeadlockLockLeaked(t *testing.T) {
	p := testProgram(t, "LockLeak")
	r, _, err := Explore(p, Config{Strategy: "random", Options: Options{Seed: 1}, Budget: testBudget})
	if err != nil {
		t.Fatal(err)
	}
	if r.Bug == nil || r.Bug.Kind != KindDeadlock || len(r.Bug.Threads) != 1 {
		t.Fatalf("no deadlock of main alone: %+v", r.Bug)
	}
	if b := r.Bug.Threads[0]; b.HeldBy != 1 || !b.HeldByEnded || b.HeldByName != "leaker" {
		t.Errorf("main waits for %d (ended %v, %q), want the lock of thread 1 \"leaker\", ended", b.HeldBy, b.HeldByEnded, b.HeldByName)
	}
	var out strings.Builder
	if err := r.WriteText(&out); err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"no thread can proceed (no lock cycle: a lock is held by a thread that has ended)",
		`thread 0 "main": WAITING (parked) at LockLeak.java:26 in LockLeak.main, waits for the lock of ReentrantLock@LockLeak.java:7#1 held by thread 1 "leaker" (which has ended without releasing it)`} {
		if !strings.Contains(out.String(), w) {
			t.Errorf("report lacks %q:\n%s", w, out.String())
		}
	}
}

// TestDeadlockReportSuiteA explores suite A's lock-order deadlocks and
// checks that the cycle names the monitors by class and allocation line
// and each thread by its program line and method, never by bytecode
// offsets or raw object identities.
func TestDeadlockReportSuiteA(t *testing.T) {
	dir := javatest.Shared(t, "../benchmarks/suiteA/deadlock", "../benchmarks/suiteA/account-deadlock", "../benchmarks/api/src")
	for _, c := range []struct {
		main string
		want []string
	}{
		{"deadlock.D1", []string{
			`thread 1 "Thread-0" holds LockA@D1.java:9#`, `BLOCKED at D1.java:16 in deadlock.D1$T1.run, waits for the lock of LockB@D1.java:10#`,
			`thread 2 "Thread-1" holds LockB@D1.java:10#`, `BLOCKED at D1.java:26 in deadlock.D1$T2.run, waits for the lock of LockA@D1.java:9#`}},
		{"accountdeadlock.Main", []string{`holds Account@Main.java:61#`,
			`BLOCKED at Main.java:67 in accountdeadlock.Bank.transfer, waits for the lock of Account@Main.java:61#`}},
	} {
		t.Run(c.main, func(t *testing.T) {
			p := &Program{ClassPath: []string{dir}, Main: c.main}
			defer p.Close()
			r, _, err := Explore(p, Config{Strategy: "random", Options: Options{Seed: 1}, Budget: testBudget})
			if err != nil {
				t.Fatal(err)
			}
			if r.Bug == nil || r.Bug.Kind != KindDeadlock || len(r.Bug.Cycle) < 2 {
				t.Fatalf("no deadlock cycle: %+v", r.Bug)
			}
			lines := r.Bug.CycleLines()
			text := strings.Join(lines, "\n")
			if len(lines) != len(r.Bug.Cycle) {
				t.Errorf("%d cycle lines for a cycle of %d:\n%s", len(lines), len(r.Bug.Cycle), text)
			}
			for _, w := range c.want {
				if !strings.Contains(text, w) {
					t.Errorf("cycle lacks %q:\n%s", w, text)
				}
			}
			var full strings.Builder
			r.WriteText(&full)
			for _, bad := range []string{"()V@", "V@", "#T", "@T0"} {
				if strings.Contains(text, bad) || strings.Contains(full.String(), bad) {
					t.Errorf("report shows a raw identity (%q):\n%s", bad, full.String())
				}
			}
		})
	}
}

// TestDeadlockSyncEntryFrame: a thread blocked entering a synchronized
// method waits in that method, at its first line (jstack: "waiting to
// lock" in it), even where the JDK calls it: HandlerLock's worker blocks
// entering the handler's uncaughtException, which
// Thread.dispatchUncaughtException calls while main holds the handler
// and joins the worker. The cycle line, the thread's At and Method, its
// stack (the program's frame above the JDK's), the JSON and the replay
// name HandlerLock.java:9 in HandlerLock.uncaughtException. Before, the
// worker was "BLOCKED at Thread.java:2017 in
// java.lang.Thread.dispatchUncaughtException", with no program frame.
func TestDeadlockSyncEntryFrame(t *testing.T) {
	p := testProgram(t, "HandlerLock")
	r, tr, err := Explore(p, Config{Strategy: "dpor", Budget: testBudget})
	if err != nil {
		t.Fatal(err)
	}
	if r.Bug == nil || r.Bug.Kind != KindDeadlock || len(r.Bug.Cycle) != 2 {
		t.Fatalf("no deadlock cycle: %+v", r.Bug)
	}
	const want = `thread 1 "worker" BLOCKED at HandlerLock.java:9 in HandlerLock.uncaughtException, waits for the lock of HandlerLock@HandlerLock.java:13#1 held by thread 0 "main"`
	check := func(what string, r *Report) {
		t.Helper()
		if text := strings.Join(r.Bug.CycleLines(), "\n"); !strings.Contains(text, want) {
			t.Errorf("%s: cycle lacks %q:\n%s", what, want, text)
		}
		w := r.Bug.thread(1)
		if w == nil {
			t.Fatalf("%s: no thread 1 in %+v", what, r.Bug.Threads)
		}
		if w.At != "HandlerLock.java:9" || w.Method != "HandlerLock.uncaughtException" {
			t.Errorf("%s: worker at %s in %s, want HandlerLock.java:9 in HandlerLock.uncaughtException", what, w.At, w.Method)
		}
		if len(w.Stack) != 2 || w.Stack[0] != "HandlerLock.uncaughtException(HandlerLock.java:9)" ||
			!strings.HasPrefix(w.Stack[1], "java.lang.Thread.dispatchUncaughtException(") {
			t.Errorf("%s: worker's stack %q, want uncaughtException's frame above dispatchUncaughtException's", what, w.Stack)
		}
		var js bytes.Buffer
		if err := r.WriteJSON(&js); err != nil {
			t.Fatal(err)
		}
		for _, s := range []string{`"at": "HandlerLock.java:9"`, `"method": "HandlerLock.uncaughtException"`} {
			if !strings.Contains(js.String(), s) {
				t.Errorf("%s: JSON lacks %s:\n%s", what, s, js.String())
			}
		}
	}
	check("explore", r)
	rr, err := ReplayReport(tr, testBudget, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	check("replay", rr)
}
