package classfile

import (
	"archive/zip"
	"os"
	"path/filepath"
	"testing"
)

// A jar's resources: the entry, a directory entry found by its name
// without the "/", none outside; the jar's canonical path resolves a
// symbolic link to it. The name index is made on the first resource
// lookup only, not when the jar is opened or its classes are looked up
// (weft bench opens the program for every exploration), and the canonical
// path once.
func TestJarResources(t *testing.T) {
	dir := t.TempDir()
	jar := filepath.Join(dir, "app.jar")
	f, err := os.Create(jar)
	if err != nil {
		t.Fatal(err)
	}
	w := zip.NewWriter(f)
	class, err := os.ReadFile("testdata/classes/Features8.class")
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{"Features.class": class, "conf/": nil, "conf/app.properties": []byte("k=v\n")} {
		e, err := w.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := e.Write(data); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	link := filepath.Join(dir, "link.jar")
	if err := os.Symlink(jar, link); err != nil {
		t.Fatal(err)
	}
	real, err := filepath.EvalSymlinks(jar)
	if err != nil {
		t.Fatal(err)
	}

	a, err := OpenJar(link)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	cp := NewClassPath(a)
	if _, err := cp.Lookup("Features"); err != nil {
		t.Fatal(err)
	}
	if a.entryMap != nil || a.canonPath != "" {
		t.Fatalf("opening the jar and looking up a class made the entry index (%d entries) or the canonical path (%q)", len(a.entryMap), a.canonPath)
	}

	rs := cp.FindResources("conf/app.properties")
	if len(rs) != 1 || rs[0].Base != real || rs[0].Name != "conf/app.properties" || !rs[0].Jar {
		t.Fatalf("conf/app.properties: %+v, want one in %s", rs, real)
	}
	if b, err := rs[0].Read(); err != nil || string(b) != "k=v\n" {
		t.Fatalf("read %q, %v", b, err)
	}
	if rs := cp.FindResources("conf"); len(rs) != 1 || rs[0].entry != "conf/" {
		t.Fatalf("the directory conf: %+v", rs)
	}
	for _, n := range []string{"nothing", "", "onf/"} {
		if rs := cp.FindResources(n); len(rs) != 0 {
			t.Fatalf("%q: %+v, want none", n, rs)
		}
	}
	if _, found, onPath := cp.JarResource(real, "Features.class"); !found || !onPath {
		t.Fatalf("JarResource of the jar's canonical path: found %v, on the path %v", found, onPath)
	}
	if _, found, onPath := cp.JarResource(real, "Other.class"); found || !onPath {
		t.Fatalf("JarResource of a missing entry: found %v, on the path %v", found, onPath)
	}
	if _, _, onPath := cp.JarResource(link, "Features.class"); onPath {
		t.Fatal("JarResource took the link's path for the jar's canonical one")
	}
}
