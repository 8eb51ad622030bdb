package vm

import (
	"bytes"
	"errors"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"weft/classfile"
)

var entryOnce sync.Once
var entryDir string
var entryErr error

// entryClassPath compiles testdata/entry once per test binary.
func entryClassPath(t *testing.T) (*classfile.ClassPath, string) {
	needJDK(t)
	entryOnce.Do(func() {
		entryDir, entryErr = mkTemp()
		if entryErr != nil {
			return
		}
		files, _ := filepath.Glob("testdata/entry/*.java")
		entryErr = javac("17", entryDir, files)
	})
	if entryErr != nil {
		t.Fatal(entryErr)
	}
	cp := openClassPath(t, entryDir)
	return cp, entryDir
}

func runEntry(t *testing.T, cp *classfile.ClassPath, e *Entry) (string, string, *Outcome, error) {
	t.Helper()
	var out, errb bytes.Buffer
	m, err := New(Config{ClassPath: cp, Stdout: &out, Stderr: &errb, MaxSteps: 10_000_000})
	if err != nil {
		t.Fatal(err)
	}
	o, err := m.RunEntry(e)
	return out.String(), errb.String(), o, err
}

// The plans agree with the same calls written in Java and run by java -ea:
// output, exit status and the escaping exception.
func TestEntryMatchesJava(t *testing.T) {
	cp, dir := entryClassPath(t)
	const L = "Lifecycle"
	newL := EntryCall{Class: L, New: true}
	cases := map[string]*Entry{
		"static": {Calls: []EntryCall{{Class: L, Method: "staticEntry()V", Static: true}}},
		"instance": {Calls: []EntryCall{{Class: L, Method: "resetStatics()V", Static: true}, newL,
			{Class: L, Method: "setUp()V"}, {Class: L, Method: "test()V"}}},
		"failing": {Calls: []EntryCall{newL, {Class: L, Method: "setUp()V"}, {Class: L, Method: "failing()I"},
			{Class: L, Method: "test()V"},
			{Class: L, Method: "tearDown()V", Cleanup: true, Needs: 1},
			{Class: L, Method: "afterAll()V", Static: true, Cleanup: true}}},
		"expected": {Calls: []EntryCall{newL, {Class: L, Method: "throwsExpected()V", Expected: "java.lang.RuntimeException"},
			{Class: L, Method: "tearDown()V", Cleanup: true, Needs: 1}}},
	}
	for name, e := range cases {
		t.Run(name, func(t *testing.T) {
			cmd := exec.Command("java", "-ea", "-cp", dir, "LifecycleMain", name)
			var jout, jerr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &jout, &jerr
			jst := 0
			if err := cmd.Run(); err != nil {
				var ee *exec.ExitError
				if !errors.As(err, &ee) {
					t.Fatal(err)
				}
				jst = ee.ExitCode()
			}
			out, errs, o, err := runEntry(t, cp, e)
			if err != nil {
				t.Fatal(err)
			}
			if out != jout.String() {
				t.Errorf("stdout:\n%s\njava:\n%s", out, jout.String())
			}
			if o.ExitCode != jst {
				t.Errorf("exit %d, java %d", o.ExitCode, jst)
			}
			first := func(s string) string { l, _, _ := strings.Cut(s, "\n"); return l }
			if first(errs) != first(jerr.String()) {
				t.Errorf("stderr %q, java %q", first(errs), first(jerr.String()))
			}
			if jst != 0 && (len(o.Uncaught) != 1 || o.Uncaught[0].Thread != 0) {
				t.Errorf("uncaught %+v, want one in main", o.Uncaught)
			}
		})
	}
}

func TestEntryMissingExpectedException(t *testing.T) {
	cp, _ := entryClassPath(t)
	_, errs, o, err := runEntry(t, cp, &Entry{Calls: []EntryCall{{Class: "Lifecycle", New: true},
		{Class: "Lifecycle", Method: "setUp()V", Expected: "java.lang.IllegalStateException"}}})
	if err != nil {
		t.Fatal(err)
	}
	if o.ExitCode != 1 || len(o.Uncaught) != 1 || o.Uncaught[0].Class != "java.lang.AssertionError" {
		t.Fatalf("outcome %+v", o)
	}
	if want := `Exception in thread "main" java.lang.AssertionError: Expected exception: java.lang.IllegalStateException`; !strings.HasPrefix(errs, want) {
		t.Fatalf("stderr %q, want %q", errs, want)
	}
}

