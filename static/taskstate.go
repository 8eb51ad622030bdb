package static

// A task's hand-over to the thread that runs it. An executor does not run
// a task that was cancelled before it began: FutureTask.run (and a
// periodic ScheduledFutureTask's runAndReset) first reads the Future's
// state and returns unless it is still new, and java.util.Timer's thread
// reads a TimerTask's state under its lock and drops a cancelled task.
// But cancel(false) of a task that has begun returns true and does not
// stop it. So a cancel in one thread and the start of the task in another
// race on the Future's (the TimerTask's) <state>: the task thread begins
// with a read of it (TaskStart, a PEG node at the call that handed the
// task over), which pairs with the writes of the program's cancel
// (JDKEffect: Future.cancel, TimerTask.cancel), while isDone, isCancelled
// and get only read it. The Futures of tasks escape (Escaped): the task's
// thread reaches them.

// taskFuture reports whether the Future a call of JDK method cls.name
// that starts a task (StartsTask) returns is a FutureTask that the task's
// run checks first: ExecutorService.submit, CompletionService.submit and
// ScheduledExecutorService's schedule, scheduleAtFixedRate and
// scheduleWithFixedDelay, but not a ForkJoinPool's (its tasks are
// ForkJoinTasks) nor CompletableFuture's runAsync and supplyAsync.
func (p *Program) taskFuture(cls, name string) bool {
	switch name {
	case "submit", "schedule", "scheduleAtFixedRate", "scheduleWithFixedDelay":
		return !p.IsSubtype(cls, "java/util/concurrent/ForkJoinPool") && cls != "java/util/Timer"
	}
	return false
}

// addState records o as a Future whose state the task's run reads first.
func (t *Thread) addState(o *Object) {
	for _, x := range t.states {
		if x == o {
			return
		}
	}
	t.states = append(t.states, o)
}

// TaskStart returns, for a task thread whose run first checks the state of
// the Futures or TimerTasks its tasks were handed over with, the call that
// handed them over (the executor's submit or schedule, a Timer's
// schedule) and those objects; no objects for any other thread.
func (a *Analysis) TaskStart(t *Thread) (CallSite, Bitset) {
	var objs Bitset
	if !t.task {
		return CallSite{}, objs
	}
	for _, o := range t.states {
		objs.Add(o.ID)
	}
	if t.timer {
		for _, x := range t.tasks {
			for id := range a.pts[x].Elems {
				objs.Add(id)
			}
		}
	}
	return t.start, objs
}

// NotTaskFutures returns the objects of recv that a call of JDK method j
// may be made on: without the Futures of tasks (TaskStart) when j is no
// method of a Future. The summaries let an iterator of a list of Futures
// point to its elements too (iterator() returns the receiver's
// elements), and only a Future's own methods touch its state.
func (a *Analysis) NotTaskFutures(j JDKMethod, recv Bitset) Bitset {
	if a.Prog.IsSubtype(j.Class.Name, "java/util/concurrent/Future") {
		return recv
	}
	if a.taskFutures == nil {
		var fs Bitset
		for _, t := range a.Threads {
			for _, o := range t.states {
				fs.Add(o.ID)
			}
		}
		a.taskFutures = &fs
	}
	if !recv.Intersects(*a.taskFutures) {
		return recv
	}
	out := recv.Clone()
	out.DifferenceWith(*a.taskFutures)
	return out
}
