package vm

import (
	"io"
	"math/rand"
	"testing"

	"weft/benchmarks"
	"weft/classfile"
)

// hashChecker is a random scheduler that, at every scheduling point,
// checks StateHash against a recomputation that trusts no cache and
// against the hash as it was before the caches (stateHashOld): the
// cached hash must equal the fresh one, and the new and the old hash must
// tell the same states apart (each determines the other).
type hashChecker struct {
	t        *testing.T
	m        *VM
	name     string
	rng      *rand.Rand
	pause    int // pause for a snapshot at one point in pause
	checks   int
	newToOld map[uint64]uint64
	oldToNew map[uint64]uint64
}

func (c *hashChecker) check(where string) {
	c.t.Helper()
	c.checks++
	h, fresh, old := c.m.StateHash(), c.m.stateHash(false), c.m.stateHashOld()
	if h != fresh {
		c.t.Fatalf("%s, check %d (%s): cached hash %x, recomputed %x", c.name, c.checks, where, h, fresh)
	}
	if o, ok := c.newToOld[h]; ok && o != old {
		c.t.Fatalf("%s, check %d (%s): hash %x was old hash %x, now %x: the new hash merges states the old told apart", c.name, c.checks, where, h, o, old)
	}
	if n, ok := c.oldToNew[old]; ok && n != h {
		c.t.Fatalf("%s, check %d (%s): old hash %x was hash %x, now %x: the new hash tells apart states the old merged", c.name, c.checks, where, old, n, h)
	}
	c.newToOld[h], c.oldToNew[old] = old, h
}

func (c *hashChecker) Choose(p *Point) int {
	c.check("point")
	if c.rng.Intn(c.pause) == 0 {
		return Pause
	}
	return c.rng.Intn(len(p.Enabled))
}

// TestStateHashIncremental explores suite-A programs (with arrays,
// wait/notify, statics, a deep heap) along random schedules, snapshotting
// at random points and restoring random earlier snapshots, as the
// strategies do: at every scheduling point, before and after each
// snapshot and after each restore, the cached state hash equals one
// recomputed from scratch, and it identifies states exactly as the hash
// before the caches did.
func TestStateHashIncremental(t *testing.T) {
	suite, err := benchmarks.Default()
	if err != nil {
		t.Skip(err)
	}
	cases := []struct {
		name      string
		canonical bool
		checks    int
	}{
		{"boundedbuffer", true, 1500},
		{"producerconsumer", false, 1500},
		{"losenotify", true, 800},
		{"account-race", false, 800},
		{"indexer(12)", true, 800},
		{"linkedlist", false, 800},
		{"daisy", true, 400},
	}
	if testing.Short() {
		cases = cases[:3]
	}
	distinct := 0
	for i, tc := range cases {
		c := suite.Case(tc.name)
		if c == nil {
			t.Fatalf("no case %s", tc.name)
		}
		cp, _, err := classfile.ForApplication(suite.JarPath(c))
		if err != nil {
			t.Skipf("%v (build the jars with benchmarks/build.sh)", err)
		}
		hc := &hashChecker{t: t, name: tc.name, rng: rand.New(rand.NewSource(int64(i + 1))), pause: 4,
			newToOld: map[uint64]uint64{}, oldToNew: map[uint64]uint64{}}
		m, err := New(Config{ClassPath: cp, Stdout: io.Discard, Stderr: io.Discard, Scheduler: hc,
			MaxSteps: 2_000_000, CanonicalFrames: tc.canonical})
		if err != nil {
			t.Fatal(err)
		}
		hc.m = m
		if err := m.Start(c.Main, c.Args); err != nil {
			t.Fatal(err)
		}
		snaps := []*Snapshot{m.Snapshot()}
		hc.check("boot")
		restores := 0
		for hc.checks < tc.checks {
			o, err := m.Continue()
			if err == nil && o.Status == Paused {
				hc.check("paused")
				snaps = append(snaps, m.Snapshot())
				hc.check("snapshot")
				if hc.rng.Intn(3) != 0 {
					continue
				}
			}
			// The run ended (a bug, a deadlock, the step budget) or the
			// dice said so: back to an earlier state.
			m.Restore(snaps[hc.rng.Intn(len(snaps))])
			restores++
			hc.check("restore")
		}
		if restores < 5 || len(snaps) < 5 {
			t.Errorf("%s: %d restores of %d snapshots: the test proves little", tc.name, restores, len(snaps))
		}
		t.Logf("%s: %d checks, %d distinct states, %d snapshots, %d restores", tc.name, hc.checks, len(hc.newToOld), len(snaps), restores)
		distinct += len(hc.newToOld)
		cp.Close()
	}
	if distinct < 100 {
		t.Errorf("%d distinct states: the test proves little", distinct)
	}
}

// TestIDNameHash: idNameHash hashes an ObjectID exactly as strHash hashes
// its String, for every kind of id.
func TestIDNameHash(t *testing.T) {
	site := classfile.Site{Class: "pkg/sub/Cls$In", Method: "run", PC: 17}
	for _, id := range []ObjectID{
		{Seq: 1}, {Seq: 123456},
		{Thread: staticsThread, Site: classfile.Site{Class: "pkg/Cls"}, Seq: 1},
		{Thread: mirrorThread, Site: classfile.Site{Class: "java/lang/String"}},
		{Thread: internThread, Site: classfile.Site{Class: charsKey([]uint16{0x68, 0x69})}},
		{Thread: internThread, Site: classfile.Site{Class: charsKey([]uint16{0x68, 0x69})}, Seq: 1},
		{Thread: "main", Site: site, Seq: 1},
		{Thread: "main.2.1", Site: site, Seq: 40},
		{Thread: "main", Site: classfile.Site{Class: "A", Method: "<init>", PC: 0}, Seq: 3},
	} {
		if got, want := idNameHash(id), strHash(id.String()); got != want {
			t.Errorf("%q: idNameHash %x, strHash of the string %x", id.String(), got, want)
		}
	}
}
