package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// junitDir holds Debian's JUnit jars (packages junit4 and junit5, which
// make test installs); JUNIT_DIR overrides it.
func junitDir() string {
	if d := os.Getenv("JUNIT_DIR"); d != "" {
		return d
	}
	return "/usr/share/java"
}

var (
	junit4Jars = []string{"junit4.jar", "hamcrest-core.jar"}
	junit5Jars = []string{"junit-jupiter-api.jar", "opentest4j.jar", "apiguardian-api.jar", "junit-platform-commons.jar"}
)

func junitPath(t *testing.T, jars ...string) string {
	t.Helper()
	var ps []string
	for _, j := range jars {
		p := filepath.Join(junitDir(), j)
		if _, err := os.Stat(p); err != nil {
			t.Fatalf("%s missing: install JUnit with  sudo apt-get install -y junit4 junit5  (or make junit)", p)
		}
		ps = append(ps, p)
	}
	return strings.Join(ps, string(os.PathListSeparator))
}

var junitClasses = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "weft-junit-")
	if err != nil {
		return "", err
	}
	junitTemps = append(junitTemps, dir)
	var files []string
	filepath.Walk("testdata/junit", func(p string, info os.FileInfo, err error) error {
		if err == nil && strings.HasSuffix(p, ".java") {
			files = append(files, p)
		}
		return nil
	})
	var cp []string
	for _, j := range append(append([]string(nil), junit4Jars...), junit5Jars...) {
		cp = append(cp, filepath.Join(junitDir(), j))
	}
	args := append([]string{"--release", "17", "-g", "-nowarn", "-d", dir, "-cp", strings.Join(cp, string(os.PathListSeparator))}, files...)
	if out, err := exec.Command("javac", args...).CombinedOutput(); err != nil {
		return "", &javacError{string(out)}
	}
	return dir, nil
})

// junitTemps are removed by TestMain.
var junitTemps []string

type javacError struct{ out string }

func (e *javacError) Error() string { return "javac: " + e.out }

// junitClassPath compiles testdata/junit once and returns a class path with
// the classes and the given JUnit jars.
func junitClassPath(t *testing.T, jars ...string) string {
	t.Helper()
	needTools(t, "javac")
	junitPath(t, append(append([]string(nil), junit4Jars...), junit5Jars...)...)
	dir, err := junitClasses()
	if err != nil {
		t.Fatal(err)
	}
	if len(jars) == 0 {
		return dir
	}
	return dir + string(os.PathListSeparator) + junitPath(t, jars...)
}

func needTools(t *testing.T, tools ...string) {
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skip(tool + " not found")
		}
	}
}

func wantIn(t *testing.T, what, got string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(got, w) {
			t.Errorf("%s lacks %q:\n%s", what, w, got)
		}
	}
}

