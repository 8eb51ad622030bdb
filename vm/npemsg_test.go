package vm

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"weft/classfile"
)

// TestNPEMessagesWithoutNames: the conformance program NpeMessages (which
// TestConformance runs compiled with -g, its locals named by the
// LocalVariableTable) compiled without -g, where HotSpot names locals
// "this", "<parameterN>" and "<localN>": the VM's messages are the same
// as java's, line for line.
func TestNPEMessagesWithoutNames(t *testing.T) {
	needJDK(t)
	for _, release := range []string{"8", "17"} {
		dir := t.TempDir()
		src := filepath.Join("testdata", "conformance", "NpeMessages.java")
		if b, err := exec.Command("javac", "--release", release, "-nowarn", "-d", dir, src).CombinedOutput(); err != nil {
			t.Fatalf("javac: %v\n%s", err, b)
		}
		want, err := exec.Command("java", "-ea", "-cp", dir, "NpeMessages").Output()
		if err != nil {
			t.Fatalf("java: %v", err)
		}
		cp, _, err := classfile.ForApplication(dir)
		if err != nil {
			t.Fatal(err)
		}
		got, stderr, code, _, err := runVM(cp, "NpeMessages", &FIFO{}, 300_000_000)
		cp.Close()
		if err != nil || code != 0 {
			t.Fatalf("release %s: exit %d, %v\n%s", release, code, err, stderr)
		}
		if got != string(want) {
			t.Errorf("release %s: the VM printed\n%s\njava printed\n%s", release, got, want)
		}
	}
}

// TestNPEMessageUncaught: an uncaught NullPointerException the VM raised
// carries its helpful message in the run's outcome (what weft's bug
// reports print) and in the stack trace on stderr, as java prints it.
func TestNPEMessageUncaught(t *testing.T) {
	needJDK(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "NpeUncaught.java")
	code := `public class NpeUncaught {
    static String name;
    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> System.out.println(name.length()), "worker");
        w.start();
        w.join();
    }
}
`
	if err := os.WriteFile(src, []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := javac("8", dir, []string{src}); err != nil {
		t.Fatal(err)
	}
	jerr, _ := exec.Command("java", "-ea", "-cp", dir, "NpeUncaught").CombinedOutput()
	cp := openClassPath(t, dir)
	_, stderr, _, o, err := runVM(cp, "NpeUncaught", &FIFO{}, 10_000_000)
	if err != nil {
		t.Fatal(err)
	}
	const want = `Cannot invoke "String.length()" because "NpeUncaught.name" is null`
	if len(o.Uncaught) != 1 || o.Uncaught[0].Message != want {
		t.Fatalf("uncaught %+v, want one with message %q", o.Uncaught, want)
	}
	line := `Exception in thread "worker" java.lang.NullPointerException: ` + want
	if !strings.Contains(string(jerr), line) || !strings.Contains(stderr, line) {
		t.Errorf("stderr lacks %q:\njava:\n%s\nweft:\n%s", line, jerr, stderr)
	}
}
