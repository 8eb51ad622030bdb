package mhp

import (
	"slices"
	"sort"
	"strings"
	"testing"
)

// The golden tests: the thesis's worked examples (testdata/figures, line
// numbers of the Java files there; the comments map them to the thesis's).

var none = Filters{}

// Figure 1.1: t1.1 (line 10) and t1.4 (line 13) write, t2.1 (21) writes and
// t2.2 (22) reads. The thesis's flow-insensitive alias analysis makes t1.4
// pair too (seeds/003 L73-80), its example of a false positive: after
// a = b, t1.4 writes B's val, which Thread2 never touches. The IR gives
// each web of a local its own variable (static.splitLocals), so t1's a
// before and after a = b are two variables, and t1.4 pairs only without
// the alias filter, as c.val (t1.2, line 11) does.
func TestFig1_1(t *testing.T) {
	want := []string{
		"RW Fig1_1$Obj.val | Thread1 write run Fig1_1.java:10 | Thread2 read run Fig1_1.java:22",
		"RW Fig1_1$Obj.val | Thread1 write run Fig1_1.java:10 | Thread2 write run Fig1_1.java:21",
	}
	expectPairs(t, "Fig1_1", AllFilters, want...)
	expectPairs(t, "Fig1_1", none, append(want,
		"RW Fig1_1$Obj.val | Thread1 write run Fig1_1.java:11 | Thread2 read run Fig1_1.java:22",
		"RW Fig1_1$Obj.val | Thread1 write run Fig1_1.java:11 | Thread2 write run Fig1_1.java:21",
		"RW Fig1_1$Obj.val | Thread1 write run Fig1_1.java:13 | Thread2 read run Fig1_1.java:22",
		"RW Fig1_1$Obj.val | Thread1 write run Fig1_1.java:13 | Thread2 write run Fig1_1.java:21")...)
}

// Figure 3.1 / Table 3.1: v1 (line 6 → 12/26), v2 (line 8 → 13/28), v3's
// monitor (line 9 → 14/29), v4 (line 12 → 17/32). No v3.val pair (common
// lock), no pair with main's writes (ordered by start).
func TestFig3_1(t *testing.T) {
	expectPairs(t, "Fig3_1", AllFilters,
		"MM monitor T@Fig3_1.java:4#2 | Thread1 entry run Fig3_1.java:14 | Thread2 entry run Fig3_1.java:29",
		"RW Fig3_1$T.val | Thread1 read run Fig3_1.java:12 | Thread2 write run Fig3_1.java:26",
		"RW Fig3_1$T.val | Thread1 read run Fig3_1.java:17 | Thread2 write run Fig3_1.java:32",
		"RW int[]@Fig3_1.java:5[] | Thread1 read run Fig3_1.java:13 | Thread2 write run Fig3_1.java:28",
	)
}

// Figure 4.7 / Table 4.1: one pair of each kind, in f2/fb called from
// f1/fa (the context the table prints).
func TestFig4_7(t *testing.T) {
	expectPairs(t, "Fig4_7", AllFilters,
		"MM monitor Obj@Fig4_7.java:4 | Thread1 entry f2 Fig4_7.java:13 | Thread2 entry fb Fig4_7.java:26",
		"RW Fig4_7$Obj.val | Thread1 write f2 Fig4_7.java:12 | Thread2 read fb Fig4_7.java:25",
		"WM monitor Obj@Fig4_7.java:4 | Thread1 wait f2 Fig4_7.java:14 | Thread2 entry fb Fig4_7.java:26",
		"WN monitor Obj@Fig4_7.java:4 | Thread1 wait f2 Fig4_7.java:14 | Thread2 notifyAll fb Fig4_7.java:27",
	)
	rep, err := Run(figures(t), "Fig4_7", Config{Filters: AllFilters})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range rep.Result.Pairs {
		if p.A.Context != "Fig4_7$Thread1.f1 (Fig4_7.java:9)" || p.B.Context != "Fig4_7$Thread2.fa (Fig4_7.java:22)" {
			t.Errorf("%s: contexts %q, %q", short(p), p.A.Context, p.B.Context)
		}
	}
	// Ranking (§6.1.2): RW, WN, WM, MM.
	var kinds []string
	for _, p := range rep.Result.Pairs {
		kinds = append(kinds, p.Kind.String())
	}
	if got := strings.Join(kinds, " "); got != "RW WN WM MM" {
		t.Errorf("ranked kinds = %s, want RW WN WM MM", got)
	}
}

// Figures 4.10/4.11: the polymorphic call g.f2() is cloned; SubF.f2's
// accesses (lines 20, 21) pair with Thread2's like F.f2's do.
func TestFig4_10Cloning(t *testing.T) {
	expectPairs(t, "Fig4_10", AllFilters,
		"MM monitor Obj@Fig4_10.java:6 | Thread1 entry f2 Fig4_10.java:12 | Thread2 entry fb Fig4_10.java:46",
		"MM monitor Obj@Fig4_10.java:6 | Thread1 entry f2 Fig4_10.java:20 | Thread2 entry fb Fig4_10.java:46",
		"RW Fig4_10$Obj.val | Thread1 write f2 Fig4_10.java:11 | Thread2 read fb Fig4_10.java:45",
		"RW Fig4_10$Obj.val | Thread1 write f2 Fig4_10.java:21 | Thread2 read fb Fig4_10.java:45",
		"WM monitor Obj@Fig4_10.java:6 | Thread1 wait f2 Fig4_10.java:13 | Thread2 entry fb Fig4_10.java:46",
		"WN monitor Obj@Fig4_10.java:6 | Thread1 wait f2 Fig4_10.java:13 | Thread2 notifyAll fb Fig4_10.java:47",
	)
}

// Figure 4.14: the same write in both threads, on objects each thread
// allocates. Without filters it is a pair; thread-sensitive points-to
// already separates the objects (alias), and neither object escapes
// (escape), so each filter alone removes it (the thesis needed escape).
func TestFig4_14(t *testing.T) {
	pair := "RW Fig4_14$O.val | Thread1 write f2 Fig4_14.java:12 | Thread2 write f2 Fig4_14.java:12"
	expectPairs(t, "Fig4_14", none, pair)
	expectPairs(t, "Fig4_14", Filters{Alias: true})
	expectPairs(t, "Fig4_14", Filters{Escape: true})
	expectPairs(t, "Fig4_14", AllFilters)
}

// Figure 4.15: o.f2() enters an unresolved monitor (o1 or o2), which gets
// an artificial monitor per entry, so f2's accesses to val are MHP; the
// disjoint filter removes the three RW pairs on O.val. The static o
// itself races.
func TestFig4_15(t *testing.T) {
	static := []string{
		"MM monitor O@Fig4_15.java:13#1|O@Fig4_15.java:13#2 | Thread1 entry run Fig4_15.java:23 | Thread2 entry run Fig4_15.java:34",
		"RW Fig4_15.o | Thread1 read run Fig4_15.java:23 | Thread2 write run Fig4_15.java:30",
		"RW Fig4_15.o | Thread1 read run Fig4_15.java:23 | Thread2 write run Fig4_15.java:32",
		"RW Fig4_15.o | Thread1 write run Fig4_15.java:19 | Thread2 read run Fig4_15.java:34",
		"RW Fig4_15.o | Thread1 write run Fig4_15.java:19 | Thread2 write run Fig4_15.java:30",
		"RW Fig4_15.o | Thread1 write run Fig4_15.java:19 | Thread2 write run Fig4_15.java:32",
		"RW Fig4_15.o | Thread1 write run Fig4_15.java:21 | Thread2 read run Fig4_15.java:34",
		"RW Fig4_15.o | Thread1 write run Fig4_15.java:21 | Thread2 write run Fig4_15.java:30",
		"RW Fig4_15.o | Thread1 write run Fig4_15.java:21 | Thread2 write run Fig4_15.java:32",
	}
	expectPairs(t, "Fig4_15", AllFilters, static...)
	expectPairs(t, "Fig4_15", Filters{Alias: true, Escape: true}, append(static,
		"RW Fig4_15$O.val | Thread1 read f2 Fig4_15.java:8 | Thread2 write f2 Fig4_15.java:8",
		"RW Fig4_15$O.val | Thread1 write f2 Fig4_15.java:8 | Thread2 read f2 Fig4_15.java:8",
		"RW Fig4_15$O.val | Thread1 write f2 Fig4_15.java:8 | Thread2 write f2 Fig4_15.java:8")...)
}

