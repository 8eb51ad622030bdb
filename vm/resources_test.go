package vm

import (
	"archive/zip"
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestConformanceResources: the programs of testdata/resources, compiled
// with --release 8 and 17 into a directory that also holds the files of
// testdata/resources/cp, with a jar of testdata/resources/jar (deflated,
// with directory entries, as the jar tool makes it) after it on the class
// path, print under the VM what they print under java -ea: class-path
// resources of the directory, the jar and the JDK read through
// Class.getResource(AsStream), the class loader, the system class loader,
// the context class loader, URL.openStream and file: URLs as files.
func TestConformanceResources(t *testing.T) {
	needJDK(t)
	srcs := []string{"testdata/resources/Resources.java", "testdata/resources/rpkg/ResourcesPkg.java"}
	tmp := t.TempDir()
	jar := filepath.Join(tmp, "lib.jar")
	writeJar(t, "testdata/resources/jar", jar)
	for _, rel := range []string{"8", "17"} {
		classes := filepath.Join(tmp, "r"+rel)
		if err := javac(rel, classes, srcs); err != nil {
			t.Fatal(err)
		}
		copyTree(t, "testdata/resources/cp", classes)
		cp := openClassPath(t, classes, jar)
		for _, main := range []string{"Resources", "rpkg.ResourcesPkg"} {
			t.Run(main+"/r"+rel, func(t *testing.T) {
				cmd := exec.Command("java", "-ea", "-cp", classes+string(filepath.ListSeparator)+jar, main)
				var jout, jerr bytes.Buffer
				cmd.Stdout, cmd.Stderr = &jout, &jerr
				if err := cmd.Run(); err != nil {
					t.Fatalf("java: %v\n%s", err, jerr.String())
				}
				out, errs, code, _, err := runVM(cp, main, nil, 100_000_000)
				if err != nil || code != 0 || out != jout.String() {
					t.Errorf("java:\n%s\nweft (exit %d, %v):\n%s%s", jout.String(), code, err, out, errs)
				}
			})
		}
	}
}

// writeJar packs directory dir into a jar at path: deflated entries, and
// an entry for each directory, as the jar tool writes them.
func writeJar(t *testing.T, dir, path string) {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || p == dir {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		name := filepath.ToSlash(rel)
		if d.IsDir() {
			_, err := zw.Create(name + "/")
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		w, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Deflate})
		if err != nil {
			return err
		}
		_, err = w.Write(b)
		return err
	})
	if err == nil {
		err = zw.Close()
	}
	if err == nil {
		err = os.WriteFile(path, buf.Bytes(), 0o644)
	}
	if err != nil {
		t.Fatal(err)
	}
}

// A resource that is not on the class path is null; a jar: URL of a jar
// that is not on the class path stops the run with a located error.
func TestResourceOtherJarUnmodelled(t *testing.T) {
	needJDK(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "OtherJar.java")
	if err := os.WriteFile(src, []byte(`public class OtherJar {
    public static void main(String[] a) throws Exception {
        System.out.println(OtherJar.class.getResource("none.txt"));
        new java.net.URL("jar:file:/nowhere/x.jar!/a.txt").openStream();
    }
}
`), 0o644); err != nil {
		t.Fatal(err)
	}
	classes := filepath.Join(dir, "classes")
	if err := javac("17", classes, []string{src}); err != nil {
		t.Fatal(err)
	}
	cp := openClassPath(t, classes)
	out, _, _, _, err := runVM(cp, "OtherJar", nil, 10_000_000)
	want := "opening jar:file:/nowhere/x.jar!/a.txt, a jar: URL of no class-path jar, is not modelled"
	if out != "null\n" || err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("out %q, err %v; want null and %q", out, err, want)
	}
}
