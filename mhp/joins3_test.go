package mhp

import (
	"sort"
	"strings"
	"testing"

	"weft/classfile"
	"weft/internal/javatest"
	"weft/static"
)

// pairsRelease returns the pairs (precise, every filter) of main in
// testdata/figures/file compiled alone with javac --release release.
func pairsRelease(t *testing.T, release, file, main string) []string {
	t.Helper()
	return pairsReleaseOf(t, release, "testdata/figures/"+file, main)
}

// pairsReleaseOf is pairsRelease of the Java source file.
func pairsReleaseOf(t *testing.T, release, file, main string) []string {
	t.Helper()
	dir := javatest.CompileRelease(t, release, file)
	src, err := classfile.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	jb, err := classfile.OpenJavaBase()
	if err != nil {
		t.Skip(err)
	}
	return pairsIn(t, static.NewProgram(classfile.NewClassPath(src, jb)), main, Precise, AllFilters)
}

// withAccess returns the pairs of ps one side of which is op at pos
// ("read RecursiveJoins.java:29").
func withAccess(ps []string, op, pos string) []string {
	var out []string
	for _, p := range ps {
		for _, side := range strings.Split(p, " | ")[1:] {
			f := strings.Fields(side)
			if len(f) == 4 && f[1] == op && f[3] == pos {
				out = append(out, p)
				break
			}
		}
	}
	return out
}

// bothAccess returns the pairs of ps both sides of which are op at pos.
func bothAccess(ps []string, op, pos string) []string {
	var out []string
	for _, p := range ps {
		sides := strings.Split(p, " | ")[1:]
		if len(sides) == 2 && len(withAccess([]string{"x | " + sides[0]}, op, pos)) == 1 &&
			len(withAccess([]string{"x | " + sides[1]}, op, pos)) == 1 {
			out = append(out, p)
		}
	}
	return out
}

// Joins inside a recursive compute (RecursiveJoins.java,
// static.Analysis.TaskLocal). A's read of its halves' field after
// l.join() and r.compute() (line 29) and E's after
// ForkJoinTask.invokeAll(l, r) (104) pair with no write of the field:
// until session 10 each paired with the writes of every task of the
// site (lines 22 and 29, 99 and 104). B's read before the join (45), C's
// after a join on one way only (66), D's, whose task hands itself to a
// list (88), and G's, whose half is forked and computed inline (122),
// keep theirs. Two tasks' writes through this pair only when this may
// be a task whose methods may run in two threads at once (D's this
// escapes, G's half is forked and computed inline). The <state> of the
// halves that a join reads and writes is
// each activation's own: A's, B's, C's joins pair with no other task's
// (they did), D's and G's still do. With javac --release 8 and 17.
func TestRecursiveJoins(t *testing.T) {
	for _, release := range []string{"8", "17"} {
		ps := pairsRelease(t, release, "RecursiveJoins.java", "RecursiveJoins")
		for _, line := range []string{"29", "104"} {
			if got := withAccess(ps, "read", "RecursiveJoins.java:"+line); len(got) > 0 {
				t.Errorf("release %s: the read after the join at line %s pairs:\n  %s", release, line, strings.Join(got, "\n  "))
			}
		}
		for _, c := range []struct{ read, write string }{
			{"45", "40"}, {"45", "47"}, {"66", "58"}, {"66", "66"}, {"88", "82"}, {"88", "88"}, {"122", "116"}, {"122", "122"},
		} {
			if len(withAccess(withAccess(ps, "read", "RecursiveJoins.java:"+c.read), "write", "RecursiveJoins.java:"+c.write)) == 0 {
				t.Errorf("release %s: the read at line %s does not pair with the write at %s", release, c.read, c.write)
			}
		}
		// Writes through this by two tasks (static.Analysis.OwnTask):
		// every A, E and B is made by a local whose activation runs its
		// methods only before the fork or as the run, so its methods run
		// one thread at a time; D's this escapes and G's half runs twice.
		for _, c := range []struct {
			line string
			kept bool
		}{{"22", false}, {"29", false}, {"99", false}, {"40", false}, {"82", true}, {"116", true}} {
			w := "RecursiveJoins.java:" + c.line
			if got := bothAccess(ps, "write", w); (len(got) > 0) != c.kept {
				t.Errorf("release %s: two tasks' writes at line %s: %d pairs, want them kept: %v\n  %s",
					release, c.line, len(got), c.kept, strings.Join(got, "\n  "))
			}
		}
		for _, c := range []struct {
			line string
			kept bool
		}{{"28", false}, {"46", false}, {"64", false}, {"87", true}, {"123", true}} {
			if got := withAccess(ps, "write", "RecursiveJoins.java:"+c.line); (len(got) > 0) != c.kept {
				t.Errorf("release %s: the join at line %s has %d pairs, want them kept: %v\n  %s",
					release, c.line, len(got), c.kept, strings.Join(got, "\n  "))
			}
		}
	}
}

// taskRow is a pair of main's write of a field with a task's read or
// write of it: the field, main's line, the task's line and its method;
// thread names the task's thread ("task" when empty).
type taskRow struct{ field, main, task, method, thread string }

