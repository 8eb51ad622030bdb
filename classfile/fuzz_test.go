package classfile

import (
	"bytes"
	"errors"
	"path/filepath"
	"testing"
)

// FuzzParseClass parses arbitrary bytes as a class file, decodes every
// method and disassembles the class. Nothing may panic, and every error
// must be a *FormatError. The seeds are the classes of testdata/classes,
// of the benchmark jars (when built) and the regression inputs in
// testdata/fuzz/FuzzParseClass.
func FuzzParseClass(f *testing.F) {
	for _, b := range seedClasses(f) {
		f.Add(b)
	}
	jars, _ := filepath.Glob("../benchmarks/jars/*.jar")
	for _, jar := range jars {
		a, err := OpenJar(jar)
		if err != nil {
			continue
		}
		for _, n := range a.Names() {
			if b, _, ok, err := a.Find(n); ok && err == nil {
				f.Add(b)
			}
		}
		a.Close()
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		cf, err := Parse(data, "fuzz.class")
		if err != nil {
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("Parse error %T %v, want *FormatError", err, err)
			}
			if fe.Offset < 0 || fe.Offset > len(data) {
				t.Fatalf("error offset %d outside the %d-byte input: %v", fe.Offset, len(data), err)
			}
			return
		}
		for _, m := range cf.Methods {
			if _, err := cf.DecodeMethod(m); err != nil {
				var fe *FormatError
				if !errors.As(err, &fe) {
					t.Fatalf("DecodeMethod error %T %v, want *FormatError", err, err)
				}
				if fe.Offset < 0 || fe.Offset > len(data) {
					t.Fatalf("error offset %d outside the %d-byte input: %v", fe.Offset, len(data), err)
				}
			}
		}
		var buf bytes.Buffer
		Disassemble(&buf, cf)
	})
}
