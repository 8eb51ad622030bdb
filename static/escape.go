package static

// Thread-escape analysis (seeds/003 §4.2.3, Figure 4.16 escape). The
// thesis's escape(o) — o is in the points-to sets of accesses of two
// threads — cannot separate Figure 4.14's objects over a
// context-insensitive points-to. Here an object escapes when it is reachable
// through fields from a root that several threads can see: a static field,
// a started Thread object (with its Runnable target and lambda captures, all
// reachable through its fields), or the main thread's Thread object.

// Escaped returns the set of object IDs that may be shared between threads.
func (a *Analysis) Escaped() Bitset {
	if a.escaped != nil {
		return a.escaped
	}
	var esc Bitset
	var queue []int
	add := func(set Bitset) {
		for id := range set.Elems {
			if esc.Add(id) {
				queue = append(queue, id)
			}
		}
	}
	for _, n := range a.statics {
		add(a.pts[n])
	}
	for _, t := range a.Threads {
		var s Bitset
		for _, o := range t.Objs {
			s.Add(o.ID)
		}
		add(s)
		// The task objects an executor runs are reachable from its
		// threads, like a Thread's Runnable target.
		for _, x := range t.tasks {
			add(a.pts[x])
		}
		// So are the Futures of its tasks, whose state the task's run
		// checks first, and the executors a shutdownNow (a Timer's
		// cancel) is made on, from which the workers take their tasks
		// (TaskStart).
		_, fs := a.TaskStart(t)
		add(fs)
		// And the anyOf futures their completion completes (TaskEnd).
		_, fs = a.TaskEnd(t)
		add(fs)
		// A pool of the program's own class runs its hooks
		// (beforeExecute, afterExecute) in its workers, on itself
		// (poolHooks).
		for _, x := range t.execs {
			var own Bitset
			for id := range a.pts[x].Elems {
				if o := a.Objects[id]; o.Kind == AllocObj && !IsJDK(o.Class) {
					own.Add(id)
				}
			}
			add(own)
		}
	}
	for len(queue) > 0 {
		o := a.Objects[queue[len(queue)-1]]
		queue = queue[:len(queue)-1]
		for _, n := range o.fields {
			add(a.pts[n])
		}
	}
	// Class objects are global.
	for _, o := range a.classObjs {
		esc.Add(o.ID)
	}
	a.escaped = esc
	return esc
}
