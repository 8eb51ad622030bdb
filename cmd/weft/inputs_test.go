package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"weft/internal/javatest"
)

func TestRunSymbolicInputs(t *testing.T) {
	dir := javatest.Compile(t, "../../vm/testdata/sym/*.java", "../../benchmarks/api/src/weft/Input.java")
	cfg := runCompileJava(t, map[string]string{"Cfg.java": `public class Cfg {
	static int read() { return 42; }
	int inst() { return 1; }
	public static void main(String[] a) {
		int v = read();
		if (v == 7) throw new IllegalStateException("seven");
		System.out.println("v=" + v);
	}
}`})
	cases := []struct {
		args      []string
		code      int
		out       string
		errs      []string
		forbidden string
	}{
		{[]string{"run", "--show-path", "--cp", dir, "SymBranch"}, 0, "small\n", []string{
			"weft: input main#0 = 0 (int) at SymBranch.java:6 (SymBranch.main, thread main)\n",
			"weft: path 1: ((main#0 - 12000) != 345) at SymBranch.java:8 (SymBranch.main, thread main)\n",
			"weft: path 2: (main#0 <= 7) at SymBranch.java:11 (SymBranch.main, thread main)\n"}, ""},
		{[]string{"run", "--input", "main#0=12345", "--cp", dir, "SymBranch"}, 1, "", []string{"java.lang.IllegalStateException: x is 12345"}, "weft: path"},
		{[]string{"run", "--show-path", "--input", "main#0=0x10", "--input", "main.1#0=-3", "--cp", dir, "SymShared"}, 0, "total > 30\ng < mine\nalways\n", []string{
			"weft: input main.1#0 = -3 (int) at SymShared.java:19 (SymShared.lambda$main$0, thread Thread-0)",
			"weft: path 3: (-main#0 < main.1#0) at SymShared.java:26 (SymShared.lambda$main$0, thread Thread-0)"}, ""},
		{[]string{"run", "--show-path", "--input", "main#1='z'", "--input", "nosuch=1", "--cp", dir, "SymSwitch"}, 0, "other\nz\n", []string{
			"weft: input main#1 = 122 (char)", "weft: run: warning: --input nosuch: the run read no input of that name"}, ""},
		// An input that reaches the JDK is pinned there by default, and
		// branched on there with --symbolic-jdk.
		{[]string{"run", "--show-path", "--cp", dir, "SymLib"}, 0, "x=42\n43\n-3 7 42\nsmall\nover 40\n", []string{
			"weft: path 1: (main#0 == 42) at StringBuilder.java:", "(java.lang.StringBuilder.append, thread main)\n",
			"weft: path 5: (main#0 > 40) at SymLib.java:24 (SymLib.main, thread main)\n"}, "(java.lang.Integer."},
		{[]string{"run", "--show-path", "--symbolic-jdk", "--cp", dir, "SymLib"}, 0, "x=42\n43\n-3 7 42\nsmall\nover 40\n", []string{
			"(java.lang.Integer.stringSize, thread main)\n", "(SymLib.main, thread main)\n"}, " == 42) at StringBuilder.java:"},
		{[]string{"run", "--cp", cfg, "Cfg"}, 0, "v=42\n", nil, ""},
		{[]string{"run", "--show-path", "--input-method", "Cfg.read", "--cp", cfg, "Cfg"}, 0, "v=0\n", []string{"weft: path 1: (main#0 != 7) at Cfg.java:6 (Cfg.main, thread main)"}, ""},
		{[]string{"run", "--input-method", "Cfg.read", "--input", "main#0=7", "--cp", cfg, "Cfg"}, 1, "", []string{"IllegalStateException: seven"}, ""},
		{[]string{"run", "--input-method", "Cfg.inst", "--cp", cfg, "Cfg"}, 2, "", []string{"input method Cfg.inst()I must be static"}, ""},
		{[]string{"run", "--input-method", "read", "--cp", cfg, "Cfg"}, 2, "", []string{`--input-method "read": want pkg.Class.method`}, ""},
		{[]string{"run", "--input", "main#0", "--cp", cfg, "Cfg"}, 2, "", []string{`--input "main#0": want NAME=VALUE`}, ""},
	}
	for _, c := range cases {
		out, errs, code := runWeft(t, c.args...)
		bad := code != c.code || out != c.out || (c.forbidden != "" && strings.Contains(errs, c.forbidden))
		for _, e := range c.errs {
			bad = bad || !strings.Contains(errs, e)
		}
		if bad {
			t.Errorf("weft %s: exit %d stdout %q stderr:\n%s\nwant exit %d stdout %q stderr with %q", strings.Join(c.args, " "), code, out, errs, c.code, c.out, c.errs)
		}
	}
}

// TestExploreInputs: explore takes --input-method and --input, the trace
// keeps them, and replay runs with them.
func TestExploreInputs(t *testing.T) {
	cfg := runCompileJava(t, map[string]string{"Cfg.java": `public class Cfg {
	static int read() { return 42; }
	public static void main(String[] a) {
		if (read() == 7) throw new IllegalStateException("seven");
	}
}`})
	jar := packJar(t, cfg, "Cfg")
	trace := filepath.Join(t.TempDir(), "cfg.json")
	out, errs, code := runWeft(t, "explore", jar, "--strategy", "dpor", "--input-method", "Cfg.read", "--input", "main#0=7", "--trace", trace)
	if code != 1 || !strings.Contains(out, "IllegalStateException: seven") || !strings.Contains(out, "\ninputs: main#0=7\n") {
		t.Fatalf("explore: exit %d\n%s%s", code, out, errs)
	}
	b, err := os.ReadFile(trace)
	if err != nil {
		t.Fatal(err)
	}
	if s := string(b); !strings.Contains(s, `"input_methods": [`) || !strings.Contains(s, `"main#0": 7`) {
		t.Fatalf("trace lacks the inputs:\n%s", s)
	}
	if rout, errs, code := runWeft(t, "replay", trace); code != 1 || !strings.Contains(rout, "seven") || !strings.Contains(rout, "inputs: main#0=7") {
		t.Fatalf("replay: exit %d\n%s%s", code, rout, errs)
	}
	if _, _, code := runWeft(t, "explore", jar, "--strategy", "dpor", "--input-method", "Cfg.read"); code != 0 {
		t.Fatalf("explore without the input value: exit %d, want 0", code)
	}
}
