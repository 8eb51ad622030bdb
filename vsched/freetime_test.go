package vsched

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"weft/explore"
	"weft/internal/javatest"
)

// With --time free, vsched makes time pass for a thread in a timed wait
// where the target of a goal can be reached only by it (run.fulfil):
// WaitSleep's main reads the settings before the loader writes them once
// its wait(100) times out, SchedDelayed's main checks the flush once its
// sleep(1) ends, while the flush runs. Its default choices keep virtual
// time, in which both are exhausted; the fixed variants have no bug.
//
// Compiled for Java 17, WaitSleep's "key" + i is an invokedynamic and
// makes no StringBuilder writes on the put's line, through which vsched
// found the bug by chance (compiled for 8): the WM pair of main's
// wait(100) and the loader's synchronized entry must do it. A wait(ms)
// that may time out now is a ready waiter there (run.woken), and its
// time passing fulfils the pair (run.fulfil; before, "exhausted").
func TestFreeTime(t *testing.T) {
	for _, c := range []struct {
		src, main, release, exception string
		fixed                         []string
		// noHint: with virtual time no timed wait is aside while
		// others run (ClockSkew's sleeper sleeps once main joins it).
		noHint bool
	}{
		{"../explore/testdata/WaitSleep.java", "WaitSleep", "8", "java.lang.NullPointerException", []string{"1", "fixed"}, false},
		{"../explore/testdata/WaitSleep.java", "WaitSleep", "17", "java.lang.NullPointerException", []string{"1", "fixed"}, false},
		{"../explore/testdata/SchedDelayed.java", "SchedDelayed", "8", "java.lang.IllegalStateException", []string{"fixed"}, false},
		// A poll of isDone that sleeps: its fixed variant is exhausted
		// (9 executions, 8 abandoned) with --time free.
		{"testdata/Poll*.java", "PollSleep", "8", "java.lang.IllegalStateException", []string{"1", "fixed"}, false},
		// A step main times with System.nanoTime while a thread sleeps:
		// the reads are reads of <clock>, the sleep's end a write
		// (static.ClockVar), and each read a scheduling point
		// (vm.Config.ClockPoints), so the pair "the sleep ends → the
		// second read" is a goal (run.fulfil, model.expiry). Before,
		// "exhausted" (no static pair involved the clock).
		{"../explore/testdata/ClockSkew.java", "ClockSkew", "17", "java.lang.IllegalStateException", []string{"fixed"}, true},
	} {
		t.Run(c.main+"/"+c.release, func(t *testing.T) {
			dir := javatest.CompileRelease(t, c.release, c.src)
			explore1 := func(free bool, args []string) (*explore.Report, *explore.Trace) {
				return exploreTime(t, dir, c.main, free, args...)
			}
			r, tr := explore1(true, nil)
			if r.Bug == nil || r.Bug.Exception != c.exception {
				t.Fatalf("want %s, got %v (%s, warnings %q)", c.exception, r.Bug, r.Exhausted, r.Warnings)
			}
			replays(t, dir, c.main, tr, c.exception)
			t.Logf("%s", r.Counters)
			for _, free := range []bool{false, true} {
				args := []string(nil)
				if free {
					args = c.fixed
				}
				r, _ := explore1(free, args)
				if r.Bug != nil || !r.Complete {
					t.Errorf("%v free=%v: want no bug and the search exhausted, got %v (%q)", args, free, r.Bug, r.Exhausted)
				}
				// With virtual time the report says that --time free
				// would end the timed waits earlier too.
				if hint := len(r.Notes) == 1 && strings.Contains(r.Notes[0], "--time free"); hint != (!free && !c.noHint) {
					t.Errorf("%v free=%v: notes %q; want the --time free hint only with virtual time", args, free, r.Notes)
				}
			}
		})
	}
}

// exploreTime explores main of the classes in dir with vsched, with
// --time free or virtual time.
func exploreTime(t *testing.T, dir, main string, free bool, args ...string) (*explore.Report, *explore.Trace) {
	t.Helper()
	p := &explore.Program{ClassPath: []string{dir}, Main: main, Args: args}
	t.Cleanup(func() { p.Close() })
	r, tr, err := explore.Explore(p, explore.Config{Strategy: "vsched", FreeTime: free,
		Budget: explore.Budget{Timeout: time.Minute, MaxSteps: 1_000_000, MaxPoints: 10_000}})
	if err != nil {
		t.Fatal(err)
	}
	return r, tr
}

// replays checks that trace tr of main replays to exception.
func replays(t *testing.T, dir, main string, tr *explore.Trace, exception string) {
	t.Helper()
	replaysArgs(t, dir, main, nil, tr, exception)
}

