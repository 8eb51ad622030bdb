package static

import (
	"testing"

	"weft/classfile"
)

// websOf builds and checks the IR of method name of testdata/webs' Webs.
func websOf(t *testing.T, name, desc string) *Function {
	t.Helper()
	dir := compileJava(t, "testdata/webs")
	src, err := classfile.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	cp := classfile.NewClassPath(src)
	cf, err := cp.Lookup("Webs")
	if err != nil {
		t.Fatal(err)
	}
	f, err := Build(cf, cf.Method(name, desc))
	if err != nil {
		t.Fatal(err)
	}
	if err := Sanity(f); err != nil {
		t.Fatal(err)
	}
	return f
}

// localsAt returns the local variables assigned on each source line.
func localsAt(f *Function) map[string][]*Var {
	out := map[string][]*Var{}
	for in := range f.Instructions {
		if v := in.Def(); v != nil && v.Slot >= 0 {
			pos := f.SourcePos(in.PC())
			out[pos] = append(out[pos], v)
		}
	}
	return out
}

func TestSplitLocals(t *testing.T) {
	f := websOf(t, "loops", "(Ljava/util/List;)Ljava/lang/Object;")
	at := localsAt(f)
	r, fv := at["Webs.java:12"], at["Webs.java:15"]
	if len(r) == 0 || len(fv) == 0 {
		t.Fatalf("no definitions of r or f:\n%s", f)
	}
	same := func(a, b []*Var) bool {
		for _, x := range a {
			for _, y := range b {
				if x == y {
					return true
				}
			}
		}
		return false
	}
	// Line 12 assigns the iterator and r, line 15 the second iterator
	// and f, in the same two slots.
	if len(r) != 2 || len(fv) != 2 || same(r, fv) || r[0].Slot != fv[0].Slot || r[1].Slot != fv[1].Slot {
		t.Errorf("r %v and f %v should be different variables of the same slots:\n%s", r, fv, f)
	}

	g := websOf(t, "blocks", "(ZLjava/lang/String;)I")
	at = localsAt(g)
	s, tv := at["Webs.java:23"], at["Webs.java:27"]
	if len(s) == 0 || len(tv) == 0 || same(s, tv) {
		t.Errorf("s %v and t %v should be different variables:\n%s", s, tv, g)
	}
	// x: both assignments reach its one use, so one variable.
	if x1, x2 := at["Webs.java:32"], at["Webs.java:34"]; len(x1) != 1 || len(x2) != 1 || x1[0] != x2[0] {
		t.Errorf("x's two assignments %v %v should share a variable:\n%s", x1, x2, g)
	}
	// p: the parameter keeps its variable, and the assignment at line 24
	// reaches the uses at 34 and 37, where only it reaches (the entry
	// value is dead), so it is a web of its own.
	p := g.Params[1]
	if !p.Param || p.Name != "a1" {
		t.Errorf("parameter p is %s (param %v), want a1", p, p.Param)
	}
	if p24 := at["Webs.java:24"]; len(p24) != 1 || p24[0] == p || p24[0].Slot != p.Slot {
		t.Errorf("p's assignment at line 24 is %v, want a new variable of slot %d:\n%s", p24, p.Slot, g)
	}
}