// Figure 5.1 / Table 5.1: five RW pairs on accX.val (lines 3, 5 → 16/29/31)
// and two MM pairs on accY (lines 5, 2, 8 → 18/28/34).
func TestFig5_1(t *testing.T) {
	expectPairs(t, "Fig5_1", AllFilters,
		"MM monitor Account@Fig5_1.java:42 | Thread1 entry run Fig5_1.java:18 | Thread2 entry run Fig5_1.java:28",
		"MM monitor Account@Fig5_1.java:42 | Thread1 entry run Fig5_1.java:18 | Thread2 entry run Fig5_1.java:34",
		"RW Account.val | Thread1 read run Fig5_1.java:16 | Thread2 write run Fig5_1.java:29",
		"RW Account.val | Thread1 read run Fig5_1.java:16 | Thread2 write run Fig5_1.java:31",
		"RW Account.val | Thread1 write run Fig5_1.java:16 | Thread2 read run Fig5_1.java:29",
		"RW Account.val | Thread1 write run Fig5_1.java:16 | Thread2 write run Fig5_1.java:29",
		"RW Account.val | Thread1 write run Fig5_1.java:16 | Thread2 write run Fig5_1.java:31",
	)
}

// Coarse MHP ignores the locks: Fig 5.1's accY.val accesses pair as well,
// ranked after the inconsistently locked ones.
func TestUnsync(t *testing.T) {
	got := pairsOf(t, "Fig5_1", Unsync, AllFilters)
	precise := pairsOf(t, "Fig5_1", Precise, AllFilters)
	if len(got) <= len(precise) {
		t.Errorf("unsync gave %d pairs, precise %d", len(got), len(precise))
	}
	have := map[string]bool{}
	for _, p := range got {
		have[p] = true
	}
	for _, p := range precise {
		if !have[p] {
			t.Errorf("unsync lacks %s", p)
		}
	}
}

// Threads in a loop are one multi-instance thread that races with itself;
// a synchronized JDK call (Vector.add) is a monitor entry on the vector.
func TestMultiInstance(t *testing.T) {
	got := strings.Join(pairsOf(t, "Threads", Precise, AllFilters), "\n")
	for _, want := range []string{
		"RW Threads.counter | Worker read run Threads.java:13 | Worker write run Threads.java:13",
		"RW Threads.counter | Worker write run Threads.java:13 | Worker write run Threads.java:13",
		"MM monitor Vector@Threads.java:6 | Worker entry run Threads.java:14 | Worker entry run Threads.java:14",
		"RW Threads.counter | Thread write 0 Threads.java:30 | Thread write run Threads.java:20",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %s in\n%s", want, got)
		}
	} // The for-each join loop over the (3-element) array runs at least
	// once, so main's read after it does not race with the workers.
	if strings.Contains(got, "main read main Threads.java:39 | Worker") {
		t.Errorf("main's read after the join loop pairs with a worker:\n%s", got)
	}
}

// The join loop runs at least once (static.DecidedBranch), so main's read
// of total after it is not parallel with the workers; the workers' updates
// are all under JoinLoop.class: only their monitor entries pair.
func TestJoinLoop(t *testing.T) {
	expectPairs(t, "JoinLoop", AllFilters,
		"MM monitor JoinLoop.class | Worker entry run JoinLoop.java:9 | Worker entry run JoinLoop.java:9")
}

// Figures 4.12/4.13: the unresolved entries of f2 (line 23) and fb (42)
// get artificial monitors o1o2-1 and o1o2-2 (here named after the two Obj
// allocations); wait and notifyAll inherit their region's monitor. The
// pairs of Table 4.1 remain (may-alias), plus the races on the static o.
func TestFig4_12(t *testing.T) {
	mon := "monitor Obj@Fig4_12.java:7#1|Obj@Fig4_12.java:7#2"
	static := []string{}
	for _, w := range []string{"14", "16"} {
		static = append(static,
			"RW Fig4_12.o | Thread1 write f1 Fig4_12.java:"+w+" | Thread2 read fb Fig4_12.java:40",
			"RW Fig4_12.o | Thread1 write f1 Fig4_12.java:"+w+" | Thread2 write fa Fig4_12.java:33",
			"RW Fig4_12.o | Thread1 write f1 Fig4_12.java:"+w+" | Thread2 write fa Fig4_12.java:35")
	}
	expectPairs(t, "Fig4_12", AllFilters, append(static,
		"MM "+mon+" | Thread1 entry f2 Fig4_12.java:23 | Thread2 entry fb Fig4_12.java:42",
		"RW Fig4_12$Obj.val | Thread1 write f2 Fig4_12.java:22 | Thread2 read fb Fig4_12.java:41",
		"RW Fig4_12.o | Thread1 read f2 Fig4_12.java:21 | Thread2 write fa Fig4_12.java:33",
		"RW Fig4_12.o | Thread1 read f2 Fig4_12.java:21 | Thread2 write fa Fig4_12.java:35",
		"WM "+mon+" | Thread1 wait f2 Fig4_12.java:24 | Thread2 entry fb Fig4_12.java:42",
		"WN "+mon+" | Thread1 wait f2 Fig4_12.java:24 | Thread2 notifyAll fb Fig4_12.java:43")...)

	rep, err := Run(figures(t), "Fig4_12", Config{Filters: AllFilters})
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]string{}
	for _, n := range rep.PEG.Nodes {
		if n.Monitor == nil {
			continue
		}
		if !n.Monitor.Artificial {
			t.Errorf("%v: monitor %v is not artificial", n, n.Monitor)
		}
		k := n.Thread.String()[:7] + " " + n.Kind.String()
		if old, ok := names[k]; ok && old != n.Monitor.Name {
			k += "'"
		}
		names[k] = n.Monitor.Name
	}
	o := "Obj@Fig4_12.java:7#1Obj@Fig4_12.java:7#2"
	for k, want := range map[string]string{
		"Thread1 entry": o + "-1", "Thread1 wait": o + "-1", "Thread1 waiting": o + "-1",
		"Thread1 notified-entry": o + "-1", "Thread1 exit": o + "-1",
		"Thread2 entry": o + "-2", "Thread2 notifyAll": o + "-2", "Thread2 exit": o + "-2",
	} {
		if names[k] != want {
			t.Errorf("%s on monitor %q, want %q (all: %v)", k, names[k], want, names)
		}
	}
}

// JDK callbacks (static/jdk.go): toString from a string concatenation,
// hashCode from HashSet.add and a lambda from forEach are analyzed as
// callees of the call, so their reads of Cell.val race with Writer.
func TestCallbacks(t *testing.T) {
	got := strings.Join(pairsOf(t, "Callbacks", Precise, AllFilters), "\n")
	for _, want := range []string{
		"RW Callbacks$Cell.val | Printer read toString Callbacks.java:11 | Writer write run Callbacks.java:31",
		"RW Callbacks$Cell.val | Printer read hashCode Callbacks.java:12 | Writer write run Callbacks.java:31",
		"RW Callbacks$Cell.val | Printer read 0 Callbacks.java:25 | Writer write run Callbacks.java:31",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %s in\n%s", want, got)
		}
	}
}

// Array arguments of JDK methods are accessed by them (JDKWritesArray).
func TestArraysJDK(t *testing.T) {
	expectPairs(t, "ArraysJDK", AllFilters,
		"RW int[]@Callbacks.java:46[] | Filler write run Callbacks.java:49 | Shower read run Callbacks.java:53")
}

// JDK summaries (static/jdk.go): ArrayList.add writes the list's <state>,
// get reads it; Vector's synchronized add and get enter the vector's
// monitor (MM) and their state accesses are then ordered.
func TestCollections(t *testing.T) {
	expectPairs(t, "Collections", AllFilters,
		"MM monitor Vector@Collections.java:9 | Adder entry run Collections.java:14 | Getter entry run Collections.java:21",
		"RW ArrayList@Collections.java:8<state> | Adder write run Collections.java:13 | Getter read run Collections.java:20")
}

