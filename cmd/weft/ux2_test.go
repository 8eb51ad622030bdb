package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"weft/explore"
	"weft/internal/javatest"
)

// ux2Classes compiles the programs of the second new-user pass's tests.
func ux2Classes(t *testing.T) string {
	t.Helper()
	return runCompileJava(t, map[string]string{
		// A lost update between main and a lambda thread.
		"Lam.java": `public class Lam {
    static int count;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            int c = count;
            count = c + 1;
        });
        t.start();
        int c = count;
        count = c + 1;
        t.join();
        assert count == 2 : "lost update: " + count;
    }
}
`,
		// Spends its steps in the JDK's HashMap, called from fill.
		"Spin.java": `import java.util.*;
public class Spin {
    static Map<String, Integer> m = new HashMap<>();
    static void fill() {
        for (int i = 0; ; i++) {
            m.put("k" + i, i);
        }
    }
    public static void main(String[] args) {
        fill();
    }
}
`,
	})
}

// TestVersionStamp: make build stamps git describe into the binary
// (weft --version said "(devel)": GOFLAGS=-buildvcs=false leaves Go no VCS
// revision to record), and the stamp is what --version prints and what a
// trace records.
func TestVersionStamp(t *testing.T) {
	javatest.Need(t, "make", "git")
	desc, err := exec.Command("git", "describe", "--always", "--dirty").Output()
	if err != nil {
		t.Skipf("git describe: %v", err)
	}
	n, err := exec.Command("make", "-n", "-C", filepath.Join("..", ".."), "build").Output()
	if err != nil {
		t.Fatalf("make -n build: %v", err)
	}
	want := `go build -ldflags "-X weft/explore.BuildVersion=` + strings.TrimSpace(string(desc)) + `" -o bin/weft ./cmd/weft`
	if !strings.Contains(string(n), want) {
		t.Errorf("make -n build does not run %q:\n%s", want, n)
	}
	bin := filepath.Join(t.TempDir(), "weft")
	if out, err := exec.Command("go", "build", "-ldflags", "-X weft/explore.BuildVersion=v0.15-test", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin, "--version").Output()
	if err != nil || string(out) != "weft version v0.15-test\n" {
		t.Errorf("weft --version: %v, %q; want \"weft version v0.15-test\"", err, out)
	}
	dir := ux2Classes(t)
	trace := filepath.Join(t.TempDir(), "lam.trace.json")
	if err := exec.Command(bin, "explore", "--trace", trace, "--cp", dir, "Lam").Run(); err == nil {
		t.Fatal("explore Lam: no bug found")
	}
	var tr struct{ Weft string }
	if b, err := os.ReadFile(trace); err != nil || json.Unmarshal(b, &tr) != nil || tr.Weft != "weft v0.15-test" {
		t.Errorf("the trace records weft %q (%v), want \"weft v0.15-test\"", tr.Weft, err)
	}
}

// TestLambdaThreadBegin: the context switch that begins a lambda's thread
// is placed at the lambda's first line, not at the JDK's Thread.run.
func TestLambdaThreadBegin(t *testing.T) {
	dir := ux2Classes(t)
	out, errs, code := runWeft(t, "explore", "--trace", filepath.Join(t.TempDir(), "t.json"), "--cp", dir, "Lam")
	want := regexp.MustCompile(`(?m)^ +\d+\. thread 1 "Thread-0" at Lam\.lambda\$main\$0\(Lam\.java:5\) +thread begin`)
	if code != 1 || !want.MatchString(out) || strings.Contains(out, "Thread.run(") {
		t.Errorf("explore Lam: exit %d, want 1 and the thread's begin at Lam.lambda$main$0(Lam.java:5):\n%s%s", code, out, errs)
	}
}