// replaysArgs is replays with main's arguments.
func replaysArgs(t *testing.T, dir, main string, args []string, tr *explore.Trace, exception string) {
	t.Helper()
	p := &explore.Program{ClassPath: []string{dir}, Main: main, Args: args}
	t.Cleanup(func() { p.Close() })
	if exec, _, err := tr.Replay(p, explore.DefaultBudget); err != nil || exec.Bug == nil || exec.Bug.Exception != exception {
		t.Fatalf("replay: %v", err)
	}
}

// TestTimedTryLock: a worker appends a record under a ReentrantLock, then
// flushes it under tryLock(5 ms), skipping the flush when the lock is not
// had in time, while main holds the lock to read the list's size. The
// tryLock is an entry of the lock to the analysis (mhp.Node.TryLock), and
// with --time free each of its MM pairs is tried a second time with the
// tryLock timing out while the partner's thread holds the lock
// (partner.timeout): vsched finds the lost record, the value schedule
// ending at the timeout. Before, the tryLock was no access of the lock
// and the search was exhausted (8 executions). With virtual time, and on
// the fixed variant (lock() instead of tryLock), there is no bug.
func TestTimedTryLock(t *testing.T) {
	dir := javatest.Compile(t, "testdata/TryLockSkip.java")
	explore1 := func(free bool, args ...string) (*explore.Report, *explore.Trace) {
		return exploreTime(t, dir, "TryLockSkip", free, args...)
	}
	r, tr := explore1(true)
	if r.Bug == nil || r.Bug.Exception != "java.lang.IllegalStateException" {
		t.Fatalf("want the IllegalStateException, got %v (%s, warnings %q)", r.Bug, r.Exhausted, r.Warnings)
	}
	last := tr.ValueSchedule[len(tr.ValueSchedule)-1]
	if last.Kind != "MM" || last.Second.Op != "timeout" || !strings.HasSuffix(last.Second.Pos, "TryLockSkip.java:27") {
		t.Errorf("the last pair is %+v, want an MM pair ending at the tryLock's timeout", last)
	}
	replays(t, dir, "TryLockSkip", tr, "java.lang.IllegalStateException")
	t.Logf("%s", r.Counters)
	for _, c := range []struct {
		free bool
		args []string
	}{{false, nil}, {true, []string{"fixed"}}, {false, []string{"fixed"}}} {
		if r, _ := explore1(c.free, c.args...); r.Bug != nil || !r.Complete {
			t.Errorf("%v free=%v: want no bug and the search exhausted, got %v (%q)", c.args, c.free, r.Bug, r.Exhausted)
		}
	}
}

// TestTimeoutSpins: AwaitRead's main reads the pages after one
// awaitTermination(50 ms), whose false it ignores; the fixed variant
// waits again while it returns false. Driven to a goal whose trigger (a
// task) is held back, main's timed wait is the only candidate and is made
// to time out (run.fulfil), again and again in the fixed variant's loop:
// every such execution ran until it was cut off at the budget's
// scheduling points (the search ran out of time). A timeout now counts
// as a spin of the threads driven to the goal, which is given up after
// spinLimit of them: the fixed variant is exhausted, the bug variant's
// NullPointerException still found.
func TestTimeoutSpins(t *testing.T) {
	dir := javatest.Compile(t, "testdata/AwaitRead.java")
	s := New()
	s.Record = true
	explore.Register("vsched-timeoutspins", func(explore.Options) explore.Strategy { return s })
	for _, fixed := range []bool{true, false} {
		var args []string
		if fixed {
			args = []string{"fixed"}
		}
		p := &explore.Program{ClassPath: []string{dir}, Main: "AwaitRead", Args: args}
		t.Cleanup(func() { p.Close() })
		r, _, err := explore.Explore(p, explore.Config{Strategy: "vsched-timeoutspins", FreeTime: true,
			Budget: explore.Budget{Timeout: time.Minute, MaxSteps: 20_000_000, MaxPoints: 100_000}})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("fixed=%v: %s", fixed, r.Counters)
		if !fixed {
			if r.Bug == nil || r.Bug.Exception != "java.lang.NullPointerException" {
				t.Errorf("want the NullPointerException, got %v (%s)", r.Bug, r.Exhausted)
			}
			continue
		}
		if r.Bug != nil || !r.Complete {
			t.Errorf("fixed: want no bug and the search exhausted, got %v (%q, warnings %q)", r.Bug, r.Exhausted, r.Warnings)
		}
		spun := 0
		for reason, n := range s.Abandoned {
			if strings.Contains(reason, "scheduling points") {
				t.Errorf("fixed: %d executions cut off: %s", n, reason)
			}
			if strings.Contains(reason, "timed wait's timeout") {
				spun += n
			}
		}
		if spun == 0 {
			t.Errorf("fixed: no goal given up for its timeouts: %v", s.Abandoned)
		}
	}
}

