// Package javatest compiles Java sources for weft's tests: it finds javac,
// skips a test when the JDK is missing, and caches class directories that
// several tests of one package share.
package javatest

import (
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
)

// Need skips t unless every named tool (javac, java, jar, …) is on PATH.
func Need(t testing.TB, tools ...string) {
	t.Helper()
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skip(tool + " not found")
		}
	}
}

// Files returns the .java files the patterns name, sorted: a pattern that
// is a directory is walked recursively, any other pattern is a glob.
func Files(patterns ...string) []string {
	var files []string
	for _, p := range patterns {
		if fi, err := os.Stat(p); err == nil && fi.IsDir() {
			filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
				if err == nil && !d.IsDir() && strings.HasSuffix(path, ".java") {
					files = append(files, path)
				}
				return nil
			})
			continue
		}
		m, _ := filepath.Glob(p)
		for _, f := range m {
			if strings.HasSuffix(f, ".java") {
				files = append(files, f)
			}
		}
	}
	sort.Strings(files)
	return files
}

// Javac compiles files with javac --release release (with debug tables)
// into out. The error carries javac's output.
func Javac(release, out string, files ...string) error {
	if len(files) == 0 {
		return fmt.Errorf("javac: no Java sources")
	}
	args := append([]string{"--release", release, "-g", "-nowarn", "-Xlint:none", "-encoding", "UTF-8", "-d", out}, files...)
	if b, err := exec.Command("javac", args...).CombinedOutput(); err != nil {
		return fmt.Errorf("javac --release %s: %v\n%s", release, err, b)
	}
	return nil
}

// Compile compiles the .java files the patterns name (see Files) with
// --release 8 into a new temporary directory of t and returns it.
func Compile(t testing.TB, patterns ...string) string {
	t.Helper()
	return CompileRelease(t, "8", patterns...)
}

// CompileRelease is Compile for another --release.
func CompileRelease(t testing.TB, release string, patterns ...string) string {
	t.Helper()
	Need(t, "javac")
	files := Files(patterns...)
	if len(files) == 0 {
		t.Fatalf("no Java sources in %v", patterns)
	}
	out := t.TempDir()
	if err := Javac(release, out, files...); err != nil {
		t.Fatal(err)
	}
	return out
}

var (
	sharedMu sync.Mutex
	shared   = map[string]*sharedDir{}
)

type sharedDir struct {
	once sync.Once
	dir  string
	err  error
}

// Shared compiles the .java files the patterns name with --release 8 once
// per test binary and returns the class directory; later calls with the
// same patterns return the same directory. Main removes the directories.
func Shared(t testing.TB, patterns ...string) string {
	t.Helper()
	Need(t, "javac")
	key := strings.Join(patterns, "\x00")
	sharedMu.Lock()
	s := shared[key]
	if s == nil {
		s = &sharedDir{}
		shared[key] = s
	}
	sharedMu.Unlock()
	s.once.Do(func() {
		files := Files(patterns...)
		if len(files) == 0 {
			s.err = fmt.Errorf("no Java sources in %v", patterns)
			return
		}
		if s.dir, s.err = os.MkdirTemp("", "weft-javatest-"); s.err != nil {
			return
		}
		s.err = Javac("8", s.dir, files...)
	})
	if s.err != nil {
		t.Fatal(s.err)
	}
	return s.dir
}

// Main runs the tests of a package that uses Shared and then removes the
// class directories Shared made. Call it from TestMain.
func Main(m *testing.M) {
	code := m.Run()
	sharedMu.Lock()
	for _, s := range shared {
		if s.dir != "" {
			os.RemoveAll(s.dir) // made by os.MkdirTemp in Shared
		}
	}
	sharedMu.Unlock()
	os.Exit(code)
}