// weft explore --test finds the lost update of a JUnit 4 test, reports the
// other tests one by one, and weft replay reproduces the failure.
func TestExploreJUnit4(t *testing.T) {
	cp := junitClassPath(t, junit4Jars...)
	dir := t.TempDir()
	out, errs, code := weftIn(t, dir, "explore", "--cp", cp, "--test", "junit4demo.CounterTest")
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s\n%s", code, out, errs)
	}
	wantIn(t, "explore", out,
		"junit4demo.CounterTest#incrementsConcurrently (JUnit 4 test) (vsched): bug found: assertion",
		`java.lang.AssertionError: expected:<2> but was:<1>`,
		"at junit4demo.CounterTest.incrementsConcurrently(CounterTest.java:39)",
		"4 tests:",
		"junit4demo.CounterTest#incrementsConcurrently: bug found after",
		"junit4demo.CounterTest#incrementsSequentially: passed under every explored schedule: 1 execution",
		"junit4demo.CounterTest#rejectsNegativeSteps: passed under every explored schedule",
		"junit4demo.CounterTest#overflows: skipped (@Ignore)")
	trace := filepath.Join(dir, "junit4demo.CounterTest.incrementsConcurrently.trace.json")
	out, errs, code = runWeft(t, "replay", trace)
	if code != 1 {
		t.Fatalf("replay: exit %d, want 1\n%s\n%s", code, out, errs)
	}
	wantIn(t, "replay", out, "(replay of vsched): bug found: assertion", "expected:<2> but was:<1>")

	// --format json: one object with a result per test.
	out, errs, code = weftIn(t, dir, "explore", "--format", "json", "--cp", cp, "--test", "junit4demo.CounterTest")
	if code != 1 {
		t.Fatalf("json: exit %d, want 1\n%s\n%s", code, out, errs)
	}
	var res struct {
		Tests []struct {
			Test    string
			Skipped string
			Report  *struct {
				Entry string
				Bug   *struct{ Kind, Exception string }
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("json: %v\n%s", err, out)
	}
	got := map[string]string{}
	for _, r := range res.Tests {
		switch {
		case r.Skipped != "":
			got[r.Test] = "skipped " + r.Skipped
		case r.Report != nil && r.Report.Bug != nil:
			got[r.Test] = r.Report.Bug.Kind + " " + r.Report.Bug.Exception
		case r.Report != nil:
			got[r.Test] = "passed"
		}
	}
	want := map[string]string{"junit4demo.CounterTest#overflows": "skipped @Ignore",
		"junit4demo.CounterTest#rejectsNegativeSteps": "passed", "junit4demo.CounterTest#incrementsSequentially": "passed",
		"junit4demo.CounterTest#incrementsConcurrently": "assertion java.lang.AssertionError"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("json results %v, want %v", got, want)
	}
}

// The same for JUnit 5: a check-then-act on a map fails assertEquals
// (opentest4j's AssertionFailedError).
func TestExploreJUnit5(t *testing.T) {
	cp := junitClassPath(t, junit5Jars...)
	dir := t.TempDir()
	out, errs, code := weftIn(t, dir, "explore", "--cp", cp, "--test", "junit5demo.RegistryTest")
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s\n%s", code, out, errs)
	}
	wantIn(t, "explore", out,
		"junit5demo.RegistryTest#sameNameSameId (JUnit 5 test) (vsched): bug found: assertion",
		"org.opentest4j.AssertionFailedError: one name, one id ==> expected: <",
		"at junit5demo.RegistryTest.sameNameSameId(RegistryTest.java:40)",
		"2 tests:",
		"junit5demo.RegistryTest#distinctNames: passed under every explored schedule")
	trace := filepath.Join(dir, "junit5demo.RegistryTest.sameNameSameId.trace.json")
	out, errs, code = runWeft(t, "replay", trace)
	if code != 1 {
		t.Fatalf("replay: exit %d, want 1\n%s\n%s", code, out, errs)
	}
	wantIn(t, "replay", out, "AssertionFailedError: one name, one id")
	// One test by name; the passing one alone exits 0.
	out, errs, code = weftIn(t, dir, "explore", "--cp", cp, "--test", "junit5demo.RegistryTest#distinctNames")
	if code != 0 {
		t.Fatalf("distinctNames: exit %d, want 0\n%s\n%s", code, out, errs)
	}
	wantIn(t, "explore distinctNames", out, "1 tests:", "distinctNames: passed")
}

// weft run --test runs each test once under the FIFO schedule: the racy
// tests pass there, as they almost always do under HotSpot.
func TestRunJUnit(t *testing.T) {
	cp := junitClassPath(t, junit4Jars...)
	out, errs, code := runWeft(t, "run", "--cp", cp, "--test", "junit4demo.CounterTest")
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	wantIn(t, "run", errs,
		"junit4demo.CounterTest#incrementsConcurrently (JUnit 4 test): passed: 3 threads",
		"junit4demo.CounterTest#rejectsNegativeSteps (JUnit 4 test): passed",
		"junit4demo.CounterTest#overflows (JUnit 4 test): skipped (@Ignore)")
}