func TestEntryInitializerThrows(t *testing.T) {
	cp, _ := entryClassPath(t)
	_, _, o, err := runEntry(t, cp, &Entry{Calls: []EntryCall{{Class: "BadInit", Method: "run()V", Static: true}}})
	if err != nil {
		t.Fatal(err)
	}
	if len(o.Uncaught) != 1 || o.Uncaught[0].Class != "java.lang.ExceptionInInitializerError" {
		t.Fatalf("outcome %+v", o)
	}
}

func TestEntryErrors(t *testing.T) {
	cp, _ := entryClassPath(t)
	for _, c := range []struct {
		e    []EntryCall
		want string
	}{
		{[]EntryCall{{Class: "pkg.Missing", Method: "run()V", Static: true}}, "class pkg.Missing not found"},
		{[]EntryCall{{Class: "Lifecycle", Method: "nope()V", Static: true}}, "no method nope() in Lifecycle"},
		{[]EntryCall{{Class: "Lifecycle", Method: "run(I)V", Static: true}}, "takes no arguments"},
		{[]EntryCall{{Class: "Lifecycle", Method: "test()V", Static: true}}, "Lifecycle.test()V is not static"},
		{[]EntryCall{{Class: "Lifecycle", Method: "test()V"}}, "called before its receiver is made"},
		{[]EntryCall{{Class: "NoDefaultCtor", New: true}}, "NoDefaultCtor has no no-argument constructor"},
		{nil, "no calls"},
	} {
		_, _, _, err := runEntry(t, cp, &Entry{Calls: c.e})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: error %v, want %q", c.e, err, c.want)
		}
	}
}

// A snapshot taken in the middle of a plan restores the plan's position.
func TestEntrySnapshot(t *testing.T) {
	cp, _ := entryClassPath(t)
	var out bytes.Buffer
	m, err := New(Config{ClassPath: cp, Stdout: &out, MaxSteps: 10_000_000})
	if err != nil {
		t.Fatal(err)
	}
	e := &Entry{Calls: []EntryCall{{Class: "Lifecycle", Method: "resetStatics()V", Static: true},
		{Class: "Lifecycle", New: true}, {Class: "Lifecycle", Method: "setUp()V"}, {Class: "Lifecycle", Method: "test()V"}}}
	if err := m.StartEntry(e); err != nil {
		t.Fatal(err)
	}
	s := m.Snapshot()
	var outs []string
	for i := 0; i < 2; i++ {
		out.Reset()
		m.Restore(s)
		o, err := m.Continue()
		if err != nil {
			t.Fatal(err)
		}
		if o.Status != Completed || o.ExitCode != 0 {
			t.Fatalf("outcome %+v", o)
		}
		outs = append(outs, out.String())
	}
	if outs[0] != outs[1] || !strings.Contains(outs[0], "test box=10 statics=0") {
		t.Fatalf("runs after restore differ or are wrong:\n%s\n--\n%s", outs[0], outs[1])
	}
}

// Runs restored from one snapshot do what a fresh VM does, although the
// permanent objects they make (an interned literal whose hash String
// caches, a class mirror) outlive the restore.
func TestRestoreResetsPermanentObjects(t *testing.T) {
	cp, _ := entryClassPath(t)
	e := &Entry{Calls: []EntryCall{{Class: "Literals", Method: "run()V", Static: true}}}
	_, _, fresh, err := runEntry(t, cp, e)
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(Config{ClassPath: cp, MaxSteps: 10_000_000})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.StartEntry(e); err != nil {
		t.Fatal(err)
	}
	s := m.Snapshot()
	for i := 0; i < 3; i++ {
		m.Restore(s)
		o, err := m.Continue()
		if err != nil {
			t.Fatal(err)
		}
		if o.Steps != fresh.Steps || o.Points != fresh.Points {
			t.Fatalf("run %d after restore: %d bytecodes, %d points; fresh VM: %d, %d", i+1, o.Steps, o.Points, fresh.Steps, fresh.Points)
		}
	}
}

// The state hash tells an entry run that will fail from one that will not
// when everything else is equal: only the plan's recorded failure differs.
func TestEntryStateHash(t *testing.T) {
	cp, _ := entryClassPath(t)
	hashAt := func(fail bool) uint64 {
		m, err := New(Config{ClassPath: cp, MaxSteps: 10_000_000})
		if err != nil {
			t.Fatal(err)
		}
		e := &Entry{Calls: []EntryCall{{Class: "Lifecycle", Method: "staticEntry()V", Static: true}}}
		if err := m.StartEntry(e); err != nil {
			t.Fatal(err)
		}
		if fail {
			m.threads[0].entry.fail = m.threads[0].obj // any object
		}
		return m.StateHash()
	}
	if hashAt(false) == hashAt(true) {
		t.Fatal("a recorded failure does not change the state hash")
	}
}
