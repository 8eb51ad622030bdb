package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// uxClasses compiles the small programs of the tests below, as a user
// would write them, into one class directory.
func uxClasses(t *testing.T) string {
	t.Helper()
	return runCompileJava(t, map[string]string{
		// A worker thread ends the program with Runtime.exit after a
		// shutdown hook was registered (the exit then runs
		// Shutdown.exit's bytecode on the worker).
		"HookExit.java": `public class HookExit {
    public static void main(String[] args) throws Exception {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("hook")));
        Thread t = new Thread(HookExit::quit, "quitter");
        t.start();
        t.join();
    }
    static void quit() {
        Runtime.getRuntime().exit(4);
    }
}
`,
		// Two threads take a lock 200 times each: every monitorenter is
		// a scheduling point.
		"Chatty.java": `public class Chatty {
    static int n;
    static void bump() { for (int i = 0; i < 200; i++) synchronized (Chatty.class) { n++; } }
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(Chatty::bump);
        t.start();
        bump();
        t.join();
        System.out.println(n);
    }
}
`,
		// Fails when its standard input has three lines.
		"Lines.java": `import java.io.*;
public class Lines {
    public static void main(String[] args) throws IOException {
        BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
        int n = 0;
        while (r.readLine() != null) n++;
        if (n == 3) throw new IllegalStateException("three lines");
    }
}
`,
		"Dead.java": `public class Dead {
    static final Object a = new Object(), b = new Object();
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> { synchronized (b) { synchronized (a) { } } }, "other");
        t.start();
        synchronized (a) { synchronized (b) { } }
        t.join();
    }
}
`,
		"Exit7.java": `public class Exit7 {
    public static void main(String[] args) {
        System.out.println("bye");
        System.exit(7);
    }
}
`,
	})
}

