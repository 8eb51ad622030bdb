package static

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"weft/classfile"
)

// sanityAll builds and checks every method of the named classes.
func sanityAll(t *testing.T, cp *classfile.ClassPath, names []string) (methods int) {
	t.Helper()
	for _, name := range names {
		cf, err := cp.Lookup(name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		for _, m := range cf.Methods {
			f, err := Build(cf, m)
			if err != nil {
				t.Errorf("build %s.%s%s: %v", name, m.Name, m.Desc, err)
				continue
			}
			if f == nil {
				continue
			}
			methods++
			if err := Sanity(f); err != nil {
				t.Errorf("sanity: %v\n%s", err, f)
			}
		}
	}
	return methods
}

func classNames(src classfile.Source) []string {
	var out []string
	for _, n := range src.Names() {
		if strings.HasSuffix(n, ".class") {
			n = strings.TrimSuffix(n, ".class")
		}
		if n == "module-info" || strings.HasSuffix(n, "/module-info") {
			continue
		}
		out = append(out, n)
	}
	return out
}

func TestSanityFigures(t *testing.T) {
	dir := compileJava(t, "../mhp/testdata/figures")
	src, err := classfile.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	cp := classfile.NewClassPath(src)
	n := sanityAll(t, cp, classNames(src))
	if n < 20 {
		t.Errorf("only %d methods checked", n)
	}
}

func TestSanityBenchmarks(t *testing.T) {
	jars, _ := filepath.Glob("../benchmarks/jars/*.jar")
	if len(jars) == 0 {
		t.Skip("no benchmark jars (run benchmarks/build.sh)")
	}
	total := 0
	for _, jar := range jars {
		a, err := classfile.OpenJar(jar)
		if err != nil {
			t.Fatal(err)
		}
		cp := classfile.NewClassPath(a)
		total += sanityAll(t, cp, classNames(a))
		cp.Close()
	}
	t.Logf("%d jars, %d methods", len(jars), total)
	if total < 10*len(jars) {
		t.Errorf("only %d methods in %d jars", total, len(jars))
	}
}

// TestSanityJavaBase checks a deterministic sample of java.base: every 25th
// class (every class with -short=false and WEFT_ALL_JDK=1).
func TestSanityJavaBase(t *testing.T) {
	jb, err := classfile.OpenJavaBase()
	if err != nil {
		t.Skip("no java.base:", err)
	}
	cp := classfile.NewClassPath(jb)
	defer cp.Close()
	names := classNames(jb)
	step := 25
	if os.Getenv("WEFT_ALL_JDK") != "" {
		step = 1
	}
	var sample []string
	for i := 0; i < len(names); i += step {
		sample = append(sample, names[i])
	}
	sample = append(sample, "java/util/Vector", "java/util/HashMap", "java/lang/Thread", "java/lang/String")
	n := sanityAll(t, cp, sample)
	t.Logf("%d classes, %d methods", len(sample), n)
}

func TestPrint(t *testing.T) {
	dir := compileJava(t, "../mhp/testdata/figures")
	src, _ := classfile.OpenDir(dir)
	cp := classfile.NewClassPath(src)
	cf, err := cp.Lookup("Fig3_1$Thread1")
	if err != nil {
		t.Fatal(err)
	}
	f, err := Build(cf, cf.Method("run", "()V"))
	if err != nil {
		t.Fatal(err)
	}
	got := f.String()
	for _, want := range []string{
		"Fig3_1$Thread1.run()V (a0:ref)",
		"= static Fig3_1.v1:LFig3_1$T;",
		".Fig3_1$T.val:I",
		"monitorenter",
		"catch any",
		"// Fig3_1.java:12",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("printed IR lacks %q:\n%s", want, got)
		}
	}
}

// The sanity checker must notice broken invariants.
func TestSanityCatches(t *testing.T) {
	dir := compileJava(t, "../mhp/testdata/figures")
	src, _ := classfile.OpenDir(dir)
	cf, err := classfile.NewClassPath(src).Lookup("Fig3_1$Thread2")
	if err != nil {
		t.Fatal(err)
	}
	build := func() *Function {
		f, err := Build(cf, cf.Method("run", "()V"))
		if err != nil || Sanity(f) != nil {
			t.Fatalf("build: %v / %v", err, Sanity(f))
		}
		return f
	}
	for name, corrupt := range map[string]func(f *Function){
		"pred": func(f *Function) { f.Blocks[1].Preds = nil },
		"terminator": func(f *Function) {
			b := f.Blocks[0]
			b.Instrs = b.Instrs[:len(b.Instrs)-1]
		},
		"succs": func(f *Function) { f.Blocks[0].Succs = append(f.Blocks[0].Succs, f.Blocks[0]) },
		"catch": func(f *Function) {
			for _, b := range f.Blocks {
				if len(b.Handlers) > 0 {
					h := b.Handlers[0]
					h.Instrs = h.Instrs[1:]
					return
				}
			}
			t.Fatal("no handler")
		},
	} {
		f := build()
		corrupt(f)
		if err := Sanity(f); err == nil {
			t.Errorf("%s: corruption not detected", name)
		}
	}
}
