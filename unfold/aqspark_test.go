package unfold

import (
	"testing"

	"weft/classfile"
	"weft/vm"
)

// TestBlockerResetKeepsAQSPark: a park inside java.util.concurrent.locks
// is followed by LockSupport's reset of the thread's park blocker, a
// write made in Unsafe (putReferenceOpaque); that write is no access of a
// class outside the package, so the lock's own interrupt check after it
// stays local (blockLocal); the thread's next access in the program
// ends the park's tracking. Without the Unsafe exception every
// contended lock's check became an event: the missed targets of
// `--max-execs 300` on jobqueue, stopnow and poolcounter `1 fixed` rose
// from 40, 32 and 140 to 116, 47 and 150.
func TestBlockerResetKeepsAQSPark(t *testing.T) {
	user := classfile.Site{Class: aqsPkg + "AbstractQueuedSynchronizer", Method: "acquire", PC: 1}
	s := &scheduler{n: &net{lsCalls: map[classfile.Site]bool{user: false}}}
	park := vm.Access{Thread: 1, Kind: vm.KPark, HasObj: true, Site: classfile.Site{Class: lockSupport, Method: "park"}, User: user}
	s.blockTrack(&park, 0)
	if !s.aqsParked[1] {
		t.Fatal("the park inside the locks package is not tracked")
	}
	reset := vm.Access{Thread: 1, Kind: vm.KWrite, HasObj: true, Site: classfile.Site{Class: unsafeClass, Method: "putReferenceOpaque"}, User: user, Field: "java/lang/Thread.parkBlocker"}
	s.blockTrack(&reset, 0)
	if !s.aqsParked[1] {
		t.Fatal("LockSupport's blocker reset (in Unsafe) ended the park's tracking")
	}
	prog := vm.Access{Thread: 1, Kind: vm.KWrite, HasObj: true, Site: classfile.Site{Class: "Main", Method: "run"}, User: classfile.Site{Class: "Main", Method: "run"}, Field: "Main.x"}
	s.blockTrack(&prog, 0)
	if s.aqsParked[1] {
		t.Fatal("the program's access after the park did not end its tracking")
	}
}
