package explore

// JPF-like depth-first search over every scheduling point: the baseline the
// value-schedule thesis compares against (seeds/003, chapter 6). Stateless:
// each branch is reached by re-running the program from its initial state
// along the stored prefix of decisions. With a canonical state hash from
// the VM (Explorer.StateHash), a scheduling point whose state was seen
// before is not expanded again (state matching).

import (
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"slices"

	"weft/vm"
)

// DFS is the depth-first search strategy.
type DFS struct{}

// Name implements Strategy.
func (*DFS) Name() string { return "dfs" }

// CoversInitOrder implements InitOrderCoverer: dfs runs every thread at
// every scheduling point, so every order of the steps in which threads
// start initializing classes.
func (*DFS) CoversInitOrder() bool { return true }

// ChoosesTime implements TimeChooser: with Explorer.FreeTime a
// time-passes choice is one more choice at the point.
func (*DFS) ChoosesTime() bool { return true }

// CoversEnd implements EndCoverer: dfs runs every thread able to run at every scheduling point, before the end too.
func (*DFS) CoversEnd() bool { return true }

// dfsNode is a scheduling point on the current path: the threads that can
// run there, in the order they are tried, and the one being tried.
type dfsNode struct {
	threads []int
	next    int
}

// Explore implements Strategy.
func (*DFS) Explore(x *Explorer) (*Execution, error) {
	x.NotifyChoice = true
	x.CanonicalFrames = true
	var stack []*dfsNode
	seen := map[uint64]bool{}
	looks := lifeLooks(x.Program.Classes())
	for {
		sch := &dfsScheduler{x: x, stack: stack, seen: seen, locks: newLockTracker(), looks: looks}
		exec, err := x.Execute(sch)
		if err != nil {
			return nil, err
		}
		if sch.err != nil {
			return nil, sch.err
		}
		if exec.Bug != nil {
			return exec, nil
		}
		stack = sch.stack
		for len(stack) > 0 {
			top := stack[len(stack)-1]
			if top.next++; top.next < len(top.threads) {
				break
			}
			stack = stack[:len(stack)-1]
		}
		if len(stack) == 0 {
			return nil, nil
		}
	}
}

type dfsScheduler struct {
	x     *Explorer
	stack []*dfsNode
	depth int
	seen  map[uint64]bool
	locks *lockTracker
	spin  spinGuard
	err   error
	// looks: the program calls Thread.getState (lifeLooks), which can
	// see a thread BLOCKED at a monitor entry: dfs then also tries, last,
	// the steps that would only block their thread (blockingLast).
	looks bool
}

func (s *dfsScheduler) Choose(p *vm.Point) int {
	s.locks.update(s.x.Events())
	if s.depth < len(s.stack) {
		n := s.stack[s.depth]
		s.depth++
		want := n.threads[n.next]
		for i, c := range p.Enabled {
			if c.Thread == want {
				return i
			}
		}
		s.err = fmt.Errorf("BUG: explore: the VM is not deterministic: thread %d is not enabled at scheduling point %d on replay", want, s.depth)
		s.x.Cut("nondeterministic replay")
	}
	if h, ok := s.x.StateHash(); ok {
		h = withPending(h, p)
		if s.seen[h] {
			s.x.Cut("state matched")
		}
		s.seen[h] = true
	}
	idx := s.locks.runnable(p, &s.spin)
	if s.looks {
		idx = blockingLast(p, s.locks, idx)
	}
	n := &dfsNode{}
	for _, i := range idx {
		n.threads = append(n.threads, p.Enabled[i].Thread)
	}
	if len(n.threads) > 1 {
		s.x.AddStates(1)
	}
	s.stack = append(s.stack, n)
	s.depth++
	return idx[0]
}

// withPending mixes the enabled threads' pending operations into a state
// hash. The VM's hash is of the heap and the threads' frames, and a thread
// stopped at a scheduling point that is not an operation (the yield after
// Thread.start) has the same frames as once it has moved on to its next
// operation: without the pending operations, that step would look like a
// cycle back to the same state and the operation after it would never be
// tried.
func withPending(h uint64, p *vm.Point) uint64 {
	f := fnv.New64a()
	var buf [8]byte
	binary.LittleEndian.PutUint64(buf[:], h)
	f.Write(buf[:])
	for _, c := range p.Enabled {
		binary.LittleEndian.PutUint64(buf[:], uint64(c.Thread)<<8|uint64(c.Next.Kind))
		f.Write(buf[:])
		f.Write([]byte(c.Next.Site.Class + "." + c.Next.Site.Method))
		binary.LittleEndian.PutUint64(buf[:], uint64(c.Next.Site.PC))
		f.Write(buf[:])
	}
	return f.Sum64()
}

// blockingLast appends to idx the enabled threads of p whose choice
// would only block them on a monitor another thread holds (which
// lockTracker.runnable leaves out): such a step makes its thread
// BLOCKED, which a getState can see, until it is granted the monitor
// (WaitLook, JdkLook: dfs called both exhausted without them).
func blockingLast(p *vm.Point, l *lockTracker, idx []int) []int {
	for i := range p.Enabled {
		if l.wouldBlock(&p.Enabled[i]) && !slices.Contains(idx, i) {
			idx = append(idx, i)
		}
	}
	return idx
}
