package classfile

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf16"
)

// Tag is a constant-pool entry tag (JVMS 4.4).
type Tag uint8

const (
	TagUtf8               Tag = 1
	TagInteger            Tag = 3
	TagFloat              Tag = 4
	TagLong               Tag = 5
	TagDouble             Tag = 6
	TagClass              Tag = 7
	TagString             Tag = 8
	TagFieldref           Tag = 9
	TagMethodref          Tag = 10
	TagInterfaceMethodref Tag = 11
	TagNameAndType        Tag = 12
	TagMethodHandle       Tag = 15
	TagMethodType         Tag = 16
	TagDynamic            Tag = 17
	TagInvokeDynamic      Tag = 18
	TagModule             Tag = 19
	TagPackage            Tag = 20
)

var tagNames = map[Tag]string{
	TagUtf8: "Utf8", TagInteger: "Integer", TagFloat: "Float", TagLong: "Long",
	TagDouble: "Double", TagClass: "Class", TagString: "String", TagFieldref: "Fieldref",
	TagMethodref: "Methodref", TagInterfaceMethodref: "InterfaceMethodref",
	TagNameAndType: "NameAndType", TagMethodHandle: "MethodHandle", TagMethodType: "MethodType",
	TagDynamic: "Dynamic", TagInvokeDynamic: "InvokeDynamic", TagModule: "Module", TagPackage: "Package",
}

func (t Tag) String() string {
	if s, ok := tagNames[t]; ok {
		return s
	}
	return "Tag(" + strconv.Itoa(int(t)) + ")"
}

// Constant is one constant-pool entry. Which fields are meaningful depends on
// Tag:
//
//	Utf8                     Str
//	Integer, Float           Bits (the raw 32 bits)
//	Long, Double             Bits (the raw 64 bits)
//	Class, String, MethodType, Module, Package
//	                         A = index of the Utf8
//	Fieldref, Methodref, InterfaceMethodref
//	                         A = class index, B = NameAndType index
//	NameAndType              A = name index, B = descriptor index
//	MethodHandle             A = reference kind (1..9), B = reference index
//	Dynamic, InvokeDynamic   A = bootstrap-method index, B = NameAndType index
//
// Index 0 and the slot after a Long or Double have Tag 0.
type Constant struct {
	Tag  Tag
	A, B uint16
	Bits uint64
	Str  string
}

// ConstantPool is indexed as in the class file: entry 0 is unused.
//
// The parser checks every cross-reference (index in range, right tag), so
// the accessors below never fail on a pool that came out of Parse.
type ConstantPool []Constant

// Utf8 returns the string of Utf8 entry i.
func (cp ConstantPool) Utf8(i uint16) string { return cp[i].Str }

// ClassName returns the internal name of Class entry i (e.g.
// "java/lang/String", or "[I" for an array class).
func (cp ConstantPool) ClassName(i uint16) string { return cp[cp[i].A].Str }

// NameAndType returns the name and descriptor of NameAndType entry i.
func (cp ConstantPool) NameAndType(i uint16) (name, desc string) {
	c := cp[i]
	return cp[c.A].Str, cp[c.B].Str
}

// MemberRef is a resolved Fieldref, Methodref or InterfaceMethodref.
type MemberRef struct {
	Class, Name, Desc string
	Interface         bool // InterfaceMethodref
}

// Ref returns the member reference of entry i, which must be a Fieldref,
// Methodref or InterfaceMethodref.
func (cp ConstantPool) Ref(i uint16) MemberRef {
	c := cp[i]
	n, d := cp.NameAndType(c.B)
	return MemberRef{Class: cp.ClassName(c.A), Name: n, Desc: d, Interface: c.Tag == TagInterfaceMethodref}
}

// Int returns the value of an Integer entry.
func (cp ConstantPool) Int(i uint16) int32 { return int32(uint32(cp[i].Bits)) }

