package javatest

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func TestFiles(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"a/B.java", "a/sub/C.java", "a/notes.txt", "D.java"} {
		p := filepath.Join(dir, f)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got := Files(filepath.Join(dir, "a"), filepath.Join(dir, "*.java"))
	want := []string{filepath.Join(dir, "D.java"), filepath.Join(dir, "a/B.java"), filepath.Join(dir, "a/sub/C.java")}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Files = %q, want %q", got, want)
	}
}

func TestSharedCompilesOnce(t *testing.T) {
	Need(t, "javac")
	dir := t.TempDir()
	src := filepath.Join(dir, "Hello.java")
	if err := os.WriteFile(src, []byte("class Hello {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	a := Shared(t, src)
	b := Shared(t, src)
	if a != b {
		t.Errorf("Shared gave %s then %s for the same sources", a, b)
	}
	if _, err := os.Stat(filepath.Join(a, "Hello.class")); err != nil {
		t.Error(err)
	}
	if err := Javac("8", t.TempDir(), filepath.Join(dir, "Missing.java")); err == nil {
		t.Error("Javac of a missing file succeeded")
	}
}

func TestMain(m *testing.M) { Main(m) }
