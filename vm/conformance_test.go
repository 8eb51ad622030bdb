package vm

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"weft/classfile"
	"weft/internal/javatest"
)

// Differential conformance: every program in testdata/conformance (and
// testdata/conformance17, release 17 only, and testdata/programs) is
// compiled with javac --release 8 and --release 17, run under `java -ea` and
// under the VM with the FIFO scheduler, and the stdouts and exit statuses
// must be identical.

// knownFailures are programs that do not conform yet, with the reason.
// The test fails if one of them starts passing (so the list shrinks) or if
// any other program fails.
var knownFailures = map[string]string{}

type confProgram struct {
	name, src, release, dir string
}

func needJDK(t testing.TB) { javatest.Need(t, "javac", "java") }

// openClassPath opens the application class path of entries (directories
// and jars), closed when the test ends.
func openClassPath(t testing.TB, entries ...string) *classfile.ClassPath {
	t.Helper()
	cp, _, err := classfile.ForApplication(entries...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cp.Close() })
	return cp
}

func mkTemp() (string, error) { return os.MkdirTemp("", "weft-vm-test") }

func javac(release, out string, files []string) error {
	return javatest.Javac(release, out, files...)
}

var expectExitRE = regexp.MustCompile(`(?m)^\s*//\s*expect-exit:\s*(\d+)`)

func expectedExit(src string) int {
	b, _ := os.ReadFile(src)
	if m := expectExitRE.FindSubmatch(b); m != nil {
		n, _ := strconv.Atoi(string(m[1]))
		return n
	}
	return 0
}

// runVM runs main from dir on a fresh VM; it returns stdout, stderr and
// the exit status weft run would give (2 for VM errors).
func runVM(cp *classfile.ClassPath, main string, sched Scheduler, maxSteps int64) (string, string, int, *Outcome, error) {
	var out, errb bytes.Buffer
	m, err := New(Config{ClassPath: cp, Stdout: &out, Stderr: &errb, Scheduler: sched, MaxSteps: maxSteps})
	if err != nil {
		return "", "", 2, nil, err
	}
	o, err := m.Run(main, nil)
	if err != nil {
		return out.String(), errb.String(), 2, nil, err
	}
	return out.String(), errb.String(), o.ExitCode, o, nil
}

func TestConformance(t *testing.T) {
	needJDK(t)
	if testing.Short() {
		t.Skip("short")
	}
	tmp := t.TempDir()
	glob := func(d string) []string {
		fs, _ := filepath.Glob(filepath.Join("testdata", d, "*.java"))
		return fs
	}
	var progs []confProgram
	add := func(files []string, release, dir string) {
		if len(files) == 0 {
			return
		}
		if err := javac(release, dir, files); err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			progs = append(progs, confProgram{name: strings.TrimSuffix(filepath.Base(f), ".java"), src: f, release: release, dir: dir})
		}
	}
	filter := os.Getenv("WEFT_CONF")
	sel := func(fs []string) []string {
		if filter == "" {
			return fs
		}
		var r []string
		for _, f := range fs {
			if regexp.MustCompile(filter).MatchString(filepath.Base(f)) {
				r = append(r, f)
			}
		}
		return r
	}
	c8 := sel(append(glob("conformance"), glob("programs")...))
	add(c8, "8", filepath.Join(tmp, "r8"))
	add(c8, "17", filepath.Join(tmp, "r17"))
	add(sel(glob("conformance17")), "17", filepath.Join(tmp, "x17"))

	cps := map[string]*classfile.ClassPath{}
	for _, p := range progs {
		if cps[p.dir] == nil {
			cp := openClassPath(t, p.dir)
			cps[p.dir] = cp
		}
	}
	type result struct {
		name string
		ok   bool
		msg  string
	}
	results := make([]result, len(progs))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for i, p := range progs {
		wg.Add(1)
		go func(i int, p confProgram) {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			id := p.name + "/r" + p.release
			cmd := exec.Command("java", "-ea", "-cp", p.dir, p.name)
			var jout bytes.Buffer
			cmd.Stdout = &jout
			cmd.Stderr = &bytes.Buffer{}
			jerr := cmd.Run()
			jexit := 0
			if ee, ok := jerr.(*exec.ExitError); ok {
				jexit = ee.ExitCode()
			} else if jerr != nil {
				results[i] = result{id, false, "java: " + jerr.Error()}
				return
			}
			out, errs, code, _, err := runVM(cps[p.dir], p.name, &FIFO{}, 300_000_000)
			var msg string
			switch {
			case err != nil:
				msg = "vm error: " + firstLine(err.Error())
			case out != jout.String():
				msg = "stdout differs: " + diffHint(jout.String(), out)
			case code != jexit:
				msg = fmt.Sprintf("exit %d, java %d; stderr: %s", code, jexit, firstLine(errs))
			}
			results[i] = result{id, msg == "", msg}
			if os.Getenv("WEFT_CONF_PROGRESS") != "" {
				fmt.Fprintf(os.Stderr, "%s ok=%v %s\n", id, msg == "", msg)
			}
		}(i, p)
	}
	wg.Wait()
	pass, fail := 0, 0
	var lines []string
	for _, r := range results {
		name := strings.Split(r.name, "/")[0]
		if r.ok {
			pass++
			if _, known := knownFailures[name]; known {
				lines = append(lines, "now passes (remove from knownFailures): "+r.name)
			}
			continue
		}
		fail++
		lines = append(lines, "FAIL "+r.name+": "+r.msg)
	}
	sort.Strings(lines)
	for _, l := range lines {
		t.Log(l)
	}
	t.Logf("conformance: %d passed, %d failed (%d program runs)", pass, fail, len(results))
	for _, r := range results {
		name := strings.Split(r.name, "/")[0]
		if _, known := knownFailures[name]; known != !r.ok {
			t.Errorf("unexpected result for %s (ok=%v): %s", r.name, r.ok, r.msg)
		}
	}
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

func diffHint(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return fmt.Sprintf("line %d: java %q, weft %q", i+1, w, g)
		}
	}
	return "?"
}
