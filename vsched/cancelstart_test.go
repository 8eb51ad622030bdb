package vsched

import (
	"path/filepath"
	"strings"
	"testing"

	"weft/explore"
	"weft/internal/javatest"
)

// A cancel races with the start of the task it cancels (CancelStart: the
// task and main, told the task is cancelled, both do the work). The
// static analysis pairs main's cancel with the task thread's first step,
// the executor's read of the Future's state; vsched fulfils it with the
// pool's worker running FutureTask.run's checks before the cancel, and
// then the task's body. Before, the only pair was inside the two bodies,
// after the cancel, where the task never ran, and vsched said "the search
// space is exhausted". CancelPeriodic's scheduleWithFixedDelay task is run
// by FutureTask.runAndReset, which reads the state a second time before
// the task's body: the worker runs the whole check (run.unfinished)
// before the cancel, else the cancel comes between the two reads and the
// task's body never runs. TimerCancel's periodic TimerTask: its cancel
// and the Timer thread's check both take the task's lock, whose
// acquisitions stand for the two (timerTaskLock).
func TestCancelStart(t *testing.T) {
	rep, _ := findBug(t, "CancelStart", "the work done twice", func(b *explore.Bug) bool { return strings.Contains(b.Summary(), "done 2 times") })
	if len(rep.ValueSchedule) == 0 || !strings.Contains(rep.ValueSchedule[0].Var, "Future@CancelStart.java:15<state>") {
		t.Errorf("value schedule %v, want the task's start before main's cancel first", rep.ValueSchedule)
	}

	findBug(t, "CancelPeriodic", "the work done twice", func(b *explore.Bug) bool { return strings.Contains(b.Summary(), "done 2 times") })
	findBug(t, "TimerCancel", "the work done twice", func(b *explore.Bug) bool { return strings.Contains(b.Summary(), "done 2 times") })
}

// invokeAny cancels the tasks that have not completed once one has, and
// a task that began before that cancel runs on (InvokeAnyLoser: the
// loser's record of itself as the winner lands after invokeAny has
// returned the winner's result). The static analysis pairs the call's own
// cancel, the compare-and-set of the loser's FutureTask state under
// invokeAny, with the task thread's start (static.Program.CancelsTasks);
// vsched fulfils it with the loser's worker through its checks first.
// Before, the only pairs were the tasks' writes and main's read, which
// the loser, cancelled before it began, never made in that order: "the
// search space is exhausted" after 4 executions. The fixed variant takes
// the winner from the result: no bug, and the search is exhausted (in
// 20 executions; 111 when every write under the call was its cancel).
func TestInvokeAnyCancel(t *testing.T) {
	rep, _ := findBug(t, "InvokeAnyLoser", "the loser credited", func(b *explore.Bug) bool { return strings.Contains(b.Summary(), "a answered, b credited") })
	if len(rep.ValueSchedule) == 0 || !strings.Contains(rep.ValueSchedule[0].Var, "Future@InvokeAnyLoser.java:26<state>") {
		t.Errorf("value schedule %v, want the loser's start before invokeAny's cancel first", rep.ValueSchedule)
	}
	// Only the cancel's compare-and-set is the call's write (model.vkey):
	// with each of invokeAny's writes (its queue, its workers) one, and
	// Arrays.asList read by the call, it stored 46 states, not 11.
	if rep.Counters.States > 20 {
		t.Errorf("%d states: the call's writes other than its cancel made backtracking points", rep.Counters.States)
	}
	exhausts(t, "InvokeAnyLoser", "fixed")

	// invokeAll with a timeout cancels the tasks unfinished then, one of
	// which may have begun (InvokeAllTimeout: "exhausted" after 1
	// execution before).
	findBug(t, "InvokeAllTimeout", "a cancelled task that ran", func(b *explore.Bug) bool { return strings.Contains(b.Summary(), "ran 1, cancelled 2") })
}

// exhausts checks that vsched explores testdata/main.java with args to
// the end without a bug or a warning (a fixed variant).
func exhausts(t *testing.T, main string, args ...string) {
	t.Helper()
	exhaustsDir(t, javatest.Compile(t, filepath.Join("testdata", main+".java")), main, args...)
}

// exhaustsDir is exhausts on main class main in the class directory dir.
func exhaustsDir(t *testing.T, dir, main string, args ...string) {
	t.Helper()
	_, rep, _ := vschedExploreDir(t, dir, main, args...)
	if rep.Bug != nil || !rep.Complete || len(rep.Warnings) > 0 {
		t.Errorf("%s %v: want no bug and the search exhausted, got %v (%s, warnings %q)", main, args, rep.Bug, rep.Exhausted, rep.Warnings)
	}
	t.Logf("%s %v: %s", main, args, rep.Counters)
}

// A CompletableFuture's complete races with the start of the task that
// would complete it (QuoteRace: the caller completes a quote's future
// with a cached price while the quote task, begun before, still updates
// the ticker). supplyAsync's task and a thenApplyAsync stage's first read
// the future's result and skip their function when it is set: the static
// analysis pairs main's complete with the task thread's start, and
// vsched fulfils it with the worker through that check first. Before,
// vsched said "the search space is exhausted" after 1 execution on both.
// The fixed variants update the ticker from the future's value.
func TestCompleteStart(t *testing.T) {
	for _, mode := range []string{"supply", "stage"} {
		t.Run(mode, func(t *testing.T) {
			rep, _ := findBugIn(t, filepath.Join("testdata", "QuoteRace.java"), "QuoteRace", "the ticker's price uncharged",
				func(b *explore.Bug) bool { return strings.Contains(b.Summary(), "charged 42, the ticker shows 858") }, "1", mode)
			if len(rep.ValueSchedule) == 0 || !strings.Contains(rep.ValueSchedule[0].Var, "CompletableFuture@") {
				t.Errorf("value schedule %v, want the quote task's start before main's complete first", rep.ValueSchedule)
			}
			exhausts(t, "QuoteRace", "1", mode, "fixed")
		})
	}
}