// Float returns the value of a Float entry.
func (cp ConstantPool) Float(i uint16) float32 { return math.Float32frombits(uint32(cp[i].Bits)) }

// Long returns the value of a Long entry.
func (cp ConstantPool) Long(i uint16) int64 { return int64(cp[i].Bits) }

// Double returns the value of a Double entry.
func (cp ConstantPool) Double(i uint16) float64 { return math.Float64frombits(cp[i].Bits) }

// String returns the literal of a String entry (raw modified UTF-8).
func (cp ConstantPool) String(i uint16) string { return cp[cp[i].A].Str }

// MethodHandle is a resolved CONSTANT_MethodHandle.
type MethodHandle struct {
	Kind uint8 // REF_getField=1 … REF_invokeInterface=9
	Ref  MemberRef
}

// Method-handle reference kinds (JVMS 5.4.3.5).
const (
	RefGetField         = 1
	RefGetStatic        = 2
	RefPutField         = 3
	RefPutStatic        = 4
	RefInvokeVirtual    = 5
	RefInvokeStatic     = 6
	RefInvokeSpecial    = 7
	RefNewInvokeSpecial = 8
	RefInvokeInterface  = 9
)

// MethodHandle returns MethodHandle entry i.
func (cp ConstantPool) MethodHandle(i uint16) MethodHandle {
	c := cp[i]
	return MethodHandle{Kind: uint8(c.A), Ref: cp.Ref(c.B)}
}

// Dynamic returns the bootstrap-method index, name and descriptor of a
// Dynamic or InvokeDynamic entry.
func (cp ConstantPool) Dynamic(i uint16) (bsm uint16, name, desc string) {
	c := cp[i]
	n, d := cp.NameAndType(c.B)
	return c.A, n, d
}

// JavaChars decodes a modified-UTF-8 string (JVMS 4.4.7) into UTF-16 code
// units, exactly as the JVM would build the java.lang.String.
func JavaChars(s string) []uint16 {
	out := make([]uint16, 0, len(s))
	for i := 0; i < len(s); {
		b := s[i]
		switch {
		case b < 0x80:
			out = append(out, uint16(b))
			i++
		case b&0xE0 == 0xC0 && i+1 < len(s):
			out = append(out, uint16(b&0x1F)<<6|uint16(s[i+1]&0x3F))
			i += 2
		case b&0xF0 == 0xE0 && i+2 < len(s):
			out = append(out, uint16(b&0x0F)<<12|uint16(s[i+1]&0x3F)<<6|uint16(s[i+2]&0x3F))
			i += 3
		case b&0xF8 == 0xF0 && i+3 < len(s):
			// Standard 4-byte UTF-8 is not valid modified UTF-8, but be lenient.
			r := rune(b&0x07)<<18 | rune(s[i+1]&0x3F)<<12 | rune(s[i+2]&0x3F)<<6 | rune(s[i+3]&0x3F)
			r1, r2 := utf16.EncodeRune(r)
			out = append(out, uint16(r1), uint16(r2))
			i += 4
		default:
			out = append(out, 0xFFFD)
			i++
		}
	}
	return out
}

// GoString converts a modified-UTF-8 string to ordinary UTF-8 (embedded NULs
// decoded, surrogate pairs joined; lone surrogates become U+FFFD).
func GoString(s string) string {
	plain := true
	for i := 0; i < len(s); i++ {
		if s[i] == 0xC0 || s[i] == 0xED {
			plain = false
			break
		}
	}
	if plain {
		return s
	}
	return string(utf16.Decode(JavaChars(s)))
}

// DottedName turns an internal name (java/lang/String) into a binary name
// (java.lang.String).
func DottedName(internal string) string { return strings.ReplaceAll(internal, "/", ".") }

// InternalName turns a binary name (java.lang.String) into an internal name.
func InternalName(dotted string) string { return strings.ReplaceAll(dotted, ".", "/") }
