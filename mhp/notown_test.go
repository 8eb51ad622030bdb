package mhp

import "testing"

// TestNotOwn: values that look like a thread's own but are not (the
// session-18 review of static.OwnValue): a constructor parameter changed
// before the field is set, an inner Thread run as the task of two outer
// threads, a program's Executor that runs each task twice, a callee that
// changes the index it was handed. Each races, so the threads' accesses
// of the element still pair with each other.
func TestNotOwn(t *testing.T) {
	for main, sub := range map[string]string{
		"NotOwn$Clamped":          "Clamped write run OwnElements.java:131 | Clamped write run OwnElements.java:131",
		"NotOwn$ThreadAsTask":     "Thread write 0 OwnElements.java:148 | Thread write 0 OwnElements.java:148",
		"NotOwn$OwnExecutor":      "write 0 OwnElements.java:171 | Thread write 0 OwnElements.java:171",
		"NotOwn$CalleeReassigned": "Thread write bump OwnElements.java:181 | Thread write bump OwnElements.java:181",
	} {
		expectPairOn(t, main, sub)
	}
}
