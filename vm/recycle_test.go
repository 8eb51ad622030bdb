package vm

import (
	"bytes"
	"strings"
	"testing"
)

// TestRestoreReusesHandles: a class first initialized during a run gets its
// statics at the next handle, so repeating a run from a snapshot uses the
// same handles each time. (Its statics used to go above every handle any
// earlier run had used, so each run left a hole the size of the runs
// before it: the handle table, Restore's scan and StateHash's grew with
// the number of runs.) Each repetition's output, bytecodes and state hash
// equal a fresh VM's run with the same schedule.
func TestRestoreReusesHandles(t *testing.T) {
	cp := schedClassPath(t)
	type result struct {
		out   string
		steps int64
		hash  uint64
	}
	fresh := map[int64]result{}
	for seed := int64(1); seed <= 3; seed++ {
		var out bytes.Buffer
		m, err := New(Config{ClassPath: cp, Stdout: &out, Scheduler: NewRandom(seed), MaxSteps: 10_000_000})
		if err != nil {
			t.Fatal(err)
		}
		o, err := m.Run("LateInit", nil)
		if err != nil {
			t.Fatal(err)
		}
		fresh[seed] = result{out.String(), o.Steps, m.StateHash()}
	}
	var out bytes.Buffer
	m, err := New(Config{ClassPath: cp, Stdout: &out, MaxSteps: 10_000_000})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Start("LateInit", nil); err != nil {
		t.Fatal(err)
	}
	s0 := m.Snapshot()
	nobj := map[int64]int{}
	for round := 0; round < 4; round++ {
		for seed := int64(1); seed <= 3; seed++ {
			m.Restore(s0)
			out.Reset()
			m.sched = NewRandom(seed)
			o, err := m.Continue()
			if err != nil {
				t.Fatal(err)
			}
			got := result{out.String(), o.Steps, m.StateHash()}
			if got != fresh[seed] {
				t.Fatalf("round %d, seed %d: %+v, fresh VM %+v", round, seed, got, fresh[seed])
			}
			if !strings.HasPrefix(got.out, "hits ") {
				t.Fatalf("output %q", got.out)
			}
			// The first round may make permanent objects (interned
			// literals) that later rounds find made.
			if round == 1 {
				nobj[seed] = m.nobj
			} else if round > 1 && m.nobj != nobj[seed] {
				t.Fatalf("round %d, seed %d: %d handles used, %d in round 1", round, seed, m.nobj, nobj[seed])
			}
		}
	}
}
