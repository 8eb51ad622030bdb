package explore

import (
	"fmt"
	"math/rand"
	"os"
	"reflect"
	"testing"

	"weft/benchmarks"
	"weft/vm"
)

// hashingScheduler picks a thread at random (seeded) at each scheduling
// point, or follows a fixed prefix of decisions first, and records the
// canonical state hash there.
type hashingScheduler struct {
	x      *Explorer
	rng    *rand.Rand
	prefix []int
	hashes []uint64
}

func (s *hashingScheduler) Choose(p *vm.Point) int {
	h, _ := s.x.StateHash()
	s.hashes = append(s.hashes, h)
	if n := len(s.hashes) - 1; n < len(s.prefix) {
		for i, c := range p.Enabled {
			if c.Thread == s.prefix[n] {
				return i
			}
		}
	}
	return s.rng.Intn(len(p.Enabled))
}

// runRecord is what one run shows: the hash at every scheduling point,
// the decisions, the events and the outcome.
type runRecord struct {
	hashes    []uint64
	decisions []int
	events    []string
	outcome   string
	cut       string
}

func recordRun(t *testing.T, x *Explorer, seed int64) runRecord {
	t.Helper()
	s := &hashingScheduler{x: x, rng: rand.New(rand.NewSource(seed))}
	ex, err := x.Execute(s)
	if err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	r := runRecord{hashes: s.hashes, decisions: append([]int(nil), ex.Decisions...), cut: ex.Cut}
	for i := range ex.Events {
		e := ex.Events[i]
		r.events = append(r.events, fmt.Sprintf("%+v", e))
	}
	if ex.Outcome != nil {
		r.outcome = fmt.Sprintf("%+v", *ex.Outcome)
	}
	x.Recycle(ex)
	return r
}

// TestRestoredEqualsFresh: on each suite-A program, a VM restored from its
// snapshot before main between runs behaves and hashes exactly like a
// fresh VM that runs the same schedule: the same canonical state hash at
// every scheduling point (dfs matches states by it), the same decisions
// and events, the same outcome. The restored VM runs the schedules one
// after another, so whatever an earlier run left behind (handles, interned
// strings, class mirrors, class initialization, identity hash codes,
// counters) shows up as a difference.
func TestRestoredEqualsFresh(t *testing.T) {
	s, err := benchmarks.Load("../benchmarks")
	if err != nil {
		t.Skip(err)
	}
	runs := 12
	if testing.Short() {
		runs = 4
	}
	for _, c := range s.Filter("A") {
		if _, err := os.Stat(s.JarPath(c)); err != nil {
			t.Skipf("benchmark jars not built (benchmarks/build.sh): %v", err)
		}
		t.Run(c.Name, func(t *testing.T) {
			budget := Budget{MaxSteps: 2_000_000, MaxPoints: 5_000}
			var xs [2]*Explorer
			for i := range xs {
				p := SuiteProgram(s, c)
				t.Cleanup(func() { p.Close() })
				xs[i] = NewExplorer(p, budget)
				xs[i].NotifyChoice, xs[i].CanonicalFrames = true, true
			}
			fresh, restored := xs[0], xs[1]
			fresh.Fresh = true
			for seed := int64(1); seed <= int64(runs); seed++ {
				sameRun(t, seed, "fresh", "restored", recordRun(t, fresh, seed), recordRun(t, restored, seed))
			}
		})
	}
}

// sameRun fails the test unless runs a and b (of explorers named na and
// nb) have the same decisions, state hashes, events and outcome.
func sameRun(t *testing.T, seed int64, na, nb string, a, b runRecord) {
	t.Helper()
	if !reflect.DeepEqual(a.decisions, b.decisions) {
		t.Fatalf("seed %d: decisions differ:\n%-8s %v\n%-8s %v", seed, na, a.decisions, nb, b.decisions)
	}
	for i := range min(len(a.hashes), len(b.hashes)) {
		if a.hashes[i] != b.hashes[i] {
			t.Fatalf("seed %d: state hash differs at scheduling point %d of %d: %s %x, %s %x",
				seed, i, len(a.hashes), na, a.hashes[i], nb, b.hashes[i])
		}
	}
	if len(a.hashes) != len(b.hashes) {
		t.Fatalf("seed %d: %d scheduling points %s, %d %s", seed, len(a.hashes), na, len(b.hashes), nb)
	}
	for i := range min(len(a.events), len(b.events)) {
		if a.events[i] != b.events[i] {
			t.Fatalf("seed %d: event %d differs:\n%-8s %s\n%-8s %s", seed, i, na, a.events[i], nb, b.events[i])
		}
	}
	if len(a.events) != len(b.events) || a.outcome != b.outcome || a.cut != b.cut {
		t.Fatalf("seed %d: %d/%d events, outcome\n%-8s %s %s\n%-8s %s %s",
			seed, len(a.events), len(b.events), na, a.outcome, a.cut, nb, b.outcome, b.cut)
	}
}