// StringBuilder's append writes the builder's state, length reads it: the
// shared builder races (RW), the threads' local builders do not, and the
// StringBuffer's synchronized methods are monitor entries (MM) that order
// its state accesses. The Item appended in the Reader's chained append is
// read by its toString, a callback of that append.
func TestBuilders(t *testing.T) {
	expectPairs(t, "Builders", AllFilters,
		"MM monitor StringBuffer@Builders.java:10 | Writer entry run Builders.java:24 | Reader entry run Builders.java:34",
		"RW Builders$Item.n | Writer write run Builders.java:27 | Reader read toString Builders.java:17",
		"RW StringBuilder@Builders.java:9<state> | Writer write run Builders.java:23 | Reader read run Builders.java:33")
	// Ignoring mutual exclusion (--mhp unsync), the StringBuffer's state
	// accesses pair too, consistently locked by the buffer's monitor.
	rep, err := Run(figures(t), "Builders", Config{Mode: Unsync, Filters: AllFilters})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, p := range rep.Result.Pairs {
		if p.Var != "StringBuffer@Builders.java:10<state>" {
			continue
		}
		found = true
		if !p.Consistent || len(p.A.Locks) != 1 || len(p.B.Locks) != 1 {
			t.Errorf("unsync: %s: consistent %v, locks %v and %v, want consistently locked by the buffer", short(p), p.Consistent, p.A.Locks, p.B.Locks)
		}
	}
	if !found {
		t.Errorf("unsync: no pair on the StringBuffer's state")
	}
}

// A builder passed to String.valueOf, new String, another builder's
// append, Objects.toString or a string concatenation is read
// (BuilderArgs.java): each pairs with Writer's append. Before, those
// calls (of stateless classes, or with the builder as an argument rather
// than the receiver) read nothing and the shared builder had no pair.
func TestBuilderArgs(t *testing.T) {
	var want []string
	for _, line := range []string{"24", "25", "27", "28", "29"} {
		want = append(want, "RW StringBuilder@BuilderArgs.java:12<state> | Writer write run BuilderArgs.java:17 | Reader read run BuilderArgs.java:"+line)
	}
	expectPairs(t, "BuilderArgs", AllFilters, want...)
}

// Lock.lock/unlock are monitor entry and exit: count++ under the lock does
// not race, free++ outside does (two Worker threads, allocated on one line).
func TestLocks(t *testing.T) {
	expectPairs(t, "Locks", AllFilters,
		"MM monitor ReentrantLock@Locks.java:6 | Worker entry run Locks.java:11 | Worker entry run Locks.java:11",
		"RW Locks.free | Worker read run Locks.java:17 | Worker write run Locks.java:17",
		"RW Locks.free | Worker write run Locks.java:17 | Worker read run Locks.java:17",
		"RW Locks.free | Worker write run Locks.java:17 | Worker write run Locks.java:17")
}

// Each filter only removes pairs: for every figure, the pairs with a
// filter switched on are a subset of those with it off.
func TestFiltersOnlyRemove(t *testing.T) {
	for _, main := range []string{"Fig1_1", "Fig3_1", "Fig4_7", "Fig4_10", "Fig4_12", "Fig4_14", "Fig4_15", "Fig5_1", "Threads"} {
		rep, err := Run(figures(t), main, Config{Filters: AllFilters})
		if err != nil {
			t.Fatal(err)
		}
		set := func(f Filters) map[string]bool {
			m := map[string]bool{}
			for _, p := range rep.MHP.AccessPairs(f).Pairs {
				m[short(p)] = true
			}
			return m
		}
		none := set(Filters{})
		for _, f := range []Filters{{Alias: true}, {Escape: true}, {Disjoint: true}, {Alias: true, Escape: true}, AllFilters} {
			for p := range set(f) {
				if !none[p] {
					t.Errorf("%s: filters %s add %s", main, f, p)
				}
			}
		}
	}
}

// Figure 3.1 without the alias filter: every T.val access pairs with every
// other thread's T.val write, whichever of v1, v3, v4 it is on.
func TestFig3_1NoAlias(t *testing.T) {
	got := pairsOf(t, "Fig3_1", Precise, Filters{Escape: true, Disjoint: true})
	all := pairsOf(t, "Fig3_1", Precise, AllFilters)
	if len(got) <= len(all) {
		t.Fatalf("alias removed nothing: %d vs %d pairs", len(got), len(all))
	}
	want := "RW Fig3_1$T.val | Thread1 read run Fig3_1.java:12 | Thread2 write run Fig3_1.java:32"
	if !strings.Contains(strings.Join(got, "\n"), want) {
		t.Errorf("without alias, missing %s (v1.val read vs v4.val write) in\n%s", want, strings.Join(got, "\n"))
	}
}

// A thread's constructor initializes its own object before the thread is
// started: Worker.id written in <init> (in main's loop) does not race with
// the worker's read of its own id.
func TestCtorBeforeStart(t *testing.T) {
	got := strings.Join(pairsOf(t, "Threads", Precise, AllFilters), "\n")
	if strings.Contains(got, "Threads$Worker.id") {
		t.Errorf("constructor write pairs with run's read:\n%s", got)
	}
}

// A synchronized block on the variable it accesses through (single
// definition) protects that access whatever the object: disjoint drops the
// pairs even though the monitor is artificial.
func TestSelfLocked(t *testing.T) {
	expectPairs(t, "SelfLock", AllFilters,
		"MM monitor Cell@SelfLock.java:21 | Bumper entry run SelfLock.java:13 | Bumper entry run SelfLock.java:13")
	got := pairsOf(t, "SelfLock", Precise, Filters{Alias: true, Escape: true})
	if !strings.Contains(strings.Join(got, "\n"), "RW SelfLock$Cell.v | Bumper read run SelfLock.java:14 | Bumper write run SelfLock.java:14") {
		t.Errorf("without disjoint the c.v pairs must remain:\n%s", strings.Join(got, "\n"))
	}
}

// A loop under one monitor whose body enters another (NestedLocks): every
// access of walk() and add() holds the list's monitor, so only their MM pair
// remains; without synchronization the reads and writes of head, next and
// v pair up.
func TestNestedLocksHoldOuterMonitor(t *testing.T) {
	expectPairs(t, "NestedLocks", AllFilters,
		"MM monitor List@NestedLocks.java:33 | 1 entry walk NestedLocks.java:15 | 2 entry add NestedLocks.java:23")
	if got := pairsOf(t, "NestedLocks", Unsync, AllFilters); len(got) == 0 {
		t.Error("NestedLocks under unsync MHP: no pairs, want the head/next/v races")
	}
}

// Executor.submit and execute start a thread running the task, even on
// the ExecutorService interface a JDK factory returns; the tasks and what
// they capture escape; main's own Stats does not. f.get() joins the
// submitted task, so main's count = 0 after it pairs with nothing (until
// Future.get was a join it paired with the task's read and write). Before
// the interface's calls were summarized there were no task threads and no
// pairs at all.
func TestExecutors(t *testing.T) {
	expectPairs(t, "Executors", AllFilters,
		"RW Executors$Stats.hits | task read hit Executors.java:17 | task write hit Executors.java:17",
		"RW Executors$Stats.hits | task write hit Executors.java:17 | task write hit Executors.java:17",
		"RW Executors.count | task read 0 Executors.java:25 | task write 0 Executors.java:25",
		"RW Executors.count | task write 0 Executors.java:25 | task write 0 Executors.java:25")
}

// Future.get of what submit returned is a join of the task's thread (an
// end → join edge, and KILL(get) = the task's nodes): main's a = 0 after
// fa.get() pairs with nothing; the timed get of b joins nothing, so b
// keeps main's pairs. The loop that gets every Future of a List holding
// all of c's joins c's task on its way out (static.DrainLoops): main's
// c = 0 after it pairs with nothing (it did until drain loops were joins).
func TestFutureJoin(t *testing.T) {
	expectPairs(t, "FutureJoin", AllFilters,
		"RW FutureJoin.a | task read 0 FutureJoin.java:20 | task write 0 FutureJoin.java:20",
		"RW FutureJoin.a | task write 0 FutureJoin.java:20 | task write 0 FutureJoin.java:20",
		"RW FutureJoin.b | main write main FutureJoin.java:27 | task read 1 FutureJoin.java:21",
		"RW FutureJoin.b | main write main FutureJoin.java:27 | task write 1 FutureJoin.java:21",
		"RW FutureJoin.b | task read 1 FutureJoin.java:21 | task write 1 FutureJoin.java:21",
		"RW FutureJoin.b | task write 1 FutureJoin.java:21 | task write 1 FutureJoin.java:21",
		"RW FutureJoin.c | task read 2 FutureJoin.java:23 | task write 2 FutureJoin.java:23",
		"RW FutureJoin.c | task write 2 FutureJoin.java:23 | task write 2 FutureJoin.java:23")
}

