package unfold

import (
	"weft/explore"
	"weft/vm"
)

// The free choices of a test run: once no event of the run's schedule
// can fire, the scheduler lets a thread that was started but has not
// begun take its first steps (beginFirst), and otherwise keeps the
// current thread running, else runs the lowest enabled one (a run is any maximal run that extends the
// target's past: which one does not matter to the search's
// completeness). Keeping the current thread starves the others where it
// spins: a worker waiting at a barrier for another that never runs
// (explore/testdata/SpinYield) spun until the run was cut at the
// budget's bound on scheduling points, and its one run was all the
// search made. So, at a free choice, the current thread gives way to
// another enabled one (the next in id order, round robin) where
//
//   - it called Thread.yield (vm.Point.Yield), or
//   - it has gone on through giveWayAfter free choices in a row while
//     another thread could run (a spin on nothing whose state changes,
//     say a counted one, or a long computation),
//
// and a thread waiting at a self-loop (a read-only spin that returned to
// the state it started from: explore.SpinWaits, dpor's spin reduction)
// runs only if no other can, until another thread writes what it read.
// The choices depend on the run alone, so they are deterministic, and
// the trace records them as every decision: replay follows them.
type fair struct {
	spin *explore.SpinWaits
	// the thread chosen last and the free choices in a row that kept it
	// while another could run
	streakThread, streak int
	cand                 []int // scratch: indexes into the point's Enabled
	// back is the VM's thread to go back to after a begin (beginFirst;
	// -1: none).
	back int
}

// noBeginFirst turns beginFirst off (tests).
var noBeginFirst bool

// giveWayAfter is how many free choices in a row a thread keeps running
// while another could run before it gives way. No free choice of suite
// B's explorations reaches it (Stats.GaveWay is 0 there).
var giveWayAfter = 10000

// free makes a free choice at p (see fair). Stats.GaveWay counts those
// that differ from keeping the current thread, else the lowest.
func (s *scheduler) free(p *vm.Point) int {
	s.cand = s.cand[:0]
	keep := -1
	for k := range p.Enabled {
		if !s.wouldBlock(&p.Enabled[k]) && !p.Enabled[k].Timeout {
			s.cand = append(s.cand, k)
			if p.Enabled[k].Thread == p.Current {
				keep = k
			}
		}
	}
	if len(s.cand) == 0 {
		return 0
	}
	if keep < 0 {
		keep = s.cand[0]
	}
	if k, ok := s.beginFirst(p, keep); ok {
		return k
	}
	if k, ok := s.blockerFirst(p, keep); ok {
		s.u.Stats.GaveWay++
		return k
	}
	k := s.fairChoice(p)
	if k != keep {
		s.u.Stats.GaveWay++
	}
	return k
}

// fairChoice chooses among s.cand (see fair). The spin detection sees
// only the points where the choice matters (it catches up on the events
// in between): the scheduled part of a run costs it nothing.
func (s *scheduler) fairChoice(p *vm.Point) int {
	if len(s.cand) < 2 {
		return s.cand[0]
	}
	s.spin.Update(p)
	s.cand = s.spin.Filter(p, s.cand)
	for i, k := range s.cand {
		if p.Enabled[k].Thread != p.Current {
			continue
		}
		if len(s.cand) == 1 {
			return k
		}
		if s.streak++; p.Yield || s.streak >= giveWayAfter {
			return s.cand[(i+1)%len(s.cand)]
		}
		return k
	}
	return s.cand[0]
}

// ran records the thread chosen at a point.
func (s *scheduler) ran(t int) {
	s.spin.Ran(t)
	if t != s.streakThread {
		s.streakThread, s.streak = t, 0
	}
}

// beginFirst lets a thread that was started but has not begun take its
// first steps at a free choice, up to its first visible operation, and
// then goes back to the thread that ran before (keep, ok false when
// there is none of either). A begin is local to the model, so the run
// stays one that extends the target's past; but the thread's next
// operation is then known (learn) and has its extensions. Before, a
// thread that the program never waited for, say the common pool's
// worker that a parallel stream's forEach signals while main does every
// part itself (ParForEach), began only when every other thread blocked
// or ended, and a daemon never did: its operations had no event and the
// exploration made one test.
func (s *scheduler) beginFirst(p *vm.Point, keep int) (int, bool) {
	if noBeginFirst {
		return 0, false
	}
	if b := s.back; b >= 0 {
		s.back = -1
		for _, k := range s.cand {
			if p.Enabled[k].Thread == b && p.Current != b {
				return k, true
			}
		}
	}
	for _, k := range s.cand {
		if p.Enabled[k].Next.Kind == vm.KThreadBegin && k != keep {
			s.back = p.Enabled[keep].Thread
			return k, true
		}
	}
	return 0, false
}

// blockerFirst gives way, at a free choice where the current thread's
// next step reads another thread's park blocker (LockSupport.getBlocker),
// to that thread if it can run: it goes on (the current thread is kept
// at the choices after) until it blocks or ends, so the read sees the
// blocker of a thread that parked where it could. The blocker's writes
// are local to the model (cond.go: a read of one counts a missed target),
// and a thread that has not blocked yet has no event that a target could
// order before the read, so no run read a set blocker unless the free
// choices made one. Before, BlockerRead's main read its thread's blocker
// before the thread tried the lock main held, in every run, and unfold
// made 1 test without the bug (dpor finds it in 4 executions). The
// other order, the read before the thread parks, is a target where the
// park is the program's own (cond.go's blockerEvent: its blocker writes
// are events); before a lock of the JDK's, whose park writes the blocker
// only if it blocks, it is still no target (the read counts a missed
// target, so such an exploration is not called complete).
func (s *scheduler) blockerFirst(p *vm.Point, keep int) (int, bool) {
	a := &p.Enabled[keep].Next
	if p.Enabled[keep].Thread != p.Current || a.Kind != vm.KRead || a.Field != parkBlocker || !a.HasObj {
		return 0, false
	}
	t, ok := s.n.objThread[a.Obj]
	if !ok {
		return 0, false
	}
	vt := s.vmThread(t)
	for _, k := range s.cand {
		if p.Enabled[k].Thread == vt && vt != p.Current {
			return k, true
		}
	}
	return 0, false
}
