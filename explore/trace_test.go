package explore

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"weft/vm"
)

// TestTraceRoundTrip: Save and LoadTrace give back the trace, with class
// path entries relative to the trace's directory in the file, and messages
// that look like arrays left alone.
func TestTraceRoundTrip(t *testing.T) {
	dir := t.TempDir()
	jar := filepath.Join(dir, "jars", "app.jar")
	tr := &Trace{Format: TraceFormat, Weft: "weft test", Jar: jar, ClassPath: []string{jar, "/elsewhere/lib.jar"},
		Main: "app.Main", Args: []string{"a b", "[1, 2]"}, Entry: "app.Main.main(String[])", Strategy: "dpor", Seed: 7,
		Decisions: []int{0, 0, 1, 2, 1},
		Expect:    Fail{Kind: KindException, Thread: 1, Exception: "java.lang.RuntimeException", Message: "value 20 lost from [10, 11, 21]"}}
	path := filepath.Join(dir, "t.json")
	if err := tr.Save(path); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(path)
	for _, want := range []string{`"decisions": [0,0,1,2,1]`, `"jars/app.jar"`, `"/elsewhere/lib.jar"`, `[10, 11, 21]`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("trace file lacks %s:\n%s", want, b)
		}
	}
	got, err := LoadTrace(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, tr) {
		t.Errorf("loaded %+v\nwant %+v", got, tr)
	}
	os.WriteFile(path, []byte(`{"format": "other"}`), 0o644)
	if _, err := LoadTrace(path); err == nil {
		t.Error("loaded a file of another format")
	}
}

// wakeRecorder follows decisions and notes, at each scheduling point,
// whether it is a notify's choice of waiter and which threads it offers.
type wakeRecorder struct {
	ds      []int
	wake    []bool
	enabled [][]int
}

func (r *wakeRecorder) Choose(p *vm.Point) int {
	var ids []int
	for _, c := range p.Enabled {
		ids = append(ids, c.Thread)
	}
	want := r.ds[len(r.wake)]
	r.wake = append(r.wake, p.Wake)
	r.enabled = append(r.enabled, ids)
	return max(slices.Index(ids, want), 0)
}

// A trace that does not fit says why the thread it chooses cannot run:
// the program has no such thread, it has ended, it does not wait on the
// object a notify wakes one of; a MisfitError names the decision.
func TestReplayMisfitWhy(t *testing.T) {
	p := testProgram(t, "LostUpdate")
	_, tr, err := Explore(p, Config{Strategy: "dfs", Budget: testBudget})
	if err != nil || tr == nil {
		t.Fatalf("explore: %v", err)
	}
	misfit := func(tr *Trace) *MisfitError {
		t.Helper()
		_, _, err := tr.Replay(p, testBudget)
		var mf *MisfitError
		if !errors.As(err, &mf) {
			t.Fatalf("replay: %v; want a MisfitError", err)
		}
		return mf
	}
	n := len(tr.Decisions)
	c := *tr
	c.Decisions = append(append([]int(nil), tr.Decisions[:n-1]...), -1)
	if mf := misfit(&c); mf.Decision != n || mf.Want != -1 || mf.UsedUp || mf.Why != "the program has no thread -1 there (threads 0 to 2 have started)" {
		t.Errorf("thread -1: %+v", mf)
	}
	// The last decision runs main after both threads have ended.
	c.Decisions[n-1] = 1
	if mf := misfit(&c); mf.Decision != n || mf.Why != `thread 1 "Thread-0" has ended` || len(mf.Choices) != 1 || !strings.HasPrefix(mf.Choices[0], `thread 0 "main" (`) {
		t.Errorf("an ended thread: %+v", mf)
	}

	// No decisions: the first point, after main started its first
	// thread, which main goes on from (not "sleep", the VM's access of
	// such a point), and the thread begins.
	c.Decisions = nil
	if mf := misfit(&c); !mf.UsedUp || mf.Decision != 1 || len(mf.Choices) != 2 ||
		!strings.HasPrefix(mf.Choices[0], `thread 0 "main" (goes on at LostUpdate.java:`) || mf.Choices[1] != `thread 1 "Thread-0" (begins, Thread@LostUpdate.java:12#1)` {
		t.Errorf("no decisions: %+v", mf)
	}

	// WrongWaiter's deadlock: its server's notify wakes the watchdog.
	p = testProgram(t, "WrongWaiter")
	_, tr, err = Explore(p, Config{Strategy: "dfs", Budget: testBudget})
	if err != nil || tr == nil || !tr.NotifyChoice {
		t.Fatalf("explore WrongWaiter: %v, trace %+v", err, tr)
	}
	x := NewExplorer(p, Budget{MaxSteps: testBudget.MaxSteps})
	x.Fresh, x.NotifyChoice = true, true
	r := &wakeRecorder{ds: tr.Decisions}
	if _, err := x.Execute(r); err != nil {
		t.Fatal(err)
	}
	w := slices.Index(r.wake, true)
	if w < 0 || slices.Contains(r.enabled[w], 0) {
		t.Fatalf("no notify's choice without main in the failing run: %v %v", r.wake, r.enabled)
	}
	c = *tr
	c.Decisions = slices.Clone(tr.Decisions)
	c.Decisions[w] = 0
	if mf := misfit(&c); !mf.Wake || mf.Decision != w+1 || mf.Why != `thread 0 "main" does not wait on the object notified there` ||
		!strings.Contains(mf.Error(), fmt.Sprintf("its decision %d of %d, a notify's choice of the thread to wake, wakes thread 0, but", w+1, len(tr.Decisions))) {
		t.Errorf("a notify's choice: %+v\n%v", mf, mf)
	}
}
