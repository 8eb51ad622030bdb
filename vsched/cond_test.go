package vsched

import (
	"strconv"
	"testing"

	"weft/classfile"
	"weft/internal/javatest"
	"weft/mhp"
	"weft/static"
	"weft/vm"
)

// A Condition's await runs in JDK code: the VM reports the await's park
// (in LockSupport.park, under the program's await call). vsched keys it
// as the program call's wait, the wait of the PEG's WN pair
// (model.condKey), so a parked Condition waiter is waiting as one in
// Object.wait is (run.waiting: wakeable, joins). Before, the park was no
// access (permitKey).
func TestConditionKeys(t *testing.T) {
	dir := javatest.Compile(t, "testdata/LostSignal.java")
	cp, _, err := classfile.ForApplication(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer cp.Close()
	rep, err := mhp.Run(static.NewProgram(cp), "LostSignal", mhp.Config{Mode: mhp.Precise, Filters: mhp.AllFilters})
	if err != nil {
		t.Fatal(err)
	}
	m := newModel(rep)
	var wait key
	for k, ps := range m.partners {
		for _, q := range ps {
			if q.Kind == kindWN && k.Op == opWait && q.K.Op == opNotify {
				wait = k
			}
		}
	}
	if wait.Op == opNone {
		t.Fatalf("no WN pair in LostSignal's model: %v", m.partners)
	}
	user := func(k key) classfile.Site { s := k.Site; s.PC = 7; return s }
	line := func(k key) string { return "LostSignal.java:" + strconv.Itoa(-k.Site.PC) }
	park := vm.Access{Kind: vm.KPark, Site: classfile.Site{Class: "java/util/concurrent/locks/LockSupport", Method: "park()V", PC: 5},
		User: user(wait), Pos: line(wait)}
	if got := m.vkey(park); got != wait {
		t.Errorf("the await's park: key %v, want the wait %v", got, wait)
	}
	// A park under another call (a lock() that blocks) is not the wait.
	park.User.Method, park.Pos = "main([Ljava/lang/String;)V", "LostSignal.java:1"
	if got := m.vkey(park); got == wait {
		t.Errorf("a park elsewhere is the await's wait %v", got)
	}
}

// LostSignal loses a signal sent before the waiter awaits: vsched finds
// the deadlock, and exhausts the fixed variant (a flag checked before the
// await) without an alarm.
func TestConditionLostSignal(t *testing.T) {
	findBugIn(t, "testdata/LostSignal.java", "LostSignal", "a deadlock", deadlock)
	_, fixed, _ := vschedExploreDir(t, javatest.Compile(t, "testdata/LostSignal.java"), "LostSignal", "fixed")
	if fixed.Bug != nil || !fixed.Complete {
		t.Errorf("LostSignal fixed: %v (%s), want exhausted without a bug", fixed.Bug, fixed.Exhausted)
	}
}