// TestExitLocated: a non-zero System.exit is reported with the thread that
// called it and where, by run's summary line and by explore's report (text
// and JSON), and the replay reproduces it. java gives the same status.
func TestExitLocated(t *testing.T) {
	dir := uxClasses(t)
	out, errs, code := runWeft(t, "run", "--cp", dir, "HookExit")
	if code != 4 || out != "hook\n" || !strings.Contains(errs, `System.exit(4) in thread "quitter" at HookExit.quit(HookExit.java:9)`) {
		t.Errorf("run HookExit: exit %d, stdout %q, stderr %q; want 4, \"hook\" and the exit's thread and line", code, out, errs)
	}
	trace := filepath.Join(t.TempDir(), "exit.trace.json")
	out, errs, code = runWeft(t, "explore", "--trace", trace, "--cp", dir, "HookExit")
	want := "thread 1 \"quitter\": System.exit(4)\n    at HookExit.quit(HookExit.java:9)\n"
	if code != 1 || !strings.Contains(out, want) {
		t.Errorf("explore HookExit: exit %d, want 1 and %q:\n%s%s", code, want, out, errs)
	}
	out, errs, code = runWeft(t, "replay", trace)
	if code != 1 || !strings.Contains(out, want) {
		t.Errorf("replay: exit %d, want 1 and %q:\n%s%s", code, want, out, errs)
	}
	out, errs, code = runWeft(t, "explore", "--format", "json", "--trace", trace, "--cp", dir, "Exit7")
	var r struct {
		Bug struct {
			Kind       string
			Thread     int
			ThreadName string `json:"thread_name"`
			Stack      []string
			ExitCode   int `json:"exit_code"`
		}
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil || code != 1 {
		t.Fatalf("explore --format json Exit7: exit %d, %v:\n%s%s", code, err, out, errs)
	}
	if b := r.Bug; b.Kind != "exit" || b.ExitCode != 7 || b.Thread != 0 || b.ThreadName != "main" || len(b.Stack) != 1 || b.Stack[0] != "Exit7.main(Exit7.java:4)" {
		t.Errorf("bug %+v, want exit 7 by thread 0 \"main\" at Exit7.main(Exit7.java:4)", b)
	}
}

// TestMaxPoints: explore --max-points bounds the scheduling points of an
// execution (it was fixed at 100000: a program printing 40000 lines was cut
// off, and the warning named no flag to raise it).
func TestMaxPoints(t *testing.T) {
	dir := uxClasses(t)
	out, errs, code := runWeft(t, "explore", "--max-points", "100", "--max-execs", "2", "--cp", dir, "Chatty")
	want := "cut off at a bound of the budget (the first: more than 100 scheduling points; --max-points raises it)"
	if code != 0 || !strings.Contains(out, want) {
		t.Errorf("--max-points 100: exit %d, want 0 and %q:\n%s%s", code, want, out, errs)
	}
	out, errs, code = runWeft(t, "explore", "--max-points", "0", "--max-execs", "2", "--cp", dir, "Chatty")
	if code != 0 || strings.Contains(out, "bound of the budget") || !strings.Contains(out, "(0 cut off)") {
		t.Errorf("--max-points 0: exit %d, want 0 and no run cut off:\n%s%s", code, out, errs)
	}
	if _, errs, code = runWeft(t, "explore", "--max-points", "-1", "--cp", dir, "Chatty"); code != 2 || errs != "weft: explore: --max-points must not be negative\n" {
		t.Errorf("--max-points -1: exit %d, stderr %q", code, errs)
	}
}

// TestNoMainClassNamesMains: a jar without Main-Class (or a directory) is
// an error that lists its classes with a main method and shows the command
// with one: the one the first argument names (weft run app.jar app.Main,
// as if java -cp), else the first.
func TestNoMainClassNamesMains(t *testing.T) {
	dir := uxClasses(t)
	jar := filepath.Join(t.TempDir(), "nomain.jar")
	files := map[string][]byte{}
	for _, n := range []string{"Chatty", "Exit7", "HookExit"} {
		b, err := os.ReadFile(filepath.Join(dir, n+".class"))
		if err != nil {
			t.Fatal(err)
		}
		files[n+".class"] = b
	}
	zipJar(t, jar, "", false, files)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"run", jar}, "weft: run: no Main-Class in the manifest of " + jar + ": name the main class (weft run --cp " + jar + " Chatty); its classes with a main method are Chatty, Exit7 and HookExit\n"},
		{[]string{"explore", jar, "Exit7", "x"}, "weft: explore: no Main-Class in the manifest of " + jar + ": name the main class (weft explore --cp " + jar + " Exit7 x); its classes with a main method are Chatty, Exit7 and HookExit\n"},
	} {
		if _, errs, code := runWeft(t, c.args...); code != 2 || errs != c.want {
			t.Errorf("weft %s: exit %d, stderr %q\nwant 2 and %q", strings.Join(c.args, " "), code, errs, c.want)
		}
	}
}