// A shutdownNow (a Timer's cancel) drops the tasks still queued, which
// then never start, but a task a worker (the Timer thread) has taken runs
// on: the call races with each task's start. stopnow (examples/): main
// stops a single-thread pool and writes the report itself when it finds
// none, while a report job the worker began before the shutdownNow also
// writes one. TimerStop: main cancels a Timer and flushes the buffer
// itself, while a flush the Timer thread began flushes the same lines.
// The static analysis pairs the call (static.Program.StopsTasks) with the
// start of the tasks handed to that executor; vsched fulfils it with a
// worker's start of any task before the call's lock acquisition
// (model.stopCall), and the next task's start from a special
// backtracking point. Before, vsched said "the search space is exhausted"
// on all three (stopnow 29 and 30 executions, TimerStop 33). The fixed variants run the jobs
// shutdownNow returns, and take the lines out under the buffer's lock.
func TestStopStart(t *testing.T) {
	dir := javatest.Compile(t, filepath.Join("..", "examples", "stopnow", "src", "stopnow", "Main.java"))
	// stopnow with execute: no Future's state is read before a plain
	// Runnable runs; the worker's lock, which runWorker takes before each
	// task, is its start (model.workerLock).
	for _, hand := range []string{"submit", "execute"} {
		findBugDir(t, dir, "stopnow.Main", "two reports", func(b *explore.Bug) bool {
			return strings.Contains(b.Summary(), "2 reports written")
		}, "1", "bug", hand)
		exhaustsDir(t, dir, "stopnow.Main", "1", "fixed", hand)
	}

	rep, _ := findBug(t, "TimerStop", "the lines written twice", func(b *explore.Bug) bool {
		return strings.Contains(b.Summary(), "2 lines written")
	})
	if len(rep.ValueSchedule) == 0 || !strings.Contains(rep.ValueSchedule[0].Var, "Timer@TimerStop.java") {
		t.Errorf("value schedule %v, want the flush's start before main's cancel first", rep.ValueSchedule)
	}
	exhausts(t, "TimerStop", "1", "fixed")
}

// CompletableFuture.anyOf's future is completed by the first of its
// sources to complete, in the source's completing thread (AnyOfFail: a
// failing request completes it before the succeeding one, and anyOf
// fails). The static analysis makes each source's task thread end with a
// write of the anyOf future's state (static.Analysis.TaskEnd), which the
// relay's compare-and-set of its result is at run time (taskRelay);
// vsched fulfils the pair of the two tasks' ends in the other order.
// Before, the analysis had no pair and vsched said "exhausted" after 1
// execution. The fixed variant's requests both succeed.
func TestAnyOfRelay(t *testing.T) {
	rep, _ := findBug(t, "AnyOfFail", "anyOf failed", func(b *explore.Bug) bool { return strings.Contains(b.Summary(), "no shard") })
	if len(rep.ValueSchedule) == 0 || !strings.Contains(rep.ValueSchedule[0].Var, "CompletableFuture@AnyOfFail.java:20<state>") {
		t.Errorf("value schedule %v, want the failing task's end before the other's first", rep.ValueSchedule)
	}
	exhausts(t, "AnyOfFail", "fixed")
}

// A parallel stream's collect runs its collector's accumulator in the
// common pool's workers (ConcurrentCollect: a CONCURRENT collector whose
// one container, a HashMap, the workers share, and a count is lost). The
// static analysis runs the functions Collector.of was given in a task
// thread of the collect, on the supplier's container, so that the
// accumulator's merge pairs with itself. Before, it had one thread and
// no pair, and vsched said "exhausted" after 1 execution. The fixed
// variant's container is a ConcurrentHashMap.
func TestConcurrentCollect(t *testing.T) {
	findBug(t, "ConcurrentCollect", "a count lost", func(b *explore.Bug) bool { return strings.Contains(b.Summary(), "counted {a=1}") })
	exhausts(t, "ConcurrentCollect", "fixed")
}

// A pool worker runs another task once its task is done: a parallel
// stream's worker runs the collector's accumulator after the flatMap's
// function on the same element, two task threads of the analysis
// (run.canReach, model.taskReach). FlatCollect (wordfreq reduced): the
// worker in the flatMap's function, at its read of a shared stop-word
// set, was found unable to reach the accumulator's merge, so every pair
// of main's merges was "no longer reachable" and vsched said "the search
// space is exhausted" after 19 executions (wordfreq 2: 109); dpor finds
// the lost count. The fixed variant's container is a ConcurrentHashMap.
func TestPoolWorkerNextTask(t *testing.T) {
	findBug(t, "FlatCollect", "a count lost", func(b *explore.Bug) bool { return strings.Contains(b.Summary(), "counted 5 words of 6") })
	exhausts(t, "FlatCollect", "fixed")
}
