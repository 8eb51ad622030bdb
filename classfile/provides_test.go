package classfile

import (
	"slices"
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
	got := cp.JDKProviders("sun/util/locale/provider/LocaleDataMetaInfo")
	for _, want := range []string{"sun/util/resources/cldr/provider/CLDRLocaleDataMetaInfo", "sun/util/resources/provider/NonBaseLocaleDataMetaInfo"} {
		if !slices.Contains(got, want) {
			t.Errorf("providers of LocaleDataMetaInfo %v lack %s", got, want)
		}
	}
	if got := cp.JDKProviders("sun/util/resources/LocaleData$CommonResourceBundleProvider"); !slices.Equal(got, []string{"sun/util/resources/provider/LocaleDataProvider"}) {
		t.Errorf("providers of LocaleData$CommonResourceBundleProvider: %v", got)
	}
	if got := cp.JDKProviders("java/lang/Object"); got != nil {
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
	if got := NewClassPath(src).JDKProviders(svc); len(got) == 0 {
		t.Fatalf("no providers of %s in the JDK", svc)
	}
	if got := NewClassPath(&Dir{Root: t.TempDir()}).JDKProviders(svc); got != nil {
		t.Errorf("a class path without a JDK has providers of %s: %v", svc, got)
	}
}
