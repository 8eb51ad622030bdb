package mhp

import (
	"slices"
	"sort"
	"strings"
	"testing"
)

// Objects that reach the threads only through JDK code (a stream's
// lambda, a copied List's iterator, computeIfAbsent, Optional, singletonList,
// Arrays.asList) have their pairs, and only with themselves.
func TestJDKFlow(t *testing.T) {
	expectPairs(t, "JDKFlow", AllFilters,
		"RW JDKFlow$Box.v | Thread read 2 JDKFlow.java:36 | Thread write 2 JDKFlow.java:36",
		"RW JDKFlow$Box.v | Thread write 2 JDKFlow.java:36 | Thread write 2 JDKFlow.java:36",
		"RW JDKFlow$Box.v | Thread read 2 JDKFlow.java:37 | Thread write 2 JDKFlow.java:37",
		"RW JDKFlow$Box.v | Thread write 2 JDKFlow.java:37 | Thread write 2 JDKFlow.java:37",
		"RW JDKFlow$Box.v | Thread read 2 JDKFlow.java:38 | Thread write 2 JDKFlow.java:38",
		"RW JDKFlow$Box.v | Thread write 2 JDKFlow.java:38 | Thread write 2 JDKFlow.java:38",
		"RW JDKFlow$Box.v | Thread read 2 JDKFlow.java:39 | Thread write 2 JDKFlow.java:39",
		"RW JDKFlow$Box.v | Thread write 2 JDKFlow.java:39 | Thread write 2 JDKFlow.java:39",
		"RW JDKFlow$Box.v | Thread read 2 JDKFlow.java:40 | Thread write 2 JDKFlow.java:40",
		"RW JDKFlow$Box.v | Thread write 2 JDKFlow.java:40 | Thread write 2 JDKFlow.java:40",
		"RW JDKFlow$Box.v | Thread read 2 JDKFlow.java:41 | Thread write 2 JDKFlow.java:41",
		"RW JDKFlow$Box.v | Thread write 2 JDKFlow.java:41 | Thread write 2 JDKFlow.java:41")
}

// A parallel stream's functions are task threads of the common pool,
// joined by the pipeline's terminal operation (before, no thread ran them:
// no pairs, and vsched called such a race "exhausted").
func TestParallelStream(t *testing.T) {
	expectPairs(t, "ParallelStream", AllFilters,
		"RW ParallelStream.mapped | main read 1 ParallelStream.java:18 | task write 1 ParallelStream.java:18",
		"RW ParallelStream.mapped | main write 1 ParallelStream.java:18 | task read 1 ParallelStream.java:18",
		"RW ParallelStream.mapped | main write 1 ParallelStream.java:18 | task write 1 ParallelStream.java:18",
		"RW ParallelStream.mapped | task read 1 ParallelStream.java:18 | task write 1 ParallelStream.java:18",
		"RW ParallelStream.mapped | task write 1 ParallelStream.java:18 | task write 1 ParallelStream.java:18",
		"RW ParallelStream.sum | main read 0 ParallelStream.java:17 | task write 0 ParallelStream.java:17",
		"RW ParallelStream.sum | main write 0 ParallelStream.java:17 | task read 0 ParallelStream.java:17",
		"RW ParallelStream.sum | main write 0 ParallelStream.java:17 | task write 0 ParallelStream.java:17",
		"RW ParallelStream.sum | task read 0 ParallelStream.java:17 | task write 0 ParallelStream.java:17",
		"RW ParallelStream.sum | task write 0 ParallelStream.java:17 | task write 0 ParallelStream.java:17")
}

// CompletionService.submit starts a task thread, as ExecutorService's does
// (before, its tasks ran nowhere: no pairs).
func TestCompletionSubmit(t *testing.T) {
	expectPairs(t, "CompletionSubmit", AllFilters,
		"RW CompletionSubmit.hits | task read 0 CompletionSubmit.java:14 | task write 0 CompletionSubmit.java:14",
		"RW CompletionSubmit.hits | task write 0 CompletionSubmit.java:14 | task write 0 CompletionSubmit.java:14")
}

// A Thread that a JDK ThreadFactory makes runs its Runnable (before, the
// factory's Thread was a summary object whose start started nothing).
func TestFactoryThreads(t *testing.T) {
	expectPairs(t, "FactoryThreads", AllFilters,
		"RW FactoryThreads.hits | Thread read 0 FactoryThreads.java:12 | Thread write 1 FactoryThreads.java:12",
		"RW FactoryThreads.hits | Thread write 0 FactoryThreads.java:12 | Thread read 1 FactoryThreads.java:12",
		"RW FactoryThreads.hits | Thread write 0 FactoryThreads.java:12 | Thread write 1 FactoryThreads.java:12")
}