// --entry works for run, analyze, explore and replay, for an instance
// method with a set-up method that resets statics and for a static method.
func TestEntry(t *testing.T) {
	cp := junitClassPath(t)
	// Without the set-up, the stale static makes every run fail; with it,
	// the FIFO run passes: the set-up runs first, on the same class.
	_, errs, code := runWeft(t, "run", "--cp", cp, "--entry", "entrydemo.Harness#test")
	if code != 1 || !strings.Contains(errs, "lost update: total=42") {
		t.Fatalf("run without set-up: exit %d\n%s", code, errs)
	}
	for _, args := range [][]string{
		{"--entry", "entrydemo.Harness#test", "--setup", "entrydemo.Harness#initializeGlobalState"},
		{"--entry", "entrydemo.Harness#staticTest"},
	} {
		out, errs, code := runWeft(t, append([]string{"run", "--cp", cp}, args...)...)
		if code != 0 || !strings.Contains(errs, "(entry): passed: 3 threads") {
			t.Fatalf("run %v: exit %d\n%s\n%s", args, code, out, errs)
		}
	}
	out, errs, code := runWeft(t, "analyze", "--cp", cp, "--entry", "entrydemo.Harness#test", "--setup", "entrydemo.Harness#initializeGlobalState")
	if code != 0 {
		t.Fatalf("analyze: exit %d\n%s\n%s", code, out, errs)
	}
	wantIn(t, "analyze", out,
		"== entrydemo.Harness#test (entry): entrydemo.Harness.initializeGlobalState(), new entrydemo.Harness(), entrydemo.Harness.test()",
		"1. RW  entrydemo.Harness.total",
		"read      Harness.java:19", "write     Harness.java:20")
	dir := t.TempDir()
	for _, c := range []struct {
		args  []string
		trace string
	}{
		{[]string{"--entry", "entrydemo.Harness#test", "--setup", "entrydemo.Harness#initializeGlobalState"}, "entrydemo.Harness.test.trace.json"},
		{[]string{"--entry", "entrydemo.Harness#staticTest"}, "entrydemo.Harness.staticTest.trace.json"},
	} {
		out, errs, code := weftIn(t, dir, append([]string{"explore", "--cp", cp}, c.args...)...)
		if code != 1 {
			t.Fatalf("explore %v: exit %d\n%s\n%s", c.args, code, out, errs)
		}
		wantIn(t, "explore", out, "(entry) (vsched): bug found: exception", "java.lang.IllegalStateException: lost update: total=1")
		out, errs, code = runWeft(t, "replay", filepath.Join(dir, c.trace))
		if code != 1 {
			t.Fatalf("replay %s: exit %d\n%s\n%s", c.trace, code, out, errs)
		}
		wantIn(t, "replay", out, "lost update: total=1")
	}
}

