package explore

// PCT, probabilistic concurrency testing (Burckhardt, Kothari, Musuvathi,
// Nagarakatte, ASPLOS 2010): threads get random priorities, the highest
// priority enabled thread always runs, and at d−1 random steps (the
// priority change points) the running thread drops below every initial
// priority. One run finds a bug of depth d with probability at least
// 1/(n·k^(d−1)) for n threads and k steps.

import (
	"math/rand"
	"sort"

	"weft/vm"
)

// PCT is the PCT strategy with bug depth Depth (default 3).
type PCT struct {
	Seed  int64
	Depth int
}

// Name implements Strategy.
func (*PCT) Name() string { return "pct" }

// CoversInitOrder implements InitOrderCoverer: pct claims to have covered
// its search space only when no point had a choice, when no thread ran
// beside another (the start of a thread is a point with a choice).
func (*PCT) CoversInitOrder() bool { return true }

// ChoosesTime implements TimeChooser: with Explorer.FreeTime a
// time-passes choice is one more choice at the point.
func (*PCT) ChoosesTime() bool { return true }

// CoversEnd implements EndCoverer: as for CoversInitOrder, pct claims
// coverage only of a run in which no thread ran beside another.
func (*PCT) CoversEnd() bool { return true }

// Explore implements Strategy. Threads are created dynamically, so each
// gets its random initial priority when it is first enabled; k, the number
// of steps, is estimated as the longest run so far.
func (s *PCT) Explore(x *Explorer) (*Execution, error) {
	x.NotifyChoice = true
	d := s.Depth
	if d <= 0 {
		d = 3
	}
	rng := rand.New(rand.NewSource(s.Seed))
	k := int64(100)
	for {
		sch := newPCTScheduler(x, rng, d, k)
		states := x.Counters.States // a point with a choice adds one
		exec, err := x.Execute(sch)
		if err != nil {
			return nil, err
		}
		if exec.Bug != nil {
			return exec, nil
		}
		if x.Counters.States == states {
			// No point had a choice: every run is this one (see Random).
			return nil, nil
		}
		if sch.steps > k {
			k = sch.steps
		}
	}
}

// NewPCTRun returns the scheduler of one PCT run of bug depth d over
// an estimated k steps, its priorities and change points drawn from rng,
// as PCT's runs are (vsched's portfolio interleaves such runs with its
// own). Steps tells the run's steps once it has run. Its points are not
// counted as states (vsched counts its bpts), and it is a sample beside
// the search (sampleRun): a bound of the budget that cuts it off does not
// make the search incomplete, as the run never decides what the search
// covered.
func NewPCTRun(x *Explorer, rng *rand.Rand, d int, k int64) interface {
	vm.Scheduler
	Steps() int64
} {
	sch := newPCTScheduler(x, rng, d, k)
	sch.noStates = true
	return sch
}

func newPCTScheduler(x *Explorer, rng *rand.Rand, d int, k int64) *pctScheduler {
	sch := &pctScheduler{x: x, rng: rng, d: d, prio: map[int]float64{}, change: map[int64]int{}}
	for j := 1; j < d; j++ {
		sch.change[1+rng.Int63n(k)] = j
	}
	return sch
}

// sample implements sampler: a run of NewPCTRun is one.
func (s *pctScheduler) sample() bool { return s.noStates }

// sampler is a scheduler whose runs may be samples beside a search (a PCT
// run of vsched's portfolio) rather than part of what it covers.
type sampler interface{ sample() bool }

// sampleRun reports whether s's run is a sample beside the search: an
// execution cut off at a bound then leaves the search complete
// (Explorer.noteBound).
func sampleRun(s vm.Scheduler) bool {
	sm, ok := s.(sampler)
	return ok && sm.sample()
}

// Steps is the number of scheduling points the run has passed.
func (s *pctScheduler) Steps() int64 { return s.steps }

type pctScheduler struct {
	x        *Explorer
	rng      *rand.Rand
	d        int
	prio     map[int]float64 // thread → priority; initial ones are in [d, d+1)
	change   map[int64]int   // step → index j of the change point (priority j)
	steps    int64
	spin     spinGuard
	noStates bool // its points are not counted in Counters.States
}

func (s *pctScheduler) Choose(p *vm.Point) int {
	if len(p.Enabled) > 1 && !s.noStates {
		s.x.AddStates(1)
	}
	s.steps++
	// New threads in id order, so that a run is a function of the seed.
	var fresh []int
	for _, c := range p.Enabled {
		if _, ok := s.prio[c.Thread]; !ok {
			fresh = append(fresh, c.Thread)
		}
	}
	sort.Ints(fresh)
	for _, t := range fresh {
		s.prio[t] = float64(s.d) + s.rng.Float64()
	}
	if s.spin.spinning(p) {
		// A thread spinning while others wait drops below every
		// priority, as at a change point.
		low := 0.0
		for _, q := range s.prio {
			low = min(low, q)
		}
		s.prio[p.Current] = low - 1
	}
	best := 0
	for i, c := range p.Enabled {
		if s.prio[c.Thread] > s.prio[p.Enabled[best].Thread] {
			best = i
		}
	}
	if j, ok := s.change[s.steps]; ok {
		s.prio[p.Enabled[best].Thread] = float64(j)
	}
	return best
}
