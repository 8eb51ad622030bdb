package classfile

// Class files that javac cannot produce, assembled by hand: an old
// (version 45.3) class with jsr/ret subroutines, and a class whose
// constant pool holds every tag (Dynamic, MethodHandle, MethodType, Module,
// Package …). Both are parsed, decoded and compared with javap.

import (
	"bytes"
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// classAsm assembles a class file.
type classAsm struct {
	cp      bytes.Buffer
	n       uint16 // next constant-pool index
	methods [][]byte
	attrs   [][]byte
}

func newClassAsm() *classAsm { return &classAsm{n: 1} }

func (a *classAsm) add(tag Tag, payload ...byte) uint16 {
	i := a.n
	a.cp.WriteByte(byte(tag))
	a.cp.Write(payload)
	a.n++
	if tag == TagLong || tag == TagDouble {
		a.n++
	}
	return i
}

func u2(v uint16) []byte { return binary.BigEndian.AppendUint16(nil, v) }
func u4(v uint32) []byte { return binary.BigEndian.AppendUint32(nil, v) }
func cat(bs ...[]byte) []byte {
	var out []byte
	for _, b := range bs {
		out = append(out, b...)
	}
	return out
}

func (a *classAsm) utf8(s string) uint16 {
	return a.add(TagUtf8, cat(u2(uint16(len(s))), []byte(s))...)
}
func (a *classAsm) class(name string) uint16 {
	return a.add(TagClass, u2(a.utf8(name))...)
}
func (a *classAsm) nat(name, desc string) uint16 {
	return a.add(TagNameAndType, cat(u2(a.utf8(name)), u2(a.utf8(desc)))...)
}
func (a *classAsm) ref(tag Tag, class, name, desc string) uint16 {
	return a.add(tag, cat(u2(a.class(class)), u2(a.nat(name, desc)))...)
}

func (a *classAsm) attr(name string, data []byte) []byte {
	return cat(u2(a.utf8(name)), u4(uint32(len(data))), data)
}

// method adds a static method with the given code.
func (a *classAsm) method(name, desc string, maxStack, maxLocals uint16, code []byte) {
	codeAttr := a.attr("Code", cat(u2(maxStack), u2(maxLocals), u4(uint32(len(code))), code, u2(0), u2(0)))
	a.methods = append(a.methods, cat(u2(AccStatic|AccPublic), u2(a.utf8(name)), u2(a.utf8(desc)), u2(1), codeAttr))
}

func (a *classAsm) bytes(major uint16, minor uint16, this, super uint16) []byte {
	b := cat(u4(0xCAFEBABE), u2(minor), u2(major), u2(a.n), a.cp.Bytes(), u2(AccPublic|AccSuper), u2(this), u2(super), u2(0), u2(0))
	b = append(b, u2(uint16(len(a.methods)))...)
	for _, m := range a.methods {
		b = append(b, m...)
	}
	b = append(b, u2(uint16(len(a.attrs)))...)
	for _, at := range a.attrs {
		b = append(b, at...)
	}
	return b
}

// oldClass is a version 45.3 class with subroutines (jsr, jsr_w, ret, wide
// ret) and a goto_w.
func oldClass() []byte {
	a := newClassAsm()
	this, super := a.class("Old"), a.class("java/lang/Object")
	a.method("sub", "()V", 2, 300, []byte{
		0xA8, 0x00, 0x0D, // 0: jsr 13
		0xC9, 0, 0, 0, 0x0A, // 3: jsr_w 13
		0xC8, 0, 0, 0, 0x0C, // 8: goto_w 20
		0x4C,       // 13: astore_1
		0xA9, 0x01, // 14: ret 1
		0xC4, 0xA9, 0x01, 0x2C, // 16: wide ret 300 — never reached
		0xB1, // 20: return
	})
	return a.bytes(45, 3, this, super)
}

// everyTagClass has a constant of every tag, loaded with ldc where javap
// prints them.
func everyTagClass() []byte {
	a := newClassAsm()
	this, super := a.class("Tags"), a.class("java/lang/Object")
	bsmRef := a.ref(TagMethodref, "Tags", "bsm", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)I")
	mh := a.add(TagMethodHandle, cat([]byte{RefInvokeStatic}, u2(bsmRef))...)
	getField := a.add(TagMethodHandle, cat([]byte{RefGetField}, u2(a.ref(TagFieldref, "Tags", "f", "J")))...)
	ifaceMH := a.add(TagMethodHandle, cat([]byte{RefInvokeInterface}, u2(a.ref(TagInterfaceMethodref, "java/util/List", "size", "()I")))...)
	newMH := a.add(TagMethodHandle, cat([]byte{RefNewInvokeSpecial}, u2(a.ref(TagMethodref, "java/lang/Object", "<init>", "()V")))...)
	dyn := a.add(TagDynamic, cat(u2(0), u2(a.nat("answer", "I")))...)
	dynLong := a.add(TagDynamic, cat(u2(0), u2(a.nat("wide", "J")))...)
	mt := a.add(TagMethodType, u2(a.utf8("(I)V"))...)
	i := a.add(TagInteger, u4(uint32(0xFFFFFFF6))...)
	f := a.add(TagFloat, u4(math.Float32bits(-1.5e-7))...)
	l := a.add(TagLong, cat(u4(0x80000000), u4(0))...)
	d := a.add(TagDouble, binary.BigEndian.AppendUint64(nil, math.Float64bits(math.Inf(-1)))...)
	s := a.add(TagString, u2(a.utf8("tab\there \"q\" \xc0\x80"))...)
	arr := a.class("[[Ljava/lang/String;")
	a.add(TagModule, u2(a.utf8("my.module"))...)
	a.add(TagPackage, u2(a.utf8("my/pkg"))...)
	indy := a.add(TagInvokeDynamic, cat(u2(0), u2(a.nat("run", "()Ljava/lang/Runnable;")))...)
	ldcw := func(op Opcode, idx uint16) []byte { return cat([]byte{byte(op)}, u2(idx)) }
	code := cat(
		ldcw(LDC_W, dyn), ldcw(LDC2_W, dynLong), ldcw(LDC_W, mt), ldcw(LDC_W, mh), ldcw(LDC_W, getField),
		ldcw(LDC_W, ifaceMH), ldcw(LDC_W, newMH), ldcw(LDC_W, i), ldcw(LDC_W, f), ldcw(LDC2_W, l),
		ldcw(LDC2_W, d), ldcw(LDC_W, s), ldcw(LDC_W, arr), ldcw(INVOKEDYNAMIC, indy), []byte{0, 0},
		ldcw(MULTIANEWARRAY, arr), []byte{2},
		[]byte{byte(RETURN)},
	)
	a.method("tags", "()V", 20, 0, code)
	bsms := a.attr("BootstrapMethods", cat(u2(1), u2(mh), u2(0)))
	a.attrs = append(a.attrs, bsms)
	return a.bytes(61, 0, this, super)
}

func TestHandmadeClasses(t *testing.T) {
	dir := t.TempDir()
	for name, b := range map[string][]byte{"Old": oldClass(), "Tags": everyTagClass()} {
		cf, err := Parse(b, name+".class")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, m := range cf.Methods {
			if _, err := cf.DecodeMethod(m); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
		}
		if err := os.WriteFile(filepath.Join(dir, name+".class"), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var buf bytes.Buffer
	cf, _ := Parse(everyTagClass(), "Tags.class")
	if err := Disassemble(&buf, cf); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"// Dynamic #0:answer:I", "// Dynamic #0:wide:J", "// MethodType (I)V",
		"// MethodHandle REF_invokeStatic Tags.bsm:", "// MethodHandle REF_getField Tags.f:J",
		"// MethodHandle REF_invokeInterface java/util/List.size:()I",
		`// MethodHandle REF_newInvokeSpecial java/lang/Object."<init>":()V`,
		"// int -10", "// float -1.5E-7f", "// long -9223372036854775808l", "// double -Infinity",
		`// String tab\there \"q\" \u0000`, `// class "[[Ljava/lang/String;"`,
		"// InvokeDynamic #0:run:()Ljava/lang/Runnable;",
	} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("disassembly lacks %q:\n%s", want, buf.String())
		}
	}
	javap := javapTool(t)
	d, _ := OpenDir(dir)
	st := javapDiff(t, javap, []string{"-cp", dir}, d.Names(), func(n string) ([]byte, string, error) {
		b, origin, _, err := d.Find(n)
		return b, origin, err
	})
	st.log(t, "hand-made classes")
	for _, op := range []string{"jsr", "jsr_w", "ret", "ret_w", "goto_w", "ldc_w", "ldc2_w"} {
		if st.mnemonics[op] == 0 && !t.Failed() {
			t.Errorf("hand-made classes exercise no %s", op)
		}
	}
}
