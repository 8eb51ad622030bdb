package explore

import (
	"testing"

	"weft/classfile"
	"weft/vm"
)

// TestPlaceBegins: a switch that begins a thread in the JDK's Thread.run is
// placed at the thread's first operation outside Thread.run (which reads
// its target first) when that is the program's (a lambda's first access,
// in the same switch or a later one), and stays where it began when that is
// the JDK's (a pool worker's first steps).
func TestPlaceBegins(t *testing.T) {
	run := classfile.Site{Class: "java/lang/Thread", Method: "run()V"}
	lambda := classfile.Site{Class: "app/Main", Method: "lambda$main$0()V"}
	worker := classfile.Site{Class: "java/util/concurrent/ThreadPoolExecutor", Method: "runWorker(Ljava/util/concurrent/ThreadPoolExecutor$Worker;)V"}
	ev := func(thread int, k vm.Kind, user classfile.Site, pos string) vm.Event {
		return vm.Event{Access: vm.Access{Thread: thread, Kind: k, User: user, Site: user, Pos: pos}}
	}
	main := classfile.Site{Class: "app/Main", Method: "main([Ljava/lang/String;)V"}
	for _, c := range []struct {
		name   string
		events []vm.Event
		pos    string // of the switch that begins thread 1
		method string
	}{
		{"lambda, same switch", []vm.Event{
			ev(0, vm.KStart, main, "Main.java:8"), ev(1, vm.KThreadBegin, run, "Thread.java:839"), ev(1, vm.KRead, run, "Thread.java:839"), ev(1, vm.KRead, lambda, "Main.java:5"),
		}, "Main.java:5", "app.Main.lambda$main$0"},
		{"lambda, later switch", []vm.Event{
			ev(0, vm.KStart, main, "Main.java:8"), ev(1, vm.KThreadBegin, run, "Thread.java:839"), ev(0, vm.KWrite, main, "Main.java:10"), ev(1, vm.KRead, lambda, "Main.java:5"),
		}, "Main.java:5", "app.Main.lambda$main$0"},
		{"pool worker", []vm.Event{
			ev(0, vm.KStart, main, "Main.java:8"), ev(1, vm.KThreadBegin, run, "Thread.java:839"), ev(1, vm.KRead, worker, "ThreadPoolExecutor.java:1130"), ev(1, vm.KRead, lambda, "Main.java:5"),
		}, "Thread.java:839", "java.lang.Thread.run"},
	} {
		sw := interleaving(c.events, objectNamer(nil))
		if len(sw) < 2 || sw[1].Thread != 1 || sw[1].Pos != c.pos || sw[1].Method != c.method {
			t.Errorf("%s: switches %+v, want the second at %s in %s", c.name, sw, c.pos, c.method)
		}
	}
}
