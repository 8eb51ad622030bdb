package static

import (
	"os"
	"path/filepath"
	"testing"

	"weft/internal/javatest"
)

// compileJava compiles the .java files of dir with javac --release 8 once
// per test binary and returns the class directory. Tests are skipped
// without javac.
func compileJava(t testing.TB, dir string) string {
	t.Helper()
	return javatest.Shared(t, filepath.Join(dir, "*.java"))
}

func TestMain(m *testing.M) { javatest.Main(m) }

func exists(p string) bool { _, err := os.Stat(p); return err == nil }
