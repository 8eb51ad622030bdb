package static

import (
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

var (
	compiledMu sync.Mutex
	compiled   = map[string]string{}
)

// compileJava compiles the .java files of dir with javac --release 8 into a
// temporary directory (once per test binary) and returns it. Tests are
// skipped without javac.
func compileJava(t testing.TB, dir string) string {
	t.Helper()
	if _, err := exec.LookPath("javac"); err != nil {
		t.Skip("javac not found")
	}
	compiledMu.Lock()
	defer compiledMu.Unlock()
	if out, ok := compiled[dir]; ok {
		return out
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.java"))
	if len(files) == 0 {
		t.Fatalf("no Java files in %s", dir)
	}
	out, err := os.MkdirTemp("", "weft-static-test")
	if err != nil {
		t.Fatal(err)
	}
	args := append([]string{"--release", "8", "-g", "-nowarn", "-d", out}, files...)
	if b, err := exec.Command("javac", args...).CombinedOutput(); err != nil {
		os.RemoveAll(out)
		t.Fatalf("javac: %v\n%s", err, b)
	}
	compiled[dir] = out
	return out
}

func TestMain(m *testing.M) {
	code := m.Run()
	for _, out := range compiled {
		os.RemoveAll(out) // made by os.MkdirTemp above
	}
	os.Exit(code)
}

func exists(p string) bool { _, err := os.Stat(p); return err == nil }
