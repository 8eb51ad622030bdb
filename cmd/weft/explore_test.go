package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"weft/benchmarks"
	"weft/explore"
)

// exploreJar compiles explore/testdata into a jar whose Main-Class is main.
func exploreJar(t *testing.T, main string) string {
	t.Helper()
	return packJar(t, compileJava(t, "../../explore/testdata/*.java"), main)
}

func TestExploreAndReplay(t *testing.T) {
	jar := exploreJar(t, "LostUpdate")
	for _, s := range []string{"dpor", "random", "pct"} {
		trace := filepath.Join(filepath.Dir(jar), s+".json")
		out, stderr, code := runWeft(t, "explore", jar, "--strategy", s, "--trace", trace, "--max-execs", "2000")
		if code != 1 {
			t.Fatalf("%s: exit %d, want 1\n%s%s", s, code, out, stderr)
		}
		for _, want := range []string{"bug found: exception", "java.lang.IllegalStateException: lost update: count = 1",
			"at LostUpdate.main(LostUpdate.java:19)", "interleaving:", "counters:", "trace: " + trace,
			// each switch names method, File.java:line and thread
			`1. thread 0 "main" at LostUpdate.main(LostUpdate.java:14) `} {
			if !strings.Contains(out, want) {
				t.Errorf("%s: output lacks %q:\n%s", s, want, out)
			}
		}
		rout, stderr, code := runWeft(t, "replay", trace)
		if code != 1 {
			t.Fatalf("%s: replay exit %d, want 1\n%s%s", s, code, rout, stderr)
		}
		if !strings.Contains(rout, "lost update: count = 1") {
			t.Errorf("%s: replay output:\n%s", s, rout)
		}
	}

	// The default trace goes next to the jar; JSON output.
	out, _, code := runWeft(t, "explore", "--format", "json", "--strategy", "dpor", jar)
	if code != 1 {
		t.Fatalf("json: exit %d\n%s", code, out)
	}
	var r struct {
		Bug          struct{ Kind, Exception string }
		Counters     struct{ Executions, States int64 }
		Trace        string
		Interleaving []struct{ Method, Pos string }
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("json: %v\n%s", err, out)
	}
	if len(r.Interleaving) == 0 || r.Interleaving[0].Method != "LostUpdate.main" || r.Interleaving[0].Pos != "LostUpdate.java:14" {
		t.Errorf("json interleaving %+v, want the first switch at LostUpdate.main, LostUpdate.java:14", r.Interleaving)
	}
	if r.Bug.Kind != "exception" || r.Counters.Executions < 1 || r.Trace != strings.TrimSuffix(jar, ".jar")+".trace.json" {
		t.Errorf("json report: %+v", r)
	}
	if _, err := os.Stat(r.Trace); err != nil {
		t.Error(err)
	}
	snakeKeys(t, "explore --format json", out)
	if data, err := os.ReadFile(r.Trace); err == nil {
		snakeKeys(t, "the trace", string(data))
	}

	// A trace whose program now behaves differently is an input error.
	b, _ := os.ReadFile(r.Trace)
	bad := filepath.Join(filepath.Dir(jar), "bad.json")
	os.WriteFile(bad, []byte(strings.Replace(string(b), "count = 1", "count = 5", 1)), 0o644)
	_, stderr, code := runWeft(t, "replay", bad)
	if code != 2 || !strings.Contains(stderr, "no longer fails the same way") {
		t.Errorf("replay of a changed trace: exit %d, stderr %q", code, stderr)
	}
}

