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
// (JDKEffect: Future.cancel, TimerTask.cancel; and invokeAny's and a timed
// invokeAll's own cancel of the tasks they handed over, CancelsTasks),
// while isDone, isCancelled and get only read it. The Futures of tasks escape (Escaped): the task's
// thread reaches them.

// A ForkJoinPool's worker runs a ForkJoinTask (ForkJoinTask.doExec) only
// while its status says it has not completed: a cancel, complete,
// completeExceptionally or quietlyComplete before it begins skips it, one
// after lets it run on, and the pool's shutdownNow cancels the tasks
// still queued. The task thread of a fork, of a ForkJoinPool's invoke,
// submit and execute begins with a read of the tasks' state (TaskStart)
// when the program may complete one of them itself (completable), and of
// the pool's when a shutdownNow is made on it; submit of a Runnable or a
// Callable returns the ForkJoinTask that wraps it (taskFuture).

// taskFuture reports whether the Future a call of JDK method cls.name
// that starts a task (StartsTask) returns is one that the task's run
// checks first: the FutureTask of ExecutorService.submit,
// CompletionService.submit and ScheduledExecutorService's schedule,
// scheduleAtFixedRate and scheduleWithFixedDelay (a ForkJoinPool's
// submit returns the ForkJoinTask it runs), and the CompletableFuture of runAsync and
// supplyAsync, whose task (AsyncRun, AsyncSupply) runs the function only
// while the future has no result: a complete, completeExceptionally or
// cancel before it begins skips it, one after lets it run to the end (its
// result dropped). A later stage's function checks its own future the
// same way (StageFunction; jdkCall).
func (p *Program) taskFuture(cls, name string) bool {
	switch name {
	case "submit", "schedule", "scheduleAtFixedRate", "scheduleWithFixedDelay":
		return cls != "java/util/Timer"
	case "runAsync", "supplyAsync":
		return cls == "java/util/concurrent/CompletableFuture"
	}
	return false
}

// CancelsTasks reports whether JDK method j cancels, inside the call, tasks
// it handed to the executor itself, which may not have begun by then:
// ExecutorService.invokeAny cancels the tasks that have not completed once
// one has (or at its timeout), invokeAll with a timeout those unfinished
// at the timeout (AbstractExecutorService's cancelAll: Future.cancel(true)
// of each). Such a call writes the state of its task thread's Futures
// (TaskStart) after it starts the thread; invokeAll without a timeout
// waits for every task instead (its cancel after an interrupt is not
// modelled).
func (p *Program) CancelsTasks(j JDKMethod) bool {
	if !p.IsSubtype(j.Class.Name, "java/util/concurrent/ExecutorService") {
		return false
	}
	switch j.Method.Name {
	case "invokeAny":
		return true
	case "invokeAll":
		return j.Method.Desc == "(Ljava/util/Collection;JLjava/util/concurrent/TimeUnit;)Ljava/util/List;"
	}
	return false
}

// StopsTasks reports whether JDK method j drops the tasks still queued on
// the executor (the Timer) it is called on, which then never start:
// ExecutorService.shutdownNow (ThreadPoolExecutor's drains its queue and
// returns the tasks; a task a worker has taken runs on) and Timer.cancel
// (it empties the Timer's queue; a task the Timer thread has begun runs
// on). Such a call races with the start of each task handed to that
// executor: it writes the executor's <state>, which the task thread's
// start reads (TaskStart). A ForkJoinPool's cancels the tasks still
// queued, which its workers then skip (ForkJoinTask.doExec).
func (p *Program) StopsTasks(j JDKMethod) bool {
	cls := j.Class.Name
	switch j.Method.Name {
	case "shutdownNow":
		return p.IsSubtype(cls, "java/util/concurrent/ExecutorService")
	case "cancel":
		return cls == "java/util/Timer"
	}
	return false
}

// CommonPool reports whether o is the common ForkJoinPool, the result of
// a ForkJoinPool.commonPool() call, whose shutdown and shutdownNow do
// nothing: a StopsTasks call on it drops no task (Analysis.TaskStops).
func CommonPool(o *Object) bool {
	c, ok := o.instr.(*Call)
	return ok && o.Kind == SummaryObj && c.Kind == Static && c.Method.Class == "java/util/concurrent/ForkJoinPool" && c.Method.Name == "commonPool"
}