// TestReplayTraceChecks: a trace with decisions left over after the
// failure still reproduces it (exit 1, the report) with a note on stderr;
// a trace naming an unknown strategy is rejected with the valid ones.
func TestReplayTraceChecks(t *testing.T) {
	dir := ux2Classes(t)
	tmp := t.TempDir()
	trace := filepath.Join(tmp, "lam.trace.json")
	if _, errs, code := runWeft(t, "explore", "--trace", trace, "--cp", dir, "Lam"); code != 1 {
		t.Fatalf("explore Lam: exit %d, want 1: %s", code, errs)
	}
	b, err := os.ReadFile(trace)
	if err != nil {
		t.Fatal(err)
	}
	var tr map[string]any
	if err := json.Unmarshal(b, &tr); err != nil {
		t.Fatal(err)
	}
	edit := func(name string, f func(map[string]any)) string {
		c := map[string]any{}
		for k, v := range tr {
			c[k] = v
		}
		f(c)
		b, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(tmp, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	n := len(tr["decisions"].([]any))
	longer := edit("longer.json", func(c map[string]any) {
		c["decisions"] = append(append([]any(nil), tr["decisions"].([]any)...), 0, 1, 0)
	})
	out, errs, code := runWeft(t, "replay", longer)
	note := "weft: replay: note: " + longer + ": the run failed as recorded after " + strconv.Itoa(n) + " of the trace's " + strconv.Itoa(n+3) + " decisions: 3 left over, not used (the trace was edited, or its decisions come from a longer run)\n"
	if code != 1 || !strings.Contains(out, "AssertionError: lost update: 1") || errs != note {
		t.Errorf("replay of a trace with 3 extra decisions: exit %d, stdout %q, stderr %q; want 1, the report and %q", code, out, errs, note)
	}
	// A trace of another weft that diverges (does not fit: exit 3) names
	// that weft.
	other := edit("other.json", func(c map[string]any) {
		c["weft"] = "weft v0.1-other"
		c["decisions"] = tr["decisions"].([]any)[:2]
	})
	_, errs, code = runWeft(t, "replay", other)
	if code != 3 || !regexp.MustCompile(`: the trace does not fit this program: .*; the trace was written by weft v0\.1-other, this is weft [^:]+: a VM that schedules differently diverges; explore it again\n$`).MatchString(errs) {
		t.Errorf("replay of another weft's trace that diverges: exit %d, stderr %q; want 3 and a note naming the weft that wrote it", code, errs)
	}
	nosuch := edit("nosuch.json", func(c map[string]any) { c["strategy"] = "nosuch" })
	out, errs, code = runWeft(t, "replay", nosuch)
	want := "weft: replay: " + nosuch + ": the trace names an unknown strategy \"nosuch\"; weft explore writes one of dfs, dpor, dpor-dse, pct, random, unfold, unfold-ctx, vsched\n"
	if code != 2 || out != "" || errs != want {
		t.Errorf("replay of a trace naming strategy nosuch: exit %d, stdout %q, stderr %q; want 2 and %q", code, out, errs, want)
	}
}

// TestRunMaxStepsStack: run's --max-steps cut shows the program's frames
// (JDK frames folded into one line), and says when the program has none
// (the JVM's start-up).
func TestRunMaxStepsStack(t *testing.T) {
	dir := ux2Classes(t)
	_, errs, code := runWeft(t, "run", "--max-steps", "200000", "--cp", dir, "Spin")
	want := regexp.MustCompile(`^weft: run: the run took more than --max-steps 200000 bytecodes \(raise it, or 0 for no limit\)\n` +
		`\tat Spin\.fill\(Spin\.java:6\)\n\tat Spin\.main\(Spin\.java:10\)\n(\t\(\d+ JDK frames? left out; the innermost: java\.\S+\)\n)?$`)
	if code != 2 || !want.MatchString(errs) {
		t.Errorf("run --max-steps 200000 Spin: exit %d, stderr:\n%s\nwant 2 and Spin's frames first, JDK frames folded", code, errs)
	}
	_, errs, code = runWeft(t, "run", "--max-steps", "100", "--cp", dir, "Spin")
	want = regexp.MustCompile(`^weft: run: the run took more than --max-steps 100 bytecodes \(raise it, or 0 for no limit\)\n` +
		`\tno frame of the program: in the JDK's code \(e\.g\. the JVM's start-up, before main\), at \S+ \(\d+ JDK frames?\)\n$`)
	if code != 2 || !want.MatchString(errs) {
		t.Errorf("run --max-steps 100 Spin: exit %d, stderr:\n%s\nwant 2 and no frame of the program", code, errs)
	}
}

// TestBenchInterrupt: Ctrl-C during weft bench explore ends the running
// exploration and writes the table of the cases done, saying so (it killed
// weft, and the cases explored were lost).
func TestBenchInterrupt(t *testing.T) {
	if testing.Short() {
		t.Skip("runs explorations for seconds")
	}
	dir, bin := benchDirAndBinary(t)
	// dfs finds no bug in producerconsumer in minutes.
	cmd := exec.Command(bin, "bench", "explore", "--dir", dir, "--cases", "wronglock,producerconsumer,twostage", "--strategies", "vsched,dfs", "--timeout", "5m")
	// dfs is exploring producerconsumer once vsched's cell is printed.
	progress, out, err := interruptAfter(t, cmd, "producerconsumer   vsched ", time.Second)
	if err != nil || len(progress) != 4 || progress[3] != "producerconsumer   dfs     interrupted" ||
		!strings.Contains(out, "Interrupted (Ctrl-C): the table has the 1 of 3 cases done.\n") ||
		!regexp.MustCompile(`(?m)^\| wronglock \| \d+ / `).MatchString(out) || strings.Contains(out, "| producerconsumer |") {
		t.Errorf("bench explore interrupted in its second case: %v; stderr:\n%s\nstdout:\n%s\nwant exit 0, the table of wronglock alone and the note", err, strings.Join(progress, "\n"), out)
	}
}

// TestDurationUnits: a duration flag given a bare number, or days, says
// which units there are (it said only "want a duration such as 30s").
func TestDurationUnits(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"explore", "--timeout", "5", "x.jar"}, `weft: explore: --timeout "5": a duration needs a unit: 5s, 5m or 5h (or ms, us, ns) (see weft explore --help)`},
		{[]string{"explore", "--timeout", "0.5", "x.jar"}, `weft: explore: --timeout "0.5": a duration needs a unit: 0.5s, 0.5m or 0.5h (or ms, us, ns) (see weft explore --help)`},
		{[]string{"explore", "--timeout", "2d", "x.jar"}, `weft: explore: --timeout "2d": the largest unit is h (hours): 2d is 48h (see weft explore --help)`},
		{[]string{"bench", "explore", "--timeout", "10"}, `weft: bench explore: --timeout "10": a duration needs a unit: 10s, 10m or 10h (or ms, us, ns) (see weft bench explore --help)`},
		{[]string{"explore", "--solver-timeout", "3", "x.jar"}, `weft: explore: --solver-timeout "3": a duration needs a unit: 3s, 3m or 3h (or ms, us, ns) (see weft explore --help)`},
	} {
		if out, errs, code := runWeft(t, c.args...); code != 2 || out != "" || errs != c.want+"\n" {
			t.Errorf("weft %s: exit %d, stdout %q, stderr %q; want 2 and %q", strings.Join(c.args, " "), code, out, errs, c.want)
		}
	}
}

