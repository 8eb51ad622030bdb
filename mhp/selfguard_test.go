package mhp

import (
	"fmt"
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
// read lock are shared, known only as Locks (no summary gives them a
// class): two threads updating a box's hits under them race, and so do
// two under its write view (asWriteLock, a Lock too): only a lock of a
// known exclusive class (static.Program.ExclusiveLock) guards. Before,
// any Lock but the read locks' own classes did, and each of these had no
// pair.
func TestSelfGuardStamped(t *testing.T) {
	for _, c := range []struct{ main, method string }{
		{"StampedRead", "touchRead"},
		{"StampedView", "touchView"},
		{"StampedWrite", "touchWrite"},
	} {
		t.Run(c.main, func(t *testing.T) {
			var got []string
			for _, p := range pairsOf(t, "SelfGuard$"+c.main, Precise, AllFilters) {
				if strings.HasPrefix(p, "RW SelfGuard$Box.hits") {
					got = append(got, p)
				}
			}
			at := "Thread %s " + c.method + " SelfGuard.java:284"
			if c.main == "StampedView" {
				at = "Thread %s " + c.method + " SelfGuard.java:293"
			} else if c.main == "StampedWrite" {
				at = "Thread %s " + c.method + " SelfGuard.java:302"
			}
			var want []string
			for _, k := range [][2]string{{"read", "write"}, {"write", "read"}, {"write", "write"}} {
				want = append(want, "RW SelfGuard$Box.hits | "+fmt.Sprintf(at, k[0])+" | "+fmt.Sprintf(at, k[1]))
			}
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("hits pairs:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
			}
		})
	}
}
