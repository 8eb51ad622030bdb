package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"weft/internal/javatest"
)

// exampleBug is what weft must find on one program of examples/.
type exampleBug struct {
	kind      string // exception, assertion, deadlock
	exception string // the exception class (not for deadlocks)
	message   string // a part of the message, or of the deadlocked thread's "at"
	thread    string // the failing thread's name (a deadlocked one for deadlocks)
	frame     string // a frame of the failing thread's stack, with File.java:line
	dpor      bool   // dpor finds it within a few hundred executions too
}

var exampleBugs = map[string]exampleBug{
	"asyncstats":       {"exception", "java.lang.IllegalStateException", "samples counted, 4 parsed", "main", "asyncstats.Main.main(Main.java:87)", true},
	"batchlocal":       {"exception", "java.lang.NullPointerException", "", "worker-", "batchlocal.Main.lambda$main$1(Main.java:42)", true},
	"interruptworker":  {"deadlock", "", "Main.java:68", "main", "interruptworker.Main.main(Main.java:68)", true},
	"lazysingleton":    {"exception", "java.lang.IllegalStateException", "1 of 2 services registered, 2 registries built", "main", "lazysingleton.Main.main(Main.java:102)", true},
	"stampedpoint":     {"assertion", "java.lang.AssertionError", "torn snapshot Snapshot[x=0, y=1]", "reader", "stampedpoint.Main.lambda$main$1(Main.java:77)", true},
	"staticsync":       {"exception", "java.lang.IllegalStateException", "bank total 10, balances 21", "main", "staticsync.Main.main(Main.java:87)", true},
	"synclist":         {"exception", "java.util.ConcurrentModificationException", "", "reporter", "synclist.Main.report(Main.java:46)", true},
	"timerflush":       {"exception", "java.lang.IllegalStateException", "hits accounted, 2 counted", "main", "timerflush.Main.main(Main.java:82)", true},
	"uncaughtlog":      {"exception", "java.lang.IllegalStateException", "1 failures recorded, 2 workers failed", "main", "uncaughtlog.Main.main(Main.java:80)", true},
	"vectorstack":      {"exception", "java.lang.ArrayIndexOutOfBoundsException", "", "worker-", "vectorstack.Main.next(Main.java:71)", true},
	"barrierleader":    {"assertion", "java.lang.AssertionError", "phase 0 sum 14, want 3", "main", "barrierleader.Main.main(Main.java:66)", true},
	"casstack":         {"assertion", "java.lang.AssertionError", "ran 2 times", "main", "casstack.Main.main(Main.java:83)", true},
	"condbuffer":       {"exception", "java.util.NoSuchElementException", "", "consumer-2", "condbuffer.Main$Buffer.take(Main.java:63)", true},
	"jobqueue":         {"exception", "java.lang.ArrayIndexOutOfBoundsException", "Index -1 out of bounds for length 10", "worker-", "jobqueue.Main.takeOne(Main.java:52)", true},
	"latchcache":       {"exception", "java.lang.IllegalStateException", "config loaded 2 times", "main", "latchcache.Main.main(Main.java:69)", true},
	"lateinit":         {"exception", "java.util.concurrent.ExecutionException", "java.lang.NullPointerException", "main", "lateinit.Main.main(Main.java:59)", true},
	"ledger":           {"exception", "java.lang.IllegalStateException", "money created or lost", "main", "ledger.Main.main(Main.java:", true},
	"listeners":        {"exception", "java.util.ConcurrentModificationException", "", "dispatcher", "listeners.Main.publish(Main.java:34)", true},
	"pipeline":         {"deadlock", "", "Main.java:78", "main", "pipeline.Main.main(Main.java:78)", true},
	"poolcounter":      {"assertion", "java.lang.AssertionError", "lost update: 1 hits recorded, 2 expected", "main", "poolcounter.Main.main(Main.java:65)", true},
	"rwcache":          {"assertion", "java.lang.AssertionError", "report built 2 times for 2 viewers", "main", "rwcache.Main.main(Main.java:", true},
	"replybox":         {"deadlock", "", "Main.java:94", "main", "replybox.Main.main(Main.java:94)", true},
	"sharedbuilder":    {"exception", "java.lang.IllegalStateException", "1 characters logged, 2 appended", "main", "sharedbuilder.Main.main(Main.java:58)", true},
	"semaphorepool":    {"exception", "", "", "client-", "semaphorepool.Main.client(Main.java:", true},
	"initdeadlock":     {"deadlock", "", "Main.java:45", "web", "initdeadlock.Main$Config.<clinit>(Main.java:45)", true},
	"transfer":         {"deadlock", "", "Main.java:50", "teller-1", "transfer.Main.transfer(Main.java:50)", true},
	"nojoin":           {"exception", "java.lang.IllegalStateException", "sum 7, want 10", "main", "nojoin.Main.main(Main.java:68)", true},
	"boxedlock":        {"exception", "java.lang.IllegalStateException", "3 hits counted, 4 made", "main", "boxedlock.Main.main(Main.java:55)", true},
	"ratelimit":        {"exception", "java.lang.IllegalStateException", "2 callers inside the backend", "caller-", "ratelimit.Main.backend(Main.java:31)", true},
	"callbackdeadlock": {"deadlock", "", "Main.java:69", "sensor", "callbackdeadlock.Main$Thermostat.set(Main.java:48)", true},
	"phaserreg":        {"exception", "java.lang.IllegalStateException", "phase 0: total", "main", "phaserreg.Main.main(Main.java:56)", true},
	"clqbatch":         {"exception", "java.lang.NullPointerException", `the return value of "java.util.concurrent.ConcurrentLinkedQueue.poll()" is null`, "worker-", "clqbatch.Main.drain(Main.java:37)", true},
	"adderreset":       {"exception", "java.lang.IllegalStateException", "hits, 2 served", "main", "adderreset.Main.main(Main.java:60)", true},
	"timerthrow":       {"exception", "java.lang.NullPointerException", `because "timerthrow.Main.endpoint" is null`, "Timer-0", "timerthrow.Main$1.run(Main.java:40)", true},
	"lrucache":         {"exception", "java.lang.IllegalStateException", "4 entries cached", "main", "lrucache.Main.main(Main.java:115)", true},
	"barrierbreak":     {"exception", "java.lang.IllegalStateException", "round 0: barrier broken", "worker-1", "barrierbreak.Main.lambda$main$1(Main.java:63)", true},
	"lockleak":         {"deadlock", "", "Main.java:43", "clerk-2", "lockleak.Main$Stock.apply(Main.java:43)", true},
	"schedcancel":      {"exception", "java.lang.IllegalStateException", "0 records written, 2 logged", "main", "schedcancel.Main.main(Main.java:71)", true},
	"hookrace":         {"exception", "java.util.ConcurrentModificationException", "", "audit-hook", "hookrace.Main$1.run(Main.java:30)", true},
	"parkhandoff":      {"deadlock", "", "Main.java:43", "consumer-0", "parkhandoff.Main$Handoff.take(Main.java:43)", true},
	"forkslot":         {"exception", "java.lang.IllegalStateException", "readings converted, but slot", "main", "forkslot.Main.main(Main.java:82)", true},
	"internlock":       {"exception", "java.lang.IllegalStateException", "account 7 holds", "main", "internlock.Main.main(Main.java:65)", true},
	"cihaside":         {"exception", "java.lang.IllegalStateException", "templates cached", "main", "cihaside.Main.main(Main.java:81)", true},
	"tlshared":         {"exception", "java.lang.IllegalStateException", "formatted \"worker-", "worker-", "tlshared.Main$2.run(Main.java:58)", true},
	"rwupgrade":        {"deadlock", "", "Main.java:64", "reader", "rwupgrade.Main.price(Main.java:64)", true},
	"stopnow":          {"exception", "java.lang.IllegalStateException", "2 reports written", "main", "stopnow.Main.main(Main.java:72)", true},
	"callerruns":       {"exception", "java.lang.IllegalStateException", "words of 3", "main", "callerruns.Main.main(Main.java:45)", true},
	"readthrough":      {"exception", "java.lang.IllegalStateException", "pages never released: [/home#", "main", "com.acme.cache.app.Main.main(Main.java:84)", true},
	"kvstore":          {"exception", "java.lang.IllegalStateException", "recovery differs at user:0: store s", "main", "com.acme.kv.app.Main.main(Main.java:84)", true},
	"eventbus":         {"exception", "java.util.ConcurrentModificationException", "", "warehouse", "com.acme.bus.core.SimpleBus.publish(SimpleBus.java:60)", true},
	"orderbook":        {"exception", "java.lang.IllegalStateException", "ended 2 times (last ", "main", "orderbook.Main.main(Main.java:62)", true},
	"sessions":         {"exception", "java.lang.IllegalStateException", "a thread failed: java.util.ConcurrentModificationException", "main", "sessions.Main.main(Main.java:85)", true},
	"endpoints":        {"exception", "java.lang.IllegalStateException", "calls to a torn endpoint, first: client-", "main", "com.acme.ep.Main.main(Main.java:36)", true},
	"printq":           {"exception", "java.lang.IllegalStateException", " failed after ", "main", "com.acme.printq.Main.main(Main.java:72)", true},
	"settings":         {"exception", "java.lang.IllegalStateException", " more than once: ", "main", "com.acme.settings.Main.main(Main.java:52)", true},
	"ticker":           {"exception", "java.lang.IllegalStateException", "the listener list changed under the feed", "main", "com.acme.ticker.Main.main(Main.java:65)", true},
	"depthbook":        {"exception", "java.lang.IllegalStateException", ", posted 3 (1 of 1 checks bad)", "main", "com.acme.depth.Main.main(Main.java:63)", true},
	"loadingbay":       {"deadlock", "", "Crew.java:60", "main", "com.acme.depot.Main.main(Main.java:32)", true},
	"phasetiers":       {"exception", "java.lang.IllegalStateException", "job 0: tally holds ", "main", "com.acme.batch.Main.job(Main.java:63)", true},
	"leases":           {"exception", "java.lang.IllegalStateException", " B: a lease was given back twice", "main", "com.acme.leases.Main.main(Main.java:75)", true},
	"heartbeat":        {"exception", "java.lang.IllegalStateException", "lines for 1 beats: a beat ran after cancel", "main", "com.acme.heartbeat.Main.main(Main.java:83)", true},
	"parstats":         {"exception", "java.lang.IllegalStateException", "grouped 4 of 5 samples", "main", "com.acme.parstats.Main.main(Main.java:60)", true},
	"treewalk":         {"exception", "java.lang.IllegalStateException", "du counted ", "main", "tools.du.Main.main(Main.java:48)", true},
	"routes":           {"exception", "java.lang.IllegalStateException", "audit has 3 entries for 2 routes", "main", "web.router.Main.main(Main.java:82)", true},
	"delayjobs":        {"exception", "java.lang.IllegalStateException", "1 run + 0 cancelled of 2 jobs; neither: [job-", "main", "ops.jobs.Main.main(Main.java:53)", true},
	"alarms":           {"exception", "java.lang.IllegalStateException", "alarms lost or doubled: 2 raised, ", "main", "com.acme.alarms.Main.main(Main.java:57)", true},
	"supervisor":       {"deadlock", "", "Supervisor.java:63", "main", "com.acme.svc.Supervisor.stop(Supervisor.java:63)", true},
	"modules":          {"deadlock", "", "Registry.java:40", "boot-http", "com.acme.boot.Registry.lambda$resolve$1(Registry.java:42)", true},
	"selfstart":        {"exception", "java.lang.NullPointerException", "", "meter", "selfstart.Main$Meter.tick(Main.java:", true},
	"swapbuf":          {"exception", "java.lang.IllegalStateException", " got back a buffer of 1 unflushed lines: [producer-", "producer-", "swapbuf.Main.produce(Main.java:57)", true},
	"ticketdesk":       {"exception", "java.lang.NullPointerException", `because "t" is null`, "dispatcher-", "ticketdesk.Main.dispatch(Main.java:", true},
}

