package mhp

import "testing"

// Method references to JDK methods (static's methodref.go) and a
// ThreadPoolExecutor's hooks (static's poolHooks), MethodRefs.java.
// Before, forEach(Thread::start) started no thread, forEach(pool::execute)
// no task, parallelStream().forEach(got::add) wrote nothing in the pool's
// workers, and afterExecute and a ThreadFactory's newThread ran in no
// thread, nor the uncaught-exception handler a factory set on the pool's
// threads: none of these programs had a pair.
func TestMethodRefs(t *testing.T) {
	expectCases(t, []pairCase{
		{"RefStart", []string{
			"RW RefStart.count | Thread read 0 MethodRefs.java:20 | Thread write 0 MethodRefs.java:20",
			"RW RefStart.count | Thread write 0 MethodRefs.java:20 | Thread write 0 MethodRefs.java:20",
		}},
		// The wrapper of got::add is named main$ref, at the reference.
		{"RefParAdd", []string{
			"RW ArrayList@MethodRefs.java:32<state> | main write ref MethodRefs.java:33 | task write ref MethodRefs.java:33",
			"RW ArrayList@MethodRefs.java:32<state> | task write ref MethodRefs.java:33 | task write ref MethodRefs.java:33",
		}},
		{"RefExecute", []string{
			"RW RefExecute.runs | task read 0 MethodRefs.java:45 | task write 0 MethodRefs.java:45",
			"RW RefExecute.runs | task read 0 MethodRefs.java:45 | task write 1 MethodRefs.java:46",
			"RW RefExecute.runs | task read 1 MethodRefs.java:46 | task write 1 MethodRefs.java:46",
			"RW RefExecute.runs | task write 0 MethodRefs.java:45 | task read 1 MethodRefs.java:46",
			"RW RefExecute.runs | task write 0 MethodRefs.java:45 | task write 0 MethodRefs.java:45",
			"RW RefExecute.runs | task write 0 MethodRefs.java:45 | task write 1 MethodRefs.java:46",
			"RW RefExecute.runs | task write 1 MethodRefs.java:46 | task write 1 MethodRefs.java:46",
		}},
		{"PoolAfter", []string{
			"RW PoolAfter.finished | task read afterExecute MethodRefs.java:61 | task write afterExecute MethodRefs.java:61",
			"RW PoolAfter.finished | task write afterExecute MethodRefs.java:61 | task write afterExecute MethodRefs.java:61",
		}},
		// The hooks' lock excludes the workers' counts: only the
		// lock's contention.
		{"PoolAfterLocked", []string{
			"MM monitor PoolAfterLocked.class | task entry afterExecute MethodRefs.java:78 | task entry afterExecute MethodRefs.java:78",
		}},
		{"FactoryCount", []string{
			"RW FactoryCount.made | main read 0 MethodRefs.java:95 | Thread write 0 MethodRefs.java:95",
			"RW FactoryCount.made | main write 0 MethodRefs.java:95 | Thread read 0 MethodRefs.java:95",
			"RW FactoryCount.made | main write 0 MethodRefs.java:95 | Thread write 0 MethodRefs.java:95",
		}},
		// Both execute sites' workers run the handler.
		{"WorkerHandler", []string{
			"RW WorkerHandler.failures | task read 0 MethodRefs.java:116 | task write 0 MethodRefs.java:116",
			"RW WorkerHandler.failures | task read 0 MethodRefs.java:116 | task write 0 MethodRefs.java:116",
			"RW WorkerHandler.failures | task read 0 MethodRefs.java:116 | task write 0 MethodRefs.java:116",
			"RW WorkerHandler.failures | task write 0 MethodRefs.java:116 | task read 0 MethodRefs.java:116",
			"RW WorkerHandler.failures | task write 0 MethodRefs.java:116 | task write 0 MethodRefs.java:116",
			"RW WorkerHandler.failures | task write 0 MethodRefs.java:116 | task write 0 MethodRefs.java:116",
			"RW WorkerHandler.failures | task write 0 MethodRefs.java:116 | task write 0 MethodRefs.java:116",
		}},
	})
}

// Method references to static JDK methods (static's staticRefCall),
// StaticRefs.java: before, none of these programs had a pair.
func TestStaticRefs(t *testing.T) {
	expectCases(t, []pairCase{
		{"StaticRefs$RefRunAsync", []string{
			"RW StaticRefs$RefRunAsync.count | task read 0 StaticRefs.java:18 | task write 0 StaticRefs.java:18",
			"RW StaticRefs$RefRunAsync.count | task read 0 StaticRefs.java:18 | task write 1 StaticRefs.java:19",
			"RW StaticRefs$RefRunAsync.count | task read 1 StaticRefs.java:19 | task write 1 StaticRefs.java:19",
			"RW StaticRefs$RefRunAsync.count | task write 0 StaticRefs.java:18 | task read 1 StaticRefs.java:19",
			"RW StaticRefs$RefRunAsync.count | task write 0 StaticRefs.java:18 | task write 0 StaticRefs.java:18",
			"RW StaticRefs$RefRunAsync.count | task write 0 StaticRefs.java:18 | task write 1 StaticRefs.java:19",
			"RW StaticRefs$RefRunAsync.count | task write 1 StaticRefs.java:19 | task write 1 StaticRefs.java:19",
		}},
		// The sort is a write of the list (Collections' algorithms,
		// static.JDKCollectionArg), made by the wrapper main$ref.
		{"StaticRefs$RefSort", []string{
			"RW ArrayList@StaticRefs.java:28<state> | main write main StaticRefs.java:32 | Thread write ref StaticRefs.java:29",
		}},
	})
}
