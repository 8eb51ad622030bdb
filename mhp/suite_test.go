package mhp

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"weft/classfile"
	"weft/static"
)

// suiteProgram is a suite-A program compiled for the tests.
type suiteProgram struct {
	Name, Main string
	Classes    string // directory of class files
}

// compileSuiteA compiles every suite-A program that has sources and a
// MANIFEST.MF with a Main-Class, each into its own temporary directory.
func compileSuiteA(t testing.TB) []suiteProgram {
	t.Helper()
	if _, err := exec.LookPath("javac"); err != nil {
		t.Skip("javac not found")
	}
	dirs, _ := filepath.Glob("../benchmarks/suiteA/*")
	api := "../benchmarks/api/src"
	var out []suiteProgram
	for _, dir := range dirs {
		main := manifestMain(filepath.Join(dir, "MANIFEST.MF"))
		if main == "" {
			continue
		}
		var files []string
		filepath.WalkDir(filepath.Join(dir, "src"), func(p string, d os.DirEntry, err error) error {
			if err == nil && strings.HasSuffix(p, ".java") {
				files = append(files, p)
			}
			return nil
		})
		filepath.WalkDir(api, func(p string, d os.DirEntry, err error) error {
			if err == nil && strings.HasSuffix(p, ".java") {
				files = append(files, p)
			}
			return nil
		})
		if len(files) == 0 {
			continue
		}
		classes := t.TempDir()
		args := append([]string{"--release", "8", "-g", "-nowarn", "-d", classes}, files...)
		if b, err := exec.Command("javac", args...).CombinedOutput(); err != nil {
			t.Logf("%s does not compile (yet): %v\n%s", dir, err, b)
			continue
		}
		out = append(out, suiteProgram{Name: filepath.Base(dir), Main: main, Classes: classes})
	}
	if len(out) == 0 {
		t.Skip("no suite-A programs")
	}
	return out
}

func manifestMain(path string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "Main-Class:"); ok {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

func suiteProgramOf(t testing.TB, p suiteProgram) *static.Program {
	src, err := classfile.OpenDir(p.Classes)
	if err != nil {
		t.Fatal(err)
	}
	jb, err := classfile.OpenJavaBase()
	if err != nil {
		t.Skip(err)
	}
	return static.NewProgram(classfile.NewClassPath(src, jb))
}

// TestSuiteA analyzes every suite-A program with precise MHP, checks the
// IR of every method and the PEG, and logs the Table 4.2 row.
func TestSuiteA(t *testing.T) {
	for _, p := range compileSuiteA(t) {
		t.Run(p.Name, func(t *testing.T) {
			prog := suiteProgramOf(t, p)
			src, _ := classfile.OpenDir(p.Classes)
			for _, n := range src.Names() {
				cf, err := prog.CP.Lookup(strings.TrimSuffix(n, ".class"))
				if err != nil {
					t.Fatal(err)
				}
				for _, m := range cf.Methods {
					f, err := static.Build(cf, m)
					if err != nil {
						t.Errorf("build: %v", err)
					} else if f != nil {
						if err := static.Sanity(f); err != nil {
							t.Errorf("sanity: %v", err)
						}
					}
				}
			}
			start := time.Now()
			rep, err := Run(prog, classfile.InternalName(p.Main), Config{Mode: Precise, Filters: AllFilters})
			if err != nil {
				t.Fatal(err)
			}
			el := time.Since(start)
			if err := rep.PEG.Check(); err != nil {
				t.Errorf("PEG check: %v", err)
			}
			for _, e := range rep.A.Errors {
				t.Errorf("analysis error: %v", e)
			}
			c := rep.Counts()
			t.Logf("%-18s threads %2d nodes %5d mhp %7d RW %4d MM %4d WM %4d WN %4d  %v", p.Name, c.Threads, c.PEGNodes, c.MHPPairs, c.RW, c.MM, c.WM, c.WN, el.Round(time.Millisecond))
			var top []string
			for i, pr := range rep.Result.Pairs {
				if i >= 12 {
					break
				}
				top = append(top, short(pr))
			}
			sort.Strings(top)
			t.Logf("top pairs:\n  %s", strings.Join(top, "\n  "))
		})
	}
}
