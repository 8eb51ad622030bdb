package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"weft/internal/javatest"
)

// weftBinary builds the weft command once per test binary. It and runWeft
// serve the tests of every subcommand in this package.
var weftBinary = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "weft-javap-test")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "weft")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		return "", errors.New(string(out))
	}
	return bin, nil
})

func TestMain(m *testing.M) {
	code := m.Run()
	if bin, err := weftBinary(); err == nil {
		os.RemoveAll(filepath.Dir(bin))
	}
	for _, d := range junitTemps {
		os.RemoveAll(d)
	}
	os.Exit(code)
}

// runWeft runs the built weft binary and returns stdout, stderr and the
// exit status.
func runWeft(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	return weftIn(t, "", args...)
}

// weftIn is runWeft in directory dir ("": the test's).
func weftIn(t *testing.T, dir string, args ...string) (string, string, int) {
	t.Helper()
	bin, err := weftBinary()
	if err != nil {
		t.Fatalf("go build: %v", err)
	}
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return stdout.String(), stderr.String(), code
}

func readSeed(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "classfile", "testdata", "classes", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// writeJar writes a jar holding Features and Outer (from classfile's test
// classes) whose manifest names mainClass.
func writeJar(t *testing.T, path, mainClass string) {
	t.Helper()
	zipJar(t, path, mainClass, false, map[string][]byte{
		"Features.class": readSeed(t, "Features8.class"),
		"Outer.class":    readSeed(t, "Outer8.class"),
	})
}

func TestJavapOutput(t *testing.T) {
	dir := t.TempDir()
	jar := filepath.Join(dir, "app.jar")
	writeJar(t, jar, "Outer")
	classFile := filepath.Join(dir, "Features.class")
	os.WriteFile(classFile, readSeed(t, "Features8.class"), 0o644)
	classDir := filepath.Join(dir, "classes")
	os.Mkdir(classDir, 0o755)
	os.WriteFile(filepath.Join(classDir, "Outer.class"), readSeed(t, "Outer8.class"), 0o644)

	tests := []struct {
		args      []string
		want, not []string
	}{
		{[]string{classFile}, []string{
			`Compiled from "Features.java"`,
			"public class Features implements java.lang.Runnable {",
			`       1: invokespecial #1                  // Method java/lang/Object."<init>":()V`,
			"// Field counter:I",
			"// String alpha",
			"// InvokeDynamic #0:get:(I)Ljava/util/function/Supplier;",
			"// InterfaceMethod java/util/List.add:(Ljava/lang/Object;)Z",
			`// class "[[[I"`,
			"// long 123456789012345l",
			"tableswitch   { // 0 to 3",
			"iinc_w        282, 1000",
			"newarray       boolean",
			"LineNumberTable:\n      line 4: 0\n",
		}, nil},
		{[]string{jar}, []string{"class Features", "class Outer"}, nil},
		{[]string{"--main", jar}, []string{"class Outer {"}, []string{"class Features"}},
		{[]string{jar, "--main"}, []string{"class Outer {"}, []string{"class Features"}},
		{[]string{jar, "Features"}, []string{"class Features"}, []string{"class Outer {"}},
		{[]string{jar, "Outer.class"}, []string{"class Outer {"}, []string{"class Features"}},
		{[]string{classDir}, []string{"class Outer {", "// Field secret:I"}, nil},
		{[]string{classDir, "Outer"}, []string{"class Outer {"}, nil},
	}
	for _, tc := range tests {
		out, stderr, code := runWeft(t, append([]string{"javap"}, tc.args...)...)
		if code != 0 {
			t.Errorf("weft javap %v: exit %d, stderr %q", tc.args, code, stderr)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(out, w) {
				t.Errorf("weft javap %v: output lacks %q", tc.args, w)
			}
		}
		for _, w := range tc.not {
			if strings.Contains(out, w) {
				t.Errorf("weft javap %v: output has %q", tc.args, w)
			}
		}
	}
}

// Bad input gives one line "weft: …" on stderr and exit status 2.
func TestJavapErrors(t *testing.T) {
	dir := t.TempDir()
	jar := filepath.Join(dir, "app.jar")
	writeJar(t, jar, "Outer")
	good, _ := os.ReadFile(jar)

	notZip := filepath.Join(dir, "notzip.jar")
	os.WriteFile(notZip, []byte("this is not a zip file\n"), 0o644)
	truncated := filepath.Join(dir, "truncated.jar")
	os.WriteFile(truncated, good[:len(good)/2], 0o644)
	// Damage the stored bytes of the first class: the zip directory still
	// reads, inflating the entry fails.
	corrupt := filepath.Join(dir, "corrupt.jar")
	bad := bytes.Clone(good)
	at := bytes.Index(bad, []byte("Features.class")) + len("Features.class") + 40
	for i := at; i < at+64; i++ {
		bad[i] ^= 0x5A
	}
	os.WriteFile(corrupt, bad, 0o644)
	noMain := filepath.Join(dir, "nomain.jar")
	writeJar(t, noMain, "")
	badClass := filepath.Join(dir, "Bad.class")
	cls := readSeed(t, "Outer8.class")
	os.WriteFile(badClass, cls[:100], 0o644)
	badMagic := filepath.Join(dir, "Magic.class")
	os.WriteFile(badMagic, append([]byte{0xCA, 0xFE, 0xBA, 0xBF}, cls[4:]...), 0o644)

	tests := []struct {
		args []string
		want string
	}{
		{[]string{}, "weft: javap: want FILE.class|JAR|DIR [CLASS]"},
		{[]string{filepath.Join(dir, "missing.jar")}, "weft: javap: " + filepath.Join(dir, "missing.jar") + ": no such file or directory"},
		{[]string{filepath.Join(dir, "Missing.class")}, "no such file or directory"},
		{[]string{notZip}, "not a valid jar (zip) file"},
		{[]string{truncated}, "not a valid jar (zip) file"},
		{[]string{corrupt}, "corrupt jar entry"},
		{[]string{jar, "no.such.Class"}, "weft: javap: class no.such.Class not found in " + jar},
		{[]string{jar, "no/such/Class"}, "weft: javap: class no.such.Class not found in " + jar},
		{[]string{"--main", noMain}, "no Main-Class"},
		{[]string{badClass}, "weft: javap: " + badClass + ": offset 97 (0x61): truncated constant"},
		{[]string{badMagic}, "weft: javap: " + badMagic + ": offset 0 (0x0): bad magic 0xcafebabf"},
		{[]string{badMagic, "Other"}, "bad magic"},
	}
	for _, tc := range tests {
		out, stderr, code := runWeft(t, append([]string{"javap"}, tc.args...)...)
		if code != 2 {
			t.Errorf("weft javap %v: exit %d, want 2 (stderr %q)", tc.args, code, stderr)
		}
		if !strings.HasPrefix(stderr, "weft: ") || strings.Count(stderr, "\n") != 1 || !strings.HasSuffix(stderr, "\n") {
			t.Errorf("weft javap %v: stderr %q, want one line starting with \"weft: \"", tc.args, stderr)
		}
		if !strings.Contains(stderr, tc.want) {
			t.Errorf("weft javap %v: stderr %q, want it to contain %q", tc.args, stderr, tc.want)
		}
		if tc.want != "corrupt jar entry" && out != "" {
			t.Errorf("weft javap %v: stdout %q, want nothing", tc.args, out)
		}
	}
}

// compileJava compiles the Java sources matching glob with javac --release 8
// into a new directory and returns it. It skips the test without javac.
func compileJava(t *testing.T, glob string) string {
	t.Helper()
	return javatest.Compile(t, glob)
}

// packJar packs a class directory into a new jar whose manifest names
// main as Main-Class (none if main is "").
func packJar(t *testing.T, classes, main string) string {
	t.Helper()
	if _, err := exec.LookPath("jar"); err != nil {
		t.Skip("jar not found")
	}
	dir := t.TempDir()
	jar := filepath.Join(dir, "app.jar")
	args := []string{"cf", jar, "-C", classes, "."}
	if main != "" {
		manifest := filepath.Join(dir, "manifest.txt")
		if err := os.WriteFile(manifest, []byte("Main-Class: "+main+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		args = []string{"cfm", jar, manifest, "-C", classes, "."}
	}
	if out, err := exec.Command("jar", args...).CombinedOutput(); err != nil {
		t.Fatalf("jar: %v\n%s", err, out)
	}
	return jar
}