// TestReplayBadTraces: weft replay given a trace edited by hand (no
// failure recorded, an unknown kind of failure, a deadlock expected where
// the run throws) or a jar or class file instead of a trace says what is
// wrong and exits 2 ("expected , got exception …" and "not a weft trace:
// invalid character 'P'" before).
func TestReplayBadTraces(t *testing.T) {
	dir := uxClasses(t)
	tmp := t.TempDir()
	trace := filepath.Join(tmp, "exit.trace.json")
	if _, errs, code := runWeft(t, "explore", "--trace", trace, "--cp", dir, "Exit7"); code != 1 {
		t.Fatalf("explore Exit7: exit %d:\n%s", code, errs)
	}
	data, err := os.ReadFile(trace)
	if err != nil {
		t.Fatal(err)
	}
	edit := func(name string, f func(m map[string]any)) string {
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		m["classpath"] = []string{dir} // absolute: the edited trace is elsewhere
		f(m)
		b, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(tmp, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	noExpect := edit("noexpect.json", func(m map[string]any) { delete(m, "expect") })
	badKind := edit("badkind.json", func(m map[string]any) { m["expect"] = map[string]any{"kind": "crash"} })
	deadlock := edit("deadlock.json", func(m map[string]any) {
		m["expect"] = map[string]any{"kind": "deadlock", "message": "threads 0, 1"}
	})
	classFile := filepath.Join(dir, "Exit7.class")
	jar := filepath.Join(tmp, "exit.jar")
	b, err := os.ReadFile(classFile)
	if err != nil {
		t.Fatal(err)
	}
	zipJar(t, jar, "Exit7", false, map[string][]byte{"Exit7.class": b})
	for _, c := range []struct{ path, want string }{
		{noExpect, noExpect + ": the trace records no failure to reproduce (no \"expect\")"},
		{badKind, badKind + `: the trace's failure has an unknown kind "crash" (want exception, assertion, deadlock or exit)`},
		{deadlock, deadlock + ": the program no longer fails the same way: expected deadlock: threads 0, 1, got System.exit(7)"},
		{jar, jar + ": a jar (zip) file, not a weft trace: weft explore writes a trace (APP.trace.json) for weft replay"},
		{classFile, classFile + ": a class file, not a weft trace: weft explore writes a trace (MAIN.trace.json) for weft replay"},
	} {
		if _, errs, code := runWeft(t, "replay", c.path); code != 2 || errs != "weft: replay: "+c.want+"\n" {
			t.Errorf("replay %s: exit %d, stderr %q\nwant 2 and %q", filepath.Base(c.path), code, errs, c.want)
		}
	}
}

// TestDidYouMean: a mistyped command or flag is answered with the ones it
// most likely meant; weft (or weft bench) without a command is a usage
// error (it printed the help and exited 0); weft --version prints the
// version traces record.
func TestDidYouMean(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"expolre", "x.jar"}, `weft: unknown command "expolre", did you mean explore? (see weft --help)`},
		{[]string{"exp", "x.jar"}, `weft: unknown command "exp", did you mean explore? (see weft --help)`},
		{[]string{"bench", "unfld"}, `weft: bench: unknown command "unfld", did you mean unfold? (see weft bench --help)`},
		{[]string{"nope"}, `weft: unknown command "nope" (see weft --help)`},
		{[]string{"explore", "--max-exec", "3", "x.jar"}, "weft: explore: unknown flag --max-exec, did you mean --max-execs? (see weft explore --help)"},
		{[]string{"explore", "x.jar", "--stratgy", "dpor"}, "weft: explore: unknown flag --stratgy, did you mean --strategy? (see weft explore --help)"},
		{[]string{"explore", "--max", "3", "x.jar"}, "weft: explore: unknown flag --max, did you mean --max-states, --max-execs, --max-steps, --max-points or --max-memory? (see weft explore --help)"},
		{[]string{"analyze", "--bogus", "x.jar"}, "weft: analyze: unknown flag --bogus (see weft analyze --help)"},
	} {
		if _, errs, code := runWeft(t, c.args...); code != 2 || errs != c.want+"\n" {
			t.Errorf("weft %s: exit %d, stderr %q\nwant 2 and %q", strings.Join(c.args, " "), code, errs, c.want)
		}
	}
	// weft alone: the help, on stderr, and the status of a usage error.
	if out, errs, code := runWeft(t); code != 2 || out != "" || !strings.Contains(errs, "USAGE:\n   weft [global options] command [command options]") {
		t.Errorf("weft: exit %d, stdout %q, stderr %q; want 2 and the help on stderr", code, out, errs)
	}
	if out, errs, code := runWeft(t, "bench"); code != 2 || out != "" || !strings.Contains(errs, "USAGE:\n   weft bench [command options]") {
		t.Errorf("weft bench: exit %d, stdout %q, stderr %q; want 2 and bench's help on stderr", code, out, errs)
	}
	if out, _, code := runWeft(t, "--help"); code != 0 || !strings.Contains(out, "USAGE:") {
		t.Errorf("weft --help: exit %d, stdout %q; want 0 and the help", code, out)
	}
	// The test binary has no VCS stamp of its own to compare with: the
	// line has the module version, "(devel)" when built from a checkout.
	out, errs, code := runWeft(t, "--version")
	if !regexp.MustCompile(`^weft version (\(devel\)|v\S+)( [0-9a-f]{12}(\+dirty)?)?\n$`).MatchString(out) || code != 0 {
		t.Errorf("weft --version: exit %d, stdout %q, stderr %q; want weft version, the module version and the revision", code, out, errs)
	}
}

