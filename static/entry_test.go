package static

import (
	"strings"
	"testing"

	"weft/classfile"
)

// Analyze from root calls: the main thread's entries are the class
// initializer and the calls in order, this of the instance calls is the one
// EntryObj the New call made, and the threads the entry starts are found.
func TestAnalyzeCalls(t *testing.T) {
	dir := compileJava(t, "testdata/entry")
	src, err := classfile.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	jb, err := classfile.OpenJavaBase()
	if err != nil {
		t.Skip(err)
	}
	a, err := Analyze(NewProgram(classfile.NewClassPath(src, jb)), Options{Calls: []RootCall{
		{Class: "Harness", Name: "initializeGlobalState", Desc: "()V", Static: true},
		{Class: "Harness", Name: "<init>", Desc: "()V", New: true},
		{Class: "Harness", Name: "test", Desc: "()V"},
	}})
	if err != nil {
		t.Fatal(err)
	}
	var entries []string
	var test *CGNode
	for _, n := range a.Main.Entries {
		if n.Func.Class.Name == "Harness" {
			entries = append(entries, n.Func.Method.Name)
		}
		if n.Func.Method.Name == "test" {
			test = n
		}
	}
	if got := strings.Join(entries, " "); got != "<clinit> initializeGlobalState <init> test" {
		t.Errorf("main's entries %q, want <clinit> initializeGlobalState <init> test", got)
	}
	if test == nil {
		t.Fatal("no node for test")
	}
	this := a.PointsTo(test, test.Func.Params[0])
	if this.Len() != 1 {
		t.Fatalf("this of test points to %d objects", this.Len())
	}
	for id := range this.Elems {
		if o := a.Objects[id]; o.Kind != EntryObj || o.String() != "Harness@entry" || !o.Once {
			t.Errorf("this of test: %s (kind %d, once %v), want the EntryObj Harness@entry", o, o.Kind, o.Once)
		}
	}
	if got := threadNames(a); !strings.Contains(got, "main Thread@Harness.java:14*") {
		t.Errorf("threads %q, want main and the workers started in a loop (multi)", got)
	}
	// Errors: a missing class, an instance call before New.
	p := NewProgram(classfile.NewClassPath(src, jb))
	for _, c := range []struct {
		calls []RootCall
		want  string
	}{
		{[]RootCall{{Class: "Missing", Name: "run", Desc: "()V", Static: true}}, "class Missing not found"},
		{[]RootCall{{Class: "Harness", Name: "test", Desc: "()V"}}, "before its object is made"},
		{[]RootCall{{Class: "Harness", Name: "nope", Desc: "()V", Static: true}}, "has no static nope()V"},
	} {
		if _, err := Analyze(p, Options{Calls: c.calls}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: error %v, want %q", c.calls, err, c.want)
		}
	}
}
