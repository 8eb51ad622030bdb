package mhp

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"weft/classfile"
	"weft/internal/javatest"
	"weft/static"
)

// figures compiles testdata/figures once per test binary.
func figures(t *testing.T) *static.Program {
	t.Helper()
	figDir := javatest.Shared(t, "testdata/figures/*.java")
	src, err := classfile.OpenDir(figDir)
	if err != nil {
		t.Fatal(err)
	}
	jb, err := classfile.OpenJavaBase()
	if err != nil {
		t.Skip(err)
	}
	return static.NewProgram(classfile.NewClassPath(src, jb))
}

// short renders a pair as "RW Var | t1 op method Pos | t2 op method Pos".
func short(p *AccessPair) string {
	side := func(a Access) string {
		m := a.Method[strings.LastIndexAny(a.Method, "$.")+1:]
		return fmt.Sprintf("%s %s %s %s", threadShort(a.Thread), a.Op, m, a.Pos)
	}
	return fmt.Sprintf("%s %s | %s | %s", p.Kind, p.Var, side(p.A), side(p.B))
}

// threadShort turns "Thread1@Fig1_1.java:30" into "Thread1".
func threadShort(s string) string {
	if i := strings.IndexByte(s, '@'); i >= 0 {
		return s[:i]
	}
	return s
}

func pairsOf(t *testing.T, main string, mode Mode, f Filters) []string {
	t.Helper()
	return pairsIn(t, figures(t), main, mode, f)
}

// pairsIn returns the pairs of program main of prog, sorted.
func pairsIn(t *testing.T, prog *static.Program, main string, mode Mode, f Filters) []string {
	t.Helper()
	rep, err := Run(prog, main, Config{Mode: mode, Filters: f})
	if err != nil {
		t.Fatal(err)
	}
	if err := rep.PEG.Check(); err != nil {
		t.Errorf("PEG check: %v", err)
	}
	var out []string
	for _, p := range rep.Result.Pairs {
		out = append(out, short(p))
	}
	sort.Strings(out)
	return out
}

// mainPairs returns the pairs of program main (precise, every filter)
// that one of main's accesses is in.
func mainPairs(t *testing.T, main string) []string {
	t.Helper()
	var out []string
	for _, p := range pairsOf(t, main, Precise, AllFilters) {
		if strings.Contains(p, "| main ") {
			out = append(out, p)
		}
	}
	return out
}

// expectMainPairs reports got, main's pairs (mainPairs), unless they are
// want.
func expectMainPairs(t *testing.T, got, want []string) {
	t.Helper()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("main's pairs:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

func expectPairs(t *testing.T, main string, f Filters, want ...string) {
	t.Helper()
	got := pairsOf(t, main, Precise, f)
	sort.Strings(want)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("%s with filters %s:\ngot:\n  %s\nwant:\n  %s", main, f, strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

// pairCase is a program and the pairs it must have (every filter).
type pairCase struct {
	main string
	want []string
}

// expectCases runs expectPairs on each case as a subtest.
func expectCases(t *testing.T, cases []pairCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.main, func(t *testing.T) {
			expectPairs(t, c.main, AllFilters, c.want...)
		})
	}
}

func TestMain(m *testing.M) { javatest.Main(m) }
