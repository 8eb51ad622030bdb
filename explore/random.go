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

// CoversInitOrder implements InitOrderCoverer: random never claims to
// have covered a search space.
func (*Random) CoversInitOrder() bool { return true }

// ChoosesTime implements TimeChooser: with Explorer.FreeTime a
// time-passes choice is one more choice at the point.
func (*Random) ChoosesTime() bool { return true }

// CoversEnd implements EndCoverer: random never claims to have covered its search space.
func (*Random) CoversEnd() bool { return true }

// Explore implements Strategy. It never covers a search space: it runs
// until a bug or the end of the budget.
func (s *Random) Explore(x *Explorer) (*Execution, error) {
	x.NotifyChoice = true
	seeds := rand.New(rand.NewSource(s.Seed))
	for {
		sch := &randomScheduler{x: x, rng: rand.New(rand.NewSource(seeds.Int63()))}
		exec, err := x.Execute(sch)
		if err != nil {
			return nil, err
		}
		if exec.Bug != nil {
			return exec, nil
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