// TestExploreTime: weft explore --time free lets WaitSleep's wait(100)
// time out before the loader is done (dpor and vsched find the
// NullPointerException, and the trace replays it); with the default
// (virtual) dpor exhausts the program; unfold, which does not explore
// time, warns that it ran with virtual time.
func TestExploreTime(t *testing.T) {
	jar := exploreJar(t, "WaitSleep")
	for _, s := range []string{"dpor", "vsched"} {
		trace := filepath.Join(filepath.Dir(jar), s+".json")
		out, stderr, code := runWeft(t, "explore", jar, "--strategy", s, "--time", "free", "--trace", trace, "--timeout", "1m")
		if code != 1 || !strings.Contains(out, `because "s" is null`) || !strings.Contains(out, "timeout wait of Object@WaitSleep.java:") {
			t.Fatalf("%s: exit %d, want 1 and the NullPointerException after main's timeout\n%s%s", s, code, out, stderr)
		}
		rout, stderr, code := runWeft(t, "replay", trace)
		if code != 1 || !strings.Contains(rout, `because "s" is null`) {
			t.Errorf("%s: replay exit %d\n%s%s", s, code, rout, stderr)
		}
	}
	out, stderr, code := runWeft(t, "explore", jar, "--strategy", "dpor")
	if code != 0 || !strings.Contains(out, "the search space is exhausted") {
		t.Errorf("virtual time: exit %d, want 0 and exhausted\n%s%s", code, out, stderr)
	}
	out, stderr, code = runWeft(t, "explore", jar, "--strategy", "unfold", "--time", "free", "--timeout", "1m")
	if code != 0 || !strings.Contains(out, "unfold does not explore the passing of time") || strings.Contains(out, "exhausted") {
		t.Errorf("unfold --time free: exit %d, want 0, a warning and no exhaustion\n%s%s", code, out, stderr)
	}
}

// TestExploreValueSchedule: vsched prints the value schedule, each access
// with its thread, method and File.java:line, keeps it in the trace, and
// weft replay prints it again.
func TestExploreValueSchedule(t *testing.T) {
	jar := exploreJar(t, "LostUpdate")
	trace := filepath.Join(filepath.Dir(jar), "vsched.json")
	out, stderr, code := runWeft(t, "explore", jar, "--trace", trace)
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s%s", code, out, stderr)
	}
	want := `1. RW LostUpdate.count: thread 2 "Thread-1" r at LostUpdate.increment(LostUpdate.java:7) → thread 1 "Thread-0" w at LostUpdate.increment(LostUpdate.java:8)`
	if !strings.Contains(out, "value schedule (ordered access pairs, first → second):\n  "+want) {
		t.Errorf("explore output lacks the value schedule %q:\n%s", want, out)
	}
	var tr struct {
		ValueSchedule []struct {
			Kind, Var     string
			First, Second struct {
				Thread                int
				Name, Op, Method, Pos string
			}
		} `json:"value_schedule"`
	}
	b, err := os.ReadFile(trace)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &tr); err != nil {
		t.Fatal(err)
	}
	if len(tr.ValueSchedule) != 1 || tr.ValueSchedule[0].First.Pos != "LostUpdate.java:7" || tr.ValueSchedule[0].Second.Method != "increment()V" {
		t.Errorf("trace value schedule %+v", tr.ValueSchedule)
	}
	rout, stderr, code := runWeft(t, "replay", trace)
	if code != 1 || !strings.Contains(rout, want) {
		t.Errorf("replay: exit %d, output lacks %q:\n%s%s", code, want, rout, stderr)
	}
}

func TestExploreNoBug(t *testing.T) {
	jar := exploreJar(t, "Independent")
	out, stderr, code := runWeft(t, "explore", "--strategy", "dpor", jar)
	if code != 0 || !strings.Contains(out, "no bug found: the search space is exhausted") {
		t.Errorf("exit %d\n%s%s", code, out, stderr)
	}
	out, stderr, code = runWeft(t, "explore", "--strategy", "random", "--max-execs", "3", jar)
	if code != 0 || !strings.Contains(out, "no bug found before the budget ran out (3 executions)") {
		t.Errorf("exit %d\n%s%s", code, out, stderr)
	}
}

// unfold --exhaustive explores the whole unfolding of a racy program and
// reports its first bug and the totals; --bound cuts every run.
func TestExploreUnfoldExhaustive(t *testing.T) {
	jar := exploreJar(t, "LostUpdate")
	trace := filepath.Join(t.TempDir(), "t.json")
	out, stderr, code := runWeft(t, "explore", jar, "--strategy", "unfold", "--exhaustive", "--trace", trace)
	if code != 1 || !strings.Contains(out, "exhaustive unfold: ") || !strings.Contains(out, " events, ") {
		t.Fatalf("exit %d\n%s%s", code, out, stderr)
	}
	if _, stderr, code := runWeft(t, "replay", trace); code != 1 {
		t.Errorf("replay: exit %d\n%s", code, stderr)
	}
	// dpor-dse explores its whole tree too, and counts the traces.
	out, stderr, code = runWeft(t, "explore", jar, "--strategy", "dpor-dse", "--exhaustive", "--trace", trace)
	if code != 1 || !strings.Contains(out, "exhaustive dpor-dse: ") || !strings.Contains(out, " complete runs, ") {
		t.Fatalf("dpor-dse: exit %d\n%s%s", code, out, stderr)
	}
	if _, stderr, code := runWeft(t, "replay", trace); code != 1 {
		t.Errorf("dpor-dse replay: exit %d\n%s", code, stderr)
	}
	out, stderr, code = runWeft(t, "explore", jar, "--strategy", "unfold-ctx", "--bound", "1")
	if code != 0 || !strings.Contains(out, "cut off") {
		t.Errorf("--bound 1: exit %d\n%s%s", code, out, stderr)
	}
}

