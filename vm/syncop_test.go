package vm

import (
	"bytes"
	"fmt"
	"math/rand"
	"os/exec"
	"strings"
	"testing"
)

// switcher runs, at each scheduling point, a thread other than the
// current one if there is one (not letting time pass), and records the
// Next of the current thread's choice at each point.
type switcher struct{ next []Access }

func (s *switcher) Choose(p *Point) int {
	if p.Wake {
		return 0
	}
	pick := 0
	for i, c := range p.Enabled[:p.Runnable()] {
		if c.Thread == p.Current {
			s.next = append(s.next, c.Next)
		} else if pick == 0 && p.Enabled[0].Thread == p.Current {
			pick = i
		}
	}
	return pick
}

// keepAtJoin keeps the current thread running at its KJoin points (an
// isAlive or getState) and lets s choose at the others.
type keepAtJoin struct{ s Scheduler }

func (k keepAtJoin) Choose(p *Point) int {
	for i, c := range p.Enabled[:p.Runnable()] {
		if c.Thread == p.Current && c.Next.Kind == KJoin && !p.Wake {
			return i
		}
	}
	return k.s.Choose(p)
}

func runConfig(t *testing.T, cfg Config, main string) (string, *Outcome) {
	t.Helper()
	var out bytes.Buffer
	cfg.ClassPath, cfg.Stdout, cfg.MaxSteps = schedClassPath(t), &out, 10_000_000
	m, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	o, err := m.Run(main, nil)
	if err != nil {
		t.Fatalf("%s: %v", main, err)
	}
	return out.String(), o
}

// TestProgramPark: a program's own LockSupport.park is a scheduling
// point, with Config.AtomicSync too (which dpor and vsched run with): a
// thread that switches away whenever it can lets main run between the
// worker's write of ready and its park, and main sees the worker
// RUNNABLE, as `java ProgramPark` does in some runs. With LockSupport
// among the synchronizers' classes (syncOpClass), the park was merged
// into the write's step, main saw it WAITING in every schedule, and dpor
// and vsched called the program's schedules exhausted.
//
// main's Thread.getState is a scheduling point too (vm.TestGetStateEvent):
// the scheduler keeps main running there, or the switcher would let the
// worker park first.
func TestProgramPark(t *testing.T) {
	for _, atomic := range []bool{false, true} {
		_, o := runConfig(t, Config{Scheduler: keepAtJoin{&switcher{}}, AtomicSync: atomic}, "ProgramPark")
		if len(o.Uncaught) != 1 || o.Uncaught[0].Message != "worker not parked yet: RUNNABLE" {
			t.Errorf("AtomicSync=%v: want main's IllegalStateException (worker RUNNABLE), got %v %v", atomic, o.Status, o.Uncaught)
		}
	}
}

// TestClockInSyncOp: with Config.ClockPoints and AtomicSync, a read of the
// clock inside a JDK synchronizer's operation (a timed tryAcquire's
// System.nanoTime for its deadline) has no scheduling point of its own:
// the operation stays one step. The program's own reads of
// System.nanoTime are points. Before, the JDK's read was a point too, and
// the switching scheduler ran the worker's release in the middle of
// main's tryAcquire.
func TestClockInSyncOp(t *testing.T) {
	s := &switcher{}
	out, o := runConfig(t, Config{Scheduler: s, AtomicSync: true, ClockPoints: true, FreeTime: true}, "TimedAcquire")
	if o.Status != Completed || len(o.Uncaught) > 0 || strings.TrimSpace(out) != "true true" {
		t.Fatalf("outcome %v %v, output %q", o.Status, o.Uncaught, out)
	}
	prog, op := 0, 0
	for _, a := range s.next {
		if a.Op {
			op++
		}
		if a.Kind != KClock {
			continue
		}
		if a.Site.Class == "TimedAcquire" {
			prog++
		} else {
			t.Errorf("a clock point inside the JDK at %s (%s): %v", a.Site.Class, a.Site.Method, a)
		}
	}
	if prog == 0 || op == 0 {
		t.Errorf("%d clock points at the program's nanoTime, want some; %d synchronizer operations, want some", prog, op)
	}
}

// opHashChecker is a random scheduler that checks, at each point, that
// the state hash determines the operation point (Thread.opPoint) of each
// thread parked inside a synchronizer's operation, which the hash leaves
// out: the choice that wakes such a thread offers it as the thread's Next.
type opHashChecker struct {
	m       *VM
	rng     *rand.Rand
	seen    map[uint64]string
	matched int // points whose state was seen before with a thread parked in an operation
	wrong   string
}

func (c *opHashChecker) Choose(p *Point) int {
	var b strings.Builder
	for _, t := range c.m.threads {
		if op := syncOpFrame(t); t.state == tParked && op >= 0 && t.frames[op].opBegun {
			a := t.opPoint
			fmt.Fprintf(&b, "T%d %v %v %s %d %s %v %v %s|", t.ID, a.Kind, a.Obj, a.Field, a.Index, a.Site, a.User, a.Pos, t.pending)
		}
	}
	h := c.m.StateHash()
	if d, ok := c.seen[h]; ok && b.Len() > 0 {
		c.matched++
		if d != b.String() && c.wrong == "" {
			c.wrong = fmt.Sprintf("state %x: parked in an operation at %s, before at %s", h, b.String(), d)
		}
	}
	c.seen[h] = b.String()
	return c.rng.Intn(len(p.Enabled))
}