// expectReleases checks main's pairs of class main in file, compiled with
// javac --release 8 and 17: its write of each row's field pairs with the
// task's read and write, and nothing else.
func expectReleases(t *testing.T, file, main string, rows []taskRow) {
	t.Helper()
	want := []string{}
	for _, w := range rows {
		if w.thread == "" {
			w.thread = "task"
		}
		for _, op := range []string{"read", "write"} {
			want = append(want, "RW "+main+"."+w.field+" | main write main "+file+":"+w.main+
				" | "+w.thread+" "+op+" "+w.method+" "+file+":"+w.task)
		}
	}
	sort.Strings(want)
	for _, release := range []string{"8", "17"} {
		var got []string
		for _, p := range pairsRelease(t, release, file, main) {
			if strings.Contains(p, "| main ") {
				got = append(got, p)
			}
		}
		expectMainPairs(t, got, want)
	}
}

// Indexed drain loops over a list held in a field (FieldIndexed.java,
// static.DrainLoops, Analysis.HeldTasks): main's write after
// for (i = 0; i < this.fa.size(); i++) this.fa.get(i).get() (a, line 44)
// pairs with no task; until session 10 it did. A field's loop with the
// size read before it (b), one starting at 1 (d), and a local list's loop
// that adds to the list after its size was read (c: until session 10 it
// joined the tasks it adds, which it never waits for) keep their pairs.
// With javac --release 8 and 17.
func TestFieldIndexed(t *testing.T) {
	expectReleases(t, "FieldIndexed.java", "FieldIndexed", []taskRow{
		{"b", "47", "45", "1", ""}, {"c", "57", "54", "3", ""}, {"d", "65", "60", "4", ""},
	})
}

// CompletableFuture.allOf kept in a local and joined later, and of a
// stream's array (AllOfLater.java, static.AllOfList, AllOfStream): main's
// writes after all.join() of a list's copy joined after other work (b,
// line 22) and after allOf of s.mapToObj(i -> runAsync(...)).toArray(...)
// (d, line 35) pair with no task; until session 10 both did. A future
// added to the list after its copy (c) and a filter after the map (e)
// keep their pairs. With javac --release 8 and 17.
func TestAllOfLater(t *testing.T) {
	expectReleases(t, "AllOfLater.java", "AllOfLater", []taskRow{
		{"c", "29", "25", "1", ""}, {"c", "29", "27", "2", ""}, {"e", "42", "38", "6", ""},
	})
}

// Threads joined by an indexed loop over an array (ThreadArrays.java,
// static.DecidedBranchWith): main's writes after for (i = 0; i <
// x.ts.length; i++) x.ts[i].join() over a field's array of length 2 (a,
// line 37) and after the same loop over a local array (b, line 46) pair
// with no thread; until session 10 the loop's test, which loads the
// array and its length, was not decided, and the way that skips the loop
// kept both pairs. An array whose length the analysis does not know (c)
// keeps them. With javac --release 8 and 17.
func TestThreadArrays(t *testing.T) {
	expectReleases(t, "ThreadArrays.java", "ThreadArrays", []taskRow{{"c", "51", "26", "1", "Thread"}})
}

// A divide and conquer sum whose leaves lose updates of a static counter
// (RecursiveLost.java): the leaves' leaves++ (line 17) still pairs, the
// halves' totals read after the join (line 25) pair with nothing
// (static.Analysis.TaskLocal), nor do the tasks' writes of their own
// total (16, 25; OwnTask): every pair left is on leaves. Until session
// 10 the totals paired with every task's writes of total.
func TestRecursiveLost(t *testing.T) {
	ps := pairsOf(t, "RecursiveLost", Precise, AllFilters)
	for _, p := range ps {
		if !strings.HasPrefix(p, "RW RecursiveLost.leaves ") {
			t.Errorf("a pair not on leaves: %s", p)
		}
	}
	if got := withAccess(withAccess(ps, "write", "RecursiveLost.java:17"), "read", "RecursiveLost.java:17"); len(got) == 0 {
		t.Errorf("the leaves' lost update has no pair:\n  %s", strings.Join(ps, "\n  "))
	}
}

// Loops that take from an ExecutorCompletionService as many completed
// tasks as a counted loop submitted (TakeLoops.java, static.TakeLoops):
// main's writes after for (i = 0; i < 3; i++) ca.take().get() (a, line
// 25) and after n takes of n submits (b, line 35) pair with no task;
// until session 10 both did. Fewer takes than submits (c), a take whose
// interruption is caught inside the loop (d) and a service over a queue
// of the program's (e) keep their pairs. With javac --release 8 and 17.
func TestTakeLoops(t *testing.T) {
	expectReleases(t, "TakeLoops.java", "TakeLoops", []taskRow{
		{"c", "44", "39", "2", ""}, {"d", "56", "48", "3", ""}, {"e", "66", "61", "4", ""},
	})
}

