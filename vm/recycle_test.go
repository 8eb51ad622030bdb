package vm

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"testing"

	"weft/classfile"
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

// TestRestoreRecycled: snapshots A, B, C of one run stay valid while other
// runs, restored from them and run to their end under other schedules,
// leave their pages, objects and slabs to the free lists, while more
// snapshots are taken in those runs, and while one snapshot is restored
// right after another; restoring A, B or C after that and
// replaying the recorded decisions gives the output, events and final
// state hash of the same schedule on a fresh VM.
func TestRestoreRecycled(t *testing.T) {
	cp := schedClassPath(t)
	// Race's heap is one page; Churn's several, most of which a run does
	// not write.
	for _, main := range []string{"Race", "Churn"} {
		t.Run(main, func(t *testing.T) { restoreRecycled(t, cp, main) })
	}
}

func restoreRecycled(t *testing.T, cp *classfile.ClassPath, main string) {
	rec := &Recorder{S: NewRandom(11)}
	refOut, _, refEv := runWith(t, cp, main, rec)
	fresh, err := New(Config{ClassPath: cp, Stdout: &bytes.Buffer{}, Scheduler: &Replay{Threads: rec.Chosen}, MaxSteps: 10_000_000})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := fresh.Run(main, nil); err != nil {
		t.Fatal(err)
	}
	refHash := fresh.StateHash()

	var out bytes.Buffer
	log := &eventLog{}
	replay := &Replay{Threads: rec.Chosen}
	m, err := New(Config{ClassPath: cp, Stdout: &out, Scheduler: &multiPause{at: []int64{2, 8, 30}, s: replay},
		Listeners: []Listener{log}, MaxSteps: 10_000_000})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Start(main, nil); err != nil {
		t.Fatal(err)
	}
	pts := pauseAll(t, m, &out, log, func() int { return replay.i }, 3)
	if out.String() != refOut || strings.Join(log.lines, "\n") != strings.Join(refEv, "\n") || m.StateHash() != refHash {
		t.Fatal("the paused run differs from the fresh one")
	}
	var extra []*Snapshot // snapshots taken in the other runs, kept alive
	for round, i := range []int{2, 0, 1, 1, 2, 0, 2} {
		// Another run from a snapshot, under another schedule, with a
		// snapshot taken on its way.
		m.Restore(pts[(i+1)%3].snap)
		m.sched = &multiPause{at: []int64{int64(40 + round)}, s: NewRandom(int64(100 + round))}
		if o, err := m.Continue(); err != nil || o.Status != Paused {
			t.Fatalf("round %d: %v %v", round, o, err)
		}
		extra = append(extra, m.Snapshot())
		if _, err := m.Continue(); err != nil {
			t.Fatal(err)
		}
		// Restoring one snapshot and at once another: the live state is
		// then the first one's, nothing of it the live VM's alone.
		m.Restore(pts[(i+2)%3].snap)
		replayFrom(t, fmt.Sprintf("round %d, snapshot %d", round, i), m, pts[i], &out, log, rec.Chosen, refOut, refEv, refHash)
	}
	if f := &m.free; f.takenPages == 0 || f.takenObjs == 0 || f.takenSlots == 0 || f.takenSlabs == 0 {
		t.Fatalf("recycled %d pages, %d objects, %d slot arrays, %d slabs: the test proves nothing", f.takenPages, f.takenObjs, f.takenSlots, f.takenSlabs)
	}
	// The snapshots taken in the other runs are still whole.
	for k, s := range extra {
		m.Restore(s)
		m.sched = NewRandom(int64(100 + k))
		if _, err := m.Continue(); err != nil {
			t.Fatalf("extra snapshot %d: %v", k, err)
		}
	}
}

// TestPermanentIDsStable: an interned string and a class mirror are named,
// and hash by identity, by what they stand for, not by how many permanent
// objects the VM made before them (a VM restored from a snapshot keeps the
// ones earlier runs made, a fresh VM makes them when its run needs them).
func TestPermanentIDsStable(t *testing.T) {
	cp := schedClassPath(t)
	type ids struct {
		str, arr, mirror ObjectID
		hash, mhash      int32
	}
	get := func(before []string) ids {
		m, err := New(Config{ClassPath: cp, Stdout: io.Discard, MaxSteps: 10_000_000})
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range before {
			m.internLiteral(nil, s)
		}
		if _, err := m.loadClass("java/util/ArrayList"); err != nil {
			t.Fatal(err)
		}
		c, _ := m.loadClass("java/util/HashMap")
		h := m.internLiteral(nil, "weft stable id")
		mh := m.mirror(nil, c)
		o := m.obj(h)
		return ids{o.id, m.obj(o.slots[m.strValue]).id, m.obj(mh).id, m.identityHash(h), m.identityHash(mh)}
	}
	a := get(nil)
	b := get([]string{"x", "y", "z"})
	if a != b {
		t.Fatalf("permanent objects' ids depend on what the VM made before:\n%+v\n%+v", a, b)
	}
	if got := a.str.String(); got != `intern "weft stable id"` {
		t.Errorf("interned string named %s", got)
	}
	if got := a.mirror.String(); got != "mirror of java/util/HashMap" {
		t.Errorf("mirror named %s", got)
	}
}
