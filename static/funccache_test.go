package static

import (
	"fmt"
	"strings"
	"testing"

	"weft/classfile"
)

// Programs over class paths that read the same classes share each
// method's IR (Program.Func), which is what Build makes of it; and an
// analysis on the shared IR is the same as the first one.
func TestFuncShared(t *testing.T) {
	dir := compileJava(t, "../mhp/testdata/figures")
	jb, err := classfile.OpenJavaBase()
	if err != nil {
		t.Skip(err)
	}
	program := func() *Program {
		src, err := classfile.OpenDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		return NewProgram(classfile.NewClassPath(src, jb))
	}
	p1, p2 := program(), program()
	src, _ := classfile.OpenDir(dir)
	methods := 0
	for _, n := range src.Names() {
		name := strings.TrimSuffix(n, ".class")
		cf1, cf2 := p1.Class(name), p2.Class(name)
		if cf1 == nil || cf1 != cf2 {
			t.Fatalf("%s: class files %p and %p, want one shared", name, cf1, cf2)
		}
		for _, m := range cf1.Methods {
			f1, err := p1.Func(cf1, m)
			if err != nil {
				t.Fatal(err)
			}
			f2, _ := p2.Func(cf2, m)
			if f1 != f2 {
				t.Errorf("%s.%s%s: built twice", name, m.Name, m.Desc)
			}
			fresh, err := Build(cf1, m)
			if err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(f1) != fmt.Sprint(fresh) {
				t.Errorf("%s.%s%s: shared IR\n%v\ndiffers from a fresh Build\n%v", name, m.Name, m.Desc, f1, fresh)
			}
			methods++
		}
	}
	if methods < 20 {
		t.Fatalf("only %d methods compared", methods)
	}
	summary := func(p *Program) string {
		a, err := Analyze(p, Options{MainClass: "Fig4_14"})
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		fmt.Fprintln(&b, threadNames(a))
		for _, o := range a.Objects {
			fmt.Fprintf(&b, "%v %v\n", o, o.Once)
		}
		for _, n := range a.Nodes {
			fmt.Fprintf(&b, "%v %d %d\n", n, len(n.Callees), len(n.Callers))
		}
		return b.String()
	}
	if s1, s2 := summary(p1), summary(p2); s1 != s2 {
		t.Errorf("the analysis on shared IR\n%s\ndiffers from the first\n%s", s2, s1)
	}
}
