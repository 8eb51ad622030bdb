package explore

import (
	"reflect"
	"testing"

	"weft/vm"
)

// The VM's deadlock report as weft run prints it.
const deadlockReport = `deadlock: every live thread is blocked
  thread 0 "main": WAITING in java.lang.Thread@T0#76@Deadlock.main([Ljava/lang/String;)V@0.wait()
    at java.lang.Thread.join(Thread.java:1313)
    at Deadlock.main(Deadlock.java:6)
  thread 1 "Thread-0": BLOCKED on java.lang.Object@T0#75@Deadlock.<clinit>()V@10 held by thread 2 "Thread-1"
    holds java.lang.Object@T0#74@Deadlock.<clinit>()V@0
    at Deadlock.lambda$main$0(Deadlock.java:4)
  thread 2 "Thread-1": BLOCKED on java.lang.Object@T0#74@Deadlock.<clinit>()V@0 held by thread 1 "Thread-0"
    holds java.lang.Object@T0#75@Deadlock.<clinit>()V@10, class Deadlock
    at Deadlock.lambda$main$1(Deadlock.java:5)
  thread 3 "Thread-2": WAITING (parked) for java.util.concurrent.locks.ReentrantLock$NonfairSync@T0#80@Deadlock.main([Ljava/lang/String;)V@20
    at jdk.internal.misc.Unsafe.park(Unsafe.java:-1)`

func TestBugOf(t *testing.T) {
	b := bugOf(&vm.Outcome{Status: vm.Deadlocked, Deadlock: deadlockReport}, nil)
	want := []BlockedThread{
		{Thread: 0, Name: "main", State: "WAITING", WaitsFor: "java.lang.Thread@T0#76@Deadlock.main([Ljava/lang/String;)V@0", HeldBy: -1,
			Stack: []string{"java.lang.Thread.join(Thread.java:1313)", "Deadlock.main(Deadlock.java:6)"}},
		{Thread: 1, Name: "Thread-0", State: "BLOCKED", WaitsFor: "java.lang.Object@T0#75@Deadlock.<clinit>()V@10", HeldBy: 2,
			Holds: []string{"java.lang.Object@T0#74@Deadlock.<clinit>()V@0"}, Stack: []string{"Deadlock.lambda$main$0(Deadlock.java:4)"}},
		{Thread: 2, Name: "Thread-1", State: "BLOCKED", WaitsFor: "java.lang.Object@T0#74@Deadlock.<clinit>()V@0", HeldBy: 1,
			Holds: []string{"java.lang.Object@T0#75@Deadlock.<clinit>()V@10", "class Deadlock"}, Stack: []string{"Deadlock.lambda$main$1(Deadlock.java:5)"}},
		{Thread: 3, Name: "Thread-2", State: "WAITING (parked)", WaitsFor: "java.util.concurrent.locks.ReentrantLock$NonfairSync@T0#80@Deadlock.main([Ljava/lang/String;)V@20", HeldBy: -1,
			Stack: []string{"jdk.internal.misc.Unsafe.park(Unsafe.java:-1)"}},
	}
	if b.Kind != KindDeadlock || !reflect.DeepEqual(b.Threads, want) {
		t.Errorf("got %s %+v\nwant %+v", b.Kind, b.Threads, want)
	}
	if !reflect.DeepEqual(b.Cycle, []int{1, 2}) {
		t.Errorf("cycle %v, want [1 2]", b.Cycle)
	}

	b = bugOf(&vm.Outcome{Status: vm.Completed, Uncaught: []vm.Uncaught{{Thread: 3, ThreadName: "w", Class: "java.lang.AssertionError",
		Message: "bad", Trace: "java.lang.AssertionError: bad\n\tat A.f(A.java:3)\n\tat A.run(A.java:9)\nCaused by: java.lang.X\n\tat B.g(B.java:1)\n"}}}, nil)
	if b.Kind != KindAssertion || b.Thread != 3 || !reflect.DeepEqual(b.Stack, []string{"A.f(A.java:3)", "A.run(A.java:9)"}) {
		t.Errorf("assertion: %+v", b)
	}
	two := &vm.Outcome{Uncaught: []vm.Uncaught{{Thread: 0, Class: "java.lang.IllegalStateException"}, {Thread: 2, Class: "java.lang.RuntimeException"}}}
	ends := []vm.Event{{Access: vm.Access{Thread: 2, Kind: vm.KThreadEnd}}, {Access: vm.Access{Thread: 0, Kind: vm.KThreadEnd}}}
	if b := bugOf(two, ends); b.Thread != 2 || b.Exception != "java.lang.RuntimeException" {
		t.Errorf("first uncaught exception: got thread %d %s, want thread 2 java.lang.RuntimeException", b.Thread, b.Exception)
	}
	if b := bugOf(two, nil); b.Thread != 0 {
		t.Errorf("without events: got thread %d, want 0", b.Thread)
	}
	if b := bugOf(&vm.Outcome{Status: vm.Exited, ExitCode: 3}, nil); b == nil || b.Kind != KindExit || b.ExitCode != 3 {
		t.Errorf("exit: %+v", b)
	}
	if b := bugOf(&vm.Outcome{Status: vm.Exited}, nil); b != nil {
		t.Errorf("System.exit(0) is a bug: %+v", b)
	}
	if b := bugOf(&vm.Outcome{Status: vm.Completed}, nil); b != nil {
		t.Errorf("a normal run is a bug: %+v", b)
	}
}