// exampleUnfold are the unfoldings TestExamples runs too, on examples
// where they find the bug in a few tests (unfold-ctx finds poolcounter's
// in 4; unfold takes 154 tests and 3-4 s, too long for this test).
var exampleUnfold = map[string][]string{
	"poolcounter":      {"unfold-ctx"},
	"pipeline":         {"unfold"},
	"latchcache":       {"unfold-ctx"},
	"rwcache":          {"unfold"},
	"casstack":         {"unfold-ctx"},
	"transfer":         {"unfold-ctx"},
	"boxedlock":        {"unfold-ctx"},
	"callbackdeadlock": {"unfold"},
	"nojoin":           {"unfold", "unfold-ctx"},
	"clqbatch":         {"unfold-ctx"},
	"adderreset":       {"unfold-ctx"},
	"timerthrow":       {"unfold"},
	"lrucache":         {"unfold-ctx"},
	"barrierbreak":     {"unfold"},
	"lockleak":         {"unfold"},
	"hookrace":         {"unfold"},
	"parkhandoff":      {"unfold"},
	"internlock":       {"unfold"},
	"rwupgrade":        {"unfold"},
	"readthrough":      {"unfold"},
	"orderbook":        {"unfold"},
	"printq":           {"unfold"},
	"settings":         {"unfold"},
	"ticker":           {"unfold"},
	"heartbeat":        {"unfold"},
	"routes":           {"unfold"},
	"delayjobs":        {"unfold"},
	"depthbook":        {"unfold"},
	"loadingbay":       {"unfold"},
	"phasetiers":       {"unfold"},
	"alarms":           {"unfold"},
	"supervisor":       {"unfold"},
	"selfstart":        {"unfold"},
	"ticketdesk":       {"unfold"},
}