// A VarHandle's access methods are accesses of the variable the handle was
// made for by findVarHandle, findStaticVarHandle or arrayElementVarHandle
// (static.VarHandleTarget): reads (get*), writes (set*, and the atomic
// updates getAndAdd, compareAndSet), paired with the field's plain
// accesses too; a handle used on an object no other thread sees
// (N.set(own, 3)) and accessModeType make none. Before, the calls,
// signature polymorphic, resolved to nothing: no pairs.
func TestVarHandles(t *testing.T) {
	got := pairsReleaseOf(t, "11", "testdata/release11/VarHandles.java", "VarHandles")
	want := []string{
		"RW VarHandles.n | main read main VarHandles.java:34 | Thread write 0 VarHandles.java:29",
		"RW VarHandles.n | main read main VarHandles.java:35 | Thread write 0 VarHandles.java:29",
		"RW VarHandles.total | main read main VarHandles.java:36 | Thread write 0 VarHandles.java:30",
		"RW int[]@VarHandles.java:27[] | main read main VarHandles.java:38 | Thread write 0 VarHandles.java:31",
	}
	sort.Strings(want)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

// Methods called only through method handles (static.methodHandleCall):
// a Lookup's findVirtual (its handle in a static final field) and
// findStatic, a bound handle, with invokeExact, invoke and
// invokeWithArguments. Before, the calls, signature polymorphic, resolved
// to nothing: no pairs.
func TestMethodHandleCalls(t *testing.T) {
	got := pairsReleaseOf(t, "11", "testdata/release11/MethodHandleCalls.java", "MethodHandleCalls")
	want := []string{
		"RW MethodHandleCalls.bound | main write touch MethodHandleCalls.java:29 | Thread write touch MethodHandleCalls.java:29",
		"RW MethodHandleCalls.count | main read inc MethodHandleCalls.java:25 | Thread write inc MethodHandleCalls.java:25",
		"RW MethodHandleCalls.count | main write inc MethodHandleCalls.java:25 | Thread read inc MethodHandleCalls.java:25",
		"RW MethodHandleCalls.count | main write inc MethodHandleCalls.java:25 | Thread write inc MethodHandleCalls.java:25",
		"RW MethodHandleCalls.total | main read add MethodHandleCalls.java:27 | Thread write add MethodHandleCalls.java:27",
		"RW MethodHandleCalls.total | main write add MethodHandleCalls.java:27 | Thread read add MethodHandleCalls.java:27",
		"RW MethodHandleCalls.total | main write add MethodHandleCalls.java:27 | Thread write add MethodHandleCalls.java:27",
		// mix(int, String, long), picked by its MethodType (its
		// varargs form): not mix(int), nor inc(int) or add(long).
		"RW MethodHandleCalls.mixed | main write mix MethodHandleCalls.java:40 | Thread write mix MethodHandleCalls.java:40",
	}
	sort.Strings(want)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

// CompletableFuture.anyOf's future is completed by the first of its
// sources to complete, in that source's task thread (its AnyOf relay):
// each source's task thread ends with a write of the anyOf future's
// state (static.Analysis.TaskEnd), at the call that handed the task over,
// and the two sources' ends pair. Before, no pair: vsched called
// AnyOfFail (anyOf of a fast failure and a success) "exhausted". An
// allOf's sources write nothing of it.
func TestAnyOfRelay(t *testing.T) {
	expectPairs(t, "AnyOfRelay", AllFilters,
		"RW CompletableFuture@AnyOfRelay.java:13<state> | main write main AnyOfRelay.java:13 | task write main AnyOfRelay.java:11",
		"RW CompletableFuture@AnyOfRelay.java:13<state> | main write main AnyOfRelay.java:13 | task write main AnyOfRelay.java:12",
		"RW CompletableFuture@AnyOfRelay.java:13<state> | task write main AnyOfRelay.java:11 | task write main AnyOfRelay.java:11",
		"RW CompletableFuture@AnyOfRelay.java:13<state> | task write main AnyOfRelay.java:11 | task write main AnyOfRelay.java:12",
		"RW CompletableFuture@AnyOfRelay.java:13<state> | task write main AnyOfRelay.java:12 | task write main AnyOfRelay.java:12")
}

// A parallel stream's collect runs its collector's functions in the
// common pool's workers: Collector.of's accumulator on its supplier's
// container (the merge pairs with itself across workers), and the
// classifier given to Collectors.groupingByConcurrent. Before, collect
// ran none of them in a worker: one thread and no pairs, and vsched
// called ConcurrentCollect (a CONCURRENT collector into a HashMap)
// "exhausted". main's read of calls after the collect is joined.
func TestParallelCollect(t *testing.T) {
	expectPairs(t, "ParallelCollect", AllFilters,
		"RW HashMap@ParallelCollect.java:15<state> | task write 0 ParallelCollect.java:16 | task write 0 ParallelCollect.java:16",
		"RW ParallelCollect.calls | task read 2 ParallelCollect.java:19 | task write 2 ParallelCollect.java:19",
		"RW ParallelCollect.calls | task write 2 ParallelCollect.java:19 | task write 2 ParallelCollect.java:19")
}

// A parallel stream over a Spliterator of the program's
// (StreamSupport.stream(spl, true)) runs its tryAdvance and trySplit in
// the common pool's workers and in main, on the source and on the halves
// trySplit makes, which share one counter (the fifteenth round's
// splitscan, reduced): before, main alone and no pair.
// (The halves' own fields lo and hi pair too: which thread has which
// half at a time is not seen.)
func TestParallelSpliterator(t *testing.T) {
	got := pairsOf(t, "SplitShared", Precise, AllFilters)
	for _, w := range []string{
		"RW int[]@SplitShared.java:33[] | main read tryAdvance SplitShared.java:16 | task write tryAdvance SplitShared.java:16",
		"RW int[]@SplitShared.java:33[] | main write tryAdvance SplitShared.java:16 | task read tryAdvance SplitShared.java:16",
		"RW int[]@SplitShared.java:33[] | main write tryAdvance SplitShared.java:16 | task write tryAdvance SplitShared.java:16",
		"RW int[]@SplitShared.java:33[] | task read tryAdvance SplitShared.java:16 | task write tryAdvance SplitShared.java:16",
		"RW int[]@SplitShared.java:33[] | task write tryAdvance SplitShared.java:16 | task write tryAdvance SplitShared.java:16",
		"RW SplitShared$Spl.lo | main write trySplit SplitShared.java:24 | task write trySplit SplitShared.java:24",
	} {
		if !slices.Contains(got, w) {
			t.Errorf("SplitShared: missing %s; got:\n  %s", w, strings.Join(got, "\n  "))
		}
	}
}
