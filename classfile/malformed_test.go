package classfile

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// seedClasses reads the class files shipped in testdata/classes.
func seedClasses(tb testing.TB) map[string][]byte {
	tb.Helper()
	paths, _ := filepath.Glob("testdata/classes/*.class")
	if len(paths) == 0 {
		tb.Fatal("no class files in testdata/classes")
	}
	out := map[string][]byte{}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			tb.Fatal(err)
		}
		out[filepath.Base(p)] = b
	}
	return out
}

// cpOffsets returns the file offset of every constant-pool entry of a
// well-formed class (0 for unused slots) and the offset just past the pool.
func cpOffsets(t *testing.T, b []byte) ([]int, int) {
	t.Helper()
	n := int(binary.BigEndian.Uint16(b[8:]))
	offs := make([]int, n)
	pos := 10
	for i := 1; i < n; i++ {
		offs[i] = pos
		switch Tag(b[pos]) {
		case TagUtf8:
			pos += 3 + int(binary.BigEndian.Uint16(b[pos+1:]))
		case TagInteger, TagFloat, TagFieldref, TagMethodref, TagInterfaceMethodref, TagNameAndType, TagDynamic, TagInvokeDynamic:
			pos += 5
		case TagLong, TagDouble:
			pos += 9
			i++
		case TagClass, TagString, TagMethodType, TagModule, TagPackage:
			pos += 3
		case TagMethodHandle:
			pos += 4
		default:
			t.Fatalf("cpOffsets: tag %d at %d", b[pos], pos)
		}
	}
	return offs, pos
}

