package vm

import (
	"bytes"
	"fmt"
	"io"
	"math/rand"
	"strings"
	"testing"

	"weft/benchmarks"
	"weft/classfile"
)

// TestStateHashGarbage: GarbageLoop's poller allocates an array in each
// iteration of its loop on a volatile flag. Dropped, the arrays are
// garbage and the states at the loop's head, one iteration apart, hash
// equal (the hash over every object told them apart); kept in a static
// field, the latest array is reachable, named by its allocation count,
// and every iteration's state hashes differently.
func TestStateHashGarbage(t *testing.T) {
	cp := schedClassPath(t)
	for _, keep := range []bool{false, true} {
		var m *VM
		var hashes []uint64
		s := schedulerFunc(func(p *Point) int {
			for i, c := range p.Enabled {
				if c.Thread == 1 && len(hashes) < 6 { // the poller, until it has read stop 6 times
					if c.Next.Kind == KRead && c.Next.Field == "GarbageLoop.stop" {
						hashes = append(hashes, m.StateHash())
					}
					return i
				}
			}
			return 0
		})
		var err error
		m, err = New(Config{ClassPath: cp, Scheduler: s, CanonicalFrames: true, MaxSteps: 1_000_000})
		if err != nil {
			t.Fatal(err)
		}
		var args []string
		if keep {
			args = []string{"keep"}
		}
		o, err := m.Run("GarbageLoop", args)
		if err != nil || o.Status != Completed {
			t.Fatalf("keep %v: %v %v", keep, o, err)
		}
		if len(hashes) != 6 {
			t.Fatalf("keep %v: %d reads of stop by the poller, want 6", keep, len(hashes))
		}
		distinct := map[uint64]bool{}
		for _, h := range hashes[1:] { // the first read comes before the first array
			distinct[h] = true
		}
		if keep && len(distinct) != 5 {
			t.Errorf("keep: the states of 5 iterations, each with a different array kept, hash to %d values: %x", len(distinct), hashes)
		}
		if !keep && len(distinct) != 1 {
			t.Errorf("drop: the states of 5 iterations that differ only in garbage hash to %d values: %x", len(distinct), hashes)
		}
	}
}

// TestStateHashGarbageUnused: what the state hash leaves out as garbage
// is never used again. Programs (suite A's, and BootRef, whose later
// objects only boot objects refer to) are paused at points along random
// schedules; from each such state one run goes on as it is, and another,
// with the same scheduler, from the same state after every object the
// hash did not reach was removed from the heap (a handle to nothing,
// which the interpreter cannot follow): both must print the same, end
// alike after as many bytecodes, and report the same events. A root the
// walk missed (a reference the VM keeps somewhere it does not look, a
// boot object's) makes the second run fail or differ.
func TestStateHashGarbageUnused(t *testing.T) {
	removed := 0
	cp := schedClassPath(t)
	for _, canonical := range []bool{false, true} {
		removed += garbageUnused(t, cp, "BootRef", nil, canonical, 1)
	}
	suite, err := benchmarks.Default()
	if err != nil {
		t.Skip(err)
	}
	cases := []string{"account-race", "boundedbuffer", "producerconsumer", "linkedlist", "indexer(12)", "daisy", "losenotify", "piper"}
	if testing.Short() {
		cases = cases[:3]
	}
	for ci, name := range cases {
		c := suite.Case(name)
		if c == nil {
			t.Fatalf("no case %s", name)
		}
		cp, _, err := classfile.ForApplication(suite.JarPath(c))
		if err != nil {
			t.Skipf("%v (build the jars with benchmarks/build.sh)", err)
		}
		for _, canonical := range []bool{false, true} {
			removed += garbageUnused(t, cp, c.Main, c.Args, canonical, int64(ci+2))
		}
		cp.Close()
	}
	if removed < 100 {
		t.Errorf("%d objects removed: the test proves little", removed)
	}
	t.Logf("%d objects removed", removed)
}

// garbageUnused runs TestStateHashGarbageUnused's check on one program at
// 6 random points and returns the number of objects it removed.
func garbageUnused(t *testing.T, cp *classfile.ClassPath, main string, args []string, canonical bool, seed int64) int {
	t.Helper()
	var out bytes.Buffer
	log := &eventLog{}
	rng := rand.New(rand.NewSource(seed))
	m, err := New(Config{ClassPath: cp, Stdout: &out, Stderr: io.Discard, Listeners: []Listener{log},
		MaxSteps: 2_000_000, CanonicalFrames: canonical})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Start(main, args); err != nil {
		t.Fatal(err)
	}
	start := m.Snapshot()
	removed, paused := 0, 0
	for k := 0; k < 6; k++ {
		m.Restore(start)
		m.sched = &pauseAt{n: int64(1 + rng.Intn(30)), s: NewRandom(rng.Int63())}
		if o, err := m.Continue(); err != nil || o.Status != Paused {
			continue // ended before the point
		}
		paused++
		at := m.Snapshot()
		seed := rng.Int63()
		run := func(drop bool) string {
			m.Restore(at)
			out.Reset()
			log.lines = log.lines[:0]
			if drop {
				m.StateHash()
				for h := m.base; h < m.nobj; h++ {
					if o := m.heap.at(Ref(h)); o != nil && !o.perm && !m.reached(Ref(h)) {
						m.setObj(Ref(h), nil)
						removed++
					}
				}
			}
			m.sched = NewRandom(seed)
			o, err := m.Continue()
			if err != nil {
				return fmt.Sprintf("error %v", err)
			}
			return fmt.Sprintf("%v %d %d %v\n%s\n%s", o.Status, o.ExitCode, o.Steps, o.Uncaught, out.String(), strings.Join(log.lines, "\n"))
		}
		if a, b := run(false), run(true); a != b {
			t.Fatalf("%s (canonical frames %v), pause %d: the run without the garbage differs:\n%.2000s\n--\n%.2000s", main, canonical, k, a, b)
		}
	}
	if paused < 2 {
		t.Errorf("%s: paused %d times of 6", main, paused)
	}
	return removed
}
