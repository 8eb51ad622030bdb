package mhp

import "testing"

// Constructor references (static's ctorFunc), CtorRefs.java: the object
// Worker::new makes is the one its constructor initializes, so the
// thread it is sees the Tally main passes. Before, the reference
// allocated an object but ran no constructor: BiRef, FunRef, ThreadRef
// and Dropped had no pair, and Either's two references made one object
// of the first class (Other's write made no pair).
func TestCtorRefs(t *testing.T) {
	expectCases(t, []pairCase{
		{"CtorRefs$BiRef", []string{
			"RW CtorRefs$Tally.n | main read main CtorRefs.java:52 | Worker write run CtorRefs.java:29",
			"RW CtorRefs$Tally.n | main read main CtorRefs.java:52 | Worker write run CtorRefs.java:31",
			"RW CtorRefs$Tally.n | main write main CtorRefs.java:52 | Worker read run CtorRefs.java:29",
			"RW CtorRefs$Tally.n | main write main CtorRefs.java:52 | Worker read run CtorRefs.java:31",
			"RW CtorRefs$Tally.n | main write main CtorRefs.java:52 | Worker write run CtorRefs.java:29",
			"RW CtorRefs$Tally.n | main write main CtorRefs.java:52 | Worker write run CtorRefs.java:31",
		}},
		{"CtorRefs$FunRef", []string{
			"RW CtorRefs$Tally.n | main read main CtorRefs.java:64 | Worker write run CtorRefs.java:29",
			"RW CtorRefs$Tally.n | main read main CtorRefs.java:64 | Worker write run CtorRefs.java:31",
			"RW CtorRefs$Tally.n | main write main CtorRefs.java:64 | Worker read run CtorRefs.java:29",
			"RW CtorRefs$Tally.n | main write main CtorRefs.java:64 | Worker read run CtorRefs.java:31",
			"RW CtorRefs$Tally.n | main write main CtorRefs.java:64 | Worker write run CtorRefs.java:29",
			"RW CtorRefs$Tally.n | main write main CtorRefs.java:64 | Worker write run CtorRefs.java:31",
		}},
		{"CtorRefs$SupRef", []string{
			"RW CtorRefs$Tally.n | main read main CtorRefs.java:75 | Counter write run CtorRefs.java:40",
			"RW CtorRefs$Tally.n | main write main CtorRefs.java:75 | Counter read run CtorRefs.java:40",
			"RW CtorRefs$Tally.n | main write main CtorRefs.java:75 | Counter write run CtorRefs.java:40",
		}},
		// Thread::new's constructor is the JDK's, summarized as new
		// Thread(r) is: the thread runs the Runnable.
		{"CtorRefs$ThreadRef", []string{
			"RW CtorRefs$Tally.n | main read main CtorRefs.java:87 | Thread write 0 CtorRefs.java:85",
			"RW CtorRefs$Tally.n | main write main CtorRefs.java:87 | Thread read 0 CtorRefs.java:85",
			"RW CtorRefs$Tally.n | main write main CtorRefs.java:87 | Thread write 0 CtorRefs.java:85",
		}},
		// The lambda factory, for comparison: the same pairs as BiRef's.
		{"CtorRefs$LambdaNew", []string{
			"RW CtorRefs$Tally.n | main read main CtorRefs.java:99 | Worker write run CtorRefs.java:29",
			"RW CtorRefs$Tally.n | main read main CtorRefs.java:99 | Worker write run CtorRefs.java:31",
			"RW CtorRefs$Tally.n | main write main CtorRefs.java:99 | Worker read run CtorRefs.java:29",
			"RW CtorRefs$Tally.n | main write main CtorRefs.java:99 | Worker read run CtorRefs.java:31",
			"RW CtorRefs$Tally.n | main write main CtorRefs.java:99 | Worker write run CtorRefs.java:29",
			"RW CtorRefs$Tally.n | main write main CtorRefs.java:99 | Worker write run CtorRefs.java:31",
		}},
		// The object is dropped; its constructor's thread still runs.
		{"CtorRefs$Dropped", []string{
			"RW CtorRefs$Tally.n | main read main CtorRefs.java:117 | Thread write 0 CtorRefs.java:108",
			"RW CtorRefs$Tally.n | main write main CtorRefs.java:117 | Thread read 0 CtorRefs.java:108",
			"RW CtorRefs$Tally.n | main write main CtorRefs.java:117 | Thread write 0 CtorRefs.java:108",
		}},
		// Counter's and Other's threads are both possible, and pair with
		// each other too (the analysis does not know only one of the two
		// references is applied).
		{"CtorRefs$Either", []string{
			"RW CtorRefs$Tally.n | Counter read run CtorRefs.java:40 | Other write run CtorRefs.java:125",
			"RW CtorRefs$Tally.n | Counter write run CtorRefs.java:40 | Other read run CtorRefs.java:125",
			"RW CtorRefs$Tally.n | Counter write run CtorRefs.java:40 | Other write run CtorRefs.java:125",
			"RW CtorRefs$Tally.n | main write main CtorRefs.java:134 | Counter read run CtorRefs.java:40",
			"RW CtorRefs$Tally.n | main write main CtorRefs.java:134 | Counter write run CtorRefs.java:40",
			"RW CtorRefs$Tally.n | main write main CtorRefs.java:134 | Other read run CtorRefs.java:125",
			"RW CtorRefs$Tally.n | main write main CtorRefs.java:134 | Other write run CtorRefs.java:125",
		}},
	})
}
