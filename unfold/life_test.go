package unfold

import (
	"path/filepath"
	"testing"

	"weft/explore"
	"weft/internal/javatest"
)

// Two threads each start a worker if its getState() is NEW (LazyStart):
// both checks may come before either start, and the second start throws
// IllegalThreadStateException. A start writes the started thread's life
// and the program's check reads it (life.go), so both unfoldings find the
// exception, and exhaust the fixed variant (check and start synchronized)
// with no missed target. (On LazyStart itself the targets where the second
// start follows the first are missed: the model does not know that start
// throws.) Before, a check of a thread not yet started was no event:
// unfold called LazyStart exhausted.
func TestLazyStart(t *testing.T) {
	dir := javatest.Compile(t, filepath.Join("..", "explore", "testdata", "LazyStart.java"))
	exploreVariants(t, dir, "LazyStart", func(u *Unfold, exec *explore.Execution, fixed bool) {
		found := exec != nil && exec.Bug != nil && exec.Bug.Kind == explore.KindException
		if found == fixed || fixed && u.Stats.Missed != 0 {
			t.Errorf("%s fixed=%v: exception %v, %d targets missed in %d tests; want an exception %v (and none missed if fixed)", u.Name(), fixed, found, u.Stats.Missed, u.Stats.Tests, !fixed)
		}
	})
}

// A getState that sees a started thread blocked (StateRace: main starts
// t, which parks or sleeps, and throws if t.getState() shows t WAITING or
// TIMED_WAITING): where the program calls getState, t's park or sleep
// writes t's "#alive" first (blockWrite), and main's look may read that
// write: both unfoldings find the exception, without beginFirst too.
// Before, the look read t's start's write whether t had blocked or not:
// without beginFirst both unfoldings missed the park mode's exception
// (done after 2 and 1 tests) and unfold the sleep mode's (2 tests). The
// fixed variants (main joins t before its look) have no exception.
func TestLookAtBlocked(t *testing.T) {
	defer func() { noBeginFirst = false }()
	noBeginFirst = true
	dir := javatest.Compile(t, filepath.Join("..", "explore", "testdata", "StateRace.java"))
	for _, mode := range []string{"park", "sleep"} {
		for _, fixed := range []bool{false, true} {
			for _, ctx := range []bool{false, true} {
				p := &explore.Program{ClassPath: []string{dir}, Main: "StateRace", Args: []string{mode}}
				if fixed {
					p.Args = append(p.Args, "fixed")
				}
				if err := p.Open(); err != nil {
					t.Fatal(err)
				}
				u := &Unfold{Contextual: ctx}
				exec := exploreAll(t, p, u)
				p.Close()
				found := exec != nil && exec.Bug != nil && exec.Bug.Kind == explore.KindException
				t.Logf("%s %v: exception %v, %d tests, %d missed", u.Name(), p.Args, found, u.Stats.Tests, u.Stats.Missed)
				if found == fixed {
					t.Errorf("%s %v: exception %v in %d tests; want %v", u.Name(), p.Args, found, u.Stats.Tests, !fixed)
				}
			}
		}
	}
}

// A getState that sees a thread BLOCKED on a monitor (StateRace's lock
// and enter modes: t enters a monitor main holds, main throws if it sees
// t BLOCKED; LateLook: main looks after it released the monitor, t may
// not have taken it yet): where the program calls getState, a started
// thread's monitor entry writes its "#alive" first, also at the choice
// that lets it block (entryWrite, blockedEntry), and the run scheduled
// for a look after that write lets it block. Both unfoldings find the
// exception, none in the fixed variants, which have no missed target.
// Before, no run let a thread block on a monitor but where main held it
// from before the first start, which the scheduler did not know
// (heldAtStart): StateRace's lock mode was called exhausted (unfold-ctx)
// or missed a target (unfold) without the exception, the enter mode
// missed 1 and 2 targets without it; LateLook's was found in the first
// test, but its fixed variant missed a target.
func TestLookAtBlockedMonitor(t *testing.T) {
	state := javatest.Compile(t, filepath.Join("..", "explore", "testdata", "StateRace.java"))
	late := javatest.Compile(t, filepath.Join("testdata", "LateLook.java"))
	for _, c := range []struct {
		dir, main, mode string
	}{{state, "StateRace", "lock"}, {state, "StateRace", "enter"}, {late, "LateLook", ""}} {
		for _, fixed := range []bool{false, true} {
			for _, ctx := range []bool{false, true} {
				p := &explore.Program{ClassPath: []string{c.dir}, Main: c.main}
				if c.mode != "" {
					p.Args = []string{c.mode}
				}
				if fixed {
					p.Args = append(p.Args, "fixed")
				}
				if err := p.Open(); err != nil {
					t.Fatal(err)
				}
				u := &Unfold{Contextual: ctx}
				exec := exploreAll(t, p, u)
				p.Close()
				found := exec != nil && exec.Bug != nil && exec.Bug.Kind == explore.KindException
				t.Logf("%s %s %v: exception %v, %d tests, %d events, %d missed", c.main, u.Name(), p.Args, found, u.Stats.Tests, u.Stats.Events, u.Stats.Missed)
				if found == fixed || fixed && u.Stats.Missed != 0 {
					t.Errorf("%s %s %v: exception %v, %d targets missed in %d tests; want an exception %v (and none missed if fixed)", c.main, u.Name(), p.Args, found, u.Stats.Missed, u.Stats.Tests, !fixed)
				}
			}
		}
	}
}

// explore/testdata/LateLook's wait mode: main's look can see t BLOCKED
// after main left o (t blocked while main held it and has not taken it
// since), but in every unfold run t takes o while main joins a thread h.
// A monitor entry writes its thread's life again once it holds the
// monitor (entryWrite), so a look that read the entry's write is one
// before the acquisition: both unfoldings no longer call the program
// exhausted without its exception (a target is missed: not found, but
// not called complete). Before, a look after the acquisition read the
// same write, and both called the search exhausted after 3 and 4 tests.
func TestLookBeforeAcquisition(t *testing.T) {
	dir := javatest.Compile(t, filepath.Join("..", "explore", "testdata", "LateLook.java"))
	for _, ctx := range []bool{false, true} {
		p := &explore.Program{ClassPath: []string{dir}, Main: "LateLook", Args: []string{"wait"}}
		if err := p.Open(); err != nil {
			t.Fatal(err)
		}
		u := &Unfold{Contextual: ctx}
		exec := exploreAll(t, p, u)
		p.Close()
		found := exec != nil && exec.Bug != nil && exec.Bug.Kind == explore.KindException
		t.Logf("%s: exception %v, %d tests, %d events, %d missed", u.Name(), found, u.Stats.Tests, u.Stats.Events, u.Stats.Missed)
		if !found && u.Stats.Missed == 0 {
			t.Errorf("%s: no exception and no missed target in %d tests: called exhausted", u.Name(), u.Stats.Tests)
		}
	}
}