// weft run takes everything after the program as its arguments, so an
// entry flag there is reported as misplaced.
func TestRunEntryFlagAfterProgram(t *testing.T) {
	cp := junitClassPath(t)
	_, errs, code := runWeft(t, "run", "--cp", cp, "entrydemo.Harness", "--entry", "entrydemo.Harness#test")
	if code != 2 || !strings.Contains(errs, "--entry after the program is a program argument: put weft's flags first") {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
}

// Bad entries and tests: a clear message and exit status 2.
func TestEntryErrors(t *testing.T) {
	cp := junitClassPath(t, junit4Jars...)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--entry", "pkg.Missing#run"}, "class pkg.Missing not found on the class path"},
		{[]string{"--entry", "entrydemo.Harness#nope"}, "no method nope in class entrydemo.Harness"},
		{[]string{"--entry", "entrydemo.Harness#withArgument"}, "entrydemo.Harness.withArgument(int) takes parameters"},
		{[]string{"--entry", "entrydemo.Hidden#test"}, "entrydemo.Hidden has no public no-argument constructor"},
		{[]string{"--entry", "entrydemo.Harness"}, "want pkg.Class#method"},
		{[]string{"--test", "junit4demo.NoTests"}, "class junit4demo.NoTests has no test methods"},
		{[]string{"--test", "junit4demo.CounterTest#tearDown"}, "junit4demo.CounterTest.tearDown is not a test method"},
		{[]string{"--test", "pkg.Missing"}, "class pkg.Missing not found"},
		{[]string{"--setup", "entrydemo.Harness#test"}, "--setup needs --entry"},
		{[]string{"--entry", "entrydemo.Harness#test", "--test", "junit4demo.CounterTest"}, "--entry and --test exclude each other"},
		{[]string{"--entry", "entrydemo.Harness#test", "--setup", "junit4demo.Counter#get"}, "an instance set-up method must belong to the entry's class"},
		{[]string{"--test", "junit4demo.CounterTest", "extra"}, "unexpected arguments extra"},
	} {
		for _, cmd := range []string{"run", "explore", "analyze"} {
			out, errs, code := runWeft(t, append([]string{cmd, "--cp", cp}, c.args...)...)
			if code != 2 || !strings.Contains(errs, c.want) || strings.Contains(errs, "panic") {
				t.Errorf("%s %v: exit %d, stderr %q, want 2 and %q\n%s", cmd, c.args, code, errs, c.want, out)
			}
		}
	}
}

// weft analyze --test roots the main thread at each test's calls: the
// threads the test starts are found, and their race is the top pair.
func TestAnalyzeJUnit(t *testing.T) {
	cp := junitClassPath(t, junit4Jars...)
	out, errs, code := runWeft(t, "analyze", "--cp", cp, "--test", "junit4demo.CounterTest")
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	wantIn(t, "analyze", out,
		"== junit4demo.CounterTest#incrementsConcurrently (JUnit 4 test): junit4demo.CounterTest.resetRuns(), new junit4demo.CounterTest(), junit4demo.CounterTest.setUp(), junit4demo.CounterTest.incrementsConcurrently(), junit4demo.CounterTest.tearDown(), junit4demo.CounterTest.checkRuns()",
		"1. RW  junit4demo.Counter.value",
		"read      CounterTest.java:76    junit4demo.Counter.increment  thread Thread@CounterTest.java:33",
		"threads 3",
		"== junit4demo.CounterTest#overflows (JUnit 4 test): skipped (@Ignore)")
	// The sequential test has one thread and no pairs.
	_, sec, _ := strings.Cut(out, "== junit4demo.CounterTest#incrementsSequentially")
	sec, _, _ = strings.Cut(sec, "\n== ")
	if !strings.Contains(sec, "no concurrent access pairs") || !strings.Contains(sec, "threads 1 ") {
		t.Errorf("incrementsSequentially: want no pairs\n%s", out)
	}
}

// A test the VM cannot run (an unmodelled native method) is reported with
// the native's name; the other tests still run, and the exit status is 2.
func TestEntryUnmodelledNative(t *testing.T) {
	cp := junitClassPath(t, junit4Jars...)
	for _, cmd := range []string{"run", "explore"} {
		out, errs, code := weftIn(t, t.TempDir(), cmd, "--cp", cp, "--test", "junit4demo.UnmodelledTest")
		if code != 2 {
			t.Fatalf("%s: exit %d, want 2\n%s\n%s", cmd, code, out, errs)
		}
		wantIn(t, cmd+" stderr", errs, "junit4demo.UnmodelledTest#callsNative", "native method junit4demo.UnmodelledTest.threadCount()I is not modelled")
		if strings.Contains(errs, "panic") {
			t.Errorf("%s: %s", cmd, errs)
		}
		if cmd == "run" {
			wantIn(t, "run", errs, "junit4demo.UnmodelledTest#runs (JUnit 4 test): passed")
		} else {
			wantIn(t, "explore", out, "junit4demo.UnmodelledTest#callsNative: error: ", "junit4demo.UnmodelledTest#runs: passed under every explored schedule")
		}
	}
}
