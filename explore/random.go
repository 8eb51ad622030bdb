package explore

import (
	"math/rand"

	"weft/vm"
)

// Random runs the program again and again, each time choosing uniformly
// among the enabled threads at every scheduling point, with a seeded
// generator. Every scheduling point counts as a state.
type Random struct{ Seed int64 }

// Name implements Strategy.
func (*Random) Name() string { return "random" }

// CoversInitOrder implements InitOrderCoverer: random claims to have covered
// its search space only when no point had a choice, when no thread ran
// beside another (the start of a thread is a point with a choice).
func (*Random) CoversInitOrder() bool { return true }

// ChoosesTime implements TimeChooser: with Explorer.FreeTime a
// time-passes choice is one more choice at the point.
func (*Random) ChoosesTime() bool { return true }

// CoversEnd implements EndCoverer: as for CoversInitOrder, random claims
// coverage only of a run in which no thread ran beside another.
func (*Random) CoversEnd() bool { return true }

// Explore implements Strategy. It runs until a bug or the end of the
// budget, except when its first execution had no choice to make (a
// single-threaded program): a run is a function of its decisions, so
// that execution was the only one and the search space is covered.
func (s *Random) Explore(x *Explorer) (*Execution, error) {
	x.NotifyChoice = true
	seeds := rand.New(rand.NewSource(s.Seed))
	for {
		sch := &randomScheduler{x: x, rng: rand.New(rand.NewSource(seeds.Int63()))}
		states := x.Counters.States // a point with a choice adds one
		exec, err := x.Execute(sch)
		if err != nil {
			return nil, err
		}
		if exec.Bug != nil {
			return exec, nil
		}
		if x.Counters.States == states {
			return nil, nil
		}
	}
}

type randomScheduler struct {
	x   *Explorer
	rng *rand.Rand
}

func (r *randomScheduler) Choose(p *vm.Point) int {
	if len(p.Enabled) > 1 {
		r.x.AddStates(1)
	}
	return r.rng.Intn(len(p.Enabled))
}
