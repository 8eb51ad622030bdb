package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestBenchHelpExitStatus: weft bench and each of its subcommands say in
// --help what their exit status means, as the other commands do.
func TestBenchHelpExitStatus(t *testing.T) {
	for _, args := range [][]string{{"bench"}, {"bench", "static"}, {"bench", "explore"}, {"bench", "unfold"}} {
		out, errs, code := runWeft(t, append(args, "--help")...)
		if code != 0 || !strings.Contains(out, "Exit status: 0 the table was printed") || !strings.Contains(out, "2 usage or input error") {
			t.Errorf("weft %s --help: exit %d, stderr %q; want exit 0 and the exit statuses in:\n%s", strings.Join(args, " "), code, errs, out)
		}
	}
}

// TestReplayMissingTrace: a trace file that does not exist is answered
// with where weft explore writes one, not only the operating system's
// "open …: no such file or directory".
func TestReplayMissingTrace(t *testing.T) {
	p := filepath.Join(t.TempDir(), "app.trace.json")
	_, errs, code := runWeft(t, "replay", p)
	want := "weft: replay: " + p + ": no such trace file: weft explore writes one when it finds a bug (APP.trace.json next to the jar, or --trace FILE)\n"
	if code != 2 || errs != want {
		t.Errorf("replay of a missing trace: exit %d, stderr %q; want 2 and %q", code, errs, want)
	}
}

// TestBenchUnfoldUnknownStrategy: bench unfold checks --strategies before
// loading any case, as bench explore does, and says so under the flag's
// name (it named the first case instead: "indexer(12), zz: unknown …").
func TestBenchUnfoldUnknownStrategy(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("..", "..", "benchmarks"))
	if err != nil {
		t.Fatal(err)
	}
	_, errs, code := runWeft(t, "bench", "unfold", "--dir", dir, "--strategies", "unfold,zz")
	want := `weft: bench unfold: --strategies: unknown strategy "zz" (have dfs, dpor, dpor-dse, pct, random, unfold, unfold-ctx, vsched)` + "\n"
	if code != 2 || errs != want {
		t.Errorf("bench unfold --strategies unfold,zz: exit %d, stderr %q; want 2 and %q", code, errs, want)
	}
}

// TestMissingMainNamesMains: a main class the program lacks is answered,
// by analyze as by run and explore, with the classes that have a main
// method (analyze said "main class Nope: class Nope not found on the
// class path", run and explore named none).
func TestMissingMainNamesMains(t *testing.T) {
	classes := runCompileJava(t, map[string]string{
		"Hello.java": `public class Hello { public static void main(String[] a) { System.out.println("hi"); } }`,
		"Util.java":  `public class Util { static int twice(int x) { return 2 * x; } }`,
	})
	entries := map[string][]byte{}
	for _, c := range []string{"Hello", "Util"} {
		b, err := os.ReadFile(filepath.Join(classes, c+".class"))
		if err != nil {
			t.Fatal(err)
		}
		entries[c+".class"] = b
	}
	jar := filepath.Join(t.TempDir(), "app.jar")
	zipJar(t, jar, "Hello", false, entries)
	for _, cmd := range []string{"analyze", "run", "explore"} {
		_, errs, code := runWeft(t, cmd, "--main", "Nope", jar)
		want := "weft: " + cmd + ": could not find or load main class Nope in " + jar + "; its class with a main method is Hello\n"
		if code != 2 || errs != want {
			t.Errorf("%s --main Nope: exit %d, stderr %q; want 2 and %q", cmd, code, errs, want)
		}
	}
}

// TestMaxStepsBeforeMain: a --max-steps the VM's start-up exceeds (before
// main, where no execution can be cut off) is reported by explore and
// replay as run reports it, in the flag's terms, instead of the VM's "step
// budget exhausted after 10 bytecodes" and three JDK frames.
func TestMaxStepsBeforeMain(t *testing.T) {
	dir := uxClasses(t)
	trace := filepath.Join(t.TempDir(), "exit.trace.json")
	if _, errs, code := runWeft(t, "explore", "--trace", trace, "--cp", dir, "Exit7"); code != 1 {
		t.Fatalf("explore Exit7: exit %d:\n%s", code, errs)
	}
	for _, c := range []struct {
		args  []string
		where string
	}{
		{[]string{"run", "--max-steps", "10", "--cp", dir, "Exit7"}, "run"},
		{[]string{"explore", "--max-steps", "10", "--cp", dir, "Exit7"}, "explore"},
		{[]string{"replay", "--max-steps", "10", trace}, "replay: " + trace},
	} {
		_, errs, code := runWeft(t, c.args...)
		want := "weft: " + c.where + ": the run took more than --max-steps 10 bytecodes (raise it, or 0 for no limit)\n\tno frame of the program: in the JDK's code (e.g. the JVM's start-up, before main), at "
		if code != 2 || !strings.HasPrefix(errs, want) || strings.Count(errs, "\n") != 2 {
			t.Errorf("weft %s: exit %d, stderr %q; want 2 and two lines starting %q", strings.Join(c.args, " "), code, errs, want)
		}
	}
}

// TestReplayMaxStepsCut: a replay that --max-steps cuts before the recorded
// failure says that the flag cut it, not "the replay was cut off: more than
// N bytecodes" with a note that the program or weft may have changed.
func TestReplayMaxStepsCut(t *testing.T) {
	dir := uxClasses(t)
	trace := filepath.Join(t.TempDir(), "exit.trace.json")
	if _, errs, code := runWeft(t, "explore", "--trace", trace, "--cp", dir, "Exit7"); code != 1 {
		t.Fatalf("explore Exit7: exit %d:\n%s", code, errs)
	}
	// Past the VM's start-up (a few thousand bytecodes), before the exit.
	_, full, code := runWeft(t, "run", "--cp", dir, "Exit7")
	m := regexp.MustCompile(`(\d+) bytecodes`).FindStringSubmatch(full)
	if code != 7 || m == nil {
		t.Fatalf("run Exit7: exit %d, stderr %q; want 7 and the bytecodes run", code, full)
	}
	n, _ := strconv.Atoi(m[1])
	max := strconv.Itoa(n - 10)
	_, errs, code := runWeft(t, "replay", "--max-steps", max, trace)
	want := "weft: replay: " + trace + ": the run took more than --max-steps " + max + " bytecodes before the recorded failure (raise it, or 0 for no limit)\n"
	if code != 2 || errs != want {
		t.Errorf("replay --max-steps %s: exit %d, stderr %q; want 2 and %q", max, code, errs, want)
	}
}
