package static

// A thread's park permit as a shared variable. LockSupport.unpark(t)
// gives t's permit, and a park of t consumes it (or waits for it); an
// unpark of a thread not yet started has no effect, as in HotSpot: the
// start makes the permit live, so an unpark just before t.start() is
// lost and t's park waits for ever, where one just after it is not (the
// VM reports such an unpark as an operation on t's permit, and dpor
// takes a start for a write of it). The analysis makes each unpark(t) a
// write of the pseudo-field <permit> of t's Thread object (PermitVar),
// t.start() a write of it too, and a park a read of the parking
// thread's own, so that "the unpark before the start" and "the park
// before the unpark" are concurrent access pairs like any other
// (package mhp, vsched's goals). Only in a program that unparks
// (Unparks): without an unpark, a start's write would pair with nothing.

// PermitVar is the field name of a thread's park permit.
const PermitVar = "<permit>"

const lockSupport = "java/util/concurrent/locks/LockSupport"

// UnparkCall reports whether j is LockSupport.unpark, whose one argument
// is the thread whose permit it gives.
func UnparkCall(j JDKMethod) bool {
	return j.Class.Name == lockSupport && j.Method.Name == "unpark" && j.Method.Desc == "(Ljava/lang/Thread;)V"
}

// ParkCall reports whether j is one of LockSupport's parks (park,
// parkNanos, parkUntil, with or without a blocker), which consume the
// running thread's permit or wait for it.
func ParkCall(j JDKMethod) bool {
	if j.Class.Name != lockSupport {
		return false
	}
	switch j.Method.Name {
	case "park", "parkNanos", "parkUntil":
		return true
	}
	return false
}

// StartCall reports whether j is Thread.start(), which makes the started
// thread's permit live.
func StartCall(j JDKMethod) bool {
	return j.Class.Name == "java/lang/Thread" && j.Method.Name == "start" && j.Method.Desc == "()V"
}

// Unparks reports whether some call of the program is a
// LockSupport.unpark (UnparkCall).
func (a *Analysis) Unparks() bool {
	return a.callsJDK(&a.unparks, UnparkCall)
}

// callsJDK reports whether some call of the program may call a JDK
// method that pred holds for, the answer cached in *cache (0: not asked
// yet, 1: no, 2: yes).
func (a *Analysis) callsJDK(cache *uint8, pred func(JDKMethod) bool) bool {
	if *cache == 0 {
		*cache = 1
		for _, n := range a.Nodes {
			for _, js := range n.JDK {
				for _, j := range js {
					if pred(j) {
						*cache = 2
						return true
					}
				}
			}
		}
	}
	return *cache == 2
}