// CompletesTask reports whether JDK method j may set the state that a
// task's start reads (TaskStart) on the Future or TimerTask it is called
// on: Future.cancel, TimerTask.cancel, and a CompletableFuture's complete,
// completeExceptionally, completeAsync, obtrudeValue, obtrudeException,
// completeOnTimeout and orTimeout; or on the executor (Timer) it is called
// on: StopsTasks; and a ForkJoinTask's complete, completeExceptionally
// and quietlyComplete. Only these, and the calls of
// CancelsTasks, pair with a task's start: the other calls that write a
// future's <state> (a stage's thenApply, which pushes its completion onto
// the future, a join that waits on it) leave the result a task checks as
// it is.
func (p *Program) CompletesTask(j JDKMethod) bool {
	if p.StopsTasks(j) {
		return true
	}
	cls, name := j.Class.Name, j.Method.Name
	switch {
	case name == "cancel":
		return p.IsSubtype(cls, "java/util/concurrent/Future") || cls == "java/util/TimerTask"
	case cls == "java/util/concurrent/CompletableFuture":
		return completers[name] // pta.go's, which makes the future completed
	case cls == "java/util/concurrent/ForkJoinTask":
		return name == "complete" || name == "completeExceptionally" || name == "quietlyComplete"
	}
	return false
}

// Task reports whether t is an executor task thread (a pool's, a
// Timer's, a CompletableFuture's or a fork's).
func (t *Thread) Task() bool { return t.task }

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
	for _, x := range t.tasks {
		for id := range a.pts[x].Elems {
			// A Timer's TimerTasks; a ForkJoinPool's tasks that the
			// program may complete or cancel itself.
			if t.timer || t.fj && a.completable(a.Objects[id]) {
				objs.Add(id)
			}
		}
	}
	// And the executors (Timers) its tasks were handed to that a
	// StopsTasks call is made on, which writes their <state>.
	for _, x := range a.execsOf(t, map[*Thread]bool{}) {
		for id := range a.pts[x].Elems {
			if a.stopped.Has(id) {
				objs.Add(id)
			}
		}
	}
	return t.start, objs
}

// execsOf returns the points-to nodes of the executors task thread t's
// tasks were handed to: for a fork's (an invokeAll's, an invoke()'s) in
// a ForkJoinPool's task thread, the pools of the threads that fork them,
// whose workers push them onto their own pool's queues.
func (a *Analysis) execsOf(t *Thread, seen map[*Thread]bool) []int {
	if seen[t] {
		return nil
	}
	seen[t] = true
	out := t.execs
	for _, f := range t.forkers {
		out = append(out[:len(out):len(out)], a.execsOf(f, seen)...)
	}
	return out
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

// anyOf is a CompletableFuture.anyOf call's future and the points-to node
// of the futures of its array (its sources).
type anyOf struct {
	fut  *Object
	srcs int
}

// TaskEnd returns, for a task thread whose run completes a future that
// completes, in the same thread, a CompletableFuture.anyOf of it (the
// AnyOf relay that the source's completion fires: the first source to
// complete sets anyOf's result), the call that handed the task over and
// those anyOf futures; no objects for any other thread. Two sources'
// task threads so race on the anyOf future's state: which result (a
// value, an exception) it gets.
func (a *Analysis) TaskEnd(t *Thread) (CallSite, Bitset) {
	var objs Bitset
	if !t.task || len(a.anyOfs) == 0 {
		return CallSite{}, objs
	}
	for _, x := range a.anyOfs {
		for id := range a.pts[x.srcs].Elems {
			if a.completesIn(a.Objects[id], t) {
				objs.Add(x.fut.ID)
				break
			}
		}
	}
	return t.start, objs
}

// completesIn reports whether task thread t completes future o: t runs
// the supplyAsync (runAsync) task or the stage function whose future o
// is.
func (a *Analysis) completesIn(o *Object, t *Thread) bool {
	if a.futures[o] == t {
		return true
	}
	for _, st := range a.stages[o] {
		if st.thread == t {
			return true
		}
	}
	return false
}
