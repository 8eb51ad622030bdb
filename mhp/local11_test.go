package mhp

import (
	"strings"
	"testing"
)

// TestThreadLocals: a ThreadLocal's get, set and remove touch the calling
// thread's own map (static.JDKEffect, threadOwn): two pool tasks' calls
// on one ThreadLocal (or on a subclass's) make no pair on its <state>;
// the Counter that withInitial hands to every thread keeps its pairs.
// Before, the ThreadLocals' <state> made 7 pairs (TLPool of the eleventh
// round: 2).
func TestThreadLocals(t *testing.T) {
	expectPairs(t, "ThreadLocals", AllFilters,
		"RW ThreadLocals$Counter.n | task read 1 ThreadLocals.java:31 | task write 1 ThreadLocals.java:31",
		"RW ThreadLocals$Counter.n | task write 1 ThreadLocals.java:31 | task write 1 ThreadLocals.java:31")
}

// TestClockTier: among pairs of one priority, the clock's (main's sleep
// against the worker's nanoTime deadline, ClockPoll of the eleventh
// round) rank after the program's own field and a HashMap's <state>,
// with the thread-safe JDK objects' (AccessPair.Tier 2); before, the
// name "<clock>" sorted first.
func TestClockTier(t *testing.T) {
	if got, want := strings.Join(rankedVars(t, "ClockRank"), " "), "ClockRank.last HashMap <clock>"; got != want {
		t.Errorf("variables in rank order: %s, want %s", got, want)
	}
}

// rankedVars returns the variables of program main's pairs in rank order
// (one entry per run of pairs on one variable, its allocation site cut),
// all of which must have one priority.
func rankedVars(t *testing.T, main string) []string {
	t.Helper()
	rep, err := Run(figures(t), main, Config{Mode: Precise, Filters: AllFilters})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	prio := -1
	for _, p := range rep.Result.Pairs {
		if p.Tier == 2 {
			// No must-alias bonus (TestTierAlias): after the others anyway.
		} else if prio >= 0 && p.Priority != prio {
			t.Errorf("%s: priority %d, want all %d", short(p), p.Priority, prio)
		} else {
			prio = p.Priority
		}
		v := p.Var
		if i := strings.IndexByte(v, '@'); i >= 0 {
			v = v[:i]
		}
		if len(got) == 0 || got[len(got)-1] != v {
			got = append(got, v)
		}
	}
	return got
}

// TestRWViews: a ReentrantReadWriteLock's views are one object per lock
// object (static.Analysis.lockView), so two threads' writeLock() sections
// share one real monitor and make no pair; before, each call site and
// thread made its own view, and main's write paired with the worker's.
// The read under readLock() still pairs with the worker's write. The
// two writeLock() entries contend on that monitor (MM): the view, in no
// field of the program, escapes with the lock that holds it; before,
// the escape filter took it for thread-local and dropped the MM pair.
func TestRWViews(t *testing.T) {
	expectPairs(t, "RWViews", AllFilters,
		"MM monitor WriteLock@RWViews.java:8 | main entry write RWViews.java:21 | Thread entry write RWViews.java:21",
		"RW RWViews.value | main read read RWViews.java:14 | Thread write write RWViews.java:23")
}

// TestOwnFieldMaps: an object made in a constructor (a field initializer)
// is one abstract object per receiver, as the constructor's call-graph
// node is (static.allocKey.recv): each worker's own HashMap makes no
// pair, while the list handed to both constructors keeps its pair.
// Before, the two constructors' maps were one object, taken for one
// runtime object (must-alias), and made 3 pairs (OwnMap of the eleventh
// round).
func TestOwnFieldMaps(t *testing.T) {
	expectPairs(t, "OwnFieldMaps", AllFilters,
		"RW ArrayList@OwnFieldMaps.java:25<state> | OwnFieldMaps write run OwnFieldMaps.java:21 | OwnFieldMaps write run OwnFieldMaps.java:21")
}

// TestFormatArgs: the Object[] that a String.format call's varargs make
// in a pool task is the task's own: a static JDK call returns only
// arguments of its return type (static.returnType), so the array does
// not flow, through the String, into the shared log and escape. Before,
// the array's stores and String.format's read of it made 2 pairs
// between the task's instances (pricefeed's audit list ranked 5th below
// four such pairs).
// The log's monitor keeps its MM pairs.
func TestFormatArgs(t *testing.T) {
	expectPairs(t, "FormatArgs", AllFilters,
		"MM monitor ArrayList@FormatArgs.java:12 | main entry main FormatArgs.java:27 | task entry 0 FormatArgs.java:20",
		"MM monitor ArrayList@FormatArgs.java:12 | task entry 0 FormatArgs.java:20 | task entry 0 FormatArgs.java:20")
}

