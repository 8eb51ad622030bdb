package mhp

import "testing"

// Threads made in a callback the JDK may call several times per call
// (static's nodeOnce, callbackOnce), PerElement.java: forEach's and a
// stream's map's functions run once per element, so the workers they make
// are many threads, whose t.n++ race. Before, a callee reached through a
// JDK callback counted as run once, like one called directly: the four
// per-element variants had no pair. Optional.map runs its function at
// most once: its worker pairs only with main.
func TestPerElement(t *testing.T) {
	workers := func(line string) []string {
		return []string{
			"RW PerElement$Tally.n | Worker read run PerElement.java:" + line + " | Worker write run PerElement.java:" + line,
			"RW PerElement$Tally.n | Worker write run PerElement.java:" + line + " | Worker write run PerElement.java:" + line,
		}
	}
	expectCases(t, []pairCase{
		{"PerElement$ForEach", workers("25")},
		{"PerElement$StreamMap", workers("25")},
		{"PerElement$StreamCtorRef", workers("25")},
		{"PerElement$StreamApply", workers("25")},
		{"PerElement$OptionalMap", []string{
			"RW PerElement$Tally.n | main read main PerElement.java:71 | Worker write run PerElement.java:25",
			"RW PerElement$Tally.n | main write main PerElement.java:71 | Worker read run PerElement.java:25",
			"RW PerElement$Tally.n | main write main PerElement.java:71 | Worker write run PerElement.java:25",
		}},
	})
}
