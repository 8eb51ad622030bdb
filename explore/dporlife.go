package explore

import (
	"bytes"
	"slices"

	"weft/classfile"
	"weft/vm"
)

// A thread's state as Thread.getState() shows it (RUNNABLE, WAITING,
// TIMED_WAITING, BLOCKED) is a variable of its own for dpor, the
// pseudo-field lifeField of the thread object: the program's look at a
// thread's state (the VM's KJoin at the program's own call of getState,
// a.Site == a.User, Index vm.LookState) reads it, and the operations that change the
// state write it: the thread's own park, wait, sleep (or yield), wakeup
// from a wait (its monitor taken back) and time-passes step, and an
// unpark of it by any thread. A thread's join of another is a wait on
// that thread's object, a wait. The look's own key (the thread object's
// monitor) orders it only with the thread's start and end; without these
// accesses dpor called a program that throws when it sees a started
// thread WAITING exhausted after 4 executions (StateRace). Only where the
// program calls getState (lifeLooks): isAlive sees only a start and an
// end.
//
// A thread that blocks entering a monitor another thread holds (the VM
// blocks it with no event) writes its life at that step and at the step
// that takes the monitor (blockStep); dpor, which otherwise does not
// choose such a step (lockTracker), offers it last (blockers), and a
// pending monitor entry races with the looks at its thread (blockWrite).
// A look can come after the holder released the monitor (the thread is
// BLOCKED until it is scheduled and takes it), where blockers offered
// nothing if no look had been seen yet: once one has, the thread's entry
// races with the latest release of the monitor by another thread too,
// before which it would block (entryBlocks), and dpor offers it there
// (offerBlocked; LateLook: exhausted after 4 executions before). The
// first look at a thread in the search races the thread's entries of
// that run before it so too (lateLook).
//
// A notify that moves a waiting thread from WAITING to BLOCKED (it must
// take the monitor back) writes that thread's life too (notifyLife): the
// event names the monitor, not the thread, so dpor follows the threads
// waiting on each monitor from the events. So does an interrupt of a
// thread (Thread.interrupt's write of its volatile interrupted, in whose
// step interrupt0 moves a waiter from WAITING to BLOCKED, a sleeping or
// parked thread to RUNNABLE, with no event of its own); an interrupted
// waiter is no longer one a notify wakes (InterruptWaiter: t1 interrupted,
// a notify then woke t2 while dpor wrote t1's life, and it called the
// program exhausted after 492 executions).
//
// The main thread's object is made at boot, and no event names it as
// main's: dpor asks the VM for it (mainObject). Without it, a look at
// main's state and main's wait were independent, and dpor called
// WaitLook (u spins until main is WAITING, then looks at t) exhausted
// after 26 executions.
const lifeField = "<life>"

// interruptedField is Thread's volatile interrupt status, which
// Thread.interrupt writes before its interrupt0.
const interruptedField = "java/lang/Thread.interrupted"

// threadStateDesc is the descriptor of Thread.getState.
const threadStateDesc = "()Ljava/lang/Thread$State;"

// lifeLooks reports whether a class of the program (its directories and
// jars, not the JDK) calls Thread.getState: a method reference (a
// Methodref, or one a method handle or lambda uses) named getState of
// descriptor threadStateDesc, of Thread or a subclass. An
// AbstractQueuedSynchronizer's getState (()I) is not one (before, any
// class file that named getState turned the life accesses on). A class
// file that does not parse counts as one.
func lifeLooks(cp *classfile.ClassPath) bool {
	if cp == nil {
		return false
	}
	for _, src := range cp.ProgramSources() {
		for _, name := range src.Names() {
			b, _, ok, err := src.Find(name)
			if err != nil || !ok || !bytes.Contains(b, []byte(threadStateDesc)) || !bytes.Contains(b, []byte("getState")) {
				continue
			}
			if callsGetState(b, name) {
				return true
			}
		}
	}
	return false
}

// callsGetState reports whether class file b refers to a method
// getState of descriptor threadStateDesc (true if it does not parse).
func callsGetState(b []byte, name string) bool {
	cf, err := classfile.Parse(b, name)
	if err != nil {
		return true
	}
	for i, c := range cf.CP {
		if c.Tag == classfile.TagMethodref || c.Tag == classfile.TagInterfaceMethodref {
			if r := cf.CP.Ref(uint16(i)); r.Name == "getState" && r.Desc == threadStateDesc {
				return true
			}
		}
	}
	return false
}

// mainObject records the main thread's Thread object (objOf[0]), which
// no event names as main's (the other threads' from their KThreadBegin).
func (s *dporScheduler) mainObject() {
	if _, ok := s.objOf[0]; ok {
		return
	}
	if o, ok := s.x.ThreadObject(0); ok {
		s.objOf[0] = o
	}
}