// TestClassCast: a checkcast to Class keeps a class literal's Class
// object (static.Analysis.flow tests the Class object as a
// java.lang.Class, not as the class it stands for), so main's count
// under (Class<?>) lock and the worker's under ClassCast.class share one
// monitor and make no pair; before, the cast let nothing through, main's
// monitor was unknown, and the counts made 3 pairs.
func TestClassCast(t *testing.T) {
	expectPairs(t, "ClassCast", AllFilters,
		"MM monitor ClassCast.class | main entry main ClassCast.java:16 | Thread entry 0 ClassCast.java:10")
}

// TestCallableAdapt: Executors.callable's Callable runs the Runnable it
// is given, in the task thread; the return-type filter of a static JDK
// call's arguments (FormatArgs) must not drop a task handed to a task
// adapter, or the task runs nowhere and its count makes no pair.
func TestCallableAdapt(t *testing.T) {
	expectPairOn(t, "CallableAdapt", "CallableAdapt.count")
}

// TestThreadLocalLock: a ThreadLocal's supplier makes one object per
// thread, so the monitors of two threads' tl.get() are not one lock and
// their counts race; the supplier's allocation, run once in main's
// class initializer, must not count as a single run-time object.
func TestThreadLocalLock(t *testing.T) {
	expectPairOn(t, "TLLock", "TLLock.count")
}

// TestEnumValueOf: an enum's valueOf(String) returns one of its
// constants (Enum.valueOf(E.class, name) in its generated body), so two
// threads bumping the constant's counter race.
func TestEnumValueOf(t *testing.T) {
	expectPairOn(t, "EnumValueOf", "count")
}

// expectPairOn checks that main's pairs (precise, all filters) include
// one whose text contains sub.
func expectPairOn(t *testing.T, main, sub string) {
	t.Helper()
	got := pairsOf(t, main, Precise, AllFilters)
	for _, p := range got {
		if strings.Contains(p, sub) {
			return
		}
	}
	t.Errorf("%s: no pair on %s:\n  %s", main, sub, strings.Join(got, "\n  "))
}

// TestOwnHelperMaps: the objects a method makes that a constructor calls
// on its receiver (a private newMap(), a virtual init()) are the
// receiver's own, as the constructor's are (static.thisCall): the two
// workers' own map and list make no pair. Before, 4 (one map and one
// list for both workers).
func TestOwnHelperMaps(t *testing.T) {
	expectPairs(t, "OwnHelperMaps", AllFilters)
}

// TestSharedPattern: a compiled Pattern is immutable, so two threads'
// matcher, split and pattern calls on a shared one make no pair (before,
// matcher, split and pattern were writes of its <state> by their names:
// 3 pairs); a shared Matcher's find and reset still pair.
func TestSharedPattern(t *testing.T) {
	expectPairs(t, "SharedPattern", AllFilters)
	expectPairOn(t, "SharedPattern$SharedMatcher", "Matcher@SharedPattern.java:22<state>")
}

// TestOwnStaticHelper: the objects made by a static helper that a
// constructor calls are the receiver's own (static.bindDirect), as a
// helper's the constructor calls on this (TestOwnHelperMaps): the two
// workers' maps and lists make no pair (before, 4). A static helper that
// returns one map cached in a static field hands both workers that map:
// their puts still pair.
func TestOwnStaticHelper(t *testing.T) {
	expectPairs(t, "OwnStaticHelper", AllFilters)
	expectPairOn(t, "OwnStaticHelper$Cached", "HashMap@OwnStaticHelper.java:54")
}

// TestCallSiteRecv: a clone of a method inlined at one call site
// accesses the call's receiver through this (instance.recv): two threads
// incrementing each their own Counter make no pair, though they call the
// same inc() on a shared one under its monitor (before: 2 pairs of n++,
// the shared Counter in inc's this in both clones; the monitor entries'
// MM pair stays). The twins that call it
// on the shared Counter, directly and through a method reference run as
// a Runnable, keep their pairs.
func TestCallSiteRecv(t *testing.T) {
	expectPairs(t, "CallSiteRecv", AllFilters,
		"MM monitor Counter@CallSiteRecv.java:18 | Thread entry 0 CallSiteRecv.java:25 | Thread entry 0 CallSiteRecv.java:25")
	expectPairOn(t, "CallSiteRecv$Shared", "RW CallSiteRecv$Counter.n | Thread write inc CallSiteRecv.java:14 | Thread write inc CallSiteRecv.java:14")
	expectPairOn(t, "CallSiteRecv$MethodRef", "RW CallSiteRecv$Counter.n | Thread write inc CallSiteRecv.java:14 | Thread write inc CallSiteRecv.java:14")
}

// TestBoundCallback: a callback of a JDK call named as the program's
// callee (an ArrayList's equals calling back shared.equals at a.equals(shared),
// where a is an Item or an ArrayList: static's model calls back the
// arguments' equals) keeps every receiver in its
// clone (builder.bound): the two threads' hits++ on shared pair. Without
// the guard the callback's clone took the call's receiver, the new Item
// only, and the pair was lost.
func TestBoundCallback(t *testing.T) {
	expectPairOn(t, "BoundCallback", "RW BoundCallback$Item.hits | Thread write equals BoundCallback.java:15 | Thread write equals BoundCallback.java:15")
}
