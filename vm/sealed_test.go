package vm

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"weft/internal/javatest"
)

// Class.getPermittedSubclasses leaves out a permitted subclass that cannot
// be loaded, whatever the error, as HotSpot does (JVM_GetPermittedSubclasses
// clears any exception but a VirtualMachineError and goes on): one whose
// class file is gone, one that is not a class file, one whose superclass
// chain is a cycle (class files compiled separately).
func TestPermittedSubclassesLoadErrors(t *testing.T) {
	needJDK(t)
	tmp := t.TempDir()
	compile := func(sub string, srcs map[string]string) string { return javacSources(t, tmp, sub, "17", srcs) }
	main := compile("main", map[string]string{
		"S.java": `public sealed interface S permits A, Gone, Bad, D {}`,
		"A.java": `public final class A implements S {}`, "Gone.java": `public final class Gone implements S {}`,
		"Bad.java": `public final class Bad implements S {}`, "D.java": `public non-sealed class D extends E implements S {}`,
		"E.java": `public class E {}`,
		"M.java": `public class M {
    public static void main(String[] a) {
        System.out.println(S.class.isSealed() + " " + java.util.Arrays.toString(S.class.getPermittedSubclasses()));
    }
}`})
	// E extends D: D -> E -> D.
	cyc := compile("cyc", map[string]string{"E.java": `public class E extends D {}`, "D.java": `public class D {}`})
	b, err := os.ReadFile(filepath.Join(cyc, "E.class"))
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{"E.class": b, "Bad.class": []byte("not a class file")} {
		if err := os.WriteFile(filepath.Join(main, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Remove(filepath.Join(main, "Gone.class")); err != nil {
		t.Fatal(err)
	}
	want, err := exec.Command("java", "-ea", "-cp", main, "M").Output()
	if err != nil {
		t.Fatalf("java: %v", err)
	}
	cp := openClassPath(t, main)
	out, stderr, code, _, err := runVM(cp, "M", &FIFO{}, 10_000_000)
	if out != string(want) {
		t.Errorf("output %q (exit %d, %v, %s), want java -ea's %q", out, code, err, stderr, want)
	}
}

// javacSources writes srcs (file name -> source) under tmp/sub-src and
// compiles them with javac --release into tmp/sub, which it returns.
func javacSources(t *testing.T, tmp, sub, release string, srcs map[string]string) string {
	t.Helper()
	var files []string
	for name, src := range srcs {
		p := filepath.Join(tmp, sub+"-src", name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, p)
	}
	out := filepath.Join(tmp, sub)
	if err := javatest.Javac(release, out, files...); err != nil {
		t.Fatal(err)
	}
	return out
}
