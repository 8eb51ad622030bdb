package vsched

import (
	"strings"
	"testing"

	"weft/explore"
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
