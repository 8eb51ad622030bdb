package unfold

import (
	"bytes"
	"strings"

	"weft/classfile"
	"weft/vm"
)

// LockSupport's park and unpark called by the program (not by
// java.util.concurrent's own classes, whose parks stay local to them) are
// writes of the parked thread's "#permit". A park's event is its return:
// a thread whose park blocks (the KPark event's value lacks
// vm.ParkReturns) has it fired when an unpark wakes it (the KUnpark
// event's value is 1), right after that unpark's, or, woken otherwise (an
// interrupt, its deadline, an unpark of the JDK's), before its next event.
// So on the permit's chain (the writes of "#permit" in a configuration are
// a chain) a park follows the unpark that let it return, and the permit
// is there after a park exactly when the write before it on the chain is
// an unpark: an unpark leaves it (or hands it to the parked thread, whose
// return then follows), a park takes it. Before, parks and unparks were
// local, and a target after a park that no unpark had released was not
// reached by the run scheduled for it (examples/parkhandoff's fixed
// variant: 2 missed targets with either unfolding).

// lockSupport is the class whose park and unpark the program calls.
const lockSupport = "java/util/concurrent/locks/LockSupport"

// parkWait is a park that blocked, whose event waits for its return.
type parkWait struct {
	vt  int         // the VM's thread
	obj vm.ObjectID // its thread object (the unpark's)
	t   int         // the model's thread
	o   op
}

// direct reports whether park or unpark a is the program's call of
// LockSupport's: the program's innermost frame (a.User) invokes it.
// The answer is kept by site.
func (s *scheduler) direct(a *vm.Access) bool {
	if a.Site.Class != lockSupport {
		return false
	}
	return s.lsCall(a.User)
}

// lsCall reports whether the program's instruction at site invokes a
// method of LockSupport. The answer is kept by site.
func (s *scheduler) lsCall(site classfile.Site) bool {
	n := s.n
	if d, ok := n.lsCalls[site]; ok {
		return d
	}
	d := invokes(s.x.Program.Classes(), site, lockSupport)
	if n.lsCalls == nil {
		n.lsCalls = map[classfile.Site]bool{}
	}
	n.lsCalls[site] = d
	return d
}

// invokes reports whether the instruction at site invokes a static
// method of class.
func invokes(cp *classfile.ClassPath, site classfile.Site, class string) bool {
	in, ref, ok := invokeAt(cp, site)
	return ok && in.Op == classfile.INVOKESTATIC && ref.Class == class
}

// invokeAt decodes the program's instruction at site and, for an invoke,
// the method it names (ref; the zero MemberRef for another instruction).
// ok is false where it cannot tell: no class path, or the class, the
// method, its code or the instruction not found.
func invokeAt(cp *classfile.ClassPath, site classfile.Site) (in classfile.Instruction, ref classfile.MemberRef, ok bool) {
	if cp == nil || site.Class == "" {
		return in, ref, false
	}
	cf, err := cp.Lookup(site.Class)
	if err != nil || cf == nil {
		return in, ref, false
	}
	i := strings.IndexByte(site.Method, '(')
	if i < 0 {
		return in, ref, false
	}
	m := cf.Method(site.Method[:i], site.Method[i:])
	if m == nil || m.Code == nil {
		return in, ref, false
	}
	in, err = classfile.DecodeAt(m.Code.Bytecode, site.PC)
	if err != nil {
		return in, ref, false
	}
	switch in.Op {
	case classfile.INVOKESTATIC, classfile.INVOKEVIRTUAL, classfile.INVOKESPECIAL, classfile.INVOKEINTERFACE:
		ref = cf.CP.Ref(uint16(in.Index))
	}
	return in, ref, true
}

// parkOp is the op of a park whose event has value val: a write of the thread's permit
// that needs the permit unless the park has a deadline.
func parkOp(val uint64) op {
	return op{kind: opWrite, wake: true, timed: val&vm.ParkTimed != 0}
}

// isPark reports whether o is a park's return.
func isPark(o *op) bool { return o.kind == opWrite && o.wake }