// exampleJars compiles examples/ (each program with the --release its
// RELEASE file names, 8 without one), one jar per release, and returns
// each program's jar.
func exampleJars(t *testing.T) map[string]string {
	t.Helper()
	dirs, err := filepath.Glob("../../examples/*/MANIFEST.MF")
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	byRelease := map[string][]string{}
	for _, m := range dirs {
		dir := filepath.Dir(m)
		release := "8"
		if b, err := os.ReadFile(filepath.Join(dir, "RELEASE")); err == nil {
			release = strings.TrimSpace(string(b))
		}
		byRelease[release] = append(byRelease[release], filepath.Base(dir))
	}
	jars := map[string]string{}
	for release, names := range byRelease {
		var srcs []string
		for _, n := range names {
			srcs = append(srcs, filepath.Join("../../examples", n, "src"))
		}
		jar := packJar(t, javatest.CompileRelease(t, release, srcs...), "")
		for _, n := range names {
			jars[n] = jar
		}
	}
	return jars
}

// exampleMain is the Main-Class of examples/n/MANIFEST.MF: n.Main for
// the one-file examples, a packaged class for the larger ones (round 9).
func exampleMain(t *testing.T, n string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("../../examples", n, "MANIFEST.MF"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if m, ok := strings.CutPrefix(line, "Main-Class:"); ok {
			return strings.TrimSpace(m)
		}
	}
	t.Fatalf("examples/%s/MANIFEST.MF has no Main-Class", n)
	return ""
}