// TestTimedWaitsExpire: a timed wait of the JDK that gives up while
// another thread holds what it waits for (TryAcquireSkip: a Semaphore's
// tryAcquire(5 ms) while main holds the permit; OfferFull: an
// offer(e, 5 ms) into a full queue before the consumer's take) or before
// it comes (PollEmpty: a poll(5 ms) before main's offer; AwaitSignal: a
// Condition's await(5 ms) or awaitNanos before main's signal). Such a call is
// a read or write of its JDK object's <state> with a timeout
// (mhp.Node.Timed), and with --time free each pair whose partner it is
// is tried a second time with the partner's wait expiring, and its call
// returning, before the trigger (partner.expire): the value schedule's
// last pair begins at the timeout. Before, TryAcquireSkip, PollEmpty and
// AwaitSignal were "exhausted" (OfferFull's bug was found through a
// thread driven to a goal; at f671aaf in 501250 scheduling points).
// With virtual time, and on the fixed variants (acquire, take, put,
// await()), there is no bug.
func TestTimedWaitsExpire(t *testing.T) {
	for _, c := range []struct{ main, line, arg string }{
		{"TryAcquireSkip", "TryAcquireSkip.java:19", ""},
		{"PollEmpty", "PollEmpty.java:16", ""},
		// Found through an ordinary pair too since the JDK's
		// synchronizers run as one step (fab2bed): only the fixed
		// variant and virtual time are what this case checks.
		{"OfferFull", "", ""},
		// A Condition's await(t, unit) and awaitNanos are under the
		// lock, whose entry pairs with the signaller's (MM): that pair
		// is tried a second time with the waiter, once it has entered,
		// run on to its timed wait and the wait expiring before the
		// signaller's entry (partner.after).
		{"AwaitSignal", "AwaitSignal.java:25", ""},
		{"AwaitSignal", "AwaitSignal.java:25", "nanos"},
	} {
		t.Run(c.main+c.arg, func(t *testing.T) {
			dir := javatest.Compile(t, "testdata/"+c.main+".java")
			var args []string
			if c.arg != "" {
				args = []string{c.arg}
			}
			r, tr := exploreTime(t, dir, c.main, true, args...)
			if r.Bug == nil || r.Bug.Exception != "java.lang.IllegalStateException" {
				t.Fatalf("want the IllegalStateException, got %v (%s, warnings %q)", r.Bug, r.Exhausted, r.Warnings)
			}
			last := tr.ValueSchedule[len(tr.ValueSchedule)-1]
			if c.line != "" && (last.First.Op != "timeout" || !strings.HasSuffix(last.First.Pos, c.line)) {
				t.Errorf("the last pair is %+v, want one beginning at the timeout at %s", last, c.line)
			}
			replaysArgs(t, dir, c.main, args, tr, "java.lang.IllegalStateException")
			if r.Counters.Points > 20_000 {
				t.Errorf("%s: a wait driven to its timeout ran long", r.Counters)
			}
			t.Logf("%s", r.Counters)
			for _, v := range []struct {
				free bool
				args []string
			}{{false, args}, {true, []string{"fixed"}}} {
				if r, _ := exploreTime(t, dir, c.main, v.free, v.args...); r.Bug != nil || !r.Complete {
					t.Errorf("%v free=%v: want no bug and the search exhausted, got %v (%q)", v.args, v.free, r.Bug, r.Exhausted)
				}
			}
		})
	}
}

// TestClockApis: the clock's other APIs are reads of <clock> too
// (static.ClockRead): LocalDateTime.now, LocalTime.now(zone),
// ZonedDateTime.now, a system Clock's millis and instant, new Date() and
// Calendar.getInstance read it at the VM's natives (currentTimeMillis,
// VM.getNanoTimeAdjustment), so the pair "the sleep ends → main's second
// read" is a goal, as with System.nanoTime (ClockSkew). Before, only
// System.nanoTime, currentTimeMillis and Instant.now were reads of
// <clock>, and vsched said "exhausted" after one execution on each of
// these.
func TestClockApis(t *testing.T) {
	dir := javatest.Compile(t, filepath.Join("testdata", "ClockApis.java"))
	for _, api := range []string{"LocalDateTime", "LocalTime", "ZonedDateTime", "Clock.millis", "Clock.instant", "Date", "Calendar"} {
		p := &explore.Program{ClassPath: []string{dir}, Main: "ClockApis", Args: []string{api}}
		t.Cleanup(func() { p.Close() })
		// Calendar.getInstance runs half a million bytecodes.
		r, tr, err := explore.Explore(p, explore.Config{Strategy: "vsched", FreeTime: true,
			Budget: explore.Budget{Timeout: time.Minute, MaxSteps: 5_000_000, MaxPoints: 20_000}})
		if err != nil {
			t.Fatal(err)
		}
		if r.Bug == nil || r.Bug.Exception != "java.lang.IllegalStateException" {
			t.Errorf("%s: want the step's IllegalStateException, got %v (%s)", api, r.Bug, r.Exhausted)
			continue
		}
		replaysArgs(t, dir, "ClockApis", []string{api}, tr, "java.lang.IllegalStateException")
	}
}