// lifeAccess returns the access of a thread's life (lifeField) that event
// e makes, if it makes one: a read by a look at the thread, a write by an
// operation that changes the thread's state. objOf maps a thread to its
// Thread object, from its first step (the main thread has none).
func lifeAccess(e *vm.Access, objOf map[int]vm.ObjectID) (vm.Access, bool) {
	a := vm.Access{Thread: e.Thread, Field: lifeField, HasObj: true, Site: e.Site, User: e.User, Pos: e.Pos}
	switch e.Kind {
	case vm.KJoin:
		if !e.HasObj || e.Site != e.User || e.Index != vm.LookState {
			return a, false // isAlive's, Thread.join's: they see the start and end alone
		}
		a.Kind, a.Obj = vm.KRead, e.Obj
		return a, true
	case vm.KUnpark:
		if !e.HasObj {
			return a, false
		}
		a.Kind, a.Obj = vm.KWrite, e.Obj
		return a, true
	case vm.KPark, vm.KWait, vm.KSleep, vm.KWakeup, vm.KTimeout:
		o, ok := objOf[e.Thread]
		if !ok {
			return a, false
		}
		a.Kind, a.Obj = vm.KWrite, o
		return a, true
	}
	return a, false
}

// blockers appends to ks, the indexes of p's enabled threads dpor may
// choose, those whose choice would only block them on a monitor another
// thread holds (lockTracker), last, if a getState looked at the thread
// in one of the search's runs (looked): such a step makes the thread
// BLOCKED, which the look can see. (Offered for every thread, they
// cost SpinAlive's fixed variant, whose workers take a lock and whose
// classes share a directory with StateRace, its exhaustion in 300
// executions.)
func (s *dporScheduler) blockers(p *vm.Point, ks []int) []int {
	for i := range p.Enabled {
		c := &p.Enabled[i]
		if o, ok := s.objOf[c.Thread]; ok && s.looked[o] && s.locks.wouldBlock(c) && !slices.Contains(ks, i) {
			ks = append(ks, i)
		}
	}
	return ks
}

// blockWrite returns, for thread p's pending operation a, its write of
// p's life if a enters a monitor (lifeLooks): such a step blocks p if
// another thread holds the monitor then, so it races with the looks at p
// that its thread's clock does not order, even where it was free (in the
// run, the step that took the monitor is ordered after the looks of the
// thread that held it by the monitor itself).
func (s *dporScheduler) blockWrite(p int, a *vm.Access) (vm.Access, bool) {
	if !s.lifeLooks || a.Kind != vm.KLock {
		return vm.Access{}, false
	}
	o, ok := s.objOf[p]
	if !ok {
		return vm.Access{}, false
	}
	return vm.Access{Thread: p, Kind: vm.KWrite, Obj: o, HasObj: true, Field: lifeField, Site: a.Site, User: a.User, Pos: a.Pos}, true
}

// blockStep adds to step st, whose events are in, its write of its
// thread's life if the step blocked the thread on a monitor (it was to
// enter one and did not: the VM blocks it with no event), or took the
// monitor its last step blocked on: its state went to BLOCKED or back.
// (The lockTracker, which keeps dpor from choosing such a step, does not
// know the monitors taken before the first start.)
func (s *dporScheduler) blockStep(st *step) {
	if len(st.accesses) == 0 || st.accesses[0].Kind != vm.KLock {
		return
	}
	a := &st.accesses[0]
	switch {
	case !s.emitted:
		s.blocked[st.thread] = true
	case s.blocked[st.thread]:
		delete(s.blocked, st.thread)
	default:
		return
	}
	if o, ok := s.objOf[st.thread]; ok {
		st.accesses = append(st.accesses, vm.Access{Thread: st.thread, Kind: vm.KWrite, Obj: o, HasObj: true, Field: lifeField,
			Site: a.Site, User: a.User, Pos: a.Pos})
	}
}