type exampleReport struct {
	Bug struct {
		Kind       string
		ThreadName string `json:"thread_name"`
		Exception  string
		Message    string
		Stack      []string
		Threads    []struct {
			Name  string
			At    string
			Stack []string
		}
	}
	Counters struct{ Executions, States int64 }
	Trace    string
}

// check reports how r differs from the expected bug.
func (want exampleBug) check(t *testing.T, what string, r exampleReport) {
	t.Helper()
	b := r.Bug
	if b.Kind != want.kind {
		t.Errorf("%s: bug kind %q, want %q", what, b.Kind, want.kind)
		return
	}
	if want.kind == "deadlock" {
		for _, th := range b.Threads {
			if th.Name == want.thread && strings.Contains(th.At, want.message) && strings.Contains(strings.Join(th.Stack, "\n"), want.frame) {
				return
			}
		}
		t.Errorf("%s: no deadlocked thread %q at %s with frame %s: %+v", what, want.thread, want.message, want.frame, b.Threads)
		return
	}
	if want.exception != "" && b.Exception != want.exception {
		t.Errorf("%s: exception %q, want %q", what, b.Exception, want.exception)
	}
	if !strings.Contains(b.Message, want.message) {
		t.Errorf("%s: message %q lacks %q", what, b.Message, want.message)
	}
	if !strings.HasPrefix(b.ThreadName, want.thread) {
		t.Errorf("%s: thread %q, want %q", what, b.ThreadName, want.thread)
	}
	if !strings.Contains(strings.Join(b.Stack, "\n"), want.frame) {
		t.Errorf("%s: stack lacks %s:\n%s", what, want.frame, strings.Join(b.Stack, "\n"))
	}
}

