package explore

import (
	"testing"

	"weft/vm"
)

// TestDPORPutOffSleep: a thread put off at a node (dporLaters.put) is
// done there, but its step there has not run, so its hidden accesses
// (those its pending operation does not show: its thread's end when the
// step runs to it, a JDK synchronizer's, class initialization) are not
// known; the threads explored at the node meanwhile must not have it
// asleep, judged by its pending operation alone. Before, they did: in
// suite B's fib, updater and synthetic3 (dpor, 10 s) 1678, 201 and 11
// such entries were carried whose thread's step turned out to hide its
// end. Once the choice is taken (dporLaters.take) its step runs and it
// is carried as before.
func TestDPORPutOffSleep(t *testing.T) {
	s := &dporScheduler{ids: newDPORKeys()}
	x := vm.Access{Kind: vm.KWrite, Field: "C.x"}
	y := vm.Access{Kind: vm.KWrite, Field: "C.y"}
	parent := &dporNode{runnable: []dporThread{{thread: 1, next: s.ids.of(&x)}, {thread: 2, next: s.ids.of(&y)}}}
	parent.chosen = 2
	parent.addToBacktrack(2)
	parent.addDone(2)
	var later dporLaters
	parent.addToBacktrack(1)
	parent.addDone(1)
	later.put([]*dporNode{parent}, 1, 2)
	st := &step{thread: 2, accesses: []vm.Access{y}} // independent of thread 1's write of x
	sleeps := func() bool {
		n := &dporNode{}
		done := parent.doneSet()
		s.inheritSleep(n, parent, &done, st)
		return n.asleep(1)
	}
	if sleeps() {
		t.Errorf("thread 1, put off at the parent, is asleep after thread 2's step: its step there has not run")
	}
	later.take()
	parent.chosen = 2 // as if thread 1's subtree were done and thread 2's explored again
	if !sleeps() {
		t.Errorf("thread 1, its put-off choice taken, is not asleep after thread 2's independent step")
	}
}
