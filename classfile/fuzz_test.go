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
	jars, _ := filepath.Glob(filepath.Join(benchmarkJarsDir(), "*.jar"))
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

// FuzzDecode decodes arbitrary bytes as a method body: Decode must return
// instructions that tile the code exactly, with branch targets on
// instruction boundaries, or a DecodeError at a pc inside the code.
func FuzzDecode(f *testing.F) {
	for _, b := range seedClasses(f) {
		cf, err := Parse(b, "seed")
		if err != nil {
			f.Fatal(err)
		}
		for _, m := range cf.Methods {
			if m.Code != nil {
				f.Add(m.Code.Bytecode)
			}
		}
	}
	f.Fuzz(func(t *testing.T, code []byte) {
		ins, err := Decode(code)
		if err != nil {
			var de *DecodeError
			if !errors.As(err, &de) || de.PC < 0 || de.PC >= len(code) {
				t.Fatalf("error %v, want a DecodeError at a pc inside the %d-byte code", err, len(code))
			}
			return
		}
		starts := map[int]bool{}
		pc := 0
		for _, in := range ins {
			if in.PC != pc || in.Len <= 0 {
				t.Fatalf("instruction %+v at pc %d", in, pc)
			}
			starts[pc] = true
			pc += in.Len
		}
		if pc != len(code) {
			t.Fatalf("instructions end at %d, code at %d", pc, len(code))
		}
		for _, in := range ins {
			targets := in.Targets
			if in.Op.IsBranch() {
				switch in.Op {
				case TABLESWITCH, LOOKUPSWITCH:
					targets = append(targets, in.Default)
				default:
					targets = []int{in.Target}
				}
			}
			for _, tg := range targets {
				if !starts[tg] {
					t.Fatalf("%s at %d: target %d is not an instruction", in.Op, in.PC, tg)
				}
			}
		}
	})
}
