package vsched

import (
	"path/filepath"
	"strings"
	"testing"

	"weft/explore"
)

// A fork/join lost update (ForkJoinLost: the two leaves of a
// RecursiveAction increment a plain int): the static analysis starts the
// forked task and the pool's invoke as task threads running compute, so
// vsched has the leaves' pairs and finds the bug. Before, nothing ran
// compute, there was no pair and vsched said "the search space is
// exhausted" after one execution.
func TestForkJoin(t *testing.T) {
	findBug(t, "ForkJoinLost", "the lost update", func(b *explore.Bug) bool { return strings.Contains(b.Summary(), "lost update: 1") })
}

// The same lost update by two leaves that a RecursiveAction computes
// through ForkJoinTask.invokeAll (ForkJoinInvokeAll): invokeAll starts a task
// thread running its tasks' compute (static), so vsched has the leaves'
// pair. Before, nothing ran Leaf's compute, there was no pair and vsched
// said "the search space is exhausted" after one execution.
func TestInvokeAllForkJoin(t *testing.T) {
	findBug(t, "ForkJoinInvokeAll", "the lost update", func(b *explore.Bug) bool { return strings.Contains(b.Summary(), "lost update: 1") })
}

// A ForkJoinPool's worker runs a task only while it has not completed
// (ForkJoinTask.doExec reads its status first), and the program's cancel,
// complete and completeExceptionally of a task that has begun, or the
// pool's shutdownNow once a worker has taken it, let it run on
// (ForkJoinStart: main, told the report job will not run, writes the
// report too). The static analysis pairs those calls with the task
// thread's start (static.Analysis.TaskStart); vsched fulfils it with the
// worker's read of the status in doExec first (model.taskCheck), and for
// shutdownNow before the call sets the pool's mode to stop
// (model.stopAcquire). Before, vsched said "the search space is
// exhausted" on each (4 executions; 7 for submit's Runnable); dpor had not
// found the bug when its 60 s ran out. forkstop, the job forked by a task
// of the pool, was found before the forks' starts were paired with the
// shutdownNow of their worker's pool too: at run time any task's start
// fulfils a stop's pair. The fixed variants write the report after the
// pool has terminated, if the job did not.
func TestForkJoinStart(t *testing.T) {
	bugAndFixed(t, "ForkJoinStart", "the report written twice", "2 reports written", "cancel", "complete", "except", "stop", "runnable", "forkstop")
}

// bugAndFixed checks, for each mode, that vsched finds the bug of
// testdata/main.java run with the mode (a failure whose summary contains
// summary) and exhausts it run with the mode and "fixed".
func bugAndFixed(t *testing.T, main, what, summary string, modes ...string) {
	t.Helper()
	src := filepath.Join("testdata", main+".java")
	for _, mode := range modes {
		t.Run(mode, func(t *testing.T) {
			findBugIn(t, src, main, what, func(b *explore.Bug) bool { return strings.Contains(b.Summary(), summary) }, mode)
			exhausts(t, main, mode, "fixed")
		})
	}
}

// A polled isDone or isCompletedNormally of a ForkJoinTask (ForkJoinPoll:
// PollDone on a ForkJoinPool, its tasks submitted or forked to the common
// pool) reads the status the worker sets once compute has returned: as
// for an executor's Future, the static analysis joins nothing at the
// poll, main's reads pair with the tasks' writes, the pair the loop does
// not order is found and the fixed variant, polling both, is exhausted.
// Passed before the task starts of ForkJoinStart too.
func TestForkJoinPoll(t *testing.T) {
	bugAndFixed(t, "ForkJoinPoll", "the count read before its task wrote it", " orders", "submit", "fork", "normally")
}

// A parallel stream's lambda runs in the common ForkJoinPool's worker
// (a task thread of the static analysis) and in main, and the terminal
// operation joins it (ParallelJoin): main's reads after forEach, and a
// second stream's lambda, pair with none of the first lambda's writes,
// and the search is exhausted with no warning of a race that no pair
// covers. Passed before this session's ForkJoinPool task starts too.
func TestParallelJoin(t *testing.T) {
	exhausts(t, "ParallelJoin")
}
