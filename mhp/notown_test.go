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

// TestOwnIndirect: a thread's own index reached only indirectly
// (static.sameSource, static.ownFieldDown): pushed before a conditional
// expression (barrierbreak's partial[id] = id == 1 && ... ? 0 : sum),
// and a Worker's final id read in a method its run calls on this. Two
// instances write two elements, so no pair; before, each made one
// (the element against itself). The racy twins keep theirs: an index
// that is the thread's own on one branch only, and the helper called on
// another Worker.
func TestOwnIndirect(t *testing.T) {
	expectPairs(t, "OwnIndirect$OwnCond", AllFilters)
	expectPairs(t, "OwnIndirect$OwnHelperId", AllFilters)
	expectPairOn(t, "OwnIndirect$CondIndex", "Thread write 0 OwnIndirect.java:30 | Thread write 0 OwnIndirect.java:30")
	expectPairOn(t, "OwnIndirect$OtherHelperId", "Other write step OwnIndirect.java:78 | Other write step OwnIndirect.java:78")
}
