package entry

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"weft/classfile"
	"weft/internal/javatest"
	"weft/vm"
)

func TestParseSpec(t *testing.T) {
	for _, c := range []struct {
		in        string
		classOnly bool
		want      Spec
		err       bool
	}{
		{"pkg.Class#method", false, Spec{"pkg/Class", "method"}, false},
		{"pkg.Outer$Inner#run", false, Spec{"pkg/Outer$Inner", "run"}, false},
		{"pkg.Class", true, Spec{"pkg/Class", ""}, false},
		{"pkg.Class", false, Spec{}, true},
		{"pkg.Class#", true, Spec{}, true},
		{"pkg.Class#m()", false, Spec{}, true},
		{"#m", false, Spec{}, true},
		{"pkg/Class#m", false, Spec{}, true},
	} {
		got, err := ParseSpec(c.in, c.classOnly)
		if (err != nil) != c.err || got != c.want {
			t.Errorf("ParseSpec(%q, %v) = %+v, %v", c.in, c.classOnly, got, err)
		}
	}
}

func junitJars(t *testing.T, names ...string) []string {
	t.Helper()
	dir := os.Getenv("JUNIT_DIR")
	if dir == "" {
		dir = "/usr/share/java"
	}
	var ps []string
	for _, n := range names {
		p := filepath.Join(dir, n)
		if _, err := os.Stat(p); err != nil {
			t.Fatalf("%s missing: install JUnit with  sudo apt-get install -y junit4 junit5  (or make junit)", p)
		}
		ps = append(ps, p)
	}
	return ps
}

var orderLine = regexp.MustCompile(`order: .*`)

func orderOf(s string) string { return strings.Join(orderLine.FindAllString(s, -1), "\n") }

// The plans run the lifecycle methods in the order real JUnit does: each
// test class of testdata logs its calls, and JUnit 4's JUnitCore and JUnit
// 5's console launcher must print what weft's plan prints.
func TestPlansMatchJUnit(t *testing.T) {
	javatest.Need(t, "javac", "java")
	j4 := junitJars(t, "junit4.jar", "hamcrest-core.jar")
	j5 := junitJars(t, "junit-jupiter-api.jar", "opentest4j.jar", "apiguardian-api.jar")
	console := junitJars(t, "junit-platform-console-standalone.jar")[0]
	dir := t.TempDir()
	sep := string(os.PathListSeparator)
	files := javatest.Files("testdata")
	args := append([]string{"-g", "-nowarn", "-d", dir, "-cp", strings.Join(append(j4, j5...), sep)}, files...)
	if out, err := exec.Command("javac", args...).CombinedOutput(); err != nil {
		t.Fatalf("javac: %v\n%s", err, out)
	}
	for _, c := range []struct {
		class string
		jars  []string
		real  []string // the command running the class under JUnit
	}{
		{"order4.OrderTest", j4, []string{"org.junit.runner.JUnitCore", "order4.OrderTest"}},
		{"order4.FailingTest", j4, []string{"org.junit.runner.JUnitCore", "order4.FailingTest"}},
		{"order4.ExpectedTest", j4, []string{"org.junit.runner.JUnitCore", "order4.ExpectedTest"}},
		{"order5.OrderTest", j5, []string{"-jar", console, "-cp", dir, "--select-class", "order5.OrderTest", "--disable-banner", "--details=none"}},
	} {
		t.Run(c.class, func(t *testing.T) {
			path := strings.Join(append([]string{dir}, c.jars...), sep)
			real := c.real
			if real[0] != "-jar" {
				real = append([]string{"-cp", path}, real...)
			}
			jout, jerr := exec.Command("java", real...).Output()
			var ee *exec.ExitError
			if jerr != nil && !errors.As(jerr, &ee) {
				t.Fatal(jerr)
			}
			jfailed := ee != nil && ee.ExitCode() == 1 // JUnit's status when a test failed
			want := orderOf(string(jout))
			if want == "" {
				t.Fatalf("JUnit printed no order lines:\n%s", jout)
			}
			cp, _, err := classfile.ForApplication(append([]string{dir}, c.jars...)...)
			if err != nil {
				t.Fatal(err)
			}
			defer cp.Close()
			targets, err := Tests(cp, c.class)
			if err != nil {
				t.Fatal(err)
			}
			if len(targets) != 1 {
				t.Fatalf("%d targets, want 1", len(targets))
			}
			var out bytes.Buffer
			m, err := vm.New(vm.Config{ClassPath: cp, Stdout: &out, MaxSteps: 10_000_000})
			if err != nil {
				t.Fatal(err)
			}
			o, err := m.RunEntry(targets[0].Plan)
			if err != nil {
				t.Fatal(err)
			}
			if failed := o.ExitCode != 0; failed != jfailed {
				t.Errorf("weft: failed %v (%+v), JUnit: failed %v", failed, o.Uncaught, jfailed)
			}
			if got := orderOf(out.String()); got != want {
				t.Errorf("weft:\n%s\nJUnit:\n%s\nplan: %s", got, want, targets[0].Plan)
			}
		})
	}
}

