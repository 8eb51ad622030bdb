package static

import (
	"testing"

	"weft/classfile"
	"weft/internal/javatest"
)

// Joins finds the drain loops of testdata/joins/Drains.java: a loop whose
// get() has a handler going round without waiting drains nothing, nor
// does one whose list may get an add in a handler after the size() the
// loop tests is read (the exception edges of the walks over the blocks).
func TestJoinsDrains(t *testing.T) {
	dir := javatest.Shared(t, "testdata/joins/Drains.java")
	src, err := classfile.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	cp := classfile.NewClassPath(src)
	p := NewProgram(cp)
	cf, err := cp.Lookup("Drains")
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]int{"plain": 1, "caught": 0, "indexed": 1, "indexedCaught": 0, "sized": 1, "addInHandler": 0} {
		f, err := Build(cf, cf.Method(name, "(Ljava/util/concurrent/ExecutorService;)V"))
		if err != nil {
			t.Fatal(err)
		}
		drains, takes, awaits := Joins(p, f)
		if len(drains) != want || len(takes) != 0 || len(awaits) != 0 {
			t.Errorf("%s: %d drain loops, %d take loops, %d awaits; want %d drain loops", name, len(drains), len(takes), len(awaits), want)
		}
	}
}
