package classfile

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// Class paths that read the same bytes from the same file share one
// ClassFile (parseShared), which equals what parsing them gives; other
// bytes, or the same bytes from elsewhere, give a class file of their own.
func TestParseShared(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile("testdata/classes/Features8.class")
	if err != nil {
		t.Fatal(err)
	}
	write := func(d string, b []byte) {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(d, "Features.class"), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	lookup := func(d string) *ClassFile {
		t.Helper()
		src, err := OpenDir(d)
		if err != nil {
			t.Fatal(err)
		}
		cf, err := NewClassPath(src).Lookup("Features")
		if err != nil {
			t.Fatal(err)
		}
		return cf
	}
	disasm := func(cf *ClassFile) string {
		t.Helper()
		var b bytes.Buffer
		if err := Disassemble(&b, cf); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	a := filepath.Join(dir, "a")
	write(a, data)
	first, second := lookup(a), lookup(a)
	if first != second {
		t.Fatal("two class paths over the same directory parsed the same class twice")
	}
	fresh, err := Parse(data, filepath.Join(a, "Features.class"))
	if err != nil {
		t.Fatal(err)
	}
	if disasm(first) != disasm(fresh) || first.File != fresh.File {
		t.Error("the shared class file differs from a fresh parse")
	}

	// The same bytes elsewhere: a class file naming its own origin.
	b := filepath.Join(dir, "b")
	write(b, data)
	if other := lookup(b); other == first || other.File != filepath.Join(b, "Features.class") {
		t.Errorf("the copy in %s is read as %s (shared: %v)", b, other.File, other == first)
	}

	// Other bytes at the same place: a minor version changed.
	changed := bytes.Clone(data)
	changed[5]++
	write(a, changed)
	if c := lookup(a); c == first || c.Minor != first.Minor+1 {
		t.Errorf("a changed file gave minor version %d (shared: %v), want %d", c.Minor, c == first, first.Minor+1)
	}
}