// TestMalformed mutates a real class and checks that Parse (or
// DecodeMethod) fails with a FormatError naming the file and the offset
// of the damage.
func TestMalformed(t *testing.T) {
	orig := seedClasses(t)["Outer8.class"]
	cf, err := Parse(orig, "Outer.class")
	if err != nil {
		t.Fatal(err)
	}
	offs, cpEnd := cpOffsets(t, orig)
	firstOf := func(tag Tag) int {
		for i := range cf.CP {
			if cf.CP[i].Tag == tag {
				return i
			}
		}
		t.Fatalf("no %s constant", tag)
		return 0
	}
	utf8 := firstOf(TagUtf8)
	class := firstOf(TagClass)
	methodref := firstOf(TagMethodref)
	var code, srcFile, last Attribute
	for _, a := range cf.Methods[0].Attributes {
		if a.Name == "Code" {
			code = a
		}
	}
	for _, a := range cf.Attributes {
		if a.Name == "SourceFile" {
			srcFile = a
		}
	}
	last = cf.Attributes[len(cf.Attributes)-1]
	if code.Data == nil || srcFile.Data == nil || last.Name != "InnerClasses" {
		t.Fatal("Outer8.class lacks a Code or SourceFile attribute, or does not end with InnerClasses")
	}
	L := len(last.Data)
	put2 := func(b []byte, off int, v uint16) { binary.BigEndian.PutUint16(b[off:], v) }
	put4 := func(b []byte, off int, v uint32) { binary.BigEndian.PutUint32(b[off:], v) }

	tests := []struct {
		name   string
		mutate func(b []byte) []byte
		decode bool // the damage shows when decoding the first method
		offset int
		msg    string
	}{
		{"empty", func(b []byte) []byte { return b[:0] }, false, 0, "truncated magic"},
		{"truncated magic", func(b []byte) []byte { return b[:3] }, false, 0, "truncated magic"},
		{"wrong magic", func(b []byte) []byte { b[3] = 0xBF; return b }, false, 0, "bad magic 0xcafebabf"},
		{"zip instead of class", func(b []byte) []byte { return append([]byte("PK\x03\x04"), b[4:]...) }, false, 0, "bad magic"},
		{"unsupported version", func(b []byte) []byte { put2(b, 6, 99); return b }, false, 6, "unsupported class-file version 99.0 of Java 55 (supported: 45 to 65, Java 1.1 to 21; compile with javac --release 21)"},
		{"version of Java 25", func(b []byte) []byte { put2(b, 6, 69); return b }, false, 6, "unsupported class-file version 69.0 of Java 25 (supported: 45 to 65, Java 1.1 to 21; compile with javac --release 21)"},
		{"version before Java 1.1", func(b []byte) []byte { put2(b, 6, 44); return b }, false, 6, "unsupported class-file version 44.0 (supported: 45 to 65)"},
		{"truncated version", func(b []byte) []byte { return b[:7] }, false, 6, "truncated major version"},
		{"empty constant pool", func(b []byte) []byte { put2(b, 8, 0); return b }, false, 8, "constant_pool_count is 0"},
		{"truncated constant pool", func(b []byte) []byte { return b[:offs[utf8]+2] }, false, offs[utf8] + 1, "truncated Utf8 length"},
		{"truncated Utf8 bytes", func(b []byte) []byte { return b[:offs[utf8]+4] }, false, offs[utf8] + 3, "truncated Utf8 bytes"},
		{"bad constant tag", func(b []byte) []byte { b[offs[class]] = 2; return b }, false, offs[class], fmt.Sprintf("bad constant-pool tag 2 at index %d", class)},
		{"constant tag 0", func(b []byte) []byte { b[offs[utf8]] = 0; return b }, false, offs[utf8], fmt.Sprintf("bad constant-pool tag 0 at index %d", utf8)},
		{"constant index out of range", func(b []byte) []byte { put2(b, offs[class]+1, 0xFFFF); return b },
			false, offs[class], fmt.Sprintf("constant %d (Class) refers to index 65535, out of range", class)},
		{"constant index 0", func(b []byte) []byte { put2(b, offs[methodref]+1, 0); return b },
			false, offs[methodref], fmt.Sprintf("constant %d (Methodref) refers to index 0, out of range", methodref)},
		{"constant index of wrong tag", func(b []byte) []byte { put2(b, offs[class]+1, uint16(class)); return b },
			false, offs[class], fmt.Sprintf("refers to index %d, which is Class, want [Utf8]", class)},
		{"this_class index out of range", func(b []byte) []byte { put2(b, cpEnd+2, 0x7FFF); return b },
			false, cpEnd + 2, "class reference: constant-pool index 32767 out of range"},
		{"this_class not a Class", func(b []byte) []byte { put2(b, cpEnd+2, uint16(utf8)); return b },
			false, cpEnd + 2, fmt.Sprintf("class reference: constant-pool index %d is Utf8, want [Class]", utf8)},
		{"attribute length past the end", func(b []byte) []byte { put4(b, code.Offset-4, 1<<31); return b },
			false, code.Offset - 4, "attribute Code: length 2147483648 exceeds"},
		{"attribute length short", func(b []byte) []byte { put4(b, last.Offset-4, uint32(L-1)); return b[:len(b)-1] },
			false, last.Offset + L - 2, "truncated inner class flags"},
		{"attribute length long", func(b []byte) []byte { put4(b, last.Offset-4, uint32(L+1)); return append(b, 0) },
			false, last.Offset + L, "attribute InnerClasses: 1 bytes left over"},
		{"SourceFile length 1", func(b []byte) []byte { put4(b, srcFile.Offset-4, 1); return b },
			false, srcFile.Offset + 1, "attribute name: constant-pool index"},
		{"attribute name not Utf8", func(b []byte) []byte { put2(b, srcFile.Offset-6, uint16(class)); return b },
			false, srcFile.Offset - 6, "attribute name: constant-pool index"},
		{"code_length past the attribute", func(b []byte) []byte { put4(b, code.Offset+4, 60000); return b },
			false, code.Offset + 4, "code_length 60000 exceeds"},
		{"code_length 0", func(b []byte) []byte { put4(b, code.Offset+4, 0); return b },
			false, code.Offset + 4, "code_length 0 out of range"},
		{"trailing garbage", func(b []byte) []byte { return append(b, 1, 2, 3) }, false, len(orig), "3 bytes of trailing garbage"},
		{"truncated at the end", func(b []byte) []byte { return b[:len(b)-1] },
			false, last.Offset - 4, fmt.Sprintf("attribute InnerClasses: length %d exceeds the %d bytes left", L, L-1)},
		{"unknown opcode", func(b []byte) []byte { b[code.Offset+8] = 0xCB; return b },
			true, code.Offset + 8, "pc 0: unknown opcode 0xcb"},
		{"reserved opcode breakpoint", func(b []byte) []byte { b[code.Offset+8] = 0xCA; return b },
			true, code.Offset + 8, "unknown opcode 0xca"},
		{"wide of a non-local opcode", func(b []byte) []byte { b[code.Offset+8] = byte(WIDE); b[code.Offset+9] = byte(NOP); return b },
			true, code.Offset + 8, "wide applied to nop"},
		{"truncated instruction", func(b []byte) []byte {
			l := int(binary.BigEndian.Uint32(b[code.Offset+4:]))
			b[code.Offset+8+l-1] = byte(SIPUSH)
			return b
		}, true, code.Offset + 8 + int(binary.BigEndian.Uint32(orig[code.Offset+4:])) - 1, "truncated sipush"},
		{"branch into the middle of an instruction", func(b []byte) []byte {
			b[code.Offset+8], b[code.Offset+9], b[code.Offset+10] = byte(GOTO), 0, 2
			return b
		}, true, code.Offset + 8, "goto target 2 is not an instruction"},
		{"field instruction on a Class constant", func(b []byte) []byte {
			b[code.Offset+8] = byte(GETSTATIC)
			put2(b, code.Offset+9, uint16(class))
			return b
		}, true, code.Offset + 8, fmt.Sprintf("getstatic: constant-pool index %d is Class, want [Fieldref]", class)},
		{"instruction constant out of range", func(b []byte) []byte {
			b[code.Offset+8] = byte(NEW)
			put2(b, code.Offset+9, 5000)
			return b
		}, true, code.Offset + 8, "new: constant-pool index 5000 out of range"},
		{"branch outside the code", func(b []byte) []byte {
			b[code.Offset+8], b[code.Offset+9], b[code.Offset+10] = byte(IFEQ), 0x80, 0
			return b
		}, true, code.Offset + 8, "ifeq target -32768 is not an instruction"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := tc.mutate(bytes.Clone(orig))
			cf, err := Parse(b, "Outer.class")
			if tc.decode {
				if err != nil {
					t.Fatalf("Parse: %v, want success and a decode error", err)
				}
				_, err = cf.DecodeMethod(cf.Methods[0])
			}
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("got %v (%T), want a *FormatError", err, err)
			}
			if fe.File != "Outer.class" || fe.Offset != tc.offset || !strings.Contains(fe.Msg, tc.msg) {
				t.Errorf("got  %v\nwant Outer.class: offset %d (0x%x): …%s…", err, tc.offset, tc.offset, tc.msg)
			}
			if want := fmt.Sprintf("Outer.class: offset %d ", tc.offset); !strings.HasPrefix(err.Error(), want) {
				t.Errorf("message %q does not start with %q", err.Error(), want)
			}
			// The disassembler must cope with whatever Parse accepted.
			if cf != nil {
				if err := Disassemble(&bytes.Buffer{}, cf); tc.decode && err == nil {
					t.Errorf("Disassemble: no error for undecodable code")
				}
			}
		})
	}
}