// notifyLife follows the threads waiting on each monitor (s.waiters,
// from their waits to their wakeups or interrupts) and appends to accs,
// for a notify e, its write of the life of the thread it wakes (the one
// its choice chose; without a choice, of every listed waiter, the
// longest waiting leaving the list, as the VM's wakeWaiters wakes it)
// and, for a notifyAll or a thread's end (which wakes the threads
// joining it, waiting on its object), of every waiting thread's: each
// goes from WAITING to BLOCKED until it has its monitor back, which a
// look can see, and an interrupt of it then does not wake it
// (JoinInterrupt). For an interrupt of a thread (a write of its interruptedField),
// its write of the thread's life; a waiter leaves the list.
func (s *dporScheduler) notifyLife(accs []vm.Access, e *vm.Access) []vm.Access {
	if !e.HasObj {
		return accs
	}
	ws := s.waiters[e.Obj]
	switch e.Kind {
	case vm.KWrite:
		if e.Field != interruptedField || !e.Volatile {
			return accs
		}
		// An interrupt (or a clear of the status: written too, which
		// costs only an order more): the thread's state changes if it
		// waits, sleeps or is parked; a waiter must take its monitor
		// back, and a later notify does not wake it.
		accs = append(accs, vm.Access{Thread: e.Thread, Kind: vm.KWrite, Obj: e.Obj, HasObj: true, Field: lifeField,
			Site: e.Site, User: e.User, Pos: e.Pos})
		for t, o := range s.objOf {
			if o != e.Obj {
				continue
			}
			for m, ws := range s.waiters {
				if k := slices.Index(ws, t); k >= 0 {
					s.waiters[m] = slices.Delete(ws, k, k+1)
				}
			}
		}
		return accs
	case vm.KWait:
		if !slices.Contains(ws, e.Thread) {
			s.waiters[e.Obj] = append(ws, e.Thread)
		}
	case vm.KWakeup, vm.KTimeout:
		if k := slices.Index(ws, e.Thread); k >= 0 {
			s.waiters[e.Obj] = slices.Delete(ws, k, k+1)
		}
	case vm.KNotify, vm.KNotifyAll, vm.KThreadEnd:
		var woken []int
		switch {
		case e.Kind == vm.KNotifyAll || e.Kind == vm.KThreadEnd:
			woken, s.waiters[e.Obj] = ws, nil
		case s.woken > 0 && slices.Contains(ws, s.woken-1):
			woken = []int{s.woken - 1}
			k := slices.Index(ws, s.woken-1)
			s.waiters[e.Obj] = slices.Delete(ws, k, k+1)
		case len(ws) > 0:
			// No choice was recorded (the VM had one waiting thread, or
			// none): the VM woke the longest waiting, ws[0] if s.waiters
			// is right; every listed waiter's life is written, so that
			// an error there costs orders, not a missed one.
			woken, s.waiters[e.Obj] = ws, ws[1:]
		}
		for _, w := range woken {
			if o, ok := s.objOf[w]; ok {
				accs = append(accs, vm.Access{Thread: e.Thread, Kind: vm.KWrite, Obj: o, HasObj: true, Field: lifeField,
					Site: e.Site, User: e.User, Pos: e.Pos})
			}
		}
	}
	if e.Kind == vm.KNotify || e.Kind == vm.KNotifyAll {
		s.woken = 0
	}
	return accs
}

// entryBlocks reports whether thread p's operation a is a monitor entry
// whose blocking a look at p has seen in this search (looked): before
// the latest release of the monitor by another thread that does not
// happen before it, the entry would block p, BLOCKED until it takes the
// monitor, so it races with that release (race), which dpor otherwise
// passes over.
func (s *dporScheduler) entryBlocks(p int, a *vm.Access) bool {
	if !s.lifeLooks || a.Kind != vm.KLock {
		return false
	}
	o, ok := s.objOf[p]
	return ok && s.looked[o]
}

// noteBlockable records, at scheduling point i of this run (node n of
// point p), the threads whose monitor entry would block there and that
// n does not offer (blockers offers them only once a look at the thread
// was seen), but not one blocked already.
func (s *dporScheduler) noteBlockable(p *vm.Point, n *dporNode, i int) {
	var bs []dporThread
	for k := range p.Enabled {
		c := &p.Enabled[k]
		if s.blocked[c.Thread] || !s.locks.wouldBlock(c) || n.canRun(c.Thread) {
			continue
		}
		bs = append(bs, dporThread{thread: c.Thread, next: s.ids.of(&c.Next)})
	}
	if bs != nil {
		s.blockable[i] = bs
	} else {
		delete(s.blockable, i)
	}
}

// offerBlocked adds thread p to the backtrack set of the node of point
// i, where another thread releases the monitor p's entry would block on:
// offered there first if the node did not offer it (noteBlockable).
func (s *dporScheduler) offerBlocked(i, p int) {
	n := s.stack[i]
	if !n.canRun(p) {
		for _, c := range s.blockable[i] {
			if c.thread == p {
				n.runnable = s.runs.intern(append(slices.Clone(n.runnable), c))
				break
			}
		}
	}
	n.addBacktrack(p)
}

// lateLook races again, at the first look at thread object o in the
// search, the monitor entries its thread made in this run before the
// look, which race raced with entries alone (entryBlocks was false):
// each with the latest release of its monitor by another thread that
// does not happen before it (LateLook's sleep mode: t takes o while
// main sleeps, then main looks).
func (s *dporScheduler) lateLook(o vm.ObjectID) {
	p := -1
	for t, obj := range s.objOf {
		if obj == o {
			p = t
		}
	}
	if p < 0 {
		return
	}
	var cp vclock // p's clock before step k: its previous step's
	for k := range s.steps[:len(s.steps)-1] {
		st := &s.steps[k]
		if st.thread != p {
			continue
		}
		if a := &st.accesses[0]; a.Kind == vm.KLock && a.HasObj {
			s.releaseBefore(k, p, a, cp)
		}
		cp = st.clock
	}
}

// releaseBefore offers thread p's entry a, made at step k with clock cp
// before it, at the latest release of a's monitor by another thread
// before k, if that release does not happen before the entry.
func (s *dporScheduler) releaseBefore(k, p int, a *vm.Access, cp vclock) {
	kk, _, ok := accessKey(a)
	if !ok {
		return
	}
	kc := s.keys[kk]
	if kc == nil {
		return
	}
	for h := len(kc.hist) - 1; h >= 0; h-- {
		e := kc.hist[h]
		q := s.steps[e.step].thread
		if e.step >= k || q == p || !e.rel {
			continue
		}
		if cp.get(q) < e.step+1 {
			s.offerBlocked(e.step, p)
		}
		return
	}
}
