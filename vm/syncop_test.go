package vm

import (
	"bytes"
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
func TestProgramPark(t *testing.T) {
	for _, atomic := range []bool{false, true} {
		_, o := runConfig(t, Config{Scheduler: &switcher{}, AtomicSync: atomic}, "ProgramPark")
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
