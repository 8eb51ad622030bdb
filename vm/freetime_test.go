package vm

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// timeFirst lets time pass whenever it may (the first time-passes
// choice) where the current thread, one of by, is about to write a field,
// else runs the current thread (FIFO); it checks that the time-passes
// choices come last and records the threads they woke.
type timeFirst struct {
	by    map[int]bool
	fifo  FIFO
	woke  []int
	wrong string
}

func (s *timeFirst) Choose(p *Point) int {
	n := p.Runnable()
	if n == 0 {
		s.wrong = "a point whose first choice is a time-passes one"
	}
	for i, c := range p.Enabled {
		if c.Timeout != (i >= n) {
			s.wrong = fmt.Sprintf("choice %d of %v: time-passes choices are not last", i, p.Enabled)
		}
		if c.Timeout && c.Next.Kind != KTimeout {
			s.wrong = fmt.Sprintf("time-passes choice %v is not a KTimeout", c.Next)
		}
	}
	writes := false
	for _, c := range p.Enabled[:n] {
		writes = writes || c.Thread == p.Current && c.Next.Kind == KWrite
	}
	if !p.Wake && n < len(p.Enabled) && s.by[p.Current] && writes {
		s.woke = append(s.woke, p.Enabled[n].Thread)
		return n
	}
	return s.fifo.Choose(p)
}

// monitors follows the monitors' hold counts from the events, and checks
// that time passes for a wait(ms) only while its monitor is free.
type monitors struct {
	held  map[ObjectID]int
	wrong string
}

func (m *monitors) OnEvent(e *Event) {
	switch e.Kind {
	case KLock, KWakeup:
		m.held[e.Obj]++
	case KUnlock:
		m.held[e.Obj]--
	case KWait:
		m.held[e.Obj] = 0
	case KTimeout:
		if e.HasObj && e.Field == "wait" && m.held[e.Obj] > 0 {
			m.wrong = fmt.Sprintf("%v: time passed for a wait(ms) while another thread held its monitor", e.Access)
		}
	}
}

// TestFreeTime: with Config.FreeTime, time passes at a scheduling point
// to the earliest deadline: the timed waits end in the order of their
// deadlines (a, 1 ms, begun after b, 100 ms, ends first) while e and d
// run, before d has counted to its end; System.nanoTime never goes back;
// main's wait(50) is not offered while e holds its monitor (choosing it
// would be a VM panic) and returns holding it. Without the option the
// same program runs in virtual time: d, which runs a few thousand
// bytecodes (well under 1 ms), prints first.
func TestFreeTime(t *testing.T) {
	cp := schedClassPath(t)
	run := func(free bool, s Scheduler) []string {
		var out bytes.Buffer
		mon := &monitors{held: map[ObjectID]int{}}
		m, err := New(Config{ClassPath: cp, Stdout: &out, Scheduler: s, Listeners: []Listener{mon}, MaxSteps: 10_000_000, FreeTime: free})
		if err != nil {
			t.Fatal(err)
		}
		o, err := m.Run("TimeJump", nil)
		if err != nil {
			t.Fatal(err)
		}
		if mon.wrong != "" {
			t.Error(mon.wrong)
		}
		if o.Status != Completed || len(o.Uncaught) > 0 {
			t.Fatalf("outcome %v %v:\n%s", o.Status, o.Uncaught, out.String())
		}
		return strings.Split(strings.TrimSpace(out.String()), "\n")
	}
	tf := &timeFirst{by: map[int]bool{3: true, 4: true}} // e, d
	lines := run(true, tf)
	if tf.wrong != "" {
		t.Fatal(tf.wrong)
	}
	var who []string
	last := int64(-1)
	for _, l := range lines {
		f := strings.Fields(l)
		ms, err := strconv.ParseInt(f[len(f)-1], 10, 64)
		if err != nil {
			t.Fatalf("line %q: %v", l, err)
		}
		if ms < last {
			t.Errorf("System.nanoTime went back: %q after %d ms", l, last)
		}
		last = ms
		who = append(who, f[0])
		min := map[string]int64{"a": 1, "main": 50, "b": 100}[f[0]]
		if ms < min {
			t.Errorf("%q: its wait ended before its deadline (%d ms)", l, min)
		}
	}
	if got, want := strings.Join(who, " "), "a main b d"; got != want {
		t.Errorf("free time: the waits ended in the order %q, want %q:\n%s", got, want, strings.Join(lines, "\n"))
	}
	if !strings.Contains(strings.Join(lines, "\n"), "main holds lock true") {
		t.Errorf("main's wait(50) returned without its monitor:\n%s", strings.Join(lines, "\n"))
	}
	if len(tf.woke) < 3 {
		t.Errorf("time passed %d times (threads %v), want at least 3 (a, main, b)", len(tf.woke), tf.woke)
	}
	lines = run(false, &FIFO{})
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "d ") {
		t.Errorf("virtual time: want d first:\n%s", strings.Join(lines, "\n"))
	}
}
