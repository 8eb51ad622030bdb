package mhp

import "testing"

// Objects that reach the threads only through JDK code (a stream's
// lambda, a copied List's iterator, computeIfAbsent, Optional, singletonList,
// Arrays.asList) have their pairs, and only with themselves.
func TestJDKFlow(t *testing.T) {
	expectPairs(t, "JDKFlow", AllFilters,
		"RW JDKFlow$Box.v | Thread read 2 JDKFlow.java:36 | Thread write 2 JDKFlow.java:36",
		"RW JDKFlow$Box.v | Thread write 2 JDKFlow.java:36 | Thread write 2 JDKFlow.java:36",
		"RW JDKFlow$Box.v | Thread read 2 JDKFlow.java:37 | Thread write 2 JDKFlow.java:37",
		"RW JDKFlow$Box.v | Thread write 2 JDKFlow.java:37 | Thread write 2 JDKFlow.java:37",
		"RW JDKFlow$Box.v | Thread read 2 JDKFlow.java:38 | Thread write 2 JDKFlow.java:38",
		"RW JDKFlow$Box.v | Thread write 2 JDKFlow.java:38 | Thread write 2 JDKFlow.java:38",
		"RW JDKFlow$Box.v | Thread read 2 JDKFlow.java:39 | Thread write 2 JDKFlow.java:39",
		"RW JDKFlow$Box.v | Thread write 2 JDKFlow.java:39 | Thread write 2 JDKFlow.java:39",
		"RW JDKFlow$Box.v | Thread read 2 JDKFlow.java:40 | Thread write 2 JDKFlow.java:40",
		"RW JDKFlow$Box.v | Thread write 2 JDKFlow.java:40 | Thread write 2 JDKFlow.java:40",
		"RW JDKFlow$Box.v | Thread read 2 JDKFlow.java:41 | Thread write 2 JDKFlow.java:41",
		"RW JDKFlow$Box.v | Thread write 2 JDKFlow.java:41 | Thread write 2 JDKFlow.java:41")
}