// Every test's verdict (passed or failed) is the one JUnit gives, for
// JUnit's own assertions, passing and failing: JUnitCore lists the failures
// as "N) name(class)", the console launcher marks each test ✔ or ✘.
func TestVerdictsMatchJUnit(t *testing.T) {
	javatest.Need(t, "javac", "java")
	j4 := junitJars(t, "junit4.jar", "hamcrest-core.jar")
	j5 := junitJars(t, "junit-jupiter-api.jar", "opentest4j.jar", "apiguardian-api.jar")
	console := junitJars(t, "junit-platform-console-standalone.jar")[0]
	dir := t.TempDir()
	sep := string(os.PathListSeparator)
	files := javatest.Files("testdata/verdict4", "testdata/verdict5")
	args := append([]string{"-g", "-nowarn", "-d", dir, "-cp", strings.Join(append(j4, j5...), sep)}, files...)
	if out, err := exec.Command("javac", args...).CombinedOutput(); err != nil {
		t.Fatalf("javac: %v\n%s", err, out)
	}
	fail4 := regexp.MustCompile(`(?m)^\d+\) (\w+)\(verdict4\.AssertionsTest\)`)
	tree5 := regexp.MustCompile(`(\w+)\(\) ([✔✘])`)
	for _, c := range []struct {
		class string
		jars  []string
		real  []string
		parse func(out string) map[string]bool // test → failed
	}{
		{"verdict4.AssertionsTest", j4, []string{"-cp", strings.Join(append([]string{dir}, j4...), sep), "org.junit.runner.JUnitCore", "verdict4.AssertionsTest"},
			func(out string) map[string]bool {
				failed := map[string]bool{}
				for _, m := range fail4.FindAllStringSubmatch(out, -1) {
					failed[m[1]] = true
				}
				return failed
			}},
		{"verdict5.AssertionsTest", j5, []string{"-jar", console, "-cp", dir, "--select-class", "verdict5.AssertionsTest", "--disable-banner", "--disable-ansi-colors", "--details=tree"},
			func(out string) map[string]bool {
				failed := map[string]bool{}
				for _, m := range tree5.FindAllStringSubmatch(out, -1) {
					if m[2] == "✘" {
						failed[m[1]] = true
					}
				}
				return failed
			}},
	} {
		t.Run(c.class, func(t *testing.T) {
			jout, _ := exec.Command("java", c.real...).Output() // exits 1: some tests fail
			jfailed := c.parse(string(jout))
			if len(jfailed) == 0 {
				t.Fatalf("no failures parsed from JUnit's output:\n%s", jout)
			}
			cp, _, err := classfile.ForApplication(append([]string{dir}, c.jars...)...)
			if err != nil {
				t.Fatal(err)
			}
			defer cp.Close()
			targets, err := Tests(cp, c.class)
			if err != nil {
				t.Fatal(err)
			}
			var got, want []string
			for _, tg := range targets {
				m, err := vm.New(vm.Config{ClassPath: cp, MaxSteps: 20_000_000})
				if err != nil {
					t.Fatal(err)
				}
				o, err := m.RunEntry(tg.Plan)
				if err != nil {
					t.Fatalf("%s: %v", tg.Name, err)
				}
				_, name, _ := strings.Cut(tg.Name, "#")
				got = append(got, fmt.Sprintf("%s failed=%v", name, o.ExitCode != 0))
				want = append(want, fmt.Sprintf("%s failed=%v", name, jfailed[name]))
			}
			sort.Strings(got)
			sort.Strings(want)
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("weft:\n%s\nJUnit:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}