// Every truncation of every seed class is an error at or before the cut.
func TestTruncated(t *testing.T) {
	for name, orig := range seedClasses(t) {
		for n := 0; n < len(orig); n++ {
			_, err := Parse(orig[:n], name)
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("%s cut at %d: got %v, want a *FormatError", name, n, err)
			}
			if fe.Offset > n || fe.File != name {
				t.Fatalf("%s cut at %d: error at offset %d: %v", name, n, fe.Offset, err)
			}
		}
	}
}

// checkNoPanic parses, decodes and disassembles b; it fails on a panic or
// on an error that is not a FormatError.
func checkNoPanic(t *testing.T, b []byte, what string) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("%s: panic: %v", what, r)
		}
	}()
	cf, err := Parse(b, what)
	if err != nil {
		var fe *FormatError
		if !errors.As(err, &fe) {
			t.Fatalf("%s: Parse error %T %v, want *FormatError", what, err, err)
		}
		return
	}
	for _, m := range cf.Methods {
		if _, err := cf.DecodeMethod(m); err != nil {
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("%s: DecodeMethod error %T %v, want *FormatError", what, err, err)
			}
		}
	}
	Disassemble(&bytes.Buffer{}, cf)
}

// TestRandomMutations is a small deterministic fuzz run for `make test`:
// random byte, u2 and u4 overwrites of the seed classes.
func TestRandomMutations(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	n := 3000
	if testing.Short() {
		n = 300
	}
	for name, orig := range seedClasses(t) {
		for i := 0; i < n; i++ {
			b := bytes.Clone(orig)
			for k := rng.Intn(3) + 1; k > 0; k-- {
				at := rng.Intn(len(b))
				switch rng.Intn(4) {
				case 0:
					b[at] = byte(rng.Intn(256))
				case 1:
					b[at] ^= 1 << rng.Intn(8)
				case 2:
					if at+2 <= len(b) {
						binary.BigEndian.PutUint16(b[at:], uint16(rng.Intn(1<<16)))
					}
				case 3:
					if at+4 <= len(b) {
						binary.BigEndian.PutUint32(b[at:], rng.Uint32())
					}
				}
			}
			checkNoPanic(t, b, fmt.Sprintf("%s/mutation%d", name, i))
		}
	}
}
