package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"weft/benchmarks"
	"weft/internal/javatest"
)

// compileJava writes the given sources to a temp dir and compiles them.
func runCompileJava(t *testing.T, srcs map[string]string) string {
	t.Helper()
	javatest.Need(t, "javac")
	dir := t.TempDir()
	var files []string
	for name, src := range srcs {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, p)
	}
	out := filepath.Join(dir, "classes")
	if err := javatest.Javac("17", out, files...); err != nil {
		t.Fatal(err)
	}
	return out
}

var summaryRE = regexp.MustCompile(`(?m)^weft: (\d+) threads, (\d+) bytecodes, (\d+) scheduling points, (.*)$`)

func TestRunExitStatuses(t *testing.T) {
	dir := runCompileJava(t, map[string]string{
		"Ok.java":     `public class Ok { public static void main(String[] a) { System.out.println("hi " + a.length); System.err.println("to stderr"); } }`,
		"Boom.java":   `public class Boom { public static void main(String[] a) { throw new IllegalStateException("boom"); } }`,
		"Exit3.java":  `public class Exit3 { public static void main(String[] a) { System.out.println("bye"); System.exit(3); } }`,
		"Native.java": `public class Native { static native void foo(int x); public static void main(String[] a) { foo(1); } }`,
		"Spin.java":   `public class Spin { public static void main(String[] a) { for (;;) {} } }`,
		"Race.java":   `public class Race { static int n; public static void main(String[] a) throws Exception { Thread t = new Thread(() -> n++); t.start(); n++; t.join(); System.out.println(n); } }`,
		"Args.java":   `public class Args { public static void main(String[] a) { if (a.length == 2) throw new IllegalStateException(a[0] + a[1]); } }`,
		"Deep.java":   `public class Deep { static int f(int n) { return f(n + 1) + 1; } public static void main(String[] a) { try { f(0); } catch (StackOverflowError e) { System.out.println("SOE caught"); } } }`,
	})
	cases := []struct {
		args     []string
		code     int
		out, err string
		wantSumm bool
	}{
		{[]string{"run", "--cp", dir, "Ok", "x", "y"}, 0, "hi 2\n", "to stderr", true},
		{[]string{"run", "--cp", dir, "Boom"}, 1, "", `Exception in thread "main" java.lang.IllegalStateException: boom` + "\n\tat Boom.main(Boom.java:1)", true},
		{[]string{"run", "--cp", dir, "Exit3"}, 3, "bye\n", "System.exit(3)", true},
		{[]string{"run", "--cp", dir, "Native"}, 2, "", "native method Native.foo(I)V is not modelled", false},
		{[]string{"run", "--cp", dir, "--max-steps", "100000", "Spin"}, 2, "", "weft: run: the run took more than --max-steps 100000 bytecodes (raise it, or 0 for no limit)\n\tat Spin.main(Spin.java:1)\n", false},
		{[]string{"run", "--cp", dir, "Deep"}, 0, "SOE caught\n", "", true},
		{[]string{"run", "--cp", dir, "NoSuchMain"}, 2, "", "could not find or load main class NoSuchMain", false},
		{[]string{"run"}, 2, "", "missing jar", false},
		// --main names the main class; with --cp every argument is then the program's.
		{[]string{"run", "--cp", dir, "--main", "Ok", "x"}, 0, "hi 1\n", "to stderr", true},
		{[]string{"run", "--cp", dir}, 2, "", "run: missing main class after --cp " + dir + " (or give it with --main; see weft run --help)", false},
		{[]string{"run", "--cp", dir, "--schedule", "bogus", "Ok"}, 2, "", `weft: run: --schedule "bogus": want fifo or random`, false},
		{[]string{"run", "--trace", "--cp", dir, "Race"}, 0, "2\n", "weft trace: ", true},
	}
	// explore --cp DIR --main C: both arguments are the program's (the
	// first was taken for the main class and dropped).
	if out, errs, code := runWeft(t, "explore", "--trace", filepath.Join(t.TempDir(), "t.json"), "--cp", dir, "--main", "Args", "x", "y"); code != 1 || !strings.Contains(out, "IllegalStateException: xy") {
		t.Errorf("explore --main Args x y: exit %d, want 1 and the exception with \"xy\":\n%s%s", code, out, errs)
	}
	for _, c := range cases {
		out, errs, code := runWeft(t, c.args...)
		if code != c.code || out != c.out || !strings.Contains(errs, c.err) {
			t.Errorf("weft %s: exit %d stdout %q stderr %q; want exit %d stdout %q stderr containing %q",
				strings.Join(c.args, " "), code, out, errs, c.code, c.out, c.err)
		}
		if c.wantSumm != summaryRE.MatchString(errs) {
			t.Errorf("weft %s: summary line presence %v, want %v:\n%s", strings.Join(c.args, " "), !c.wantSumm, c.wantSumm, errs)
		}
	}
}