// Threads joined by a loop over the local list or array that holds them
// (ThreadJoinLoops.java, static.ThreadJoinLoops): main's writes after
// for (Thread t : ts) t.join() over a list of two threads' sites (a, line
// 23), over new Thread[] {x, y} (b, 32) and over an array of n threads
// stored by a counted loop (c, 42) pair with no thread; until session 16
// all three did (the sessions and readthrough examples). A loop that may
// break (d), a thread added after the loop (e), a store that overwrites
// another (f: x is lost from the array) and join(100) (g) keep their
// pairs, and so does ts[n - 1].join() of n threads made in a loop (h,
// static.OneElementJoin: it joins one of them; the nojoin example's bug,
// which until session 16 only its join loop's way kept). With javac
// --release 8 and 17.
func TestThreadJoinLoops(t *testing.T) {
	var want []string
	for _, w := range []taskRow{
		{"d", "54", "47", "5", ""}, {"e", "63", "60", "6", ""},
		{"f", "76", "67", "7", ""}, {"f", "76", "68", "8", ""}, {"g", "85", "81", "9", ""},
		{"h", "95", "91", "10", ""},
	} {
		for _, op := range []string{"read", "write"} {
			// main's write is in the case's method, named after its field.
			want = append(want, "RW ThreadJoinLoops."+w.field+" | main write "+w.field+" ThreadJoinLoops.java:"+w.main+
				" | Thread "+op+" "+w.method+" ThreadJoinLoops.java:"+w.task)
		}
	}
	sort.Strings(want)
	for _, release := range []string{"8", "17"} {
		var got []string
		for _, p := range pairsRelease(t, release, "ThreadJoinLoops.java", "ThreadJoinLoops") {
			if strings.Contains(p, "| main ") {
				got = append(got, p)
			}
		}
		expectMainPairs(t, got, want)
	}
}

// Threads joined by a loop over a list of the threads themselves
// (FixedJoinLists.java, static.fixedList): main's writes after for
// (Thread t : List.of(x, y)) t.join() (a, line 19), over Arrays.asList(x,
// y, z) (b, 30) and over Set.of(x, y) (c, 39) pair with no thread; before
// they did (the loop joined nothing). An Arrays.asList whose array is
// stored into inside the loop (d, 53) keeps its pairs. javac --release 11.
func TestFixedJoinLists(t *testing.T) {
	ps := pairsReleaseOf(t, "11", "testdata/release11/FixedJoinLists.java", "FixedJoinLists")
	for _, line := range []string{"19", "30", "39"} {
		if got := withAccess(ps, "write", "FixedJoinLists.java:"+line); len(got) > 0 {
			t.Errorf("main's write at line %s pairs:\n  %s", line, strings.Join(got, "\n  "))
		}
	}
	if got := withAccess(ps, "write", "FixedJoinLists.java:53"); len(got) != 4 {
		t.Errorf("main's write at line 53: %d pairs, want 4 (d's two threads, read and write):\n  %s", len(got), strings.Join(got, "\n  "))
	}
}

// A join loop with a constant bound over an array of that constant
// length joins every thread of it, of both sites (ConstJoinLoops.java):
// main's write after it pairs with none (before, with both threads' read
// and write: the join of ts[i] may be either thread, so it joined
// neither); with a smaller bound it keeps its pairs.
func TestConstJoinLoops(t *testing.T) {
	var got []string
	for _, p := range pairsOf(t, "ConstJoinLoops", Precise, AllFilters) {
		if strings.Contains(p, "| main ") {
			got = append(got, p)
		}
	}
	expectMainPairs(t, got, []string{
		"RW ConstJoinLoops.b | main write b ConstJoinLoops.java:29 | Thread read 2 ConstJoinLoops.java:22",
		"RW ConstJoinLoops.b | main write b ConstJoinLoops.java:29 | Thread read 3 ConstJoinLoops.java:23",
		"RW ConstJoinLoops.b | main write b ConstJoinLoops.java:29 | Thread write 2 ConstJoinLoops.java:22",
		"RW ConstJoinLoops.b | main write b ConstJoinLoops.java:29 | Thread write 3 ConstJoinLoops.java:23",
	})
}

// TestFieldThreadJoins: a join loop over a thread list held in a field
// (FieldThreadJoins.java, static.Analysis.HeldThreads) joins the threads
// added to it: main's read after the loop over a static List<Thread>, and
// after a pool's awaitAll() over its this.workers, pair with no thread
// (before, the join in the loop joined nothing, as the list holds threads
// of two sites: 2 pairs each). A thread that adds another to the list,
// and a remove before the loop, keep main's pair with the thread that may
// not be joined.
func TestFieldThreadJoins(t *testing.T) {
	expectMainPairs(t, mainPairs(t, "FieldThreadJoins$StaticList"), nil)
	expectMainPairs(t, mainPairs(t, "FieldThreadJoins$PoolMain"), nil)
	expectPairOn(t, "FieldThreadJoins$AddedByThread", "main read main FieldThreadJoins.java:69 | Thread write 0 FieldThreadJoins.java:61")
	expectPairOn(t, "FieldThreadJoins$Removed", "main read main FieldThreadJoins.java:87 | Thread write 1 FieldThreadJoins.java:80")
}