func TestExploreUsage(t *testing.T) {
	jar := exploreJar(t, "Independent")
	for _, args := range [][]string{
		{"explore", jar, "--strategy", "bogus"},
		{"explore", jar, "--format", "xml"},
		{"explore", "/no/such.jar"},
		{"explore", jar, "--strategy", "dpor", "--exhaustive"},
		{"explore", jar, "--strategy", "dpor-dse", "--bound", "3"},
		{"explore", jar, "--strategy", "unfold", "--bound", "-1"},
		{"explore", jar, "--time", "real"},
		{"explore"},
		{"replay"},
		{"replay", "/no/such/trace.json"},
	} {
		_, stderr, code := runWeft(t, args...)
		if code != 2 || !strings.HasPrefix(stderr, "weft: ") {
			t.Errorf("%v: exit %d, stderr %q; want 2 and a weft: message", args, code, stderr)
		}
	}
}

// suiteACases returns the suite-A cases of benchmarks/suite.json and the
// directory their jar paths are relative to. WEFT_SUITE_JARS names another
// directory holding the jars. It skips when the jars are not built.
func suiteACases(t *testing.T) ([]*benchmarks.Case, string) {
	suite, err := benchmarks.Default()
	if err != nil {
		t.Fatal(err)
	}
	cases := suite.Filter("A")
	if d := os.Getenv("WEFT_SUITE_JARS"); d != "" {
		for _, c := range cases {
			c.Jar = filepath.Join(d, filepath.Base(c.Jar))
		}
	}
	for _, c := range cases {
		jar := c.Jar
		if !filepath.IsAbs(jar) {
			jar = filepath.Join(suite.Dir, jar)
		}
		if _, err := os.Stat(jar); err != nil {
			t.Skipf("benchmark jars not built (run make jars): %v", err)
		}
	}
	return cases, suite.Dir
}

// TestExploreSuiteA explores suite-A programs with dpor and replays each
// bug found (once the suite's jars are built: make jars).
func TestExploreSuiteA(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	cases, dir := suiteACases(t)
	want := map[string]bool{"deadlock.d1": true, "account-race": true, "losenotify": true, "twostage": true}
	ran := 0
	for _, c := range cases {
		if !want[c.Name] {
			continue
		}
		jar := c.Jar
		if !filepath.IsAbs(jar) {
			jar = filepath.Join(dir, jar)
		}
		ran++
		t.Run(c.Name, func(t *testing.T) {
			trace := filepath.Join(t.TempDir(), "trace.json")
			args := append([]string{"explore", jar, "--main", c.Main, "--strategy", "dpor", "--timeout", "2m", "--trace", trace, "--"}, c.Args...)
			out, stderr, code := runWeft(t, args...)
			if code != 1 {
				t.Fatalf("exit %d, want a bug (%s %s)\n%s%s", code, c.Bug.Kind, c.Bug.Exception, out, stderr)
			}
			if !strings.Contains(out, "bug found: "+c.Bug.Kind) || !strings.Contains(out, c.Bug.Exception) {
				t.Errorf("want %s %s:\n%s", c.Bug.Kind, c.Bug.Exception, out)
			}
			t.Log(strings.SplitN(out, "\n", 2)[0], "|", lineWith(out, "counters:"))
			rout, stderr, code := runWeft(t, "replay", trace)
			if code != 1 {
				t.Fatalf("replay: exit %d\n%s%s", code, rout, stderr)
			}
		})
	}
	if ran == 0 {
		t.Skip("suite-A jars not built (make jars)")
	}
}

func lineWith(s, prefix string) string {
	for _, l := range strings.Split(s, "\n") {
		if strings.HasPrefix(l, prefix) {
			return l
		}
	}
	return ""
}

