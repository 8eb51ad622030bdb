package explore

import "weft/vm"

// Race is two accesses of one variable by two threads in one execution,
// at least one a write, that the execution's happens-before order does
// not separate: A came first.
type Race struct {
	A, B vm.Access
}

// Races returns the data races among the accesses of an execution's
// events that check selects (non-volatile reads and writes; nil: all of
// them), at most one per pair of sites. Happens-before is the execution's
// program order plus the edges of Thread.start (to the started thread's
// first step), a thread's end (to a Thread.join of it), a monitor's
// release (unlock, wait) to its next acquisition (lock, the wakeup of a
// wait), and volatile writes and compare-and-sets to later volatile reads
// and compare-and-sets of the same variable (which covers the
// java.util.concurrent locks, latches and queues: their state is
// volatile), an unpark to the return of the unparked thread's park (the
// JDK's queues and locks read a waiter's plain fields before they unpark
// it, and the waiter writes them once its park returns), and the end of a
// class's initialization to each other
// thread's use of the class (vm.KInitDone to vm.KInitUse, from the
// execution's class-initialization steps: EventsWithInits). An array
// access is of its element, a wide one of a byte[] (vm.Access.Width) of
// each of its bytes (wideBytes). A vector clock per thread, FastTrack's
// epochs per variable.
func Races(evs []vm.Event, check func(a *vm.Access) bool) []Race {
	type epoch struct {
		t, c int
		a    vm.Access
	}
	type varState struct {
		write *epoch // the last write, nil before the first
		reads map[int]epoch
	}
	type varKey struct {
		obj    vm.ObjectID
		hasObj bool
		field  string
		index  int
	}
	clocks := map[int][]int{}
	clock := func(t int) []int {
		c := clocks[t]
		if len(c) <= t {
			c = append(c, make([]int, t+1-len(c))...)
			clocks[t] = c
		}
		return c
	}
	join := func(t int, o []int) {
		c := clock(t)
		if len(c) < len(o) {
			c = append(c, make([]int, len(o)-len(c))...)
		}
		for i, x := range o {
			c[i] = max(c[i], x)
		}
		clocks[t] = c
	}
	copyOf := func(t int) []int { return append([]int(nil), clock(t)...) }
	joinInto := func(m map[varKey][]int, k varKey, t int) {
		o := m[k]
		c := clock(t)
		if len(o) < len(c) {
			o = append(o, make([]int, len(c)-len(o))...)
		}
		for i, x := range c {
			o[i] = max(o[i], x)
		}
		m[k] = o
	}
	hb := func(e epoch, t int) bool { // e happened before thread t's now
		c := clock(t)
		return e.t < len(c) && c[e.t] >= e.c
	}
	started, ended := map[vm.ObjectID][]int{}, map[vm.ObjectID][]int{}
	released, initialized := map[vm.ObjectID][]int{}, map[vm.ObjectID][]int{}
	permits := map[varKey][]int{}   // by the unparked thread's object
	parked := map[int]vm.ObjectID{} // threads whose park has not returned
	volatiles := map[varKey][]int{}
	vars := map[varKey]*varState{}
	seen := map[[2]vm.Access]bool{}
	var wide []vm.Access // wideBytes' of an event
	var keyBuf []varKey  // the variables an event accesses
	var out []Race
	report := func(a, b vm.Access) {
		ka, kb := a, b
		ka.Thread, kb.Thread, ka.Obj, kb.Obj, ka.Index, kb.Index = 0, 0, vm.ObjectID{}, vm.ObjectID{}, 0, 0
		if seen[[2]vm.Access{ka, kb}] || seen[[2]vm.Access{kb, ka}] {
			return
		}
		seen[[2]vm.Access{ka, kb}] = true
		out = append(out, Race{a, b})
	}
	for i := range evs {
		e := &evs[i]
		t := e.Thread
		k := varKey{obj: e.Obj, hasObj: e.HasObj, field: e.Field}
		if e.Kind == vm.KArrayRead || e.Kind == vm.KArrayWrite {
			k.index = e.Index
		}
		if o, ok := parked[t]; ok && e.Kind != vm.KPark {
			// t's park has returned: after the unparks before it.
			join(t, permits[varKey{obj: o, hasObj: true}])
			delete(parked, t)
		}
		switch e.Kind {
		case vm.KPark:
			parked[t] = e.Obj
		case vm.KUnpark:
			joinInto(permits, k, t)
		case vm.KStart:
			started[e.Obj] = copyOf(t)
		case vm.KThreadBegin:
			join(t, started[e.Obj])
		case vm.KThreadEnd:
			ended[e.Obj] = copyOf(t)
		case vm.KJoin:
			if c, ok := ended[e.Obj]; ok {
				join(t, c)
			}
		case vm.KLock, vm.KWakeup:
			join(t, released[e.Obj])
		case vm.KUnlock, vm.KWait:
			released[e.Obj] = copyOf(t)
		case vm.KInitDone:
			initialized[e.Obj] = copyOf(t)
		case vm.KInitUse:
			join(t, initialized[e.Obj])
		case vm.KCAS:
			join(t, volatiles[k])
			joinInto(volatiles, k, t)
		case vm.KRead, vm.KWrite, vm.KArrayRead, vm.KArrayWrite:
			write := e.Kind == vm.KWrite || e.Kind == vm.KArrayWrite
			// A wide access of a byte[] (vm.Access.Width: an Unsafe
			// getInt, a heap ByteBuffer's putLong …) is an access of each
			// of its bytes, reported as the event's own access.
			wide = wideBytes(wide[:0], &e.Access)
			keys := append(keyBuf[:0], k)
			for j := range wide {
				keys = append(keys, varKey{obj: e.Obj, hasObj: e.HasObj, field: e.Field, index: wide[j].Index})
			}
			keyBuf = keys
			if e.Volatile {
				for _, k := range keys {
					if write {
						joinInto(volatiles, k, t)
					} else {
						join(t, volatiles[k])
					}
				}
				break
			}
			if check != nil && !check(&e.Access) {
				break
			}
			for _, k := range keys {
				v := vars[k]
				if v == nil {
					v = &varState{reads: map[int]epoch{}}
					vars[k] = v
				}
				now := epoch{t, clock(t)[t], e.Access}
				if v.write != nil && v.write.t != t && !hb(*v.write, t) {
					report(v.write.a, e.Access)
				}
				if write {
					for u, r := range v.reads {
						if u != t && !hb(r, t) {
							report(r.a, e.Access)
						}
					}
					v.write = &now
					clear(v.reads)
				} else {
					v.reads[t] = now
				}
			}
		}
		clock(t)[t]++
	}
	return out
}

// EventsWithInits returns ex's events with its class-initialization
// steps (Execution.Inits) in their places, for Races: the ends of
// initializations and the uses that follow them.
func EventsWithInits(ex *Execution) []vm.Event {
	if len(ex.Inits) == 0 {
		return ex.Events
	}
	out := make([]vm.Event, 0, len(ex.Events)+len(ex.Inits))
	next := 0
	for i, a := range ex.Inits {
		out = append(out, ex.Events[next:ex.InitAt[i]]...)
		next = ex.InitAt[i]
		out = append(out, vm.Event{Access: a})
	}
	return append(out, ex.Events[next:]...)
}
