package classfile

import (
	"reflect"
	"strings"
	"testing"
)

// Hand-assembled code for what javac no longer emits (jsr, ret, jsr_w) and
// for switch padding; javap_diff_test covers the rest.
func TestDecodeHandAssembled(t *testing.T) {
	code := []byte{
		0xC9, 0, 0, 0, 6, // 0: jsr_w 6
		0xB1,       // 5: return
		0x4C,       // 6: astore_1
		0xA9, 0x01, // 7: ret 1
		0xC4, 0xA9, 0x01, 0x2C, // 9: wide ret 300
		0xA8, 0xFF, 0xF9, // 13: jsr 6
		0xC8, 0xFF, 0xFF, 0xFF, 0xF0, // 16: goto_w 0
		0xC4, 0x84, 0x01, 0x2C, 0xFF, 0x38, // 21: wide iinc 300, -200
		0xBC, 0x0B, // 27: newarray long
		0xAA, // 29: tableswitch, padded to 32
		0, 0, // padding
		0xFF, 0xFF, 0xFF, 0xE8, // default 29-24 = 5
		0xFF, 0xFF, 0xFF, 0xFE, // low -2
		0xFF, 0xFF, 0xFF, 0xFF, // high -1
		0xFF, 0xFF, 0xFF, 0xE3, // -2 → 0
		0x00, 0x00, 0x00, 0x17, // -1 → 52
		0x00, // 52: nop
		0xAB, // 53: lookupswitch, padded to 56
		0, 0,
		0x00, 0x00, 0x00, 0x13, // default 53+19=72
		0x00, 0x00, 0x00, 0x01, // 1 pair
		0x80, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xCB, // MIN_VALUE → 0
		0x03, // 72: iconst_0
	}
	want := []Instruction{
		{PC: 0, Len: 5, Op: JSR_W, Target: 6},
		{PC: 5, Len: 1, Op: RETURN},
		{PC: 6, Len: 1, Op: ASTORE_1},
		{PC: 7, Len: 2, Op: RET, Index: 1},
		{PC: 9, Len: 4, Op: RET, Wide: true, Index: 300},
		{PC: 13, Len: 3, Op: JSR, Target: 6},
		{PC: 16, Len: 5, Op: GOTO_W, Target: 0},
		{PC: 21, Len: 6, Op: IINC, Wide: true, Index: 300, Value: -200},
		{PC: 27, Len: 2, Op: NEWARRAY, Value: TLong},
		{PC: 29, Len: 23, Op: TABLESWITCH, Default: 5, Low: -2, Targets: []int{0, 52}},
		{PC: 52, Len: 1, Op: NOP},
		{PC: 53, Len: 19, Op: LOOKUPSWITCH, Default: 72, Keys: []int32{-1 << 31}, Targets: []int{0}},
		{PC: 72, Len: 1, Op: ICONST_0},
	}
	got, err := Decode(code)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		for i := range max(len(got), len(want)) {
			var g, w Instruction
			if i < len(got) {
				g = got[i]
			}
			if i < len(want) {
				w = want[i]
			}
			if !reflect.DeepEqual(g, w) {
				t.Errorf("instruction %d:\n got  %+v\n want %+v", i, g, w)
			}
		}
	}
	var b strings.Builder
	p := &printer{cf: &ClassFile{}}
	for i := range got {
		b.WriteString(p.instructionText(&got[i]) + "\n")
	}
	for _, line := range []string{
		"       0: jsr_w         6",
		"       7: ret           1",
		"       9: ret_w         300",
		"      21: iinc_w        300, -200",
		"      27: newarray       long",
		"      29: tableswitch   { // -2 to -1\n                    -2: 0\n                    -1: 52\n               default: 5\n          }",
		"      53: lookupswitch  { // 1\n           -2147483648: 0\n               default: 72\n          }",
	} {
		if !strings.Contains(b.String(), line+"\n") {
			t.Errorf("printed code lacks %q:\n%s", line, b.String())
		}
	}
}

// Java's Float.toString and Double.toString, as javap prints constants.
func TestJavaFloatString(t *testing.T) {
	tests := []struct {
		f    float64
		bits int
		want string
	}{
		{1, 64, "1.0"}, {100, 64, "100.0"}, {-2.5, 64, "-2.5"}, {0.001, 64, "0.001"},
		{1e-4, 64, "1.0E-4"}, {9999999, 64, "9999999.0"}, {1e7, 64, "1.0E7"},
		{1.5e300, 64, "1.5E300"}, {4.9e-324, 64, "4.9E-324"}, {1.7976931348623157e308, 64, "1.7976931348623157E308"},
		{0.1, 64, "0.1"}, {1.0 / 3, 64, "0.3333333333333333"}, {2e10, 64, "2.0E10"},
		{float64(float32(0.1)), 32, "0.1"}, {float64(float32(3.4028235e38)), 32, "3.4028235E38"},
		{float64(float32(1.4e-45)), 32, "1.4E-45"}, {float64(float32(1.25)), 32, "1.25"},
		{-0.0 * 1, 64, "0.0"}, {negZero(), 64, "-0.0"},
	}
	for _, tc := range tests {
		if got := JavaFloatString(tc.f, tc.bits); got != tc.want {
			t.Errorf("JavaFloatString(%v, %d) = %q, want %q", tc.f, tc.bits, got, tc.want)
		}
	}
}

func negZero() float64 { z := 0.0; return -z }

// DecodeMethod decodes each method once: every caller (the VMs running
// the class, the static analysis) gets the same instructions, and a
// method that does not decode the same error.
func TestDecodeMethodOnce(t *testing.T) {
	cf, err := Parse(seedClasses(t)["Outer8.class"], "Outer.class")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, m := range cf.Methods {
		if m.Code == nil {
			continue
		}
		a, err := cf.DecodeMethod(m)
		if err != nil || len(a) == 0 {
			t.Fatalf("%s: %d instructions, %v", m.Name, len(a), err)
		}
		want, _ := Decode(m.Code.Bytecode)
		b, _ := cf.DecodeMethod(m)
		if &a[0] != &b[0] || !reflect.DeepEqual(b, want) {
			t.Errorf("%s: decoded again, or not as Decode does", m.Name)
		}
		n++
	}
	m := *cf.Methods[0]
	code := *m.Code
	code.Bytecode = []byte{0xff} // impdep2: not an instruction
	m.Code = &code
	e1, e2 := func() error { _, err := cf.DecodeMethod(&m); return err }(), func() error { _, err := cf.DecodeMethod(&m); return err }()
	if e1 == nil || e1 != e2 {
		t.Errorf("a bad method: %v, then %v; want one error twice", e1, e2)
	}
	t.Logf("%d methods", n)
}
