package explore

import "testing"

// TestEarlyFinalRead: a final field read by a thread that its object's
// constructor started, before the constructor assigned it (EarlyFinal).
// The VM took every final field's read for no visible access, so dpor
// saw no race and called the program exhausted after 2 executions; the
// read is visible when the object was shared before its constructor
// ended. With "fixed" the thread starts after construction: exhausted,
// no bug.
func TestEarlyFinalRead(t *testing.T) {
	for _, fixed := range []bool{false, true} {
		p := testProgram(t, "EarlyFinal")
		if fixed {
			p.Args = []string{"fixed"}
		}
		r, tr, err := Explore(p, Config{Strategy: "dpor", Budget: testBudget})
		if err != nil {
			t.Fatal(err)
		}
		if fixed {
			if r.Bug != nil || !r.Complete {
				t.Fatalf("fixed: bug %v, complete %v (%s)", r.Bug, r.Complete, r.Counters)
			}
			continue
		}
		if r.Bug == nil {
			t.Fatalf("no bug found: exhausted=%q %s", r.Exhausted, r.Counters)
		}
		if r.Bug.Kind != KindException || r.Bug.Exception != "java.lang.NullPointerException" || r.Bug.ThreadName != "svc" {
			t.Fatalf("found %s in %q, want a NullPointerException in svc", r.Bug.Summary(), r.Bug.ThreadName)
		}
		rr := saveAndReplay(t, tr, testBudget)
		if got, want := failOf(rr.Bug), tr.Expect; got != want {
			t.Errorf("replay failed with %s, want %s", got, want)
		}
	}
}
