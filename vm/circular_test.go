package vm

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"weft/internal/javatest"
)

// A superclass cycle (class files compiled separately: A extends B, then B
// extends A) is java's ClassCircularityError, a VM error, not an endless
// recursion in loadClass.
func TestClassCircularity(t *testing.T) {
	javatest.Need(t, "javac")
	tmp := t.TempDir()
	compile := func(sub string, srcs map[string]string) string { return javacSources(t, tmp, sub, "8", srcs) }
	v1 := compile("v1", map[string]string{"A.java": `public class A extends B { public static void main(String[] a) {} }`, "B.java": `public class B {}`})
	v2 := compile("v2", map[string]string{"A.java": `public class A {}`, "B.java": `public class B extends A {}`})
	b, err := os.ReadFile(filepath.Join(v2, "B.class"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(v1, "B.class"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	cp := openClassPath(t, v1)
	_, _, code, _, err := runVM(cp, "A", &FIFO{}, 1_000_000)
	if err == nil || code != 2 || !strings.Contains(err.Error(), "java.lang.ClassCircularityError: A (A → B → A)") {
		t.Fatalf("exit %d, err %v; want a ClassCircularityError", code, err)
	}
}
