package classfile

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The JDK modules' `provides`, read from their module-info: jdk.localedata's
// locale data (javap --module jdk.localedata module-info lists them).
func TestJDKProviders(t *testing.T) {
	src, err := OpenJDKSource()
	if err != nil {
		t.Skip(err)
	}
	cp := NewClassPath(src)
	got, err := cp.JDKProviders("sun/util/locale/provider/LocaleDataMetaInfo")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"sun/util/resources/cldr/provider/CLDRLocaleDataMetaInfo", "sun/util/resources/provider/NonBaseLocaleDataMetaInfo"} {
		if !slices.Contains(got, want) {
			t.Errorf("providers of LocaleDataMetaInfo %v lack %s", got, want)
		}
	}
	if got, _ := cp.JDKProviders("sun/util/resources/LocaleData$CommonResourceBundleProvider"); !slices.Equal(got, []string{"sun/util/resources/provider/LocaleDataProvider"}) {
		t.Errorf("providers of LocaleData$CommonResourceBundleProvider: %v", got)
	}
	if got, _ := cp.JDKProviders("java/lang/Object"); got != nil {
		t.Errorf("providers of Object: %v", got)
	}
}

// A truncated Module attribute gives what was read before the fault, never a panic.
func TestModuleProvidesTruncated(t *testing.T) {
	src, err := OpenJDKSource()
	if err != nil {
		t.Skip(err)
	}
	cp := NewClassPath(src)
	data, ok := cp.JDKResource("jdk.localedata", "module-info.class")
	if !ok {
		t.Skip("no jdk.localedata module-info")
	}
	if len(moduleProvides(data)) != 3 {
		t.Errorf("jdk.localedata provides %v, want 3 services", moduleProvides(data))
	}
	for n := 0; n < len(data); n++ {
		moduleProvides(data[:n])
	}
}

// Each class path has the providers of its own JDK: one without a JDK
// has none, also after another class path's JDK was read (the table was
// read once per process, from the first class path that asked).
func TestJDKProvidersPerJDK(t *testing.T) {
	src, err := OpenJDKSource()
	if err != nil {
		t.Skip(err)
	}
	const svc = "sun/util/resources/LocaleData$CommonResourceBundleProvider"
	if got, err := NewClassPath(src).JDKProviders(svc); len(got) == 0 || err != nil {
		t.Fatalf("no providers of %s in the JDK", svc)
	}
	if got, err := NewClassPath(&Dir{Root: t.TempDir()}).JDKProviders(svc); got != nil || err != nil {
		t.Errorf("a class path without a JDK has providers of %s: %v", svc, got)
	}
}

// A JDK whose release file is missing, or lists no modules, gives an
// error naming it, not the running JDK's list (which named modules such
// an image may lack and missed some it has) nor silently no providers:
// the image here is the running JDK's lib/modules linked from a home
// without a release file.
func TestJDKProvidersNoRelease(t *testing.T) {
	home, err := JavaHome()
	if err != nil {
		t.Skip(err)
	}
	img := filepath.Join(home, "lib", "modules")
	if _, err := os.Stat(img); err != nil {
		t.Skip(err)
	}
	fake := t.TempDir()
	if err := os.MkdirAll(filepath.Join(fake, "lib"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(img, filepath.Join(fake, "lib", "modules")); err != nil {
		t.Fatal(err)
	}
	const svc = "sun/util/resources/LocaleData$CommonResourceBundleProvider"
	check := func(want string) {
		t.Helper()
		im, err := OpenJDKImage(filepath.Join(fake, "lib", "modules"))
		if err != nil {
			t.Fatal(err)
		}
		defer im.Close()
		got, err := NewClassPath(im).JDKProviders(svc)
		if got != nil || err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("providers %v, error %v; want none and an error with %q", got, err, want)
		}
	}
	check("the JDK at " + fake + " has no release file")
	if err := os.WriteFile(filepath.Join(fake, "release"), []byte("JAVA_VERSION=\"17\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	check("the JDK's release file " + filepath.Join(fake, "release") + " has no MODULES line")
}