// TestOpPointHash: Thread.opPoint is not in the canonical state hash, and
// need not be: a thread parked inside a synchronizer's operation came to
// its point from the operation's entry (a frame the hash has, with its
// arguments) through accesses that see nothing another thread wrote (its
// own Thread's interrupt flag, final fields), so two states with the same
// hash have the same opPoint. Random schedules of SyncOps (a lock, its
// condition, timed and untimed semaphore acquisitions, a latch; with
// --time free, as vsched runs) revisit states with a thread parked in an
// operation many times, and the opPoint is always the same.
func TestOpPointHash(t *testing.T) {
	cp := schedClassPath(t)
	c := &opHashChecker{rng: rand.New(rand.NewSource(1)), seen: map[uint64]string{}}
	for run := 0; run < 200; run++ {
		var out bytes.Buffer
		m, err := New(Config{ClassPath: cp, Stdout: &out, Scheduler: c, MaxSteps: 10_000_000,
			AtomicSync: true, ClockPoints: true, FreeTime: true, CanonicalFrames: true})
		if err != nil {
			t.Fatal(err)
		}
		c.m = m
		o, err := m.Run("SyncOps", nil)
		if err != nil {
			t.Fatal(err)
		}
		if o.Status != Completed || len(o.Uncaught) > 0 || strings.TrimSpace(out.String()) != "12" {
			t.Fatalf("run %d: %v %v %q", run, o.Status, o.Uncaught, out.String())
		}
		if c.wrong != "" {
			t.Fatal(c.wrong)
		}
	}
	if c.matched < 100 {
		t.Errorf("%d revisited states with a thread parked in an operation (of %d states), want at least 100", c.matched, len(c.seen))
	}
	t.Logf("%d states, %d revisits with a thread parked in an operation", len(c.seen), c.matched)
}

// TestExchQueue: Exchanger's exchange and SynchronousQueue's put, take,
// offer and poll (timed too, fair and unfair; vm/testdata/sched
// ExchQueue) print what `java -ea` prints under random schedules and a
// switching one with Config.AtomicSync, as vsched and dpor run them:
// the fair queue's FIFO and the unfair one's LIFO order, timeouts,
// interrupts before and during a blocked call. Their operations spin
// before they park (Thread.yield, Thread.onSpinWait); inside an
// operation run as one step such a yield is no scheduling point
// (syncYield): before, the switcher saw hundreds of yields inside them,
// and vsched and dpor cut ExchLoop's and SyncQLoop's executions off at
// their bound of scheduling points (vsched.TestExchangerSyncQueue).
func TestExchQueue(t *testing.T) {
	cp := schedClassPath(t)
	want, err := exec.Command("java", "-ea", "-cp", schedDir, "ExchQueue").Output()
	if err != nil {
		t.Fatalf("java: %v", err)
	}
	check := func(name string, s Scheduler) {
		var out bytes.Buffer
		m, err := New(Config{ClassPath: cp, Stdout: &out, Scheduler: s, MaxSteps: 50_000_000,
			AtomicSync: true})
		if err != nil {
			t.Fatal(err)
		}
		o, err := m.Run("ExchQueue", nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if o.Status != Completed || len(o.Uncaught) > 0 || out.String() != string(want) {
			t.Errorf("%s: %v %v, output\n%s\nwant (java -ea)\n%s", name, o.Status, o.Uncaught, out.String(), want)
		}
	}
	for seed := int64(1); seed <= 10; seed++ {
		check(fmt.Sprintf("random seed %d", seed), NewRandom(seed))
	}
	s := &switcher{}
	check("switcher", s)
	spins := 0
	for _, a := range s.next {
		if a.Kind == KSleep && (strings.HasPrefix(a.Site.Class, "java/util/concurrent/Exchanger") || strings.HasPrefix(a.Site.Class, "java/util/concurrent/SynchronousQueue")) {
			spins++
		}
	}
	if spins > 0 {
		t.Errorf("%d yields inside Exchanger's or SynchronousQueue's operations were scheduling points, want none", spins)
	}
}

// TestExchangeSpin: an exchange spins one round before it parks, as on a
// one-CPU machine (oneCPUSpin), not 1024: with Config.AtomicSync an
// exchange is one step, no partner can come during its spin, and each
// hand-off ran about 65,000 bytecodes (64,873 on ExchLoop, ten random
// schedules), now about 400. The output stays java -ea's.
func TestExchangeSpin(t *testing.T) {
	cp := schedClassPath(t)
	steps := map[int]int64{}
	for _, n := range []int{1, 21} {
		want, err := exec.Command("java", "-ea", "-cp", schedDir, "ExchSwap", fmt.Sprint(n)).Output()
		if err != nil {
			t.Fatalf("java: %v", err)
		}
		for seed := int64(1); seed <= 5; seed++ {
			var out bytes.Buffer
			m, err := New(Config{ClassPath: cp, Stdout: &out, Scheduler: NewRandom(seed), MaxSteps: 50_000_000, AtomicSync: true})
			if err != nil {
				t.Fatal(err)
			}
			o, err := m.Run("ExchSwap", []string{fmt.Sprint(n)})
			if err != nil {
				t.Fatal(err)
			}
			if o.Status != Completed || len(o.Uncaught) > 0 || out.String() != string(want) {
				t.Fatalf("n %d seed %d: %v %v, output %q, want (java -ea) %q", n, seed, o.Status, o.Uncaught, out.String(), want)
			}
			steps[n] += o.Steps
		}
	}
	per := (steps[21] - steps[1]) / 5 / 20
	t.Logf("%d bytecodes per hand-off", per)
	if per > 2000 {
		t.Errorf("%d bytecodes per hand-off, want at most 2000 (an exchange spins 1024 rounds before it parks)", per)
	}
}
