package explore

import (
	"strings"
	"testing"
)

// TestDPORLookAtBlocked: main starts t, which blocks (parks, waits,
// sleeps, joins a thread that parks, or enters a monitor main holds from
// before the start or takes after it), and throws if t.getState() shows
// it WAITING, TIMED_WAITING or BLOCKED (StateRace). The look is a read of
// t's life, and the operations that change t's state write it
// (dporlife.go), so dpor reorders the look with t's blocking and finds
// the exception, whose replay throws again. Before, the look was ordered
// only with t's start and end: dpor called every mode exhausted (park
// after 4 executions, wait 4, sleep 2, join 8, lock 2, enter 3; found now
// in 4, 4, 3, 5, 3, 3). With
// "fixed", main lets t go and joins it before the look: exhausted, no
// bug.
func TestDPORLookAtBlocked(t *testing.T) {
	want := map[string]string{"park": "WAITING", "wait": "WAITING", "sleep": "TIMED_WAITING", "join": "WAITING", "lock": "BLOCKED", "enter": "BLOCKED"}
	for _, mode := range []string{"park", "wait", "sleep", "join", "lock", "enter"} {
		t.Run(mode, func(t *testing.T) {
			for _, fixed := range []bool{false, true} {
				p := testProgram(t, "StateRace")
				p.Args = []string{mode}
				if fixed {
					p.Args = append(p.Args, "fixed")
				}
				r, tr, err := Explore(p, Config{Strategy: "dpor", Budget: testBudget})
				if err != nil {
					t.Fatal(err)
				}
				t.Logf("%v: %s", p.Args, r.Counters)
				if fixed {
					if r.Bug != nil || !r.Complete {
						t.Errorf("%v: bug=%v (%s), want exhausted without a bug", p.Args, r.Bug, r.Exhausted)
					}
					continue
				}
				if r.Bug == nil || !strings.Contains(r.Bug.Summary(), "IllegalStateException: t is "+want[mode]) {
					t.Fatalf("%v: bug=%v (%s), want main's IllegalStateException: t is %s", p.Args, r.Bug, r.Exhausted, want[mode])
				}
				if exec, _, err := tr.Replay(p, DefaultBudget); err != nil || exec.Bug == nil || exec.Bug.Kind != r.Bug.Kind {
					t.Errorf("%v: replay: %v", p.Args, err)
				}
			}
		})
	}
}

// TestDPORLateLook: main starts t inside synchronized (o) and yields
// there, so t can block entering o; main looks at t after leaving the
// block, and throws if t is BLOCKED (LateLook; with "wait", t takes o
// and parks before the look in dpor's first run). Once a look at t was
// seen, t's entry races with the latest release of o by another thread
// (entryBlocks), and dpor offers t's entry there, where it blocks
// (offerBlocked), if the node did not. Before, dpor offered the entry
// only at nodes made after a look at t, and called both modes exhausted
// (after 4 and 12 executions; found now in 5 and 6). With "sleep" (and
// free time), t takes o while main sleeps in the first run, before the
// first look at it: the look races t's entries again (lateLook);
// exhausted after 2 executions before it, found now in 5. With "fixed",
// main joins t before the look: exhausted, no bug (2 executions before,
// 4 now).
func TestDPORLateLook(t *testing.T) {
	for _, mode := range []string{"", "wait", "sleep", "fixed"} {
		p := testProgram(t, "LateLook")
		p.Args = []string{mode}
		r, tr, err := Explore(p, Config{Strategy: "dpor", Budget: testBudget, FreeTime: mode == "sleep"})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%v: %s", p.Args, r.Counters)
		if mode == "fixed" {
			if r.Bug != nil || !r.Complete {
				t.Errorf("fixed: bug=%v (%s), want exhausted without a bug", r.Bug, r.Exhausted)
			}
			continue
		}
		if r.Bug == nil || !strings.Contains(r.Bug.Summary(), "IllegalStateException: t is BLOCKED") {
			t.Fatalf("%v: bug=%v (%s), want main's IllegalStateException: t is BLOCKED", p.Args, r.Bug, r.Exhausted)
		}
		if exec, _, err := tr.Replay(p, DefaultBudget); err != nil || exec.Bug == nil || exec.Bug.Kind != r.Bug.Kind {
			t.Errorf("%v: replay: %v", p.Args, err)
		}
	}
}

