package mhp

import (
	"sort"
	"strings"
	"testing"
)

// A field of an object accessed while the thread holds a lock of that
// very object (static.Analysis.SelfGuards), SelfGuard.java: the accounts
// are made in mapToObj's lambda, one abstract object for both, so their
// locks are no single runtime lock; still two accesses each under its own
// account's monitor, or under the ReentrantLock in its final field lock
// (examples/transfer's, with first and second swapped on one path), make
// no pair. Before, only a synchronized method's this (Methods) and
// synchronized (x) { x.f } (ThisBlock) were known: Locked and Transfer
// had their 3 and 12 balance pairs, and Waiting its 2 pairs of the write
// after wait() (the monitor is held again when wait returns). An access
// under another account's lock, under only one of the two swapped locks,
// under a Lock in a field that may change, through a variable reassigned
// since the lock, after the unlock or after a call that may unlock, or
// under the monitor in one thread and the Lock in the other keeps its
// pairs.
func TestSelfGuard(t *testing.T) {
	balance := func(main string) []string {
		var out []string
		for _, p := range pairsOf(t, "SelfGuard$"+main, Precise, AllFilters) {
			if strings.HasPrefix(p, "RW SelfGuard$Account.balance") {
				out = append(out, p)
			}
		}
		return out
	}
	three := func(m1, l1, m2, l2 string) []string {
		return []string{
			"RW SelfGuard$Account.balance | Thread read " + m1 + " SelfGuard.java:" + l1 + " | Thread write " + m2 + " SelfGuard.java:" + l2,
			"RW SelfGuard$Account.balance | Thread write " + m1 + " SelfGuard.java:" + l1 + " | Thread read " + m2 + " SelfGuard.java:" + l2,
			"RW SelfGuard$Account.balance | Thread write " + m1 + " SelfGuard.java:" + l1 + " | Thread write " + m2 + " SelfGuard.java:" + l2,
		}
	}
	for _, c := range []struct {
		main string
		want []string
	}{
		{"Methods", nil},
		{"ThisBlock", nil},
		{"Waiting", nil},
		{"Locked", nil},
		{"Transfer", nil},
		{"Other", three("addOther", "42", "add", "21")},
		{"TransferHalf", three("transferHalf", "94", "locked", "55")},
		{"LockedOther", three("lockedOther", "103", "locked", "55")},
		{"LockedMutable", three("lockedMutable", "112", "lockedMutable", "112")},
		{"LockedReassigned", three("lockedReassigned", "123", "locked", "55")},
		{"LockedThenNot", three("lockedThenNot", "133", "locked", "55")},
		{"Released", three("lockedReleased", "144", "locked", "55")},
		{"MonitorAndLock", three("add", "21", "locked", "55")},
	} {
		t.Run(c.main, func(t *testing.T) {
			got := balance(c.main)
			if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("balance pairs:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(c.want, "\n  "))
			}
		})
	}
}

// A StampedLock's read view (asReadLock) and its ReadWriteLock view's
// read lock are StampedLock$ReadLockView objects (static.Analysis.lockView),
// shared: two threads updating a box's hits under them race (3 pairs), and
// so do a reader under the read view and a writer under the write view.
// Its write view (asWriteLock, and asReadWriteLock().writeLock() in a
// ViewBox) is one StampedLock$WriteLockView per lock, exclusive
// (static.Program.ExclusiveLock): no pair. Before, the views were Lock-typed
// derived objects, and the write views' sections made 3 pairs each.
func TestSelfGuardStamped(t *testing.T) {
	at := map[string]string{"touchRead": "284", "touchView": "293", "touchWrite": "302", "touchViewWrite": "345"}
	for _, c := range []struct {
		main string
		m    [2]string // the read and write threads' methods, "" for no pair
	}{
		{"StampedRead", [2]string{"touchRead", "touchRead"}},
		{"StampedView", [2]string{"touchView", "touchView"}},
		{"StampedWrite", [2]string{}},
		{"StampedViewWrite", [2]string{}},
		{"StampedReadWrite", [2]string{"touchRead", "touchWrite"}},
	} {
		t.Run(c.main, func(t *testing.T) {
			box := "Box"
			if c.main == "StampedViewWrite" {
				box = "ViewBox"
			}
			var got []string
			for _, p := range pairsOf(t, "SelfGuard$"+c.main, Precise, AllFilters) {
				if strings.HasPrefix(p, "RW SelfGuard$"+box+".hits") {
					got = append(got, p)
				}
			}
			var want []string
			if c.m[0] != "" {
				side := func(kind, m string) string {
					return "Thread " + kind + " " + m + " SelfGuard.java:" + at[m]
				}
				for _, k := range [][2]string{{"read", "write"}, {"write", "read"}, {"write", "write"}} {
					want = append(want, "RW SelfGuard$"+box+".hits | "+side(k[0], c.m[0])+" | "+side(k[1], c.m[1]))
				}
			}
			sort.Strings(want)
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("hits pairs:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
			}
		})
	}
}
