package mhp

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
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

var (
	suiteOnce sync.Once
	suiteProg []suiteProgram
	suiteLog  []string
	suiteDir  string // the temporary directory compileSuiteA made
)

// compileSuiteA compiles the suite-A programs that have sources and a
// MANIFEST.MF with a Main-Class: all at once into one directory (each
// program has its own package), or one by one if that fails.
func compileSuiteA(t testing.TB) []suiteProgram {
	t.Helper()
	if _, err := exec.LookPath("javac"); err != nil {
		t.Skip("javac not found")
	}
	suiteOnce.Do(func() {
		dir, err := os.MkdirTemp("", "weft-suiteA")
		if err != nil {
			suiteLog = append(suiteLog, err.Error())
			return
		}
		suiteDir = dir
		javaFiles := func(root string) []string {
			var files []string
			filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
				if err == nil && strings.HasSuffix(p, ".java") {
					files = append(files, p)
				}
				return nil
			})
			return files
		}
		api := javaFiles("../benchmarks/api/src")
		type prog struct {
			name, main string
			files      []string
		}
		var progs []prog
		var all []string
		dirs, _ := filepath.Glob("../benchmarks/suiteA/*")
		for _, d := range dirs {
			main := manifestMain(filepath.Join(d, "MANIFEST.MF"))
			files := javaFiles(filepath.Join(d, "src"))
			if main == "" || len(files) == 0 {
				continue
			}
			progs = append(progs, prog{filepath.Base(d), main, files})
			all = append(all, files...)
		}
		javac := func(out string, files []string) error {
			args := append([]string{"--release", "8", "-g", "-nowarn", "-d", out}, append(files, api...)...)
			if b, err := exec.Command("javac", args...).CombinedOutput(); err != nil {
				return fmt.Errorf("%v\n%s", err, b)
			}
			return nil
		}
		if len(progs) > 0 && javac(dir, all) == nil {
			for _, p := range progs {
				suiteProg = append(suiteProg, suiteProgram{p.name, p.main, dir})
			}
			return
		}
		for _, p := range progs {
			out := filepath.Join(dir, p.name)
			if err := javac(out, p.files); err != nil {
				suiteLog = append(suiteLog, fmt.Sprintf("%s does not compile (yet): %v", p.name, err))
				continue
			}
			suiteProg = append(suiteProg, suiteProgram{p.name, p.main, out})
		}
	})
	for _, l := range suiteLog {
		t.Log(l)
	}
	if len(suiteProg) == 0 {
		t.Skip("no suite-A programs")
	}
	return suiteProg
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