// TestAnalyzeTestsJSON: analyze --test --format json writes one JSON
// document, {"tests": [...]} as explore --test does (it wrote one object per
// test, one after the other: no valid JSON); --format sarif, one program's
// log, asks for one test.
func TestAnalyzeTestsJSON(t *testing.T) {
	cp := junitClassPath(t, junit4Jars...)
	out, errs, code := runWeft(t, "analyze", "--format", "json", "--cp", cp, "--test", "junit4demo.CounterTest")
	var r struct {
		Tests []struct {
			Test    string
			Skipped string
			Report  *struct {
				Main  string
				Pairs []struct{ Kind string }
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil || code != 0 {
		t.Fatalf("analyze --test --format json: exit %d, %v:\n%s%s", code, err, out, errs)
	}
	var got []string
	for _, x := range r.Tests {
		s := x.Test
		switch {
		case x.Skipped != "":
			s += " skipped " + x.Skipped
		case x.Report != nil && x.Report.Main == x.Test:
			s += " report"
		}
		got = append(got, s)
	}
	want := "junit4demo.CounterTest#overflows skipped @Ignore, junit4demo.CounterTest#rejectsNegativeSteps report, junit4demo.CounterTest#incrementsSequentially report, junit4demo.CounterTest#incrementsConcurrently report"
	if strings.Join(got, ", ") != want {
		t.Errorf("analyze --test --format json: tests %s\nwant %s", strings.Join(got, ", "), want)
	}
	if c := r.Tests[len(r.Tests)-1].Report; c == nil || len(c.Pairs) == 0 {
		t.Errorf("incrementsConcurrently: no pairs")
	}
	out, errs, code = runWeft(t, "analyze", "--format", "sarif", "--cp", cp, "--test", "junit4demo.CounterTest")
	want = "weft: analyze: --format sarif writes one program's log but junit4demo.CounterTest has 3 tests: name one with --test pkg.Class#method, or use --format json\n"
	if code != 2 || out != "" || errs != want {
		t.Errorf("analyze --test --format sarif: exit %d, stdout %q, stderr %q; want 2 and %q", code, out, errs, want)
	}
}

// TestExploreJSONDocumented: docs/explore.md's schema of explore's --format
// json lists every field the report can have (found by reflection over
// explore.Report, and by marshaling the types that write themselves), and
// no field the report does not have.
func TestExploreJSONDocumented(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "docs", "explore.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, sec, ok := strings.Cut(string(b), "### `--format json`\n")
	_, block, ok2 := strings.Cut(sec, "```\n")
	block, _, ok3 := strings.Cut(block, "```\n")
	if !ok || !ok2 || !ok3 {
		t.Fatal("docs/explore.md has no --format json section with a schema")
	}
	doc := map[string]bool{}
	for _, m := range regexp.MustCompile(`"(\w+)"\??:`).FindAllStringSubmatch(block, -1) {
		doc[m[1]] = true
	}
	have := map[string]bool{}
	seen := map[reflect.Type]bool{}
	marshaler := reflect.TypeFor[json.Marshaler]()
	var walk func(reflect.Type)
	walk = func(ty reflect.Type) {
		for ty.Kind() == reflect.Pointer || ty.Kind() == reflect.Slice || ty.Kind() == reflect.Map {
			ty = ty.Elem()
		}
		if ty.Kind() != reflect.Struct || seen[ty] {
			return
		}
		seen[ty] = true
		if ty.Implements(marshaler) {
			// Its keys are what it writes with every field set.
			v := reflect.New(ty).Elem()
			for i := range ty.NumField() {
				if f := v.Field(i); f.CanSet() && f.CanInt() {
					f.SetInt(1)
				}
			}
			out, err := json.Marshal(v.Interface())
			var m map[string]any
			if err != nil || json.Unmarshal(out, &m) != nil {
				t.Fatalf("%s: %v %s", ty, err, out)
			}
			for k := range m {
				have[k] = true
			}
			return
		}
		for i := range ty.NumField() {
			f := ty.Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if !f.IsExported() || name == "-" {
				continue
			}
			if name == "" {
				name = f.Name
			}
			have[name] = true
			walk(f.Type)
		}
	}
	walk(reflect.TypeFor[explore.Report]())
	for k := range have {
		if !doc[k] {
			t.Errorf("explore's JSON report has %q, docs/explore.md's schema does not", k)
		}
	}
	for k := range doc {
		if !have[k] {
			t.Errorf("docs/explore.md's schema has %q, explore's JSON report does not", k)
		}
	}
	if len(have) < 40 {
		t.Errorf("only %d fields found in explore.Report", len(have))
	}
}

// TestFormatFlagElsewhere: --format on a command without it names the
// commands that take --format json.
func TestFormatFlagElsewhere(t *testing.T) {
	for _, cmd := range [][]string{{"run"}, {"javap"}, {"ir"}, {"bench", "static"}} {
		name := strings.Join(cmd, " ")
		want := "weft: " + name + ": unknown flag --format: weft " + name + " prints text only; analyze, explore and replay take --format json (see weft " + name + " --help)\n"
		if out, errs, code := runWeft(t, append(cmd, "--format", "json", "x.jar")...); code != 2 || out != "" || errs != want {
			t.Errorf("weft %s --format json: exit %d, stdout %q, stderr %q; want 2 and %q", name, code, out, errs, want)
		}
	}
}

// TestBenchProgressTTY: on a terminal (script gives weft one), bench
// explore shows the counters of a long exploration as explore does, then
// clears them; not in a pipe.
func TestBenchProgressTTY(t *testing.T) {
	if testing.Short() {
		t.Skip("runs an exploration for seconds")
	}
	javatest.Need(t, "script")
	dir, bin := benchDirAndBinary(t)
	args := []string{"bench", "explore", "--dir", dir, "--cases", "producerconsumer", "--strategies", "dfs", "--timeout", "2s"}
	out, err := exec.Command("script", "-q", "-c", bin+" "+strings.Join(args, " "), "/dev/null").Output()
	line := regexp.MustCompile(`\rweft: bench explore: producerconsumer dfs: \d+ states, \d+ executions, \d\.\ds of 2s\x1b\[K`)
	if err != nil || !line.Match(out) || !strings.Contains(string(out), "\r\x1b[Kproducerconsumer   dfs     -\r\n") {
		t.Errorf("bench explore on a terminal: %v, output %q; want its progress, cleared before the cell's line", err, out)
	}
	_, errs, code := runWeft(t, args...)
	if code != 0 || strings.Contains(errs, "\r") || errs != "producerconsumer   dfs     -\n" {
		t.Errorf("bench explore in a pipe: exit %d, stderr %q; want the cell's line alone", code, errs)
	}
}

// benchDirAndBinary returns the absolute path of benchmarks/ and the built
// weft binary.
func benchDirAndBinary(t *testing.T) (string, string) {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "..", "benchmarks"))
	if err != nil {
		t.Fatal(err)
	}
	bin, err := weftBinary()
	if err != nil {
		t.Fatalf("go build: %v", err)
	}
	return dir, bin
}

// TestBenchUnfoldInterrupt: Ctrl-C during weft bench unfold ends the case
// being explored and writes the table of the cases done, saying so (it
// killed weft, and the cases explored were lost).
func TestBenchUnfoldInterrupt(t *testing.T) {
	if testing.Short() {
		t.Skip("runs explorations for seconds")
	}
	dir, bin := benchDirAndBinary(t)
	// unfold does not finish locking(5) in minutes.
	cmd := exec.Command(bin, "bench", "unfold", "--dir", dir, "--cases", "pairs(6),locking(5),filesystem(14)", "--strategies", "unfold,dpor", "--timeout", "5m")
	// locking(5) is being loaded or explored once pairs(6)'s dpor line
	// is printed.
	progress, out, err := interruptAfter(t, cmd, "pairs(6) dpor: ", 2*time.Second)
	if err != nil || len(progress) != 3 || progress[2] != "locking(5) unfold: interrupted" ||
		!strings.Contains(out, "Interrupted (Ctrl-C): the table has the 1 of 3 cases done.\n") ||
		!regexp.MustCompile(`(?m)^\s+pairs\(6\)\s+[\d.]+\s+\d+ `).MatchString(out) || strings.Contains(out, "locking(5)") {
		t.Errorf("bench unfold interrupted in its second case: %v; stderr:\n%s\nstdout:\n%s\nwant exit 0, the table of pairs(6) alone and the note", err, strings.Join(progress, "\n"), out)
	}
}

// interruptAfter runs cmd, sends it SIGINT (Ctrl-C) wait after the first
// line of its stderr that begins with prefix, and returns its stderr's
// lines, its stdout and Wait's error.
func interruptAfter(t *testing.T, cmd *exec.Cmd, prefix string, wait time.Duration) ([]string, string, error) {
	t.Helper()
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var lines []string
	sc := bufio.NewScanner(stderr)
	sent := false
	for sc.Scan() {
		lines = append(lines, sc.Text())
		if !sent && strings.HasPrefix(sc.Text(), prefix) {
			sent = true
			time.Sleep(wait)
			if err := cmd.Process.Signal(os.Interrupt); err != nil {
				t.Fatal(err)
			}
		}
	}
	err = cmd.Wait()
	return lines, stdout.String(), err
}
