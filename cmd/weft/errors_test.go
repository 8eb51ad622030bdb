package main

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"weft/internal/javatest"
)

// zipJar writes a jar of the given entries (name → bytes) with a manifest
// naming mainClass (no Main-Class if it is "", no manifest at all if
// noManifest).
func zipJar(t *testing.T, path, mainClass string, noManifest bool, entries map[string][]byte) {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	add := func(name string, data []byte) {
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write(data); err != nil {
			t.Fatal(err)
		}
	}
	if !noManifest {
		m := "Manifest-Version: 1.0\r\n"
		if mainClass != "" {
			m += "Main-Class: " + mainClass + "\r\n"
		}
		add("META-INF/MANIFEST.MF", []byte(m+"\r\n"))
	}
	for name, data := range entries {
		add(name, data)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// Hostile input and bad flags: every case exits 2 with one line "weft: …"
// on stderr, never a Go panic, urfave/cli's "Incorrect Usage" and help
// text, or exit 0.
func TestHostileInput(t *testing.T) {
	classes := runCompileJava(t, map[string]string{
		"Hello.java":  `public class Hello { public static void main(String[] a) { System.out.println("hi"); } }`,
		"NoMain.java": `public class NoMain { public static void helper() {} }`,
	})
	hello, err := os.ReadFile(filepath.Join(classes, "Hello.class"))
	if err != nil {
		t.Fatal(err)
	}
	noMain, err := os.ReadFile(filepath.Join(classes, "NoMain.class"))
	if err != nil {
		t.Fatal(err)
	}
	// Superclass cycles, from classes compiled separately: A extends B
	// extends A (A has main), C extends D extends C (no main).
	v1 := runCompileJava(t, map[string]string{
		"A.java": `public class A extends B { public static void main(String[] a) {} }`, "B.java": `public class B {}`,
		"C.java": `public class C extends D {}`, "D.java": `public class D {}`,
	})
	v2 := runCompileJava(t, map[string]string{
		"A.java": `public class A {}`, "B.java": `public class B extends A {}`,
		"C.java": `public class C {}`, "D.java": `public class D extends C {}`,
	})
	dir := t.TempDir()
	p := func(name string) string { return filepath.Join(dir, name) }
	if err := os.Mkdir(p("cycle"), 0o755); err != nil {
		t.Fatal(err)
	}
	for from, names := range map[string][]string{v1: {"A", "C"}, v2: {"B", "D"}} {
		for _, n := range names {
			b, err := os.ReadFile(filepath.Join(from, n+".class"))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(p("cycle"), n+".class"), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	write := func(name string, data []byte) string {
		if err := os.WriteFile(p(name), data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p(name)
	}
	write("empty.jar", nil)
	zipJar(t, p("emptyzip.jar"), "", true, nil)
	write("wrongtype.trace.json", []byte(`{"format": 1}`))
	write("wrongfield.trace.json", []byte(`{"format": "weft-trace/1", "decisions": "0 1"}`))
	write("stdin.trace.json", []byte(`{"format": "weft-trace/1", "stdin": "!!"}`))
	write("emptycp.trace.json", []byte(`{"format": "weft-trace/1", "main": "Hello", "classpath": [""], "expect": {"kind": "exit", "message": "System.exit(1)"}}`))
	// Arguments named as urfave/cli's help command: a directory h, a
	// file help (the help, exit 0, before).
	if err := os.Mkdir(p("h"), 0o755); err != nil {
		t.Fatal(err)
	}
	write("h/Hello.class", hello)
	write("help", []byte("{garbage"))
	// A main class whose superclass is missing: java says NoClassDefFoundError.
	sub := runCompileJava(t, map[string]string{"Sub.java": "class Base {}\npublic class Sub extends Base { public static void main(String[] a) {} }\n"})
	subClass, err := os.ReadFile(filepath.Join(sub, "Sub.class"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(p("nobase"), 0o755); err != nil {
		t.Fatal(err)
	}
	write("nobase/Sub.class", subClass)
	// Hello with its methods' Code attribute renamed (Cxde): no code.
	i := bytes.Index(hello, []byte("\x00\x04Code"))
	if i < 0 {
		t.Fatal("no Code attribute name in Hello.class")
	}
	noCode := bytes.Clone(hello)
	copy(noCode[i+2:], "Cxde")
	if err := os.Mkdir(p("nocode"), 0o755); err != nil {
		t.Fatal(err)
	}
	write("nocode/Hello.class", noCode)
	write("text.jar", []byte("this is a text file, not a jar\n"))
	zipJar(t, p("hello.jar"), "Hello", false, map[string][]byte{"Hello.class": hello})
	zipJar(t, p("trunc.jar"), "Hello", false, map[string][]byte{"Hello.class": hello[:40]})
	badMagic := bytes.Clone(hello)
	badMagic[3] = 0xBF
	zipJar(t, p("magic.jar"), "Hello", false, map[string][]byte{"Hello.class": badMagic})
	v99 := bytes.Clone(hello)
	v99[6], v99[7] = 0, 99 // major version 99
	zipJar(t, p("v99.jar"), "Hello", false, map[string][]byte{"Hello.class": v99})
	zipJar(t, p("nomanifest.jar"), "", true, map[string][]byte{"Hello.class": hello})
	zipJar(t, p("nomainclass.jar"), "", false, map[string][]byte{"Hello.class": hello})
	zipJar(t, p("missingmain.jar"), "Nope", false, map[string][]byte{"Hello.class": hello})
	zipJar(t, p("nomainmethod.jar"), "NoMain", false, map[string][]byte{"NoMain.class": noMain})
	if err := os.Mkdir(p("emptydir"), 0o755); err != nil {
		t.Fatal(err)
	}

	// Traces: corrupt JSON, JSON of another shape, a program that no longer
	// fails, a main class the jar lacks, a jar that was deleted.
	write("corrupt.trace.json", []byte("{garbage"))
	write("array.trace.json", []byte("[1, 2]"))
	trace := func(name, jar, main string) {
		b, err := json.Marshal(map[string]any{
			"format": "weft-trace/1", "jar": jar, "classpath": []string{jar}, "main": main, "args": []string{},
			"strategy": "dfs", "seed": 1, "decisions": []int{0},
			"expect": map[string]any{"kind": "exception", "thread": 0, "exception": "java.lang.RuntimeException", "message": "boom"},
		})
		if err != nil {
			t.Fatal(err)
		}
		write(name, b)
	}
	trace("passes.trace.json", p("hello.jar"), "Hello")
	trace("other.trace.json", p("hello.jar"), "wronglock.Main")
	zipJar(t, p("gone.jar"), "Hello", false, map[string][]byte{"Hello.class": hello})
	trace("gone.trace.json", p("gone.jar"), "Hello")
	if err := os.Remove(p("gone.jar")); err != nil {
		t.Fatal(err)
	}

	jar := p("hello.jar")
	cases := []struct {
		args []string
		want string
	}{
		// files that are not jars or hold broken classes
		{[]string{"run", p("empty.jar")}, p("empty.jar") + ": not a valid jar (zip) file: the file is empty"},
		{[]string{"run", p("emptyzip.jar")}, "no Main-Class in the manifest of " + p("emptyzip.jar")},
		{[]string{"run", "h"}, "run: h is a directory, not a jar: name the main class (weft run --cp h Hello)"},
		{[]string{"explore", "h"}, "explore: h is a directory, not a jar: name the main class (weft explore --cp h Hello)"},
		{[]string{"ir", "h", "Hello.nope"}, "ir: class Hello has no method nope"},
		{[]string{"ir", p("missing.jar")}, "ir: " + p("missing.jar") + ": no such jar; want [JAR|DIR] CLASS.METHOD"},
		{[]string{"explore", p("text.jar")}, "not a valid jar (zip) file"},
		{[]string{"analyze", p("empty.jar")}, "not a valid jar (zip) file"},
		{[]string{"javap", p("text.jar")}, "not a valid jar (zip) file"},
		{[]string{"run", p("trunc.jar")}, "trunc.jar!Hello.class: offset"},
		{[]string{"explore", p("trunc.jar")}, "trunc.jar!Hello.class: offset"}, // vsched: not "main class not found"
		{[]string{"explore", "--strategy", "dfs", p("trunc.jar")}, "trunc.jar!Hello.class: offset"},
		{[]string{"analyze", p("trunc.jar")}, "trunc.jar!Hello.class: offset"},
		{[]string{"explore", p("magic.jar")}, "bad magic 0xcafebabf"},
		{[]string{"run", p("v99.jar")}, "unsupported class-file version 99.0"},
		{[]string{"explore", "--strategy", "unfold", p("v99.jar")}, "unsupported class-file version 99.0"},
		// no main class, or none that can run
		{[]string{"run", p("nomanifest.jar")}, "no Main-Class in the manifest of " + p("nomanifest.jar")},
		{[]string{"explore", p("nomainclass.jar")}, "explore: no Main-Class in the manifest"},
		{[]string{"analyze", p("nomainclass.jar")}, "no Main-Class in the manifest of " + p("nomainclass.jar") + ": name the main class (weft analyze --cp " + p("nomainclass.jar") + " --main Hello); its class with a main method is Hello"},
		{[]string{"analyze", classes}, "analyze: " + classes + " is a directory, not a jar: name the main class (weft analyze --cp " + classes + " --main Hello); its class with a main method is Hello"},
		{[]string{"analyze", "--cp", classes}, "analyze: " + classes + " is a directory, not a jar: name the main class (weft analyze --cp " + classes + " --main Hello); its class with a main method is Hello"},
		{[]string{"analyze", p("emptydir")}, "analyze: " + p("emptydir") + ": no class files in this directory"},
		{[]string{"run", p("missingmain.jar")}, "run: could not find or load main class Nope"},
		{[]string{"run", "--cp", p("nobase"), "Sub"}, "run: could not find or load main class Sub, caused by java.lang.NoClassDefFoundError: Base (a superclass or interface of Sub that is not on the class path)"},
		{[]string{"explore", "--cp", p("nobase"), "Sub"}, "explore: could not find or load main class Sub, caused by java.lang.NoClassDefFoundError: Base"},
		{[]string{"run", "--cp", p("nocode"), "Hello"}, "run: Hello.main([Ljava/lang/String;)V has no code: java.lang.ClassFormatError: Absent Code attribute in method that is not native or abstract in class file Hello"},
		{[]string{"explore", "--strategy", "dpor", "--cp", p("nocode"), "Hello"}, "java.lang.ClassFormatError: Absent Code attribute"},
		{[]string{"explore", p("missingmain.jar")}, "explore: could not find or load main class Nope"},
		{[]string{"explore", "--cp", classes, "Nope"}, "explore: could not find or load main class Nope"},
		{[]string{"run", p("nomainmethod.jar")}, "main class NoMain has no method public static void main(String[] args)"},
		{[]string{"explore", p("nomainmethod.jar")}, "main class NoMain has no method public static void main(String[] args)"},
		{[]string{"run", p("emptydir")}, "no class files in this directory"},
		{[]string{"explore", p("emptydir")}, "no class files in this directory"},
		{[]string{"run", classes}, "is a directory, not a jar: name the main class (weft run --cp "},
		{[]string{"javap", p("emptydir")}, "no classes"},
		{[]string{"run", p("missing.jar")}, "weft: run: stat " + p("missing.jar") + ": no such file or directory"},
		{[]string{"ir", jar}, "ir: want CLASS.METHOD after " + jar},
		{[]string{"run", "--cp", classes + "::", "Hello"}, "run: --cp \"" + classes + "::\" has an empty entry"},
		{[]string{"analyze", "--cp", ":" + classes, "--main", "Hello"}, "analyze: --cp \":" + classes + "\" has an empty entry"},
		// superclass cycles: not a Go stack overflow
		{[]string{"run", "--cp", p("cycle"), "A"}, "run: java.lang.ClassCircularityError: A (A → B → A)"},
		{[]string{"explore", "--strategy", "dfs", "--cp", p("cycle"), "A"}, "explore: java.lang.ClassCircularityError: A (A → B → A)"},
		{[]string{"explore", "--cp", p("cycle"), "C"}, "explore: main class C: java.lang.ClassCircularityError: C is its own superclass"},
		// entries and tests that are not there
		{[]string{"run", "--cp", classes, "--entry", "Hello#nope"}, "run: --entry Hello#nope: no method nope in class Hello"},
		{[]string{"explore", "--cp", classes, "--test", "Nope"}, "explore: --test Nope: class Nope not found on the class path"},
		{[]string{"analyze", "--cp", classes, "--entry", "Hello#main"}, "analyze: --entry Hello#main: "},
		// traces
		{[]string{"replay"}, "replay: want one trace file, got 0 arguments (see weft replay --help)"},
		{[]string{"replay", p("corrupt.trace.json")}, "not a weft trace"},
		{[]string{"replay", p("array.trace.json")}, "not a weft trace"},
		{[]string{"replay", jar}, "not a weft trace"},
		{[]string{"replay", p("emptyzip.jar")}, "emptyzip.jar: a jar (zip) file, not a weft trace"},
		{[]string{"replay", dir}, "replay: " + dir + " is a directory, not a weft trace"},
		{[]string{"replay", "help"}, "replay: help: not a weft trace"},
		{[]string{"replay", p("wrongtype.trace.json")}, `wrongtype.trace.json: not a weft trace: its "format" is a JSON number, want a string`},
		{[]string{"replay", p("wrongfield.trace.json")}, `wrongfield.trace.json: not a weft trace: its "decisions" is a JSON string, want an array`},
		{[]string{"replay", p("stdin.trace.json")}, `stdin.trace.json: not a weft trace: its "stdin" is not base64`},
		{[]string{"replay", p("emptycp.trace.json")}, `emptycp.trace.json: the trace's "classpath" has an empty entry`},
		{[]string{"replay", p("passes.trace.json")}, "the program no longer fails"},
		{[]string{"replay", p("other.trace.json")}, "other.trace.json: could not find or load main class wronglock.Main"},
		{[]string{"replay", p("gone.trace.json")}, "gone.trace.json: the traced program is gone"},
		{[]string{"replay", p("missing.trace.json")}, "weft: replay: " + p("missing.trace.json") + ": no such trace file: weft explore writes one"},
		// flags with bad values
		{[]string{"explore", "--timeout", "abc", jar}, `explore: --timeout "abc": want a duration such as 30s`},
		{[]string{"explore", jar, "--timeout", "abc"}, `explore: --timeout "abc": want a duration such as 30s`},
		{[]string{"explore", "--timeout", "s", jar}, `explore: --timeout "s": want a duration such as 30s`},
		{[]string{"explore", "--timeout", ".s", jar}, `explore: --timeout ".s": want a duration such as 30s`},
		{[]string{"explore", "--timeout", "-1s", jar}, "--timeout must not be negative"},
		{[]string{"explore", "--timeout", "-1", jar}, `explore: --timeout "-1": want a duration such as 30s, 5m or 1h30m, not a negative number`},
		{[]string{"explore", "--strategy", "", jar}, `explore: --strategy "": want one of dfs, dpor`},
		{[]string{"explore", "--max-states", "-1", jar}, "--max-states must not be negative"},
		{[]string{"explore", "--strategy", "unfold", "--solver-timeout", "-1s", jar}, "explore: --solver-timeout must not be negative"},
		{[]string{"explore", "--strategy", "dpor", "--solver-timeout", "1s", jar}, "explore: --solver-timeout applies to --strategy unfold, unfold-ctx and dpor-dse only"},
		{[]string{"bench", "unfold", "--solver-timeout", "-1s"}, "bench unfold: --solver-timeout must not be negative"},
		{[]string{"explore", "--strategy", "nope", jar}, `unknown strategy "nope"`},
		{[]string{"explore", "--seed", "x", jar}, `explore: --seed "x": want an integer`},
		{[]string{"explore", "--format", "xml", jar}, `--format "xml": want text or json`},
		{[]string{"explore", "--depth", "0", jar}, "--depth must be at least 1"},
		// numbers too large for the flag: not "want an integer"
		{[]string{"explore", "--max-states", "99999999999999999999", jar}, `explore: --max-states "99999999999999999999": out of range: the largest value is 9223372036854775807`},
		{[]string{"analyze", "--top", "-99999999999999999999", jar}, `analyze: --top "-99999999999999999999": out of range: the smallest value is`},
		{[]string{"explore", "--timeout", "99999999999h", jar}, `explore: --timeout "99999999999h": out of range: the largest duration is 2562047h47m16.854775807s`},
		// flags the chosen strategy or schedule would ignore
		{[]string{"explore", "--strategy", "dfs", "--seed", "5", jar}, "explore: --seed applies to --strategy random, pct and vsched only"},
		{[]string{"explore", "--strategy", "dpor", "--seed", "5", jar}, "explore: --seed applies to --strategy random, pct and vsched only"},
		{[]string{"explore", "--strategy", "random", "--depth", "2", jar}, "explore: --depth applies to --strategy pct only"},
		{[]string{"run", "--seed", "5", jar}, "run: --seed applies to --schedule random only"},
		// entry specs checked before the class path is read, named once
		{[]string{"explore", "--entry", "foo", jar}, `weft: explore: --entry "foo": want pkg.Class#method (see weft explore --help)`},
		{[]string{"run", "--entry", "Hello#x", "--setup", "bad", jar}, `weft: run: --setup "bad": want pkg.Class#method (see weft run --help)`},
		{[]string{"explore", "--test", "a b", jar}, `weft: explore: --test "a b": want pkg.Class or pkg.Class#method`},
		// a directory that holds no benchmarks
		{[]string{"bench", "static", "--dir", p("emptydir")}, "bench static: " + p("emptydir") + " is not a weft benchmarks directory (no suite.json): run from weft's repository, or name the directory with --dir DIR"},
		{[]string{"bench", "explore"}, "bench explore: " + p("benchmarks") + " is not a weft benchmarks directory"},
		{[]string{"analyze", "--suite", p("emptydir")}, "name the directory with --suite DIR"},
		{[]string{"explore", "--trace", p("no/such/dir/t.json"), jar}, "explore: --trace: stat " + p("no/such/dir")},
		{[]string{"explore", "--trace", dir, jar}, "explore: --trace: " + dir + " is a directory"},
		{[]string{"explore", "--bogus", jar}, "explore: unknown flag --bogus"},
		{[]string{"explore", "--timeout"}, "flag --timeout needs a value"},
		{[]string{"run", "--seed", "x", jar}, `run: --seed "x": want an integer`},
		{[]string{"run", "--max-steps", "-1", jar}, "run: --max-steps must not be negative"},
		{[]string{"run", "--trace=maybe", jar}, `run: --trace "maybe": want true or false`},
		{[]string{"run", "--trace", "out.json", jar}, "run: --trace takes no file: it prints every visible operation on stderr (weft explore --trace FILE writes a trace); out.json is not a jar"},
		{[]string{"run", "--schedule", "nope", jar}, `weft: run: --schedule "nope": want fifo or random`},
		{[]string{"analyze", "--format", "xml", jar}, `--format "xml": want text, json or sarif`},
		{[]string{"analyze", "--top", "x", jar}, `analyze: --top "x": want an integer`},
		{[]string{"analyze", "--top", "-3", jar}, "analyze: --top must not be negative"},
		{[]string{"analyze", "--dot", p("emptydir/no/such/dir/peg.dot"), jar}, "analyze: --dot: open "},
		{[]string{"replay", "--format", "xml", p("passes.trace.json")}, `--format "xml": want text or json`},
		{[]string{"replay", "--max-steps", "-1", p("passes.trace.json")}, "replay: --max-steps must not be negative"},
		{[]string{"bench", "explore", "--timeout", "-1s"}, "bench explore: --timeout and --max-execs must not be negative"},
		{[]string{"bench", "explore", "--runs", "0"}, "bench explore: --runs must be at least 1"},
		{[]string{"bench", "unfold", "--timeout", "x"}, `bench unfold: --timeout "x": want a duration`},
		{[]string{"bench", "nope"}, `weft: bench: unknown command "nope"`},
		{[]string{"nope"}, `weft: unknown command "nope" (see weft --help)`},
		{[]string{"--bogus"}, "weft: unknown flag --bogus"},
	}
	if os.Geteuid() != 0 { // root reads any file
		write("unreadable.jar", nil)
		if err := os.Chmod(p("unreadable.jar"), 0); err != nil {
			t.Fatal(err)
		}
		cases = append(cases, struct {
			args []string
			want string
		}{[]string{"run", p("unreadable.jar")}, "permission denied"})
	}
	for _, tc := range cases {
		out, stderr, code := weftIn(t, dir, tc.args...)
		if code != 2 {
			t.Errorf("weft %v: exit %d, want 2\nstdout %q\nstderr %q", tc.args, code, out, stderr)
		}
		if !strings.HasPrefix(stderr, "weft: ") || strings.Count(stderr, "\n") != 1 {
			t.Errorf("weft %v: stderr %q, want one line starting with \"weft: \"", tc.args, stderr)
		}
		if !strings.Contains(stderr, tc.want) {
			t.Errorf("weft %v: stderr %q, want it to contain %q", tc.args, stderr, tc.want)
		}
		for _, bad := range []string{"panic", "goroutine", "Incorrect Usage"} {
			if strings.Contains(stderr+out, bad) {
				t.Errorf("weft %v: output has %q:\n%s%s", tc.args, bad, out, stderr)
			}
		}
	}
}

// weft analyze leaves out the classes it cannot read, and says so.
func TestAnalyzeWarnsUnreadable(t *testing.T) {
	classes := runCompileJava(t, map[string]string{
		"Hello.java": `public class Hello { public static void main(String[] a) { System.out.println("hi"); } }`,
	})
	hello, err := os.ReadFile(filepath.Join(classes, "Hello.class"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	jar := filepath.Join(dir, "app.jar")
	zipJar(t, jar, "Hello", false, map[string][]byte{"Hello.class": hello, "Extra.class": hello[:30]})
	out, stderr, code := runWeft(t, "analyze", jar)
	if code != 0 || !strings.Contains(out, "weft analyze") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, stderr)
	}
	want := "weft: analyze: warning: a class cannot be read and is not analyzed: " + jar + "!Extra.class: offset"
	if !strings.Contains(stderr, want) {
		t.Errorf("stderr %q, want %q", stderr, want)
	}
	zipJar(t, jar, "Hello", false, map[string][]byte{"Hello.class": hello})
	if _, stderr, code := runWeft(t, "analyze", jar); code != 0 || stderr != "" {
		t.Errorf("a sound jar: exit %d, stderr %q", code, stderr)
	}
}

// An unmodelled native method stops run and explore with exit 2 and one
// line naming the method and where the program reached it: File.java:line,
// the method and the thread.
func TestUnmodelledNativeLocated(t *testing.T) {
	classes := runCompileJava(t, map[string]string{"Sensor.java": `public class Sensor {
    static native int read();

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            System.out.println(read());
        }, "poller");
        t.start();
        t.join();
    }
}
`})
	expectOneLineError(t, classes, "Sensor", `native method Sensor.read()I is not modelled: a native (JNI) method of the program cannot run in weft's VM; give it a Java body, or explore an entry that does not call it (reached at Sensor.java:6 in Sensor.lambda$main$0, thread "poller")`)
}

// expectOneLineError checks that run and explore of main stop with exit 2
// and one line on stderr containing want.
func expectOneLineError(t *testing.T, classes, main, want string) {
	t.Helper()
	for _, cmd := range []string{"run", "explore"} {
		out, stderr, code := runWeft(t, cmd, "--cp", classes, main)
		if code != 2 || !strings.Contains(stderr, want) || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
			t.Errorf("%s: exit %d, want 2 and one line with %q:\n%s%s", cmd, code, want, out, stderr)
		}
	}
}

// A native library (System.loadLibrary) and the network are not
// modelled: one line says so, where the program reached it. Before,
// loadLibrary threw a NullPointerException inside the JDK, which run and
// explore reported as the program's uncaught exception (a false bug), and
// the network's message said nothing of what it means.
func TestLibraryAndNetworkUnmodelled(t *testing.T) {
	classes := runCompileJava(t, map[string]string{"Lib.java": `public class Lib {
    public static void main(String[] args) {
        System.loadLibrary("foo");
    }
}
`, "Net.java": `public class Net {
    public static void main(String[] args) throws Exception {
        new java.net.ServerSocket(0).close();
    }
}
`})
	expectOneLineError(t, classes, "Lib", `loading the native library "foo" (System.loadLibrary, System.load) is not modelled: weft's VM runs no native code (reached at Lib.java:3 in Lib.main, thread "main")`)
	expectOneLineError(t, classes, "Net", `is not modelled: weft's VM has no network (sockets, addresses, channels); explore an entry that does not use it (reached at Net.java:3 in Net.main, thread "main")`)
}

// A class in a JDK package that no module of the JDK holds (here one the
// program was compiled against and that is gone) stops the run with a
// located error.
func TestMissingJDKClassLocated(t *testing.T) {
	classes := runCompileJava(t, map[string]string{
		"Gone.java": `package javax.weftgone; public class Gone { public static void hi() { } }`,
		"Logs.java": `public class Logs {
    public static void main(String[] args) {
        System.out.println("start");
        javax.weftgone.Gone.hi();
    }
}
`})
	if err := os.RemoveAll(filepath.Join(classes, "javax")); err != nil {
		t.Fatal(err)
	}
	want := `class not found: javax.weftgone.Gone (weft's VM has the program's classes and the JDK modules java resolves for a class-path program) (reached at Logs.java:4 in Logs.main, thread "main")`
	for _, cmd := range []string{"run", "explore"} {
		out, stderr, code := runWeft(t, cmd, "--cp", classes, "Logs")
		if code != 2 || !strings.Contains(stderr, want) {
			t.Errorf("%s: exit %d, want 2 and %q:\n%s%s", cmd, code, want, out, stderr)
		}
	}
}

// Class-path resources are read from the program's directories and jars
// (vm.TestConformanceResources); a jar: URL of a jar that is not on the
// class path stops the run with a located error.
func TestResourcesUnmodelledLocated(t *testing.T) {
	classes := runCompileJava(t, map[string]string{"Res.java": `public class Res {
    public static void main(String[] a) throws Exception {
        System.out.println(ClassLoader.getSystemClassLoader().getResources("data.txt").hasMoreElements());
        new java.net.URL("jar:file:/nowhere/x.jar!/data.txt").openStream();
    }
}
`})
	want := `opening jar:file:/nowhere/x.jar!/data.txt, a jar: URL of no class-path jar, is not modelled (reached at Res.java:4 in Res.main, thread "main")`
	out, stderr, code := runWeft(t, "run", "--cp", classes, "Res")
	if code != 2 || out != "false\n" || !strings.Contains(stderr, want) {
		t.Errorf("exit %d, want 2, false and %q:\n%s%s", code, want, out, stderr)
	}
}

// java.util.logging, in module java.logging: several threads log through
// the root logger's ConsoleHandler, which prints to stderr what java
// prints (but the date: the VM's clock is fixed, and its time zone UTC),
// and explore runs the program without a VM error.
func TestJavaLogging(t *testing.T) {
	javatest.Need(t, "java")
	classes := runCompileJava(t, map[string]string{"Logs.java": `import java.util.logging.*;
public class Logs {
    static final Logger LOG = Logger.getLogger("logs");
    static int n;
    public static void main(String[] args) throws Exception {
        System.out.println("start");
        for (int i = 0; i < 3; i++) {
            final int id = i;
            Thread t = new Thread(() -> { LOG.info("worker " + id); synchronized (Logs.class) { n++; } }, "w" + i);
            t.start();
            t.join();
        }
        LOG.warning("done " + n);
        Logger.getLogger("logs.child").fine("not shown");
        LOG.log(Level.SEVERE, "severe {0}", "x");
        System.out.println("n=" + n + " level=" + LOG.getLevel() + " parent=" + LOG.getParent().getName());
    }
}
`})
	java := exec.Command("java", "-ea", "-cp", classes, "Logs")
	var jout, jerr bytes.Buffer
	java.Stdout, java.Stderr = &jout, &jerr
	if err := java.Run(); err != nil {
		t.Fatalf("java: %v\n%s", err, jerr.String())
	}
	date := regexp.MustCompile(`(?m)^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2}:\d{2} [AP]M `)
	out, stderr, code := runWeft(t, "run", "--cp", classes, "Logs")
	stderr = stderr[:strings.LastIndex(stderr, "weft: ")]
	if code != 0 || out != jout.String() || date.ReplaceAllString(stderr, "DATE ") != date.ReplaceAllString(jerr.String(), "DATE ") {
		t.Errorf("run: exit %d\nstdout:\n%s\nstderr:\n%s\njava's:\n%s%s", code, out, stderr, jout.String(), jerr.String())
	}
	if !strings.HasPrefix(stderr, "Nov 14, 2023 10:13:20 PM Logs lambda$main$0\nINFO: worker 0\n") {
		t.Errorf("run: stderr starts %q, want the VM's fixed date", stderr)
	}
	for _, strategy := range []string{"vsched", "dpor"} {
		out, stderr, code := runWeft(t, "explore", "--strategy", strategy, "--timeout", "3s", "--cp", classes, "Logs")
		if code != 0 || !strings.Contains(out+stderr, "no bug found") {
			t.Errorf("explore --strategy %s: exit %d\n%s%s", strategy, code, out, stderr)
		}
	}
}

// A replay that cannot start or diverges because the traced jar was
// replaced after the trace was written says so.
func TestReplayChangedJar(t *testing.T) {
	boom := runCompileJava(t, map[string]string{
		"Boom.java": `public class Boom { public static void main(String[] a) throws Exception { Thread t = new Thread(() -> {}); t.start(); t.join(); throw new IllegalStateException("boom"); } }`,
	})
	ok := runCompileJava(t, map[string]string{"Ok.java": `public class Ok { public static void main(String[] a) { } }`})
	jar := packJar(t, boom, "Boom")
	trace := filepath.Join(t.TempDir(), "t.json")
	if out, stderr, code := runWeft(t, "explore", "--trace", trace, jar); code != 1 {
		t.Fatalf("explore: exit %d\n%s%s", code, out, stderr)
	}
	// Another program under the traced jar's name: its main class is gone.
	data, err := os.ReadFile(packJar(t, ok, "Ok"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(jar, data, 0o644); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Minute)
	if err := os.Chtimes(jar, later, later); err != nil {
		t.Fatal(err)
	}
	_, stderr, code := runWeft(t, "replay", trace)
	want := "could not find or load main class Boom (" + jar + " was modified after the trace was written: the program may have changed since; explore it again)"
	if code != 2 || !strings.Contains(stderr, want) {
		t.Errorf("replay: exit %d, want 2 and %q:\n%s", code, want, stderr)
	}
}

// A class with jsr/ret (javac before Java 6): the VM runs it, the static
// analysis cannot lower it. analyze and explore's vsched say where (the
// method and File.java:line, not only a bytecode offset) and what to do;
// dpor, which needs no static analysis, explores it.
func TestJsrLocated(t *testing.T) {
	classes := runCompileJava(t, map[string]string{"Old.java": `public class Old {
    public static void main(String[] a) { System.out.println("hi"); }
}
`})
	path := filepath.Join(classes, "Old.class")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// main's 9 bytes getstatic out; ldc "hi"; invokevirtual println; return
	// become jsr 4; return; astore_0; ret 0; nop; nop, in a version-49
	// class file (java -cp runs it: the old verifier allows subroutines).
	at := -1
	for i := 0; i+9 <= len(b); i++ {
		if b[i] == 0xb2 && b[i+3] == 0x12 && b[i+5] == 0xb6 && b[i+8] == 0xb1 {
			at = i
			break
		}
	}
	if at < 0 {
		t.Fatal("main's code not found in Old.class")
	}
	copy(b[at:], []byte{0xa8, 0, 4, 0xb1, 0x4b, 0xa9, 0, 0, 0})
	b[6], b[7] = 0, 49
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	javatest.Need(t, "java")
	if out, err := exec.Command("java", "-cp", classes, "Old").CombinedOutput(); err != nil {
		t.Fatalf("java -cp %s Old: %v\n%s", classes, err, out)
	}
	where := "Old.main (Old.java:2, pc 0): jsr (a subroutine, from a compiler for Java 5 or older) is not supported by the static analysis; recompile the class for Java 6 or later"
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"analyze", "--cp", classes, "--main", "Old"}, "weft: analyze: " + where + "\n"},
		{[]string{"explore", "--cp", classes, "Old"}, "weft: explore: vsched: static analysis: " + where + " (--strategy dpor explores without the static analysis)\n"},
	} {
		out, stderr, code := runWeft(t, tc.args...)
		if code != 2 || stderr != tc.want {
			t.Errorf("weft %v: exit %d, stderr %q; want 2 and %q\n%s", tc.args, code, stderr, tc.want, out)
		}
	}
	out, stderr, code := runWeft(t, "explore", "--strategy", "dpor", "--cp", classes, "Old")
	if code != 0 || !strings.Contains(out, "the search space is exhausted") {
		t.Errorf("explore --strategy dpor: exit %d, want 0 and an exhausted search:\n%s%s", code, out, stderr)
	}
}

// Starting a process is not modelled: the error names the native with its
// class as Java writes it, says what it means, and where the program
// reached it.
func TestProcessUnmodelledLocated(t *testing.T) {
	classes := runCompileJava(t, map[string]string{"Exec.java": `public class Exec {
    public static void main(String[] a) throws Exception {
        Process p = new ProcessBuilder("true").start();
        System.out.println(p.waitFor());
    }
}
`})
	expectOneLineError(t, classes, "Exec", `native method java.lang.ProcessImpl.init()V is not modelled: weft's VM cannot start operating-system processes (ProcessBuilder.start, Runtime.exec) (reached at Exec.java:3 in Exec.main, thread "main")`)
}

// A target invoked through a method handle runs as an ordinary call:
// its accesses are scheduling points, so dpor finds the lost update of
// two threads incrementing through one handle.
func TestMethodHandleTargetRaces(t *testing.T) {
	classes := runCompileJava(t, map[string]string{"Race.java": `import java.lang.invoke.*;
public class Race {
    int n;
    void inc() { n = n + 1; }
    public static void main(String[] a) throws Throwable {
        Race r = new Race();
        MethodHandle inc = MethodHandles.lookup().findVirtual(Race.class, "inc", MethodType.methodType(void.class));
        Thread t = new Thread(() -> {
            try { inc.invokeExact(r); } catch (Throwable e) { throw new RuntimeException(e); }
        });
        t.start();
        inc.invokeExact(r);
        t.join();
        assert r.n == 2 : "lost update " + r.n;
    }
}
`})
	// In a directory of its own: explore writes Race.trace.json there.
	out, stderr, code := weftIn(t, t.TempDir(), "explore", "--cp", classes, "--strategy", "dpor", "Race")
	if code != 1 || !strings.Contains(out, "bug found: assertion") || !strings.Contains(out, "lost update 1") {
		t.Errorf("explore: exit %d, want 1 and the lost update:\n%s%s", code, out, stderr)
	}
}

// A method handle from a Lookup and the common combinators work; a
// operation the VM does not model (varHandleInvoker) stops: the error
// says so, names what works instead, and where the program asked for one.
func TestMethodHandleUnmodelledLocated(t *testing.T) {
	classes := runCompileJava(t, map[string]string{"Handle.java": `import java.lang.invoke.*;
public class Handle {
    public static void main(String[] a) throws Throwable {
        MethodHandle h = MethodHandles.lookup().findVirtual(String.class, "length", MethodType.methodType(int.class));
        System.out.println((int) h.invokeExact("abc"));
        MethodHandle d = MethodHandles.dropArguments(h, 1, int.class);
        System.out.println((int) d.invokeExact("abc", 1));
        MethodHandle g = MethodHandles.varHandleInvoker(VarHandle.AccessMode.GET, MethodType.methodType(int.class, int[].class, int.class));
        System.out.println(g);
    }
}
`})
	want := `weft's VM does not model this method-handle operation (MethodHandles.varHandleInvoker, varHandleExactInvoker, Lookup.revealDirect, …) nor JDK code built on such operations; a Lookup's find*, unreflect*, invoke, invokeExact, invokeWithArguments, bindTo, asType, MethodHandles.insertArguments, dropArguments, filterArguments, filterReturnValue, foldArguments, permuteArguments, collectArguments, guardWithTest, tableSwitch, the loops (loop, whileLoop, doWhileLoop, countedLoop, iteratedLoop), tryFinally, catchException, throwException, constant, identity, zero, arrayElementGetter, arrayElementSetter, arrayLength, arrayConstructor, invoker, exactInvoker, spreadInvoker, asSpreader, asCollector and asVarargsCollector work, as do lambdas, method references, VarHandles and reading a record back from an ObjectInputStream (reached at Handle.java:8 in Handle.main, thread "main")`
	out, stderr, code := runWeft(t, "run", "--cp", classes, "Handle")
	if code != 2 || out != "3\n3\n" || !strings.Contains(stderr, want) || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
		t.Errorf("run: exit %d, want 2 and one line with %q:\n%s%s", code, want, out, stderr)
	}
	// LambdaMetafactory called directly works (vm conformance program
	// LambdaMetafactoryDirect); a field's handle as the implementation
	// is refused as java refuses it, with a LambdaConversionException
	// (vm conformance program MethodHandles9).
	classes = runCompileJava(t, map[string]string{"Lmf.java": `import java.lang.invoke.*;
import java.util.function.Supplier;
public class Lmf {
    static String s = "hi";
    public static void main(String[] a) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle impl = l.findStaticGetter(Lmf.class, "s", String.class);
        CallSite cs = LambdaMetafactory.metafactory(l, "get", MethodType.methodType(Supplier.class),
            MethodType.methodType(Object.class), impl, MethodType.methodType(String.class));
        System.out.println(((Supplier<?>) cs.getTarget().invoke()).get());
    }
}
`})
	want = "Exception in thread \"main\" java.lang.invoke.LambdaConversionException: Unsupported MethodHandle kind: getStatic Lmf.s:()String\n\tat Lmf.main(Lmf.java:8)\n"
	out, stderr, code = runWeft(t, "run", "--cp", classes, "Lmf")
	if code != 1 || !strings.Contains(stderr, want) {
		t.Errorf("run Lmf: exit %d, want 1 and %q:\n%s%s", code, want, out, stderr)
	}
}