// TestBenchUnknownCase: a --cases name the suite lacks is answered with the
// cases the command runs (suite A for bench explore, B for bench unfold).
func TestBenchUnknownCase(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("..", "..", "benchmarks"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ cmd, suite, has string }{
		{"explore", "A", "twostage, wronglock, "},
		{"unfold", "B", "indexer(12), filesystem(14), "},
	} {
		_, errs, code := runWeft(t, "bench", c.cmd, "--dir", dir, "--cases", "nosuch")
		want := "weft: bench " + c.cmd + `: no case "nosuch" in ` + dir + "/suite.json; suite " + c.suite + " has " + c.has
		if code != 2 || !strings.HasPrefix(errs, want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("bench %s --cases nosuch: exit %d, stderr %q; want 2 and one line starting %q", c.cmd, code, errs, want)
		}
	}
}

// TestExplorePipedStdinNote: weft run gives the program weft's standard
// input, explore does not (only --stdin FILE): explore with a pipe on its
// standard input says so instead of exploring an empty input silently.
func TestExplorePipedStdinNote(t *testing.T) {
	dir := uxClasses(t)
	bin, err := weftBinary()
	if err != nil {
		t.Fatal(err)
	}
	input := filepath.Join(t.TempDir(), "three.txt")
	if err := os.WriteFile(input, []byte("a\nb\nc\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	note := "weft: explore: note: the program's standard input is empty in every execution, not weft's; give it with --stdin FILE\n"
	trace := filepath.Join(t.TempDir(), "t.json")
	for _, c := range []struct {
		args []string
		code int
		note bool
	}{
		{[]string{"run", "--cp", dir, "Lines"}, 1, false},
		{[]string{"explore", "--trace", trace, "--cp", dir, "Lines"}, 0, true},
		{[]string{"explore", "--trace", trace, "--stdin", input, "--cp", dir, "Lines"}, 1, false},
	} {
		cmd := exec.Command(bin, c.args...)
		cmd.Stdin = strings.NewReader("a\nb\nc\n") // a pipe
		var stderr strings.Builder
		cmd.Stderr = &stderr
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if code != c.code || strings.Contains(stderr.String(), note) != c.note {
			t.Errorf("weft %s with a pipe: exit %d, stderr %q; want exit %d, the note %v", strings.Join(c.args, " "), code, stderr.String(), c.code, c.note)
		}
	}
	// Without a pipe (the tests' /dev/null), no note.
	if _, errs, code := runWeft(t, "explore", "--trace", trace, "--cp", dir, "Lines"); code != 0 || strings.Contains(errs, "note") {
		t.Errorf("explore with /dev/null: exit %d, stderr %q", code, errs)
	}
}

// TestRunDeadlockNamed: weft run's deadlock report names the locks by
// allocation site and the threads' lines as explore's does (it printed the
// VM's raw "java.lang.Object@main#1@Dead.<clinit>()V@10").
func TestRunDeadlockNamed(t *testing.T) {
	dir := uxClasses(t)
	for seed := 1; seed <= 200; seed++ {
		_, errs, code := runWeft(t, "run", "--schedule", "random", "--seed", strconv.Itoa(seed), "--cp", dir, "Dead")
		if code == 0 {
			continue
		}
		for _, want := range []string{
			"deadlock: every live thread is blocked\ncycle: thread ",
			`thread 0 "main": BLOCKED at Dead.java:6 in Dead.main, waits for the lock of Object@Dead.java:2(2)#1 held by thread 1 "other"` + "\n    holds Object@Dead.java:2(1)#1\n    at Dead.main(Dead.java:6)\n",
			"weft: 2 threads, ",
		} {
			if code != 1 || !strings.Contains(errs, want) {
				t.Errorf("run --seed %d Dead: exit %d, want 1 and %q:\n%s", seed, code, want, errs)
			}
		}
		return
	}
	t.Fatal("no seed of 200 deadlocked Dead")
}

// TestRunTraceNamed: weft run --trace names objects as explore's report
// does (it printed "T0 lock main#1@Dead.<clinit>()V@0").
func TestRunTraceNamed(t *testing.T) {
	dir := uxClasses(t)
	_, errs, code := runWeft(t, "run", "--trace", "--cp", dir, "Dead")
	for _, want := range []string{" T0 start Thread@Dead.java:4#1 at Dead.java:5\n", " T0 lock Object@Dead.java:2(1)#1 at Dead.java:6\n", " T1 thread begin at Thread.java:"} {
		if code != 0 || !strings.Contains(errs, want) {
			t.Errorf("run --trace Dead: exit %d, want 0 and %q:\n%s", code, want, errs)
		}
	}
}

// TestIRClassNotFound: weft ir names where it looked for a class it cannot
// find, and with the current directory (no jar given) how to name one (it
// said "not found on the class path").
func TestIRClassNotFound(t *testing.T) {
	dir := uxClasses(t)
	_, errs, code := weftIn(t, t.TempDir(), "ir", "Exit7.main")
	if want := "weft: ir: class Exit7 not found in the current directory or the JDK (name its jar or directory first: weft ir app.jar Exit7.main)\n"; code != 2 || errs != want {
		t.Errorf("ir Exit7.main elsewhere: exit %d, stderr %q; want 2 and %q", code, errs, want)
	}
	_, errs, code = runWeft(t, "ir", dir, "Nope.main")
	if want := "weft: ir: class Nope not found in " + dir + " or the JDK\n"; code != 2 || errs != want {
		t.Errorf("ir DIR Nope.main: exit %d, stderr %q; want 2 and %q", code, errs, want)
	}
	if out, errs, code := weftIn(t, dir, "ir", "Exit7.main"); code != 0 || !strings.HasPrefix(out, "Exit7.main([Ljava/lang/String;)V") {
		t.Errorf("ir Exit7.main in its directory: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// TestAnalyzeMainArgument: weft analyze given the main class after the jar
// says to name it with --main (it said "want one APP.jar …, got 2
// arguments"); after --cp it takes it, as run and explore do (before, it
// said to name it with --main there too), and --main still works.
func TestAnalyzeMainArgument(t *testing.T) {
	dir := uxClasses(t)
	for _, args := range [][]string{{"analyze", "--cp", dir, "Chatty"}, {"analyze", "--cp", dir, "--main", "Chatty"}} {
		if out, errs, code := runWeft(t, args...); code != 0 || !strings.Contains(out, "(main Chatty, ") {
			t.Errorf("weft %s: exit %d, stderr %q:\n%s", strings.Join(args, " "), code, errs, out)
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"analyze", "--cp", dir, "Chatty", "More"}, "weft: analyze: --cp replaces APP.jar: unexpected arguments Chatty More"},
		{[]string{"analyze", dir, "Chatty"}, "weft: analyze: name the main class with --main: weft analyze --main Chatty " + dir},
		{[]string{"analyze", dir, "other.jar"}, "weft: analyze: want one APP.jar or class directory, got 2 arguments (see weft analyze --help)"},
	} {
		if _, errs, code := runWeft(t, c.args...); code != 2 || errs != c.want+"\n" {
			t.Errorf("weft %s: exit %d, stderr %q\nwant 2 and %q", strings.Join(c.args, " "), code, errs, c.want)
		}
	}
	if out, errs, code := runWeft(t, "analyze", "--main", "Chatty", dir); code != 0 || !strings.Contains(out, "(main Chatty, ") {
		t.Errorf("analyze --main Chatty DIR: exit %d, stderr %q:\n%s", code, errs, out)
	}
}
