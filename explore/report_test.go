package explore

import (
	"regexp"
	"strings"
	"testing"

	"weft/classfile"
	"weft/vm"
)

// Counts of one are singular: "1 execution", not "1 executions".
func TestCountersPlural(t *testing.T) {
	got := Counters{Executions: 1, States: 0, Points: 1, Bytecodes: 2}.String()
	if want := "1 execution (0 cut off), 0 states, 1 scheduling point, 2 bytecodes"; !strings.HasPrefix(got, want) {
		t.Errorf("got %q, want it to start with %q", got, want)
	}
}

// A thread's begin and end, and a timed park's timeout, name no object:
// the interleaving's line names the thread already, and main's Thread
// object, made by the VM, has no allocation site ("end VM object #4 of
// main" before, and "timeout VM object #4 of main" for awaitTermination's
// park).
func TestOpStringThreadEnds(t *testing.T) {
	namer := objectNamer(nil)
	main := vm.ObjectID{Thread: "main", Seq: 4}
	for _, c := range []struct {
		a    vm.Access
		want string
	}{
		{vm.Access{Kind: vm.KThreadEnd, Obj: main, HasObj: true}, "thread end"},
		{vm.Access{Kind: vm.KThreadBegin, Obj: main, HasObj: true}, "thread begin"},
		{vm.Access{Kind: vm.KJoin, Obj: main, HasObj: true}, "join VM object #4 of main"},
		{vm.Access{Kind: vm.KTimeout, Obj: main, HasObj: true}, "timeout park"},
		{vm.Access{Kind: vm.KTimeout}, "timeout"},
		{vm.Access{Kind: vm.KTimeout, Obj: main, HasObj: true, Field: "wait"}, "timeout wait of VM object #4 of main"},
	} {
		if got := opString(&c.a, namer); got != c.want {
			t.Errorf("opString(%v) = %q, want %q", c.a.Kind, got, c.want)
		}
	}
}

// A switch whose operations have no position (a thread ending, once its
// frames are gone) is placed where its thread was last seen; it printed
// "at -" before.
func TestInterleavingEndPlaced(t *testing.T) {
	user := classfile.Site{Class: "app/Main", Method: "main([Ljava/lang/String;)V"}
	ev := func(thread int, k vm.Kind, pos string) vm.Event {
		a := vm.Access{Thread: thread, Kind: k, Pos: pos}
		if pos != "" {
			a.User = user
		}
		return vm.Event{Access: a}
	}
	sw := interleaving([]vm.Event{
		ev(0, vm.KWrite, "Main.java:10"), ev(1, vm.KRead, "Main.java:20"), ev(0, vm.KThreadEnd, ""), ev(1, vm.KThreadEnd, ""),
	}, objectNamer(nil))
	if len(sw) != 4 {
		t.Fatalf("%d switches, want 4: %+v", len(sw), sw)
	}
	for i, want := range []string{"Main.java:10", "Main.java:20", "Main.java:10", "Main.java:20"} {
		if sw[i].Pos != want || sw[i].Method != "app.Main.main" {
			t.Errorf("switch %d at %q in %q, want %q in app.Main.main", i+1, sw[i].Pos, sw[i].Method, want)
		}
	}
}

// A failing run without a scheduling point has no interleaving to show
// (it printed "1 context switches, 0 scheduling points" and "thread 0
// "main" at -   thread end"); counts of one are singular, and a switch
// without a position names only its thread.
func TestWriteTextInterleaving(t *testing.T) {
	bug := &Bug{Kind: KindException, Thread: 0, ThreadName: "main", Exception: "java.lang.RuntimeException", Stack: []string{"app.Main.main(Main.java:5)"}}
	var b strings.Builder
	r := &Report{Program: "app.jar", Strategy: "dpor", Bug: bug, Interleaving: []Switch{{N: 1, Thread: 0, Name: "main", Op: "thread end", Ops: 1}}}
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if want := "interleaving: none, no scheduling point: the failure does not depend on the schedule\ncounters:"; !strings.Contains(b.String(), want) {
		t.Errorf("no scheduling point:\n%s\nwant %q", b.String(), want)
	}
	b.Reset()
	r.Decisions = 1
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if want := regexp.MustCompile(`interleaving: 1 context switch, 1 scheduling point\n +1\. thread 0 "main" +thread end\n`); !want.MatchString(b.String()) {
		t.Errorf("one switch:\n%s\nwant %s", b.String(), want)
	}
	if got := Plural(2, "context switch"); got != "2 context switches" {
		t.Errorf("Plural(2, context switch) = %q", got)
	}
}