// exampleDPORBugs are the failures dpor finds first where they differ
// from exampleBugs' (since dpor explores the executions of fewer
// preemptions first, explore/dpor.go's dporLaters), each one the
// program's header describes: batchlocal's workers both flushing each
// other's items, boxedlock's two lost updates, jobqueue's job taken
// twice (counted in main, not the worker's index out of bounds).
var exampleDPORBugs = map[string]exampleBug{
	"batchlocal": {"exception", "java.lang.IllegalStateException", "items flushed, 2 produced", "main", "batchlocal.Main.main(Main.java:52)", true},
	"boxedlock":  {"exception", "java.lang.IllegalStateException", "hits counted, 4 made", "main", "boxedlock.Main.main(Main.java:55)", true},
	"jobqueue":   {"exception", "java.lang.IllegalStateException", "jobs of 1", "main", "jobqueue.Main.main(Main.java:84)", true},
}

// TestExamples explores every program of examples/ with vsched (and
// those dpor finds quickly with dpor), checks the bug against what the
// program's header describes, and replays the trace.
func TestExamples(t *testing.T) {
	javatest.Need(t, "javac", "jar")
	jars := exampleJars(t)
	var names []string
	for n := range jars {
		names = append(names, n)
		if _, ok := exampleBugs[n]; !ok {
			t.Errorf("examples/%s has no expected bug in exampleBugs", n)
		}
	}
	sort.Strings(names)
	dir := t.TempDir()
	for _, n := range names {
		want, ok := exampleBugs[n]
		if !ok {
			continue
		}
		strategies := []string{"vsched"}
		if want.dpor {
			strategies = append(strategies, "dpor")
		}
		strategies = append(strategies, exampleUnfold[n]...)
		for _, s := range strategies {
			what := n + " " + s
			trace := filepath.Join(dir, n+"."+s+".json")
			out, stderr, code := runWeft(t, "explore", "--format", "json", "--strategy", s, "--max-execs", "2000",
				"--trace", trace, "--main", exampleMain(t, n), jars[n])
			if code != 1 {
				t.Errorf("%s: exit %d, want 1 (bug found)\n%s%s", what, code, out, stderr)
				continue
			}
			var r exampleReport
			if err := json.Unmarshal([]byte(out), &r); err != nil {
				t.Fatalf("%s: %v\n%s", what, err, out)
			}
			if b, ok := exampleDPORBugs[n]; ok && s == "dpor" {
				b.check(t, what, r)
			} else {
				want.check(t, what, r)
			}
			rout, stderr, code := runWeft(t, "replay", "--format", "json", trace)
			if code != 1 {
				t.Errorf("%s: replay exit %d, want 1\n%s%s", what, code, rout, stderr)
				continue
			}
			var rr exampleReport
			if err := json.Unmarshal([]byte(rout), &rr); err != nil {
				t.Fatalf("%s replay: %v\n%s", what, err, rout)
			}
			if rr.Bug.Kind != r.Bug.Kind || rr.Bug.Exception != r.Bug.Exception || rr.Bug.Message != r.Bug.Message {
				t.Errorf("%s: replay found %s %s %q, explore %s %s %q", what, rr.Bug.Kind, rr.Bug.Exception, rr.Bug.Message,
					r.Bug.Kind, r.Bug.Exception, r.Bug.Message)
			}
		}
	}
}

// Object.notify may wake any waiting thread: WrongWaiter deadlocks only
// when the server's notify wakes the later waiter. unfold and unfold-ctx
// explore the choice (an event of the notifier, unfold/notify.go) and
// find the deadlock, as dpor-dse does, and their traces replay (before,
// they woke the longest waiter in every run and warned that they had not
// tried the others); with notifyAll unfold finds no bug.
func TestExploreNotifyChoice(t *testing.T) {
	classes := javatest.Compile(t, "../../explore/testdata/WrongWaiter.java")
	for _, strategy := range []string{"unfold", "unfold-ctx", "dpor-dse"} {
		trace := filepath.Join(t.TempDir(), strategy+".json")
		out, stderr, code := runWeft(t, "explore", "--strategy", strategy, "--trace", trace, "--cp", classes, "WrongWaiter")
		if code != 1 || !strings.Contains(out, "bug found: deadlock") || strings.Contains(out, "warning") {
			t.Errorf("%s: exit %d, want 1, the deadlock and no warning:\n%s%s", strategy, code, out, stderr)
			continue
		}
		if out, stderr, code := runWeft(t, "replay", trace); code != 1 || !strings.Contains(out, "bug found: deadlock") {
			t.Errorf("%s: replay: exit %d, want 1 and the deadlock:\n%s%s", strategy, code, out, stderr)
		}
	}
	// With notifyAll there is no bug, and unfold reaches every target (a
	// wake-up needs a notify in its past: unfold.TestWakeTargetsReached)
	// and exhausts the search. Before, 30 targets were not reached and it
	// warned instead.
	out, stderr, code := runWeft(t, "explore", "--strategy", "unfold", "--cp", classes, "WrongWaiter", "all")
	if code != 0 || !strings.Contains(out, "no bug found: the search space is exhausted") || strings.Contains(out, "warning") {
		t.Errorf("unfold with notifyAll: exit %d, want 0, no bug, exhausted and no warning:\n%s%s", code, out, stderr)
	}
}