// Drain loops and tested awaitTermination calls (FutureLoops.java): main's
// writes after a loop that gets every Future of its List (a, line 26),
// after awaitTermination returned true (f = 0, line 75) and after a loop
// waiting until it does (h, line 91) pair with no task. Those after a
// loop that may break before its last get (b), over a List that holds
// only some Futures (c) or that another method may change (d), after
// timed gets (e), after awaitTermination returned false (f = 1) or
// untested (g) keep their pairs with the field's tasks.
func TestFutureLoops(t *testing.T) {
	var got []string
	for _, p := range pairsOf(t, "FutureLoops", Precise, AllFilters) {
		if strings.Contains(p, "| main ") {
			got = append(got, p)
		}
	}
	want := []string{}
	for _, w := range []struct{ field, main, task, lambda string }{
		{"b", "39", "31", "1"}, {"c", "51", "43", "2"}, {"d", "59", "54", "3"}, {"e", "66", "62", "4"},
		{"f", "77", "71", "5"}, {"f", "77", "72", "6"}, {"g", "84", "81", "7"},
	} {
		for _, op := range []string{"read", "write"} {
			want = append(want, "RW FutureLoops."+w.field+" | main write main FutureLoops.java:"+w.main+
				" | task "+op+" "+w.lambda+" FutureLoops.java:"+w.task)
		}
	}
	sort.Strings(got)
	sort.Strings(want)
	expectMainPairs(t, got, want)
}

// Indexed drain loops (IndexedLoops.java): main's writes after
// for (i = 0; i < list.size(); i++) list.get(i).get() (a, line 24) and
// after the same loop with the size read before it (d, line 49) pair with
// no task; after loops starting at 1 (b), stepping by 2 (c) or skipping a
// get with continue (e) they keep their pairs.
func TestIndexedLoops(t *testing.T) {
	var got []string
	for _, p := range pairsOf(t, "IndexedLoops", Precise, AllFilters) {
		if strings.Contains(p, "| main ") {
			got = append(got, p)
		}
	}
	want := []string{
		"RW IndexedLoops.b | main write main IndexedLoops.java:32 | task read 1 IndexedLoops.java:27",
		"RW IndexedLoops.b | main write main IndexedLoops.java:32 | task write 1 IndexedLoops.java:27",
		"RW IndexedLoops.c | main write main IndexedLoops.java:40 | task read 2 IndexedLoops.java:35",
		"RW IndexedLoops.c | main write main IndexedLoops.java:40 | task write 2 IndexedLoops.java:35",
		"RW IndexedLoops.e | main write main IndexedLoops.java:60 | task read 4 IndexedLoops.java:52",
		"RW IndexedLoops.e | main write main IndexedLoops.java:60 | task write 4 IndexedLoops.java:52",
	}
	expectMainPairs(t, got, want)
}

// CompletableFuture.join and get of runAsync's and supplyAsync's futures
// are joins of their tasks, also in a drain loop, and a stage's join is
// one of its function's task and of the stages it waits for (CFJoin.java:
// main's writes of a, b, d, e after thenApply(...).join() and g after
// thenCombine(...).join() pair with nothing; until session 8 each paired
// with its tasks' reads and writes). A future main completes itself (c),
// applyToEither's stage (f: it waits for one of f1, f2) and a stage of a
// future main completes (h) join none of those tasks. Main's complete of
// fc and h1 races with their task's start (since session 12, TestCFComplete);
// fc's join and h1's thenApply make no such pair.
func TestCFJoin(t *testing.T) {
	var got []string
	for _, p := range pairsOf(t, "CFJoin", Precise, AllFilters) {
		if strings.Contains(p, "| main ") {
			got = append(got, p)
		}
	}
	want := []string{
		"RW CFJoin.c | main write main CFJoin.java:25 | task read 2 CFJoin.java:22",
		"RW CFJoin.c | main write main CFJoin.java:25 | task write 2 CFJoin.java:22",
		"RW CFJoin.f | main write main CFJoin.java:40 | task read 6 CFJoin.java:37",
		"RW CFJoin.f | main write main CFJoin.java:40 | task read 7 CFJoin.java:38",
		"RW CFJoin.f | main write main CFJoin.java:40 | task write 6 CFJoin.java:37",
		"RW CFJoin.f | main write main CFJoin.java:40 | task write 7 CFJoin.java:38",
		"RW CFJoin.h | main write main CFJoin.java:48 | task read 11 CFJoin.java:45",
		"RW CFJoin.h | main write main CFJoin.java:48 | task write 11 CFJoin.java:45",
		"RW CompletableFuture@CFJoin.java:22<state> | main write main CFJoin.java:23 | task read main CFJoin.java:22",
		"RW CompletableFuture@CFJoin.java:45<state> | main write main CFJoin.java:46 | task read main CFJoin.java:45",
	}
	expectMainPairs(t, got, want)
}

// CompletableFuture.allOf(fa, fa2).join() joins both runAsync tasks
// (AllOf.java: main's a = 0 pairs with neither; it did with both until
// session 8); an array filled in a branch (b) and anyOf (c) join nothing.
// allOf(list.toArray(...)).join() joins the tasks of every call whose
// futures are all added to the list (d = 0, line 35: until session 9 it
// paired with d's task); not when only some of a call's futures are (e)
// or a future is added between toArray and the join (g). Since session
// 19 the anyOf's sources' task threads end with a write of its future's
// state (static.Analysis.TaskEnd), which main's join of it pairs with.
func TestAllOf(t *testing.T) {
	got := mainPairs(t, "AllOf")
	want := []string{
		"RW AllOf.b | main write main AllOf.java:23 | task read 2 AllOf.java:17",
		"RW AllOf.b | main write main AllOf.java:23 | task write 2 AllOf.java:17",
		"RW AllOf.c | main write main AllOf.java:27 | task read 3 AllOf.java:24",
		"RW AllOf.c | main write main AllOf.java:27 | task read 4 AllOf.java:25",
		"RW AllOf.c | main write main AllOf.java:27 | task write 3 AllOf.java:24",
		"RW AllOf.c | main write main AllOf.java:27 | task write 4 AllOf.java:25",
		"RW AllOf.e | main write main AllOf.java:45 | task read 6 AllOf.java:39",
		"RW AllOf.e | main write main AllOf.java:45 | task write 6 AllOf.java:39",
		"RW AllOf.g | main write main AllOf.java:52 | task read 7 AllOf.java:48",
		"RW AllOf.g | main write main AllOf.java:52 | task read 8 AllOf.java:50",
		"RW AllOf.g | main write main AllOf.java:52 | task write 7 AllOf.java:48",
		"RW AllOf.g | main write main AllOf.java:52 | task write 8 AllOf.java:50",
		"RW CompletableFuture@AllOf.java:26<state> | main write main AllOf.java:26 | task write main AllOf.java:24",
		"RW CompletableFuture@AllOf.java:26<state> | main write main AllOf.java:26 | task write main AllOf.java:25",
	}
	expectMainPairs(t, got, want)
}

// ForkJoinTask.fork and ForkJoinPool.invoke start task threads running
// the task's compute (ForkJoin.java): the leaves' hits++ (line 18) race
// within and across the two. Main's reads after invoke (lines 30, 31)
// pair with none: invoke joins its own task and, since compute joins
// its fork on every way to its return, the forked tasks too
// (static.Analysis.ForkJoined; until session 9 they paired with the
// forked tasks' write). Before, fork and invoke started nothing and the
// program had no pair. The joins of left (line 24) by two tasks no
// longer pair: each joins the task its own activation made
// (static.Analysis.TaskLocal; until session 10 they did).
func TestForkJoin(t *testing.T) {
	expectPairs(t, "ForkJoin", AllFilters,
		"RW ForkJoin.hits | task read compute ForkJoin.java:18 | task write compute ForkJoin.java:18",
		"RW ForkJoin.hits | task read compute ForkJoin.java:18 | task write compute ForkJoin.java:18",
		"RW ForkJoin.hits | task read compute ForkJoin.java:18 | task write compute ForkJoin.java:18",
		"RW ForkJoin.hits | task write compute ForkJoin.java:18 | task read compute ForkJoin.java:18",
		"RW ForkJoin.hits | task write compute ForkJoin.java:18 | task write compute ForkJoin.java:18",
		"RW ForkJoin.hits | task write compute ForkJoin.java:18 | task write compute ForkJoin.java:18",
		"RW ForkJoin.hits | task write compute ForkJoin.java:18 | task write compute ForkJoin.java:18")
}

