package classfile

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
)

func openJavaBaseImage(tb testing.TB) *JImage {
	tb.Helper()
	home, err := JavaHome()
	if err != nil {
		tb.Skip(err)
	}
	im, err := OpenJImage(filepath.Join(home, "lib", "modules"), "java.base")
	if errors.Is(err, os.ErrNotExist) {
		tb.Skipf("no lib/modules in %s", home)
	}
	if err != nil {
		tb.Fatal(err)
	}
	return im
}

// The run-time image holds the same java.base as the jmod, give or take
// the classes jlink generates.
func TestJImageJavaBase(t *testing.T) {
	im := openJavaBaseImage(t)
	defer im.Close()
	jmod := loadJavaBase(t)
	names := im.Names()
	if len(names) < len(jmod)-10 {
		t.Fatalf("jimage lists %d java.base classes, the jmod %d", len(names), len(jmod)-1)
	}
	same, differ := 0, 0
	for _, n := range names {
		b, origin, ok, err := im.Find(n)
		if err != nil || !ok {
			t.Fatalf("Find(%s): ok=%v err=%v", n, ok, err)
		}
		cf, err := Parse(b, origin)
		if err != nil {
			t.Fatal(err)
		}
		if cf.Name != n {
			t.Fatalf("%s holds %s", origin, cf.Name)
		}
		if jb, ok := jmod[n]; ok {
			if bytes.Equal(jb, b) {
				same++
			} else {
				differ++
			}
		}
	}
	t.Logf("%d classes in lib/modules; %d identical to the jmod's, %d different", len(names), same, differ)
	if same < len(jmod)-20 {
		t.Errorf("only %d of %d classes identical to the jmod's", same, len(jmod))
	}
	for _, missing := range []string{"java/lang/NoSuchClassAnywhere", "", "java/lang/Object.class"} {
		if _, _, ok, err := im.Find(missing); ok || err != nil {
			t.Errorf("Find(%q): ok=%v err=%v", missing, ok, err)
		}
	}
}

func TestJImageErrors(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "modules")
	os.WriteFile(p, []byte("PK\x03\x04 not a jimage at all, just bytes"), 0o644)
	if _, err := OpenJImage(p, "java.base"); err == nil || !bytes.Contains([]byte(err.Error()), []byte("offset 0 (0x0): bad magic")) {
		t.Errorf("got %v, want a bad magic error", err)
	}
	os.WriteFile(p, []byte{0xDA, 0xDA}, 0o644)
	if _, err := OpenJImage(p, "java.base"); err == nil {
		t.Error("no error for a truncated header")
	}
	hdr := []byte{0xDA, 0xDA, 0xFE, 0xCA, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0x7F, 0, 0, 0, 0, 0, 0, 0, 0}
	os.WriteFile(p, hdr, 0o644)
	if _, err := OpenJImage(p, "java.base"); err == nil || !bytes.Contains([]byte(err.Error()), []byte("exceeds")) {
		t.Errorf("got %v, want an index-size error", err)
	}
}

// BenchmarkReadAndParseJavaBaseImage reads every java.base class from
// lib/modules (uncompressed, so no inflating) and parses it.
func BenchmarkReadAndParseJavaBaseImage(b *testing.B) {
	for i := 0; i < b.N; i++ {
		im := openJavaBaseImage(b)
		names := im.Names()
		var wg sync.WaitGroup
		n := runtime.GOMAXPROCS(0)
		for w := 0; w < n; w++ {
			wg.Add(1)
			go func(w int) {
				defer wg.Done()
				for j := w; j < len(names); j += n {
					data, origin, _, err := im.Find(names[j])
					if err != nil {
						b.Error(err)
						return
					}
					if _, err := Parse(data, origin); err != nil {
						b.Error(err)
						return
					}
				}
			}(w)
		}
		wg.Wait()
		im.Close()
	}
}

// The JDK's classes come from the run-time image when the JDK has one
// (what the java launcher runs, and far cheaper to open and read than the
// jmods): java.base and the other modules java resolves for a class-path
// program, but not the incubator modules it does not resolve by default;
// JDKModule knows a class's module by its origin either way.
func TestJDKSourcePrefersImage(t *testing.T) {
	openJavaBaseImage(t).Close() // skips without lib/modules
	src, err := OpenJDKSource()
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	if _, ok := src.(*JImage); !ok {
		t.Fatalf("the JDK from %s (%T), want the run-time image", src, src)
	}
	checkJDKSource(t, src)
	jm, err := OpenJavaBase()
	if err != nil {
		t.Skip(err)
	}
	checkJDKSource(t, &jmodSet{base: jm, dir: filepath.Dir(jm.Path)})
	for _, o := range []string{"/tmp/app.jar!pkg/Main.class", "/tmp/classes/pkg/Main.class", "/tmp/java.base/Main.class",
		"/tmp/a!/b/app.jar!pkg/Main.class"} { // a class path whose directory holds "!/"
		if IsJDK(o) {
			t.Errorf("IsJDK(%q) = true, want false", o)
		}
	}
}

func checkJDKSource(t *testing.T, src Source) {
	t.Helper()
	for name, module := range map[string]string{
		"java/lang/Thread":                                        "java.base",
		"java/util/logging/Logger":                                "java.logging",
		"sun/util/logging/internal/LoggingProviderImpl":           "java.logging",
		"java/sql/Timestamp":                                      "java.sql",
		"sun/util/resources/cldr/provider/CLDRLocaleDataMetaInfo": "jdk.localedata",
	} {
		b, origin, ok, err := src.Find(name)
		if !ok || err != nil || JDKModule(origin) != module || !IsJDK(origin) {
			t.Errorf("%s: %s: ok=%v err=%v origin %q, JDKModule %q, want %s", src, name, ok, err, origin, JDKModule(origin), module)
			continue
		}
		if cf, err := Parse(b, origin); err != nil || cf.Name != name {
			t.Errorf("%s: %s does not parse as %s: %v", src, origin, name, err)
		}
	}
	// jdk.incubator.vector is in the image, but java resolves it only
	// with --add-modules.
	for _, name := range []string{"jdk/incubator/vector/IntVector", "java/util/logging/NoSuchClass", "NoPackage"} {
		if _, origin, ok, err := src.Find(name); ok || err != nil {
			t.Errorf("%s: %s found (origin %q, err %v), want not found", src, name, origin, err)
		}
	}
}

// The class paths of ForApplication share java.base: its classes are
// parsed once for all of them, and closing one leaves the others able to
// read.
func TestForApplicationSharesJavaBase(t *testing.T) {
	dirs := [2]string{t.TempDir(), t.TempDir()}
	var cps [2]*ClassPath
	for i, d := range dirs {
		cp, _, err := ForApplication(d)
		if err != nil {
			t.Skip(err) // no JDK
		}
		cps[i] = cp
	}
	defer cps[1].Close()
	a, err := cps[0].Lookup("java/lang/Thread")
	if err != nil {
		t.Fatal(err)
	}
	if err := cps[0].Close(); err != nil {
		t.Fatal(err)
	}
	b, err := cps[1].Lookup("java/lang/Thread")
	if err != nil {
		t.Fatalf("after the other class path closed: %v", err)
	}
	if a != b {
		t.Error("java/lang/Thread parsed once per class path")
	}
	if _, err := cps[1].Lookup("java/util/HashMap"); err != nil {
		t.Fatal(err)
	}
	if _, err := cps[1].Lookup("pkg/Missing"); !errors.Is(err, ErrNotFound) {
		t.Errorf("a missing class: %v, want ErrNotFound", err)
	}
}
