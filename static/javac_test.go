package static

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// compileJava compiles the .java files of dir with javac --release 8 into a
// temporary directory and returns it. Tests are skipped without javac.
func compileJava(t testing.TB, dir string) string {
	t.Helper()
	if _, err := exec.LookPath("javac"); err != nil {
		t.Skip("javac not found")
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.java"))
	if len(files) == 0 {
		t.Fatalf("no Java files in %s", dir)
	}
	out := t.TempDir()
	args := append([]string{"--release", "8", "-g", "-nowarn", "-d", out}, files...)
	if b, err := exec.Command("javac", args...).CombinedOutput(); err != nil {
		t.Fatalf("javac: %v\n%s", err, b)
	}
	return out
}

func exists(p string) bool { _, err := os.Stat(p); return err == nil }
