package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// figureJars compiles mhp/testdata/figures and packs two jars: one whose
// Main-Class is Fig5_1, one without a Main-Class.
func figureJars(t *testing.T) (withMain, noMain string) {
	t.Helper()
	classes := compileJava(t, "../../mhp/testdata/figures/*.java")
	return packJar(t, classes, "Fig5_1"), packJar(t, classes, "")
}

func TestAnalyzeText(t *testing.T) {
	jar, _ := figureJars(t)
	out, stderr, code := runWeft(t, "analyze", jar)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{
		"  1. RW  Account.val  priority",
		"read      Fig5_1.java:16         Fig5_1$Thread1.run  thread Thread1@Fig5_1.java:43  locks Account@Fig5_1.java:41",
		"MM  monitor Account@Fig5_1.java:42",
		"RW 5  MM 2  WM 0  WN 0",
		"PEG nodes ",
		"time ",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// Flags may follow the jar, as users type them.
func TestAnalyzeFlagsAfterJar(t *testing.T) {
	jar, _ := figureJars(t)
	out, stderr, code := runWeft(t, "analyze", jar, "--top", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(out, "  1. RW") || strings.Contains(out, "  2. ") || !strings.Contains(out, "more (--top 0 shows all)") {
		t.Errorf("--top 1 after the jar did not limit the list:\n%s", out)
	}
	if _, stderr, code := runWeft(t, "analyze", jar, "--bogus"); code != 2 || !strings.Contains(stderr, "unknown flag --bogus") {
		t.Errorf("unknown flag after the jar: exit %d, stderr %q", code, stderr)
	}
}

func TestAnalyzeNoMainClass(t *testing.T) {
	_, noMain := figureJars(t)
	_, stderr, code := runWeft(t, "analyze", noMain)
	if code != 2 || !strings.Contains(stderr, "no Main-Class") || !strings.Contains(stderr, "--main") {
		t.Errorf("exit %d, stderr %q; want 2 and a message naming --main", code, stderr)
	}
	_, stderr, code = runWeft(t, "analyze", "--main", "Nope", noMain)
	if code != 2 || !strings.Contains(stderr, "Nope") {
		t.Errorf("missing main class: exit %d, stderr %q", code, stderr)
	}
	_, _, code = runWeft(t, "analyze", "--filters", "bogus", noMain)
	if code != 2 {
		t.Errorf("bad --filters: exit %d, want 2", code)
	}
}

func TestAnalyzeJSONAndSARIF(t *testing.T) {
	_, noMain := figureJars(t)
	out, stderr, code := runWeft(t, "analyze", "--main", "Fig4_7", "--format", "json", noMain)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var doc struct {
		Main  string
		Pairs []struct {
			Rank int
			Kind string
			A    struct {
				Thread, Op, Method, File string
				Line                     int
			}
		}
		Counts map[string]int
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	snakeKeys(t, "analyze --format json", out)
	if doc.Main != "Fig4_7" || len(doc.Pairs) != 4 || doc.Counts["RW"] != 1 || doc.Counts["WN"] != 1 || doc.Counts["peg_nodes"] == 0 {
		t.Errorf("unexpected JSON: %+v", doc)
	}
	if p := doc.Pairs[0]; p.Kind != "RW" || p.A.File != "Fig4_7.java" || p.A.Line != 12 || p.A.Method != "f2()V" {
		t.Errorf("first pair %+v", p)
	}

	out, _, code = runWeft(t, "analyze", "--main", "Fig4_7", "--format", "sarif", "--filters", "none", "--mhp", "unsync", noMain)
	if code != 0 {
		t.Fatalf("sarif exit %d", code)
	}
	var sarif struct {
		Version string
		Runs    []struct {
			Tool struct {
				Driver struct {
					Rules []struct{ ID string }
				}
			}
			Results []struct {
				RuleID    string
				RuleIndex int
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI string }
						Region           struct{ StartLine int }
					}
				}
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &sarif); err != nil {
		t.Fatal(err)
	}
	if sarif.Version != "2.1.0" || len(sarif.Runs) != 1 || len(sarif.Runs[0].Tool.Driver.Rules) != 4 {
		t.Fatalf("bad SARIF header: %s", out[:min(len(out), 400)])
	}
	rules := sarif.Runs[0].Tool.Driver.Rules
	for _, r := range sarif.Runs[0].Results {
		if rules[r.RuleIndex].ID != r.RuleID || len(r.Locations) != 2 || r.Locations[0].PhysicalLocation.Region.StartLine == 0 {
			t.Errorf("bad result %+v", r)
		}
	}
	if len(sarif.Runs[0].Results) < 4 {
		t.Errorf("%d results", len(sarif.Runs[0].Results))
	}
}

func TestAnalyzeDOT(t *testing.T) {
	_, noMain := figureJars(t)
	dot := filepath.Join(t.TempDir(), "peg.dot")
	_, stderr, code := runWeft(t, "analyze", "--main", "Fig4_7", "--dot", dot, noMain)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	b, err := os.ReadFile(dot)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	for _, want := range []string{"digraph PEG", "notified-entry", "notifyAll", "style=dashed, color=blue", "write(Fig4_7$Obj.val)"} {
		if !strings.Contains(s, want) {
			t.Errorf("DOT lacks %q", want)
		}
	}
}

func TestIR(t *testing.T) {
	out, stderr, code := runWeft(t, "ir", "java.util.Vector.add(Ljava/lang/Object;)Z")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(out, "java.util.Vector.add(Ljava/lang/Object;)Z (a0:ref, a1:ref)") || !strings.Contains(out, "// Vector.java:") {
		t.Errorf("unexpected IR:\n%s", out)
	}
	_, _, code = runWeft(t, "ir", "java.util.Vector.nope")
	if code != 2 {
		t.Errorf("missing method: exit %d, want 2", code)
	}
}

// --suite reads a benchmarks directory's manifest and prints the table with
// the documented races' ranks.
func TestAnalyzeSuite(t *testing.T) {
	jar, _ := figureJars(t)
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "jars"), 0o755)
	b, _ := os.ReadFile(jar)
	os.WriteFile(filepath.Join(dir, "jars", "fig5_1.jar"), b, 0o644)
	manifest := `{"cases": [{"name": "fig5_1", "suite": "A", "jar": "jars/fig5_1.jar", "main": "Fig5_1",
	  "races": [{"var": "Account.val", "sites": ["Fig5_1.java:16", "Fig5_1.java:29"], "kind": "RW"},
	            {"var": "monitor Account", "sites": ["Fig5_1.java:18", "Fig5_1.java:28"], "kind": "MM"}],
	  "reference": {"peg_nodes": 10, "mhp_pairs": 20, "rw": 5, "mm": 2, "wm": 0, "wn": 0, "static_s": 1.5}}]}`
	os.WriteFile(filepath.Join(dir, "suite.json"), []byte(manifest), 0o644)
	out, stderr, code := runWeft(t, "analyze", "--suite", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{
		"| fig5_1 | ", "| 10 | 20 | 5/2/0/0 | 1.50 |", "RW Account.val: 1", "MM monitor Account: 6",
		"Documented races: 2, reported 2, in the top 10 2.", "| fig5_1 | none |",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
}

// snakeKeys fails the test unless every key of the JSON document doc is
// snake_case (the pair kinds RW, MM, WM and WN as they are named), so that
// analyze's, explore's and the traces' documents spell their fields alike.
func snakeKeys(t *testing.T, what, doc string) {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(doc), &v); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, e := range v {
				if !snakeKey.MatchString(k) && k != "RW" && k != "MM" && k != "WM" && k != "WN" {
					t.Errorf("%s: key %q is not snake_case", what, k)
				}
				walk(e)
			}
		case []any:
			for _, e := range v {
				walk(e)
			}
		}
	}
	walk(v)
}

var snakeKey = regexp.MustCompile(`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`)