// firePark fires the event of blocked park w, which returns.
func (s *scheduler) firePark(w parkWait) {
	c := s.m.threadCond(w.t)
	if c.terminal {
		return
	}
	e := s.event(w.t, w.o)
	if !s.m.enabled(e) {
		return
	}
	s.n.insert(e)
	s.m.fire(e)
}

// resumed fires the event of VM thread vt's blocked park, if it has one:
// the thread runs again.
func (s *scheduler) resumed(vt int) {
	for i, w := range s.parks {
		if w.vt == vt {
			s.parks = append(s.parks[:i], s.parks[i+1:]...)
			s.firePark(w)
			return
		}
	}
}

// unparked fires the event of the blocked park of thread object obj,
// which an unpark woke.
func (s *scheduler) unparked(obj vm.ObjectID) {
	for _, w := range s.parks {
		if w.obj == obj {
			s.resumed(w.vt)
			return
		}
	}
}

// permitted reports whether extension e, if it is an untimed park's
// return, can happen: the write before it on its permit's chain (the
// producer of its preset's "#permit" condition) is an unpark. Without the
// permit no run performs e (the parked thread is not enabled before an
// unpark, and its return then follows that unpark), and the run
// scheduled for it went another way (Stats.Missed). An interrupt lets a
// park return without the permit, with no event in its past: once a run
// interrupted a thread, the parks left out here count as missed targets
// at the end (unpermittedMissed).
func permitted(e *event) bool {
	if !isPark(&e.op) || e.op.timed {
		return true
	}
	if len(e.vpre) == 0 || e.vpre[0].kind != cVar {
		return true
	}
	// A write's first preset condition is the variable's (its family,
	// with place replication), produced by the write before it; none for
	// the initial permit, which is not there.
	w := e.vpre[0].prod
	return w != nil && w.op.kind == opWrite && !w.op.wake && !w.op.reset
}

// An unpark of a thread not yet started has no effect (HotSpot's, the
// VM's: a KUnpark of value 0), so the thread parks for good if the unpark
// comes before its start and not if it comes after (UnparkStart in
// testdata). Where the program calls LockSupport.unpark, a start is
// preceded by a write of the started thread's permit by its starter, a
// reset that leaves no permit: the start and an unpark of that thread are
// then on the permit's chain in one order or the other, and a park after
// the reset and no unpark is not permitted. The two events come from the
// one VM step of the start, the reset first, so no event of the child
// comes between them. Before, a start and an unpark were events on two
// variables (the thread's start is no variable's): unfold found
// UnparkStart's lost unpark nowhere and called its unfolding exhausted
// after 1 test.

// startReset is the op of the permit reset before start a.
func (s *scheduler) startReset(a *vm.Access) op {
	return op{kind: opWrite, reset: true, k: s.n.keyOf(vkey{obj: a.Obj, hasObj: true, field: "#permit", index: -1})}
}

// programCalls reports whether a class of the program (its directories
// and jars, not the JDK) refers to LockSupport's unpark, whether one
// names Thread's getState or isAlive (life.go), whether one refers to
// LockSupport's getBlocker (cond.go's blockerEvent), and whether one
// names getState: a quick look at the class files' bytes, their
// constant pools' names, in one pass.
func programCalls(cp *classfile.ClassPath) (unpark, life, blocker, state bool) {
	if cp == nil {
		return false, false, false, false
	}
	for _, src := range cp.ProgramSources() {
		for _, name := range src.Names() {
			b, _, ok, err := src.Find(name)
			if err != nil || !ok {
				continue
			}
			ls := bytes.Contains(b, []byte(lockSupport))
			unpark = unpark || ls && bytes.Contains(b, []byte("unpark"))
			st := bytes.Contains(b, []byte("getState"))
			state = state || st
			life = life || st || bytes.Contains(b, []byte("isAlive"))
			blocker = blocker || ls && bytes.Contains(b, []byte("getBlocker"))
			if unpark && life && blocker && state {
				return true, true, true, true
			}
		}
	}
	return unpark, life, blocker, state
}

// unpermittedMissed is how many of the parks permitted left out count
// as missed targets: all of them once a run interrupted a thread.
func (n *net) unpermittedMissed() int {
	if n.interrupted {
		return len(n.unpermitted)
	}
	return 0
}