// Fork/join tasks that wait for their subtasks through
// ForkJoinTask.invokeAll (of two tasks, of three, of a list) and invoke()
// (ForkJoinInvoke.java): the calls start task threads running the tasks'
// compute and, with no handler around them, count as joined forks
// (static.Analysis.ForkJoined), so main's reads after the join of the
// submitted parallel sum (line 100) and after each pool.invoke (103, 105,
// 107, 111) pair with no leaf; the sum's read between submit and join
// (98) keeps its pairs with the leaves' write (through the root's task
// thread and invokeAll's), and so does main's write of e (109) after
// invoking tasks whose compute catches invokeAll's exception. Main's own
// invoke() of a tree (line 112) joins it (its read of g, 113, pairs with
// none) and does not keep the join of the sum (100) from joining; main's
// own invokeAll in a try (115) joins nothing (h = 0, 118). Until
// session 9 invokeAll and invoke started nothing: Leaf's compute (line
// 87), reached only through invokeAll, was not analyzed, and its f++
// raced with nothing, nor did any task with main's e = 0.
func TestForkJoinInvoke(t *testing.T) {
	got := mainPairs(t, "ForkJoinInvoke")
	want := []string{
		"RW ForkJoinInvoke.a | main read main ForkJoinInvoke.java:98 | task write compute ForkJoinInvoke.java:25",
		"RW ForkJoinInvoke.a | main read main ForkJoinInvoke.java:98 | task write compute ForkJoinInvoke.java:25",
		"RW ForkJoinInvoke.e | main write main ForkJoinInvoke.java:109 | task read compute ForkJoinInvoke.java:76",
		"RW ForkJoinInvoke.e | main write main ForkJoinInvoke.java:109 | task write compute ForkJoinInvoke.java:76",
		"RW ForkJoinInvoke.h | main write main ForkJoinInvoke.java:118 | task read compute ForkJoinInvoke.java:140",
		"RW ForkJoinInvoke.h | main write main ForkJoinInvoke.java:118 | task write compute ForkJoinInvoke.java:140",
	}
	expectMainPairs(t, got, want)
	leaves := "RW ForkJoinInvoke.f | task write compute ForkJoinInvoke.java:87 | task write compute ForkJoinInvoke.java:87"
	if !slices.Contains(pairsOf(t, "ForkJoinInvoke", Precise, AllFilters), leaves) {
		t.Errorf("no pair %q", leaves)
	}
}

// Timer.schedule and supplyAsync start task threads, an uncaught-exception
// handler runs in its thread, and StampedLock.validate and
// tryOptimisticRead only read the lock (no pair between main's and w's).
func TestTaskStarts(t *testing.T) {
	expectPairs(t, "TaskStarts", AllFilters,
		"RW TaskStarts.failed | main write main TaskStarts.java:34 | Thread read 2 TaskStarts.java:29",
		"RW TaskStarts.failed | main write main TaskStarts.java:34 | Thread write 2 TaskStarts.java:29",
		"RW TaskStarts.supplied | main write main TaskStarts.java:33 | task read 0 TaskStarts.java:24",
		"RW TaskStarts.supplied | main write main TaskStarts.java:33 | task write 0 TaskStarts.java:24",
		"RW TaskStarts.supplied | task read 0 TaskStarts.java:24 | task write 0 TaskStarts.java:24",
		"RW TaskStarts.supplied | task write 0 TaskStarts.java:24 | task write 0 TaskStarts.java:24",
		"RW TaskStarts.timer | main write main TaskStarts.java:32 | task read run TaskStarts.java:21",
		"RW TaskStarts.timer | main write main TaskStarts.java:32 | task write run TaskStarts.java:21",
		"RW TaskStarts.timer | task read run TaskStarts.java:21 | task write run TaskStarts.java:21",
		"RW TaskStarts.timer | task write run TaskStarts.java:21 | task write run TaskStarts.java:21",
		// The Timer's cancel drops the task if it has not begun
		// (static.Program.StopsTasks): a write of the Timer's state that
		// the task's start reads.
		"RW Timer@TaskStarts.java:18<state> | main write main TaskStarts.java:37 | task read main TaskStarts.java:19")
}

