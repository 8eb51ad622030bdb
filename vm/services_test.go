package vm

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"weft/classfile"
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

// A JDK whose release file does not list its modules stops a JDK
// service's ServiceLoader with an error that says so (classfile
// TestJDKProvidersNoRelease), not with no providers: here the running
// JDK's run-time image linked from a home without a release file.
func TestServicesNoRelease(t *testing.T) {
	needJDK(t)
	home, err := classfile.JavaHome()
	if err != nil {
		t.Skip(err)
	}
	fake := t.TempDir()
	if err := os.MkdirAll(filepath.Join(fake, "lib"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(home, "lib", "modules"), filepath.Join(fake, "lib", "modules")); err != nil {
		t.Fatal(err)
	}
	im, err := classfile.OpenJDKImage(filepath.Join(fake, "lib", "modules"))
	if err != nil {
		t.Skip(err)
	}
	defer im.Close()
	classes := t.TempDir()
	src := filepath.Join(t.TempDir(), "Svc.java")
	if err := os.WriteFile(src, []byte(`public class Svc {
    public static void main(String[] a) {
        System.out.println("start");
        for (java.nio.charset.spi.CharsetProvider p : java.util.ServiceLoader.load(java.nio.charset.spi.CharsetProvider.class)) System.out.println(p.getClass().getName());
    }
}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := javac("17", classes, []string{src}); err != nil {
		t.Fatal(err)
	}
	out, _, code, _, err := runVM(classfile.NewClassPath(&classfile.Dir{Root: classes}, im), "Svc", nil, 100_000_000)
	want := "ServiceLoader of java.nio.charset.spi.CharsetProvider: the JDK at " + fake + " has no release file"
	if code != 2 || err == nil || !strings.Contains(err.Error(), want) || out != "start\n" {
		t.Errorf("exit %d, %v, output %q; want exit 2 after start and %q", code, err, out, want)
	}
}