// TestDPORNotifyLook: t waits on o; n notifies it holding o and parks
// there, so t is BLOCKED from the notify on; main throws if it sees t
// BLOCKED (NotifyLook). The notify moves t from WAITING to BLOCKED, a
// write of t's life (notifyLife), so it races with main's look. Before,
// it named only the monitor and dpor called the program exhausted. With
// "fixed", main looks after the joins.
func TestDPORNotifyLook(t *testing.T) {
	bugAndFixed(t, "dpor", "NotifyLook", nil, "IllegalStateException: t is BLOCKED", testBudget, true)
}

// TestDPORInterruptedWaiter: t1 then t2 wait on o; main interrupts t1,
// which must take o back; n takes o first, notifies (the VM wakes t2,
// the one thread still WAITING: no choice) and parks holding o; main
// throws if it sees t2 BLOCKED before t1 came back (InterruptWaiter).
// The interrupt writes t1's life and takes t1 off the waiters dpor
// follows, and a notify without a choice writes the life of every
// listed waiter (notifyLife), so the notify is ordered with the look at
// t2. Before, t1 stayed listed until its wakeup, the notify wrote t1's
// life alone, and dpor called the program exhausted after 492
// executions (found now in 20; either change alone finds it). With
// "fixed", main looks before n starts: exhausted, no bug.
//
// InterruptLook: t waits on o, h takes o and parks holding it, x
// interrupts t (WAITING to BLOCKED: h holds o), and main throws if it
// sees t BLOCKED. Only the interrupt's write of t's life orders it with
// main's look: before, dpor called it exhausted after 32 executions
// (found now in 5).
func TestDPORInterruptedWaiter(t *testing.T) {
	for _, c := range []struct{ main, want string }{
		{"InterruptWaiter", "saw t2 BLOCKED before t1 took o back"},
		{"InterruptLook", "saw t BLOCKED"},
	} {
		t.Run(c.main, func(t *testing.T) { interruptedWaiter(t, c.main, c.want) })
	}
}

func interruptedWaiter(t *testing.T, main, want string) {
	bugAndFixed(t, "dpor", main, nil, want, testBudget, true)
}

// TestDPORLookAtMain: WaitLook's u spins until main.getState() is
// WAITING, then throws if it sees t BLOCKED (t blocked on o before
// main's wait released it, and not yet granted o). main's Thread object
// is made at boot and no event named it as main's, so main's wait wrote
// no life and u's look at main read none: dpor called WaitLook exhausted
// after 26 executions. With main's object from the VM (mainObject):
// found in 33; "fixed" (u joins t before the look): exhausted (12).
func TestDPORLookAtMain(t *testing.T) {
	bugAndFixed(t, "dpor", "WaitLook", nil, "IllegalStateException: t is BLOCKED", testBudget, true)
}

// bugAndFixed explores program name with args under strategy: it must
// find a bug whose summary contains want (and replay it, if replay), and
// with "fixed" appended exhaust the program without one.
func bugAndFixed(t *testing.T, strategy, name string, args []string, want string, b Budget, replay bool) {
	t.Helper()
	for _, fixed := range []bool{false, true} {
		p := testProgram(t, name)
		p.Args = append([]string(nil), args...)
		if fixed {
			p.Args = append(p.Args, "fixed")
		}
		r, tr, err := Explore(p, Config{Strategy: strategy, Budget: b})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s %v: %s", name, p.Args, r.Counters)
		if fixed {
			if r.Bug != nil || !r.Complete {
				t.Errorf("%s fixed: bug=%v (%s), want exhausted without a bug", name, r.Bug, r.Exhausted)
			}
			continue
		}
		if r.Bug == nil || !strings.Contains(r.Bug.Summary(), want) {
			t.Errorf("%s: bug=%v after %s (%s), want %s", name, r.Bug, r.Counters, r.Exhausted, want)
			continue
		}
		if !replay {
			continue
		}
		if exec, _, err := tr.Replay(p, DefaultBudget); err != nil || exec.Bug == nil || exec.Bug.Kind != r.Bug.Kind {
			t.Errorf("%s: replay: %v", name, err)
		}
	}
}