// TestExploreProgress: on a terminal, a run longer than a second shows
// states, executions and the elapsed time (of the --timeout budget) on one
// line, then clears it;
// shorter runs and non-terminals show nothing.
func TestExploreProgress(t *testing.T) {
	var b strings.Builder
	p := &progress{w: &b, tty: true}
	p.show(explore.Counters{States: 3, Executions: 5}, 900*time.Millisecond)
	if b.Len() != 0 {
		t.Fatalf("shown before a second: %q", b.String())
	}
	p.show(explore.Counters{States: 3, Executions: 5}, 1500*time.Millisecond)
	if want := "\rweft: explore: 3 states, 5 executions, 1.5s\x1b[K"; b.String() != want {
		t.Fatalf("progress %q, want %q", b.String(), want)
	}
	p.clear()
	if !strings.HasSuffix(b.String(), "\r\x1b[K") {
		t.Fatalf("not cleared: %q", b.String())
	}
	b.Reset()
	p.limit = time.Minute // --timeout 1m: the budget after the elapsed time
	p.show(explore.Counters{States: 3, Executions: 5}, 1500*time.Millisecond)
	if want := "\rweft: explore: 3 states, 5 executions, 1.5s of 1m0s\x1b[K"; b.String() != want {
		t.Fatalf("progress %q, want %q", b.String(), want)
	}
	var nb strings.Builder
	np := newProgress(&nb) // not a terminal
	np.show(explore.Counters{States: 3}, 5*time.Second)
	np.clear()
	if nb.Len() != 0 {
		t.Fatalf("shown on a non-terminal: %q", nb.String())
	}
}

// random and pct on a program without a choice to make (one thread): a run
// is a function of its decisions, so the first execution was the only one;
// they say the search space is exhausted instead of repeating it until the
// --timeout.
func TestRandomSingleThreadExhausted(t *testing.T) {
	classes := runCompileJava(t, map[string]string{"Solo.java": `public class Solo {
    public static void main(String[] a) { System.out.println("solo"); }
}
`})
	for _, s := range []string{"random", "pct"} {
		out, stderr, code := runWeft(t, "explore", "--strategy", s, "--timeout", "5s", "--cp", classes, "Solo")
		if code != 0 || !strings.Contains(out, "Solo ("+s+"): no bug found: the search space is exhausted\n") ||
			!strings.Contains(out, "counters: 1 execution (0 cut off), 0 states") {
			t.Errorf("%s: exit %d, want 0, an exhausted search and 1 execution:\n%s%s", s, code, out, stderr)
		}
	}
}

// TestExploreMaxMemory: --max-memory ends the search "out of memory
// budget" with its counters (exit 0: no bug found), a size that is none
// is a usage error, and a budget the search stays below changes nothing.
func TestExploreMaxMemory(t *testing.T) {
	jar := exploreJar(t, "Independent")
	out, stderr, code := runWeft(t, "explore", "--strategy", "dpor", "--max-memory", "1M", jar)
	if code != 0 || !strings.Contains(out, "no bug found before the budget ran out (out of memory budget: ") || !strings.Contains(out, "more than 1.0 MiB)") || !strings.Contains(out, "counters: ") {
		t.Errorf("1M: exit %d\n%s%s", code, out, stderr)
	}
	out, stderr, code = runWeft(t, "explore", "--strategy", "dpor", "--max-memory", "4GiB", jar)
	if code != 0 || !strings.Contains(out, "no bug found: the search space is exhausted") {
		t.Errorf("4GiB: exit %d\n%s%s", code, out, stderr)
	}
	_, stderr, code = runWeft(t, "explore", "--strategy", "dpor", "--max-memory", "lots", jar)
	if code != 2 || !strings.Contains(stderr, "--max-memory") {
		t.Errorf("lots: exit %d, stderr %q", code, stderr)
	}
	for in, want := range map[string]int64{"": 0, "0": 0, "300": 300 << 20, "512M": 512 << 20, "512mb": 512 << 20, "2G": 2 << 30,
		"2GiB": 2 << 30, "64k": 64 << 10, "1T": 1 << 40} {
		if got, err := parseSize(in); err != nil || got != want {
			t.Errorf("parseSize(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"-1", "1.5G", "G", "12X", "512B", "9999999999999T"} {
		if got, err := parseSize(in); err == nil {
			t.Errorf("parseSize(%q) = %d, want an error", in, got)
		}
	}
}
