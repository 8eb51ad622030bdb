package mhp

import (
	"strings"
	"testing"

	"weft/static"
)

// TestLives: Thread.getState and isAlive of a thread are reads of its
// <life>, its start a write (static.LifeVar): b's look at w may come
// before a's start of w and a's before b's (two pairs), a's own look
// not (one thread); the two starts make no pair (the second throws in
// either order). They rank after the program's own race (Tier 2).
// Without the pseudo-field, Lives had the race on hits alone.
func TestLives(t *testing.T) {
	lastTier(t, "Lives", static.LifeVar, []string{
		"RW Thread@Lives.java:8<life> | Thread read 1 Lives.java:11 | Thread write 2 Lives.java:18",
		"RW Thread@Lives.java:8<life> | Thread write 1 Lives.java:12 | Thread read 2 Lives.java:17",
	}, 3)
	// The check and the start under one lock: no <life> pair.
	for _, p := range pairsOf(t, "LivesLocked", Precise, AllFilters) {
		if strings.Contains(p, static.LifeVar) {
			t.Errorf("LivesLocked: %s", p)
		}
	}
	// A program that looks at no thread's life has no <life> access:
	// its starts pair with nothing new.
	for _, p := range pairsOf(t, "Threads", Precise, AllFilters) {
		if strings.Contains(p, static.LifeVar) {
			t.Errorf("Threads: %s", p)
		}
	}
}

// TestStates: a thread's calls that may block it (static.BlockCall: its
// park, its sleep) write its <life> when the program looks at it with
// getState, and pair with the look: main may see t WAITING or
// TIMED_WAITING. u, which main looks at with isAlive alone, parks with
// no <life> write. Before, the look paired with no access of t (t's
// start is main's own).
func TestStates(t *testing.T) {
	want := []string{
		"RW Thread@States.java:9<life> | main read main States.java:19 | Thread write 0 States.java:10",
		"RW Thread@States.java:9<life> | main read main States.java:19 | Thread write 0 States.java:12",
	}
	wantLifePairs(t, "States", want)
}

// TestBlockedStates: a monitor entry of a thread the program looks at
// with getState writes its <life> first (a thread that finds the monitor
// held is BLOCKED), a synchronized method's entry too, and pairs with
// the look: main may see t BLOCKED after it left the monitor. u, which
// main looks at with isAlive alone, enters with no <life> write. Before,
// the look paired with no access of t.
func TestBlockedStates(t *testing.T) {
	want := []string{
		"RW Thread@Blocked.java:12<life> | main read main Blocked.java:25 | Thread write 0 Blocked.java:13",
		"RW Thread@Blocked.java:12<life> | main read main Blocked.java:25 | Thread write 0 Blocked.java:15",
	}
	wantLifePairs(t, "Blocked", want)
}

// wantLifePairs checks that figure name's <life> pairs are want.
func wantLifePairs(t *testing.T, name string, want []string) {
	t.Helper()
	var got []string
	for _, p := range pairsOf(t, name, Precise, AllFilters) {
		if strings.Contains(p, static.LifeVar) {
			got = append(got, p)
		}
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("%s: <life> pairs\n  %s\nwant\n  %s", name, strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

// TestJDKBlockedStates: a call of a thread the program looks at with
// getState that may block it inside the JDK (static.Program.JDKBlocks: a
// synchronized JDK method's entry, a Lock's lock, a Condition's await, a
// BlockingQueue's take) writes its <life> and pairs with the look; its
// tryLock() and unlock, which do not block, write nothing. u, which main
// looks at with isAlive alone, makes the same calls with no <life>
// write. Before, the look paired with no access of t.
func TestJDKBlockedStates(t *testing.T) {
	want := []string{
		"RW Thread@JdkBlocked.java:20<life> | main read main JdkBlocked.java:45 | Thread write 0 JdkBlocked.java:21",
		"RW Thread@JdkBlocked.java:20<life> | main read main JdkBlocked.java:45 | Thread write 0 JdkBlocked.java:26",
		"RW Thread@JdkBlocked.java:20<life> | main read main JdkBlocked.java:45 | Thread write 0 JdkBlocked.java:29",
		"RW Thread@JdkBlocked.java:20<life> | main read main JdkBlocked.java:45 | Thread write 0 JdkBlocked.java:30",
	}
	wantLifePairs(t, "JdkBlocked", want)
}

// TestWaitLockedStates: a Condition's await and an Object.wait write the
// thread's <life> at the park, after the lock's release (on the waiting
// node), so a look made while holding the same lock pairs with it: main
// may see t WAITING in awaitUninterruptibly and u WAITING in o.wait (and
// each BLOCKED at its lock's entry). Before, the wait's write came before
// the wait node, inside the lock's region, and main's entry of the lock
// killed it: the pairs of lines 17 and 23 were missing.
func TestWaitLockedStates(t *testing.T) {
	want := []string{
		"RW Thread@WaitLocked.java:15<life> | main read main WaitLocked.java:31 | Thread write 0 WaitLocked.java:16",
		"RW Thread@WaitLocked.java:15<life> | main read main WaitLocked.java:31 | Thread write 0 WaitLocked.java:17",
		"RW Thread@WaitLocked.java:20<life> | main read main WaitLocked.java:35 | Thread write 1 WaitLocked.java:21",
		"RW Thread@WaitLocked.java:20<life> | main read main WaitLocked.java:35 | Thread write 1 WaitLocked.java:23",
	}
	wantLifePairs(t, "WaitLocked", want)
}
