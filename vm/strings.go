package vm

import (
	"unicode/utf16"

	"weft/classfile"
)

// Strings are the JDK's own java.lang.String objects (a byte[] value and a
// coder: LATIN1 or little-endian UTF-16), so the interpreted java.base code
// that works on them needs no special cases. These helpers convert between
// them and Go.

// newString allocates a java.lang.String holding the Go (UTF-8) string s.
func (v *VM) newString(t *Thread, s string) Ref {
	return v.newStringUTF16(t, utf16.Encode([]rune(s)))
}

// newStringUTF16 allocates a java.lang.String from UTF-16 code units.
func (v *VM) newStringUTF16(t *Thread, cs []uint16) Ref {
	latin := true
	for _, c := range cs {
		if c > 0xff {
			latin = false
			break
		}
	}
	ba, _ := v.arrayClass("[B")
	var arr Ref
	if latin {
		arr = v.newArray(t, ba, len(cs))
		sl := v.obj(arr).slots
		for i, c := range cs {
			sl[i] = uint64(uint32(int32(int8(c))))
		}
	} else {
		arr = v.newArray(t, ba, 2*len(cs))
		sl := v.obj(arr).slots
		for i, c := range cs {
			sl[2*i] = uint64(uint32(int32(int8(c))))
			sl[2*i+1] = uint64(uint32(int32(int8(c >> 8))))
		}
	}
	h := v.newObject(t, v.cString)
	o := v.obj(h)
	o.slots[v.strValue] = arr
	if !latin {
		o.slots[v.strCoder] = 1
	}
	return h
}

// stringChars returns the UTF-16 code units of a java.lang.String.
func (v *VM) stringChars(h Ref) []uint16 {
	o := v.obj(h)
	arr := o.slots[v.strValue]
	if arr == 0 {
		return nil
	}
	sl := v.obj(arr).slots
	if uint8(o.slots[v.strCoder]) == 0 {
		cs := make([]uint16, len(sl))
		for i, b := range sl {
			cs[i] = uint16(uint8(b))
		}
		return cs
	}
	cs := make([]uint16, len(sl)/2)
	for i := range cs {
		cs[i] = uint16(uint8(sl[2*i])) | uint16(uint8(sl[2*i+1]))<<8
	}
	return cs
}

// goString converts a java.lang.String to Go; null becomes "null".
func (v *VM) goString(h Ref) string {
	if h == 0 {
		return "null"
	}
	return string(utf16.Decode(v.stringChars(h)))
}

func charsKey(cs []uint16) string {
	b := make([]byte, 2*len(cs))
	for i, c := range cs {
		b[2*i], b[2*i+1] = byte(c), byte(c>>8)
	}
	return string(b)
}

// keyString is the text of charsKey's result.
func keyString(key string) string {
	cs := make([]uint16, len(key)/2)
	for i := range cs {
		cs[i] = uint16(key[2*i]) | uint16(key[2*i+1])<<8
	}
	return string(utf16.Decode(cs))
}

// internLiteral returns the interned String for a constant-pool literal
// (modified UTF-8).
func (v *VM) internLiteral(t *Thread, mutf8 string) Ref {
	cs := classfile.JavaChars(mutf8)
	return v.internChars(t, cs)
}

func (v *VM) internChars(t *Thread, cs []uint16) Ref {
	key := charsKey(cs)
	if h, ok := v.intern[key]; ok {
		return h
	}
	h := v.newStringUTF16(nil, cs) // not named by t: it outlives restores
	o := v.obj(h)
	o.perm = true
	o.shared = true
	arr := v.obj(o.slots[v.strValue])
	arr.perm = true
	arr.shared = true
	// Named by what they hold, not by when a VM's history first needed
	// them: a VM restored from a snapshot keeps them from earlier runs,
	// and their identity hash codes and names must be a fresh VM's.
	o.id = ObjectID{Thread: internThread, Site: classfile.Site{Class: key}}
	arr.id = ObjectID{Thread: internThread, Site: classfile.Site{Class: key}, Seq: 1}
	v.intern[key] = h
	v.notePerm(h)
	v.internLog = append(v.internLog, key)
	v.keepPristine(h)
	return h
}