// TestRunBenchmarks: every benchmark with a main runs to completion, or to
// its documented bug, under some seed of the random scheduler, and the
// FIFO run never ends in a weft error.
func TestRunBenchmarks(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	suite, err := benchmarks.Default()
	if err != nil {
		t.Skip(err)
	}
	for _, c := range suite.Cases {
		jar := suite.JarPath(c)
		if _, err := os.Stat(jar); err != nil {
			t.Logf("%s: %s not built (make jars)", c.Name, jar)
			continue
		}
		ok := false
		var seen []string
		for seed := 1; seed <= 8 && !ok; seed++ {
			args := append([]string{"run", "--schedule", "random", "--seed", strconv.Itoa(seed), "--max-steps", "50000000", "--cp", jar, c.Main}, c.Args...)
			_, errs, code := runWeft(t, args...)
			m := summaryRE.FindStringSubmatch(errs)
			if code == 2 || m == nil {
				t.Errorf("%s seed %d: weft error (exit %d):\n%s", c.Name, seed, code, runLastLines(errs, 5))
				break
			}
			outcome := m[4]
			seen = append(seen, outcome)
			switch {
			case outcome == "completed":
				ok = true
			case c.Bug.Kind == benchmarks.BugDeadlock && strings.HasPrefix(outcome, "deadlock"):
				ok = true
			case (c.Bug.Kind == benchmarks.BugException || c.Bug.Kind == benchmarks.BugAssertion) && strings.Contains(outcome, "uncaught "+c.Bug.Exception):
				ok = true
			case c.Bug.Kind == benchmarks.BugAssertion && strings.Contains(outcome, "uncaught java.lang.AssertionError"):
				ok = true
			}
		}
		if !ok {
			t.Errorf("%s (bug %s %s): no seed completed or hit the documented bug: %v", c.Name, c.Bug.Kind, c.Bug.Exception, seen)
		}
	}
}

func runLastLines(s string, n int) string {
	ls := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(ls) > n {
		ls = ls[len(ls)-n:]
	}
	return strings.Join(ls, "\n")
}

// A main inherited from a superclass runs, as with the java launcher, and
// the static analysis starts from it too.
func TestInheritedMain(t *testing.T) {
	dir := runCompileJava(t, map[string]string{
		"Base.java": `public class Base {
    static int n;
    public static void main(String[] a) throws Exception {
        Thread t = new Thread(() -> n++);
        t.start();
        n++;
        t.join();
        System.out.println("main of Base, n=" + n);
    }
}`,
		"Sub.java": `public class Sub extends Base {}`,
	})
	out, stderr, code := runWeft(t, "run", "--cp", dir, "Sub")
	if code != 0 || out != "main of Base, n=2\n" {
		t.Errorf("weft run Sub: exit %d, stdout %q, stderr %q", code, out, stderr)
	}
	out, stderr, code = runWeft(t, "analyze", "--main", "Sub", dir)
	if code != 0 || !strings.Contains(out, "RW  Base.n") {
		t.Errorf("weft analyze --main Sub: exit %d, stderr %q, want an RW pair on Base.n:\n%s", code, stderr, out)
	}
}

// weft run passes what follows the jar to the program, as java does; an
// argument named like one of weft run's flags still goes to the program,
// with a warning that weft did not take it.
func TestRunWarnsFlagAfterJar(t *testing.T) {
	classes := runCompileJava(t, map[string]string{"Args.java": `public class Args {
    public static void main(String[] a) { System.out.println(String.join(" ", a)); }
}
`})
	out, stderr, code := runWeft(t, "run", "--cp", classes, "Args", "--max-steps", "10", "--verbose", "--", "--seed", "--test")
	if code != 0 || out != "--max-steps 10 --verbose -- --seed --test\n" {
		t.Errorf("exit %d, stdout %q; want 0 and the arguments as given\n%s", code, out, stderr)
	}
	want := "weft: run: warning: --max-steps after the program is the program's argument, not weft's flag (weft's flags go before the jar or main class)\n"
	if !strings.HasPrefix(stderr, want) || strings.Count(stderr, "warning") != 1 {
		t.Errorf("stderr %q, want one warning, %q", stderr, want)
	}
}

// A jar whose manifest Class-Path names a library jar runs with the
// library's classes, as java -jar runs it (round 9's bankaudit); when the
// library is missing, run and explore stop at the first class it lacks
// with a message naming the missing entry, and analyze warns that its
// classes are not analyzed.
func TestManifestClassPath(t *testing.T) {
	javatest.Need(t, "jar")
	classes := runCompileJava(t, map[string]string{
		"Lib.java": `package lib; public class Lib { public static String hello() { return "hello from lib"; } }`,
		"App.java": `package app; public class App { public static void main(String[] a) { System.out.println(lib.Lib.hello()); } }`,
	})
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "lib"), 0o755); err != nil {
		t.Fatal(err)
	}
	manifest := filepath.Join(dir, "manifest.txt")
	if err := os.WriteFile(manifest, []byte("Main-Class: app.App\nClass-Path: lib/lib.jar\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	libJar, appJar := filepath.Join(dir, "lib", "lib.jar"), filepath.Join(dir, "app.jar")
	for _, args := range [][]string{{"cf", libJar, "-C", classes, "lib"}, {"cfm", appJar, manifest, "-C", classes, "app"}} {
		if out, err := exec.Command("jar", args...).CombinedOutput(); err != nil {
			t.Fatalf("jar %v: %v\n%s", args, err, out)
		}
	}
	if out, errs, code := runWeft(t, "run", appJar); code != 0 || out != "hello from lib\n" {
		t.Errorf("run with the library: exit %d, stdout %q, stderr %s", code, out, errs)
	}
	if err := os.Remove(libJar); err != nil {
		t.Fatal(err)
	}
	want := "class not found: lib.Lib (a jar's manifest Class-Path names " + libJar + ", which does not exist)"
	for _, cmd := range []string{"run", "explore"} {
		if _, errs, code := runWeft(t, cmd, appJar); code != 2 || !strings.Contains(errs, want) {
			t.Errorf("%s without the library: exit %d, stderr %q; want 2 and %q", cmd, code, errs, want)
		}
	}
	if _, errs, _ := runWeft(t, "analyze", appJar); !strings.Contains(errs, "warning: a jar's manifest Class-Path names "+libJar+", which does not exist") {
		t.Errorf("analyze without the library: stderr %q lacks the warning", errs)
	}
}