// A ForkJoinPool's tasks begin with the worker's check of their status
// (static.TaskStart): a cancel (of a fork), a complete (of a task
// submitted), a completeExceptionally (of the ForkJoinTask that submit
// wraps a Callable in) and a pool's shutdownNow pair with the start of
// the task they may stop, the shutdownNow with the start of a task that
// a task of that pool forks too; a task the program never completes has
// no such start, unless its pool is stopped. FJTaskStarts.java.
func TestForkJoinTaskStarts(t *testing.T) {
	var got []string
	for _, p := range pairsOf(t, "FJTaskStarts", Precise, AllFilters) {
		if strings.Contains(p, "<state>") {
			got = append(got, p)
		}
	}
	want := []string{
		"RW ForkJoinPool@FJTaskStarts.java:50<state> | main write main FJTaskStarts.java:52 | task read main FJTaskStarts.java:51",
		// The Quiet that Parent forks goes to Parent's pool.
		"RW ForkJoinPool@FJTaskStarts.java:53<state> | main write main FJTaskStarts.java:55 | task read compute FJTaskStarts.java:35",
		"RW ForkJoinPool@FJTaskStarts.java:53<state> | main write main FJTaskStarts.java:55 | task read main FJTaskStarts.java:54",
		"RW ForkJoinTask@FJTaskStarts.java:47<state> | main write main FJTaskStarts.java:48 | task read main FJTaskStarts.java:47",
		"RW Get@FJTaskStarts.java:44<state> | main write main FJTaskStarts.java:46 | task read main FJTaskStarts.java:45",
		"RW Inc@FJTaskStarts.java:41<state> | main write main FJTaskStarts.java:43 | task read main FJTaskStarts.java:42",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("start pairs:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

// Thread.setDefaultUncaughtExceptionHandler's handler runs in the
// program's threads.
func TestDefaultHandler(t *testing.T) {
	expectPairs(t, "DefaultHandler", AllFilters,
		"RW DefaultHandler.failed | main write main DefaultHandler.java:12 | Thread read 0 DefaultHandler.java:7",
		"RW DefaultHandler.failed | main write main DefaultHandler.java:12 | Thread write 0 DefaultHandler.java:7")
}

// A CompletableFuture stage's function is a task thread and a callback
// of the caller (main's accesses at lines 12, 16 and 20): the two
// thenApply functions race with each other and with main. The join of
// the thenCombine stage orders main's combined = r (line 23) after the
// stages' functions: until session 8 it paired with line 20's.
func TestStages(t *testing.T) {
	expectPairs(t, "Stages", AllFilters,
		"RW Stages.applied | main read 1 Stages.java:12 | task write 1 Stages.java:12",
		"RW Stages.applied | main read 3 Stages.java:16 | task write 1 Stages.java:12",
		"RW Stages.applied | main read 3 Stages.java:16 | task write 3 Stages.java:16",
		"RW Stages.applied | main write 1 Stages.java:12 | task read 1 Stages.java:12",
		"RW Stages.applied | main write 1 Stages.java:12 | task write 1 Stages.java:12",
		"RW Stages.applied | main write 3 Stages.java:16 | task read 1 Stages.java:12",
		"RW Stages.applied | main write 3 Stages.java:16 | task read 3 Stages.java:16",
		"RW Stages.applied | main write 3 Stages.java:16 | task write 1 Stages.java:12",
		"RW Stages.applied | main write 3 Stages.java:16 | task write 3 Stages.java:16",
		"RW Stages.applied | task read 1 Stages.java:12 | task write 1 Stages.java:12",
		"RW Stages.applied | task read 1 Stages.java:12 | task write 3 Stages.java:16",
		"RW Stages.applied | task read 3 Stages.java:16 | task write 3 Stages.java:16",
		"RW Stages.applied | task write 1 Stages.java:12 | task read 3 Stages.java:16",
		"RW Stages.applied | task write 1 Stages.java:12 | task write 1 Stages.java:12",
		"RW Stages.applied | task write 1 Stages.java:12 | task write 3 Stages.java:16",
		"RW Stages.applied | task write 3 Stages.java:16 | task write 3 Stages.java:16",
		"RW Stages.combined | main read 4 Stages.java:20 | task write 4 Stages.java:20",
		"RW Stages.combined | main write 4 Stages.java:20 | task read 4 Stages.java:20",
		"RW Stages.combined | main write 4 Stages.java:20 | task write 4 Stages.java:20",
		"RW Stages.combined | task read 4 Stages.java:20 | task write 4 Stages.java:20",
		"RW Stages.combined | task write 4 Stages.java:20 | task write 4 Stages.java:20")
}

// Joins of fork/join tasks (ForkJoins.java, static.Analysis.ForkJoined):
// main's writes after invoking a RecursiveAction whose every fork is
// joined before its compute returns (a, line 78), after joining a task it
// forked (c, line 85) and after the get of a task it submitted (g, line
// 102) pair with no task; until session 9 each paired with its tasks.
// Main's c = 1 between the fork and the join keeps its pairs, and so do
// main's writes after invoking tasks whose compute may return without
// joining its fork (b) or catches the join's exception (d), after
// joining a task the program may cancel (e), after joining one of the
// tasks forked in a loop (f) and after a method that may return without
// joining its fork is called twice, the second time joining (h). Since
// session 14 the cancel of e (line 90) pairs with the start of its task
// (line 89): a worker that took it first runs it on.
func TestForkJoins(t *testing.T) {
	got := mainPairs(t, "ForkJoins")
	want := []string{"RW E@ForkJoins.java:88<state> | main write main ForkJoins.java:90 | task read main ForkJoins.java:89"}
	for _, w := range []struct{ field, main, task string }{
		{"b", "80", "30"}, {"c", "83", "41"}, {"d", "87", "49"}, {"e", "92", "62"}, {"f", "99", "67"},
		{"h", "105", "112"},
	} {
		for _, op := range []string{"read", "write"} {
			want = append(want, "RW ForkJoins."+w.field+" | main write main ForkJoins.java:"+w.main+
				" | task "+op+" compute ForkJoins.java:"+w.task)
		}
	}
	expectMainPairs(t, got, want)
}

// Joins through a list and an executor held in fields (FieldJoins.java,
// static.Analysis.HeldTasks, ExecutorTasks): main's write after a loop
// in another method gets every Future of this.futures (a, line 67) and
// its write after this.p2's awaitTermination returned true of the task
// another method handed to it (d, line 86) pair with no task; until
// session 9 both did. A list another method may remove from (b), a
// copy-on-write list (c) and a call that may hand its task to another
// executor (e) keep their pairs.
func TestFieldJoins(t *testing.T) {
	got := mainPairs(t, "FieldJoins")
	want := []string{}
	for _, w := range []struct{ field, main, task, lambda string }{
		{"b", "75", "38", "1"}, {"c", "80", "48", "2"}, {"e", "87", "60", "4"},
	} {
		for _, op := range []string{"read", "write"} {
			want = append(want, "RW FieldJoins."+w.field+" | main write main FieldJoins.java:"+w.main+
				" | task "+op+" "+w.lambda+" FieldJoins.java:"+w.task)
		}
	}
	expectMainPairs(t, got, want)
}

// A shared list handed to a JDK call that copies or iterates it is read
// (CollectionArgs.java): new ArrayList<>(s), addAll, containsAll and
// String.join each pair with Writer's add, drainTo (which adds to the
// list) makes a write/write pair; unmodifiableList and a local list's
// copies make none. Before, only the receiver's <state> was accessed: a
// snapshot copy of a list another thread changes had no pair.
func TestCollectionArgs(t *testing.T) {
	var want []string
	for _, c := range []struct{ op, line string }{{"read", "24"}, {"read", "26"}, {"read", "27"}, {"read", "28"}, {"write", "29"}} {
		want = append(want, "RW ArrayList@CollectionArgs.java:13<state> | Writer write run CollectionArgs.java:17 | Reader "+c.op+" run CollectionArgs.java:"+c.line)
	}
	expectPairs(t, "CollectionArgs", AllFilters, want...)
}

// An access-ordered LinkedHashMap's get and getOrDefault relink it: two
// Readers' calls are a write/write pair; on insertion-ordered maps and a
// HashMap they only read.
func TestAccessOrder(t *testing.T) {
	expectPairs(t, "AccessOrder", AllFilters,
		"RW LinkedHashMap@AccessOrder.java:13<state> | Reader write run AccessOrder.java:25 | Reader write run AccessOrder.java:25",
		"RW 1@AccessOrder.java:14<state> | Reader write run AccessOrder.java:26 | Reader write run AccessOrder.java:26")
}

// interrupt() writes the Thread's interrupt status, Thread.interrupted()
// reads the running thread's own, isInterrupted() reads it: one pair.
func TestInterrupts(t *testing.T) {
	expectPairs(t, "Interrupts", AllFilters,
		"RW Worker@Interrupts.java:17#1<state> | main write main Interrupts.java:20 | Worker read run Interrupts.java:10",
		"RW Interrupts.seen | Worker write run Interrupts.java:11 | Worker write run Interrupts.java:11")
}

// invokeAny's tasks run in a task thread that the call does not join.
// Once one has completed it cancels the others, which may not have begun:
// its write of their Futures' state pairs with the task thread's start
// (static.Program.CancelsTasks; until session 12 that pair was missing).
func TestInvokeAny(t *testing.T) {
	expectPairs(t, "InvokeAny", AllFilters,
		"RW Future@InvokeAny.java:19<state> | main write main InvokeAny.java:19 | task read main InvokeAny.java:19",
		"RW InvokeAny.a | main read main InvokeAny.java:20 | task write 0 InvokeAny.java:17",
		"RW InvokeAny.a | main read main InvokeAny.java:20 | task write 1 InvokeAny.java:18",
		"RW InvokeAny.a | task write 0 InvokeAny.java:17 | task write 0 InvokeAny.java:17",
		"RW InvokeAny.a | task write 0 InvokeAny.java:17 | task write 1 InvokeAny.java:18",
		"RW InvokeAny.a | task write 1 InvokeAny.java:18 | task write 1 InvokeAny.java:18")
}

// invokeAll starts its collection's tasks and, without a timeout, joins
// them (InvokeAll.java): the a++ tasks race with each other but not with
// main's a = 0 after the call; the timed invokeAll's b keeps main's pair,
// and its cancel of the tasks unfinished at the timeout pairs with their
// start (static.Program.CancelsTasks; until session 12 it did not, while
// the untimed call, which cancels nothing, has no such pair).
func TestInvokeAll(t *testing.T) {
	expectPairs(t, "InvokeAll", AllFilters,
		"RW Future@InvokeAll.java:25<state> | main write main InvokeAll.java:25 | task read main InvokeAll.java:25",
		"RW InvokeAll.a | task read 0 InvokeAll.java:19 | task write 0 InvokeAll.java:19",
		"RW InvokeAll.a | task read 0 InvokeAll.java:19 | task write 1 InvokeAll.java:20",
		"RW InvokeAll.a | task read 1 InvokeAll.java:20 | task write 1 InvokeAll.java:20",
		"RW InvokeAll.a | task write 0 InvokeAll.java:19 | task read 1 InvokeAll.java:20",
		"RW InvokeAll.a | task write 0 InvokeAll.java:19 | task write 0 InvokeAll.java:19",
		"RW InvokeAll.a | task write 0 InvokeAll.java:19 | task write 1 InvokeAll.java:20",
		"RW InvokeAll.a | task write 1 InvokeAll.java:20 | task write 1 InvokeAll.java:20",
		"RW InvokeAll.b | main write main InvokeAll.java:26 | task read 2 InvokeAll.java:24",
		"RW InvokeAll.b | main write main InvokeAll.java:26 | task write 2 InvokeAll.java:24",
		"RW InvokeAll.b | task read 2 InvokeAll.java:24 | task write 2 InvokeAll.java:24",
		"RW InvokeAll.b | task write 2 InvokeAll.java:24 | task write 2 InvokeAll.java:24")
}

// A CompletableFuture's complete, cancel and completeExceptionally race
// with the start of the task that would complete it (CFComplete.java):
// supplyAsync's, runAsync's and a thenApplyAsync stage's task read the
// future's result first and skip the function when it is set. isDone
// reads, and the stage's registration on s writes s's state but sets no
// result: neither pairs with a start. Until session 12 there was no pair.
func TestCFComplete(t *testing.T) {
	expectPairs(t, "CFComplete", AllFilters,
		"RW CompletableFuture@CFComplete.java:13<state> | main write main CFComplete.java:14 | task read main CFComplete.java:13",
		"RW CompletableFuture@CFComplete.java:15<state> | main write main CFComplete.java:16 | task read main CFComplete.java:15",
		"RW CompletableFuture@CFComplete.java:17<state> | main write main CFComplete.java:18 | task read main CFComplete.java:17")
}

// A ReentrantReadWriteLock's read lock excludes no other reader: the
// Readers' updates of hits race; the Writers' of total do not.
func TestReadLocks(t *testing.T) {
	expectPairs(t, "ReadLocks", AllFilters,
		"RW ReadLocks.hits | Reader read run ReadLocks.java:17 | Reader write run ReadLocks.java:17",
		"RW ReadLocks.hits | Reader write run ReadLocks.java:17 | Reader read run ReadLocks.java:17",
		"RW ReadLocks.hits | Reader write run ReadLocks.java:17 | Reader write run ReadLocks.java:17",
		"MM monitor WriteLock@ReadLocks.java:9 | Writer entry run ReadLocks.java:26 | Writer entry run ReadLocks.java:26")
}

// A StampedLock's read view (asReadLock, a StampedLock$ReadLockView) is
// of no exclusive class (static.Program.ExclusiveLock), so no monitor, and
// the two threads' updates of views under it race. Before, any Lock but
// the read locks' own classes was a monitor, and the pairs were dropped.
func TestReadLocksStamped(t *testing.T) {
	expectPairs(t, "ReadLocks$Stamped", AllFilters,
		"RW ReadLocks$Stamped.views | Stamped read run ReadLocks.java:52 | Stamped write run ReadLocks.java:52",
		"RW ReadLocks$Stamped.views | Stamped write run ReadLocks.java:52 | Stamped read run ReadLocks.java:52",
		"RW ReadLocks$Stamped.views | Stamped write run ReadLocks.java:52 | Stamped write run ReadLocks.java:52")
}

// A StampedLock's write view (ReadLocks$StampedWrite: asWriteLock, a
// StampedLock$WriteLockView of its own, static.Analysis.lockView) is an
// exclusive monitor: the two threads' updates of views under it do not
// pair (its entries make an MM pair). Before, it was a Lock-typed
// derived object, no monitor: 3 RW pairs. So is asReadWriteLock()
// .writeLock() taken anew at the lock() and at the unlock()
// (ReadLocks$StampedViewWrite): one view per StampedLock, and the calls
// that get it read the lock (JDKEffect), so they make no pair; the view,
// in no field of the program, escapes with the lock that holds it
// (static.Analysis.lockView), so its two entries make the MM pair (the
// escape filter dropped it before).
func TestReadLocksStampedWrite(t *testing.T) {
	expectPairs(t, "ReadLocks$StampedWrite", AllFilters,
		"MM monitor WriteLockView@ReadLocks.java:68 | StampedWrite entry run ReadLocks.java:72 | StampedWrite entry run ReadLocks.java:72")
	expectPairs(t, "ReadLocks$StampedViewWrite", AllFilters,
		"MM monitor WriteLockView@ReadLocks.java:90 | StampedViewWrite entry run ReadLocks.java:94 | StampedViewWrite entry run ReadLocks.java:94")
}

// A cancel and the start of the task it cancels (TaskCancel.java): the
// task thread begins with a read of its Future's (TimerTask's) state at
// the call that handed it over, which main's cancel of submit's and
// scheduleAtFixedRate's Future and of a TimerTask writes; isDone reads it
// (no pair), and a cancel after get(), which joins the task, pairs with
// nothing.
func TestTaskCancel(t *testing.T) {
	expectPairs(t, "TaskCancel", AllFilters,
		"RW Future@TaskCancel.java:25<state> | main write main TaskCancel.java:26 | task read main TaskCancel.java:25",
		"RW ScheduledFuture@TaskCancel.java:29<state> | main write main TaskCancel.java:30 | task read main TaskCancel.java:29",
		"RW Tick@TaskCancel.java:32<state> | main write main TaskCancel.java:34 | task read main TaskCancel.java:33")
}

// Lock.tryLock, timed or not, is a monitor entry that may fail: it pairs
// with the lock's other entries (MM), holds nothing after it (count++
// under the tryLock is not "consistently locked" with main's under
// lock(): Node.TryLock).
func TestTryLocks(t *testing.T) {
	expectPairs(t, "TryLocks", AllFilters,
		"MM monitor ReentrantLock@TryLocks.java:8 | main entry main TryLocks.java:33 | Worker entry run TryLocks.java:14",
		"MM monitor ReentrantLock@TryLocks.java:8 | main entry main TryLocks.java:33 | Worker entry run TryLocks.java:24",
		"RW TryLocks.count | main read main TryLocks.java:35 | Worker write run TryLocks.java:16",
		"RW TryLocks.count | main write main TryLocks.java:35 | Worker read run TryLocks.java:16",
		"RW TryLocks.count | main write main TryLocks.java:35 | Worker write run TryLocks.java:16")
	rep, err := Run(figures(t), "TryLocks", Config{Filters: AllFilters})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range rep.MHP.AccessPairs(AllFilters).Pairs {
		if p.Kind == RW && p.Consistent {
			t.Errorf("%s: consistently locked, but the tryLock holds nothing after it", short(p))
		}
	}
}

// A read of the clock is a read of <clock> (static.ClockVar), a timed
// wait a write of it: the reads pair with the other thread's sleep and
// poll(t, unit), not with its untimed wait; main's own sleep pairs with
// no write of the other thread (two timeouts).
func TestClockPairs(t *testing.T) {
	expectPairs(t, "Clocks", AllFilters,
		"RW <clock> | main read main Clocks.java:30 | Sleeper write run Clocks.java:16",
		"RW <clock> | main read main Clocks.java:30 | Sleeper write run Clocks.java:17",
		"RW <clock> | main read main Clocks.java:32 | Sleeper write run Clocks.java:16",
		"RW <clock> | main read main Clocks.java:32 | Sleeper write run Clocks.java:17")
}

// TestAtomicRank: a pair of two atomic read-modify-writes of one object
// (incrementAndGet against itself, compareAndSet against itself) is no
// data race: it is marked Atomic and ranked after every other pair, MM
// too, while a check-then-act across two atomic calls (get, then set)
// keeps its pairs at an RW priority.
func TestAtomicRank(t *testing.T) {
	rep, err := Run(figures(t), "AtomicRank", Config{Mode: Precise, Filters: AllFilters})
	if err != nil {
		t.Fatal(err)
	}
	var atomic, other []string
	lastOther, firstAtomic := -1, -1
	for i, p := range rep.Result.Pairs {
		if p.Atomic {
			atomic = append(atomic, short(p))
			if firstAtomic < 0 {
				firstAtomic = i
			}
			if p.Priority >= 10 {
				t.Errorf("atomic pair %s has priority %d, want below every MM pair's (10)", short(p), p.Priority)
			}
		} else {
			other = append(other, short(p))
			lastOther = i
		}
	}
	sort.Strings(atomic)
	want := []string{
		"RW AtomicInteger@AtomicRank.java:12<state> | main write serve AtomicRank.java:22 | Thread write serve AtomicRank.java:22",
		"RW AtomicLong@AtomicRank.java:11<state> | main write serve AtomicRank.java:18 | Thread write serve AtomicRank.java:18",
	}
	if strings.Join(atomic, "\n") != strings.Join(want, "\n") {
		t.Errorf("atomic pairs:\n  %s\nwant:\n  %s", strings.Join(atomic, "\n  "), strings.Join(want, "\n  "))
	}
	if firstAtomic >= 0 && firstAtomic < lastOther {
		t.Errorf("an atomic pair ranks %d, before another pair at %d:\n  %s", firstAtomic+1, lastOther+1, strings.Join(other, "\n  "))
	}
	// The check-then-act: the get and the set of ticket, and the set
	// against the other thread's set, stay RW pairs at an RW priority.
	for _, s := range []string{
		"RW AtomicInteger@AtomicRank.java:13<state> | main read serve AtomicRank.java:23 | Thread write serve AtomicRank.java:24",
		"RW AtomicInteger@AtomicRank.java:13<state> | main write serve AtomicRank.java:24 | Thread write serve AtomicRank.java:24",
		"RW AtomicInteger@AtomicRank.java:12<state> | main read serve AtomicRank.java:21 | Thread write serve AtomicRank.java:22",
	} {
		found := false
		for _, p := range rep.Result.Pairs {
			if short(p) == s {
				found = true
				if p.Atomic || p.Priority < 300 {
					t.Errorf("%s: atomic %v, priority %d, want an RW priority", s, p.Atomic, p.Priority)
				}
			}
		}
		if !found {
			t.Errorf("no pair %s; pairs:\n  %s", s, strings.Join(other, "\n  "))
		}
	}
}

// TestZeroWaits: a wait(0) and a join(0) wait for ever (Java's meaning of
// a zero timeout), as wait() and join() do: neither is a write of <clock>
// (only the wait(1) pairs with main's read of the clock), and the join(0)
// orders the worker's write of x before main's read (no RW pair on x).
// Before, any wait(long) or join(long) was a timed wait (static.TimedWait,
// Node.Timed): main's read of x paired with the worker's write, and the
// clock read with the wait(0) and the join(0).
func TestZeroWaits(t *testing.T) {
	expectPairs(t, "ZeroWaits", AllFilters,
		"MM monitor Object@ZeroWaits.java:5 | Worker entry run ZeroWaits.java:12 | Waiter entry run ZeroWaits.java:22",
		"RW <clock> | main read main ZeroWaits.java:39 | Waiter write run ZeroWaits.java:26",
		"WM monitor Object@ZeroWaits.java:5 | Waiter wait run ZeroWaits.java:24 | Worker entry run ZeroWaits.java:12",
		"WM monitor Object@ZeroWaits.java:5 | Waiter wait run ZeroWaits.java:26 | Worker entry run ZeroWaits.java:12",
		"WN monitor Object@ZeroWaits.java:5 | Waiter wait run ZeroWaits.java:24 | Worker notifyAll run ZeroWaits.java:14",
		"WN monitor Object@ZeroWaits.java:5 | Waiter wait run ZeroWaits.java:26 | Worker notifyAll run ZeroWaits.java:14")
}

// TestTierRank: among pairs of one priority, the program's own field
// ranks first, then a HashMap's <state>, then a ConcurrentHashMap's
// (AccessPair.Tier); before, their names ordered them, the JDK objects'
// capitals first. (Since session 16 the ConcurrentHashMap's pairs also
// have a lower priority: TestTierAlias.)
func TestTierRank(t *testing.T) {
	got := rankedVars(t, "TierRank")
	want := []string{"TierRank.last", "HashMap", "ConcurrentHashMap"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("variables in rank order: %v, want %v", got, want)
	}
}

// TestTierAlias: a must-alias pair on a ConcurrentHashMap's <state>
// (Tier 2) ranks below a may-alias pair on a plain list's (TierAlias.java):
// it takes no must-alias bonus. Before session 16 the map's pair had
// priority 335 and the list's 315 (pricefeed's audit list below its
// ConcurrentHashMaps).
func TestTierAlias(t *testing.T) {
	rep, err := Run(figures(t), "TierAlias", Config{Mode: Precise, Filters: AllFilters})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range rep.Result.Pairs {
		v := p.Var
		if i := strings.IndexByte(v, '@'); i >= 0 {
			v = v[:i]
		}
		if len(got) == 0 || got[len(got)-1] != v {
			got = append(got, v)
		}
		if strings.HasPrefix(v, "ConcurrentHashMap") && (!p.MustAlias || p.Priority != 315) {
			t.Errorf("%s: must-alias %v, priority %d, want true, 315", short(p), p.MustAlias, p.Priority)
		}
	}
	if len(got) < 2 || !strings.HasPrefix(got[0], "ArrayList") || got[len(got)-1] != "ConcurrentHashMap" {
		t.Errorf("variables in rank order: %v, want the ArrayLists first, the ConcurrentHashMap last", got)
	}
}

// Thread.currentThread()'s interrupt() and isInterrupted() touch the
// running thread's own Thread object: the two workers' own calls make no
// pair (before, 5: the interrupts against themselves and the check);
// main's interrupt of a worker pairs with both.
func TestSelfInterrupt(t *testing.T) {
	expectPairs(t, "SelfInterrupt", AllFilters,
		"RW Thread@SelfInterrupt.java:10<state> | main write main SelfInterrupt.java:23 | Thread read 0 SelfInterrupt.java:17",
		"RW Thread@SelfInterrupt.java:10<state> | main write main SelfInterrupt.java:23 | Thread write 0 SelfInterrupt.java:14",
		"RW Thread@SelfInterrupt.java:10<state> | main write main SelfInterrupt.java:23 | Thread write 0 SelfInterrupt.java:18")
	expectPairs(t, "SelfInterruptThis", AllFilters)
}

// Each thread of a loop on its own element of one array (an index that is
// its own copy of the loop counter) or on its own array (made in its
// iteration): static.OwnValue. Before, every program here paired the
// threads' own accesses with each other.
func TestOwnElements(t *testing.T) {
	expectCases(t, []pairCase{
		{"OwnElements$OwnLambda", []string{
			"RW long[]@OwnElements.java:13[] | main read main OwnElements.java:18 | Thread write 0 OwnElements.java:16",
		}},
		{"OwnElements$OwnAnon", nil},
		{"OwnElements$OwnWorker", nil},
		{"OwnElements$OwnArray", nil},
		{"OwnCallee", nil},
	})
	// One Runnable run by two threads, an index copied before the loop:
	// the threads' accesses still pair with each other.
	expectPairOn(t, "OwnElements$SharedIndex", "Thread write 0 OwnElements.java:84 | Thread write 0 OwnElements.java:84")
	expectPairOn(t, "OwnElements$SharedIndex", "Thread write 1 OwnElements.java:91 | Thread write 1 OwnElements.java:91")
}

// Calls past the clone budget link to a shared clone of the callee that is
// reached with and without a monitor held (SharedCallLocks): the return
// from it keeps the caller's monitors the callee cannot release, so
// Worker's writes of b.f after check() inside synchronized (b) pair with
// nothing; the write of b.h after the block still pairs with Other's.
func TestSharedCallKeepsCallerLocks(t *testing.T) {
	expectPairs(t, "SharedCallLocks", AllFilters,
		"MM monitor Object@SharedCallLocks.java:10 | 1 entry work SharedCallLocks.java:24 | 2 entry run SharedCallLocks.java:39",
		"RW SharedCallLocks$Box.h | 1 write work SharedCallLocks.java:33 | 2 write run SharedCallLocks.java:39")
}

// The lock sets themselves (SharedCallLocks): every access of b.f in work
// holds LOCK, after the shared check() clone's returns too, and the write
// of b.h after the block holds nothing.
func TestSharedCallLockSets(t *testing.T) {
	rep, err := Run(figures(t), "SharedCallLocks", Config{Mode: Precise, Filters: AllFilters})
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for _, n := range rep.PEG.Nodes {
		if (n.Kind != Read && n.Kind != Write) || n.CG.Func.Method.Name != "work" {
			continue
		}
		var locks []string
		for _, m := range n.LockSet {
			locks = append(locks, m.Name)
		}
		got := strings.Join(locks, ",")
		switch n.Field {
		case "SharedCallLocks$Box.f":
			seen++
			if got != "Object@SharedCallLocks.java:10" {
				t.Errorf("%v %s at %v: locks [%s], want LOCK's", n.Kind, n.Field, n.Site(), got)
			}
		case "SharedCallLocks$Box.h":
			seen++
			if got != "" {
				t.Errorf("%v %s at %v: locks [%s], want none", n.Kind, n.Field, n.Site(), got)
			}
		}
	}
	if seen != 5 {
		t.Errorf("%d accesses of b.f and b.h in work, want 5", seen)
	}
}

// Both monitorexits of update's synchronized (MON) hold MON
// (HandlerExits): the handler's, reached from the first exit through
// connectors that also lead to the finally's unlock, too.
func TestHandlerExitHoldsMonitor(t *testing.T) {
	rep, err := Run(figures(t), "HandlerExits", Config{Mode: Precise, Filters: AllFilters})
	if err != nil {
		t.Fatal(err)
	}
	exits := 0
	for _, n := range rep.PEG.Nodes {
		if n.Kind != Exit || n.LockCall || n.CG.Func.Method.Name != "update" {
			continue
		}
		exits++
		if n.Monitor.Name != "Object@HandlerExits.java:10" || !containsMon(n.LockSet, n.Monitor) {
			t.Errorf("%s exit at %v of %v: locks %v, want MON's", n.Thread, n.Site(), n.Monitor, n.LockSet)
		}
	}
	if exits == 0 {
		t.Error("no monitorexit in update")
	}
}
