package vm

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestConformanceServices runs testdata/services/Services.java (release
// 17: ServiceLoader.stream) with its META-INF/services files in a class
// directory and a jar, under java -ea and the VM: the program's own
// providers found, their configuration errors thrown at their elements,
// the loader's cache and reload, and a JDK service's providers in java's
// order.
func TestConformanceServices(t *testing.T) {
	needJDK(t)
	tmp := t.TempDir()
	jar := filepath.Join(tmp, "lib.jar")
	writeJar(t, "testdata/services/jar", jar)
	classes := filepath.Join(tmp, "r17")
	if err := javac("17", classes, []string{"testdata/services/Services.java"}); err != nil {
		t.Fatal(err)
	}
	copyTree(t, "testdata/services/cp", classes)
	cmd := exec.Command("java", "-ea", "-cp", classes+string(filepath.ListSeparator)+jar, "Services")
	var jout, jerr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &jout, &jerr
	if err := cmd.Run(); err != nil {
		t.Fatalf("java: %v\n%s", err, jerr.String())
	}
	out, errs, code, _, err := runVM(openClassPath(t, classes, jar), "Services", nil, 100_000_000)
	if err != nil || code != 0 || out != jout.String() {
		t.Errorf("java:\n%s\nweft (exit %d, %v):\n%s%s", jout.String(), code, err, out, errs)
	}
}
