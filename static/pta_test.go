package static

import (
	"strings"
	"testing"

	"weft/classfile"
)

func analyzeFigure(t *testing.T, main string) *Analysis {
	t.Helper()
	dir := compileJava(t, "../mhp/testdata/figures")
	src, err := classfile.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	jb, err := classfile.OpenJavaBase()
	if err != nil {
		t.Skip(err)
	}
	a, err := Analyze(NewProgram(classfile.NewClassPath(src, jb)), Options{MainClass: main})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func threadNames(a *Analysis) string {
	var s []string
	for _, th := range a.Threads {
		m := ""
		if th.Multi {
			m = "*"
		}
		s = append(s, th.Name+m)
	}
	return strings.Join(s, " ")
}

// Figure 4.14: the O allocated by f1 is a different object in each thread
// and escapes neither.
func TestFig4_14Objects(t *testing.T) {
	a := analyzeFigure(t, "Fig4_14")
	if got, want := threadNames(a), "main Thread1@Fig4_14.java:24 Thread2@Fig4_14.java:24"; got != want {
		t.Errorf("threads = %s, want %s", got, want)
	}
	var os []*Object
	for _, o := range a.Objects {
		if o.Class == "Fig4_14$O" {
			os = append(os, o)
		}
	}
	if len(os) != 2 || os[0].Thread == os[1].Thread {
		t.Fatalf("O objects = %v, want one per thread", os)
	}
	esc := a.Escaped()
	for _, o := range os {
		if esc.Has(o.ID) {
			t.Errorf("%v escapes", o)
		}
		if !o.Once {
			t.Errorf("%v not once", o)
		}
	}
}

// Thread objects created in a loop make a multi-instance thread; a lambda
// passed to new Thread(...) is its entry.
func TestThreadModel(t *testing.T) {
	a := analyzeFigure(t, "Threads")
	got := threadNames(a)
	for _, want := range []string{"main", "Worker@Threads.java:", "Thread@Threads.java:"} {
		if !strings.Contains(got, want) {
			t.Errorf("threads %q lack %q", got, want)
		}
	}
	for _, th := range a.Threads[1:] {
		wantMulti := strings.HasPrefix(th.Name, "Worker")
		if th.Multi != wantMulti {
			t.Errorf("%s: multi = %v, want %v", th.Name, th.Multi, wantMulti)
		}
		if len(th.Entries) == 0 {
			t.Errorf("%s has no entry", th.Name)
		}
	}
}

// Figure 5.1's accounts are handed to both threads through their Thread
// objects: they escape, while main's own locals do not exist in the heap.
func TestEscapeFig5_1(t *testing.T) {
	a := analyzeFigure(t, "Fig5_1")
	esc := a.Escaped()
	n := 0
	for _, o := range a.Objects {
		if o.Class == "Account" {
			n++
			if !esc.Has(o.ID) || !o.Once {
				t.Errorf("%v: escaped %v, once %v; want both", o, esc.Has(o.ID), o.Once)
			}
		}
		if o.Class == "Fig5_1$Thread1" && a.ThreadOf(o) == nil {
			t.Errorf("%v starts no thread", o)
		}
	}
	if n != 2 {
		t.Errorf("%d Account objects, want 2", n)
	}
}