// A cycle among class initializers met by a nested (atomic) class
// initialization, Class.forName's, while another thread runs is a warning
// of explore (text and JSON): the exploration does not cover the
// class-initialization deadlock HotSpot can run into there. The same
// cycle met by the program's bytecode is explored: dfs finds the
// deadlock and says which classes each thread waits for and initializes;
// so does dpor, which reverses the order in which the two threads start
// initializing the classes (the only race: the initializers' yields
// conflict with nothing); so does unfold, which does not reverse that
// order, but whose free choices give way at the Thread.yield each
// initializer begins with (unfold/fair.go: before, it ran main through
// B's initialization and warned instead of claiming exhaustion).
func TestExploreWarnsInitCycle(t *testing.T) {
	classes := javatest.Compile(t, "../../vm/testdata/initcycle/*.java")
	want := `class initializers InitCycle$A → InitCycle$B → InitCycle$A depend on each other (at InitCycle.java:26, thread "main")`
	out, stderr, code := runWeft(t, "explore", "--strategy", "dpor", "--cp", classes, "InitCycle", "reflect")
	if code != 0 || !strings.Contains(out, "\nwarning: "+want) {
		t.Errorf("exit %d, want 0 and a warning %q:\n%s%s", code, want, out, stderr)
	}
	out, stderr, _ = runWeft(t, "explore", "--format", "json", "--cp", classes, "InitCycle", "reflect")
	var r struct{ Warnings []string }
	if err := json.Unmarshal([]byte(out), &r); err != nil || len(r.Warnings) != 1 || !strings.HasPrefix(r.Warnings[0], want) {
		t.Errorf("json warnings %q (%v):\n%s%s", r.Warnings, err, out, stderr)
	}
	out, stderr, code = runWeft(t, "explore", "--strategy", "dfs", "--trace", filepath.Join(t.TempDir(), "t.json"), "--cp", classes, "InitCycle", "threads")
	for _, l := range []string{
		`thread 0 "main" initializes class InitCycle$B; WAITING (class initialization) at InitCycle.java:26 in InitCycle$B.<clinit>, waits for class InitCycle$A's initialization, held by thread 1 "initA"`,
		`thread 1 "initA" initializes class InitCycle$A; WAITING (class initialization) at InitCycle.java:17 in InitCycle$A.<clinit>, waits for class InitCycle$B's initialization, held by thread 0 "main"`,
	} {
		if code != 1 || !strings.Contains(out, "\n  "+l+"\n") {
			t.Errorf("threads, dfs: exit %d, want 1 and the cycle line %q:\n%s%s", code, l, out, stderr)
		}
	}
	out, stderr, code = runWeft(t, "explore", "--strategy", "dpor", "--trace", filepath.Join(t.TempDir(), "dpor.json"), "--cp", classes, "InitCycle", "threads")
	if code != 1 || !strings.Contains(out, "bug found: deadlock") || !strings.Contains(out, `initializes class InitCycle$A; WAITING (class initialization)`) {
		t.Errorf("threads, dpor: exit %d, want 1 and the deadlock:\n%s%s", code, out, stderr)
	}
	out, stderr, code = runWeft(t, "explore", "--strategy", "unfold", "--trace", filepath.Join(t.TempDir(), "unfold.json"), "--cp", classes, "InitCycle", "threads")
	if code != 1 || !strings.Contains(out, "bug found: deadlock") || !strings.Contains(out, `initializes class InitCycle$A; WAITING (class initialization)`) {
		t.Errorf("threads, unfold: exit %d, want 1 and the deadlock:\n%s%s", code, out, stderr)
	}
}
