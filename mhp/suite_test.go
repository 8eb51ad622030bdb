package mhp

import (
	"bufio"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"weft/classfile"
	"weft/internal/javatest"
	"weft/static"
)

// suiteProgram is a suite-A program compiled for the tests.
type suiteProgram struct {
	Name, Main string
	Classes    string // directory of class files
}

// compileSuiteA compiles every suite-A program that has sources and a
// MANIFEST.MF with a Main-Class (each program has its own package) into one
// class directory, once per test binary.
func compileSuiteA(t testing.TB) []suiteProgram {
	t.Helper()
	dir := javatest.Shared(t, "../benchmarks/suiteA", "../benchmarks/api/src")
	var progs []suiteProgram
	dirs, _ := filepath.Glob("../benchmarks/suiteA/*")
	for _, d := range dirs {
		if main := manifestMain(filepath.Join(d, "MANIFEST.MF")); main != "" {
			progs = append(progs, suiteProgram{filepath.Base(d), main, dir})
		}
	}
	if len(progs) == 0 {
		t.Skip("no suite-A programs")
	}
	return progs
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
			pkg := p.Main[:strings.LastIndexByte(p.Main, '.')+1]
			for _, n := range src.Names() {
				if !strings.HasPrefix(n, classfile.InternalName(pkg)) {
					continue
				}
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
