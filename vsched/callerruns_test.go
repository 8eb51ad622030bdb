package vsched

import (
	"path/filepath"
	"strings"
	"testing"

	"weft/explore"
)

// A ThreadPoolExecutor's CallerRunsPolicy runs a task its full queue
// rejects in the thread that called execute (CallerRuns: a word count
// "confined to the pool's one worker", the third word merged by main
// beside the worker). The static analysis runs the task's body as a
// callback of the execute in the submitting thread as well as in the task
// thread when the executor's RejectedExecutionHandler, given to its
// constructor or to setRejectedExecutionHandler, may be a
// CallerRunsPolicy; vsched then has main's merge against the worker's.
// Before, the task ran in the task thread only, and vsched said "the
// search space is exhausted" after 18 executions on both. The fixed
// variant merges under the map's lock.
func TestCallerRuns(t *testing.T) {
	src := filepath.Join("testdata", "CallerRuns.java")
	for _, mode := range []string{"ctor", "set"} {
		t.Run(mode, func(t *testing.T) {
			findBugIn(t, src, "CallerRuns", "a lost count", func(b *explore.Bug) bool {
				return strings.Contains(b.Summary(), "counted 2 words of 3")
			}, "1", mode)
			exhausts(t, "CallerRuns", "1", mode, "fixed")
		})
	}
}

// A polled isDone against the task's end (PollDone: main yields until a
// lookup's Future is done, then reads what the task wrote, without get).
// The static analysis joins no task at isDone, so main's reads pair with
// the tasks' writes; the pairs the loop orders (the fixed variant polls
// both Futures) are infeasible and the search is exhausted without a
// false alarm, and the one it does not order (the bug polls only the
// first) is found. Passed before the CallerRunsPolicy change too.
func TestPollDone(t *testing.T) {
	findBug(t, "PollDone", "the count read before its task wrote it", func(b *explore.Bug) bool {
		return strings.Contains(b.Summary(), "ada has 0 orders")
	})
	exhausts(t, "PollDone", "1", "fixed")
}
